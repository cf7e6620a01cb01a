package crosscheck

import (
	"os"
	"testing"
)

// TestCutlassDynamicWide checks DynamicWideCases against C++. As in
// TestCutlassDynamic, a case cutetui refuses with all its integers static
// (StaticWideForm) is one C++ checks only at compile time, and is left
// out unless CROSSCHECK_DYN_ALL is set.
func TestCutlassDynamicWide(t *testing.T) {
	seed, n := campaign(t, 300, 60)
	var cases []Case
	all := os.Getenv("CROSSCHECK_DYN_ALL") != ""
	for _, c := range DynamicWideCases(seed, n) {
		if _, err := cutetui(StaticWideForm(c.Expr)); all || err == nil {
			cases = append(cases, c)
		}
	}
	t.Logf("%d of %d cases valid in their static form", len(cases), n)
	compare(t, cases)
}

// TestDynamicWideCasesDeterministic: a seed gives the same cases every
// time, and cutetui reads every case (it may refuse some, as C++ does).
func TestDynamicWideCasesDeterministic(t *testing.T) {
	a, b := DynamicWideCases(3, 200), DynamicWideCases(3, 200)
	if len(a) != 200 {
		t.Fatalf("DynamicWideCases(3, 200) gave %d cases", len(a))
	}
	ok := 0
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("case %d differs between two draws of seed 3", i)
		}
		if _, err := cutetui(a[i].Expr); err == nil {
			ok++
		}
	}
	if ok < len(a)/2 {
		t.Errorf("cutetui answers only %d of %d cases", ok, len(a))
	}
}

// TestCutlassDynamicTupleFree checks DynamicTupleFreeCases against C++.
func TestCutlassDynamicTupleFree(t *testing.T) {
	seed, n := campaign(t, 300, 60)
	compare(t, DynamicTupleFreeCases(seed, n))
}
