package crosscheck

import "testing"

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
