package atom

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// BasisLayout is a layout whose strides are ScaledBasis elements k@j
// (arithmetic_tuple.hpp): a stride that moves coordinate j of a
// multi-dimensional codomain by k. make_identity_layout(shape) is
// shape:(1@0,1@1,...), which maps a coordinate to itself; for a nested
// shape the bases are nested too (E<1,0> for mode (1,0), printed 1@0@1 as
// C++ prints a basis, its indices innermost first).
//
// It is the engine layout L, whose strides are ScaledBasis leaves (at
// most one direction moving at each leaf, _0 where none does), and the
// codomain it maps into: the directions are the leaves of Coprofile, a
// tuple of zeros congruent with the codomain (C++'s coprofile), in order;
// a Coprofile that is an int (the zero value is Int(0)'s) is a plain
// integer codomain, whose strides are ints (make_coord_tensor of an
// integer layout).
type BasisLayout struct {
	L         engine.Layout
	Coprofile engine.IntTuple
}

// MakeIdentityLayout is make_identity_layout(shape): shape with the
// stride make_basis_like(shape), the basis E<path> at each leaf (for an
// int shape E<>, a scalar codomain: 8:1).
func MakeIdentityLayout(shape engine.IntTuple) (BasisLayout, error) {
	if !shape.IsTuple() && !shape.IsInt() {
		return BasisLayout{}, &engine.Error{Op: "make_identity_layout", Cond: "unsupported shape", Detail: fmt.Sprintf("%s is not a shape", shape)}
	}
	leaves := engine.Flatten(shape)
	n := leaves.Len()
	if !shape.IsTuple() {
		n = 1
	}
	if n == 0 {
		return BasisLayout{}, &engine.Error{Op: "make_identity_layout", Cond: "unsupported shape", Detail: fmt.Sprintf("%s has no modes: its identity layout has no basis direction", shape)}
	}
	if n > 64 {
		return BasisLayout{}, &engine.Error{Op: "make_identity_layout", Cond: "unsupported shape", Detail: fmt.Sprintf("%s: at most 64 basis directions", shape)}
	}
	l, err := engine.MakeIdentityLayout(shape)
	if err != nil {
		return BasisLayout{}, err
	}
	return BasisLayoutOf(l)
}

// BasisLayoutOver is the basis layout of l over the codomain of the
// coordinate co (an ArithmeticTuple, or an integer for a scalar
// codomain): a direction of co that no stride of l names has stride 0.
func BasisLayoutOver(l engine.Layout, co engine.IntTuple) (BasisLayout, error) {
	return basisLayoutOf(l, zerosLike(co))
}

// MakeCoordLayout is the basis layout of an integer layout l, as
// make_coord_tensor(l) holds it: one component, a scalar codomain.
func MakeCoordLayout(l engine.Layout) BasisLayout {
	return BasisLayout{L: l, Coprofile: engine.Int(0)}
}

// mapLeaves is t with each int leaf replaced by f(leaf), left to right.
func mapLeaves(t engine.IntTuple, f func(engine.IntTuple) engine.IntTuple) engine.IntTuple {
	if !t.IsTuple() {
		return f(t)
	}
	e := make([]engine.IntTuple, t.Len())
	for i := range e {
		e[i] = mapLeaves(t.At(i), f)
	}
	return engine.Tuple(e...)
}

func zerosLike(t engine.IntTuple) engine.IntTuple {
	return mapLeaves(t, func(engine.IntTuple) engine.IntTuple { return engine.Int(0) })
}

// paths are the basis indices of the components: the leaf paths of the
// coprofile (none for a scalar codomain).
func (b BasisLayout) paths() [][]int {
	var out [][]int
	var walk func(t engine.IntTuple, p []int)
	walk = func(t engine.IntTuple, p []int) {
		if !t.IsTuple() {
			out = append(out, append([]int(nil), p...))
			return
		}
		for i := 0; i < t.Len(); i++ {
			walk(t.At(i), append(p, i))
		}
	}
	walk(b.Coprofile, nil)
	return out
}

// CoordString prints an ArithTuple coordinate (one int per component) in
// the coprofile's nesting: (_3,(_0,_2)), or _3 for a scalar codomain;
// dynamic[j] prints component j without the static _.
func (b BasisLayout) CoordString(coord []int, dynamic []bool, static bool) string {
	k := 0
	var walk func(t engine.IntTuple) string
	walk = func(t engine.IntTuple) string {
		if !t.IsTuple() {
			s := strconv.Itoa(coord[k])
			if static && !dynamic[k] {
				s = "_" + s
			}
			k++
			return s
		}
		parts := make([]string, t.Len())
		for i := range parts {
			parts[i] = walk(t.At(i))
		}
		return "(" + strings.Join(parts, ",") + ")"
	}
	return walk(b.Coprofile)
}

