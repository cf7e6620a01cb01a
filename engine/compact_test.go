package engine

import (
	"testing"
)

// TestCompactMajor: compact_col_major / compact_row_major, including C++'s
// stride 0 for a mode of size 1.
func TestCompactMajor(t *testing.T) {
	tests := []struct {
		shape   string
		major   Major
		current int
		want    string
	}{
		{"(2,3,4)", LayoutLeft, 1, "(1,2,6)"},
		{"(2,3,4)", LayoutRight, 1, "(12,4,1)"},
		{"(2,1,3)", LayoutLeft, 1, "(1,0,2)"},
		{"(2,1,3)", LayoutRight, 1, "(3,0,1)"},
		{"1", LayoutLeft, 1, "0"},
		{"(1)", LayoutLeft, 1, "(0)"},
		{"8", LayoutLeft, 4, "4"},
		{"(2,(3,4))", LayoutRight, 1, "(12,(4,1))"},
		{"(2,(3,4))", LayoutLeft, 2, "(2,(4,12))"},
		{"((1,1),1)", LayoutLeft, 1, "((0,0),0)"},
	}
	for _, tc := range tests {
		got, err := CompactMajor(tup(t, tc.shape), tc.major, tc.current)
		if err != nil || got.String() != tc.want {
			t.Errorf("CompactMajor(%s, %s, %d) = %v, %v; want %s", tc.shape, tc.major, tc.current, got, err, tc.want)
		}
	}
}

// TestCompactOrder: compact_order for congruent and top-level orders.
func TestCompactOrder(t *testing.T) {
	tests := []struct{ shape, order, want string }{
		{"(2,3,4)", "(0,1,2)", "(1,2,6)"},
		{"(2,3,4)", "(2,1,0)", "(12,4,1)"},
		{"(2,3,4)", "(2,0,1)", "(12,1,3)"},
		{"(2,(3,4))", "(1,0)", "(12,(1,3))"},
		{"(2,(3,4))", "(2,(0,1))", "(12,(1,3))"},
		{"(2,3)", "(0,0)", "(1,1)"},
		{"(2,1,3)", "(0,1,2)", "(1,0,2)"},
		{"(2,1,3)", "(1,0,2)", "(1,0,2)"},
	}
	for _, tc := range tests {
		got, err := CompactOrder(tup(t, tc.shape), tup(t, tc.order))
		if err != nil || got.String() != tc.want {
			t.Errorf("CompactOrder(%s, %s) = %v, %v; want %s", tc.shape, tc.order, got, err, tc.want)
		}
	}
	for _, bad := range [][2]string{{"(2,3)", "(0,1,2)"}, {"(2,3)", "((0,1),2)"}, {"6", "(0,1)"}} {
		if _, err := CompactOrder(tup(t, bad[0]), tup(t, bad[1])); err == nil {
			t.Errorf("CompactOrder(%s, %s): want an error", bad[0], bad[1])
		}
	}
}

// TestCompactOrderBijection: for any shape and any permutation of its
// leaves as the order, shape:compact_order(shape, order) is a bijection
// onto [0, size), and the leaf with order 0 and size > 1 has stride 1.
func TestCompactOrderBijection(t *testing.T) {
	g := newGen(7)
	for n := 0; n < scaled(500); n++ {
		shape := g.shape()
		leaves := flatLeaves(shape)
		perm := g.r.Perm(len(leaves))
		ord := make([]IntTuple, len(perm))
		for j, v := range perm {
			ord[j] = Int(v)
		}
		order := unflattenLike(ord, shape)
		stride, err := CompactOrder(shape, order)
		if err != nil {
			t.Fatalf("CompactOrder(%s, %s): %v", shape, order, err)
		}
		l := Layout{shape, stride}
		seen := make([]bool, l.Size())
		for k := range l.Size() {
			v, err := l.Eval(Int(k))
			if err != nil || v < 0 || v >= len(seen) || seen[v] {
				t.Fatalf("%s (order %s) is not a bijection onto [0,%d): L(%d) = %d, %v", l, order, len(seen), k, v, err)
			}
			seen[v] = true
		}
	}
}

// unflattenLike gives the ints of flat the nesting of like.
func unflattenLike(flat []IntTuple, like IntTuple) IntTuple {
	var walk func(IntTuple) IntTuple
	walk = func(t IntTuple) IntTuple {
		if !t.IsTuple() {
			v := flat[0]
			flat = flat[1:]
			return v
		}
		out := make([]IntTuple, t.Len())
		for i := range out {
			out[i] = walk(t.At(i))
		}
		return Tuple(out...)
	}
	return walk(like)
}
