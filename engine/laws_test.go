package engine

import (
	"errors"
	"slices"
	"testing"
)

// lawTrials is the number of random draws per law: 3000 at full strength
// (make test-long), a tenth under -short (make test).
func lawTrials() int { return scaled(3000) }

// scaled is n draws at full strength, n/10 (at least 1) under -short.
func scaled(n int) int {
	if testing.Short() {
		return max(1, n/10)
	}
	return n
}

// sameOn reports the first i < n where f and g differ.
func sameOn(n int, f, g func(int) int) (int, bool) {
	for i := 0; i < n; i++ {
		if f(i) != g(i) {
			return i, false
		}
	}
	return 0, true
}

func at(t *testing.T, l Layout) func(int) int {
	return func(i int) int {
		v, err := l.Eval(Int(i))
		if err != nil {
			t.Fatalf("%s(%d): %v", l, i, err)
		}
		return v
	}
}

func TestCoalesceKeepsTheFunction(t *testing.T) {
	g := newGen(1)
	for trial := 0; trial < lawTrials(); trial++ {
		l := g.layout()
		c := Coalesce(l)
		if c.Size() != l.Size() || Depth(c.shape) > 1 {
			t.Fatalf("coalesce(%s) = %s: size or depth wrong", l, c)
		}
		if i, ok := sameOn(l.Size(), at(t, l), at(t, c)); !ok {
			t.Fatalf("coalesce(%s) = %s differs at %d", l, c, i)
		}
		// Coalescing by the layout's own profile keeps every top-level mode.
		p := l.shape.transform(func(IntTuple) IntTuple { return Int(1) })
		cp, err := CoalesceProfile(l, p)
		if err != nil || cp.Rank() != l.Rank() {
			t.Fatalf("coalesce(%s, %s) = %s, %v", l, p, cp, err)
		}
		if i, ok := sameOn(l.Size(), at(t, l), at(t, cp)); !ok {
			t.Fatalf("coalesce(%s, %s) = %s differs at %d", l, p, cp, i)
		}
		// Idempotent.
		if cc := Coalesce(c); !cc.Equal(c) {
			t.Fatalf("coalesce not idempotent on %s: %s then %s", l, c, cc)
		}
	}
}

func TestFilterKeepsTheImage(t *testing.T) {
	g := newGen(2)
	for trial := 0; trial < lawTrials(); trial++ {
		l := g.layout()
		f := Filter(l)
		img := func(l Layout) []int {
			var out []int
			for i := 0; i < l.Size(); i++ {
				out = append(out, at(t, l)(i))
			}
			slices.Sort(out)
			return slices.Compact(out)
		}
		if !slices.Equal(img(l), img(f)) {
			t.Fatalf("filter(%s) = %s changes the image", l, f)
		}
		flatLeaves(f.stride)
		for i, d := range flatLeaves(f.stride) {
			if d.v == 0 && f.Size() > 1 {
				t.Fatalf("filter(%s) = %s keeps a stride-0 mode %d", l, f, i)
			}
		}
	}
}

// checkComposition checks R = A ∘ B leaf by leaf: R is compatible with B,
// and for every leaf mode s:d of B (at index path p) R's sub-layout at p is
// j -> A(d·j) for j < s. (Across modes CuTe's composition is defined by
// right-distributivity, which C++ applies whether or not A is additive
// there, so the leafwise statement is the one C++ guarantees.) It reports
// false when the check does not apply (weak divisibility).
func checkComposition(t *testing.T, a, b, r Layout, tr *Trace) bool {
	if !Compatible(b.shape, r.shape) {
		t.Fatalf("%s ∘ %s = %s: not compatible with B", a, b, r)
	}
	if slices.ContainsFunc(tr.Steps, func(s Step) bool { return s.Rule == ruleWeakDivisibility }) {
		return false // C++ answers these too, without the guarantee
	}
	fa := at(t, a)
	var walk func(bs, bd IntTuple, path []int)
	walk = func(bs, bd IntTuple, path []int) {
		if bs.kind() == kindTuple {
			for i := range bs.elems {
				walk(bs.elems[i], bd.elems[i], append(path, i))
			}
			return
		}
		sub, err := r.Mode(path...)
		if err != nil {
			t.Fatalf("%s ∘ %s = %s: no mode %v", a, b, r, path)
		}
		for j := 0; j < bs.v; j++ {
			if got, want := at(t, sub)(j), fa(mul(j, bd.v)); got != want {
				t.Fatalf("(%s ∘ %s) = %s: mode %v at %d is %d, A(%d·%d) = %d", a, b, r, path, j, got, j, bd.v, want)
			}
		}
	}
	walk(b.shape, b.stride, nil)
	return true
}

