package crosscheck

import (
	"os"
	"strconv"
	"testing"
)

// envInt reads a positive integer from the environment, or def.
func envInt(t *testing.T, name string, def int) int {
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < 0 {
		t.Fatalf("%s=%q is not a non-negative integer", name, s)
	}
	return v
}

// TestCutlassAtomsRandom checks random cases of the atom layer against
// C++: CROSSCHECK_SEED (default 1) seeds them, CROSSCHECK_N (default 150,
// 40 with -short) is how many.
func TestCutlassAtomsRandom(t *testing.T) {
	n := 150
	if testing.Short() {
		n = 40
	}
	n = envInt(t, "CROSSCHECK_N", n)
	seed := envInt(t, "CROSSCHECK_SEED", 1)
	compare(t, AtomRandomCases(uint64(seed), n))
}

// TestAtomRandomCasesDeterministic: a seed gives the same cases every
// time, different seeds different ones, and every case is new.
func TestAtomRandomCasesDeterministic(t *testing.T) {
	a, b, c := AtomRandomCases(7, 200), AtomRandomCases(7, 200), AtomRandomCases(8, 200)
	if len(a) != 200 {
		t.Fatalf("AtomRandomCases(7, 200) gave %d cases", len(a))
	}
	same := 0
	seen := map[string]bool{}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("case %d differs between two draws of seed 7: %q, %q", i, a[i].Expr, b[i].Expr)
		}
		if seen[a[i].Expr] {
			t.Fatalf("case %q drawn twice", a[i].Expr)
		}
		seen[a[i].Expr] = true
		if a[i] == c[i] {
			same++
		}
	}
	if same == len(a) {
		t.Fatal("seeds 7 and 8 draw the same cases")
	}
}
