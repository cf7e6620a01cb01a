package engine

import "testing"

// TestDynIntIsAnIntegerThatPrintsWithoutItsMark: a dynamic integer is an
// integer of the same value, printed as C++ prints int(4) (no `_`), while
// a static one keeps C++'s `_4`.
func TestDynIntIsAnIntegerThatPrintsWithoutItsMark(t *testing.T) {
	d, s := DynInt(4), Int(4)
	if !d.IsInt() || d.IsTuple() || d.IsUnderscore() || !d.IsDynamic() || s.IsDynamic() || Underscore().IsDynamic() {
		t.Fatalf("kinds: DynInt(4) int=%v tuple=%v _=%v dynamic=%v; Int(4) dynamic=%v", d.IsInt(), d.IsTuple(), d.IsUnderscore(), d.IsDynamic(), s.IsDynamic())
	}
	if d.Value() != 4 || !d.Equal(s) || d.Identical(s) || !d.Identical(DynInt(4)) {
		t.Errorf("DynInt(4): value %d, Equal(_4) %v, Identical(_4) %v", d.Value(), d.Equal(s), d.Identical(s))
	}
	mixed := Tuple(Int(2), Tuple(DynInt(1), Int(6)))
	if got, want := mixed.StaticString(), "(_2,(1,_6))"; got != want {
		t.Errorf("StaticString = %s, want %s", got, want)
	}
	if got, want := mixed.String(), "(2,(1,6))"; got != want {
		t.Errorf("String = %s, want %s", got, want)
	}
	if Tuple(DynInt(3)).IsInt() || Tuple().IsDynamic() {
		t.Errorf("a tuple is not an integer")
	}
}

// TestCoalesceDynamicOfStaticLayoutsIsCoalesce: the walk that follows
// C++'s static/dynamic branches gives, on layouts with only static
// integers, what the static walk gives, for coalesce, coalesce_x and
// filter.
func TestCoalesceDynamicOfStaticLayoutsIsCoalesce(t *testing.T) {
	g := newGen(19)
	for range 2000 {
		l := g.layout()
		for _, c := range []struct {
			name             string
			keepLast, filter bool
			want             Layout
		}{{"coalesce", false, false, Coalesce(l)}, {"coalesce_x", true, false, coalesceX(l)}, {"filter", false, true, Filter(l)}} {
			if got := coalesceDynamic(l, c.keepLast, c.filter, nil); !got.Identical(c.want) {
				t.Fatalf("%s(%s): dynamic walk %s, static walk %s", c.name, l.StaticString(), got.StaticString(), c.want.StaticString())
			}
		}
	}
}

// TestCoalesceKeepsDynamicModes: C++'s coalesce drops only a _1 mode and
// merges only static modes (g++ printed each result).
func TestCoalesceKeepsDynamicModes(t *testing.T) {
	d, s := DynInt, Int
	for _, c := range []struct {
		l    Layout
		want string
	}{
		{Layout{Tuple(d(2), Tuple(d(1), d(6))), Tuple(d(1), Tuple(d(6), d(2)))}, "(2,1,6):(1,6,2)"},
		{Layout{Tuple(d(1), s(8), d(2)), Tuple(s(2), d(2), s(1))}, "(1,_8,2):(_2,2,_1)"},
		{Layout{Tuple(d(1)), Tuple(s(1))}, "1:_1"},
		{Layout{Tuple(d(2)), Tuple(s(1))}, "2:_1"},
		{Layout{Tuple(s(2), s(1), d(6)), Tuple(s(1), d(7), s(2))}, "(_2,6):(_1,_2)"},
	} {
		if got := Coalesce(c.l).StaticString(); got != c.want {
			t.Errorf("coalesce(%s) = %s, want %s", c.l.StaticString(), got, c.want)
		}
	}
}

