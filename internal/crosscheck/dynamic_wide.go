package crosscheck

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
)

// dynWideGen draws WideCases's layouts (nested up to depth 3, size-1 and
// stride-0 modes, injective layouts with gaps) and writes each of their
// integers static (Int<4>{}) or dynamic (int(4)) at random, as a kernel
// with run-time extents builds them: make_layout(make_shape(...),
// make_stride(...)), make_tile(...) of layouts, integers and _, and
// make_shape(...) tilers and targets.
type dynWideGen struct {
	wideGen
	pDyn int // one integer in pDyn is dynamic
}

// int writes v static or dynamic.
func (g dynWideGen) int(v int) string {
	if g.r.IntN(g.pDyn) == 0 {
		return fmt.Sprintf("int(%d)", v)
	}
	return staticInt(v) + "{}"
}

// shape writes n's shape with make_shape, its leaves static or dynamic.
func (g dynWideGen) shape(n node) string {
	if n.modes == nil {
		return g.int(n.s)
	}
	parts := make([]string, len(n.modes))
	for i, m := range n.modes {
		parts[i] = g.shape(m)
	}
	return "make_shape(" + strings.Join(parts, ",") + ")"
}

// stride writes n's stride with make_stride.
func (g dynWideGen) stride(n node) string {
	if n.modes == nil {
		return g.int(n.d)
	}
	parts := make([]string, len(n.modes))
	for i, m := range n.modes {
		parts[i] = g.stride(m)
	}
	return "make_stride(" + strings.Join(parts, ",") + ")"
}

// lay writes n as make_layout(shape, stride).
func (g dynWideGen) lay(n node) string {
	return "make_layout(" + g.shape(n) + "," + g.stride(n) + ")"
}

// coord is a coordinate of l with static or dynamic integers (and, with
// slicing, underscores), inside l's modes.
func (g dynWideGen) coord(l node, slicing bool) string {
	if l.modes == nil || g.r.IntN(4) == 0 {
		if slicing && g.r.IntN(3) == 0 {
			return "_"
		}
		return g.int(g.r.IntN(max(l.size(), 1)))
	}
	parts := make([]string, len(l.modes))
	for i, m := range l.modes {
		parts[i] = g.coord(m, slicing)
	}
	return "make_coord(" + strings.Join(parts, ",") + ")"
}

// tiler is a tiler for l: a layout, an integer, a make_shape(...) by
// mode (nested where l is), or a make_tile(...) of layouts, integers and
// _, each static or dynamic, its modes mostly dividing l's.
func (g dynWideGen) tiler(l node) string {
	modes := l.modes
	if modes == nil {
		modes = []node{l}
	}
	switch g.r.IntN(6) {
	case 0:
		return g.lay(g.small(l.size()))
	case 5:
		return g.int(g.divisor(l.size()))
	case 1:
		parts := make([]string, 1+g.r.IntN(len(modes)))
		for i := range parts {
			parts[i] = g.shapeTiler(modes[i])
		}
		return "make_shape(" + strings.Join(parts, ",") + ")"
	}
	parts := make([]string, 1+g.r.IntN(len(modes)))
	for i := range parts {
		switch g.r.IntN(4) {
		case 0:
			parts[i] = g.int(g.divisor(modes[i].size()))
		case 1:
			parts[i] = "_"
		default:
			parts[i] = g.lay(g.small(modes[i].size()))
		}
	}
	return "make_tile(" + strings.Join(parts, ",") + ")"
}

func (g dynWideGen) shapeTiler(l node) string {
	if l.modes == nil || g.r.IntN(2) == 0 {
		return g.int(g.divisor(l.size()))
	}
	parts := make([]string, 1+g.r.IntN(len(l.modes)))
	for i := range parts {
		parts[i] = g.shapeTiler(l.modes[i])
	}
	return "make_shape(" + strings.Join(parts, ",") + ")"
}