// CoordTuple is an ArithTuple coordinate as an IntTuple in the
// coprofile's nesting.
func (b BasisLayout) CoordTuple(coord []int) engine.IntTuple {
	k := 0
	return mapLeaves(b.Coprofile, func(engine.IntTuple) engine.IntTuple {
		k++
		return engine.Int(coord[k-1])
	})
}

// CoordTupleMarked is CoordTuple with component j a run-time int where
// dynamic[j] (C++'s int), a static one elsewhere.
func (b BasisLayout) CoordTupleMarked(coord []int, dynamic []bool) engine.IntTuple {
	k := 0
	return mapLeaves(b.Coprofile, func(engine.IntTuple) engine.IntTuple {
		k++
		if dynamic[k-1] {
			return engine.DynInt(coord[k-1])
		}
		return engine.Int(coord[k-1])
	})
}

// Coalesce is coalesce(L) of the layout with its ScaledBasis strides, as
// C++ coalesces it: a mode merges into the one before only where its
// stride is the same basis scaled by the shape before.
func (b BasisLayout) Coalesce() (BasisLayout, error) {
	return b.Apply(func(l engine.Layout) (engine.Layout, error) { return engine.Coalesce(l), nil })
}

// Shape is the layout's shape.
func (b BasisLayout) Shape() engine.IntTuple { return b.L.Shape() }

// Rank is the rank of the layout.
func (b BasisLayout) Rank() int { return b.L.Rank() }

// Directions is the number of basis directions of the codomain (1 for a
// scalar codomain).
func (b BasisLayout) Directions() int { return len(b.paths()) }

// Index is the integer layout c -> idx(b(c)): the coordinate b gives,
// an ArithmeticTuple, read as an index of the codomain whose direction j
// has stride d[j] (d = (1,M) reads (m,n) as m + M·n in an M×N tile, as
// print_latex_tv indexes its cells). Each stride k@j becomes k·d[j]. A
// scalar codomain is its own index.
func (b BasisLayout) Index(d []int) (engine.Layout, error) {
	if !b.Coprofile.IsTuple() {
		return b.L, nil
	}
	paths := b.paths()
	if len(d) != len(paths) {
		return engine.Layout{}, &engine.Error{Op: "index", Cond: "mismatched codomain", Detail: fmt.Sprintf("%d strides for %d directions", len(d), len(paths))}
	}
	var bad error
	st := mapLeaves(b.L.Stride(), func(x engine.IntTuple) engine.IntTuple {
		if !x.IsBasis() {
			return x // _0: no direction moves
		}
		for j, p := range paths {
			if slices.Equal(x.BasisPath(), p) {
				k, err := engine.MulInt(x.BasisValue().Value(), d[j])
				if err != nil {
					bad = err
				}
				return engine.Int(k)
			}
		}
		return engine.Int(0)
	})
	if bad != nil {
		return engine.Layout{}, bad
	}
	return engine.MakeLayout(b.L.Shape(), st)
}

// EvalCoord is b at coordinate c, one int per basis direction: the
// layout evaluated with its ScaledBasis strides (crd2idx, an
// ArithmeticTuple) read in each direction of the coprofile, 0 where the
// tuple has none.
func (b BasisLayout) EvalCoord(c engine.IntTuple) ([]int, error) {
	v, err := b.L.Eval(c)
	at := engine.Int(v)
	if err != nil {
		o, ok := engine.ArithOffset(err)
		if !ok {
			return nil, err
		}
		at = o
	}
	paths := b.paths()
	out := make([]int, len(paths))
	for j, p := range paths {
		out[j] = arithComponent(at, p)
	}
	return out, nil
}

// Apply is f applied to the layout with its ScaledBasis strides.
func (b BasisLayout) Apply(f func(engine.Layout) (engine.Layout, error)) (BasisLayout, error) {
	r, err := f(b.L)
	if err != nil {
		return BasisLayout{}, err
	}
	return basisLayoutOf(r, b.Coprofile)
}