// TestCompositionDynamicOfStaticLayoutsIsComposition: composition_impl
// followed with C++'s static/dynamic branches gives, on static layouts,
// what the static composition gives, refusals included.
func TestCompositionDynamicOfStaticLayoutsIsComposition(t *testing.T) {
	g := newGen(20)
	for range 3000 {
		a := g.layout()
		b, _ := g.injective()
		if g.r.IntN(2) == 0 {
			b = g.layout()
		}
		want, werr := composition(a, b, nil)
		got, gerr := composeDynamic(a, b, nil)
		if (werr == nil) != (gerr == nil) || werr == nil && !got.Identical(want) {
			t.Fatalf("composition(%s, %s): dynamic walk %s %v, static walk %s %v", a, b, got.StaticString(), gerr, want.StaticString(), werr)
		}
	}
}

// TestComplementDynamicOfStaticLayoutsIsComplement: detail::complement
// followed with C++'s static/dynamic branches gives, on static layouts and
// cotargets, what the static complement gives, refusals included.
func TestComplementDynamicOfStaticLayoutsIsComplement(t *testing.T) {
	g := newGen(21)
	for range 3000 {
		a, n := g.injective()
		if g.r.IntN(3) == 0 {
			a = g.layout()
		}
		cot := Int(n * (1 + g.r.IntN(3)))
		if g.r.IntN(3) == 0 {
			cot = g.shape()
		}
		want, werr := complement(a, cot, nil)
		got, gerr := complementDynamic(a, cot, nil)
		if (werr == nil) != (gerr == nil) || werr == nil && !got.Identical(want) {
			t.Fatalf("complement(%s, %s): dynamic walk %s %v, static walk %s %v", a, cot, got.StaticString(), gerr, want.StaticString(), werr)
		}
	}
}

// TestInversesDynamicOfStaticLayoutsAreTheInverses: right_inverse and
// left_inverse followed with C++'s static/dynamic branches give, on static
// layouts, what the static inverses give, refusals included.
func TestInversesDynamicOfStaticLayoutsAreTheInverses(t *testing.T) {
	g := newGen(22)
	for range 3000 {
		l := g.layout()
		if g.r.IntN(2) == 0 {
			l, _ = g.injective()
		}
		if got, want := rightInverseDynamic(l, nil), RightInverse(l); !got.Identical(want) {
			t.Fatalf("right_inverse(%s): dynamic walk %s, static walk %s", l, got.StaticString(), want.StaticString())
		}
		want, werr := LeftInverse(l)
		got, gerr := leftInverseDynamic(l, nil)
		if (werr == nil) != (gerr == nil) || werr == nil && !got.Identical(want) {
			t.Fatalf("left_inverse(%s): dynamic walk %s %v, static walk %s %v", l, got.StaticString(), gerr, want.StaticString(), werr)
		}
	}
}

// TestSizeOfKeepsCppsType: size and cosize are static only when C++'s
// are (g++ prints size(make_layout(make_shape(int(4),_8{}))) as 32 and
// size of (_4,_0) as _0).
func TestSizeOfKeepsCppsType(t *testing.T) {
	for _, c := range []struct {
		l            Layout
		size, cosize string
	}{
		{Layout{Tuple(DynInt(4), Int(8)), Tuple(Int(1), DynInt(4))}, "32", "32"},
		{Layout{Ints(4, 8), Ints(1, 4)}, "_32", "_32"},
		{Layout{Tuple(Int(4), Int(0)), Tuple(Int(1), Int(4))}, "_0", "_0"},
		{Layout{Tuple(DynInt(4), Int(0)), Tuple(Int(1), DynInt(4))}, "_0", "0"},
	} {
		s, err := SizeOf(c.l.Shape())
		if err != nil || s.StaticString() != c.size || CosizeOf(c.l).StaticString() != c.cosize {
			t.Errorf("%s: size %s %v, cosize %s; want %s, %s", c.l.StaticString(), s.StaticString(), err, CosizeOf(c.l).StaticString(), c.size, c.cosize)
		}
	}
}
