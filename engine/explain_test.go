package engine

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

// The worked examples of issue 5, derived step by step.
func TestDerivationsGolden(t *testing.T) {
	var b strings.Builder
	run := func(title string, f func(tr *Trace) (string, error)) {
		tr := &Trace{}
		v, err := f(tr)
		fmt.Fprintf(&b, "== %s\n", title)
		for _, s := range tr.Steps {
			fmt.Fprintf(&b, "[%s] %s", s.Rule, s.Text)
			if s.Value != "" {
				fmt.Fprintf(&b, "  ⇒ %s", s.Value)
			}
			b.WriteByte('\n')
		}
		if err != nil {
			fmt.Fprintf(&b, "error: %v\n\n", err)
			return
		}
		fmt.Fprintf(&b, "= %s\n\n", v)
	}
	L := func(s string) Layout { return lay(t, s) }
	T := func(s string) IntTuple { return tup(t, s) }
	str := func(v fmt.Stringer, err error) (string, error) {
		if err != nil {
			return "", err
		}
		return v.String(), nil
	}
	run("idx2crd(16, (3,(2,3)))", func(tr *Trace) (string, error) { return str(Idx2Crd(Int(16), T("(3,(2,3))"), tr)) })
	run("idx2crd(191, ((2,2),(4,2),(2,3)))", func(tr *Trace) (string, error) {
		return str(Idx2Crd(Int(191), T("((2,2),(4,2),(2,3))"), tr))
	})
	run("crd2idx(16, (3,(2,3)), (3,(12,1)))", func(tr *Trace) (string, error) {
		n, err := Crd2Idx(Int(16), T("(3,(2,3))"), T("(3,(12,1))"), tr)
		return fmt.Sprint(n), err
	})
	run("coalesce((2,(1,6)):(1,(6,2)))", func(tr *Trace) (string, error) { return Coalesce(L("(2,(1,6)):(1,(6,2))"), tr).String(), nil })
	run("shape_div((3,6,2,8), 72)", func(tr *Trace) (string, error) { return str(ShapeDiv(T("(3,6,2,8)"), Int(72), tr)) })
	run("shape_mod((3,6,2,8), 6)", func(tr *Trace) (string, error) { return str(ShapeMod(T("(3,6,2,8)"), 6, tr)) })
	run("complement((2,2):(4,1), 24)", func(tr *Trace) (string, error) {
		return str(Complement(L("(2,2):(4,1)"), Int(24), tr))
	})
	run("complement((2,2):(1,1))", func(tr *Trace) (string, error) {
		l := L("(2,2):(1,1)")
		cot := CosizeOf(Filter(l))
		tr.Say("complement: cotarget", "", "the default cotarget is cosize(filter(A)) = %s", cot)
		return str(Complement(l, cot, tr))
	})
	run("composition((6,2):(8,2), (4,3):(3,1))", func(tr *Trace) (string, error) {
		return str(Composition(L("(6,2):(8,2)"), L("(4,3):(3,1)"), tr))
	})
	run("composition((4,6):(6,1), 6:1)", func(tr *Trace) (string, error) {
		return str(Composition(L("(4,6):(6,1)"), L("6:1"), tr))
	})
	run("zipped_divide((9,(4,8)):(59,(13,1)), <3:3,(2,4):(1,8)>)", func(tr *Trace) (string, error) {
		return str(ZippedDivideOp.Apply(L("(9,(4,8)):(59,(13,1))"), ByMode{L("3:3"), L("(2,4):(1,8)")}, tr))
	})
	run("logical_product((2,2):(4,1), 6:1)", func(tr *Trace) (string, error) {
		return str(LogicalProductOp.Apply(L("(2,2):(4,1)"), L("6:1"), tr))
	})
	run("blocked_product((2,5):(5,1), (3,4):(1,3))", func(tr *Trace) (string, error) {
		return str(BlockedProductOp.Apply(L("(2,5):(5,1)"), L("(3,4):(1,3)"), tr))
	})
	run("right_inverse((4,(2)):(0,(1)))", func(tr *Trace) (string, error) { return RightInverse(L("(4,(2)):(0,(1))"), tr).String(), nil })
	run("left_inverse((2,2):(12,2))", func(tr *Trace) (string, error) { return str(LeftInverse(L("(2,2):(12,2)"), tr)) })
	run("left_inverse((3,2):(2,12))", func(tr *Trace) (string, error) { return str(LeftInverse(L("(3,2):(2,12)"), tr)) })
	// C++'s compile-time branches (derivation_dynamic.go): int(n) is DynInt.
	d, i := DynInt, Int
	dynStr := func(l Layout, err error) (string, error) {
		if err != nil {
			return "", err
		}
		return l.StaticString(), nil
	}
	run("coalesce(make_layout(make_shape(_2{},int(4),_1{}), make_stride(_1{},_2{},_7{})))", func(tr *Trace) (string, error) {
		return Coalesce(Layout{Tuple(i(2), d(4), i(1)), Tuple(i(1), i(2), i(7))}, tr).StaticString(), nil
	})
	run("composition(make_layout(make_shape(_4{},_8{}), make_stride(_1{},int(4))), (_2,_4):(_4,_1))", func(tr *Trace) (string, error) {
		return dynStr(Composition(Layout{Ints(4, 8), Tuple(i(1), d(4))}, L("(2,4):(4,1)"), tr))
	})
	run("complement((_4,_2):(_1,_8), int(64))", func(tr *Trace) (string, error) {
		return dynStr(Complement(L("(4,2):(1,8)"), d(64), tr))
	})
	run("right_inverse(make_layout(make_shape(_4{},_8{}), make_stride(int(8),_1{})))", func(tr *Trace) (string, error) {
		return RightInverse(Layout{Ints(4, 8), Tuple(d(8), i(1))}, tr).StaticString(), nil
	})
	run("left_inverse(make_layout(make_shape(_4{},int(8)), make_stride(_8{},_1{})))", func(tr *Trace) (string, error) {
		return dynStr(LeftInverse(Layout{Tuple(i(4), d(8)), Ints(8, 1)}, tr))
	})
	run("Sw<3,3,3>(77)", func(tr *Trace) (string, error) {
		w, _ := NewSwizzle(3, 3, 3)
		return fmt.Sprint(w.Apply(77, tr)), nil
	})

	const path = "testdata/derivations.golden"
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -run TestDerivationsGolden -update)", err)
	}
	if b.String() != string(want) {
		t.Errorf("derivations differ from %s; run with -update and review the diff:\n%s", path, b.String())
	}
}

