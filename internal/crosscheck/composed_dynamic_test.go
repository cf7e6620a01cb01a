package crosscheck

import "testing"

// TestCutlassDynamicComposedTensors checks DynamicComposedTensorCases
// against C++, static markers included.
func TestCutlassDynamicComposedTensors(t *testing.T) {
	seed, n := campaign(t, 200, 40)
	compare(t, DynamicComposedTensorCases(seed, n))
}

// TestDynamicComposedTensorCasesDeterministic: DynamicComposedTensorCases
// is seeded as checkFamily wants.
func TestDynamicComposedTensorCasesDeterministic(t *testing.T) {
	checkFamily(t, "DynamicComposedTensorCases", DynamicComposedTensorCases)
}
