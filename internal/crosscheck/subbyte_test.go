package crosscheck

import "testing"

// TestCutlassSubbyte checks tensors of sub-byte element types.
func TestCutlassSubbyte(t *testing.T) {
	compare(t, SubbyteCases())
}