// Every derivation ends where the plain function does.
func TestDerivationsAgreeWithResults(t *testing.T) {
	g := newGen(8)
	for trial := 0; trial < scaled(500); trial++ {
		a, b := g.layout(), g.layout()
		inj, m := g.injective()
		if got := Coalesce(a, &Trace{}); !got.Equal(Coalesce(a)) {
			t.Fatalf("coalesce trace %s != %s", got, Coalesce(a))
		}
		same := func(name string, x Layout, xerr error, y Layout, yerr error) {
			t.Helper()
			if (xerr == nil) != (yerr == nil) || xerr == nil && !x.Equal(y) {
				t.Fatalf("%s: traced %s, %v; plain %s, %v", name, x, xerr, y, yerr)
			}
		}
		x, xe := Composition(a, b, &Trace{})
		y, ye := Composition(a, b)
		same("composition", x, xe, y, ye)
		x, xe = Complement(inj, Int(m), &Trace{})
		y, ye = Complement(inj, Int(m))
		same("complement", x, xe, y, ye)
		same("right_inverse", RightInverse(a, &Trace{}), nil, RightInverse(a), nil)
		x, xe = LeftInverse(inj, &Trace{})
		y, ye = LeftInverse(inj)
		same("left_inverse", x, xe, y, ye)
		for _, op := range Divides() {
			x, xe = op.Apply(a, inj, &Trace{})
			y, ye = op.Apply(a, inj)
			same(op.String(), x, xe, y, ye)
		}
		for _, op := range Products() {
			x, xe = op.Apply(inj, b, &Trace{})
			y, ye = op.Apply(inj, b)
			same(op.String(), x, xe, y, ye)
		}
		s := g.shape()
		for i := 0; i < 20; i++ {
			c1, e1 := Idx2Crd(Int(i*7), s, &Trace{})
			c2, e2 := Idx2Crd(Int(i*7), s)
			if (e1 == nil) != (e2 == nil) || !c1.Equal(c2) {
				t.Fatalf("idx2crd trace differs")
			}
		}
	}
}

// lastValue is the intermediate value of the last step that has one.
func lastValue(tr *Trace) string {
	for i := len(tr.Steps) - 1; i >= 0; i-- {
		if v := tr.Steps[i].Value; v != "" {
			return v
		}
	}
	return ""
}

