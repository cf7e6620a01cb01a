package crosscheck

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// wideGen draws the layouts of WideCases: nested up to depth 3, with
// size-1 and stride-0 modes, strides up to 128, injective layouts with
// gaps between their modes, and the tilers, profiles, cotargets and
// coordinates that go with them.
type wideGen struct {
	r   *rand.Rand
	neg bool // tree draws negative strides too
}

func (g wideGen) pick(xs ...int) int { return xs[g.r.IntN(len(xs))] }

// tree is any layout of at most depth levels: shapes 1 to 16, strides 0
// to 128.
func (g wideGen) tree(depth int) node {
	if depth == 0 || g.r.IntN(3) == 0 {
		d := g.pick(0, 0, 1, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 64, 128)
		if g.neg && g.r.IntN(4) == 0 {
			d = -d // negative strides: C++ takes abs and signum where it must
		}
		return node{s: g.pick(1, 2, 2, 3, 4, 4, 5, 6, 8, 16), d: d}
	}
	n := 1 + g.r.IntN(3)
	ms := make([]node, n)
	for i := range ms {
		ms[i] = g.tree(depth - 1)
	}
	return node{modes: ms}
}

// injective is an injective layout: modes of random sizes laid out in a
// random order, each starting at the running product times a gap of 1 to
// 3 (so not always compact), with size-1 modes at any stride, the
// modes then nested at random up to depth levels.
func (g wideGen) injective(depth int) node {
	n := 1 + g.r.IntN(4)
	leaves := make([]node, n)
	cur := 1
	for _, p := range g.r.Perm(n) {
		s := g.pick(1, 2, 2, 3, 4, 4, 8)
		if s == 1 {
			leaves[p] = node{s: 1, d: g.pick(0, 1, 2, 7)}
			continue
		}
		cur *= g.pick(1, 1, 1, 1, 2, 3)
		leaves[p] = node{s: s, d: cur}
		cur *= s
	}
	return g.nest(leaves, depth)
}

// nest groups consecutive nodes into tuples, at most depth levels deep.
func (g wideGen) nest(ms []node, depth int) node {
	if depth <= 1 || len(ms) == 1 || g.r.IntN(3) == 0 {
		if len(ms) == 1 && g.r.IntN(2) == 0 {
			return ms[0]
		}
		return node{modes: ms}
	}
	var out []node
	for i := 0; i < len(ms); {
		k := 1 + g.r.IntN(len(ms)-i)
		if k == 1 {
			out = append(out, ms[i])
		} else {
			out = append(out, g.nest(ms[i:i+k], depth-1))
		}
		i += k
	}
	if len(out) == 1 && out[0].modes != nil {
		return out[0]
	}
	return node{modes: out}
}

// any is a layout of either kind.
func (g wideGen) any(depth int) node {
	if g.r.IntN(2) == 0 {
		return g.injective(depth)
	}
	return g.tree(depth)
}

// shapeOf writes n's shape as a Shape<...>{} (or _N{}).
func shapeOf(n node) string { return n.shapeType() + "{}" }

// tiler is a tiler for a layout of shape l: a layout, an Int, a
// Shape<...> of ints, or a Tile<...> of layouts, ints and Underscore, its
// modes mostly dividing l's.
func (g wideGen) tiler(l node) string {
	modes := l.modes
	if modes == nil {
		modes = []node{l}
	}
	switch g.r.IntN(6) {
	case 0: // a layout
		return g.small(l.size()).layout()
	case 5: // an int n, the layout n:1
		return fmt.Sprintf("Int<%d>{}", g.divisor(l.size()))
	case 1: // a shape, nested where l's modes are: a by-mode tiler of the sub-modes
		k := 1 + g.r.IntN(len(modes))
		parts := make([]string, k)
		for i := range parts {
			parts[i] = g.shapeTiler(modes[i])
		}
		return "Shape<" + strings.Join(parts, ",") + ">{}"
	}
	k := 1 + g.r.IntN(len(modes))
	if g.r.IntN(16) == 0 {
		k = len(modes) + 1 // more modes than the layout: C++ refuses
	}
	parts := make([]string, k)
	for i := range parts {
		if i >= len(modes) {
			parts[i] = "_2"
			continue
		}
		switch g.r.IntN(4) {
		case 0:
			parts[i] = fmt.Sprintf("Int<%d>", g.divisor(modes[i].size()))
		case 1:
			if g.r.IntN(2) == 0 {
				parts[i] = "Underscore"
				break
			}
			fallthrough
		default:
			parts[i] = strings.TrimSuffix(g.small(modes[i].size()).layout(), "{}")
		}
	}
	return "Tile<" + strings.Join(parts, ",") + ">{}"
}