func TestCompositionIsFunctionComposition(t *testing.T) {
	g := newGen(3)
	ok, refused, exact := 0, 0, 0
	for trial := 0; trial < 4*lawTrials(); trial++ {
		a, b := g.layout(), g.layout()
		if trial%2 == 0 {
			b, _ = g.injective()
		}
		tr := &Trace{}
		r, err := composition(a, b, tr)
		if err == nil {
			err = r.check("composition")
		}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || (e.Cond != "Stride Divisibility Condition" && e.Cond != "Shape Divisibility Condition") {
				t.Fatalf("%s ∘ %s: unexpected error %v", a, b, err)
			}
			refused++
			continue
		}
		ok++
		if checkComposition(t, a, b, r, tr) {
			exact++
		}
		// A rank-1 B is a single mode: there the law is R(i) = A(B(i)) outright.
		b1 := Layout{Int(b.Size()), Int(1 + trial%3)}
		tr1 := &Trace{}
		if r1, err := composition(a, b1, tr1); err == nil && checkComposition(t, a, b1, r1, tr1) {
			exact++
		}
	}
	if ok < lawTrials()/2 || refused == 0 || exact < lawTrials() {
		t.Fatalf("too few admissible draws: %d composed (%d checked), %d refused", ok, exact, refused)
	}
}

func TestComplementTilesTheCotarget(t *testing.T) {
	g := newGen(4)
	for trial := 0; trial < lawTrials(); trial++ {
		a, m := g.injective()
		c, err := Complement(a, Int(m))
		if err != nil {
			t.Fatalf("complement(%s, %d): %v", a, m, err)
		}
		both, err := Concat(a, c)
		if err != nil {
			t.Fatalf("(A, complement(A,%d)): %v", m, err)
		}
		if both.Size() != m {
			t.Fatalf("(A, complement(A,%d)) = %s has size %d", m, both, both.Size())
		}
		seen := make([]bool, m)
		for i := 0; i < m; i++ {
			v := at(t, both)(i)
			if v < 0 || v >= m || seen[v] {
				t.Fatalf("(A, complement(A,%d)) = %s is not a bijection onto [0,%d): offset %d at %d", m, both, m, v, i)
			}
			seen[v] = true
		}
		ds := flatLeaves(c.stride)
		for i := 1; i < len(ds); i++ {
			if ds[i].v <= ds[i-1].v {
				t.Fatalf("complement(%s,%d) = %s: strides not sorted", a, m, c)
			}
		}
	}
}

func TestInverses(t *testing.T) {
	g := newGen(5)
	for trial := 0; trial < lawTrials(); trial++ {
		l := g.layout()
		r := RightInverse(l)
		fl, fr := at(t, l), at(t, r)
		for i := 0; i < r.Size(); i++ {
			if fl(fr(i)) != i {
				t.Fatalf("right_inverse(%s) = %s: L(R(%d)) = %d", l, r, i, fl(fr(i)))
			}
		}
		inj, _ := g.injective()
		li, err := LeftInverse(inj)
		if err != nil {
			t.Fatalf("left_inverse(%s): %v", inj, err)
		}
		fi, fli := at(t, inj), at(t, li)
		for i := 0; i < inj.Size(); i++ {
			if fli(fi(i)) != i {
				t.Fatalf("left_inverse(%s) = %s: R(L(%d)) = %d", inj, li, i, fli(fi(i)))
			}
		}
	}
}

