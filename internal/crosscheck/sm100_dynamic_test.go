package crosscheck

import "testing"

// TestCutlassDynamicUMMA checks DynamicUMMACases against C++.
func TestCutlassDynamicUMMA(t *testing.T) {
	seed, n := campaign(t, 200, 40)
	compare(t, DynamicUMMACases(seed, n))
}

// TestCutlassDynamicUMMASmemDesc checks make_umma_desc of tiles with
// run-time integers against the real SmemDescriptor.
func TestCutlassDynamicUMMASmemDesc(t *testing.T) {
	compareDesc(t, DynamicSmemDescCases())
}

// TestDynamicUMMACasesDeterministic: DynamicUMMACases is seeded as
// checkFamily wants.
func TestDynamicUMMACasesDeterministic(t *testing.T) {
	checkFamily(t, "DynamicUMMACases", DynamicUMMACases)
}
