package engine

import (
	"strings"
	"testing"
)

// The checked examples of the CuTe documentation and of
// shared/reference/cute-semantics.md.
func TestReferenceExamples(t *testing.T) {
	L := func(s string) Layout { return lay(t, s) }
	T := func(s string) IntTuple { return tup(t, s) }
	must := func(l Layout, err error) string {
		t.Helper()
		if err != nil {
			return "error: " + err.Error()
		}
		return l.String()
	}
	mustT := func(v IntTuple, err error) string {
		if err != nil {
			return "error: " + err.Error()
		}
		return v.String()
	}
	cases := []struct{ got, want string }{
		{Coalesce(L("(2,(1,6)):(1,(6,2))")).String(), "12:1"},
		{must(CoalesceProfile(L("(2,(1,6)):(1,(6,2))"), T("(1,1)"))), "(2,6):(1,2)"},
		{must(Complement(L("4:1"), Int(24))), "6:4"},
		{must(Complement(L("6:4"), Int(24))), "4:1"},
		{must(Composition(L("(6,2):(8,2)"), L("(4,3):(3,1)"))), "((2,2),3):((24,2),8)"},
		{must(Composition(L("20:2"), L("(5,4):(4,1)"))), "(5,4):(8,2)"},
		{must(Composition(L("(10,2):(16,4)"), L("(5,4):(1,5)"))), "(5,(2,2)):(16,(80,4))"},
		{must(Composition(L("(12,(4,8)):(59,(13,1))"), ByMode{L("3:4"), L("8:2")})), "(3,(2,4)):(236,(26,1))"},
		{must(LogicalDivide(L("(4,2,3):(2,1,8)"), L("4:2"))), "((2,2),(2,3)):((4,1),(2,8))"},
		{must(ZippedDivide(L("(9,(4,8)):(59,(13,1))"), ByMode{L("3:3"), L("(2,4):(1,8)")})), "((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))"},
		{must(TiledDivide(L("(9,(4,8)):(59,(13,1))"), ByMode{L("3:3"), L("(2,4):(1,8)")})), "((3,(2,4)),3,(2,2)):((177,(13,2)),59,(26,1))"},
		{must(LogicalProduct(L("(2,2):(4,1)"), L("6:1"))), "((2,2),(2,3)):((4,1),(2,8))"},
		{mustT(Idx2Crd(Int(16), T("(3,(2,3))"))), "(1,(1,2))"},
		{mustT(Idx2Crd(T("(1,5)"), T("(3,(2,3))"))), "(1,(1,2))"},
		{mustT(Idx2Crd(Int(20), T("(3,(2,3))"))), "(2,(0,3))"},
		{mustT(Idx2Crd(Int(7), Int(4))), "7"},
		{mustT(Idx2Crd(Int(191), T("((2,2),(4,2),(2,3))"))), "((1,1),(3,1),(1,2))"},
		{mustT(ShapeDiv(T("(4,5,6)"), Int(40))), "(1,1,3)"},
		{mustT(ShapeDiv(T("(8,10)"), T("(2,5)"))), "(4,2)"},
		{mustT(ShapeDiv(T("(3,6,2,8)"), Int(72))), "(1,1,1,4)"},
		{mustT(ShapeMod(T("(6,2)"), 2)), "(2,1)"},
		{mustT(ShapeMod(T("(6,2)"), 12)), "(6,2)"},
		{mustT(ShapeMod(T("(3,6,2,8)"), 6)), "(3,2,1,1)"},
		{mustT(ShapeMod(T("(3,6,2,8)"), 9)), "(3,3,1,1)"},
		// Where pycute differs, C++ wins.
		{must(Composition(L("1:3"), L("(2):(1)"))), "(2):(3)"},
		{must(Composition(L("1:1"), L("1:1"))), "1:1"},
		{must(Composition(L("(4,3):(1,4)"), ByMode{L("2:1")})), "(2):(1)"},
		{must(Composition(L("(4,6):(6,1)"), L("6:1"))), "error: composition: Shape Divisibility Condition: A's mode 0 (4:6) gives 4 elements at B's stride 1, which does not divide the 6 still needed"},
		{RightInverse(L("(4,(2)):(0,(1))")).String(), "2:4"},
		{must(LeftInverse(L("4:2"))), "(2,4):(0,1)"},
		{must(LeftInverse(L("(2,2):(12,2)"))), "(2,6,2):(0,2,1)"},
		{must(FlatProduct(L("(4):(1)"), ByMode{Int(3)})), "((4),(3)):((1),(4))"},
		{must(BlockedProduct(L("(2,5):(5,1)"), L("(3,4):(1,3)"))), "((2,3),(5,4)):((5,10),(1,30))"},
		{must(RakedProduct(L("(2,5):(5,1)"), L("(3,4):(1,3)"))), "((3,2),(4,5)):((10,5),(30,1))"},
		{must(LogicalProduct(L("(2,2):(4,1)"), Int(6))), "((2,2),(2,3)):((4,1),(2,8))"},
		{Coalesce(L("(2,(1,6)):(1,(6,2))")).StaticString(), "_12:_1"},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: got %s, want %s", i, c.got, c.want)
		}
	}
	crd, err := Crd2Idx(Int(16), T("(3,(2,3))"), T("(3,(12,1))"))
	if err != nil || crd != 17 {
		t.Errorf("crd2idx(16,(3,(2,3)),(3,(12,1))) = %d, %v; want 17", crd, err)
	}
	if c := L("(2,2):(-1,4)").Cosize(); c != 6 {
		t.Errorf("cosize((2,2):(-1,4)) = %d, want 6", c)
	}
	_, err = Complement(L("(2,2):(1,1)"), Int(8))
	if err == nil || !strings.Contains(err.Error(), "Non-injective Layout detected in complement") {
		t.Errorf("complement of a non-injective layout: %v", err)
	}
}