func TestDivideAndProductDefinitions(t *testing.T) {
	g := newGen(6)
	checkedDiv := 0
	for trial := 0; trial < lawTrials(); trial++ {
		a := g.layout()
		b, _ := g.injective()
		d, err := LogicalDivide(a, b)
		c, cerr := Complement(b, Coalesce(a).shape)
		if cerr != nil {
			if err == nil {
				t.Fatalf("logical_divide(%s,%s) succeeded but the complement fails: %v", a, b, cerr)
			}
			continue
		}
		want, werr := Composition(a, concat(b, c))
		if (err == nil) != (werr == nil) || err == nil && !d.Equal(want) {
			t.Fatalf("logical_divide(%s,%s) = %s, %v; A∘(B,B*) = %s, %v", a, b, d, err, want, werr)
		}
		if err == nil {
			checkedDiv++
			z, err := ZippedDivide(a, b)
			if err != nil || z.Size() != d.Size() {
				t.Fatalf("zipped_divide(%s,%s) = %s, %v", a, b, z, err)
			}
			if i, ok := sameOn(d.Size(), at(t, d), at(t, z)); !ok {
				t.Fatalf("zipped_divide(%s,%s) = %s differs from logical_divide %s at %d", a, b, z, d, i)
			}
		}
		p, err := LogicalProduct(b, a)
		if err != nil {
			continue
		}
		ms := p.modes()
		comp, _ := Complement(b, Int(b.Size()*a.Cosize()))
		want2, werr2 := Composition(comp, a)
		if werr2 != nil || !ms[0].Equal(b) || !ms[1].Equal(want2) {
			t.Fatalf("logical_product(%s,%s) = %s; want (B, %s)", b, a, p, want2)
		}
	}
	if checkedDiv < lawTrials()/10 {
		t.Fatalf("only %d admissible divides", checkedDiv)
	}
}

func TestIdx2CrdCrd2IdxInverse(t *testing.T) {
	g := newGen(7)
	for trial := 0; trial < lawTrials(); trial++ {
		s := g.shape()
		d := compactColMajor(s, 1)
		for i := 0; i < product(s); i++ {
			c, err := Idx2Crd(Int(i), s)
			if err != nil {
				t.Fatal(err)
			}
			j, err := Crd2Idx(c, s, d)
			if err != nil || j != i {
				t.Fatalf("crd2idx(idx2crd(%d,%s)=%s) = %d, %v", i, s, c, j, err)
			}
			// The natural coordinate maps to itself.
			c2, err := Idx2Crd(c, s)
			if err != nil || !c2.Equal(c) {
				t.Fatalf("idx2crd(%s,%s) = %s, %v", c, s, c2, err)
			}
		}
	}
}

func FuzzCoalesce(f *testing.F) {
	f.Add([]byte("seed"))
	f.Add([]byte{0, 1, 2, 3})
	f.Fuzz(func(t *testing.T, b []byte) {
		l := layoutFromBytes(b)
		var c Layout
		WithinBudget(t, l.String(), func() { c = Coalesce(l) })
		if i, ok := sameOn(l.Size(), at(t, l), at(t, c)); !ok {
			t.Fatalf("coalesce(%s) = %s differs at %d", l, c, i)
		}
	})
}

func FuzzComposition(f *testing.F) {
	f.Add([]byte("a"), []byte("b"))
	f.Add([]byte{1}, []byte{2, 3})
	f.Fuzz(func(t *testing.T, x, y []byte) {
		a, b := layoutFromBytes(x), layoutFromBytes(y)
		tr := &Trace{}
		var r Layout
		var err error
		WithinBudget(t, a.String()+" o "+b.String(), func() { r, err = composition(a, b, tr) })
		if err == nil {
			checkComposition(t, a, b, r, tr)
		}
	})
}
