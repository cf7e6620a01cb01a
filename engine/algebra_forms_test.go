package engine

import (
	"testing"
)

// The FORM of composition, complement and coalesce
// results on composite inputs (nested layouts with size-1 and stride-0
// modes, by-mode tilers of layouts, ints, shapes and `_`). Each expected
// value was traced by hand through layout.hpp (the version with the weak
// "Stride Divisibility Condition" and SortByKey), tuple_algorithms.hpp and
// int_tuple.hpp, keeping the exact tuple structure at every step.
func TestAlgebraForms(t *testing.T) {
	L := func(s string) Layout { return lay(t, s) }
	T := func(s string) IntTuple { return tup(t, s) }
	str := layoutResult
	cases := []struct{ name, got, want string }{
		// composition(Layout, Tiler), is_tuple<Tiler>: transform_layout with
		// seq<>{} rests, i.e. make_layout(composition(get<I>(A), get<I>(T))...).
		// Mode 0: (2) is a tuple again, make_layout(composition(2:1, 2)) =
		// (2):(1); mode 1: `_` returns the mode unchanged.
		{"A∘((2),_)", str(Composition(L("((2,1),(1,3)):((1,0),(5,2))"), T("((2),_)"))), "((2),(1,3)):((1),(5,2))"},
		// Nested by-mode: <1,<_,2>> on mode 1. composition(1:0, 1) is
		// integral: coalesce_x(1:0) = 2:0 (trailing _1 becomes _2), then
		// composition_impl's integral-LShape branch 1:(1*0).
		{"A∘<_,<1,<_,2>>>", str(Composition(L("(2,(1,(1,4))):(1,(0,(3,2)))"), ByMode{Underscore(), ByMode{Int(1), ByMode{Underscore(), Int(2)}}})), "(2,(1,(1,2))):(1,(0,(3,2)))"},
		// Int tiler 2 on (2,3):(3,1): fold i=0 takes min(2,2) = 2 at 1*3,
		// rest_shape 1 -> unwrap: 2:3. (1,2) on (1,2):(0,6): 1:0 and 2:6.
		{"A∘(2,(1,2))", str(Composition(L("((2,3),(1,2)):((3,1),(0,6))"), T("(2,(1,2))"))), "(2,(1,2)):(3,(0,6))"},
		{"A∘(2,(2,2))", str(Composition(L("(3,(2,4)):(8,(1,2))"), T("(2,(2,2))"))), "(2,(2,2)):(8,(1,2))"},
		// (2,4):(1,2) coalesce_x-merges to 8:1 before the int tiler 4.
		{"A∘(_,4)", str(Composition(L("(3,(2,4)):(8,(1,2))"), T("(_,4)"))), "(3,4):(8,1)"},
		// <4:2,(2,2):(2,1)>: mode 1 is composition_impl over B's tuple:
		// 2:2 skips A's first 2:1 (next_shape ceil(2/2) = 1) and lands on
		// the last mode as 2:16; 2:1 takes A's first mode and unwraps.
		{"A∘<4:2,(2,2):(2,1)>", str(Composition(L("(8,(2,2)):(2,(1,16))"), ByMode{L("4:2"), L("(2,2):(2,1)")})), "(4,(2,2)):(4,(16,1))"},

		// composition(Layout, Layout): coalesce_x(A) flattens and drops
		// size-1 modes except a trailing one, whose stride survives as
		// size 2; composition_impl then appends rest_stride*stride<R-1>.
		{"(4,(1,3)):(1,(7,0)) ∘ 8:1", str(Composition(L("(4,(1,3)):(1,(7,0))"), L("8:1"))), "(4,2):(1,0)"},
		{"(2,(3,1)):(3,(1,5)) ∘ 12:1", str(Composition(L("(2,(3,1)):(3,(1,5))"), L("12:1"))), "(2,3,2):(3,1,5)"},
		{"((4),(1)):((2),(3)) ∘ 8", str(Composition(L("((4),(1)):((2),(3))"), Int(8))), "(4,2):(2,3)"},
		{"(6,(1,4)):(1,(0,6)) ∘ 12:2", str(Composition(L("(6,(1,4)):(1,(0,6))"), L("12:2"))), "12:2"},
		// 4:2 steps over the first 2:1 (next_stride 1), then takes 2 and 2.
		{"((2,2),(2,3)):((1,4),(2,8)) ∘ 4:2", str(Composition(L("((2,2),(2,3)):((1,4),(2,8))"), L("4:2"))), "(2,2):(4,2)"},
		// Fold i=1: min(2,3) = 2 does not divide rest_shape 3.
		{"((2,2),(2,3)):((1,4),(2,8)) ∘ 6", str(Composition(L("((2,2),(2,3)):((1,4),(2,8))"), Int(6))), "error: Shape Divisibility Condition"},
		// A coalesces to 12:1 (integral LShape): B keeps its nesting.
		{"((1,4),3):((9,1),4) ∘ ((2,2),3):((1,2),4)", str(Composition(L("((1,4),3):((9,1),4)"), L("((2,2),3):((1,2),4)"))), "((2,2),3):((1,2),4)"},
		// B rank-1 of rank-2: make_layout of one layout wraps at each level;
		// 2:2 on (4,2):(2,1) passes the weak check 2 < 4 and gives 2:4.
		{"(4,2):(2,1) ∘ (((2),2)):(((2),1))", str(Composition(L("(4,2):(2,1)"), L("(((2),2)):(((2),1))"))), "(((2),2)):(((4),2))"},
		// transform_layout over no mode (tiler ()) or an empty mode of B ends
		// in make_layout() with no argument: no overload, C++ does not compile.
		{"A∘()", str(Composition(L("(4,3):(1,4)"), T("()"))), "error: empty tiler"},
		{"A∘<(),_>", str(Composition(L("(4,3):(1,4)"), ByMode{T("()"), Underscore()})), "error: empty tiler"},
		{"8:1 ∘ ((),2):((),1)", str(Composition(L("8:1"), L("((),2):((),1)"))), "error: empty mode in B"},
		{"logical_divide(8:1, ((),2):((),1))", str(LogicalDivide(L("8:1"), L("((),2):((),1)"))), "error: empty mode in B"},
		// coalesce_x reads get<R-1> of A's flattened shape: R = 0.
		{"():() ∘ 2", str(Composition(L("():()"), Int(2))), "error: empty layout"},
		{"():() ∘ _", str(Composition(L("():()"), Underscore())), "():()"},

		// complement: filter (coalesce of filter_zeros), sort by stride,
		// rest_shape = coalesce(ceil_div(cotarget, new_stride)), then coalesce.
		// filter gives 6:1; rest ceil(24/6) = 4.
		{"complement(((2,1),(1,3)):((1,0),(0,2)), 24)", str(Complement(L("((2,1),(1,3)):((1,0),(0,2))"), Int(24))), "4:6"},
		// filter gives (2,2):(3,1); last new_shape 3/2 = 1 (integer
		// division); ceil_div((4,(3,2)), 6) = (1,(2,2)), coalesced to 4.
		{"complement((2,(3,2)):(3,(0,1)), (4,(3,2)))", str(Complement(L("(2,(3,2)):(3,(0,1))"), T("(4,(3,2))"))), "4:6"},
		// ceil_div(((2,2),(2,2)), 8) = ((1,1),(1,2)) -> 2 at stride 8.
		{"complement((2,2):(4,1), ((2,2),(2,2)))", str(Complement(L("(2,2):(4,1)"), T("((2,2),(2,2))"))), "(2,2):(2,8)"},
		// Default cotarget cosize(filter) = cosize(4:2) = 7: rest 1 at stride
		// 0 (compact_major of _1), coalesce((2,1):(1,0)) = 2:1.
		{"complement((3,(1,4)):(0,(9,2)))", str(Complement(L("(3,(1,4)):(0,(9,2))"), CosizeOf(Filter(L("(3,(1,4)):(0,(9,2))"))))), "2:1"},
		// is_constant<0, Stride>: make_layout(coalesce(((2,3),4))) = 24:1.
		{"complement(4:0, ((2,3),4))", str(Complement(L("4:0"), T("((2,3),4)"))), "24:1"},
		{"complement(((2,2)):((1,2)), (12))", str(Complement(L("((2,2)):((1,2))"), T("(12)"))), "3:4"},
		// ceil_div((16,(3)), 16) = (1,(3)) -> 3 at 16; nothing merges.
		{"complement(((2,(1,2)),3):((2,(5,8)),0), (16,(3)))", str(Complement(L("((2,(1,2)),3):((2,(5,8)),0)"), T("(16,(3))"))), "(2,2,3):(1,4,16)"},
		// coalesce(cotarget) is fold_first over flatten(cotarget): get<0> of
		// an empty tuple does not compile.
		{"complement(4:1, ())", str(Complement(L("4:1"), T("()"))), "error: empty cotarget"},
		{"complement(4:0, ((),()))", str(Complement(L("4:0"), T("((),())"))), "error: empty cotarget"},
		{"complement(4:1, ((),8))", str(Complement(L("4:1"), T("((),8)"))), "2:4"},
		{"complement(():(), 4)", str(Complement(L("():()"), Int(4))), "error: empty layout"},

		// coalesce(L, profile): transform_layout(L, profile) keeps L's modes
		// past the profile; an int terminal coalesces, `_` too (not a tuple).
		{"coalesce(A, ((1),1))", str(CoalesceProfile(L("((2,1),(1,3),4):((1,0),(0,2),6)"), T("((1),1)"))), "((2,1),3,4):((1,0),2,6)"},
		{"coalesce(A, (1,(1)))", str(CoalesceProfile(L("(2,(3,1)):(1,(2,9))"), T("(1,(1))"))), "(2,(3,1)):(1,(2,9))"},
		{"coalesce(A, (_,(1,1)))", str(CoalesceProfile(L("((2,1),(1,3)):((1,0),(0,2))"), T("(_,(1,1))"))), "(2,(1,3)):(1,(0,2))"},
		{"coalesce(A, ((2),(1)))", str(CoalesceProfile(L("(((1,1)),(2,2)):(((3,4)),(1,2))"), T("((2),(1))"))), "((1),(2,2)):((0),(1,2))"},
		{"coalesce(A, ((1)))", str(CoalesceProfile(L("((2,(2,1)),4):((1,(2,7)),4)"), T("((1))"))), "((2,(2,1)),4):((1,(2,7)),4)"},
		{"coalesce(A, ())", str(CoalesceProfile(L("4:1"), T("()"))), "(4):(1)"},
		// bw_coalesce<R-2> starts from get<R-1> of the flattened shape: with
		// no integer at all (R = 0) C++ does not compile; a terminal of the
		// profile that reaches such a mode fails the same way.
		{"coalesce(():(), 3)", str(CoalesceProfile(L("():()"), Int(3))), "error: empty layout"},
		{"coalesce((((),(2,3))):(((),(1,2))), ((4)))", str(CoalesceProfile(L("(((),(2,3))):(((),(1,2)))"), T("((4))"))), "error: empty layout"},
		{"coalesce(((),(2,3)):((),(1,2)), (_,1))", str(CoalesceProfile(L("((),(2,3)):((),(1,2))"), T("(_,1)"))), "error: empty layout"},
		// Profile (()) on mode ():(): transform_layout over no mode ends in
		// make_layout() with no argument.
		{"coalesce(((),(2,3)):((),(1,2)), (()))", str(CoalesceProfile(L("((),(2,3)):((),(1,2))"), T("(())"))), "error: empty layout"},
		{"coalesce(((),(2,3)):((),(1,2)), ((),1))", str(CoalesceProfile(L("((),(2,3)):((),(1,2))"), T("((),1)"))), "error: empty layout"},
		{"coalesce(((1),(2,3)):((0),(1,2)), ((),1))", str(CoalesceProfile(L("((1),(2,3)):((0),(1,2))"), T("((),1)"))), "((1),6):((0),1)"},
		{"filter((()):(()), 1)", str(FilterProfile(L("(()):(())"), Int(1))), "error: empty layout"},
		{"filter((2,(1,3)):(0,(4,1)))", Filter(L("(2,(1,3)):(0,(4,1))")).String(), "3:1"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s = %s; C++ gives %s", c.name, c.got, c.want)
		}
	}
}
