package crosscheck

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval/parse"
)

// TestCutlassDynamicAtoms checks DynamicAtomCases against C++: TiledMMA
// and TiledCopy partitions of run-time tensors for run-time threads.
func TestCutlassDynamicAtoms(t *testing.T) {
	seed, n := campaign(t, 300, 60)
	compare(t, DynamicAtomCases(seed, n))
}

// TestCutlassDynamicFragments checks DynamicFragmentCases against C++.
func TestCutlassDynamicFragments(t *testing.T) {
	seed, n := campaign(t, 200, 40)
	compare(t, DynamicFragmentCases(seed, n))
}

// TestDynamicAtomFamiliesDeterministic: DynamicAtomCases and
// DynamicFragmentCases are seeded as checkFamily wants.
func TestDynamicAtomFamiliesDeterministic(t *testing.T) {
	checkFamily(t, "DynamicAtomCases", DynamicAtomCases)
	checkFamily(t, "DynamicFragmentCases", DynamicFragmentCases)
}

// checkFamily: a seeded family f gives the same cases for a seed, other
// cases for another seed, no case twice, every case a statement cutetui
// parses (or refuses with C++'s static_assert), and most of them
// statements it answers (it refuses some, as C++ does). It runs no g++.
func checkFamily(t *testing.T, name string, f func(uint64, int) []Case) {
	t.Helper()
	a, b, c := f(5, 80), f(5, 80), f(6, 80)
	if len(a) != 80 {
		t.Fatalf("%s(5, 80) gave %d cases", name, len(a))
	}
	seen := map[string]bool{}
	same, ok := 0, 0
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("%s: case %d differs between two draws of seed 5", name, i)
		}
		if seen[a[i].Expr] {
			t.Fatalf("%s: case %q drawn twice", name, a[i].Expr)
		}
		seen[a[i].Expr] = true
		if a[i] == c[i] {
			same++
		}
		if _, err := parse.Statement(a[i].Expr); err != nil && !strings.Contains(err.Error(), "static_assert") {
			t.Errorf("%s: cutetui cannot parse %q: %v", name, a[i].Expr, err)
		}
		if _, err := cutetui(a[i].Expr); err == nil {
			ok++
		}
	}
	if same == len(a) {
		t.Errorf("%s: seeds 5 and 6 draw the same cases", name)
	}
	if ok < len(a)/3 {
		t.Errorf("%s: cutetui answers only %d of %d cases", name, ok, len(a))
	}
	t.Logf("%s: cutetui answers %d of %d", name, ok, len(a))
}
