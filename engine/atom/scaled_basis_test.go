package atom

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
)

// TestMakeBasisLayout: make_layout(shape, stride of E<...>) as g++ printed
// it, its Stride back as written, and the mixed int/basis stride refused.
func TestMakeBasisLayout(t *testing.T) {
	st := BasisStride{Elems: []BasisStride{Basis(1, 0), {Elems: []BasisStride{Basis(1, 1, 0), Basis(1, 1, 1)}}}}
	l, err := MakeBasisLayout(engine.Tuple(engine.Int(4), engine.Ints(2, 2)), st)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := l.String(true), "(_4,(_2,_2)):(_1@0,(_1@0@1,_1@1@1))"; got != want {
		t.Errorf("make_layout = %s, want %s", got, want)
	}
	back, err := l.Stride()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := back.String(true), st.String(true); got != want {
		t.Errorf("Stride() = %s, want %s", got, want)
	}
	// E<2> alone still names directions 0 and 1 of the coordinate.
	l, err = MakeBasisLayout(engine.Ints(4, 8), BasisStride{Elems: []BasisStride{Basis(1, 2), Basis(1, 0)}})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := l.CoordString([]int{0, 0, 0}, []bool{false, false, false}, true), "(_0,_0,_0)"; got != want {
		t.Errorf("coordinate of (4,8):(1@2,1@0) = %s, want %s", got, want)
	}
	if _, err := MakeBasisLayout(engine.Ints(4, 8), BasisStride{Elems: []BasisStride{Basis(1, 0), Basis(3)}}); err == nil || !strings.Contains(err.Error(), "same coordinate") {
		t.Errorf("stride (1@0,3): error %v, want the mixed-stride refusal", err)
	}
}
