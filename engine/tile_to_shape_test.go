package engine

import "testing"

// TestTileToShapeOrder: tile_to_shape(block, trg_shape, ord_shape), each
// row checked against C++ CuTe (g++ with CUTLASS's headers; the C++
// expression is under it). want is C++'s print, or "" where C++ refuses
// to compile it (tile_to_shape's static_asserts: the rank, the division).
func TestTileToShapeOrder(t *testing.T) {
	T := func(s string) IntTuple { return tup(t, s) }
	for _, c := range []struct {
		block, target string
		order         ModeOrder
		want          string
	}{
		{"(2):(1)", "(6,3,3)", OrderMajor(LayoutLeft), "((_2,_3),(_1,_3),(_1,_3)):((_1,_2),(_0,_6),(_0,_18))"},
		// C++: tile_to_shape(Layout<Shape<_2>,Stride<_1>>{},Shape<_6,_3,_3>{},LayoutLeft{})
		{"(2,8):(1,2)", "(8,24)", OrderOf(T("(0,0)")), "((_2,_4),(_8,_3)):((_1,_16),(_2,_16))"},
		// C++: tile_to_shape(Layout<Shape<_2,_8>,Stride<_1,_2>>{},Shape<_8,_24>{},Step<_0,_0>{})
		{"(1):(1)", "(4,4,4)", OrderOf(T("(0,2,0)")), "((_1,_4),(_1,_4),(_1,_4)):((_1,_1),(_0,_16),(_0,_1))"},
		// C++: tile_to_shape(Layout<Shape<_1>,Stride<_1>>{},Shape<_4,_4,_4>{},Step<_0,_2,_0>{})
		{"(2,2,2):(2,1,4)", "(8,2,8)", OrderOf(T("(1,2,0)")), "((_2,_4),(_2,_1),(_2,_4)):((_2,_32),(_1,_0),(_4,_8))"},
		// C++: tile_to_shape(Layout<Shape<_2,_2,_2>,Stride<_2,_1,_4>>{},Shape<_8,_2,_8>{},Step<_1,_2,_0>{})
		{"(2,2,2):(2,4,1)", "(6,6,6)", OrderOf(T("(0,2,1)")), "((_2,_3),(_2,_3),(_2,_3)):((_2,_8),(_4,_72),(_1,_24))"},
		// C++: tile_to_shape(Layout<Shape<_2,_2,_2>,Stride<_2,_4,_1>>{},Shape<_6,_6,_6>{},Step<_0,_2,_1>{})
		{"(2,2,2):(4,1,2)", "(8,4,6)", OrderOf(T("(0,2,1)")), "((_2,_4),(_2,_2),(_2,_3)):((_4,_8),(_1,_96),(_2,_32))"},
		// C++: tile_to_shape(Layout<Shape<_2,_2,_2>,Stride<_4,_1,_2>>{},Shape<_8,_4,_6>{},Step<_0,_2,_1>{})
		{"(2,2,2):(4,2,1)", "(4,2,8)", OrderOf(T("(0,0,2)")), "((_2,_2),(_2,_1),(_2,_4)):((_4,_8),(_2,_0),(_1,_16))"},
		// C++: tile_to_shape(Layout<Shape<_2,_2,_2>,Stride<_4,_2,_1>>{},Shape<_4,_2,_8>{},Step<_0,_0,_2>{})
		{"(2,2,4):(8,4,1)", "(4,4,8)", OrderOf(T("(0,2,0)")), "((_2,_2),(_2,_2),(_4,_2)):((_8,_16),(_4,_64),(_1,_16))"},
		// C++: tile_to_shape(Layout<Shape<_2,_2,_4>,Stride<_8,_4,_1>>{},Shape<_4,_4,_8>{},Step<_0,_2,_0>{})
		{"(2,2,8):(1,2,4)", "(6,2,32)", OrderOf(T("(1,2,0)")), "((_2,_3),(_2,_1),(_8,_4)):((_1,_128),(_2,_0),(_4,_32))"},
		// C++: tile_to_shape(Layout<Shape<_2,_2,_8>,Stride<_1,_2,_4>>{},Shape<_6,_2,_32>{},Step<_1,_2,_0>{})
		{"(4,2,2):(2,1,8)", "(8,6,8)", OrderMajor(LayoutRight), "((_4,_2),(_2,_3),(_2,_4)):((_2,_192),(_1,_64),(_8,_16))"},
		// C++: tile_to_shape(Layout<Shape<_4,_2,_2>,Stride<_2,_1,_8>>{},Shape<_8,_6,_8>{},LayoutRight{})
		{"(4,2,2):(2,8,1)", "(12,6,6)", OrderMajor(LayoutRight), "((_4,_3),(_2,_3),(_2,_3)):((_2,_144),(_8,_48),(_1,_16))"},
		// C++: tile_to_shape(Layout<Shape<_4,_2,_2>,Stride<_2,_8,_1>>{},Shape<_12,_6,_6>{},LayoutRight{})
		{"(4,4,2):(2,8,1)", "(4,8,8)", OrderMajor(LayoutRight), "((_4,_1),(_4,_2),(_2,_4)):((_2,_0),(_8,_128),(_1,_32))"},
		// C++: tile_to_shape(Layout<Shape<_4,_4,_2>,Stride<_2,_8,_1>>{},Shape<_4,_8,_8>{},LayoutRight{})
		{"(2,2,8):(16,1,2)", "(8,2,16)", OrderMajor(LayoutLeft), "((_2,_4),(_2,_1),(_8,_2)):((_16,_32),(_1,_0),(_2,_128))"},
		// C++: tile_to_shape(Layout<Shape<_2,_2,_8>,Stride<_16,_1,_2>>{},Shape<_8,_2,_16>{},LayoutLeft{})
		{"(4,2,2):(2,1,8)", "(16,4,8)", OrderMajor(LayoutLeft), "((_4,_4),(_2,_2),(_2,_4)):((_2,_16),(_1,_64),(_8,_128))"},
		// C++: tile_to_shape(Layout<Shape<_4,_2,_2>,Stride<_2,_1,_8>>{},Shape<_16,_4,_8>{},LayoutLeft{})
		{"(4,8,2):(1,8,4)", "(16,24,6)", OrderMajor(LayoutLeft), "((_4,_4),(_8,_3),(_2,_3)):((_1,_64),(_8,_256),(_4,_768))"},
		// C++: tile_to_shape(Layout<Shape<_4,_8,_2>,Stride<_1,_8,_4>>{},Shape<_16,_24,_6>{},LayoutLeft{})
		{"(2,4):(4,1)", "(6)", OrderOf(T("(0)")), ""},
		// C++: tile_to_shape(Layout<Shape<_2,_4>,Stride<_4,_1>>{},Shape<_6>{},Step<_0>{})
		{"(4,4,2):(2,8,1)", "(16,8)", OrderOf(T("(1,0)")), ""},
		// C++: tile_to_shape(Layout<Shape<_4,_4,_2>,Stride<_2,_8,_1>>{},Shape<_16,_8>{},Step<_1,_0>{})
		{"(2,2,4):(8,1,2)", "(7,2,12)", OrderOf(T("(0,0,2)")), ""},
		// C++: tile_to_shape(Layout<Shape<_2,_2,_4>,Stride<_8,_1,_2>>{},Shape<_7,_2,_12>{},Step<_0,_0,_2>{})
		{"(2,2,8):(1,2,4)", "(6,9,8)", OrderMajor(LayoutRight), ""},
		// C++: tile_to_shape(Layout<Shape<_2,_2,_8>,Stride<_1,_2,_4>>{},Shape<_6,_9,_8>{},LayoutRight{})
	} {
		r, err := TileToShape(lay(t, c.block), T(c.target), c.order)
		switch {
		case c.want == "" && err == nil:
			t.Errorf("tile_to_shape(%s, %s, %v) = %s, want a refusal", c.block, c.target, c.order, r.StaticString())
		case c.want != "" && err != nil:
			t.Errorf("tile_to_shape(%s, %s, %v): %v, want %s", c.block, c.target, c.order, err, c.want)
		case c.want != "" && r.StaticString() != c.want:
			t.Errorf("tile_to_shape(%s, %s, %v) = %s, want %s", c.block, c.target, c.order, r.StaticString(), c.want)
		}
		if err != nil && c.want == "" {
			e, ok := err.(*Error)
			if !ok || e.Op != "tile_to_shape" {
				t.Errorf("tile_to_shape(%s, %s, %v): %v, want tile_to_shape's refusal", c.block, c.target, c.order, err)
			}
		}
	}
	// The default order is LayoutLeft: TileToShape is the LayoutLeft form.
	for _, c := range [][2]string{{"(2,2):(1,2)", "(8,6)"}, {"2:1", "8"}, {"(2,(1,2)):(1,(0,2))", "(4,8)"}, {"(2,2):(2,1)", "(4,4,2)"}} {
		a, errA := TileToShape(lay(t, c[0]), T(c[1]), ModeOrder{})
		b, errB := TileToShape(lay(t, c[0]), T(c[1]), OrderMajor(LayoutLeft))
		z, errZ := TileToShape(lay(t, c[0]), T(c[1]), ModeOrder{})
		if errA != nil || errB != nil || errZ != nil || !a.Equal(b) || !a.Equal(z) {
			t.Errorf("tile_to_shape(%s, %s): %s %v, LayoutLeft %s %v, zero order %s %v", c[0], c[1], a, errA, b, errB, z, errZ)
		}
	}
	// The order's refusals are compact_order's.
	if _, err := TileToShape(lay(t, "(2,2):(1,2)"), T("(8,6)"), OrderOf(T("(1,0,2)"))); err == nil || err.(*Error).Op != "compact_order" {
		t.Errorf("an order of the wrong rank: %v, want compact_order's refusal", err)
	}
}
