package crosscheck

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
)

// dynGen draws small layouts whose integers are each static (_4{}) or
// dynamic (int(4)), written as make_layout(make_shape(...),
// make_stride(...)), an expression C++ and cutetui both read.
type dynGen struct {
	r    *rand.Rand
	pDyn int // one integer in pDyn is dynamic
}

// leaf writes v as a static or a dynamic integer.
func (g dynGen) leaf(v int) string {
	if g.r.IntN(g.pDyn) == 0 {
		return fmt.Sprintf("int(%d)", v)
	}
	return fmt.Sprintf("_%d{}", v)
}

// shapeStride is a random shape and stride of at most depth levels.
func (g dynGen) shapeStride(depth int) (string, string) {
	if depth == 0 || g.r.IntN(3) == 0 {
		s := []int{1, 1, 2, 2, 3, 4, 4, 6, 8}[g.r.IntN(9)]
		d := []int{0, 1, 1, 2, 3, 4, 6, 8, 12, 16}[g.r.IntN(10)]
		return g.leaf(s), g.leaf(d)
	}
	n := 1 + g.r.IntN(3)
	ss, ds := make([]string, n), make([]string, n)
	for i := range ss {
		ss[i], ds[i] = g.shapeStride(depth - 1)
	}
	return "make_shape(" + strings.Join(ss, ",") + ")", "make_stride(" + strings.Join(ds, ",") + ")"
}

// layout is a random layout of at most depth levels.
func (g dynGen) layout(depth int) string {
	s, d := g.shapeStride(depth)
	return "make_layout(" + s + "," + d + ")"
}

// compact is a random injective layout: a column-major layout of a random
// shape of rank 1 to 3, its modes permuted by a random stride order.
func (g dynGen) compact() string {
	n := 1 + g.r.IntN(3)
	shape := make([]int, n)
	for i := range shape {
		shape[i] = []int{1, 2, 2, 3, 4, 4, 8}[g.r.IntN(7)]
	}
	stride := make([]int, n)
	cur := 1
	for _, p := range g.r.Perm(n) {
		stride[p] = cur
		cur *= shape[p]
	}
	ss, ds := make([]string, n), make([]string, n)
	for i := range shape {
		ss[i], ds[i] = g.leaf(shape[i]), g.leaf(stride[i])
	}
	if n == 1 && g.r.IntN(2) == 0 {
		return "make_layout(" + ss[0] + "," + ds[0] + ")"
	}
	return "make_layout(make_shape(" + strings.Join(ss, ",") + "),make_stride(" + strings.Join(ds, ",") + "))"
}

// twoModes is a random compact layout of two top-level modes, each
// itself compact: the left operand of a by-mode tiler.
func (g dynGen) twoModes() string {
	s0, s1 := []int{2, 4, 8, 16}[g.r.IntN(4)], []int{2, 4, 8}[g.r.IntN(3)]
	if g.r.IntN(2) == 0 { // column-major
		return "make_layout(make_shape(" + g.leaf(s0) + "," + g.leaf(s1) + "),make_stride(" + g.leaf(1) + "," + g.leaf(s0) + "))"
	}
	return "make_layout(make_shape(" + g.leaf(s0) + "," + g.leaf(s1) + "),make_stride(" + g.leaf(s1) + "," + g.leaf(1) + "))"
}

// DynamicCases draws n cases from seed: layouts mixing static and dynamic
// integers, printed and put through coalesce, filter, composition (with a
// layout or an integer), complement, the divides and products (with a
// layout or a by-mode make_tile), and the inverses. Every case is
// also valid with all its integers static (StaticForm): a case that
// cutetui refuses in that form is one C++ checks only at compile time,
// so the test leaves it out.
func DynamicCases(seed uint64, n int) []Case {
	g := dynGen{rand.New(rand.NewPCG(seed, 0xd1a7)), 2}
	out := make([]Case, 0, n)
	for range n {
		var c Case
		switch k := g.r.IntN(18); k {
		case 0:
			c = Case{"print", g.layout(2)}
		case 1:
			c = Case{"coalesce", "coalesce(" + g.layout(2) + ")"}
		case 2:
			c = Case{"filter", "filter(" + g.layout(2) + ")"}
		case 3:
			c = Case{"composition", "composition(" + g.layout(2) + "," + g.compact() + ")"}
		case 4:
			c = Case{"composition", "composition(" + g.compact() + "," + g.layout(1) + ")"}
		case 5:
			c = Case{"complement", "complement(" + g.compact() + "," + g.leaf([]int{16, 32, 64, 96}[g.r.IntN(4)]) + ")"}
		case 6:
			c = Case{"complement", "complement(" + g.compact() + ")"}
		case 7:
			c = Case{"logical_divide", "logical_divide(" + g.compact() + "," + g.compact() + ")"}
		case 8:
			c = Case{"zipped_divide", "zipped_divide(" + g.compact() + "," + g.compact() + ")"}
		case 9:
			c = Case{"logical_product", "logical_product(" + g.compact() + "," + g.compact() + ")"}
		case 10:
			c = Case{"blocked_product", "blocked_product(" + g.compact() + "," + g.compact() + ")"}
		case 11:
			c = Case{"right_inverse", "right_inverse(" + g.layout(1) + ")"}
		case 12:
			c = Case{"left_inverse", "left_inverse(" + g.compact() + ")"}
		case 13:
			c = Case{"coalesce", "coalesce(" + g.compact() + ")"}
		case 14: // an integer tiler: composition_impl(A, n, _1)
			c = Case{"composition", "composition(" + g.compact() + "," + g.leaf([]int{1, 2, 4, 8}[g.r.IntN(4)]) + ")"}
		case 15: // by-mode tilers, of layouts and integers
			c = Case{"logical_divide", "logical_divide(" + g.twoModes() + ",make_tile(" + g.compact() + "," + g.leaf([]int{1, 2, 4}[g.r.IntN(3)]) + "))"}
		case 16:
			c = Case{"zipped_divide", "zipped_divide(" + g.twoModes() + ",make_tile(" + g.leaf([]int{1, 2, 4}[g.r.IntN(3)]) + "," + g.compact() + "))"}
		default:
			c = Case{"logical_product", "logical_product(" + g.twoModes() + ",make_tile(" + g.compact() + "," + g.compact() + "))"}
		}
		out = append(out, c)
	}
	return out
}

var dynLeaf = regexp.MustCompile(`int\((\d+)\)`)

// StaticForm is expr with every dynamic integer int(N) written _N{}.
func StaticForm(expr string) string { return dynLeaf.ReplaceAllString(expr, "_${1}{}") }
