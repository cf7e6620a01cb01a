package crosscheck

import (
	"os"
	"testing"
)

// TestCutlassFreeFunctions checks crd2crd, elem_scale, unflatten and
// replace<N>: the fixed cases and a random family.
func TestCutlassFreeFunctions(t *testing.T) {
	seed, n := campaign(t, 240, 48)
	compare(t, append(FreeFunctionFixed(), FreeFunctionCases(seed, n)...))
}

// TestCutlassUMMA checks Blackwell's UMMA atoms: printing, TiledMMAs,
// partitions and the TMEM accumulator of partition_fragment_C.
func TestCutlassUMMA(t *testing.T) {
	cs := UMMACases()
	if testing.Short() {
		cs = cs[:len(cs)/8]
	}
	compare(t, cs)
}

// TestCutlassUMMASmem checks UMMA's shared-memory layout atoms.
func TestCutlassUMMASmem(t *testing.T) {
	compare(t, UMMASmemCases())
}

// TestCutlassBlockScaledUMMA checks the block-scaled UMMA atoms
// (MXF8F6F4, MXF4 and their 2-SM forms): printing, TiledMMAs,
// partitions and the accumulator in TMEM.
func TestCutlassBlockScaledUMMA(t *testing.T) {
	cs := BlockScaledCases()
	if testing.Short() {
		cs = cs[:len(cs)/4]
	}
	compare(t, cs)
}

// TestCutlassTmemCopy checks the TMEM load and store atoms, SM100's 8-bit
// ldmatrix and stmatrix, and make_tmem_copy with its partitions.
func TestCutlassTmemCopy(t *testing.T) {
	cs := TmemCopyCases()
	if testing.Short() {
		cs = cs[:len(cs)/4]
	}
	compare(t, cs)
}

// TestCutlassUMMAInstrDesc checks the UMMA instruction descriptors
// (dense and block-scaled) bit by bit against the real unions: the word
// and every field, as g++ computes them from mma_sm100_desc.hpp.
func TestCutlassUMMAInstrDesc(t *testing.T) {
	compareDesc(t, InstrDescCases())
}

// TestCutlassUMMASmemDesc checks make_umma_desc against the real
// SmemDescriptor, both words and every field.
func TestCutlassUMMASmemDesc(t *testing.T) {
	compareDesc(t, SmemDescCases())
}

// compareDesc runs descriptor cases through g++ and compares C++'s text
// with what the engine answered.
func compareDesc(t *testing.T, ics []InstrDescCase) {
	dir := os.Getenv("CUTLASS_DIR")
	if dir == "" {
		t.Skip("CUTLASS_DIR is not set; the differential check against C++ CuTe needs CUTLASS's headers and g++")
	}
	cs := make([]Case, len(ics))
	for i, c := range ics {
		cs[i] = c.Case
	}
	c := NewCompiler(dir, t.TempDir())
	c.Cache = os.Getenv("CROSSCHECK_CACHE")
	res, err := c.Run(cs)
	if err != nil {
		t.Fatal(err)
	}
	agree, refuse := 0, 0
	for i, ic := range ics {
		got := normalise(res[i].Text)
		switch {
		case res[i].Refused && ic.Want == "":
			refuse++
		case res[i].Refused:
			t.Errorf("%s\n  C++ refuses it; the engine answers %s", ic.Expr, ic.Want)
		case ic.Want == "":
			t.Errorf("%s\n  C++: %s; the engine refuses it", ic.Expr, got)
		case got != ic.Want:
			t.Errorf("%s\n  C++:    %s\n  engine: %s", ic.Expr, got, ic.Want)
		default:
			agree++
		}
	}
	t.Logf("%d cases: %d agree, %d refused by both, %d disagree", len(ics), agree, refuse, len(ics)-agree-refuse)
}

// TestCutlassSparseSM120 checks Hopper's sparse GMMA atoms and SM120's
// block-scaled warp MMAs.
func TestCutlassSparseSM120(t *testing.T) {
	cs := SparseSM120Cases()
	if testing.Short() {
		cs = cs[:len(cs)/4]
	}
	compare(t, cs)
}

// TestCutlassSM120Sparse checks SM120's sparse warp MMAs.
func TestCutlassSM120Sparse(t *testing.T) {
	compare(t, SM120SparseCases())
}
