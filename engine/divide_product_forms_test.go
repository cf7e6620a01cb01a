package engine

import (
	"strconv"
	"testing"
)

// The FORM (nesting, rank-1 tuples, size-1 and
// stride-0 modes, order of modes) of divides, products, inverses, recasts,
// tile_to_shape and slices on composite inputs. Each expected value was
// traced by hand through the newest C++ layout.hpp (logical_divide with
// complement(tiler, shape(coalesce(layout))), composition_impl with the
// Stride Divisibility Condition, right/left_inverse through SortByKey,
// blocked_product = zip(get<0>, get<1>) without coalesce, tile_to_shape =
// blocked_product(append<R>(block), make_ordered_layout(product_shape)))
// and tuple_algorithms.hpp (zip2_by, zip, repeat<1>(x) = x), every integer
// static. The comment on each group names the C++ branches that decide the form.
func TestDivideProductForms(t *testing.T) {
	L := func(s string) Layout { return lay(t, s) }
	T := func(s string) IntTuple { return tup(t, s) }
	str := layoutResult
	left := func(l Layout) string { return str(LeftInverse(l)) }
	vec := func(n int, err error) string {
		if err != nil {
			return "error: " + err.Error()
		}
		return strconv.Itoa(n)
	}
	sliced := func(l Layout, c string) string {
		s, off, err := l.Slice(T(c))
		if err != nil {
			return "error: " + err.Error()
		}
		return "(" + s.String() + "," + strconv.Itoa(off) + ")"
	}
	M := L("((2,3),(4,(1,5))):((1,2),(6,(0,24)))")

	cases := []struct{ name, got, want string }{
		// logical_divide(Layout, Layout): the cotarget is shape(coalesce(A)),
		// here the tuple (6,4); complement's rest_shape is
		// coalesce(ceil_div((6,4), 4)) = coalesce((2,4)) = 8 (the tuple/int
		// fold), not ceil_div(24, 4) = 6. composition_impl then walks A's
		// modes: 8:4 gives (2,4):(4,10) (weak stride divisibility, 4 < 6).
		{"logical_divide tuple cotarget", str(LogicalDivide(L("(6,4):(1,10)"), L("4:1"))), "(4,(2,4)):(1,(4,10))"},
		// A stride-0 mode keeps coalesce((4,6):(0,1)) at rank 2, so the
		// cotarget is (4,6): ceil_div((4,6), 2) = (2,6), coalesced to 12.
		{"logical_divide stride-0 A", str(LogicalDivide(L("(4,6):(0,1)"), L("2:1"))), "(2,(2,6)):(0,(0,1))"},
		// A nested layout tiler: composition_impl distributes over the
		// tiler's tuple shape (transform_layout), so the result keeps its
		// nesting ((2,4),(2,2)); B's 4:4 skips A's 4:2 (next_shape 1) and
		// takes the stride-0 2:0 mode, then the rest 2 at stride 8.
		{"logical_divide nested tiler", str(LogicalDivide(L("((4,2),3):((2,0),8)"), L("(2,4):(1,4)"))), "((2,(2,2)),(2,2)):((2,(0,8)),(4,16))"},
		{"logical_divide int tiler on nested A", str(LogicalDivide(L("((4,2),3):((2,0),8)"), T("4"))), "(4,(2,3)):(2,(0,8))"},
		// A tuple tiler on an integer-shaped layout: transform_layout uses
		// get<0>(8:1) = 8:1 and make_layout of one layout wraps it.
		{"logical_divide (2) on 8:1", str(LogicalDivide(L("8:1"), T("(2)"))), "((2,4)):((1,2))"},
		// By-mode tilers nest: each size-1 tile is make_layout(1) = 1:0 and
		// complement(1:0, n) = make_layout(n) (stride-0 special case), so the
		// result keeps (1,n) modes; `_` keeps a mode untouched.
		{"logical_divide nested by-mode", str(LogicalDivide(L("((2,1),(3,4)):((1,0),(2,6))"), T("(2,(3,2))"))), "((2,1),((3,1),(2,2))):((1,0),((2,0),(6,12)))"},
		{"logical_divide <_,2>", str(LogicalDivide(L("((2,1),(3,4)):((1,0),(2,6))"), T("(_,2)"))), "((2,1),(2,6)):((1,0),(2,4))"},
		{"logical_divide <1,(3,2)>", str(LogicalDivide(L("(2,(3,4)):(12,(4,1))"), T("(1,(3,2))"))), "((1,2),((3,1),(2,2))):((0,12),((4,0),(1,2)))"},
		{"logical_divide <3,layout>", str(LogicalDivide(L("(3,8):(8,1)"), ByMode{T("3"), L("(2,2):(2,1)")})), "((3,1),((2,2),2)):((8,0),((2,1),4))"},
		{"logical_divide <2,(_,3)>", str(LogicalDivide(L("(4,(1,6)):(1,(0,4))"), T("(2,(_,3))"))), "((2,2),(1,(3,2))):((1,2),(0,(4,12)))"},

		// zip2_by follows the tiler's profile: the tile parts of the leaves
		// go to mode 0 in tiler order, the rest parts then A's untouched
		// modes to mode 1; tiled_ and flat_divide slice with repeat<R>(_),
		// which is `_` itself for R = 1 (a rank-1 mode stays a tuple).
		{"zipped_divide nested by-mode", str(ZippedDivide(L("(4,(1,6)):(1,(0,4))"), T("(2,(1,3))"))), "((2,(1,3)),(2,(1,2))):((1,(0,4)),(2,(0,12)))"},
		{"tiled_divide nested by-mode", str(TiledDivide(L("(4,(1,6)):(1,(0,4))"), T("(2,(1,3))"))), "((2,(1,3)),2,(1,2)):((1,(0,4)),2,(0,12))"},
		{"flat_divide nested by-mode", str(FlatDivide(L("(4,(1,6)):(1,(0,4))"), T("(2,(1,3))"))), "(2,(1,3),2,(1,2)):(1,(0,4),2,(0,12))"},
		{"zipped_divide rest keeps A's modes", str(ZippedDivide(L("(4,6,2):(1,4,0)"), T("(2,3)"))), "((2,3),(2,2,2)):((1,4),(2,12,0))"},
		{"zipped_divide deep guide", str(ZippedDivide(L("((2,2),(2,2)):((1,4),(2,8))"), T("((2,1),(1,2))"))), "(((2,1),(1,2)),((1,2),(2,1))):(((1,0),(0,8)),((0,4),(2,0)))"},
		{"tiled_divide deep guide", str(TiledDivide(L("((2,2),(2,2)):((1,4),(2,8))"), T("((2,1),(1,2))"))), "(((2,1),(1,2)),(1,2),(2,1)):(((1,0),(0,8)),(0,4),(2,0))"},
		{"zipped_divide layout tilers", str(ZippedDivide(L("(8,8):(8,1)"), ByMode{L("(2,2):(4,1)"), L("(2):(1)")})), "(((2,2),(2)),(2,4)):(((32,8),(1)),(16,2))"},
		{"flat_divide layout tilers", str(FlatDivide(L("(8,8):(8,1)"), ByMode{L("(2,2):(4,1)"), L("(2):(1)")})), "((2,2),(2),2,4):((32,8),(1),16,2)"},
		// Guide ((X)) on (((2,4)),4): the inner zip2_by gives ((2),(4)).
		{"zipped_divide <(2)>", str(ZippedDivide(L("(8,4):(1,8)"), ByMode{T("(2)")})), "(((2)),((4),4)):(((1)),((2),8))"},
		{"flat_divide <(2)>", str(FlatDivide(L("(8,4):(1,8)"), ByMode{T("(2)")})), "(((2)),(4),4):(((1)),(2),8)"},
		// A `_` leaf of the guide static_asserts a rank-2 mode and returns
		// it: the kept mode (4,3) is split as tile 4, rest 3.
		{"zipped_divide _ on a rank-2 mode", str(ZippedDivide(L("((4,3),5):((1,4),12)"), T("(_,5)"))), "((4,5),(3,1)):((1,12),(4,0))"},
		// flat_divide(8:1, ()): rank<0> = 0, repeat<0>(_) = (), keeps nothing
		// of mode 0; rank<1> = 1 keeps the rank-1 mode (8) whole.
		{"flat_divide ()", str(FlatDivide(L("8:1"), T("()"))), "((8)):((1))"},

		// logical_product = make_layout(block, composition(complement(block,
		// size(block)*cosize(tiler)), tiler)); the block keeps its form.
		{"logical_product nested block", str(LogicalProduct(L("(2,(1,3)):(1,(0,2))"), L("(2,2):(2,1)"))), "((2,(1,3)),(2,2)):((1,(0,2)),(12,6))"},
		{"logical_product nested by-mode", str(LogicalProduct(L("((2,2),(1,3)):((1,2),(0,4))"), T("(2,(2,3))"))), "(((2,2),2),((1,2),(3,3))):(((1,2),4),((0,1),(4,1)))"},
		{"zipped_product nested by-mode", str(ZippedProduct(L("((2,2),(1,3)):((1,2),(0,4))"), T("((2,1),3)"))), "(((2,2),(1,3)),((2,1),3)):(((1,2),(0,4)),((2,0),1))"},
		{"flat_product nested by-mode", str(FlatProduct(L("((2,2),(1,3)):((1,2),(0,4))"), T("((2,1),3)"))), "((2,2),(1,3),(2,1),3):((1,2),(0,4),(2,0),1)"},
		// complement((2,3):(0,1), 30): filter drops the stride-0 mode, 10:3.
		{"logical_product stride-0 block", str(LogicalProduct(L("(2,3):(0,1)"), L("3:2"))), "((2,3),3):((0,1),6)"},
		// composition_impl's stride-0 shortcut keeps the tiler's 2:0.
		{"logical_product stride-0 tiler", str(LogicalProduct(L("4:2"), L("(2,2):(0,1)"))), "(4,(2,2)):(2,(0,1))"},
		{"logical_product rank-1 tuples", str(LogicalProduct(L("((2,1)):((1,0))"), L("(3):(1)"))), "(((2,1)),(3)):(((1,0)),(2))"},
		{"zipped_product rank-1 tile", str(ZippedProduct(L("(2,3):(3,1)"), ByMode{L("(2):(1)"), L("3:2")})), "((2,3),((2),3)):((3,1),((1),6))"},
		{"zipped_product <(2)> nested A", str(ZippedProduct(L("((4,6),5):((1,4),24)"), ByMode{T("(2)")})), "(((4)),((2,6),5)):(((1)),((4,4),24))"},

		// blocked/raked_product: zip(get<0>, get<1>) (raked: swapped) of the
		// product of the append<R>-padded layouts; no coalesce.
		{"blocked_product nested block", str(BlockedProduct(L("(2,(2,2)):(1,(2,4))"), L("(3,2):(2,1)"))), "((2,3),((2,2),2)):((1,16),((2,4),8))"},
		{"raked_product nested block", str(RakedProduct(L("(2,(2,2)):(1,(2,4))"), L("(3,2):(2,1)"))), "((3,2),(2,(2,2))):((16,1),(8,(2,4)))"},
		{"raked_product padded block", str(RakedProduct(L("((2,2),3):((1,2),4)"), L("(2,1,2):(1,0,2)"))), "((2,(2,2)),(1,3),(2,1)):((12,(1,2)),(0,4),(24,0))"},
		// complement((4,1):(0,0), 16) = make_layout(16) (stride-0 case).
		{"blocked_product stride-0 block", str(BlockedProduct(L("4:0"), L("(2,2):(1,2)"))), "((4,2),(1,2)):((0,1),(0,2))"},
		{"blocked_product rank-1 both", str(BlockedProduct(L("((2,2)):((1,2))"), L("((3)):((1))"))), "(((2,2),(3))):(((1,2),(4)))"},

		// tile_to_shape: product_each of both, make_layout(product_shape)
		// (size-1 modes stride 0), blocked_product; no coalesce in the newest
		// layout.hpp, so the block's form survives inside each mode.
		{"tile_to_shape nested block", str(TileToShape(L("(2,(1,2)):(1,(0,2))"), T("(4,8)"), ModeOrder{})), "((2,2),((1,2),4)):((1,4),((0,2),8))"},
		{"tile_to_shape padded", str(TileToShape(L("(2,2):(2,1)"), T("(4,4,2)"), ModeOrder{})), "((2,2),(2,2),(1,2)):((2,4),(1,8),(0,16))"},
		{"tile_to_shape 1:0", str(TileToShape(L("1:0"), T("(2,3)"), ModeOrder{})), "((1,2),(1,3)):((0,1),(0,2))"},
		{"tile_to_shape rank-1 block", str(TileToShape(L("((2,2)):((1,2))"), T("12"), ModeOrder{})), "(((2,2),3)):(((1,2),4))"},

		// right_inverse: coalesce, SortByKey, keep stride == curr; the result
		// is coalesced, so it is an integer layout or a flat tuple.
		{"right_inverse nested stride-0", RightInverse(L("((4,2),(1,3)):((0,1),(5,2))")).String(), "6:4"},
		{"right_inverse size-1 inside", RightInverse(L("(2,(1,3)):(3,(7,1))")).String(), "(3,2):(2,1)"},
		// left_inverse: shapes d_i/size at prefix products; the two stride-0
		// modes merge in coalesce ((2,2,3):(0,0,1) -> (4,3):(0,1)).
		{"left_inverse nested", left(L("(4,(2,2)):(4,(1,16))")), "(4,4,2):(4,1,8)"},
		{"left_inverse merged stride-0", left(L("((2,2),3):((0,0),1)")), "3:4"},
		// The last sorted mode's shape closes the fold: here 4, stride 2.
		{"left_inverse stride-0 first", left(L("(2,4):(0,2)")), "(2,4):(0,2)"},
		// nullspace: the flat stride-0 modes at compact_major<LayoutLeft>
		// strides of the flat shape, unwrapped.
		{"nullspace size-1 modes", Nullspace(L("((2,1),(3,(1,4))):((1,0),(2,(0,6)))")).String(), "(1,1):(0,0)"},
		{"nullspace all zero", Nullspace(L("(2,(3,1)):(0,(0,0))")).String(), "(2,3,1):(1,2,0)"},
		// max_common_layout: composition(inv_b, layout<0>(common)).
		{"max_common_layout permuted", str(MaxCommonLayout(L("(4,2):(2,1)"), L("(4,2):(2,1)"))), "(2,4):(4,1)"},
		{"max_common_layout size-1 mode", str(MaxCommonLayout(L("(1,4):(0,1)"), L("4:1"))), "4:1"},
		{"max_common_vector nested", vec(MaxCommonVector(L("((2,2),3):((1,2),4)"), L("(4,3):(1,4)"))), "12"},

		// upcast/downcast: transform_layout keeps the nesting; a static
		// stride d becomes signum(d)*ceil_div(|d|, N) and the shape
		// ceil_div(s, ceil_div(N, |d|)); stride 0 stays; a ±1 stride grows.
		{"upcast nested", str(Upcast(L("((4,1),(2,8)):((1,0),(4,8))"), 2)), "((2,1),(2,8)):((1,0),(2,4))"},
		{"upcast to size 1", str(Upcast(L("(2,4):(1,-2)"), 4)), "(1,2):(1,-1)"},
		{"upcast stride 2 by 4", str(Upcast(L("(2,3):(2,8)"), 4)), "(1,3):(1,2)"},
		{"upcast divisibility", str(Upcast(L("(2,(3,4)):(1,(2,6))"), 4)), "error: Divisibility condition"},
		{"downcast nested", str(Downcast(L("(2,(3,4)):(-1,(1,6))"), 2)), "(4,(6,4)):(-1,(1,12))"},

		// slice: lift_slice concatenates the kept modes of every level, so
		// the result is one tuple of the `_` modes (never unwrapped).
		{"slice deep", sliced(M, "((1,_),(_,(0,_)))"), "((3,4,5):(2,6,24),1)"},
		{"slice rank-1", sliced(M, "(1,_)"), "(((4,(1,5))):((6,(0,24))),1)"},
		{"slice offset", sliced(M, "((_,_),(2,(_,3)))"), "((2,3,1):(1,2,0),84)"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %s, C++ gives %s", c.name, c.got, c.want)
		}
	}
}
