package eval

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Functions that build, take apart and print layouts.

var layoutBuiltins = []builtin{
	{name: "make_layout", doc: "a column-major layout of shape; shape:stride; or the layouts side by side as modes",
		overloads: []overload{{use: "make_layout(shape) | make_layout(shape, stride) | make_layout(shape, LayoutRight{}) | make_layout(L1, L2, ...)", gathers: true, fn: fnMakeLayout}}},
	{name: "layout", doc: "the sub-layout of L at mode I...",
		overloads: []overload{{use: "layout<I...>(L)", fn: fnLayout}}},
	{name: "coshape", doc: "the codomain shape of L (of its mode I...): inner_product(shape - 1, |stride|) + 1, so size(coshape(L)) == cosize(L)",
		overloads: []overload{{use: "coshape<I...>(L)", fn: fnCoshape(func(l engine.Layout) value.Value { return value.TupleValue{T: engine.CosizeOf(l)} })}}},
	{name: "coprofile", doc: "the codomain profile of L (of its mode I...): repeat_like(sum(stride), 0), for int strides 0",
		overloads: []overload{{use: "coprofile<I...>(L)", fn: fnCoshape(func(l engine.Layout) value.Value { return value.TupleValue{T: l.Coprofile()} })}}},
	{name: "cosize", doc: "one past the largest index L reaches: sum((s-1)*|d|) + 1",
		overloads: []overload{{use: "cosize(L) | cosize<I...>(L)", fn: fnCosize}}},
	{name: "print_layout", doc: "CuTe's table of a rank-2 layout's (or composed layout's) values",
		overloads: []overload{{use: "print_layout(L)", fn: fnPrintLayout}}},
	{name: "slice", doc: "the sub-layout of L selected by the _ of crd, as L(crd); of a tuple t, the elements at the _ of crd",
		overloads: []overload{{use: "slice(crd, L) | slice(crd, t)", fn: fnSlice}}},
	{name: "dice", doc: "the complement of slice: the modes of L (elements of t) at the ints of crd, dropping those at its _",
		overloads: []overload{{use: "dice(crd, L) | dice(crd, t)", fn: fnDice}}},
	{name: "slice_and_offset", doc: "the sub-layout selected by the _ of crd and the offset of its origin, as (layout,offset)",
		overloads: []overload{{use: "slice_and_offset(crd, L) or slice_and_offset(L, crd)", fn: fnSliceAndOffset}}},
	{name: "make_composed_layout", doc: "the composed layout A o offset o B: c -> A(offset + B(c)); A and B each a layout, swizzle or composed layout",
		overloads: []overload{{use: "make_composed_layout(A, offset, B)", fn: fnMakeComposedLayout}}},
	{name: "recast_layout", doc: "L (a layout, swizzle or composed layout) over NewType elements instead of OldType: upcast or downcast by the ratio of their bits",
		overloads: []overload{{use: "recast_layout<OldType,NewType>(L)", typeParams: true, typesRequired: true, fn: fnRecastLayout}}},
	{name: "get_swizzle_portion", doc: "the swizzle Sw of a composed layout Sw o off o B; of a layout, the identity Sw<0,4,3>",
		overloads: []overload{{use: "get_swizzle_portion(C)", fn: fnSwizzlePortion(true)}}},
	{name: "get_nonswizzle_portion", doc: "the layout B of a composed layout Sw o off o B; a layout itself",
		overloads: []overload{{use: "get_nonswizzle_portion(C)", fn: fnSwizzlePortion(false)}}},
	{name: "smem_ptr_flag_bits", doc: "the offset of GMMA's shared-memory atoms, an unset smem pointer of B-bit elements: Sw o smem_ptr[Bb](unset) o L",
		overloads: []overload{{use: "smem_ptr_flag_bits<B>{}", fn: fnSmemPtrFlag}}},
}

// fnLayout is layout<I...>(L): the sub-layout of L at mode I... (L itself
// for layout<>(L)).
func fnLayout(c *callCtx) (value.Value, error) {
	if _, err := c.layout(0); err != nil {
		return nil, err
	}
	if len(c.targs) == 0 {
		return c.args[0], nil // layout<>(L) is L, as in C++
	}
	return c.sub()
}

