package crosscheck

import (
	"math/rand/v2"
	"strings"
)

// size0Gen draws static layouts some of whose shapes are _0: C++ accepts
// them (size((4,0):(1,4)) is 0), and each operation either computes with
// them, refuses them at compile time or divides by zero at run time.
type size0Gen struct{ dynGen }

// shapeStride is dynGen's, a shape now and then _0.
func (g size0Gen) shapeStride(depth int) (string, string) {
	if depth == 0 || g.r.IntN(3) == 0 {
		s := []int{0, 0, 1, 2, 3, 4, 8}[g.r.IntN(7)]
		d := []int{0, 1, 1, 2, 4, 8}[g.r.IntN(6)]
		return g.leaf(s), g.leaf(d)
	}
	n := 1 + g.r.IntN(3)
	ss, ds := make([]string, n), make([]string, n)
	for i := range ss {
		ss[i], ds[i] = g.shapeStride(depth - 1)
	}
	return "make_shape(" + strings.Join(ss, ",") + ")", "make_stride(" + strings.Join(ds, ",") + ")"
}

func (g size0Gen) layout(depth int) string {
	s, d := g.shapeStride(depth)
	return "make_layout(" + s + "," + d + ")"
}

// Size0Cases draws n cases from seed: static layouts with _0 shapes
// through size, cosize, coalesce, filter, composition (either side),
// complement, the divides and products and the inverses.
func Size0Cases(seed uint64, n int) []Case {
	g := size0Gen{dynGen{rand.New(rand.NewPCG(seed, 0x5170)), 1 << 30}}
	out := make([]Case, 0, n)
	for range n {
		a, b := g.layout(2), g.layout(1)
		var c Case
		switch g.r.IntN(13) {
		case 0:
			c = Case{"print", a}
		case 1:
			c = Case{"size", "size(" + a + ")"}
		case 2:
			c = Case{"cosize", "cosize(" + a + ")"}
		case 3:
			c = Case{"coalesce", "coalesce(" + a + ")"}
		case 4:
			c = Case{"filter", "filter(" + a + ")"}
		case 5:
			c = Case{"composition", "composition(" + a + "," + g.compact() + ")"}
		case 6:
			c = Case{"composition", "composition(" + g.compact() + "," + b + ")"}
		case 7:
			c = Case{"complement", "complement(" + b + "," + g.leaf([]int{0, 16, 32}[g.r.IntN(3)]) + ")"}
		case 8:
			c = Case{"logical_divide", "logical_divide(" + a + "," + g.compact() + ")"}
		case 9:
			c = Case{"logical_product", "logical_product(" + b + "," + g.compact() + ")"}
		case 10:
			c = Case{"right_inverse", "right_inverse(" + b + ")"}
		case 11:
			c = Case{"left_inverse", "left_inverse(" + b + ")"}
		default:
			c = Case{"zipped_divide", "zipped_divide(" + a + "," + b + ")"}
		}
		out = append(out, c)
	}
	return out
}
