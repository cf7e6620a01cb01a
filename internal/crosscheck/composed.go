package crosscheck

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// node is a random shape:stride tree: a leaf (s:d) or a tuple of nodes.
type node struct {
	s, d  int
	modes []node
}

func (n node) size() int {
	if n.modes == nil {
		return n.s
	}
	p := 1
	for _, m := range n.modes {
		p *= m.size()
	}
	return p
}

func (n node) shapeType() string {
	if n.modes == nil {
		return staticInt(n.s)
	}
	parts := make([]string, len(n.modes))
	for i, m := range n.modes {
		parts[i] = m.shapeType()
	}
	return "Shape<" + strings.Join(parts, ",") + ">"
}

// staticInt is C++'s name of the static int v: _v where integral_constant.hpp
// declares it (_0 to _10, _12, _16, ...), else Int<v>.
func staticInt(v int) string {
	switch {
	case v >= 0 && v <= 10, v == 12, v == 16, v == 24, v >= 32 && v <= 256 && v%8 == 0,
		v == 384, v == 512, v == 768, v >= 1024 && v <= 524288 && v&(v-1) == 0:
		return fmt.Sprintf("_%d", v)
	}
	return fmt.Sprintf("Int<%d>", v)
}

func (n node) strideType() string {
	if n.modes == nil {
		return fmt.Sprintf("Int<%d>", n.d)
	}
	parts := make([]string, len(n.modes))
	for i, m := range n.modes {
		parts[i] = m.strideType()
	}
	return "Stride<" + strings.Join(parts, ",") + ">"
}

func (n node) layout() string {
	return "Layout<" + n.shapeType() + "," + n.strideType() + ">{}"
}

// composedGen draws random composed layouts and operations on them.
type composedGen struct{ r *rand.Rand }

// pow2 draws a layout whose shapes and strides are powers of two (as the
// layouts under a swizzle are), with size-1 and stride-0 modes, at most
// depth levels deep; compact ones (strides the running products, in a
// random order) half of the time.
func (g composedGen) pow2(depth int) node {
	if g.r.IntN(2) == 0 {
		return g.compact()
	}
	return g.tree(depth)
}

func (g composedGen) tree(depth int) node {
	if depth == 0 || g.r.IntN(3) == 0 {
		return node{s: []int{1, 2, 2, 4, 4, 8}[g.r.IntN(6)], d: []int{0, 1, 1, 2, 4, 8, 16, 32, 64}[g.r.IntN(9)]}
	}
	n := 1 + g.r.IntN(3)
	var ms []node
	for i := 0; i < n; i++ {
		ms = append(ms, g.tree(depth-1))
	}
	return node{modes: ms}
}

func (g composedGen) compact() node {
	n := 1 + g.r.IntN(3)
	shape := make([]int, n)
	for i := range shape {
		shape[i] = []int{1, 2, 4, 4, 8}[g.r.IntN(5)]
	}
	stride := make([]int, n)
	cur := 1
	for _, p := range g.r.Perm(n) {
		stride[p] = cur
		cur *= shape[p]
	}
	ms := make([]node, n)
	for i := range ms {
		ms[i] = node{s: shape[i], d: stride[i]}
	}
	if n > 1 && g.r.IntN(2) == 0 { // nest the first two modes
		ms = append([]node{{modes: ms[:2]}}, ms[2:]...)
	}
	return node{modes: ms}
}

// swizzle is a random Swizzle<B,M,S>{} with B in [0,3], M in [0,4] and
// |S| >= B, negative shifts included.
func (g composedGen) swizzle() string {
	b, m := g.r.IntN(4), g.r.IntN(5)
	s := b + g.r.IntN(3)
	if s == 0 {
		s = 1 + g.r.IntN(2)
	}
	if g.r.IntN(3) == 0 {
		s = -s
	}
	return fmt.Sprintf("Swizzle<%d,%d,%d>{}", b, m, s)
}

func (g composedGen) offset() int {
	return []int{0, 0, 0, 1, 4, 8, 16, 32, -16, -32}[g.r.IntN(10)]
}

// composed is a random composed layout and the tree of its domain: mostly
// Sw o off o L, sometimes nested (Sw o off o (Sw' o 0 o L)), with a
// layout in front (L' o off o (Sw o 0 o L)) or with GMMA's offset
// smem_ptr_flag_bits<B>.
func (g composedGen) composed() (string, node) {
	l := g.pow2(2)
	base := fmt.Sprintf("composition(%s,Int<%d>{},%s)", g.swizzle(), g.offset(), l.layout())
	switch g.r.IntN(6) {
	case 2: // GMMA's smem atoms: Sw o smem_ptr_flag_bits<B> o L
		return fmt.Sprintf("composition(%s,smem_ptr_flag_bits<%d>{},%s)", g.swizzle(), []int{8, 16, 32}[g.r.IntN(3)], l.layout()), l
	case 0:
		return fmt.Sprintf("composition(%s,Int<%d>{},%s)", g.swizzle(), g.offset(), base), l
	case 1:
		return fmt.Sprintf("composition(Layout<_%d,_1>{},Int<%d>{},%s)", 1<<(5+g.r.IntN(4)), g.offset(), base), l
	}
	return base, l
}