// fnCosize is cosize<I...>(L): one past the largest index L reaches,
// sum((s-1)*|d|) + 1 over its modes.
func fnCosize(c *callCtx) (value.Value, error) {
	v, err := c.sub()
	if err != nil {
		return nil, err
	}
	switch v := v.(type) {
	case value.LayoutValue:
		if t := engine.CosizeOf(v.L); t.IsDynamic() {
			return value.TupleValue{T: t}, nil // dynamic as C++'s cosize of run-time ints
		}
		return intValue(v.L.Cosize()), nil
	case value.ComposedValue:
		l, err := v.C.ShapeOf("cosize")
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return intValue(l.Cosize()), nil
	}
	return nil, c.want(0, "a layout")
}

// fnPrintLayout is print_layout(L): CuTe's table of a rank-2 layout, or of
// a composed layout's values.
func fnPrintLayout(c *callCtx) (value.Value, error) {
	if b, ok := c.args[0].(value.BasisLayoutValue); ok {
		// C++ does not compile this either: print_layout casts each value
		// to int, and a basis layout's values are coordinates.
		return nil, c.failf(0, "%s has basis strides: its values are coordinates, not ints, and C++'s print_layout does not compile for it (invalid cast from ArithmeticTuple to int); print_tensor(make_coord_tensor(L)) shows each coordinate", b)
	}
	if err := c.chargeCells(0); err != nil {
		return nil, err
	}
	if cv, ok := c.args[0].(value.ComposedValue); ok {
		s, err := engine.PrintComposedLayout(cv.C)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		v := tableValue(s, cv.C.String(), value.ComposedValue{C: cv.C}.StaticString(), cv.C.Outer())
		v.Composed = &cv.C
		return v, nil
	}
	l, err := c.layout(0)
	if err != nil {
		return nil, err
	}
	s, err := engine.PrintLayout(l)
	if err != nil {
		return nil, c.engineErr(0, err)
	}
	return tableValue(s, l.String(), l.StaticString(), l), nil
}

// fnSlice is slice(crd, L) = L(crd) with `_`: the modes of L at the `_` of
// crd; slice(crd, t) of a tuple keeps the elements at the `_`.
func fnSlice(c *callCtx) (value.Value, error) {
	if t, ok := c.args[1].(value.TupleValue); ok && c.args[0].Kind() != value.KindLayout {
		return sliceOrDice(c, t.T, false)
	}
	p, err := sliceAndOffset(c)
	if err != nil {
		return nil, err
	}
	return value.LayoutValue{L: p.L}, nil
}

// fnDice is dice(crd, L): the modes of L at the ints of crd; dice(crd, t)
// of a tuple keeps the elements at the ints.
func fnDice(c *callCtx) (value.Value, error) {
	switch v := c.args[1].(type) {
	case value.TupleValue:
		return sliceOrDice(c, v.T, true)
	case value.LayoutValue:
		crd, err := c.intTuple(0)
		if err != nil {
			return nil, err
		}
		l, err := engine.DiceLayout(crd, v.L)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return value.LayoutValue{L: l}, nil
	}
	return nil, c.want(1, "a layout or a tuple")
}

// fnSliceAndOffset is slice_and_offset(crd, L): slice(crd, L) and the
// offset L(crd) with every `_` read as 0.
func fnSliceAndOffset(c *callCtx) (value.Value, error) { return sliceAndOffset(c) }

// fnMakeComposedLayout is make_composed_layout(A, off, B): c -> A(off +
// B(c)), always the composed layout.
func fnMakeComposedLayout(c *callCtx) (value.Value, error) { return composed3(c, false) }

