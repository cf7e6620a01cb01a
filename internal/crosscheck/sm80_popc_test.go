package crosscheck

import "testing"

// TestCutlassPOPC checks Ampere's 1-bit XOR/AND popcount MMAs.
func TestCutlassPOPC(t *testing.T) {
	compare(t, POPCCases())
}