// Each step's intermediate value follows from the one before, and the last
// is the answer.
func TestDerivationValuesAreConsistent(t *testing.T) {
	g := newGen(9)
	for trial := 0; trial < scaled(1000); trial++ {
		l := g.layout()
		tr := &Trace{}
		c := Coalesce(l, tr)
		if lastValue(tr) != c.String() {
			t.Fatalf("coalesce(%s): last value %q, result %s", l, lastValue(tr), c)
		}
		// The running value after the step on flat mode i has the function of
		// the flat modes i.. on their domain.
		fs, fd := flatLeaves(l.shape), flatLeaves(l.stride)
		i := len(fs) - 1
		for _, s := range tr.Steps {
			if s.Value == "" || s.Rule == "coalesce: result" {
				continue
			}
			i--
			suffix := Layout{tuple(fs[i:]), tuple(fd[i:])}
			run := lay(t, s.Value)
			if k, ok := sameOn(suffix.Size(), at(t, suffix), at(t, run)); !ok {
				t.Fatalf("coalesce(%s): after %q the running %s differs from the modes %s at %d", l, s.Text, run, suffix, k)
			}
		}
		// shape_div: each divisor left is the previous one divided by the mode.
		sh := Flatten(g.shape())
		n := product(sh) / max(1, product(sh)/(1+trial%7))
		if _, err := ShapeDiv(sh, Int(n)); err != nil {
			continue
		}
		tr = &Trace{}
		ShapeDiv(sh, Int(n), tr)
		rest := Int(n)
		for k, s := range tr.Steps[:len(tr.Steps)-1] {
			want, _ := shapeDiv(rest, sh.elems[k], nil)
			if s.Value != want.String() {
				t.Fatalf("shape_div(%s,%d) step %d: divisor left %s, want %s", sh, n, k, s.Value, want)
			}
			rest = want
		}
	}
	// The last value of every derivation is the result.
	for trial := 0; trial < scaled(300); trial++ {
		a := g.layout()
		inj, m := g.injective()
		tr := &Trace{}
		if r, err := Composition(a, inj, tr); err == nil && lastValue(tr) != r.String() {
			t.Fatalf("composition: last value %q, result %s", lastValue(tr), r)
		}
		tr = &Trace{}
		if r, err := Complement(inj, Int(m), tr); err == nil && lastValue(tr) != r.String() {
			t.Fatalf("complement: last value %q, result %s", lastValue(tr), r)
		}
		for _, op := range []Divide{ZippedDivideOp, TiledDivideOp, FlatDivideOp} {
			tr = &Trace{}
			if r, err := op.Apply(a, inj, tr); err == nil && lastValue(tr) != r.String() && !r.Equal(mustLogical(a, inj)) {
				t.Fatalf("%s: last value %q, result %s", op, lastValue(tr), r)
			}
		}
	}
}

// mustLogical is logical_divide, for divides whose regrouping changes nothing
// (their derivation then ends at the composition).
func mustLogical(a Layout, b Tiler) Layout {
	l, _ := LogicalDivide(a, b)
	return l
}

// The shapes and strides left_inverse's derivation names, mode by mode and
// at the close, are the modes of the layout it then coalesces.
func TestLeftInverseDerivationPairsShapesWithStrides(t *testing.T) {
	g := newGen(11)
	for trial := 0; trial < lawTrials(); trial++ {
		l, _ := g.injective()
		tr := &Trace{}
		if _, err := LeftInverse(l, tr); err != nil {
			continue
		}
		var ss, ds []int
		raw := ""
		for _, s := range tr.Steps {
			var sh, d, q, size, n, at, next int
			switch s.Rule {
			case "left_inverse: mode":
				if _, err := fmt.Sscanf(s.Text, "mode %d:%d: shape %d/%d = %d at stride %d; the next piece starts at index stride %d", &sh, &d, &q, &size, &n, &at, &next); err != nil {
					t.Fatalf("%s: %q: %v", l, s.Text, err)
				}
				ss, ds = append(ss, n), append(ds, at)
			case "left_inverse: close":
				i := strings.LastIndex(s.Text, ": ")
				if _, err := fmt.Sscanf(s.Text[:i], "end with the last mode's shape %d at stride %d", &n, &at); err != nil {
					t.Fatalf("%s: %q: %v", l, s.Text, err)
				}
				ss, ds = append(ss, n), append(ds, at)
				raw = s.Text[i+2:]
			}
		}
		if got := (Layout{Ints(ss...), Ints(ds...)}).String(); got != raw {
			t.Fatalf("left_inverse(%s): the steps pair %s, the layout is %s", l, got, raw)
		}
	}
}