// composed3 is make_composed_layout(A, off, B) or, with decay, C++'s
// three-argument composition(A, off, B) (B itself for Sw<0,M,S>, Int<0>
// and a layout B).
func composed3(c *callCtx, decay bool) (value.Value, error) {
	a, ok := asFn(c.args[0])
	if !ok {
		return nil, c.want(0, "a layout, swizzle or composed layout")
	}
	var off engine.Offset
	if f, ok := c.args[1].(value.OffsetValue); ok {
		off = f.O
	} else {
		n, err := c.int(1)
		if err != nil {
			return nil, err
		}
		off = engine.IntOffset(n)
	}
	b, ok := asFn(c.args[2])
	if !ok {
		return nil, c.want(2, "a layout, swizzle or composed layout")
	}
	if decay {
		return fnValue(engine.Compose3(a, off, b)), nil
	}
	return value.ComposedValue{C: engine.MakeComposed(a, off, b)}, nil
}

// fnSmemPtrFlag is smem_ptr_flag_bits<B>{}.
func fnSmemPtrFlag(c *callCtx) (value.Value, error) {
	if len(c.targs) != 1 {
		return nil, c.failf(0, "takes one template argument, the bits B of smem_ptr_flag_bits<B>{}, got %d", len(c.targs))
	}
	return value.OffsetValue{O: engine.SmemPtrFlag(c.targs[0])}, nil
}

// tableValue is print_layout's table s, whose first line is the layout's
// title; C++ prints that title with cute::print, so the static form of the
// table has the static title (`(_2,_3):(_3,_1)`).
func tableValue(s, title, static string, l engine.Layout) value.TextValue {
	text := trimFinalNewline(s)
	v := value.TextValue{Text: text, L: l}
	if rest, ok := strings.CutPrefix(text, title); ok {
		v.Static = static + rest
	}
	return v
}

func trimFinalNewline(s string) string {
	if n := len(s); n > 0 && s[n-1] == '\n' {
		return s[:n-1]
	}
	return s
}

// fnMakeLayout is make_layout(shape[, stride or tag]) or make_layout(L0,
// L1, ...), the layouts as modes.
func fnMakeLayout(c *callCtx) (value.Value, error) {
	if _, ok := c.args[0].(value.LayoutValue); ok {
		ls := make([]engine.Layout, len(c.args))
		for i := range c.args {
			l, err := c.layout(i)
			if err != nil {
				return nil, err
			}
			ls[i] = l
		}
		r, err := engine.Concat(ls...)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return value.LayoutValue{L: r}, nil
	}
	switch len(c.args) {
	case 1:
		s, err := c.shape(0)
		if err != nil {
			return nil, err
		}
		l, err := engine.MakeCompactLayout(s)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return value.LayoutValue{L: l}, nil
	case 2:
		s, err := c.shape(0)
		if err != nil {
			return nil, err
		}
		if m, ok := c.args[1].(value.MajorValue); ok { // make_layout(shape, LayoutRight{})
			return majorLayout(c, s, m)
		}
		d, err := c.intTuple(1)
		if err != nil {
			return nil, err
		}
		v, err := makeLayout(s, d, c.node(0), c.node(1), c.pos(0))
		if err != nil {
			e := err.(*Error)
			e.Msg = "make_layout: " + e.Msg
			return nil, e
		}
		return v, nil
	}
	return nil, c.failf(2, "make_layout takes a shape, a shape and a stride, or layouts; usage: %s", builtins["make_layout"].sig)
}

// sliceOrDice is slice(crd, t) or dice(crd, t) of a tuple t.
func sliceOrDice(c *callCtx, t engine.IntTuple, dice bool) (value.Value, error) {
	crd, err := c.intTuple(0)
	if err != nil {
		return nil, err
	}
	f := engine.Slice
	if dice {
		f = engine.Dice
	}
	r, err := f(crd, t)
	if err != nil {
		return nil, c.engineErr(0, err)
	}
	return value.TupleValue{T: r}, nil
}