// shapeTiler is a Shape tiler part for a mode l: an int dividing it
// mostly, or where l is a tuple, sometimes a Shape<...> of its sub-modes.
func (g wideGen) shapeTiler(l node) string {
	if l.modes == nil || g.r.IntN(2) == 0 {
		return fmt.Sprintf("Int<%d>", g.divisor(l.size()))
	}
	parts := make([]string, 1+g.r.IntN(len(l.modes)))
	for i := range parts {
		parts[i] = g.shapeTiler(l.modes[i])
	}
	return "Shape<" + strings.Join(parts, ",") + ">"
}

// divisor is a random divisor of n (mostly), or a small int.
func (g wideGen) divisor(n int) int {
	if g.r.IntN(8) == 0 {
		return g.pick(1, 2, 3, 4)
	}
	var ds []int
	for d := 1; d*d <= n; d++ {
		if n%d == 0 {
			ds = append(ds, d)
			if d*d != n {
				ds = append(ds, n/d)
			}
		}
	}
	if len(ds) == 0 {
		return 1
	}
	return ds[g.r.IntN(len(ds))]
}

// small is a tile layout for a mode of size n: d:1, a strided d:k, a
// two-mode tile or a layout with a stride-0 or size-1 mode.
func (g wideGen) small(n int) node {
	d := g.divisor(n)
	switch g.r.IntN(5) {
	case 0:
		return node{s: d, d: g.pick(1, 2, 3, 4)}
	case 1:
		a := g.divisor(max(n/max(d, 1), 1))
		return node{modes: []node{{s: d, d: 1}, {s: a, d: d * g.pick(1, 1, 2)}}}
	case 2:
		return node{modes: []node{{s: d, d: g.pick(1, 2)}, {s: g.pick(1, 2), d: 0}}}
	case 3:
		return g.injective(2)
	}
	return node{s: d, d: 1}
}

// profile is a coalesce/filter profile for l: _1 or a tuple following
// l's modes, each _1 or (where a mode is a tuple) such a profile itself.
func (g wideGen) profile(l node) string {
	if l.modes == nil || g.r.IntN(4) == 0 {
		return "_1{}"
	}
	return strings.TrimSuffix(g.profileType(l), "{}") + "{}"
}

func (g wideGen) profileType(l node) string {
	leaf := []string{"_1", "_1", "_0", "_2"}[g.r.IntN(4)]
	if g.r.IntN(2) == 0 {
		return leaf
	}
	if l.modes == nil {
		if g.r.IntN(6) == 0 { // deeper than the layout: C++ refuses
			return "Shape<_1,_1>"
		}
		return leaf
	}
	k := len(l.modes)
	switch g.r.IntN(6) {
	case 0:
		k = 1 + g.r.IntN(k) // fewer modes: the rest stay as they are
	case 1:
		k++ // more modes than the layout: C++ refuses
	}
	parts := make([]string, k)
	for i := range parts {
		if i < len(l.modes) {
			parts[i] = g.profileType(l.modes[i])
		} else {
			parts[i] = "_1"
		}
	}
	return "Shape<" + strings.Join(parts, ",") + ">"
}

