package practice

import (
	"math/rand/v2"

	"github.com/cutetui/cutetui/engine"
)

// draw is the random source of one exercise and the helpers that build
// random shapes, strides and layouts from it.
type draw struct {
	r     *rand.Rand
	level int
}

func newDraw(seed uint64, level int) *draw {
	return &draw{r: rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15)), level: level}
}

// between returns a uniform int in [lo, hi].
func (d *draw) between(lo, hi int) int { return lo + d.r.IntN(hi-lo+1) }

// pick returns one of xs.
func (d *draw) pick(xs ...int) int { return xs[d.r.IntN(len(xs))] }

// chance is true with probability p.
func (d *draw) chance(p float64) bool { return d.r.Float64() < p }

// shapeSpec says what shapes a level draws.
type shapeSpec struct {
	minRank, maxRank int     // top-level modes
	nest             float64 // probability that a mode is a nested tuple
	deep             float64 // probability that a nested element nests again
	exts             []int   // extents drawn for a leaf
	ones             float64 // probability that a leaf is 1
	maxSize          int     // the shape's size stays at most this
}

// spec returns the shape spec of the draw's level: rank, depth and sizes
// grow with the level; size-1 modes appear from level 4.
func (d *draw) spec() shapeSpec {
	switch d.level {
	case 1:
		return shapeSpec{1, 2, 0, 0, []int{2, 3, 4}, 0, 16}
	case 2:
		return shapeSpec{2, 3, 0, 0, []int{2, 3, 4, 6}, 0, 64}
	case 3:
		return shapeSpec{2, 3, 0.5, 0, []int{2, 3, 4}, 0, 96}
	case 4:
		return shapeSpec{2, 3, 0.5, 0, []int{2, 3, 4, 6}, 0.15, 192}
	default:
		return shapeSpec{2, 4, 0.6, 0.3, []int{2, 3, 4, 5, 8}, 0.15, 256}
	}
}

// shape draws a shape by s, redrawing until its size is at most s.maxSize
// (and at least 2, so there is something to compute).
func (d *draw) shape(s shapeSpec) (engine.IntTuple, error) {
	for try := 0; try < 100; try++ {
		t := d.shapeOnce(s)
		if n, err := engine.Size(t); err == nil && n >= 2 && n <= s.maxSize {
			return t, nil
		}
	}
	return engine.IntTuple{}, errRedraw
}

func (d *draw) shapeOnce(s shapeSpec) engine.IntTuple {
	rank := d.between(s.minRank, s.maxRank)
	if rank == 1 {
		return d.leaf(s)
	}
	modes := make([]engine.IntTuple, rank)
	for i := range modes {
		modes[i] = d.mode(s, s.nest)
	}
	return engine.Tuple(modes...)
}

func (d *draw) mode(s shapeSpec, nest float64) engine.IntTuple {
	if !d.chance(nest) {
		return d.leaf(s)
	}
	n := d.between(2, 3)
	elems := make([]engine.IntTuple, n)
	for i := range elems {
		elems[i] = d.mode(s, s.deep)
	}
	return engine.Tuple(elems...)
}

func (d *draw) leaf(s shapeSpec) engine.IntTuple {
	if d.chance(s.ones) {
		return engine.Int(1)
	}
	return engine.Int(s.exts[d.r.IntN(len(s.exts))])
}

// leaves returns the ints of t in order.
func leaves(t engine.IntTuple) []int {
	if t.IsInt() {
		return []int{t.Value()}
	}
	var out []int
	for i := 0; i < t.Len(); i++ {
		out = append(out, leaves(t.At(i))...)
	}
	return out
}

// withLeaves returns t with its ints replaced, in order, by vs.
func withLeaves(t engine.IntTuple, vs []int) engine.IntTuple {
	i := 0
	var rec func(engine.IntTuple) engine.IntTuple
	rec = func(t engine.IntTuple) engine.IntTuple {
		if !t.IsTuple() {
			v := vs[i]
			i++
			return engine.Int(v)
		}
		elems := make([]engine.IntTuple, t.Len())
		for j := range elems {
			elems[j] = rec(t.At(j))
		}
		return engine.Tuple(elems...)
	}
	return rec(t)
}

// strideKind says how strides are drawn for a shape.
type strideKind int

const (
	compact   strideKind = iota // column-major: the prefix products
	injective                   // the leaves in a random order, each stride past the last with gaps
	anyStride                   // small strides drawn freely, 0 included
)

// injectiveStrides gives the leaves of shape, taken in a random order,
// strides that grow past everything before them (with a gap of ×2 now and
// then when gaps is set): such a layout never sends two coordinates to the
// same index.
func (d *draw) injectiveStrides(shape engine.IntTuple, gaps bool) engine.IntTuple {
	ext := leaves(shape)
	order := d.r.Perm(len(ext))
	strides := make([]int, len(ext))
	next := 1
	for _, i := range order {
		if gaps && d.chance(0.3) {
			next *= 2
		}
		strides[i] = next
		next *= ext[i]
	}
	return withLeaves(shape, strides)
}

func (d *draw) strides(shape engine.IntTuple, k strideKind) engine.IntTuple {
	switch k {
	case compact:
		l, _ := engine.MakeCompactLayout(shape)
		return l.Stride()
	case injective:
		return d.injectiveStrides(shape, d.level >= 2)
	}
	ext := leaves(shape)
	vs := make([]int, len(ext))
	zero := 0.0
	if d.level >= 4 {
		zero = 0.15
	}
	for i := range vs {
		if d.chance(zero) {
			continue
		}
		vs[i] = d.pick(1, 2, 3, 4, 6, 8, 12, 16)
	}
	return withLeaves(shape, vs)
}

// layout draws a layout of the level's shapes with strides of kind k.
func (d *draw) layout(k strideKind) (engine.Layout, error) {
	return d.layoutOf(d.spec(), k)
}

func (d *draw) layoutOf(s shapeSpec, k strideKind) (engine.Layout, error) {
	shape, err := d.shape(s)
	if err != nil {
		return engine.Layout{}, err
	}
	return engine.MakeLayout(shape, d.strides(shape, k))
}
