package engine

import (
	"strings"
	"testing"
)

// TestBasisPrints holds the printing of ScaledBasis leaves to C++'s
// print(ScaledBasis): the value (static with _), then the path innermost
// index first; a nested basis flattens (ScaledBasis<ScaledBasis<T,Ms...>,Ns...>).
func TestBasisPrints(t *testing.T) {
	cases := []struct {
		t      IntTuple
		static string
		plain  string
	}{
		{E(0), "_1@0", "1@0"},
		{E(1, 0), "_1@0@1", "1@0@1"},
		{E(), "_1", "1"},
		{Basis(DynInt(8), 1), "8@1", "8@1"},
		{Basis(Basis(Int(2), 0), 1), "_2@0@1", "2@0@1"},
		{Tuple(E(0), Basis(Int(16), 2)), "(_1@0,_16@2)", "(1@0,16@2)"},
	}
	for _, c := range cases {
		if got := c.t.StaticString(); got != c.static {
			t.Errorf("StaticString = %s, want %s", got, c.static)
		}
		if got := c.t.String(); got != c.plain {
			t.Errorf("String = %s, want %s", got, c.plain)
		}
	}
	if !E(0).IsBasis() || E(0).IsInt() || E(0).IsTuple() || E(0).IsStatic() {
		t.Errorf("E<0> kinds: basis %v int %v tuple %v static %v", E(0).IsBasis(), E(0).IsInt(), E(0).IsTuple(), E(0).IsStatic())
	}
	if E(0).Equal(E(1)) || !E(1, 0).Equal(E(1, 0)) || E(0).Equal(Int(1)) || Basis(DynInt(1), 0).Identical(E(0)) || !Basis(DynInt(1), 0).Equal(E(0)) {
		t.Error("basis equality: the value and the path decide Equal, Identical adds the mark")
	}
}

// TestArithAdd holds a + b to arithmetic_tuple.hpp: bases add as
// ArithmeticTuples padded with _0, _0 + k@i is k@i, an integer other than
// _0 plus a basis is C++'s "ScaledBasis op+ error!".
func TestArithAdd(t *testing.T) {
	cases := []struct {
		a, b IntTuple
		want string
	}{
		{E(0), E(1), "(_1,_1)"},
		{Int(0), Basis(Int(3), 1), "_3@1"},
		{Basis(Int(2), 0), Basis(DynInt(5), 0), "(7)"},
		{E(0, 1), E(1), "((_0,_1),_1)"},
		{Tuple(Int(1), Int(2)), E(2), "(_1,_2,_1)"},
		{Basis(Int(4), 0), Ints(1, 1), "(_5,_1)"},
		{E(), Int(2), "_3"},
	}
	for _, c := range cases {
		got, err := ArithAdd(c.a, c.b)
		if err != nil || got.StaticString() != c.want {
			t.Errorf("%s + %s = %s (%v), want %s", c.a.StaticString(), c.b.StaticString(), got.StaticString(), err, c.want)
		}
	}
	for _, c := range [][2]IntTuple{{Int(1), E(0)}, {E(1), DynInt(0)}, {Tuple(E(0)), Int(2)}} {
		if _, err := ArithAdd(c[0], c[1]); err == nil || !strings.Contains(err.Error(), "op+") {
			t.Errorf("%s + %s: want C++'s op+ error, got %v", c[0].StaticString(), c[1].StaticString(), err)
		}
	}
}