// ApplyOffset is f, returning a layout and an offset, applied to the
// layout with its ScaledBasis strides. f ends in a slice or an evaluation
// of that layout (a partition, a domain offset), whose offset, an
// ArithmeticTuple, comes back in an engine.ArithOffsetError with the
// sliced layout: it is answered one int per basis direction (its
// component there, 0 where the tuple has none). f of a scalar codomain
// answers a plain int offset.
func (b BasisLayout) ApplyOffset(f func(engine.Layout) (engine.Layout, int, error)) (BasisLayout, []int, error) {
	r, off, err := f(b.L)
	at := engine.Int(off)
	if err != nil {
		var ae *engine.ArithOffsetError
		if !errors.As(err, &ae) {
			return BasisLayout{}, nil, err
		}
		r, at = ae.Sub, ae.Offset
	}
	out, err := basisLayoutOf(r, b.Coprofile)
	if err != nil {
		return BasisLayout{}, nil, err
	}
	paths := b.paths()
	offs := make([]int, len(paths))
	for j, p := range paths {
		offs[j] = arithComponent(at, p)
	}
	return out, offs, nil
}

// arithComponent is the integer of the ArithmeticTuple (or basis, or
// integer) t at the path p: basis_get with the tuple read as _0 beyond
// its modes.
func arithComponent(t engine.IntTuple, p []int) int {
	if t.IsBasis() {
		q := t.BasisPath()
		if len(q) > len(p) || !slices.Equal(q, p[:len(q)]) {
			return 0
		}
		if len(q) == len(p) {
			return t.Value()
		}
		return 0
	}
	for _, i := range p {
		if !t.IsTuple() {
			if i != 0 {
				return 0
			}
			continue
		}
		if i >= t.Len() {
			return 0
		}
		t = t.At(i)
	}
	if t.IsBasis() {
		if len(t.BasisPath()) == 0 {
			return t.Value()
		}
		return 0
	}
	return t.Value()
}

// Layout is the layout itself, its strides ScaledBasis elements k@path
// (integers for a scalar codomain).
func (b BasisLayout) Layout() (engine.Layout, error) { return b.L, nil }

// basisLayoutOf is the basis layout of l, whose strides are ScaledBasis
// elements of the directions of coprofile co (integers for a scalar co):
// E<> is its value, a basis of a direction co does not have and a zero
// scale are _0; a basis in a layout of integer coordinates, an integer
// stride other than 0 beside basis strides are refused.
func basisLayoutOf(l engine.Layout, co engine.IntTuple) (BasisLayout, error) {
	b := BasisLayout{Coprofile: co}
	scalar := !co.IsTuple()
	paths := b.paths()
	var bad error
	st := mapLeaves(l.Stride(), func(x engine.IntTuple) engine.IntTuple {
		switch {
		case x.IsBasis() && len(x.BasisPath()) == 0: // E<> is its value
			if !scalar && x.BasisValue().Value() != 0 {
				bad = &engine.Error{Op: "stride", Cond: "unsupported stride", Detail: fmt.Sprintf("the integer stride %s beside ScaledBasis strides", x.BasisValue().StaticString())}
			}
			if !scalar {
				return engine.Int(0)
			}
			return x.BasisValue()
		case x.IsBasis() && !scalar:
			if x.Value() == 0 || !slices.ContainsFunc(paths, func(p []int) bool { return slices.Equal(x.BasisPath(), p) }) {
				return engine.Int(0)
			}
			return x
		case x.IsBasis():
			bad = &engine.Error{Op: "stride", Cond: "unsupported stride", Detail: fmt.Sprintf("the basis %s in a layout of integer coordinates", x.StaticString())}
		case scalar:
			return x
		case x.Value() == 0:
			return engine.Int(0)
		default:
			bad = &engine.Error{Op: "stride", Cond: "unsupported stride", Detail: fmt.Sprintf("the integer stride %s beside ScaledBasis strides", x.StaticString())}
		}
		return engine.Int(0)
	})
	if bad != nil {
		return BasisLayout{}, bad
	}
	r, err := engine.MakeLayout(l.Shape(), st)
	if err != nil {
		return BasisLayout{}, err
	}
	b.L = r
	return b, nil
}

// leafInts are the ints of t, left to right.
func leafInts(t engine.IntTuple) []int {
	var out []int
	mapLeaves(t, func(x engine.IntTuple) engine.IntTuple {
		out = append(out, x.Value())
		return x
	})
	return out
}

// Print writes the layout in the style s as cute::print does, strides as
// k@j and a zero stride as 0 ("(_64,_64):(_1@0,_1@1)" in the static form).
func (b BasisLayout) Print(w io.Writer, s engine.Style) error {
	l, err := b.Layout()
	if err != nil {
		_, err = io.WriteString(w, "<"+err.Error()+">")
		return err
	}
	return l.Print(w, s)
}

// String is the layout in cutetui's notation, "(64,64):(1@0,1@1)".
func (b BasisLayout) String() string { return engine.Sprint(b, engine.Plain) }

// StaticString is the layout as cute::print prints it, "(_64,_64):(_1@0,_1@1)".
func (b BasisLayout) StaticString() string { return engine.Sprint(b, engine.Static) }
