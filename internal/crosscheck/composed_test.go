package crosscheck

import "testing"

// TestCutlassComposed checks random cases of the composed-layout overloads
// (layout_composed.hpp, swizzle_layout.hpp): nested composed layouts,
// negative swizzle shifts, offsets, size-1 and stride-0 modes.
func TestCutlassComposed(t *testing.T) {
	seed, n := campaign(t, 400, 80)
	compare(t, ComposedCases(seed, n))
}
