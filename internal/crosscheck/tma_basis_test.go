package crosscheck

import "testing"

// TestCutlassBasis checks layouts and tensors of ScaledBasis strides
// against C++ (BasisCases).
func TestCutlassBasis(t *testing.T) {
	compare(t, BasisCases())
}