// TestBasisLayoutAlgebra holds the algebra on layouts of ScaledBasis
// strides to C++ (results as cute::print prints them, each from g++ on
// CUTLASS 7107b055 or derived by composition_impl's rules by hand): a
// basis stride is scaled, never compared equal to another direction's.
func TestBasisLayoutAlgebra(t *testing.T) {
	id, err := MakeLayout(Ints(4, 8), Tuple(E(0), E(1)))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := MakeLayout(Ints(2, 16), Ints(16, 1))
	if c, err := Composition(id, b); err != nil || c.StaticString() != "(_2,(_4,_4)):(_4@1,(_1@0,_1@1))" {
		t.Errorf("composition = %s (%v)", c.StaticString(), err)
	}
	if c := Coalesce(id); c.StaticString() != "(_4,_8):(_1@0,_1@1)" {
		t.Errorf("coalesce keeps two directions apart: %s", c.StaticString())
	}
	one, _ := MakeLayout(Ints(4, 8), Tuple(E(0), Basis(Int(4), 0)))
	if c := Coalesce(one); c.StaticString() != "_32:_1@0" {
		t.Errorf("coalesce merges one direction: %s", c.StaticString())
	}
	if d, err := LogicalDivide(id, Ints(2, 4)); err != nil || d.StaticString() != "((_2,_2),(_4,_2)):((_1@0,_2@0),(_1@1,_4@1))" {
		t.Errorf("logical_divide = %s (%v)", d.StaticString(), err)
	}
	// The TMA tensor of a K-major 128x64 half_t operand, tiled by a
	// 64x64 box and sliced at thread 0: C++ prints
	// ArithTuple(_0,_0) o (((_64,_64),_1),_2,_1):(((_1@0,_1@1),_0),_64@1,_0).
	tf, err := MakeLayout(Tuple(Int(1), Tuple(Ints(64, 64), Int(1)), Ints(2, 1)),
		Tuple(Int(0), Tuple(Tuple(E(0), E(1)), Int(0)), Tuple(Basis(Int(64), 1), Int(0))))
	if err != nil {
		t.Fatal(err)
	}
	s, off, err := tf.Slice(Tuple(Int(0), Underscore(), Tuple(Underscore(), Underscore())))
	if err != nil || off != 0 || s.StaticString() != "(((_64,_64),_1),_2,_1):(((_1@0,_1@1),_0),_64@1,_0)" {
		t.Errorf("slice = %s, %d (%v)", s.StaticString(), off, err)
	}
	if _, err := MakeLayout(Tuple(E(0)), Ints(1)); err == nil {
		t.Error("a basis in a shape must be refused")
	}
	// complement and left_inverse order strides against integers: refused
	// rather than computed on the bases' values.
	if r, err := Complement(id, Int(64)); err == nil {
		t.Errorf("complement of a coordinate layout = %s, want a refusal", r)
	}
	if r, err := LeftInverse(id); err == nil {
		t.Errorf("left_inverse of a coordinate layout = %s, want a refusal", r)
	}
}

// TestCrd2IdxArith holds crd2idx of a coordinate layout: the coordinate
// itself as an ArithmeticTuple, with C++'s static and dynamic types; the
// int Eval and Slice refuse a nonzero one, giving it in the error.
func TestCrd2IdxArith(t *testing.T) {
	id, _ := MakeLayout(Ints(4, 8), Tuple(E(0), E(1)))
	cases := []struct {
		c    IntTuple
		want string
	}{
		{Ints(3, 5), "(_3,_5)"},
		{Tuple(DynInt(3), Int(5)), "(3,_5)"},
		{Int(7), "(_3,_1)"},
		{Int(0), "(_0,_0)"},
	}
	for _, c := range cases {
		got, err := id.Crd2Idx(c.c)
		if err != nil || got.StaticString() != c.want {
			t.Errorf("crd2idx(%s) = %s (%v), want %s", c.c, got.StaticString(), err, c.want)
		}
	}
	_, err := id.Eval(Ints(1, 2))
	o, ok := ArithOffset(err)
	if !ok || o.StaticString() != "(_1,_2)" {
		t.Errorf("Eval of a coordinate layout: %v", err)
	}
	sub, _, err := id.Slice(Tuple(Underscore(), Int(2)))
	if o, ok := ArithOffset(err); !ok || o.StaticString() != "(_0,_2)" || sub.StaticString() != "(_4):(_1@0)" {
		t.Errorf("Slice of a coordinate layout: %s, %v", sub.StaticString(), err)
	}
	if sub, off, err := id.Slice(Tuple(Underscore(), Int(0))); err != nil || off != 0 || sub.StaticString() != "(_4):(_1@0)" {
		t.Errorf("a zero offset is the int 0: %s %d %v", sub.StaticString(), off, err)
	}
}

// TestBasisIndexBounded: a basis index past MaxBasisIndex is refused
// where it would spell a tuple of that many modes, not allocated.
func TestBasisIndexBounded(t *testing.T) {
	if _, err := ArithAdd(E(1<<40), E(0)); err == nil {
		t.Error("E<2^40> + E<0>: want a refusal")
	}
	l, err := MakeLayout(Ints(4, 8), Tuple(E(0), E(-1)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.Crd2Idx(Ints(1, 1)); err == nil {
		t.Error("crd2idx through E<-1>: want a refusal")
	}
	if _, err := Coprofile(l); err == nil {
		t.Error("coprofile of E<-1>: want a refusal")
	}
}

// TestBasisOnTheRight: a layout of ScaledBasis strides as composition's
// right operand (or a tiler) is refused, not computed on its values.
func TestBasisOnTheRight(t *testing.T) {
	id, _ := MakeLayout(Ints(4, 8), Tuple(E(0), E(1)))
	a, _ := MakeLayout(Int(32), Int(1))
	if r, err := Composition(a, id); err == nil {
		t.Errorf("32:1 o %s = %s, want a refusal", id.StaticString(), r.StaticString())
	}
	if r, err := LogicalDivide(a, ByMode{id}); err == nil {
		t.Errorf("logical_divide by a coordinate layout = %s, want a refusal", r.StaticString())
	}
}
