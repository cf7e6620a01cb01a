package atom

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
)

func mustMMA(t testing.TB, name string, targs ...string) MMAAtom {
	t.Helper()
	a, err := LookupMMA(name, targs)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func mustTiled(t testing.TB, a MMAAtom, thr *engine.Layout, perm ...engine.Tiler) TiledMMA {
	t.Helper()
	m, err := MakeTiledMMA(a, thr, perm)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func layoutPtr(shape, stride string) *engine.Layout {
	l := lay(shape, stride)
	return &l
}

// TestMMATraitsFromDocs: the traits as 0t_mma_atom.md derives them for
// Volta's quad pair and Hopper's 64x128 GMMA.
func TestMMATraitsFromDocs(t *testing.T) {
	volta := mustMMA(t, "SM70_8x8x4_F32F16F16F32_NT")
	gmma := mustMMA(t, "SM90_64x128x16_F16F16F16_SS", "GMMA::Major::K", "GMMA::Major::K")
	for _, c := range []struct {
		what string
		got  engine.Layout
		want string
	}{
		{"Volta ThrID", volta.ThrID, "(4,2):(1,16)"},
		{"Volta CLayout (32-bit)", volta.CLayout, "((2,2,2),(2,2,2)):((1,16,4),(8,2,32))"},
		{"Volta ALayout (NT)", volta.ALayout, "((4,2),4):((8,4),1)"},
		{"Volta BLayout (NT)", volta.BLayout, "((4,2),4):((8,4),1)"},
		{"Volta CLayout (16-bit)", mustMMA(t, "SM70_8x8x4_F16F16F16F16_TN").CLayout, "(8,8):(1,8)"},
		{"Volta ALayout (TN)", mustMMA(t, "SM70_8x8x4_F16F16F16F16_TN").ALayout, "(8,4):(1,8)"},
		{"Hopper ThrID", gmma.ThrID, "128:1"},
		{"Hopper CLayout 64x128", gmma.CLayout, "((4,8,4),(2,2,16)):((128,1,16),(64,8,512))"},
		{"Hopper ALayout SS", gmma.ALayout, "(128,(64,16)):(0,(1,64))"},
	} {
		if c.got.String() != c.want {
			t.Errorf("%s = %s, want %s (0t_mma_atom.md)", c.what, c.got, c.want)
		}
	}
	// The doc: (T0,V7) of the 32-bit Volta accumulators is at (m,n) = (2,5) = 42.
	if v, _ := volta.CLayout.Eval(engine.Ints(0, 7)); v != 42 {
		t.Errorf("Volta CLayout(T0,V7) = %d, want 42", v)
	}
}

// TestVoltaPermutationFromDocs: 0t_mma_atom.md's 2x2 n-major quad pairs
// tiled to 32x32x4: thread 0 reads A at m = 0,1,2,3,16,17,18,19; the
// M-permutation (4,4,2):(1,8,4) makes them m = 0..7.
func TestVoltaPermutationFromDocs(t *testing.T) {
	volta := mustMMA(t, "SM70_8x8x4_F32F16F16F32_NT")
	thr := layoutPtr("(2,2)", "(2,1)")
	for _, c := range []struct {
		perm []engine.Tiler
		want []int
	}{
		{[]engine.Tiler{engine.Int(32), engine.Int(32), engine.Int(4)}, []int{0, 1, 2, 3, 16, 17, 18, 19}},
		{[]engine.Tiler{lay("(4,4,2)", "(1,8,4)"), engine.Int(32), engine.Int(4)}, []int{0, 1, 2, 3, 4, 5, 6, 7}},
	} {
		m := mustTiled(t, volta, thr, c.perm...)
		if m.TileSize(0) != 32 || m.TileSize(1) != 32 || m.TileSize(2) != 4 {
			t.Errorf("tile = %s, want (32,32,4)", m.TileShape())
		}
		a, err := m.GetLayoutA_TV()
		if err != nil {
			t.Fatal(err)
		}
		for v, want := range c.want {
			got, _ := a.Eval(engine.Tuple(engine.Int(0), engine.Int(v)))
			if got != want { // (m,k) = (want,0): flat index m + 32k
				t.Errorf("perm %v: A_TV(T0,V%d) = %d, want m = %d, k = 0", c.perm, v, got, want)
			}
		}
	}
}

// TestSgemm2FromDocs: 0x_gemm_tutorial.md's sgemm_2 partitions — the
// 16x16x1 UniversalFMA TiledMMA gives every thread an 8x8 subtensor of a
// 128x128 tile, one value per MMA; the 32x8 threads × 4x1 values
// UniversalCopy<uint128_t> of floats gives each thread one 4-element copy
// of a 128x8 tile.
func TestSgemm2FromDocs(t *testing.T) {
	fma := mustMMA(t, "UniversalFMA", "float", "float", "float")
	mma := mustTiled(t, fma, layoutPtr("(16,16,1)", ""))
	if got := mma.TileShape().String(); got != "(16,16,1)" {
		t.Errorf("tile_shape = %s, want (16,16,1)", got)
	}
	thr, err := mma.GetSlice(17)
	if err != nil {
		t.Fatal(err)
	}
	gC := lay("(128,128)", "")
	p, _, err := thr.PartitionC(gC)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Shape().String(); got != "(1,8,8)" {
		t.Errorf("partition_C shape = %s, want (MMA,MMA_M,MMA_N) = (1,8,8)", got)
	}
	sA := lay("(128,8)", "")
	if p, _, _ := thr.PartitionA(sA); p.Shape().String() != "(1,8,8)" {
		t.Errorf("partition_A shape = %s, want (1,8,8)", p.Shape())
	}

	tr, err := LookupCopyTraits("UniversalCopy", []string{"uint128_t"})
	if err != nil {
		t.Fatal(err)
	}
	ca, err := MakeCopyAtom(tr, "float")
	if err != nil {
		t.Fatal(err)
	}
	val := lay("(4,1)", "")
	cp, err := MakeTiledCopy(ca, lay("(32,8)", ""), &val)
	if err != nil {
		t.Fatal(err)
	}
	if cp.TilerMN.String() != "(128,8)" || cp.Size() != 256 {
		t.Errorf("tiler %s size %d, want (128,8) and 256 threads", cp.TilerMN, cp.Size())
	}
	s, _, err := cp.GetSlice(33).PartitionS(lay("(128,8,4)", ""))
	if err != nil {
		t.Fatal(err)
	}
	if m0, _ := s.Mode(0); m0.Size() != 4 || s.Rank() != 4 || s.Size() != 16 {
		t.Errorf("partition_S = %s, want (CPY,CPY_M,CPY_K,k) with a CPY of 4 floats", s)
	}
}

// testAtoms are the atoms the property tests tile.
func testAtoms(t testing.TB) []MMAAtom {
	var out []MMAAtom
	for _, op := range MMAOps() {
		switch {
		case op == "UniversalFMA":
			out = append(out, mustMMA(t, op, "float", "float", "float"))
		case op == "SM120_16x8x32_TN":
			out = append(out, mustMMA(t, op, "float_e4m3_t", "float_e2m1_t", "float"))
		case strings.HasPrefix(op, "SM120::") || strings.HasPrefix(op, SparseGMMAPrefix):
			if args, ok := sm1xxArgs(op); ok {
				out = append(out, mustMMA(t, op, args...))
			}
		case strings.HasPrefix(op, "SM100_MMA_"):
			out = append(out, mustMMA(t, op, umma100Args(op)...))
		case strings.HasPrefix(op, "SM90_64x"):
			var n int
			fmt.Sscanf(op, "SM90_64x%d", &n)
			if n == 8 || n == 96 && !testing.Short() {
				if strings.Contains(op, "_TN") {
					out = append(out, mustMMA(t, op)) // K-major only; ScaleIn defaulted
				} else {
					out = append(out, mustMMA(t, op, "GMMA::Major::K", "GMMA::Major::K"))
				}
			}
		default:
			out = append(out, mustMMA(t, op))
		}
	}
	return out
}

// coverage counts how often each index in [0,n) is an image of l.
func coverage(t testing.TB, l engine.Layout, n int) []int {
	t.Helper()
	count := make([]int, n)
	for i := 0; i < l.Size(); i++ {
		v, err := l.Eval(engine.Int(i))
		if err != nil {
			t.Fatal(err)
		}
		if v < 0 || v >= n {
			t.Fatalf("%s(%d) = %d is outside the tile [0,%d)", l, i, v, n)
		}
		count[v]++
	}
	return count
}

// TestTiledMMACoversItsTile: every TV layout of a TiledMMA maps (thread,
// value) onto each element of its tile equally often: as often as one atom
// covers an element of its own tile (once, or 128 times for GMMA's
// shared-memory A and B), times the threads tiled along the mode the
// operand does not have (N for A, M for B, K for C), times the thread
// indices per thread where ThrID leaves gaps (Volta's quad pairs).
// shortCoverage is the most (thread, value) pairs one TV layout of
// TestTiledMMACoversItsTile visits under -short.
const shortCoverage = 1 << 16

// fullCoverage is that bound without -short: the SM100 atoms tiled
// (2,2,1) have TV layouts of tens of millions of pairs, which would make
// the full run take hours; every atom still meets the check at the
// tilings whose layouts fit.
const fullCoverage = 1 << 18

func TestTiledMMACoversItsTile(t *testing.T) {
	thrs := []*engine.Layout{nil, layoutPtr("(2,2,1)", ""), layoutPtr("(2,1,2)", "(1,4,2)"), layoutPtr("(1,2,1)", "")}
	atoms := testAtoms(t)
	limit := fullCoverage
	if testing.Short() {
		limit = shortCoverage
		// A sample: one tiling, every 4th atom (the first and last of the
		// table among them), TV layouts of at most shortCoverage pairs;
		// without -short every atom, tiling and layout.
		thrs = thrs[1:2]
		var sample []MMAAtom
		for i, a := range atoms {
			if i%4 == 0 || i == len(atoms)-1 {
				sample = append(sample, a)
			}
		}
		atoms = sample
	}
	for _, a := range atoms {
		for _, thr := range thrs {
			m := mustTiled(t, a, thr)
			M, N, K := m.TileSize(0), m.TileSize(1), m.TileSize(2)
			for _, op := range []struct {
				name   string
				get    func(...*engine.Trace) (engine.Layout, error)
				atomTV engine.Layout
				x, y   int // the tile's modes
				other  int // the ThrLayoutVMNK mode it is replicated over
			}{
				{"A", m.GetLayoutA_TV, a.ALayout, M, K, 2},
				{"B", m.GetLayoutB_TV, a.BLayout, N, K, 1},
				{"C", m.GetLayoutC_TV, a.CLayout, M, N, 3},
			} {
				tv, err := op.get()
				if err != nil {
					t.Fatalf("%s %v: %v", a.Op, thr, err)
				}
				if tv.Size() > limit {
					continue // GMMA's shared-memory A and B, UMMA tiles: millions of (thread, value) pairs
				}
				// The thread mode spans the thread indices ThrLayoutVMNK
				// reaches: Volta's quad pairs leave gaps, whose indices
				// repeat the elements of the threads beside them.
				span := modeSize(tv, 0)
				comp, _ := engine.Complement(m.ThrLayoutVMNK, engine.CosizeOf(engine.Filter(m.ThrLayoutVMNK)))
				if want := m.Size() * comp.Size(); span != want {
					t.Errorf("%s: %s_TV %s has %d thread indices, want size(make_layout(vmnk, complement(vmnk))) = %d", a.Op, op.name, tv, span, want)
				}
				atomTile := a.ShapeMNK.At(0).Value() * a.ShapeMNK.At(2).Value()
				if op.name == "B" {
					atomTile = a.ShapeMNK.At(1).Value() * a.ShapeMNK.At(2).Value()
				}
				if op.name == "C" {
					atomTile = a.ShapeMNK.At(0).Value() * a.ShapeMNK.At(1).Value()
				}
				want := op.atomTV.Size() / atomTile * modeSize(m.ThrLayoutVMNK, op.other) * span / m.Size()
				for e, c := range coverage(t, tv, op.x*op.y) {
					if c != want {
						t.Errorf("%s tiled by %v: %s_TV %s covers element %d %d times, want %d", a.Op, thr, op.name, tv, e, c, want)
						break
					}
				}
			}
		}
	}
}

// TestPartitionCNamesTheTVCoordinates: partition_C of one tile gives each
// thread exactly the elements its row of get_layoutC_TV names (the tile
// as a column-major layout, whose offsets are the flat (m,n) indices).
func TestPartitionCNamesTheTVCoordinates(t *testing.T) {
	for _, a := range testAtoms(t) {
		m := mustTiled(t, a, layoutPtr("(2,2,1)", ""))
		tv, err := m.GetLayoutC_TV()
		if err != nil {
			t.Fatal(err)
		}
		tile := lay(fmt.Sprintf("(%d,%d)", m.TileSize(0), m.TileSize(1)), "")
		step := 1
		if testing.Short() {
			step = 37
		}
		for thr := 0; thr < m.Size(); thr += step {
			s, err := m.GetSlice(thr)
			if err != nil {
				t.Fatal(err)
			}
			p, off, err := s.PartitionC(tile)
			if err != nil {
				t.Fatal(err)
			}
			got := map[int]int{}
			for i := 0; i < p.Size(); i++ {
				v, _ := p.Eval(engine.Int(i))
				got[v+off]++
			}
			want := map[int]int{}
			for v := 0; v < modeSize(tv, 1); v++ {
				x, _ := tv.Eval(engine.Tuple(engine.Int(thr), engine.Int(v)))
				want[x]++
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s thread %d: partition_C gives %v, get_layoutC_TV names %v", a.Op, thr, got, want)
				break
			}
		}
	}
}

// TestTiledCopyLayoutsInvertTheTile: make_tiled_copy's TV layout undoes
// raked_product(thr, val): TV(layout_mn(i)) = i on the whole tile, and
// for a copy whose reference is its source, get_layoutS_TV is TV.
func TestTiledCopyLayoutsInvertTheTile(t *testing.T) {
	tr, _ := LookupCopyTraits("UniversalCopy", []string{"uint128_t"})
	for _, ty := range []string{"half_t", "float", "uint8_t", "double"} {
		ca, err := MakeCopyAtom(tr, ty)
		if err != nil {
			t.Fatal(err)
		}
		vals := ca.NumValSrc()
		for _, c := range []struct{ thr, val engine.Layout }{
			{lay("(32,8)", ""), lay(fmt.Sprintf("(%d,1)", vals), "")},
			{lay("(16,8)", "(8,1)"), lay(fmt.Sprintf("(1,%d)", vals), "")},
			{lay("(8,4,2)", "(1,16,8)"), lay(fmt.Sprintf("(1,%d,1)", vals), "")},
		} {
			cp, err := MakeTiledCopy(ca, c.thr, &c.val)
			if err != nil {
				t.Fatal(err)
			}
			mn, _ := engine.RakedProduct(c.thr, c.val)
			for i := 0; i < mn.Size(); i++ {
				tvIdx, _ := mn.Eval(engine.Int(i))
				back, _ := cp.LayoutTV.Eval(engine.Int(tvIdx))
				if back != i {
					t.Fatalf("%s thr %s val %s: TV(layout_mn(%d)) = %d", ty, c.thr, c.val, i, back)
				}
			}
			s, err := cp.GetLayoutS_TV()
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < cp.LayoutTV.Size(); i++ {
				a, _ := s.Eval(engine.Int(i))
				b, _ := cp.LayoutTV.Eval(engine.Int(i))
				if a != b {
					t.Fatalf("%s: get_layoutS_TV %s and TiledLayout_TV %s differ at %d", ty, s, cp.LayoutTV, i)
				}
			}
		}
	}
}

// TestAtomRefusals: what C++ stops with a static_assert is refused with
// its condition.
func TestAtomRefusals(t *testing.T) {
	sm80 := mustMMA(t, "SM80_16x8x16_F32F16F16F32_TN")
	_, err := MakeTiledMMA(sm80, layoutPtr("(2,2,1,1)", ""), nil)
	wantCond(t, err, "N > tuple_size<T>::value") // append<3>'s, before TiledMMA's "requires rank-3 AtomLayoutMNK"
	_, err = LookupMMA("SM90_64x64x16_F32F16F16_RS", []string{"GMMA::Major::MN", "GMMA::Major::K"})
	wantCond(t, err, "Register source operand A must have K major layout.")
	_, err = LookupMMA("SM90_64x64x16_F32F16F16_SS", []string{"GMMA::Major::K"})
	wantCond(t, err, "wrong number of template arguments")
	_, err = LookupMMA("SM90_64x24x16_F32F16F16_SS", []string{"GMMA::Major::K", "GMMA::Major::K"})
	wantCond(t, err, "defined(CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED)")
	_, err = LookupMMA("SM80_16x8x16_F32F16F16F32_NT", nil)
	wantCond(t, err, "unknown MMA operation")
	tr, _ := LookupCopyTraits("SM75_U32x4_LDSM_N", nil)
	_, err = MakeCopyAtom(tr, "double") // 32 threads x 2 doubles read, but the 128 bits a thread writes are 2 doubles of 16 threads
	wantCond(t, err, "CopyOperation is not valid for Dst of ValType.")
	_, err = LookupCopyTraits("SM80_CP_ASYNC_CACHEALWAYS", []string{"uint16_t"})
	wantCond(t, err, "cp.async sizeof(TS) is not supported")
	u, _ := LookupCopyTraits("UniversalCopy", []string{"uint128_t"})
	ca, _ := MakeCopyAtom(u, "half_t")
	val := lay("(1,4)", "")
	_, err = MakeTiledCopy(ca, lay("(16,8)", "(8,1)"), &val)
	wantCond(t, err, "TiledCopy uses too few vals for selected CopyAtom")
	m := mustTiled(t, sm80, nil)
	_, err = m.ThrfrgC(lay("64", ""))
	wantCond(t, err, "rank(ctensor) >= Int<2>{}")
}

func wantCond(t *testing.T, err error, cond string) {
	t.Helper()
	e, ok := err.(*engine.Error)
	if !ok || e.Cond != cond {
		t.Errorf("error %v, want condition %q", err, cond)
	}
}

// BenchmarkGMMA64x256x16LayoutC_TV: make_tiled_mma of a 64x256x16 GMMA
// (2x1 warpgroups) and its get_layoutC_TV.
func BenchmarkGMMA64x256x16LayoutC_TV(b *testing.B) {
	a := mustMMA(b, "SM90_64x256x16_F32F16F16_SS", "GMMA::Major::K", "GMMA::Major::K")
	thr := layoutPtr("(2,1,1)", "")
	for b.Loop() {
		m, err := MakeTiledMMA(a, thr, nil)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := m.GetLayoutC_TV(); err != nil {
			b.Fatal(err)
		}
	}
}
