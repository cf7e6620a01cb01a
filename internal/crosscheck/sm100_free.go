package crosscheck

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// FreeFunctionCases are random cases of the free functions issue 22 added:
// crd2crd, elem_scale, unflatten and replace<N>, on ints, tuples and
// layouts, with mismatched ranks among them (C++ refuses those, and so
// must cutetui).
func FreeFunctionCases(seed uint64, n int) []Case {
	g := wideGen{r: rand.New(rand.NewPCG(seed, 0x5a100))}
	out := make([]Case, n)
	for i := range out {
		out[i] = g.freeFunction()
	}
	return out
}

// leaves are the int leaves of n, in order.
func (n node) leaves() []node {
	if n.modes == nil {
		return []node{n}
	}
	var out []node
	for _, m := range n.modes {
		out = append(out, m.leaves()...)
	}
	return out
}

// flat is n flattened: its leaves as a rank-1 layout's modes.
func (n node) flat() node {
	if n.modes == nil {
		return n
	}
	return node{modes: n.leaves()}
}

// coordIn is a random natural coordinate of shape n, as a static tuple.
func (g wideGen) coordIn(n node) string {
	if n.modes == nil {
		return staticInt(g.r.IntN(n.s))
	}
	parts := make([]string, len(n.modes))
	for i, m := range n.modes {
		c := g.coordIn(m)
		if m.modes != nil && g.r.IntN(3) == 0 { // an int for a tuple mode: its index
			c = staticInt(g.r.IntN(m.size()))
		}
		parts[i] = c
	}
	return "Shape<" + strings.Join(parts, ",") + ">"
}

func (g wideGen) freeFunction() Case {
	l, m := g.tree(3), g.tree(2)
	for l.size() >= 1<<31 {
		l = g.tree(3)
	}
	switch g.r.IntN(6) {
	case 0, 1: // crd2crd into the flattened shape, its size, or another shape
		c := g.coordIn(l) + "{}"
		if g.r.IntN(4) == 0 {
			c = fmt.Sprintf("Int<%d>{}", g.r.IntN(l.size()))
		}
		dst := []string{shapeOf(l.flat()), fmt.Sprintf("Int<%d>{}", l.size()), shapeOf(m), shapeOf(l)}[g.r.IntN(4)]
		return Case{"crd2crd", "crd2crd(" + c + "," + shapeOf(l) + "," + dst + ")"}
	case 2:
		b := shapeOf(m)
		if g.r.IntN(2) == 0 {
			b = shapeOf(l)
		}
		return Case{"elem_scale", "elem_scale(" + shapeOf(l) + "," + b + ")"}
	case 3:
		p := l
		if g.r.IntN(4) == 0 {
			p = m // a profile of another number of ints
		}
		if g.r.IntN(2) == 0 {
			return Case{"unflatten", "unflatten(" + l.flat().layout() + "," + shapeOf(p) + ")"}
		}
		return Case{"unflatten", "unflatten(" + shapeOf(l.flat()) + "," + shapeOf(p) + ")"}
	default:
		k := g.r.IntN(len(l.modes) + 1)
		if g.r.IntN(2) == 0 {
			return Case{"replace", fmt.Sprintf("replace<%d>(%s,%s)", k, l.layout(), m.layout())}
		}
		return Case{"replace", fmt.Sprintf("replace<%d>(%s,%s)", k, shapeOf(l), shapeOf(m))}
	}
}

// FreeFunctionFixed are the hand-picked cases of the free functions: the
// examples of their doc comments and the edges (an int where a tuple is
// expected, empty tuples, N past the rank).
func FreeFunctionFixed() []Case {
	var out []Case
	for _, e := range []string{
		"crd2crd(Shape<_3,_2>{},Shape<_4,_8>{},Shape<_8,_4>{})",
		"crd2crd(Shape<_3,_2>{},Shape<_4,_8>{},Int<32>{})",
		"crd2crd(Int<11>{},Shape<_4,_8>{},Shape<_8,_4>{})",
		"crd2crd(Int<11>{},Int<32>{},Shape<_8,_4>{})",
		"crd2crd(Int<5>{},Int<32>{},Int<32>{})",
		"crd2crd(Int<40>{},Shape<_4,_8>{},Shape<_8,_4>{})",
		"crd2crd(Shape<_3,_2>{},Shape<_4,_8,_2>{},Shape<_8,_4>{})",
		"elem_scale(Shape<_2,_3>{},Shape<_4,Shape<_2,_3>>{})",
		"elem_scale(Int<3>{},Shape<_4,Shape<_2,_3>>{})",
		"elem_scale(Shape<_2,_3>{},Int<4>{})",
		"elem_scale(Shape<_2,_3>{},Shape<_4,_5,_6>{})",
		"elem_scale(Shape<_2,_3,_4>{},Shape<_4,_5>{})",
		"elem_scale(Shape<Shape<_2,_2>,_3>{},Shape<Shape<_4,_8>,_5>{})",
		"unflatten(Shape<_2,_3,_4>{},Shape<_1,Shape<_1,_1>>{})",
		"unflatten(Shape<_2,_3,_4>{},Shape<_1,_1>{})",
		"unflatten(Shape<_2,_3>{},Shape<_1,Shape<_1,_1>>{})",
		"unflatten(Int<4>{},Int<1>{})",
		"unflatten(Shape<_4>{},Int<1>{})",
		"unflatten(Shape<_4>{},Shape<Shape<_1>>{})",
		"unflatten(Shape<_2,_3,_4>{},Shape<_1,Shape<>,Shape<_1,_1>>{})",
		"unflatten(Layout<Shape<_2,_3,_4>,Stride<_1,_8,_64>>{},Shape<Shape<_1,_1>,_1>{})",
		"unflatten(Shape<Shape<_2,_3>,_4>{},Shape<_1,_1>{})",
		"replace<1>(Shape<_2,_3,_4>{},Int<7>{})",
		"replace<0>(Shape<_2,_3,_4>{},Shape<_7,_8>{})",
		"replace<2>(Shape<_2,_3,_4>{},Int<7>{})",
		"replace<3>(Shape<_2,_3,_4>{},Int<7>{})",
		"replace<0>(Int<5>{},Int<7>{})",
		"replace<1>(Int<5>{},Int<7>{})",
		"replace<1>(Layout<Shape<_2,_3,_4>>{},Layout<_7,_9>{})",
		"replace<0>(Layout<_8,_2>{},Layout<Shape<_2,_4>,Stride<_4,_1>>{})",
	} {
		out = append(out, Case{"free_fixed", e})
	}
	return out
}
