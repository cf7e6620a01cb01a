package atom

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
)

// TestBasisLayoutOf: make_layout(shape, stride of E<...>) as g++ printed
// it, its stride back as written, a coordinate over every direction a
// basis names, and the mixed int/basis stride refused.
func TestBasisLayoutOf(t *testing.T) {
	st := engine.Tuple(engine.E(0), engine.Tuple(engine.E(1, 0), engine.E(1, 1)))
	l, err := engine.MakeLayout(engine.Tuple(engine.Int(4), engine.Ints(2, 2)), st)
	if err != nil {
		t.Fatal(err)
	}
	b, err := BasisLayoutOf(l)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := b.StaticString(), "(_4,(_2,_2)):(_1@0,(_1@0@1,_1@1@1))"; got != want {
		t.Errorf("make_layout = %s, want %s", got, want)
	}
	back, err := b.Layout()
	if err != nil {
		t.Fatal(err)
	}
	if !back.Stride().Identical(st) {
		t.Errorf("stride back = %s, want %s", back.Stride().StaticString(), st.StaticString())
	}
	// E<2> alone still names directions 0 and 1 of the coordinate.
	l, _ = engine.MakeLayout(engine.Ints(4, 8), engine.Tuple(engine.E(2), engine.E(0)))
	if b, err = BasisLayoutOf(l); err != nil {
		t.Fatal(err)
	}
	if got, want := b.CoordString([]int{0, 0, 0}, []bool{false, false, false}, true), "(_0,_0,_0)"; got != want {
		t.Errorf("coordinate of (4,8):(1@2,1@0) = %s, want %s", got, want)
	}
	l, _ = engine.MakeLayout(engine.Ints(4, 8), engine.Tuple(engine.E(0), engine.Int(3)))
	if _, err := BasisLayoutOf(l); err == nil || !strings.Contains(err.Error(), "same coordinate") {
		t.Errorf("stride (1@0,3): error %v, want the mixed-stride refusal", err)
	}
	// A run-time scale keeps its mark: C++ prints it without the _.
	l, _ = engine.MakeLayout(engine.Ints(64, 8), engine.Tuple(engine.E(0), engine.Basis(engine.DynInt(8), 1)))
	if b, err = BasisLayoutOf(l); err != nil || b.StaticString() != "(_64,_8):(_1@0,8@1)" {
		t.Errorf("dynamic basis: %s (%v)", b.StaticString(), err)
	}
}
