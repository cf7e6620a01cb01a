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
// shape:(1@0,1@1,...), which maps a coordinate to itself; for a nested
// shape the bases are nested too (E<1,0> for mode (1,0), printed 1@0@1 as
// C++ prints a basis, its indices innermost first).
//
// It is held as one integer layout per basis direction: Comps[j] has the
// shape, and as stride leaf i the j-th component of stride leaf i. The
// directions are the leaves of Coprofile, a tuple of zeros congruent with
// the codomain (C++'s coprofile), in order; a Coprofile that is an int
// (the zero value is Int(0)'s) is a plain integer codomain, whose one
// component prints its strides as ints (make_coord_tensor of an integer
// layout). The partitions of a TiledMMA or TiledCopy compose, divide and
// slice their operand only as the left side A of composition, where A's
// strides are multiplied and never compared (composition_impl), so they
// act on each component alone; Apply checks that the shapes stay equal.
type BasisLayout struct {
	Comps     []engine.Layout
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
	b := BasisLayout{Comps: make([]engine.Layout, n), Coprofile: zerosLike(shape)}
	for j := range n {
		k := 0
		d := mapLeaves(shape, func(engine.IntTuple) engine.IntTuple {
			v := 0
			if k == j {
				v = 1
			}
			k++
			return engine.Int(v)
		})
		l, err := engine.MakeLayout(shape, d)
		if err != nil {
			return BasisLayout{}, err
		}
		b.Comps[j] = l
	}
	return b, nil
}