// swizzle is a Swizzle<B,M,S>{} with |S| >= B.
func (g dynWideGen) swizzle() string {
	b, m := g.r.IntN(4), g.r.IntN(4)
	s := b + g.r.IntN(3)
	if s == 0 {
		s = 1
	}
	if g.r.IntN(3) == 0 {
		s = -s
	}
	return fmt.Sprintf("Swizzle<%d,%d,%d>{}", b, m, s)
}

// target is a tile_to_shape target for block b: each mode a multiple of
// b's (sometimes nested, sometimes one more mode), static or dynamic.
func (g dynWideGen) target(b node) string {
	bm := b.modes
	if bm == nil {
		bm = []node{b}
	}
	ts := make([]string, len(bm)+g.r.IntN(2))
	for i := range ts {
		t := g.pick(1, 2, 3)
		if i < len(bm) {
			t *= bm[i].size()
		}
		if t%2 == 0 && g.r.IntN(3) == 0 {
			ts[i] = "make_shape(" + g.int(2) + "," + g.int(t/2) + ")"
		} else {
			ts[i] = g.int(t)
		}
	}
	return "make_shape(" + strings.Join(ts, ",") + ")"
}

// DynamicWideCases draws n cases from seed: WideCases's nested layouts
// and tilers with each integer static or dynamic, through composition,
// complement (with integer and shape cotargets), the inverses (of
// swizzled layouts too), coalesce and filter (with profiles), the four
// divides and the products (with by-mode tilers of mixed static and
// dynamic integers), max_common_layout/vector, nullspace, the recasts,
// make_layout_like, make_fragment_like, make_ordered_layout,
// compact_order, tile_to_shape, slices and evaluation with dynamic
// coordinates, crd2idx/idx2crd, the queries and the members.
func DynamicWideCases(seed uint64, n int) []Case {
	g := dynWideGen{wideGen{r: rand.New(rand.NewPCG(seed, 0xd7de))}, 2}
	divides := []string{"logical_divide", "zipped_divide", "tiled_divide", "flat_divide"}
	products := []string{"logical_product", "zipped_product", "tiled_product", "flat_product"}
	forms := []func() Case{
		func() Case {
			return Case{"composition", "composition(" + g.lay(g.tree(3)) + "," + g.lay(g.tree(2)) + ")"}
		},
		func() Case {
			return Case{"composition", "composition(" + g.lay(g.injective(3)) + "," + g.lay(g.injective(2)) + ")"}
		},
		func() Case {
			l := g.any(3)
			return Case{"composition", "composition(" + g.lay(l) + "," + g.tiler(l) + ")"}
		},
		func() Case { return Case{"complement", "complement(" + g.lay(g.injective(3)) + ")"} },
		func() Case {
			l := g.injective(3)
			cot := g.int(l.size() * g.pick(1, 2, 3, 4, 8))
			if g.r.IntN(2) == 0 {
				cot = "make_shape(" + g.int(g.pick(2, 4, 8, 16)) + "," + g.int(g.pick(2, 4, 8, 16)) + ")"
			}
			return Case{"complement", "complement(" + g.lay(l) + "," + cot + ")"}
		},
		func() Case { return Case{"right_inverse", "right_inverse(" + g.lay(g.any(3)) + ")"} },
		func() Case { return Case{"left_inverse", "left_inverse(" + g.lay(g.injective(3)) + ")"} },
		func() Case {
			f := []string{"right_inverse", "left_inverse"}[g.r.IntN(2)]
			return Case{"inverse_swizzled", f + "(composition(" + g.swizzle() + "," + g.lay(g.injective(3)) + "))"}
		},
		func() Case {
			f := []string{"right_inverse", "left_inverse"}[g.r.IntN(2)]
			return Case{"inverse_composed", f + "(composition(" + g.lay(g.injective(2)) + "," + g.lay(g.injective(2)) + "))"}
		},
		func() Case { return Case{"coalesce", "coalesce(" + g.lay(g.tree(3)) + ")"} },
		func() Case {
			l := g.any(3)
			return Case{"coalesce", "coalesce(" + g.lay(l) + "," + g.profile(l) + ")"}
		},
		func() Case { return Case{"filter", "filter(" + g.lay(g.tree(3)) + ")"} },
		func() Case {
			l := g.any(3)
			return Case{"divide", divides[g.r.IntN(4)] + "(" + g.lay(l) + "," + g.tiler(l) + ")"}
		},
		func() Case {
			l := g.injective(3)
			return Case{"divide", divides[g.r.IntN(4)] + "(" + g.lay(l) + "," + g.tiler(l) + ")"}
		},
		func() Case {
			l := g.any(2)
			return Case{"product", products[g.r.IntN(4)] + "(" + g.lay(l) + "," + g.tiler(l) + ")"}
		},
		func() Case {
			return Case{"product", "logical_product(" + g.lay(g.any(2)) + "," + g.lay(g.any(2)) + ")"}
		},
		func() Case {
			f := []string{"blocked_product", "raked_product"}[g.r.IntN(2)]
			return Case{"product", f + "(" + g.lay(g.any(2)) + "," + g.lay(g.any(2)) + ")"}
		},
		func() Case {
			return Case{"max_common", "max_common_layout(" + g.lay(g.any(3)) + "," + g.lay(g.any(3)) + ")"}
		},
		func() Case {
			l := g.injective(3)
			m := l
			if g.r.IntN(2) == 0 {
				m = g.any(3)
			}
			return Case{"max_common", "max_common_vector(" + g.lay(l) + "," + g.lay(m) + ")"}
		},
		func() Case { return Case{"nullspace", "nullspace(" + g.lay(g.any(3)) + ")"} },
		func() Case {
			l := g.any(3)
			if g.r.IntN(2) == 0 {
				return Case{"recast", fmt.Sprintf("upcast<%d>(%s)", g.pick(2, 4, 8), g.lay(l))}
			}
			return Case{"recast", fmt.Sprintf("downcast<%d>(%s)", g.pick(2, 4), g.lay(l))}
		},
		func() Case {
			f := []string{"make_layout_like", "make_fragment_like"}[g.r.IntN(2)]
			return Case{"like", f + "(" + g.lay(g.any(3)) + ")"}
		},
		func() Case {
			l := g.tree(3)
			if g.r.IntN(2) == 0 {
				return Case{"ordered", "make_ordered_layout(" + g.shape(l) + "," + g.stride(l) + ")"}
			}
			return Case{"ordered", "compact_order(" + g.shape(l) + "," + g.stride(l) + ")"}
		},
		func() Case {
			l := g.tree(2)
			return Case{"make_layout", "make_layout(" + g.shape(l) + "," + []string{"LayoutLeft{}", "LayoutRight{}"}[g.r.IntN(2)] + ")"}
		},
		func() Case {
			b := g.injective(2)
			switch g.r.IntN(3) {
			case 0:
				return Case{"tile_to_shape", "tile_to_shape(" + g.lay(b) + "," + g.target(b) + ")"}
			case 1:
				return Case{"tile_to_shape", "tile_to_shape(" + g.lay(b) + "," + g.target(b) + ",LayoutRight{})"}
			}
			return Case{"tile_to_shape", "tile_to_shape(composition(" + g.swizzle() + "," + g.lay(b) + ")," + g.target(b) + ")"}
		},
		func() Case {
			l := g.tree(3)
			return Case{"slice", []string{"slice", "slice_and_offset", "dice"}[g.r.IntN(3)] + "(" + g.coord(l, true) + "," + g.lay(l) + ")"}
		},
		func() Case { l := g.tree(3); return Case{"eval", g.lay(l) + "(" + g.coord(l, false) + ")"} },
		func() Case {
			l := g.injective(3)
			return Case{"eval", "composition(" + g.swizzle() + "," + g.lay(l) + ")(" + g.coord(l, false) + ")"}
		},
		func() Case {
			l := g.tree(3)
			if g.r.IntN(2) == 0 {
				return Case{"crd2idx", "crd2idx(" + g.coord(l, false) + "," + g.shape(l) + "," + g.stride(l) + ")"}
			}
			return Case{"idx2crd", "idx2crd(" + g.int(g.r.IntN(max(l.size(), 1))) + "," + g.shape(l) + ")"}
		},
		func() Case {
			l := g.tree(3)
			q := []string{"size", "cosize", "rank", "depth", "shape", "stride", "flatten", "coshape", "product_each"}[g.r.IntN(9)]
			if q == "product_each" {
				return Case{"query", q + "(" + g.shape(l) + ")"}
			}
			return Case{"query", q + "(" + g.lay(l) + ")"}
		},
		func() Case {
			l, m := g.tree(3), g.tree(2)
			f := []string{"shape_div", "ceil_div"}[g.r.IntN(2)]
			if g.r.IntN(2) == 0 {
				return Case{"tuple", f + "(" + g.shape(l) + "," + g.int(g.pick(1, 2, 3, 4, 8)) + ")"}
			}
			return Case{"tuple", f + "(" + g.shape(l) + "," + g.shape(m) + ")"}
		},
		func() Case {
			l := g.any(3)
			switch g.r.IntN(4) {
			case 0:
				return Case{"member", g.lay(l) + ".compose(" + g.tiler(l) + ")"}
			case 1:
				return Case{"member", g.lay(l) + ".tile(" + g.tiler(l) + ")"}
			case 2:
				return Case{"member", g.lay(l) + ".with_shape(" + g.shape(g.injective(2)) + ")"}
			}
			f := []string{"get_hier_coord", "get_flat_coord", "get_1d_coord"}[g.r.IntN(3)]
			m := g.injective(3)
			return Case{"member", fmt.Sprintf("%s.%s(%s)", g.lay(m), f, g.int(g.r.IntN(max(m.size(), 1))))}
		},
	}
	out := make([]Case, 0, n)
	for len(out) < n {
		out = append(out, forms[g.r.IntN(len(forms))]())
	}
	return out
}

