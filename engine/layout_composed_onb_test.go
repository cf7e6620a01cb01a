package engine

import (
	"strings"
	"testing"
)

// TestOnBActsOnBAndRecomposes: an operation that recomposes gives
// composition(A, O, f(B)), through a nested B; one answered for B alone
// gives f of B's layout, not composed; a B that is a swizzle is refused as
// C++ has no such overload.
func TestOnBActsOnBAndRecomposes(t *testing.T) {
	sw := Swizzle{2, 4, 2}
	c := MakeComposedLayout(sw, 1, lay(t, "(2,2):(1,2)"))
	coalesce := func(l Layout) (Layout, error) { return Coalesce(l), nil }
	r, err := c.OnB(OnBCoalesce, coalesce)
	if err != nil || r.String() != "Sw<2,4,2> o 1 o 4:1" {
		t.Errorf("coalesce(%s) = %v, %v; want Sw<2,4,2> o 1 o 4:1", c, r, err)
	}
	nested := MakeComposed(lay(t, "32:1"), IntOffset(3), c)
	r, err = nested.OnB(OnBCoalesce, coalesce)
	if err != nil || r.String() != "32:1 o 3 o Sw<2,4,2> o 1 o 4:1" {
		t.Errorf("coalesce(%s) = %v, %v; want 32:1 o 3 o Sw<2,4,2> o 1 o 4:1", nested, r, err)
	}
	r, err = c.OnB(OnBComplement, func(l Layout) (Layout, error) { return Complement(l, Int(8)) })
	if err != nil || r.String() != "2:4" {
		t.Errorf("complement(%s, 8) = %v, %v; want 2:4 (B's, not composed)", c, r, err)
	}
	onSwizzle := MakeComposed(lay(t, "32:1"), IntOffset(0), sw)
	if _, err := onSwizzle.OnB(OnBLogicalDivide, coalesce); err == nil || !strings.Contains(err.Error(), "no matching function") {
		t.Errorf("logical_divide of %s: %v, want no matching function", onSwizzle, err)
	}
}

// TestOnBNames: every operation has its own CuTe name.
func TestOnBNames(t *testing.T) {
	seen := map[string]bool{}
	for _, op := range OnBs() {
		n := op.String()
		if n == "OnB(?)" || seen[n] {
			t.Errorf("operation %d: name %q missing or repeated", op, n)
		}
		seen[n] = true
	}
	if OnBSize.Recomposes() || !OnBTileToShape.Recomposes() {
		t.Errorf("size recomposes = %v, tile_to_shape = %v; want false, true", OnBSize.Recomposes(), OnBTileToShape.Recomposes())
	}
}
