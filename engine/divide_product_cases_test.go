package engine

import (
	"testing"
)

// The values of divides, products, inverses, recast, tile_to_shape,
// slices and layout construction, against C++ CuTe's layout.hpp,
// int_tuple.hpp, tuple_algorithms.hpp and underscore.hpp, every integer
// static. Each expected value was traced by hand through the C++ function
// and branch named in its comment.
func TestDivideProductCases(t *testing.T) {
	L := func(s string) Layout { return lay(t, s) }
	T := func(s string) IntTuple { return tup(t, s) }
	str := layoutResult
	cases := []struct {
		name, got, want string
	}{
		// right_inverse: SortByKey orders the strides with exchange_sort, which
		// is not stable: strides (2,2,1) sort as modes 2,1,0. Mode 2 (1) then
		// mode 1 (2) are kept at prefix products 4 and 2: coalesce((1,2,2):(0,4,2)).
		{"right_inverse ties", RightInverse(L("(2,2,2):(2,2,1)")).String(), "(2,2):(4,2)"},
		// left_inverse, same order: shapes 1/1, 2/1, 2/2 at 4, 2, 1, then the
		// shape of the last sorted mode (0): coalesce((1,2,1,2):(0,4,2,1)).
		{"left_inverse ties", str(LeftInverse(L("(2,2,2):(2,2,1)"))), "(2,2):(4,1)"},
		// Ties with nothing smaller before them stay in order: mode 0 first.
		{"right_inverse equal strides", RightInverse(L("(2,2):(1,1)")).String(), "2:1"},
		{"left_inverse equal strides", str(LeftInverse(L("(2,2):(1,1)"))), "2:2"},
		// right_inverse compares the signed stride with curr (starting at _1):
		// a negative stride never matches, so the fold keeps only (_1):(_0).
		{"right_inverse negative", RightInverse(L("4:-1")).String(), "1:0"},
		{"right_inverse permutation", RightInverse(L("(2,3):(3,1)")).String(), "(3,2):(2,1)"},
		// left_inverse skips static stride-0 modes; the result ends with the
		// shape of the last sorted mode, here the stride-0 one itself.
		{"left_inverse stride 0", str(LeftInverse(L("4:0"))), "4:0"},
		{"left_inverse stride 0 first", str(LeftInverse(L("(4,2):(0,1)"))), "2:4"},

		// tile_to_shape: product_each(shape(trg_shape)) wraps an integer
		// target, so the tiler is make_ordered_layout((4), LayoutLeft) = (4):(1)
		// and blocked_product zips 2 with (4): ((2,(4))).
		{"tile_to_shape int target", str(TileToShape(L("2:1"), T("8"), ModeOrder{})), "((2,(4))):((1,(2)))"},
		{"tile_to_shape rank-1 target", str(TileToShape(L("2:1"), T("(8)"), ModeOrder{})), "((2,(4))):((1,(2)))"},
		// append<2>(2:1) = (2,1):(1,0); the tiler is (4,3):(1,4) from the
		// sizes of the target's modes, whose nesting is not kept.
		{"tile_to_shape nested target", str(TileToShape(L("2:1"), T("((2,4),3)"), ModeOrder{})), "((2,4),(1,3)):((1,2),(0,8))"},

		// blocked_product / raked_product are declared for two Layouts only.
		{"blocked_product int", str(BlockedProduct(L("4:1"), T("3"))), "error: invalid argument"},
		{"raked_product tiler", str(RakedProduct(L("(2,2):(1,2)"), ByMode{T("3"), Underscore()})), "error: invalid argument"},
		// zip((4),3): zip's static_assert needs every element to be a tuple of
		// rank(get<0>) ("Mismatched Ranks"); an integer first element is
		// wrapped instead: zip(3,(4)) = ((3,(4))).
		{"blocked_product rank-1 block", str(BlockedProduct(L("(4):(1)"), L("3:1"))), "error: Mismatched Ranks"},
		{"raked_product rank-1 block", str(RakedProduct(L("(4):(1)"), L("3:1"))), "((3,(4))):((4,(1)))"},
		{"blocked_product rank-1 tiler", str(BlockedProduct(L("4:1"), L("(3):(1)"))), "((4,(3))):((1,(4)))"},
		{"raked_product rank-1 tiler", str(RakedProduct(L("4:1"), L("(3):(1)"))), "error: Mismatched Ranks"},
		// No coalesce after the zip: the padded 1:0 mode stays.
		{"blocked_product padded", str(BlockedProduct(L("(2,2):(1,2)"), L("3:1"))), "((2,3),(2,1)):((1,4),(2,0))"},
		{"raked_product padded", str(RakedProduct(L("(2,2):(1,2)"), L("(3,1,2):(1,0,3)"))), "((3,2),(1,2),(2,1)):((4,1),(0,2),(12,0))"},

		// group<B,E> builds construct(t, take<B,E>(t), seq<B>, make_seq<(B<E)>, ...):
		// an empty range inserts nothing; an integer is wrapped by get<0>.
		{"group empty range", str(L("(2,3,4):(1,2,6)").Group(1, 1)), "(2,3,4):(1,2,6)"},
		{"group<0,0> int", str(L("8:1").Group(0, 0)), "(8):(1)"},
		{"group<0,1> int", str(L("8:1").Group(0, 1)), "((8)):((1))"},
		{"group<1,3>", str(L("(2,3,4,5):(1,2,6,24)").Group(1, 3)), "(2,(3,4),5):(1,(2,6),24)"},

		// Divides and products already agreeing with C++ (traced, kept as guards).
		// zip2_by with an empty guide: ((),(all modes)); flat_divide slices
		// with repeat<0>(_) = (), which keeps nothing of mode 0.
		{"zipped_divide ()", str(ZippedDivide(L("(4,3):(1,4)"), T("()"))), "((),(4,3)):((),(1,4))"},
		{"tiled_divide ()", str(TiledDivide(L("(4,3):(1,4)"), T("()"))), "((),4,3):((),1,4)"},
		{"flat_divide ()", str(FlatDivide(L("(4,3):(1,4)"), T("()"))), "(4,3):(1,4)"},
		// transform_layout keeps A's mode 1; zip2_by appends it to the rest.
		{"zipped_divide rank-1 tiler", str(ZippedDivide(L("(4,6):(1,4)"), T("(2)"))), "((2),(2,6)):((1),(2,4))"},
		{"tiled_divide rank-1 tiler", str(TiledDivide(L("(4,6):(1,4)"), T("(2)"))), "((2),2,6):((1),2,4)"},
		// zip2_by(6, _): `_` is a leaf guide and static_asserts a rank-2 mode.
		{"zipped_divide _ leaf", str(ZippedDivide(L("(4,6):(1,4)"), ByMode{T("2"), Underscore()})), "error: Mismatched ranks"},
		// complement(3:1, 8) = 3:3: C++ divides 8 by 3 without complaint.
		{"logical_divide not dividing", str(LogicalDivide(L("8:1"), T("3"))), "(3,3):(1,3)"},
		// complement(4:0, 12): filter gives _1:_0, the stride-0 special case 12:1.
		{"logical_product stride-0 block", str(LogicalProduct(L("4:0"), L("3:1"))), "(4,3):(0,1)"},
		{"logical_product stride-0 tiler", str(LogicalProduct(L("4:1"), L("3:0"))), "(4,3):(1,0)"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %s, want %s", c.name, c.got, c.want)
		}
	}
}