var dynInt = regexp.MustCompile(`int\((-?\d+)\)`)

// StaticWideForm is expr with every dynamic integer int(N) written
// Int<N>{} (negative ones included).
func StaticWideForm(expr string) string { return dynInt.ReplaceAllString(expr, "Int<${1}>{}") }

// DynamicTupleFreeCases draws n cases from seed of the free functions of
// int_tuple.hpp, layout.hpp and tuple_algorithms.hpp (tupleFree's and the
// queries) on WideCases's shapes and layouts with each integer static or
// dynamic: coshape, coprofile, cosize, size, depth, rank, product,
// product_each, weakly_congruent, evenly_divides, repeat_like, reverse,
// front, back, tuple_cat, make_tuple, wrap, unwrap, gcd, lcm, max, min,
// inner_product, elem_scale, shape_div, ceil_div, compact_col_major,
// compact_row_major, coalesce(shape), crd2crd, and integer arithmetic.
func DynamicTupleFreeCases(seed uint64, n int) []Case {
	g := dynWideGen{wideGen{r: rand.New(rand.NewPCG(seed, 0xd7f3))}, 2}
	signed := func() string {
		v := g.pick(0, 1, 2, 3, 4, 6, 8, 12, 16, 18, 24, 32)
		if g.r.IntN(4) == 0 {
			v = -v
		}
		return g.int(v)
	}
	out := make([]Case, 0, n)
	for len(out) < n {
		l, m := g.tree(3), g.tree(2)
		for l.size() >= 1<<31 {
			l = g.tree(3)
		}
		s := g.shape(l)
		anyOf := func(x node) string {
			if g.r.IntN(3) == 0 {
				return g.lay(x)
			}
			return g.shape(x)
		}
		var c Case
		switch g.r.IntN(24) {
		case 0:
			c = Case{"tuple_free", "coshape(" + g.lay(l) + ")"}
		case 1:
			c = Case{"tuple_free", "coprofile(" + g.lay(l) + ")"}
		case 2:
			c = Case{"tuple_free", []string{"size", "cosize", "depth", "rank"}[g.r.IntN(4)] + "(" + g.lay(l) + ")"}
		case 3:
			c = Case{"tuple_free", []string{"product", "product_each", "size", "depth"}[g.r.IntN(4)] + "(" + s + ")"}
		case 4:
			c = Case{"tuple_free", "weakly_congruent(" + anyOf(m) + "," + anyOf(l) + ")"}
		case 5:
			t := g.int(g.divisor(l.size()))
			if l.modes != nil && g.r.IntN(2) == 0 {
				parts := make([]string, 1+g.r.IntN(len(l.modes)))
				for i := range parts {
					parts[i] = g.shapeTiler(l.modes[i])
				}
				t = "make_shape(" + strings.Join(parts, ",") + ")"
			}
			c = Case{"tuple_free", "evenly_divides(" + anyOf(l) + "," + t + ")"}
		case 6:
			c = Case{"tuple_free", "repeat_like(" + anyOf(l) + "," + g.int(g.pick(0, 1, 2)) + ")"}
		case 7:
			c = Case{"tuple_free", "reverse(" + anyOf(l) + ")"}
		case 8:
			c = Case{"tuple_free", []string{"front", "back"}[g.r.IntN(2)] + "(" + anyOf(l) + ")"}
		case 9:
			c = Case{"tuple_free", "tuple_cat(" + s + "," + g.shape(m) + ")"}
		case 10:
			c = Case{"tuple_free", "make_tuple(" + s + "," + g.shape(m) + ")"}
		case 11:
			c = Case{"tuple_free", "wrap(" + s + ")"}
		case 12:
			c = Case{"tuple_free", "unwrap(make_tuple(make_tuple(" + s + ")))"}
		case 13:
			c = Case{"tuple_free", "lcm(" + signed() + "," + signed() + ")"}
		case 14:
			f := []string{"gcd", "max", "min"}[g.r.IntN(3)]
			args := []string{signed()}
			for i := g.r.IntN(3); i >= 0; i-- {
				if g.r.IntN(2) == 0 {
					args = append(args, g.shape(g.tree(2)))
				} else {
					args = append(args, signed())
				}
			}
			c = Case{"tuple_free", f + "(" + strings.Join(args, ",") + ")"}
		case 15:
			c = Case{"tuple_free", "inner_product(" + s + "," + g.stride(l) + ")"}
		case 16:
			c = Case{"tuple_free", "elem_scale(" + s + "," + g.shape(l) + ")"}
		case 17:
			d := g.int(g.pick(1, 2, 3, 4, 6, 8, 16, 32))
			if g.r.IntN(2) == 0 {
				d = g.shape(m)
			}
			c = Case{"tuple_free", []string{"shape_div", "ceil_div"}[g.r.IntN(2)] + "(" + s + "," + d + ")"}
		case 18:
			c = Case{"tuple_free", []string{"compact_col_major", "compact_row_major", "coalesce"}[g.r.IntN(3)] + "(" + s + ")"}
		case 19:
			c = Case{"tuple_free", "crd2crd(" + g.coord(l, false) + "," + s + "," + g.int(max(l.size(), 1)) + ")"}
		case 20:
			op := []string{"+", "-", "*"}[g.r.IntN(3)]
			c = Case{"arith", signed() + op + signed()}
		case 21:
			c = Case{"tuple_free", "filter_zeros(" + g.lay(l) + ")"}
		case 22:
			c = Case{"tuple_free", "idx2crd(" + g.int(g.r.IntN(max(l.size(), 1))) + "," + s + "," + g.stride(l) + ")"}
		default:
			c = Case{"tuple_free", "make_layout(" + s + "," + []string{"LayoutLeft{}", "LayoutRight{}"}[g.r.IntN(2)] + ")"}
		}
		out = append(out, c)
	}
	return out
}