func TestSwizzle(t *testing.T) {
	w, err := NewSwizzle(3, 3, 3)
	if err != nil {
		t.Fatal(err)
	}
	// 77 = 0b001_001_101: bits [6,9) = 1 flip bits [3,6) = 1 -> 0b001_000_101 = 69.
	if got := w.Apply(77); got != 69 {
		t.Errorf("Sw<3,3,3>(77) = %d, want 69", got)
	}
	neg, _ := NewSwizzle(2, 0, -3)
	// S<0: bits [0,2) flip bits [3,5). 0b00011 -> 0b11011 = 27.
	if got := neg.Apply(3); got != 27 {
		t.Errorf("Sw<2,0,-3>(3) = %d, want 27", got)
	}
	id, _ := NewSwizzle(0, 4, 0)
	for x := 0; x < 100; x++ {
		if id.Apply(x) != x {
			t.Fatalf("Sw<0,4,0> is not the identity at %d", x)
		}
	}
	if _, err := NewSwizzle(3, 3, 2); err == nil {
		t.Error("Sw<3,3,2> accepted; C++ requires |S| >= B")
	}
	c := MakeComposedLayout(w, 0, lay(t, "(8,64):(64,1)"))
	if c.String() != "Sw<3,3,3> o 0 o (8,64):(64,1)" {
		t.Errorf("composed layout prints %q", c.String())
	}
	// Involution: a swizzle is its own inverse.
	for x := 0; x < 4096; x++ {
		if w.Apply(w.Apply(x)) != x {
			t.Fatalf("Sw<3,3,3> is not an involution at %d", x)
		}
	}
}

func TestPrintLayout(t *testing.T) {
	got, err := PrintLayout(lay(t, "(4,3):(1,4)"))
	if err != nil {
		t.Fatal(err)
	}
	want := "(4,3):(1,4)\n" +
		"       0    1    2 \n" +
		"    +----+----+----+\n" +
		" 0  |  0 |  4 |  8 |\n" +
		"    +----+----+----+\n" +
		" 1  |  1 |  5 |  9 |\n" +
		"    +----+----+----+\n" +
		" 2  |  2 |  6 | 10 |\n" +
		"    +----+----+----+\n" +
		" 3  |  3 |  7 | 11 |\n" +
		"    +----+----+----+\n"
	if got != want {
		t.Errorf("print_layout:\n%s\nwant:\n%s", got, want)
	}
	if _, err := PrintLayout(lay(t, "(8):(1)")); err == nil {
		t.Error("print_layout of a rank-1 layout should be refused")
	}
	if _, err := PrintLayout(lay(t, "(1048576,1048576):(1,1048576)")); err == nil || !strings.Contains(err.Error(), "too large") {
		t.Errorf("huge print_layout: %v", err)
	}
}

func TestLimits(t *testing.T) {
	big := lay(t, "(1073741824,1073741824):(1,1073741824)") // 2^60 elements
	if big.Size() != 1<<60 {
		t.Fatal("size")
	}
	if c := Coalesce(big).String(); c != "1152921504606846976:1" {
		t.Errorf("coalesce of 2^60 layout = %s", c)
	}
	if _, err := LogicalDivide(big, lay(t, "(128,64):(1,1073741824)")); err != nil {
		t.Errorf("logical_divide of a 2^60 layout: %v", err)
	}
	if _, err := MakeLayout(tup(t, "(4294967296,4294967296)"), tup(t, "(1,4294967296)")); err == nil {
		t.Error("size 2^64 accepted")
	}
	if l, err := MakeLayout(tup(t, "(2,0)"), tup(t, "(1,2)")); err != nil || l.Size() != 0 || l.Cosize() != 0 {
		t.Errorf("shape 0, as C++ accepts it: %v, size %d, cosize %d; want size 0, cosize 0", err, l.Size(), l.Cosize())
	}
	if _, err := MakeLayout(tup(t, "(2,-1)"), tup(t, "(1,2)")); err == nil {
		t.Error("shape -1 accepted")
	}
	if _, err := MakeLayout(tup(t, "(2,3)"), tup(t, "(1,(2,1))")); err == nil || !strings.Contains(err.Error(), "not congruent") {
		t.Errorf("non-congruent accepted: %v", err)
	}
	huge := lay(t, "(2,2):(1,1152921504606846976)")
	if _, err := Composition(huge, lay(t, "2:1099511627776")); err == nil || !strings.Contains(err.Error(), "overflow") {
		t.Error("overflowing composition accepted")
	}
}
