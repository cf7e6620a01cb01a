package atom

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// BasisLayout is a layout whose strides are ScaledBasis elements k@j
// (arithmetic_tuple.hpp): a stride that moves coordinate j of a
// multi-dimensional codomain by k. make_identity_layout(shape) is
// shape:(1@0,1@1,...), which maps a coordinate to itself.
//
// It is held as one integer layout per basis direction: Comps[j] has the
// shape, and as stride leaf i the j-th component of stride leaf i. The
// partitions of a TiledMMA or TiledCopy compose, divide and slice their
// operand only as the left side A of composition, where A's strides are
// multiplied and never compared (composition_impl), so they act on each
// component alone; Apply checks that the shapes stay equal.
type BasisLayout struct{ Comps []engine.Layout }

// MakeIdentityLayout is make_identity_layout(shape) of a flat shape of
// rank 1 to 4: shape:(1@0,1@1,...).
func MakeIdentityLayout(shape engine.IntTuple) (BasisLayout, error) {
	if !shape.IsTuple() || shape.Len() < 1 || shape.Len() > 4 {
		return BasisLayout{}, &engine.Error{Op: "make_identity_layout", Cond: "unsupported shape", Detail: fmt.Sprintf("%s: identity layouts of a flat shape of rank 1 to 4 (a tuple of ints) are supported", shape)}
	}
	r := shape.Len()
	b := BasisLayout{Comps: make([]engine.Layout, r)}
	for j := range r {
		d := make([]int, r)
		for i := range r {
			if !shape.At(i).IsInt() {
				return BasisLayout{}, &engine.Error{Op: "make_identity_layout", Cond: "unsupported shape", Detail: fmt.Sprintf("%s: nested shapes (bases E<i,j>) are not supported", shape)}
			}
		}
		d[j] = 1
		l, err := engine.MakeLayout(shape, engine.Ints(d...))
		if err != nil {
			return BasisLayout{}, err
		}
		b.Comps[j] = l
	}
	return b, nil
}

// Shape is the shape shared by the components.
func (b BasisLayout) Shape() engine.IntTuple { return b.Comps[0].Shape() }

// Rank is the rank of the layout.
func (b BasisLayout) Rank() int { return b.Comps[0].Rank() }

// Apply is f applied to the layout: to each component, which must keep
// one shape.
func (b BasisLayout) Apply(f func(engine.Layout) (engine.Layout, error)) (BasisLayout, error) {
	out := BasisLayout{Comps: make([]engine.Layout, len(b.Comps))}
	for j, c := range b.Comps {
		r, err := f(c)
		if err != nil {
			return BasisLayout{}, err
		}
		if j > 0 && !r.Shape().Equal(out.Comps[0].Shape()) {
			return BasisLayout{}, &engine.Error{Op: "ScaledBasis", Cond: "unsupported operation", Detail: "the operation treats the basis directions differently"}
		}
		out.Comps[j] = r
	}
	return out, nil
}

// ApplyOffset is f, returning a layout and an offset, applied to each
// component: the offsets form the coordinate (an ArithmeticTuple).
func (b BasisLayout) ApplyOffset(f func(engine.Layout) (engine.Layout, int, error)) (BasisLayout, []int, error) {
	out := BasisLayout{Comps: make([]engine.Layout, len(b.Comps))}
	offs := make([]int, len(b.Comps))
	for j, c := range b.Comps {
		r, off, err := f(c)
		if err != nil {
			return BasisLayout{}, nil, err
		}
		if j > 0 && !r.Shape().Equal(out.Comps[0].Shape()) {
			return BasisLayout{}, nil, &engine.Error{Op: "ScaledBasis", Cond: "unsupported operation", Detail: "the operation treats the basis directions differently"}
		}
		out.Comps[j], offs[j] = r, off
	}
	return out, offs, nil
}

// String prints the layout as cute::print does, strides as k@j and a zero
// stride as 0 ("(_64,_64):(_1@0,_1@1)" in the static form).
func (b BasisLayout) String(static bool) string {
	return tupleString(b.Shape(), static) + ":" + b.strideString(nil, static)
}

// strideString prints the stride at the leaf path.
func (b BasisLayout) strideString(path []int, static bool) string {
	at := func(l engine.Layout) engine.IntTuple {
		t, _ := engine.Get(l.Stride(), path...)
		return t
	}
	t := at(b.Comps[0])
	if t.IsTuple() {
		parts := make([]string, t.Len())
		for i := range parts {
			parts[i] = b.strideString(append(append([]int(nil), path...), i), static)
		}
		return "(" + strings.Join(parts, ",") + ")"
	}
	pre := ""
	if static {
		pre = "_"
	}
	var nz []string
	for j, c := range b.Comps {
		if v := at(c).Value(); v != 0 {
			nz = append(nz, pre+strconv.Itoa(v)+"@"+strconv.Itoa(j))
		}
	}
	switch len(nz) {
	case 0:
		return pre + "0"
	case 1:
		return nz[0]
	}
	return "(" + strings.Join(nz, "+") + ")"
}
