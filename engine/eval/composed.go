package eval

import (
	"errors"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Composed (swizzled) layouts in the functions, as C++'s
// layout_composed.hpp and swizzle_layout.hpp define them: an operation on
// Sw o off o L acts on L and composes its result with Sw and off again.

// composedValue is the value C++ holds for composition(Sw, off, L): the
// plain layout L for Sw<0,M,S> and offset Int<0>, else the composed layout.
func composedValue(c engine.ComposedLayout) value.Value {
	if c.Plain() {
		return value.LayoutValue{L: c.Outer()}
	}
	return value.ComposedValue{C: c}
}

// fnValue is the value of a layout, swizzle or composed layout.
func fnValue(f engine.Fn) value.Value {
	switch f := f.(type) {
	case engine.Layout:
		return value.LayoutValue{L: f}
	case engine.Swizzle:
		return value.SwizzleValue{S: f}
	case engine.ComposedLayout:
		return value.ComposedValue{C: f}
	}
	return nil
}

// asFn reads a layout, swizzle or composed layout as an engine.Fn.
func asFn(v value.Value) (engine.Fn, bool) {
	switch v := v.(type) {
	case value.LayoutValue:
		return v.L, true
	case value.SwizzleValue:
		return v.S, true
	case value.ComposedValue:
		return v.C, true
	}
	return nil, false
}

// onBByName is the engine's table of the operations that act on a
// composed layout's layout_b (engine.OnB), by their CuTe names, less the
// atoms' thrfrg_X and tidfrg_X, whose composed layout is their second
// argument (atomForms).
var onBByName = func() map[string]engine.OnB {
	m := map[string]engine.OnB{}
	for _, op := range engine.OnBs() {
		switch op {
		case engine.OnBThrfrgA, engine.OnBThrfrgB, engine.OnBThrfrgC, engine.OnBTidfrgS, engine.OnBTidfrgD:
			continue
		}
		m[op.String()] = op
	}
	return m
}()

// composedForms are the forms of the built-ins for composed layouts and
// swizzles (layout_composed.hpp, swizzle_layout.hpp).
func composedForms() []form {
	var forms []form
	for name, op := range onBByName {
		recompose := op.Recomposes()
		forms = append(forms, form{name: name, match: firstArgIs(value.KindComposed), fn: func(c *callCtx, inner func(*callCtx) (value.Value, error)) (value.Value, error) {
			cv, ok := c.args[0].(value.ComposedValue)
			if !ok {
				return inner(c)
			}
			if name == "filter" && len(c.args) == 1 {
				// layout_composed.hpp defines filter(C, profile) only.
				return nil, c.want(0, "a layout (C++ defines filter of a composed layout only with a profile, filter(C, profile))")
			}
			if !recompose {
				l, err := cv.C.ShapeOf(name)
				if err != nil {
					return nil, c.engineErr(0, err)
				}
				cc := *c
				cc.args = append([]value.Value{value.LayoutValue{L: l}}, c.args[1:]...)
				return inner(&cc)
			}
			var other value.Value
			r, err := cv.C.OnB(op, func(l engine.Layout) (engine.Layout, error) {
				cc := *c
				cc.args = append([]value.Value{value.LayoutValue{L: l}}, c.args[1:]...)
				v, err := inner(&cc)
				if err != nil {
					return engine.Layout{}, err
				}
				lv, ok := v.(value.LayoutValue)
				if !ok {
					other = v
					return engine.Layout{}, errNotLayout
				}
				return lv.L, nil
			})
			if err == errNotLayout {
				return other, nil
			}
			if err != nil {
				if _, ok := err.(*Error); ok {
					return nil, err
				}
				return nil, c.engineErr(0, err)
			}
			return fnValue(r), nil
		}})
	}
	wrap := func(name string, f func(c *callCtx, inner func(*callCtx) (value.Value, error)) (value.Value, error)) {
		forms = append(forms, form{name: name, match: always, fn: f})
	}
	wrap("slice", func(c *callCtx, inner func(*callCtx) (value.Value, error)) (value.Value, error) {
		p, ok, err := composedSlice(c)
		if !ok {
			return inner(c)
		}
		if err != nil {
			return nil, err
		}
		if p.Composed != nil {
			return value.ComposedValue{C: *p.Composed}, nil
		}
		return value.LayoutValue{L: p.L}, nil
	})
	wrap("slice_and_offset", func(c *callCtx, inner func(*callCtx) (value.Value, error)) (value.Value, error) {
		p, ok, err := composedSlice(c)
		if !ok {
			return inner(c)
		}
		if err != nil {
			return nil, err
		}
		return p, nil
	})
	for _, name := range []string{"right_inverse", "left_inverse"} {
		wrap(name, func(c *callCtx, inner func(*callCtx) (value.Value, error)) (value.Value, error) {
			switch v := c.args[0].(type) {
			case value.SwizzleValue:
				return v, nil // a swizzle is its own inverse
			case value.ComposedValue:
				f := v.C.RightInverse
				if c.name == "left_inverse" {
					f = v.C.LeftInverse
				}
				r, err := f()
				if err != nil {
					return nil, c.engineErr(0, err)
				}
				return fnValue(r), nil
			case value.TupleValue:
				if v.T.IsInt() { // right_inverse(Int<N>) = -N, the offsets' inverse
					return intValue(-v.T.Value()), nil
				}
			}
			return inner(c)
		})
	}
	for _, name := range []string{"upcast", "downcast"} {
		wrap(name, func(c *callCtx, inner func(*callCtx) (value.Value, error)) (value.Value, error) {
			if len(c.targs) != 1 {
				return inner(c)
			}
			n := c.targs[0]
			up := c.name == "upcast"
			switch v := c.args[0].(type) {
			case value.SwizzleValue:
				f := v.S.Downcast
				if up {
					f = v.S.Upcast
				}
				w, err := f(n)
				if err != nil {
					return nil, c.engineErr(0, err)
				}
				return fnValue(w), nil
			case value.ComposedValue:
				f := v.C.Downcast
				if up {
					f = v.C.Upcast
				}
				r, err := f(n)
				if err != nil {
					return nil, c.engineErr(0, err)
				}
				return fnValue(r), nil
			}
			return inner(c)
		})
	}
	wrap("logical_product", func(c *callCtx, inner func(*callCtx) (value.Value, error)) (value.Value, error) {
		cv, ok := c.args[1].(value.ComposedValue)
		if !ok {
			return inner(c)
		}
		l, err := c.layout(0)
		if err != nil {
			return nil, err
		}
		r, err := engine.LogicalProductComposed(l, cv.C)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return fnValue(r), nil
	})
	wrap("nullspace", func(c *callCtx, inner func(*callCtx) (value.Value, error)) (value.Value, error) {
		if cv, ok := c.args[0].(value.ComposedValue); ok {
			return value.LayoutValue{L: cv.C.Nullspace()}, nil
		}
		return inner(c)
	})
	wrap("max_common_vector", func(c *callCtx, inner func(*callCtx) (value.Value, error)) (value.Value, error) {
		a, aok := c.args[0].(value.ComposedValue)
		b, bok := c.args[1].(value.ComposedValue)
		var n int
		var err error
		switch {
		case aok && bok:
			n, err = a.C.MaxCommonVector(b.C)
		case aok:
			l, lerr := c.layout(1)
			if lerr != nil {
				return nil, lerr
			}
			n, err = a.C.MaxCommonVector(l)
		case bok:
			// max_common_vector(L, C) is max_common_vector(C, L).
			l, lerr := c.layout(0)
			if lerr != nil {
				return nil, lerr
			}
			n, err = b.C.MaxCommonVector(l)
		default:
			return inner(c)
		}
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return intValue(n), nil
	})
	wrap("max_common_layout", func(c *callCtx, inner func(*callCtx) (value.Value, error)) (value.Value, error) {
		a, aok := c.args[0].(value.ComposedValue)
		b, bok := c.args[1].(value.ComposedValue)
		var cv value.ComposedValue
		var l engine.Layout
		var err error
		switch {
		case aok && bok:
			return nil, c.want(1, "a layout (C++ defines max_common_layout of one composed layout and a layout)")
		case aok:
			cv = a
			l, err = c.layout(1)
		case bok:
			// max_common_layout(L, C) is max_common_layout(C, L).
			cv = b
			l, err = c.layout(0)
		default:
			return inner(c)
		}
		if err != nil {
			return nil, err
		}
		r, err := cv.C.MaxCommonLayout(l)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return value.LayoutValue{L: r}, nil
	})
	wrap("make_layout", func(c *callCtx, inner func(*callCtx) (value.Value, error)) (value.Value, error) {
		if sw, ok := c.args[0].(value.SwizzleValue); ok && len(c.args) == 1 {
			return composedValue(engine.SwizzleLayout(sw.S)), nil
		}
		return inner(c)
	})
	return forms
}

// errNotLayout stops MapB where a form's next answers a value that
// is not a layout.
var errNotLayout = errors.New("not a layout")

// composedSlice is slice_and_offset(crd, C) (or (C, crd)) for a composed
// layout C; ok is false when neither argument is one.
func composedSlice(c *callCtx) (p value.PairValue, ok bool, err error) {
	ci := 0
	cv, isC := c.args[1].(value.ComposedValue)
	if !isC {
		if cv, isC = c.args[0].(value.ComposedValue); !isC {
			return value.PairValue{}, false, nil
		}
		ci = 1
	}
	t, isT := c.args[ci].(value.TupleValue)
	if !isT {
		return value.PairValue{}, true, c.want(ci, "a coordinate (an int, a tuple or _)")
	}
	r, off, err := cv.C.SliceAndOffset(t.T)
	if err != nil {
		return value.PairValue{}, true, c.engineErr(ci, err)
	}
	p = value.PairValue{Off: off}
	switch r := r.(type) {
	case engine.Layout:
		p.L = r
	case engine.ComposedLayout:
		p.L = r.Outer()
		p.Composed = &r
	}
	return p, true, nil
}
