package atom

import (
	"fmt"
	"sort"
	"testing"

	"github.com/cutetui/cutetui/engine"
)

// TestIdentityPartitionCNamesTheTVCoordinates: partition_C of the identity
// tensor of one tile gives each thread exactly the (m,n) coordinates its
// row of get_layoutC_TV names (C_TV's flat index m + M·n, decoded).
func TestIdentityPartitionCNamesTheTVCoordinates(t *testing.T) {
	for _, a := range testAtoms(t) {
		m := mustTiled(t, a, layoutPtr("(2,2,1)", ""))
		M, N := m.TileSize(0), m.TileSize(1)
		tv, err := m.GetLayoutC_TV()
		if err != nil {
			t.Fatal(err)
		}
		id, err := MakeIdentityLayout(engine.Ints(M, N))
		if err != nil {
			t.Fatal(err)
		}
		step := 1
		if testing.Short() {
			step = 41
		}
		for thr := 0; thr < m.Size(); thr += step {
			s, err := m.GetSlice(thr)
			if err != nil {
				t.Fatal(err)
			}
			p, base, err := id.ApplyOffset(func(l engine.Layout) (engine.Layout, int, error) { return s.PartitionC(l) })
			if err != nil {
				t.Fatal(err)
			}
			var got, want []string
			for i := 0; i < p.L.Size(); i++ {
				mn, err := p.EvalCoord(engine.Int(i))
				if err != nil {
					t.Fatal(err)
				}
				got = append(got, fmt.Sprint(base[0]+mn[0], ",", base[1]+mn[1]))
			}
			for v := 0; v < modeSize(tv, 1); v++ {
				x, _ := tv.Eval(engine.Tuple(engine.Int(thr), engine.Int(v)))
				want = append(want, fmt.Sprint(x%M, ",", x/M))
			}
			sort.Strings(got)
			sort.Strings(want)
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s thread %d: partition_C of the identity tensor gives %v, get_layoutC_TV names %v", a.Op, thr, got, want)
				break
			}
		}
	}
}

// TestIdentityLayoutPrints: make_identity_layout as cute::print prints it.
func TestIdentityLayoutPrints(t *testing.T) {
	id, err := MakeIdentityLayout(engine.Ints(4, 8))
	if err != nil {
		t.Fatal(err)
	}
	if got := id.StaticString(); got != "(_4,_8):(_1@0,_1@1)" {
		t.Errorf("make_identity_layout((4,8)) = %s, want (_4,_8):(_1@0,_1@1)", got)
	}
	// Nested: the bases E<1,0>, E<1,1> print innermost index first, as
	// g++ printed make_identity_tensor(make_shape(_4{},make_shape(_2{},_3{}))).
	nested, err := MakeIdentityLayout(engine.Tuple(engine.Int(4), engine.Ints(2, 3)))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := nested.StaticString(), "(_4,(_2,_3)):(_1@0,(_1@0@1,_1@1@1))"; got != want {
		t.Errorf("make_identity_layout((4,(2,3))) = %s, want %s", got, want)
	}
	if got, want := nested.CoordString([]int{0, 1, 2}, []bool{false, false, true}, true), "(_0,(_1,2))"; got != want {
		t.Errorf("its coordinate (0,(1,2)) prints %s, want %s", got, want)
	}
}

// TestBasisCoalesce: coalesce compares strides as basis vectors — the
// modes of (4,1,8):(1@0,1@1,1@2) keep their own directions, the size-1
// mode goes, and 8:1 of an integer codomain stays 8:1.
func TestBasisCoalesce(t *testing.T) {
	id, err := MakeIdentityLayout(engine.Ints(4, 1, 8))
	if err != nil {
		t.Fatal(err)
	}
	c, err := id.Coalesce()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := c.StaticString(), "(_4,_8):(_1@0,_1@2)"; got != want {
		t.Errorf("coalesce((4,1,8):(1@0,1@1,1@2)) = %s, want %s", got, want)
	}
	l, _ := engine.MakeLayout(engine.Ints(4, 8), engine.Ints(1, 4))
	c, err = MakeCoordLayout(l).Coalesce()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := c.StaticString(), "_32:_1"; got != want {
		t.Errorf("coalesce of (4,8):(1,4) as a coordinate layout = %s, want %s", got, want)
	}
}

// TestBasisLayoutEvalCoord: the identity layout of (4,3) at a coordinate
// and at a 1-D index is that coordinate, one int per basis direction.
func TestBasisLayoutEvalCoord(t *testing.T) {
	b, err := MakeIdentityLayout(engine.Tuple(engine.Int(4), engine.Int(3)))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		c    engine.IntTuple
		want [2]int
	}{
		{engine.Tuple(engine.Int(2), engine.Int(1)), [2]int{2, 1}},
		{engine.Int(7), [2]int{3, 1}},
		{engine.Int(0), [2]int{0, 0}},
	} {
		got, err := b.EvalCoord(tc.c)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 2 || got[0] != tc.want[0] || got[1] != tc.want[1] {
			t.Errorf("EvalCoord(%s) = %v, want %v", tc.c, got, tc.want)
		}
	}
}

// TestBasisLayoutIndex: Index reads each coordinate the layout gives as
// the codomain's index, for every coordinate: (m,n) of a transposed TV
// layout into a 4×8 tile is m + 4·n, and a stride of _0 stays 0.
func TestBasisLayoutIndex(t *testing.T) {
	e := func(k int, j int) engine.IntTuple { return engine.Basis(engine.Int(k), j) }
	tv, err := engine.MakeLayout(
		engine.Tuple(engine.Ints(2, 4), engine.Int(2), engine.Int(2)),
		engine.Tuple(engine.Tuple(e(2, 1), e(1, 0)), engine.Int(0), e(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	b, err := BasisLayoutOver(tv, engine.Ints(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	l, err := b.Index([]int{1, 4})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := l.String(), "((2,4),2,2):((8,1),0,4)"; got != want {
		t.Errorf("Index(1,4) of %s = %s, want %s", b, got, want)
	}
	for i := 0; i < b.L.Size(); i++ {
		mn, err := b.EvalCoord(engine.Int(i))
		if err != nil {
			t.Fatal(err)
		}
		x, err := l.Eval(engine.Int(i))
		if err != nil {
			t.Fatal(err)
		}
		if x != mn[0]+4*mn[1] {
			t.Errorf("at %d: the coordinate (%d,%d) has index %d, Index gives %d", i, mn[0], mn[1], mn[0]+4*mn[1], x)
		}
	}
	if _, err := b.Index([]int{1}); err == nil {
		t.Errorf("Index with one stride for two directions: no error")
	}
}
