package crosscheck

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// layoutGen draws small static layouts, written as C++ types.
type layoutGen struct{ r *rand.Rand }

// shapeStride returns a random shape and stride of the given depth, as
// Shape<...>/Stride<...> template arguments (or a bare _N at depth 0).
func (g layoutGen) shapeStride(depth int) (string, string) {
	if depth == 0 || g.r.IntN(3) == 0 {
		s := []int{1, 2, 2, 3, 4, 4, 6, 8}[g.r.IntN(8)]
		d := []int{0, 1, 1, 2, 3, 4, 6, 8, 12, 16, 32}[g.r.IntN(11)]
		return fmt.Sprintf("_%d", s), fmt.Sprintf("_%d", d)
	}
	n := 1 + g.r.IntN(3)
	ss, ds := make([]string, n), make([]string, n)
	for i := range ss {
		ss[i], ds[i] = g.shapeStride(depth - 1)
	}
	return "Shape<" + strings.Join(ss, ",") + ">", "Stride<" + strings.Join(ds, ",") + ">"
}

// layout is a random Layout<Shape,Stride>{}.
func (g layoutGen) layout(depth int) string { return g.layoutType(depth) + "{}" }

// layoutType is a random Layout<Shape,Stride>, the type alone (for Tile<...>).
func (g layoutGen) layoutType(depth int) string {
	s, d := g.shapeStride(depth)
	return "Layout<" + s + "," + d + ">"
}

// compact is a random injective layout: a column-major layout of a
// random shape, its modes permuted by a random stride order.
func (g layoutGen) compact() string {
	n := 1 + g.r.IntN(3)
	shape := make([]int, n)
	for i := range shape {
		shape[i] = []int{2, 2, 3, 4, 4, 8}[g.r.IntN(6)]
	}
	perm := g.r.Perm(n)
	stride := make([]int, n)
	cur := 1
	for _, p := range perm {
		stride[p] = cur
		cur *= shape[p]
	}
	ss, ds := make([]string, n), make([]string, n)
	for i := range shape {
		ss[i], ds[i] = staticInt(shape[i]), staticInt(stride[i])
	}
	return "Layout<Shape<" + strings.Join(ss, ",") + ">,Stride<" + strings.Join(ds, ",") + ">>{}"
}

// AlgebraCases draws n cases of the layout algebra from seed: composition,
// complement, the divides and products, inverses, coalesce and filter,
// recasts, and swizzled compositions.
func AlgebraCases(seed uint64, n int) []Case {
	g := layoutGen{rand.New(rand.NewPCG(seed, 0x5eed))}
	var out []Case
	forms := []func() Case{
		func() Case { return Case{"composition", "composition(" + g.layout(2) + "," + g.layout(2) + ")"} },
		func() Case { return Case{"composition", "composition(" + g.compact() + "," + g.layout(1) + ")"} },
		func() Case {
			return Case{"complement", fmt.Sprintf("complement(%s,Int<%d>{})", g.layout(2), []int{16, 24, 32, 64, 128}[g.r.IntN(5)])}
		},
		func() Case { return Case{"complement", "complement(" + g.compact() + ")"} },
		func() Case { return Case{"logical_divide", "logical_divide(" + g.compact() + "," + g.layout(1) + ")"} },
		func() Case {
			return Case{"zipped_divide", "zipped_divide(" + g.compact() + ",Tile<" + g.layoutType(0) + "," + g.layoutType(0) + ">{})"}
		},
		func() Case {
			return Case{"tiled_divide", "tiled_divide(" + g.layout(2) + ",Tile<" + g.layoutType(0) + "," + g.layoutType(0) + ">{})"}
		},
		func() Case {
			return Case{"logical_product", "logical_product(" + g.layout(2) + "," + g.layout(1) + ")"}
		},
		func() Case {
			return Case{"blocked_product", "blocked_product(" + g.compact() + "," + g.compact() + ")"}
		},
		func() Case { return Case{"raked_product", "raked_product(" + g.compact() + "," + g.compact() + ")"} },
		func() Case { return Case{"right_inverse", "right_inverse(" + g.layout(2) + ")"} },
		func() Case { return Case{"left_inverse", "left_inverse(" + g.compact() + ")"} },
		func() Case { return Case{"coalesce", "coalesce(" + g.layout(2) + ")"} },
		func() Case { return Case{"filter", "filter(" + g.layout(2) + ")"} },
		func() Case {
			return Case{"upcast", fmt.Sprintf("upcast<%d>(%s)", []int{2, 4}[g.r.IntN(2)], g.layout(2))}
		},
		func() Case {
			return Case{"downcast", fmt.Sprintf("downcast<%d>(%s)", []int{2, 4}[g.r.IntN(2)], g.compact())}
		},
		func() Case {
			b, m := g.r.IntN(4), g.r.IntN(4)
			return Case{"swizzle", fmt.Sprintf("composition(Swizzle<%d,%d,%d>{},%s)", b, m, b+g.r.IntN(3), g.compact())}
		},
		func() Case {
			return Case{"max_common_layout", "max_common_layout(" + g.compact() + "," + g.compact() + ")"}
		},
	}
	for i := 0; i < n; i++ {
		out = append(out, forms[i%len(forms)]())
	}
	return out
}
