package crosscheck

import "testing"

// TestCutlassTileToShape checks tile_to_shape with an order
// (TileToShapeCases) against C++.
func TestCutlassTileToShape(t *testing.T) {
	seed, n := campaign(t, 96, 24)
	compare(t, TileToShapeCases(seed, n))
}
