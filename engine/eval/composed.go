package eval

import (
	"errors"
	"slices"
	"sort"

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
// argument (atomOverloads).
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

// composedOverloads are the built-ins' overloads for composed layouts
// and swizzles (layout_composed.hpp, swizzle_layout.hpp), in the order
// they are tried.
func composedOverloads() []moreOverload {
	var more []moreOverload
	add := func(name string, on func(*callCtx) bool, fn func(c *callCtx) (value.Value, error)) {
		more = append(more, moreOverload{name: name, overload: overload{on: on, fn: fn}})
	}
	add("slice", anyArgIs(value.KindComposed), func(c *callCtx) (value.Value, error) {
		p, err := composedSlice(c)
		if err != nil {
			return nil, err
		}
		if p.Composed != nil {
			return value.ComposedValue{C: *p.Composed}, nil
		}
		return value.LayoutValue{L: p.L}, nil
	})
	add("slice_and_offset", anyArgIs(value.KindComposed), func(c *callCtx) (value.Value, error) {
		p, err := composedSlice(c)
		if err != nil {
			return nil, err
		}
		return p, nil
	})
	for _, name := range []string{"right_inverse", "left_inverse"} {
		add(name, func(c *callCtx) bool {
			switch v := c.args[0].(type) {
			case value.SwizzleValue, value.ComposedValue:
				return true
			case value.TupleValue:
				return v.T.IsInt()
			}
			return false
		}, func(c *callCtx) (value.Value, error) {
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
			}
			// right_inverse(Int<N>) = -N, the offsets' inverse
			return intValue(-c.args[0].(value.TupleValue).T.Value()), nil
		})
	}
	for _, name := range []string{"upcast", "downcast"} {
		add(name, func(c *callCtx) bool {
			return len(c.targs) == 1 && argIs(0, value.KindSwizzle, value.KindComposed)(c)
		}, func(c *callCtx) (value.Value, error) {
			n := c.targs[0]
			up := c.name == "upcast"
			if v, ok := c.args[0].(value.SwizzleValue); ok {
				f := v.S.Downcast
				if up {
					f = v.S.Upcast
				}
				w, err := f(n)
				if err != nil {
					return nil, c.engineErr(0, err)
				}
				return fnValue(w), nil
			}
			cv := c.args[0].(value.ComposedValue)
			f := cv.C.Downcast
			if up {
				f = cv.C.Upcast
			}
			r, err := f(n)
			if err != nil {
				return nil, c.engineErr(0, err)
			}
			return fnValue(r), nil
		})
	}
	add("logical_product", argIs(1, value.KindComposed), func(c *callCtx) (value.Value, error) {
		cv := c.args[1].(value.ComposedValue)
		l, err := c.layout(0)
		if err != nil {
			return nil, err
		}
		r, err := l.LogicalProduct(cv.C)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return fnValue(r), nil
	})
	add("nullspace", argIs(0, value.KindComposed), func(c *callCtx) (value.Value, error) {
		return value.LayoutValue{L: c.args[0].(value.ComposedValue).C.Nullspace()}, nil
	})
	add("max_common_vector", anyArgIs(value.KindComposed), func(c *callCtx) (value.Value, error) {
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
		default:
			// max_common_vector(L, C) is max_common_vector(C, L).
			l, lerr := c.layout(0)
			if lerr != nil {
				return nil, lerr
			}
			n, err = b.C.MaxCommonVector(l)
		}
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return intValue(n), nil
	})
	add("max_common_layout", anyArgIs(value.KindComposed), func(c *callCtx) (value.Value, error) {
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
		default:
			// max_common_layout(L, C) is max_common_layout(C, L).
			cv = b
			l, err = c.layout(0)
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
	add("make_layout", func(c *callCtx) bool {
		return len(c.args) == 1 && argIs(0, value.KindSwizzle)(c)
	}, func(c *callCtx) (value.Value, error) {
		return composedValue(engine.SwizzleLayout(c.args[0].(value.SwizzleValue).S)), nil
	})
	names := make([]string, 0, len(onBByName))
	for name := range onBByName {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		op := onBByName[name]
		recompose := op.Recomposes()
		add(name, argIs(0, value.KindComposed), func(c *callCtx) (value.Value, error) {
			cv := c.args[0].(value.ComposedValue)
			if name == "filter" && len(c.args) == 1 {
				// layout_composed.hpp defines filter(C, profile) only.
				return nil, c.want(0, "a layout (C++ defines filter of a composed layout only with a profile, filter(C, profile))")
			}
			if !recompose {
				l, err := cv.C.ShapeOf(name)
				if err != nil {
					return nil, c.engineErr(0, err)
				}
				return c.again(append([]value.Value{value.LayoutValue{L: l}}, c.args[1:]...))
			}
			var other value.Value
			r, err := cv.C.OnB(op, func(l engine.Layout) (engine.Layout, error) {
				v, err := c.again(append([]value.Value{value.LayoutValue{L: l}}, c.args[1:]...))
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
		})
	}
	return more
}

// anyArgIs selects the calls with an argument of one of kinds.
func anyArgIs(kinds ...value.Kind) func(c *callCtx) bool {
	return func(c *callCtx) bool {
		return slices.ContainsFunc(c.args, func(v value.Value) bool { return slices.Contains(kinds, v.Kind()) })
	}
}

// errNotLayout stops OnB where a form's next answers a value that
// is not a layout.
var errNotLayout = errors.New("not a layout")

// composedSlice is slice_and_offset(crd, C) (or (C, crd)) for a composed
// layout C, one of the arguments.
func composedSlice(c *callCtx) (p value.PairValue, err error) {
	ci := 0
	cv, isC := c.args[1].(value.ComposedValue)
	if !isC {
		cv = c.args[0].(value.ComposedValue)
		ci = 1
	}
	t, isT := c.args[ci].(value.TupleValue)
	if !isT {
		return value.PairValue{}, c.want(ci, "a coordinate (an int, a tuple or _)")
	}
	r, off, err := cv.C.SliceAndOffset(t.T)
	if err != nil {
		return value.PairValue{}, c.engineErr(ci, err)
	}
	p = value.PairValue{Off: off}
	switch r := r.(type) {
	case engine.Layout:
		p.L = r
	case engine.ComposedLayout:
		p.L = r.Outer()
		p.Composed = &r
	}
	return p, nil
}
