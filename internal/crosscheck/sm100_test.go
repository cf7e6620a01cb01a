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