// MakeCoordLayout is the basis layout of an integer layout l, as
// make_coord_tensor(l) holds it: one component, a scalar codomain.
func MakeCoordLayout(l engine.Layout) BasisLayout {
	return BasisLayout{Comps: []engine.Layout{l}, Coprofile: engine.Int(0)}
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

// Coalesce is coalesce(L) of the basis layout: its leaves, size-1 leaves
// dropped, with a leaf merged into the one before where its stride (a
// vector over the basis directions) is the one before's times its shape;
// the result is s:d for a single leaf and _1:_0 for none.
func (b BasisLayout) Coalesce() (BasisLayout, error) {
	sh := engine.Flatten(b.Shape())
	if !b.Shape().IsTuple() {
		sh = engine.Tuple(b.Shape())
	}
	strides := make([]engine.IntTuple, len(b.Comps))
	for j, c := range b.Comps {
		strides[j] = engine.Flatten(c.Stride())
		if !c.Stride().IsTuple() {
			strides[j] = engine.Tuple(c.Stride())
		}
	}
	var shapes []int
	var vecs [][]int
	for i := 0; i < sh.Len(); i++ {
		s := sh.At(i).Value()
		if s == 1 {
			continue
		}
		v := make([]int, len(b.Comps))
		for j := range v {
			v[j] = strides[j].At(i).Value()
		}
		if n := len(shapes); n > 0 {
			merge := true
			for j := range v {
				if v[j] != shapes[n-1]*vecs[n-1][j] {
					merge = false
				}
			}
			if merge {
				shapes[n-1] *= s
				continue
			}
		}
		shapes = append(shapes, s)
		vecs = append(vecs, v)
	}
	out := BasisLayout{Comps: make([]engine.Layout, len(b.Comps)), Coprofile: b.Coprofile}
	for j := range b.Comps {
		var l engine.Layout
		var err error
		switch len(shapes) {
		case 0:
			l, err = engine.MakeLayout(engine.Int(1), engine.Int(0))
		case 1:
			l, err = engine.MakeLayout(engine.Int(shapes[0]), engine.Int(vecs[0][j]))
		default:
			d := make([]int, len(shapes))
			for i := range d {
				d[i] = vecs[i][j]
			}
			l, err = engine.MakeLayout(engine.Ints(shapes...), engine.Ints(d...))
		}
		if err != nil {
			return BasisLayout{}, err
		}
		out.Comps[j] = l
	}
	return out, nil
}

// Shape is the shape shared by the components.
func (b BasisLayout) Shape() engine.IntTuple { return b.Comps[0].Shape() }

// Rank is the rank of the layout.
func (b BasisLayout) Rank() int { return b.Comps[0].Rank() }

// Apply is f applied to the layout: to each component, which must keep
// one shape (see ApplyOffset).
func (b BasisLayout) Apply(f func(engine.Layout) (engine.Layout, error)) (BasisLayout, error) {
	out, _, err := b.ApplyOffset(func(l engine.Layout) (engine.Layout, int, error) {
		r, err := f(l)
		return r, 0, err
	})
	return out, err
}

// ApplyOffset is f, returning a layout and an offset, applied to each
// component: the offsets form the coordinate (an ArithmeticTuple).
//
// Where the components come apart — f coalesces inside (composition
// does, by mode), and one component alone may merge two modes whose
// strides are 0 in it while the basis vectors differ (the nested bases
// of an identity layout) — f is applied once more to the layout whose
// strides are the basis vectors packed into one integer, Σ_j d_j·R^j
// with R a power of two above every component's reach: there an integer
// equality of strides is the equality of the vectors, as C++ compares
// them. Each component of that answer is checked to map every coordinate
// exactly as f of the component alone does; otherwise, or where the
// packing does not fit, the operation is refused.
func (b BasisLayout) ApplyOffset(f func(engine.Layout) (engine.Layout, int, error)) (BasisLayout, []int, error) {
	out := BasisLayout{Comps: make([]engine.Layout, len(b.Comps)), Coprofile: b.Coprofile}
	offs := make([]int, len(b.Comps))
	apart := false
	for j, c := range b.Comps {
		r, off, err := f(c)
		if err != nil {
			return BasisLayout{}, nil, err
		}
		if j > 0 && !r.Shape().Equal(out.Comps[0].Shape()) {
			apart = true
		}
		out.Comps[j], offs[j] = r, off
	}
	if !apart {
		return out, offs, nil
	}
	return b.applyPacked(f, out.Comps, offs)
}

// errApart is the refusal of an operation the per-direction form cannot
// answer.
var errApart = &engine.Error{Op: "ScaledBasis", Cond: "unsupported operation", Detail: "the operation treats the basis directions differently"}

// maxPackedCheck bounds the coordinates checked after packing.
const maxPackedCheck = 1 << 16

// applyPacked is ApplyOffset's packed retry; alone and alone offsets are
// f of each component by itself, the reference the answer must match.
func (b BasisLayout) applyPacked(f func(engine.Layout) (engine.Layout, int, error), alone []engine.Layout, aloneOff []int) (BasisLayout, []int, error) {
	n := len(b.Comps)
	// R above every value a component reaches, with room for f's products.
	reach := 1
	for _, c := range b.Comps {
		for _, d := range leafInts(c.Stride()) {
			if d < 0 {
				return BasisLayout{}, nil, errApart
			}
		}
		cs, sz := c.Cosize(), max(c.Size(), 1)
		if cs > 1<<30 || sz > 1<<30 {
			return BasisLayout{}, nil, errApart
		}
		reach = max(reach, cs*sz)
	}
	k := 1
	for 1<<k <= reach {
		k++
	}
	k++
	if k*n > 62 {
		return BasisLayout{}, nil, errApart
	}
	strides := make([][]int, n)
	for j, c := range b.Comps {
		strides[j] = leafInts(c.Stride())
	}
	i := 0
	packedStride := mapLeaves(b.Comps[0].Stride(), func(engine.IntTuple) engine.IntTuple {
		v := 0
		for j := n - 1; j >= 0; j-- {
			v = v<<k | strides[j][i]
		}
		i++
		return engine.Int(v)
	})
	packed, err := engine.MakeLayout(b.Shape(), packedStride)
	if err != nil {
		return BasisLayout{}, nil, err
	}
	r, off, err := f(packed)
	if err != nil {
		return BasisLayout{}, nil, err
	}
	mask := 1<<k - 1
	digit := func(v, j int) (int, bool) {
		if v < 0 {
			return 0, false
		}
		return v >> (k * j) & mask, true
	}
	out := BasisLayout{Comps: make([]engine.Layout, n), Coprofile: b.Coprofile}
	offs := make([]int, n)
	for j := range n {
		var bad bool
		d := mapLeaves(r.Stride(), func(t engine.IntTuple) engine.IntTuple {
			x, ok := digit(t.Value(), j)
			bad = bad || !ok
			return engine.Int(x)
		})
		o, ok := digit(off, j)
		if bad || !ok {
			return BasisLayout{}, nil, errApart
		}
		l, err := engine.MakeLayout(r.Shape(), d)
		if err != nil {
			return BasisLayout{}, nil, err
		}
		out.Comps[j], offs[j] = l, o
	}
	// The check: each component maps every index as f of it alone does.
	size := r.Size()
	if size > maxPackedCheck {
		return BasisLayout{}, nil, errApart
	}
	for j := range n {
		if alone[j].Size() != size || offs[j] != aloneOff[j] {
			return BasisLayout{}, nil, errApart
		}
		for x := range size {
			u, err1 := out.Comps[j].Eval(engine.Int(x))
			v, err2 := alone[j].Eval(engine.Int(x))
			if err1 != nil || err2 != nil || u != v {
				return BasisLayout{}, nil, errApart
			}
		}
	}
	return out, offs, nil
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

// String prints the layout as cute::print does, strides as k@j and a zero
// stride as 0 ("(_64,_64):(_1@0,_1@1)" in the static form).
func (b BasisLayout) String(static bool) string {
	return tupleString(b.Shape(), styleOf(static)) + ":" + b.strideString(nil, static)
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
	paths := b.paths()
	for j, c := range b.Comps {
		if v := at(c).Value(); v != 0 {
			e := pre + strconv.Itoa(v)
			for k := len(paths[j]) - 1; k >= 0; k-- {
				e += "@" + strconv.Itoa(paths[j][k])
			}
			nz = append(nz, e)
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
