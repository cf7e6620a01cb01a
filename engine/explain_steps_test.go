package engine

import "testing"

// TestTileToShapeTrace: the traced tile_to_shape gives TileToShapeOrder's
// layout under each order, ends its derivation at that layout, and
// refuses what it refuses.
func TestTileToShapeTrace(t *testing.T) {
	l := func(s, d string) Layout {
		x, err := MakeLayout(tup(t, s), tup(t, d))
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	cases := []struct {
		block  Layout
		target string
	}{
		{l("(2,2)", "(1,2)"), "(8,4)"},
		{l("(8,64)", "(64,1)"), "(64,128,3)"},
		{l("4", "1"), "(8,2)"},
		{l("((2,4),2)", "((1,8),2)"), "(16,(2,8))"},
	}
	for _, c := range cases {
		for _, ord := range []ModeOrder{OrderMajor(LayoutLeft), OrderMajor(LayoutRight)} {
			tr := &Trace{}
			got, err := TileToShape(c.block, tup(t, c.target), ord, tr)
			want, werr := TileToShape(c.block, tup(t, c.target), ord)
			if (err == nil) != (werr == nil) || err == nil && !got.Equal(want) {
				t.Errorf("tile_to_shape(%s, %s, %s) = %s, %v; untraced %s, %v", c.block, c.target, ord, got, err, want, werr)
				continue
			}
			if err == nil && tr.Steps[len(tr.Steps)-1].Value != want.String() {
				t.Errorf("tile_to_shape(%s, %s): the derivation ends at %q", c.block, c.target, tr.Steps[len(tr.Steps)-1].Value)
			}
		}
	}
	if _, err := TileToShape(l("(3,2)", "(1,3)"), tup(t, "(8,4)"), OrderMajor(LayoutLeft), &Trace{}); err == nil {
		t.Error("tile_to_shape of a block that does not divide the target")
	}
}
