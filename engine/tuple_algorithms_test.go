package engine

import (
	"math"
	"strconv"
	"testing"
)

// TestTupleAlgorithms: the IntTuple overloads of int_tuple.hpp, stride.hpp,
// tuple_algorithms.hpp and underscore.hpp, each traced through its C++
// branch (the comment names it); refusals give C++'s condition.
func TestTupleAlgorithms(t *testing.T) {
	intResult := func(n int, err error) string {
		if err != nil {
			return "error: " + errorCond(err)
		}
		return strconv.Itoa(n)
	}
	for _, c := range []struct{ name, got, want string }{
		// ceil_div int/int: (a + b - 1) / b in C++'s truncating division.
		{"ceil_div(7,2)", tupleResult(CeilDiv(tup(t, "7"), tup(t, "2"))), "4"},
		{"ceil_div(-4,3)", tupleResult(CeilDiv(tup(t, "-4"), tup(t, "3"))), "0"},
		{"ceil_div(-7,2)", tupleResult(CeilDiv(tup(t, "-7"), tup(t, "2"))), "-3"},
		// tuple/int: b folded through the modes: (⌈4/8⌉, ⌈6/⌈8/4⌉⌉).
		{"ceil_div((4,6),8)", tupleResult(CeilDiv(tup(t, "(4,6)"), tup(t, "8"))), "(1,3)"},
		{"ceil_div((4,(3,2)),8)", tupleResult(CeilDiv(tup(t, "(4,(3,2))"), tup(t, "8"))), "(1,(2,2))"},
		// tuple/tuple: by mode, b's missing modes 1.
		{"ceil_div((8,6,4),(2,4))", tupleResult(CeilDiv(tup(t, "(8,6,4)"), tup(t, "(2,4)"))), "(4,2,4)"},
		{"ceil_div((8,(6,4)),((2,3),4))", tupleResult(CeilDiv(tup(t, "(8,(6,4))"), tup(t, "((2,3),4)"))), "(2,(2,4))"},
		// int/tuple: ceil_div(a, product(b)).
		{"ceil_div(8,(2,2))", tupleResult(CeilDiv(tup(t, "8"), tup(t, "(2,2)"))), "2"},
		{"ceil_div(7,0)", tupleResult(CeilDiv(tup(t, "7"), tup(t, "0"))), "error: division by zero"},
		{"ceil_div((8,6),(2,4,3))", tupleResult(CeilDiv(tup(t, "(8,6)"), tup(t, "(2,4,3)"))), "error: Mismatched ranks"},
		{"ceil_div(max,2)", tupleResult(CeilDiv(Int(math.MaxInt), tup(t, "2"))), "error: integer overflow"},
		{"ceil_div(_,2)", tupleResult(CeilDiv(tup(t, "_"), tup(t, "2"))), "error: invalid argument"},
		// crd2idx(c, shape): Horner over the coordinate's ints and
		// product_like(shape, c); the last coordinate is not wrapped.
		{"crd2idx((1,2),(2,(3,4)))", intResult(Crd2IdxShape(tup(t, "(1,2)"), tup(t, "(2,(3,4))"))), "5"},
		{"crd2idx((1,(2,1)),(2,(3,4)))", intResult(Crd2IdxShape(tup(t, "(1,(2,1))"), tup(t, "(2,(3,4))"))), "11"},
		{"crd2idx((1,5),(2,3))", intResult(Crd2IdxShape(tup(t, "(1,5)"), tup(t, "(2,3)"))), "11"},
		{"crd2idx(7,(2,3))", intResult(Crd2IdxShape(tup(t, "7"), tup(t, "(2,3)"))), "7"},
		{"crd2idx((1,2),6)", intResult(Crd2IdxShape(tup(t, "(1,2)"), tup(t, "6"))), "error: Invalid parameters"},
		{"crd2idx((1,(1,1)),(2,3))", intResult(Crd2IdxShape(tup(t, "(1,(1,1))"), tup(t, "(2,3)"))), "error: Mismatched Ranks"},
		{"crd2idx((),())", intResult(Crd2IdxShape(tup(t, "()"), tup(t, "()"))), "error: Invalid parameters"},
		{"crd2idx((1,max),(2,2))", intResult(Crd2IdxShape(tup(t, "(1,4611686018427387904)"), tup(t, "(2,2)"))), "error: integer overflow"},
		// idx2crd(i, shape, stride): (i / d) % s in every mode; an int
		// stride under a tuple shape is compact_col_major(shape, stride).
		{"idx2crd(20,(3,(2,3)),2)", tupleResult(Idx2CrdStride(tup(t, "20"), tup(t, "(3,(2,3))"), tup(t, "2"))), "(1,(1,1))"},
		{"idx2crd(20,(3,(2,3)),(1,(3,6)))", tupleResult(Idx2CrdStride(tup(t, "20"), tup(t, "(3,(2,3))"), tup(t, "(1,(3,6))"))), "(2,(0,0))"},
		{"idx2crd(7,1,0)", tupleResult(Idx2CrdStride(tup(t, "7"), tup(t, "1"), tup(t, "0"))), "0"},
		{"idx2crd((5,3),(4,(2,2)),(1,(1,2)))", tupleResult(Idx2CrdStride(tup(t, "(5,3)"), tup(t, "(4,(2,2))"), tup(t, "(1,(1,2))"))), "(1,(1,1))"},
		{"idx2crd(7,4,0)", tupleResult(Idx2CrdStride(tup(t, "7"), tup(t, "4"), tup(t, "0"))), "error: division by zero"},
		{"idx2crd(5,4,(1,2))", tupleResult(Idx2CrdStride(tup(t, "5"), tup(t, "4"), tup(t, "(1,2)"))), "error: Invalid parameters"},
		{"idx2crd((5,3),(4,(2,2)),1)", tupleResult(Idx2CrdStride(tup(t, "(5,3)"), tup(t, "(4,(2,2))"), tup(t, "1"))), "error: Mismatched Ranks"},
		{"idx2crd(min,4,-1)", tupleResult(Idx2CrdStride(Int(math.MinInt), tup(t, "4"), tup(t, "-1"))), "error: integer overflow"},
		// append/prepend(t, x): an int t becomes a pair; append<N> pads.
		{"append((4,3),1)", Append(tup(t, "(4,3)"), tup(t, "1")).String(), "(4,3,1)"},
		{"append(4,(1,2))", Append(tup(t, "4"), tup(t, "(1,2)")).String(), "(4,(1,2))"},
		{"prepend(4,1)", Prepend(tup(t, "4"), tup(t, "1")).String(), "(1,4)"},
		{"append<4>((4,3),1)", tupleResult(AppendN(tup(t, "(4,3)"), tup(t, "1"), 4)), "(4,3,1,1)"},
		{"prepend<4>((4,3),1)", tupleResult(PrependN(tup(t, "(4,3)"), tup(t, "1"), 4)), "(1,1,4,3)"},
		{"append<3>(4,1)", tupleResult(AppendN(tup(t, "4"), tup(t, "1"), 3)), "(4,1,1)"},
		{"append<1>(4,1)", tupleResult(AppendN(tup(t, "4"), tup(t, "1"), 1)), "4"},
		{"append<2>((4,3),1)", tupleResult(AppendN(tup(t, "(4,3)"), tup(t, "1"), 2)), "(4,3)"},
		{"append<1>((4,3),1)", tupleResult(AppendN(tup(t, "(4,3)"), tup(t, "1"), 1)), "error: invalid argument"},
		{"append<huge>((4,3),1)", tupleResult(AppendN(tup(t, "(4,3)"), tup(t, "1"), math.MaxInt)), "error: invalid argument"},
		// layout.hpp append/prepend(L, X): shapes and strides alike.
		{"append((4,3):(1,4),2:8)", layoutResult(AppendLayout(lay(t, "(4,3):(1,4)"), lay(t, "2:8"))), "(4,3,2):(1,4,8)"},
		{"prepend((4,3):(1,4),(2,2):(1,2))", layoutResult(PrependLayout(lay(t, "(4,3):(1,4)"), lay(t, "(2,2):(1,2)"))), "((2,2),4,3):((1,2),1,4)"},
		{"append<4>((4,3):(1,4),1:0)", layoutResult(AppendLayoutN(lay(t, "(4,3):(1,4)"), lay(t, "1:0"), 4)), "(4,3,1,1):(1,4,0,0)"},
		{"prepend<3>(4:1,1:0)", layoutResult(PrependLayoutN(lay(t, "4:1"), lay(t, "1:0"), 3)), "(1,1,4):(0,0,1)"},
		{"append<1>((4,3):(1,4),1:0)", layoutResult(AppendLayoutN(lay(t, "(4,3):(1,4)"), lay(t, "1:0"), 1)), "error: invalid argument"},
		// slice keeps the elements at a _ (lift_slice), dice those at an
		// int; slice(_, t) and dice(n, t) are t.
		{"slice((_,(1,_)),(4,(3,2)))", tupleResult(Slice(tup(t, "(_,(1,_))"), tup(t, "(4,(3,2))"))), "(4,2)"},
		{"slice(1,(4,3))", tupleResult(Slice(tup(t, "1"), tup(t, "(4,3)"))), "()"},
		{"slice(_,(4,3))", tupleResult(Slice(tup(t, "_"), tup(t, "(4,3)"))), "(4,3)"},
		{"dice((_,(1,_)),(4,(3,2)))", tupleResult(Dice(tup(t, "(_,(1,_))"), tup(t, "(4,(3,2))"))), "(3)"},
		{"dice(1,(4,3))", tupleResult(Dice(tup(t, "1"), tup(t, "(4,3)"))), "(4,3)"},
		{"dice(_,(4,3))", tupleResult(Dice(tup(t, "_"), tup(t, "(4,3)"))), "()"},
		{"slice((_,1),4)", tupleResult(Slice(tup(t, "(_,1)"), tup(t, "4"))), "error: Mismatched Ranks"},
		{"dice((_,1),(4,3):(1,4))", layoutResult(DiceLayout(tup(t, "(_,1)"), lay(t, "(4,3):(1,4)"))), "(3):(4)"},
		{"dice((_,(1,_)),(4,(3,2)):(1,(4,12)))", layoutResult(DiceLayout(tup(t, "(_,(1,_))"), lay(t, "(4,(3,2)):(1,(4,12))"))), "(3):(4)"},
		{"dice((1,2,3),(4,3):(1,4))", layoutResult(DiceLayout(tup(t, "(1,2,3)"), lay(t, "(4,3):(1,4)"))), "error: Mismatched Ranks"},
		// select/take/group: an int has the one mode 0; group<B,B> inserts
		// nothing; the rank is checked before anything is built.
		{"select<2,0>((2,3,4))", tupleResult(Select(tup(t, "(2,3,4)"), 2, 0)), "(4,2)"},
		{"select<0,0>(5)", tupleResult(Select(tup(t, "5"), 0, 0)), "(5,5)"},
		{"select<>((2,3))", tupleResult(Select(tup(t, "(2,3)"))), "()"},
		{"select<3>((2,3,4))", tupleResult(Select(tup(t, "(2,3,4)"), 3)), "error: index out of range"},
		{"take<1,3>((2,3,4))", tupleResult(Take(tup(t, "(2,3,4)"), 1, 3)), "(3,4)"},
		{"take<1,1>((2,3,4))", tupleResult(Take(tup(t, "(2,3,4)"), 1, 1)), "()"},
		{"take<1,1>(())", tupleResult(Take(tup(t, "()"), 1, 1)), "()"}, // found by FuzzExec: it panicked
		{"take<5,5>((2,3))", tupleResult(Take(tup(t, "(2,3)"), 5, 5)), "()"},
		{"take<0,huge>(5)", tupleResult(Take(tup(t, "5"), 0, math.MaxInt)), "error: index out of range"},
		{"take<2,1>((2,3))", tupleResult(Take(tup(t, "(2,3)"), 2, 1)), "error: index out of range"},
		{"group<0,2>((2,3,4))", tupleResult(Group(tup(t, "(2,3,4)"), 0, 2)), "((2,3),4)"},
		{"group<1,1>((2,3,4))", tupleResult(Group(tup(t, "(2,3,4)"), 1, 1)), "(2,3,4)"},
		{"group<0,1>(4)", tupleResult(Group(tup(t, "4"), 0, 1)), "((4))"},
		{"group<2,1>((1,2,3))", tupleResult(Group(tup(t, "(1,2,3)"), 2, 1)), "error: index out of range"},
		{"select<1,0>((4,3):(1,4))", layoutResult(SelectLayout(lay(t, "(4,3):(1,4)"), 1, 0)), "(3,4):(4,1)"},
		{"take<0,2>((2,3,4):(1,2,6))", layoutResult(TakeLayout(lay(t, "(2,3,4):(1,2,6)"), 0, 2)), "(2,3):(1,2)"},
		{"take<0,9>((2,3,4):(1,2,6))", layoutResult(TakeLayout(lay(t, "(2,3,4):(1,2,6)"), 0, 9)), "error: index out of range"},
		// checked integer arithmetic.
		{"9+16*3", intResult(MulInt(16, 3)), "48"},
		{"max+1", intResult(AddInt(math.MaxInt, 1)), "error: integer overflow"},
		{"-1-min", intResult(SubInt(-1, math.MinInt)), strconv.Itoa(math.MaxInt)},
		{"0-min", intResult(SubInt(0, math.MinInt)), "error: integer overflow"},
		{"min+-1", intResult(AddInt(math.MinInt, -1)), "error: integer overflow"},
		{"max*2", intResult(MulInt(math.MaxInt, 2)), "error: integer overflow"},
		{"min*-1", intResult(MulInt(math.MinInt, -1)), "error: integer overflow"},
	} {
		if c.got != c.want {
			t.Errorf("%s = %s, want %s", c.name, c.got, c.want)
		}
	}
}