// coord is a coordinate of l: an int index, or a tuple following its
// modes of ints, nested coordinates and (with slicing) underscores.
func (g wideGen) coord(l node, slicing bool) string {
	if l.modes == nil || g.r.IntN(4) == 0 {
		if slicing && g.r.IntN(3) == 0 {
			return "_"
		}
		n := max(l.size(), 1)
		if g.r.IntN(8) == 0 {
			n *= 2 // past the mode: C++ lets the last mode's coordinate run on
		}
		// Int<v> takes an int: past 2^31 C++ wraps v (a known difference, not drawn)
		return fmt.Sprintf("Int<%d>{}", g.r.IntN(min(n, 1<<31-1)))
	}
	parts := make([]string, len(l.modes))
	for i, m := range l.modes {
		parts[i] = g.coord(m, slicing)
	}
	return "make_coord(" + strings.Join(parts, ",") + ")"
}

// cotarget is a complement's cotarget: an Int, a shape, or a layout's shape.
func (g wideGen) cotarget(l node) string {
	switch g.r.IntN(4) {
	case 0:
		return fmt.Sprintf("Shape<_%d,_%d>{}", g.pick(2, 4, 8, 16), g.pick(2, 4, 8, 16))
	case 1:
		return fmt.Sprintf("Shape<_%d,Shape<_%d,_%d>>{}", g.pick(2, 4, 8), g.pick(1, 2, 4), g.pick(2, 4, 8))
	case 2: // a layout: complement reads its shape
		return g.tree(2).layout()
	}
	return fmt.Sprintf("Int<%d>{}", l.size()*g.pick(1, 2, 3, 4, 8))
}

// WideCases draws n cases of the layout algebra from seed, broader than
// AlgebraCases: layouts three levels deep with size-1 and stride-0 modes
// and larger strides, rank mismatches, non-compact right operands, every
// tiler form (a layout, a Shape, a Tile<...> of layouts, ints and
// Underscore), profiles, tuple cotargets, nested coordinates, the
// queries (size, rank, depth, get, ...), recasts and swizzles.
func WideCases(seed uint64, n int) []Case {
	return wideCases(wideGen{r: rand.New(rand.NewPCG(seed, 0x31de))}, n)
}

// NegativeCases draws n cases of WideCases's forms from seed with
// negative strides among the layouts of any kind (Int<-4>): C++ follows
// them with abs and signum in composition, coalesce, cosize and the
// inverses, and refuses them where it must. Complement and the products
// are left out (negativeUnrepresentable).
func NegativeCases(seed uint64, n int) []Case {
	return wideCases(wideGen{r: rand.New(rand.NewPCG(seed, 0x4e6)), neg: true}, n)
}