// coord is a static coordinate of l's top-level modes: each `_` or a
// static index inside the mode.
func (g composedGen) coord(l node) string {
	if l.modes == nil {
		return fmt.Sprintf("Int<%d>{}", g.r.IntN(l.s))
	}
	parts := make([]string, len(l.modes))
	for i, m := range l.modes {
		if g.r.IntN(2) == 0 {
			parts[i] = "_"
		} else {
			parts[i] = fmt.Sprintf("Int<%d>{}", g.r.IntN(m.size()))
		}
	}
	return "make_coord(" + strings.Join(parts, ",") + ")"
}

// tiler is a tiler for a layout of domain l: a Shape<...>, a
// Tile<...> of ints, layouts and Underscore, or a layout, its modes
// mostly dividing l's top-level modes.
func (g composedGen) tiler(l node) string {
	modes := l.modes
	if modes == nil {
		modes = []node{l}
	}
	div := func(n int) int {
		d := 1
		for d*2 <= n && n%(d*2) == 0 && g.r.IntN(3) != 0 {
			d *= 2
		}
		return d
	}
	k := 1 + g.r.IntN(len(modes))
	parts := make([]string, k)
	switch g.r.IntN(4) {
	case 0:
		for i := range parts {
			parts[i] = fmt.Sprintf("_%d", div(modes[i].size()))
		}
		return "Shape<" + strings.Join(parts, ",") + ">{}"
	case 1:
		return fmt.Sprintf("Layout<Shape<_%d,_%d>,Stride<_1,_%d>>{}", div(l.size()), 2, 2*div(l.size()))
	}
	for i := range parts {
		d := div(modes[i].size())
		switch g.r.IntN(4) {
		case 0:
			parts[i] = fmt.Sprintf("_%d", d)
		case 1:
			parts[i] = "Underscore"
		case 2:
			parts[i] = fmt.Sprintf("Layout<_%d,_%d>", max(d/2, 1), 2)
		default:
			parts[i] = fmt.Sprintf("Layout<_%d,_1>", d)
		}
	}
	return "Tile<" + strings.Join(parts, ",") + ">{}"
}

// natural is a natural coordinate of l: each mode an int, or (where the
// mode is a tuple) such a coordinate itself, or an index into the mode.
func (g composedGen) natural(l node) string {
	if l.modes == nil || g.r.IntN(3) == 0 {
		return fmt.Sprintf("Int<%d>{}", g.r.IntN(max(l.size(), 1)))
	}
	parts := make([]string, len(l.modes))
	for i, m := range l.modes {
		parts[i] = g.natural(m)
	}
	return "make_coord(" + strings.Join(parts, ",") + ")"
}

// profile is a filter/coalesce profile of l: `_1{}` or a tuple of them
// by top-level mode.
func (g composedGen) profile(l node) string {
	if l.modes == nil || g.r.IntN(2) == 0 {
		return "_1{}"
	}
	parts := make([]string, len(l.modes))
	for i := range parts {
		parts[i] = "_1{}"
	}
	return "make_shape(" + strings.Join(parts, ",") + ")"
}

