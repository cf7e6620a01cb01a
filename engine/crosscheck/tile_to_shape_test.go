package crosscheck

import "testing"

// TestCutlassTileToShape checks tile_to_shape with an order
// (TileToShapeCases) against C++.
func TestCutlassTileToShape(t *testing.T) {
	n := 96
	if testing.Short() {
		n = 24
	}
	compare(t, TileToShapeCases(1, n))
}