func wideCases(g wideGen, n int) []Case {
	forms := []func() Case{
		func() Case {
			return Case{"composition", "composition(" + g.tree(3).layout() + "," + g.tree(3).layout() + ")"}
		},
		func() Case {
			return Case{"composition", "composition(" + g.injective(3).layout() + "," + g.injective(2).layout() + ")"}
		},
		func() Case {
			l := g.any(3)
			return Case{"composition", "composition(" + l.layout() + "," + g.tiler(l) + ")"}
		},
		func() Case { return Case{"complement", "complement(" + g.any(3).layout() + ")"} },
		func() Case {
			l := g.any(3)
			return Case{"complement", "complement(" + l.layout() + "," + g.cotarget(l) + ")"}
		},
		func() Case {
			l := g.injective(3)
			return Case{"complement", "complement(" + l.layout() + "," + g.cotarget(l) + ")"}
		},
		func() Case { return Case{"right_inverse", "right_inverse(" + g.any(3).layout() + ")"} },
		func() Case { return Case{"left_inverse", "left_inverse(" + g.injective(3).layout() + ")"} },
		func() Case { return Case{"coalesce", "coalesce(" + g.tree(3).layout() + ")"} },
		func() Case {
			l := g.any(3)
			return Case{"coalesce", "coalesce(" + l.layout() + "," + g.profile(l) + ")"}
		},
		func() Case { return Case{"filter", "filter(" + g.tree(3).layout() + ")"} },
		func() Case { l := g.any(3); return Case{"filter", "filter(" + l.layout() + "," + g.profile(l) + ")"} },
		func() Case {
			l := g.any(3)
			return Case{"logical_divide", "logical_divide(" + l.layout() + "," + g.tiler(l) + ")"}
		},
		func() Case {
			l := g.any(3)
			return Case{"zipped_divide", "zipped_divide(" + l.layout() + "," + g.tiler(l) + ")"}
		},
		func() Case {
			l := g.any(3)
			return Case{"tiled_divide", "tiled_divide(" + l.layout() + "," + g.tiler(l) + ")"}
		},
		func() Case {
			l := g.any(3)
			return Case{"flat_divide", "flat_divide(" + l.layout() + "," + g.tiler(l) + ")"}
		},
		func() Case {
			return Case{"logical_product", "logical_product(" + g.any(2).layout() + "," + g.any(2).layout() + ")"}
		},
		func() Case {
			l := g.any(2)
			return Case{"logical_product", "logical_product(" + l.layout() + "," + g.tiler(l) + ")"}
		},
		func() Case {
			l := g.any(2)
			return Case{"zipped_product", "zipped_product(" + l.layout() + "," + g.tiler(l) + ")"}
		},
		func() Case {
			l := g.any(2)
			return Case{"tiled_product", "tiled_product(" + l.layout() + "," + g.tiler(l) + ")"}
		},
		func() Case {
			l := g.any(2)
			return Case{"flat_product", "flat_product(" + l.layout() + "," + g.tiler(l) + ")"}
		},
		func() Case {
			return Case{"blocked_product", "blocked_product(" + g.any(2).layout() + "," + g.any(2).layout() + ")"}
		},
		func() Case {
			return Case{"raked_product", "raked_product(" + g.any(2).layout() + "," + g.any(2).layout() + ")"}
		},
		func() Case {
			return Case{"max_common", "max_common_layout(" + g.any(3).layout() + "," + g.any(3).layout() + ")"}
		},
		func() Case {
			l := g.injective(3)
			m := l
			if g.r.IntN(2) == 0 {
				m = g.any(3)
			}
			return Case{"max_common", "max_common_vector(" + l.layout() + "," + m.layout() + ")"}
		},
		func() Case { return Case{"nullspace", "nullspace(" + g.any(3).layout() + ")"} },
		func() Case {
			l := g.tree(3)
			q := []string{"size", "cosize", "rank", "depth", "shape", "stride", "flatten"}[g.r.IntN(7)]
			if l.modes != nil && q != "flatten" && g.r.IntN(2) == 0 {
				i := g.r.IntN(len(l.modes))
				if m := l.modes[i]; m.modes != nil && q != "cosize" && g.r.IntN(2) == 0 {
					return Case{"query", fmt.Sprintf("%s<%d,%d>(%s)", q, i, g.r.IntN(len(m.modes)), l.layout())}
				}
				return Case{"query", fmt.Sprintf("%s<%d>(%s)", q, i, l.layout())}
			}
			return Case{"query", q + "(" + l.layout() + ")"}
		},
		func() Case {
			l := g.tree(3)
			if l.modes == nil {
				return Case{"query", "get<0>(" + l.layout() + ")"}
			}
			i := g.r.IntN(len(l.modes))
			if m := l.modes[i]; m.modes != nil && g.r.IntN(2) == 0 {
				return Case{"query", fmt.Sprintf("get<%d,%d>(%s)", i, g.r.IntN(len(m.modes)), l.layout())}
			}
			return Case{"query", fmt.Sprintf("get<%d>(%s)", i, l.layout())}
		},
		func() Case {
			l := g.tree(3)
			return Case{"crd2idx", "crd2idx(" + g.coord(l, false) + "," + l.shapeType() + "{}," + l.strideType() + "{})"}
		},
		func() Case {
			l := g.tree(3)
			return Case{"idx2crd", fmt.Sprintf("idx2crd(Int<%d>{},%s{})", g.r.IntN(max(l.size(), 1)), l.shapeType())}
		},
		func() Case { l := g.tree(3); return Case{"eval", l.layout() + "(" + g.coord(l, false) + ")"} },
		func() Case {
			l := g.tree(3)
			return Case{"slice", "slice(" + g.coord(l, true) + "," + l.layout() + ")"}
		},
		func() Case {
			l := g.tree(3)
			return Case{"slice", "slice_and_offset(" + g.coord(l, true) + "," + l.layout() + ")"}
		},
		func() Case {
			l := g.any(3)
			return Case{"upcast", fmt.Sprintf("upcast<%d>(%s)", g.pick(2, 4, 8), l.layout())}
		},
		func() Case {
			l := g.any(3)
			return Case{"downcast", fmt.Sprintf("downcast<%d>(%s)", g.pick(2, 4), l.layout())}
		},
		func() Case {
			ts := []string{"uint8_t", "uint16_t", "uint32_t", "uint64_t"}
			return Case{"recast", fmt.Sprintf("recast_layout<%s,%s>(%s)", ts[g.r.IntN(4)], ts[g.r.IntN(4)], g.any(3).layout())}
		},
		func() Case {
			b, m := g.r.IntN(4), g.r.IntN(4)
			s := b + g.r.IntN(3)
			if g.r.IntN(3) == 0 {
				s = -s
			}
			l := g.injective(3)
			if g.r.IntN(2) == 0 {
				return Case{"swizzle", fmt.Sprintf("composition(Swizzle<%d,%d,%d>{},%s)(%s)", b, m, s, l.layout(), g.coord(l, false))}
			}
			return Case{"swizzle", fmt.Sprintf("composition(Swizzle<%d,%d,%d>{},%s)", b, m, s, l.layout())}
		},
		func() Case {
			b, m := g.r.IntN(4), g.r.IntN(4)
			s := b + g.r.IntN(3)
			if g.r.IntN(3) == 0 {
				s = -s
			}
			return Case{"swizzle", fmt.Sprintf("Swizzle<%d,%d,%d>{}(Int<%d>{})", b, m, s, g.r.IntN(512))}
		},
		func() Case { return Case{"like", "make_layout_like(" + g.any(3).layout() + ")"} },
		func() Case { return Case{"like", "make_fragment_like(" + g.any(3).layout() + ")"} },
		func() Case {
			l := g.tree(3)
			if g.r.IntN(2) == 0 {
				return Case{"filter_zeros", "filter_zeros(" + l.layout() + ")"}
			}
			return Case{"filter_zeros", "filter_zeros(" + l.layout() + "," + l.strideType() + "{})"}
		},
		func() Case {
			l := g.any(3)
			switch g.r.IntN(4) {
			case 0:
				return Case{"member", l.layout() + ".compose(" + g.tiler(l) + ")"}
			case 1:
				return Case{"member", l.layout() + ".tile(" + g.tiler(l) + ")"}
			case 2:
				return Case{"member", l.layout() + ".with_shape(" + shapeOf(g.injective(2)) + ")"}
			}
			if len(l.modes) > 1 {
				return Case{"member", l.layout() + ".compose(" + strings.TrimSuffix(g.small(l.modes[0].size()).layout(), "{}") + "{}," + fmt.Sprintf("Int<%d>{}", g.divisor(l.modes[1].size())) + ")"}
			}
			return Case{"member", l.layout() + ".with_shape(" + fmt.Sprintf("Int<%d>{},Int<%d>{}", g.divisor(l.size()), g.pick(1, 2)) + ")"}
		},
		func() Case {
			l := g.injective(3)
			f := []string{"get_hier_coord", "get_flat_coord", "get_1d_coord"}[g.r.IntN(3)]
			return Case{"member", fmt.Sprintf("%s.%s(Int<%d>{})", l.layout(), f, g.r.IntN(max(l.size(), 1)))}
		},
		func() Case { l := g.tree(3); return Case{"slice", "dice(" + g.coord(l, true) + "," + l.layout() + ")"} },
		func() Case {
			l := g.tree(3)
			if l.modes == nil {
				return Case{"eval", l.layout() + "(" + g.coord(l, false) + ")"}
			}
			parts := make([]string, len(l.modes))
			for i, m := range l.modes {
				parts[i] = g.coord(m, g.r.IntN(3) == 0)
			}
			return Case{"eval", l.layout() + "(" + strings.Join(parts, ",") + ")"}
		},
		func() Case {
			l := g.tree(3)
			r := 1
			if l.modes != nil {
				r = len(l.modes)
			}
			switch g.r.IntN(6) {
			case 0:
				i, j := g.r.IntN(r), g.r.IntN(r)
				return Case{"modes", fmt.Sprintf("select<%d,%d>(%s)", i, j, l.layout())}
			case 1:
				b := g.r.IntN(r)
				return Case{"modes", fmt.Sprintf("take<%d,%d>(%s)", b, b+1+g.r.IntN(r-b), l.layout())}
			case 2:
				b := g.r.IntN(r)
				return Case{"modes", fmt.Sprintf("group<%d,%d>(%s)", b, b+g.r.IntN(r-b+1), l.layout())}
			case 3:
				return Case{"modes", "make_layout(" + l.layout() + "," + g.any(2).layout() + ")"}
			case 4:
				return Case{"modes", fmt.Sprintf("append<%d>(%s,%s)", r+g.r.IntN(3), l.layout(), g.tree(1).layout())}
			}
			return Case{"modes", fmt.Sprintf("prepend<%d>(%s)", r+g.r.IntN(3), l.layout())}
		},
		func() Case {
			l := g.tree(3)
			return Case{"idx2crd", "idx2crd(" + g.coord(l, false) + "," + shapeOf(l) + ")"}
		},
		func() Case {
			l := g.tree(3)
			return Case{"crd2idx", "crd2idx(" + g.coord(l, false) + "," + l.layout() + ")"}
		},
		func() Case {
			l, m := g.tree(3), g.tree(3)
			s, t := shapeOf(l), shapeOf(m)
			d := fmt.Sprintf("Int<%d>{}", g.pick(1, 2, 3, 4, 6, 8, 16, 32))
			switch g.r.IntN(14) {
			case 0:
				return Case{"tuple", "shape_div(" + s + "," + d + ")"}
			case 1:
				return Case{"tuple", "shape_div(" + s + "," + t + ")"}
			case 2:
				return Case{"tuple", "ceil_div(" + s + "," + d + ")"}
			case 3:
				return Case{"tuple", "ceil_div(" + s + "," + t + ")"}
			case 4: // (shape_mod is not in CUTLASS 7107b055: C++ does not compile it)
				return Case{"tuple", "ceil_div(" + t + "," + d + ")"}
			case 5: // (prefix_product is not in CUTLASS 7107b055: C++ does not compile it)
				return Case{"tuple", "product_each(" + s + ")"}
			case 6:
				return Case{"tuple", "compact_col_major(" + s + ")"}
			case 7:
				return Case{"tuple", "compact_row_major(" + s + ")"}
			case 8:
				return Case{"tuple", "compact_order(" + s + "," + l.strideType() + "{})"}
			case 9:
				return Case{"tuple", "make_ordered_layout(" + s + "," + l.strideType() + "{})"}
			case 10:
				return Case{"tuple", "coalesce(" + s + ")"}
			case 11:
				return Case{"tuple", "congruent(" + s + "," + t + ")"}
			case 12:
				return Case{"tuple", "compatible(" + shapeOf(g.tree(1)) + "," + s + ")"}
			}
			return Case{"tuple", "inner_product(" + s + "," + l.strideType() + "{})"}
		},
		func() Case {
			b := g.any(2)
			bm := b.modes
			if bm == nil {
				bm = []node{b}
			}
			rt := len(bm) + g.r.IntN(2)
			ts := make([]string, rt)
			for i := range ts {
				t := g.pick(1, 2, 3)
				if i < len(bm) {
					t *= bm[i].size()
					if g.r.IntN(12) == 0 {
						t++ // not a multiple: C++ refuses
					}
				}
				if t%2 == 0 && g.r.IntN(3) == 0 { // a nested target mode
					ts[i] = fmt.Sprintf("Shape<_2,%s>", staticInt(t/2))
				} else {
					ts[i] = staticInt(t)
				}
			}
			trg := "Shape<" + strings.Join(ts, ",") + ">{}"
			switch g.r.IntN(3) {
			case 0:
				return Case{"tile_to_shape", "tile_to_shape(" + b.layout() + "," + trg + ")"}
			case 1:
				return Case{"tile_to_shape", "tile_to_shape(" + b.layout() + "," + trg + ",LayoutRight{})"}
			}
			steps := make([]string, rt)
			for i, p := range g.r.Perm(rt) {
				steps[i] = staticInt(p)
			}
			return Case{"tile_to_shape", "tile_to_shape(" + b.layout() + "," + trg + ",Step<" + strings.Join(steps, ",") + ">{})"}
		},
		func() Case { return Case{"print", g.tiler(g.any(3))} },
		func() Case {
			l := g.any(2)
			return Case{"print", "make_tile(" + strings.TrimSuffix(g.small(l.size()).layout(), "{}") + "{}," + fmt.Sprintf("Int<%d>{}", g.divisor(l.size())) + ")"}
		},
		func() Case { return Case{"product_each", "product_each(" + shapeOf(g.tree(3)) + ")"} },
		g.tupleFree,
		func() Case {
			l := g.tree(2)
			return Case{"make_layout", "make_layout(" + shapeOf(l) + "," + []string{"LayoutLeft{}", "LayoutRight{}"}[g.r.IntN(2)] + ")"}
		},
	}
	out := make([]Case, 0, n)
	for len(out) < n {
		c := forms[g.r.IntN(len(forms))]()
		if g.neg && negativeUnrepresentable(c) {
			continue
		}
		out = append(out, c)
	}
	return out
}

