package crosscheck

import "testing"

// TestCutlassDynamicTensors checks DynamicTensorCases against C++:
// tensors of run-time extents and run-time block and thread indices.
func TestCutlassDynamicTensors(t *testing.T) {
	cs := DynamicTensorCases()
	if testing.Short() {
		cs = cs[:len(cs)/8]
	}
	compare(t, cs)
}
