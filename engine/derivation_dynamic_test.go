package engine

import (
	"strings"
	"testing"
)

// dynamize is t with each integer leaf made dynamic with probability 1/3.
func dynamize(g gen, t IntTuple) IntTuple {
	if t.kind() == kindTuple {
		es := make([]IntTuple, len(t.elems))
		for i, e := range t.elems {
			es[i] = dynamize(g, e)
		}
		return Tuple(es...)
	}
	if t.kind() == kindInt && g.r.IntN(3) == 0 {
		return DynInt(t.v)
	}
	return t
}

// TestDynamicDerivationsAgreeWithResults: traced, each dynamic walk gives
// what it gives untraced (refusals included), says at its first step that
// a dynamic integer is in play, and ends on its result in C++'s notation.
func TestDynamicDerivationsAgreeWithResults(t *testing.T) {
	g := newGen(31)
	check := func(name string, run func(tr *Trace) (Layout, error)) {
		t.Helper()
		want, werr := run(nil)
		tr := &Trace{}
		got, gerr := run(tr)
		if (werr == nil) != (gerr == nil) || werr == nil && !got.Identical(want) {
			t.Fatalf("%s: traced %s %v, untraced %s %v", name, got.StaticString(), gerr, want.StaticString(), werr)
		}
		if len(tr.Steps) == 0 {
			t.Fatalf("%s: no step recorded", name)
		}
		if !strings.HasSuffix(tr.Steps[0].Rule, ": dynamic") {
			t.Fatalf("%s: first step %q, want the note on C++'s compile-time branches", name, tr.Steps[0].Rule)
		}
		if last := tr.Steps[len(tr.Steps)-1]; werr == nil && last.Value != want.StaticString() {
			t.Fatalf("%s: the derivation ends on %q, the result is %s", name, last.Value, want.StaticString())
		}
		for _, s := range tr.Steps {
			if strings.Contains(s.Text, "%!") {
				t.Fatalf("%s: a step mis-formatted: %s", name, s.Text)
			}
		}
	}
	for range scaled(1500) {
		l := g.layout()
		a := Layout{dynamize(g, l.shape), dynamize(g, l.stride)}
		if a.IsStatic() {
			a.shape = Tuple(DynInt(2), a.shape)
			a.stride = Tuple(Int(1), a.stride)
		}
		check("coalesce("+a.StaticString()+")", func(tr *Trace) (Layout, error) { return coalesceDynamic(a, false, false, tr), nil })
		b, n := g.injective()
		b = Layout{dynamize(g, b.shape), dynamize(g, b.stride)}
		check("composition("+a.StaticString()+", "+b.StaticString()+")", func(tr *Trace) (Layout, error) { return composeDynamic(a, b, tr) })
		cot := dynamize(g, Int(n*(1+g.r.IntN(3))))
		check("complement("+b.StaticString()+", "+cot.StaticString()+")", func(tr *Trace) (Layout, error) { return complementDynamic(b, cot, tr) })
		check("right_inverse("+a.StaticString()+")", func(tr *Trace) (Layout, error) { return rightInverseDynamic(a, tr), nil })
		check("left_inverse("+b.StaticString()+")", func(tr *Trace) (Layout, error) { return leftInverseDynamic(b, tr) })
	}
}

// TestDynamicCoalesceSaysWhyAModeStays: the three reasons a mode is kept
// under dynamic integers, each named in the step: a dynamic 1 that C++
// cannot drop, a product equal to the next stride only at run time, and
// one that is not the next stride at all.
func TestDynamicCoalesceSaysWhyAModeStays(t *testing.T) {
	d, s := DynInt, Int
	for _, c := range []struct {
		l    Layout
		want string
	}{
		{Layout{Tuple(d(1), s(4)), Tuple(s(3), s(2))}, "its size is a dynamic 1"},
		{Layout{Tuple(s(2), d(4)), Tuple(s(1), s(2))}, "but C++ merges only what it knows at compile time"},
		{Layout{Tuple(d(2), s(4)), Tuple(s(1), s(4))}, "is not the next stride _4"},
	} {
		tr := &Trace{}
		Coalesce(c.l, tr)
		var texts []string
		for _, st := range tr.Steps {
			texts = append(texts, st.Text)
		}
		if all := strings.Join(texts, "\n"); !strings.Contains(all, c.want) {
			t.Errorf("coalesce(%s): the derivation does not say %q:\n%s", c.l.StaticString(), c.want, all)
		}
	}
}

// TestTraceIsBounded: a derivation's text stops at MaxTraceBytes with a
// step saying the rest is left out. Coalesce keeps 2,000 dynamic size-1
// modes, as C++ does, and each step prints the result so far: O(n²)
// bytes, about 40 MB, without the bound.
func TestTraceIsBounded(t *testing.T) {
	ss, ds := make([]IntTuple, 2000), make([]IntTuple, 2000)
	for i := range ss {
		ss[i], ds[i] = DynInt(1), Int(2)
	}
	tr := &Trace{}
	got := Coalesce(Layout{Tuple(ss...), Tuple(ds...)}, tr)
	if !got.Identical(Coalesce(Layout{Tuple(ss...), Tuple(ds...)})) {
		t.Fatal("the bounded trace changed the result")
	}
	n := 0
	for _, s := range tr.Steps {
		n += len(s.Text) + len(s.Value) + len(s.Rule)
	}
	if last := tr.Steps[len(tr.Steps)-1]; n > MaxTraceBytes+1024 || last.Rule != "trace: cut" {
		t.Fatalf("%d steps, %d bytes, last %q: want at most %d bytes ending on the cut", len(tr.Steps), n, last.Rule, MaxTraceBytes)
	}
}