// ComposedCases draws n cases of the composed-layout overloads of
// layout_composed.hpp, swizzle_layout.hpp and pointer_flagged.hpp from
// seed: printing, evaluation, the inverses, filter, nullspace, coalesce,
// upcast/downcast, slicing, composition both ways, the divides and
// products, tile_to_shape, size/shape/cosize, complement and
// max_common_layout/vector, on random (nested) composed layouts with
// negative swizzle shifts, offsets, size-1 and stride-0 modes.
func ComposedCases(seed uint64, n int) []Case {
	g := composedGen{rand.New(rand.NewPCG(seed, 0xc0c0))}
	forms := []func(c string, l node) Case{
		func(c string, l node) Case { return Case{"print", c} },
		func(c string, l node) Case {
			return Case{"eval", fmt.Sprintf("%s(Int<%d>{})", c, g.r.IntN(max(l.size(), 1)))}
		},
		func(c string, l node) Case { return Case{"right_inverse", "right_inverse(" + c + ")"} },
		func(c string, l node) Case { return Case{"left_inverse", "left_inverse(" + c + ")"} },
		func(c string, l node) Case { return Case{"filter", "filter(" + c + "," + g.profile(l) + ")"} },
		func(c string, l node) Case { return Case{"nullspace", "nullspace(" + c + ")"} },
		func(c string, l node) Case { return Case{"coalesce", "coalesce(" + c + ")"} },
		func(c string, l node) Case {
			return Case{"upcast", fmt.Sprintf("upcast<%d>(%s)", []int{2, 4, 8}[g.r.IntN(3)], c)}
		},
		func(c string, l node) Case {
			return Case{"downcast", fmt.Sprintf("downcast<%d>(%s)", []int{2, 4}[g.r.IntN(2)], c)}
		},
		func(c string, l node) Case { return Case{"slice", "slice(" + g.coord(l) + "," + c + ")"} },
		func(c string, l node) Case {
			return Case{"slice_and_offset", "slice_and_offset(" + g.coord(l) + "," + c + ")"}
		},
		func(c string, l node) Case {
			return Case{"composition", "composition(" + c + "," + g.compact().layout() + ")"}
		},
		func(c string, l node) Case {
			return Case{"composition", fmt.Sprintf("composition(Layout<_%d,_1>{},%s)", 1<<(4+g.r.IntN(4)), c)}
		},
		func(c string, l node) Case {
			return Case{"composition", "composition(" + c + "," + g.swizzle() + ")"}
		},
		func(c string, l node) Case {
			return Case{"logical_divide", fmt.Sprintf("logical_divide(%s,Layout<_%d,_1>{})", c, []int{1, 2, 4}[g.r.IntN(3)])}
		},
		func(c string, l node) Case {
			return Case{"zipped_divide", fmt.Sprintf("zipped_divide(%s,Layout<_%d,_1>{})", c, []int{1, 2, 4}[g.r.IntN(3)])}
		},
		func(c string, l node) Case {
			return Case{"logical_product", "logical_product(" + c + "," + g.compact().layout() + ")"}
		},
		func(c string, l node) Case {
			return Case{"blocked_product", "blocked_product(" + c + "," + g.compact().layout() + ")"}
		},
		func(c string, l node) Case { return Case{"size", "size(" + c + ")"} },
		func(c string, l node) Case { return Case{"shape", "shape(" + c + ")"} },
		func(c string, l node) Case { return Case{"cosize", "cosize(" + c + ")"} },
		func(c string, l node) Case { return Case{"complement", "complement(" + c + ")"} },
		func(c string, l node) Case {
			return Case{"max_common", "max_common_vector(" + c + "," + l.layout() + ")"}
		},
		func(c string, l node) Case {
			return Case{"max_common", "max_common_layout(" + c + "," + l.layout() + ")"}
		},
		func(c string, l node) Case { return Case{"flatten", "flatten(" + c + ")"} },
		func(c string, l node) Case { return Case{"get", "get<0>(" + c + ")"} },
		func(c string, l node) Case {
			off := 0
			if g.r.IntN(4) == 0 {
				off = g.offset()
			}
			return Case{"logical_product", fmt.Sprintf("logical_product(%s,composition(%s,Int<%d>{},%s))", g.compact().layout(), g.swizzle(), off, l.layout())}
		},
		func(c string, l node) Case {
			return Case{"inverse_twice", "right_inverse(right_inverse(" + c + "))"}
		},
		func(c string, l node) Case {
			return Case{"logical_divide", "logical_divide(" + c + "," + g.tiler(l) + ")"}
		},
		func(c string, l node) Case {
			return Case{"zipped_divide", "zipped_divide(" + c + "," + g.tiler(l) + ")"}
		},
		func(c string, l node) Case {
			return Case{"tiled_divide", "tiled_divide(" + c + "," + g.tiler(l) + ")"}
		},
		func(c string, l node) Case {
			return Case{"flat_divide", "flat_divide(" + c + "," + g.tiler(l) + ")"}
		},
		func(c string, l node) Case {
			return Case{"composition", "composition(" + c + "," + g.tiler(l) + ")"}
		},
		func(c string, l node) Case {
			return Case{"composition", "composition(" + g.tree(2).layout() + "," + c + ")"}
		},
		func(c string, l node) Case {
			return Case{"eval", c + "(" + g.natural(l) + ")"}
		},
		func(c string, l node) Case {
			return Case{"tile_to_shape", fmt.Sprintf("tile_to_shape(%s,Shape<_%d,_%d>{})", c, 1<<(3+g.r.IntN(3)), 1<<(3+g.r.IntN(3)))}
		},
	}
	var out []Case
	for i := 0; i < n; i++ {
		c, l := g.composed()
		out = append(out, forms[i%len(forms)](c, l))
	}
	return out
}