// negativeUnrepresentable reports the forms NegativeCases leaves out: C++'s
// complement of a layout with a negative stride runs its arithmetic
// anyway, min_stride/1 < 0 for the first mode, and answers a layout with
// shapes of 0 or less ((_-16,_0):(_1,_-96) for 6:-16), which the products
// (and tile_to_shape, a blocked_product) compose with; cutetui refuses a
// negative stride there, as its layouts have positive shapes. A known
// difference, not drawn.
func negativeUnrepresentable(c Case) bool {
	return c.Group == "complement" || c.Group == "tile_to_shape" || strings.HasSuffix(c.Group, "_product")
}

// tupleFree is a case of the free functions of int_tuple.hpp, layout.hpp
// and tuple_algorithms.hpp on tuples, ints and layouts: coshape,
// coprofile, weakly_congruent, evenly_divides, repeat_like, reverse,
// front, back, tuple_cat, make_tuple, wrap, unwrap, gcd, lcm, max, min.
func (g wideGen) tupleFree() Case {
	l, m := g.tree(3), g.tree(2)
	for l.size() >= 1<<31 { // C++'s static ints are 32-bit: past that size(l) wraps (a known difference of every size)
		l = g.tree(3)
	}
	s := shapeOf(l)
	anyOf := func(n node) string { // a shape, or the layout itself
		if g.r.IntN(3) == 0 {
			return n.layout()
		}
		return shapeOf(n)
	}
	signed := func() string {
		v := g.pick(0, 1, 2, 3, 4, 6, 8, 12, 16, 18, 24, 32)
		if g.r.IntN(4) == 0 {
			v = -v
		}
		return fmt.Sprintf("Int<%d>{}", v)
	}
	switch g.r.IntN(16) {
	case 0:
		if l.modes != nil && g.r.IntN(2) == 0 {
			return Case{"tuple_free", fmt.Sprintf("coshape<%d>(%s)", g.r.IntN(len(l.modes)), l.layout())}
		}
		return Case{"tuple_free", "coshape(" + l.layout() + ")"}
	case 1:
		return Case{"tuple_free", "coprofile(" + l.layout() + ")"}
	case 2:
		a := anyOf(m)
		if g.r.IntN(2) == 0 {
			a = g.profile(l)
		}
		return Case{"tuple_free", "weakly_congruent(" + a + "," + anyOf(l) + ")"}
	case 3:
		t := fmt.Sprintf("Int<%d>{}", g.divisor(l.size()))
		if g.r.IntN(2) == 0 {
			t = strings.TrimSuffix(g.tiler(l), "{}") + "{}"
			if strings.Contains(t, "Layout") || strings.Contains(t, "Underscore") { // a Tile<...> of ints stays
				t = shapeOf(m)
			}
		}
		if l.modes != nil && g.r.IntN(3) == 0 { // a Tile<...> of ints
			parts := make([]string, 1+g.r.IntN(len(l.modes)))
			for i := range parts {
				parts[i] = g.shapeTiler(l.modes[i])
			}
			t = "Tile<" + strings.Join(parts, ",") + ">{}"
		}
		return Case{"tuple_free", "evenly_divides(" + anyOf(l) + "," + t + ")"}
	case 4:
		x := fmt.Sprintf("Int<%d>{}", g.pick(0, 1, 2))
		if g.r.IntN(3) == 0 {
			x = shapeOf(g.tree(1))
		}
		return Case{"tuple_free", "repeat_like(" + anyOf(l) + "," + x + ")"}
	case 5:
		if g.r.IntN(4) == 0 { // not a tuple to C++: itself
			return Case{"tuple_free", fmt.Sprintf("reverse(composition(Swizzle<1,2,3>{},%s))", l.layout())}
		}
		return Case{"tuple_free", "reverse(" + anyOf(l) + ")"}
	case 6:
		return Case{"tuple_free", []string{"front", "back"}[g.r.IntN(2)] + "(" + anyOf(l) + ")"}
	case 7:
		parts := []string{shapeOf(l), shapeOf(m)}
		if g.r.IntN(2) == 0 {
			parts = append(parts, shapeOf(g.tree(1)))
		}
		return Case{"tuple_free", "tuple_cat(" + strings.Join(parts[:g.r.IntN(len(parts)+1)], ",") + ")"}
	case 8:
		return Case{"tuple_free", "make_tuple(" + shapeOf(l) + "," + shapeOf(m) + ")"}
	case 9:
		return Case{"tuple_free", "wrap(" + s + ")"}
	case 10:
		t := s
		for i := g.r.IntN(3); i > 0; i-- {
			t = "make_tuple(" + t + ")"
		}
		return Case{"tuple_free", "unwrap(" + t + ")"}
	case 11:
		return Case{"tuple_free", "lcm(" + signed() + "," + signed() + ")"}
	}
	f := []string{"gcd", "max", "min"}[g.r.IntN(3)]
	args := []string{signed()}
	for i := g.r.IntN(3); i >= 0; i-- {
		if g.r.IntN(2) == 0 {
			args = append(args, shapeOf(g.tree(2)))
		} else {
			args = append(args, signed())
		}
	}
	return Case{"tuple_free", f + "(" + strings.Join(args, ",") + ")"}
}

// TupleFreeCases draws n cases of tupleFree from seed.
func TupleFreeCases(seed uint64, n int) []Case {
	g := wideGen{r: rand.New(rand.NewPCG(seed, 0x7f2e))}
	out := make([]Case, n)
	for i := range out {
		out[i] = g.tupleFree()
	}
	return out
}
