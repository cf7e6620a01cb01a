package engine

import (
	"errors"
	"testing"
)

// Values worked by hand through the C++ algorithms of layout.hpp.
func TestRecastCommonNullspaceTileToShape(t *testing.T) {
	L := func(s string) Layout { return lay(t, s) }
	str := func(l Layout, err error) string {
		if err != nil {
			return "error: " + err.Error()
		}
		return l.String()
	}
	n := func(v int, err error) string {
		if err != nil {
			return "error: " + err.Error()
		}
		return Int(v).String()
	}
	cases := []struct{ got, want string }{
		{str(Upcast(L("(4,8):(1,4)"), 2)), "(2,8):(1,2)"},
		{str(Upcast(L("(4,8):(0,4)"), 2)), "(4,8):(0,2)"},
		{str(Upcast(L("(4,8):(3,12)"), 2)), "error: upcast: Divisibility condition: stride 3 and N = 2: neither divides the other"},
		{str(Downcast(L("(2,8):(1,2)"), 2)), "(4,8):(1,4)"},
		{str(Downcast(L("(2,8):(4,2)"), 2)), "error: downcast: Downcast requires adjacent elements: (2,8):(4,2) has no stride-1 mode"},
		{n(MaxCommonVector(L("(4,8):(1,4)"), L("(4,8):(1,4)"))), "32"},
		{n(MaxCommonVector(L("(4,8):(1,4)"), L("(4,8):(8,1)"))), "1"},
		{n(MaxCommonVector(L("(8,4):(1,8)"), L("(8,4):(1,16)"))), "8"},
		{str(MaxCommonLayout(L("(4,8):(1,4)"), L("(4,8):(1,4)"))), "32:1"},
		{Nullspace(L("(4,(2,3)):(0,(1,0))")).String(), "(4,3):(1,8)"},
		{Nullspace(L("(4,2):(1,4)")).String(), "1:0"},
		{str(TileToShape(L("(2,2):(1,2)"), tup(t, "(4,6)"), ModeOrder{})), "((2,2),(2,3)):((1,4),(2,8))"},
		{str(TileToShape(L("(2,2):(1,2)"), tup(t, "(4,5)"), ModeOrder{})), "error: tile_to_shape: block shape does not divide the target shape: mode 1: 5 is not a multiple of 2"},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: got %s, want %s", i, c.got, c.want)
		}
	}
}

// Laws: the nullspace maps to 0; the common layout is where A and B agree
// and its size is max_common_vector; tile_to_shape is compatible with its
// target.
func TestNullspaceAndCommonLayoutLaws(t *testing.T) {
	g := newGen(10)
	refused := 0
	for trial := 0; trial < scaled(500); trial++ {
		l := g.layout()
		null := Nullspace(l)
		for i := 0; i < null.Size(); i++ {
			j := at(t, null)(i)
			if at(t, l)(j) != 0 {
				t.Fatalf("nullspace(%s) = %s: L(%d) = %d", l, null, j, at(t, l)(j))
			}
		}
		a, _ := g.injective()
		b, _ := g.injective()
		if c, err := MaxCommonLayout(a, b); err == nil {
			for i := 0; i < c.Size(); i++ {
				j := at(t, c)(i)
				if at(t, a)(j) != i || at(t, b)(j) != i {
					t.Fatalf("max_common_layout(%s,%s) = %s: at %d A=%d B=%d", a, b, c, i, at(t, a)(j), at(t, b)(j))
				}
			}
			if v, _ := MaxCommonVector(a, b); v != c.Size() {
				t.Fatalf("max_common_vector(%s,%s) = %d, layout %s", a, b, v, c)
			}
		}
		sizes := productEach(a.shape)
		ts := make([]int, len(sizes)+1)
		for i, n := range sizes {
			ts[i] = n * (1 + i%3)
		}
		ts[len(sizes)] = 2
		target := Ints(ts...)
		r, err := TileToShape(a, target, ModeOrder{})
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Cond != "Shape Divisibility Condition" {
				t.Fatalf("tile_to_shape(%s,%s): %v", a, target, err)
			}
			refused++
			continue
		}
		if !Compatible(target, r.shape) {
			t.Fatalf("tile_to_shape(%s,%s) = %s is not compatible with the target", a, target, r)
		}
	}
	if refused > 100 {
		t.Fatalf("tile_to_shape refused %d of 500 draws", refused)
	}
}