// sliceAndOffset takes (crd, L), CuTe's order, or (L, crd).
func sliceAndOffset(c *callCtx) (value.PairValue, error) {
	li, ci := 1, 0
	if _, ok := c.args[0].(value.LayoutValue); ok {
		li, ci = 0, 1
	}
	l, err := c.layout(li)
	if err != nil {
		return value.PairValue{}, err
	}
	t, ok := c.args[ci].(value.TupleValue)
	if !ok {
		return value.PairValue{}, c.want(ci, "a coordinate (an int, a tuple or _)")
	}
	sub, off, err := l.Slice(t.T)
	if err != nil {
		return value.PairValue{}, c.engineErr(ci, err)
	}
	p := value.PairValue{L: sub, Off: off}
	if !t.T.IsStatic() || !l.IsStatic() { // C++'s type: crd2idx(c, L), `_` as _0
		if o, err := l.SliceOffset(t.T); err == nil && o.IsDynamic() {
			p.DynOff = true
		}
	}
	return p, nil
}

// majorLayout is make_layout(s, LayoutLeft{}) or make_layout(s,
// LayoutRight{}): s with its compact column- or row-major strides.
func majorLayout(c *callCtx, s engine.IntTuple, m value.MajorValue) (value.Value, error) {
	d, err := engine.CompactMajor(s, m.Major(), 1)
	if err != nil {
		return nil, c.engineErr(0, err)
	}
	l, err := engine.MakeLayout(s, d) // the size limit and overflow checks
	if err != nil {
		return nil, c.engineErr(0, err)
	}
	return value.LayoutValue{L: l}, nil
}

// fnRecastLayout is recast_layout<Old,New>(x) of a layout, swizzle or
// composed layout: with New/Old bits reduced to num/den, x itself for
// 1/1, downcast<den> for num 1, upcast<num> for den 1, else
// downcast<den>(upcast<num>(x)) (C++'s swizzle overload names an
// undeclared `layout` there and does not compile).
func fnRecastLayout(c *callCtx) (value.Value, error) {
	old, ok := c.args[0].(value.TypeValue)
	if !ok {
		return nil, c.want(0, "an element type (OldType)")
	}
	nt, ok := c.args[1].(value.TypeValue)
	if !ok {
		return nil, c.want(1, "an element type (NewType)")
	}
	x, ok := asFn(c.args[2])
	if !ok {
		return nil, c.want(2, "a layout, swizzle or composed layout")
	}
	g := nt.Bits
	for b := old.Bits; b != 0; {
		g, b = b, g%b
	}
	num, den := nt.Bits/g, old.Bits/g
	var err error
	if num != 1 {
		if _, sw := x.(engine.Swizzle); sw && den != 1 {
			return nil, c.want(2, fmt.Sprintf("a layout or composed layout (recast_layout of a swizzle by %d/%d does not compile in C++)", num, den))
		}
		if x, err = x.Upcast(num); err != nil {
			return nil, c.engineErr(2, err)
		}
	}
	if den != 1 {
		if x, err = x.Downcast(den); err != nil {
			return nil, c.engineErr(2, err)
		}
	}
	return fnValue(x), nil
}

// fnSwizzlePortion is get_swizzle_portion (sw) or get_nonswizzle_portion
// of swizzle_layout.hpp: for Sw o off o B, Sw or B; for a layout L,
// Sw<0,4,3> (the identity) or L. C++ defines them for no other value.
func fnSwizzlePortion(sw bool) func(c *callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		switch v := c.args[0].(type) {
		case value.LayoutValue:
			if sw {
				w, err := engine.NewSwizzle(0, 4, 3)
				if err != nil {
					return nil, c.engineErr(0, err)
				}
				return value.SwizzleValue{S: w}, nil
			}
			return v, nil
		case value.ComposedValue:
			if w, ok := v.C.A().(engine.Swizzle); ok {
				if sw {
					return value.SwizzleValue{S: w}, nil
				}
				return fnValue(v.C.B()), nil
			}
		}
		return nil, c.want(0, "a layout or a swizzled layout Sw o off o B")
	}
}

// fnCoshape reads the layout (mode I...) of coshape<I...>(L) and
// coprofile<I...>(L), which C++ defines for a Layout only.
func fnCoshape(f func(engine.Layout) value.Value) func(*callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		if _, err := c.layout(0); err != nil {
			return nil, err
		}
		v, err := c.sub()
		if err != nil {
			return nil, err
		}
		return f(v.(value.LayoutValue).L), nil
	}
}
