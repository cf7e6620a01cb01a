package crosscheck

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// normalise drops the trailing newlines C++'s multi-line prints end with,
// and writes a register tensor's address (a stack address in C++) as 0x….
func normalise(s string) string { return NormaliseFragmentAddr(strings.TrimRight(s, "\n")) }

// compare runs cases through C++ (g++ given flags) and cutetui.
func compare(t *testing.T, cases []Case, flags ...string) {
	dir := os.Getenv("CUTLASS_DIR")
	if dir == "" {
		t.Skip("CUTLASS_DIR is not set; the differential check against C++ CuTe needs CUTLASS's headers and g++")
	}
	c := NewCompiler(dir, t.TempDir())
	c.Flags = flags
	c.Cache = os.Getenv("CROSSCHECK_CACHE") // C++'s results kept between runs
	res, err := c.Run(cases)
	if err != nil {
		t.Fatal(err)
	}
	type tally struct{ agree, bothRefuse, disagree int }
	by := map[string]*tally{}
	total := tally{}
	for i, cs := range cases {
		tl := by[cs.Group]
		if tl == nil {
			tl = &tally{}
			by[cs.Group] = tl
		}
		got, gerr := cutetui(cs.Expr)
		switch {
		case res[i].Refused && gerr != nil:
			tl.bothRefuse++
			total.bothRefuse++
		case res[i].Refused && strings.Contains(res[i].Text, crashed):
			tl.disagree++
			total.disagree++
			t.Errorf("%s\n  C++ compiles it but crashes running it; cutetui answers %s", cs.Expr, got)
		case res[i].Refused:
			tl.disagree++
			total.disagree++
			t.Errorf("%s\n  C++ refuses to compile it; cutetui answers %s", cs.Expr, got)
		case gerr != nil:
			tl.disagree++
			total.disagree++
			t.Errorf("%s\n  C++:     %s\n  cutetui: error: %v", cs.Expr, normalise(res[i].Text), gerr)
		case normalise(res[i].Text) != normalise(got):
			tl.disagree++
			total.disagree++
			t.Errorf("%s\n  C++:     %s\n  cutetui: %s", cs.Expr, normalise(res[i].Text), normalise(got))
		default:
			tl.agree++
			total.agree++
		}
	}
	for g, tl := range by {
		t.Logf("%-18s agree %3d, both refuse %3d, disagree %3d", g, tl.agree, tl.bothRefuse, tl.disagree)
	}
	t.Logf("%d cases: %d agree, %d refused by both, %d disagree", len(cases), total.agree, total.bothRefuse, total.disagree)
}

// campaign is the seed and number of cases of a random family: seed 1
// and n (short under -short) unless $CROSSCHECK_SEED or $CROSSCHECK_N say
// otherwise, so that a campaign over many seeds needs no edit.
func campaign(t *testing.T, n, short int) (uint64, int) {
	t.Helper()
	seed := uint64(1)
	if testing.Short() {
		n = short
	}
	if v := os.Getenv("CROSSCHECK_SEED"); v != "" {
		s, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("CROSSCHECK_SEED=%q: %v", v, err)
		}
		seed = s
	}
	if v := os.Getenv("CROSSCHECK_N"); v != "" {
		k, err := strconv.Atoi(v)
		if err != nil || k < 1 {
			t.Fatalf("CROSSCHECK_N=%q: want a positive number of cases", v)
		}
		n = k
	}
	t.Logf("seed %d, %d cases", seed, n)
	return seed, n
}

// TestCutlassAlgebra checks random cases of the layout algebra.
func TestCutlassAlgebra(t *testing.T) {
	seed, n := campaign(t, 360, 72)
	compare(t, AlgebraCases(seed, n))
}

// TestCutlassAtoms checks the atom layer: every MMA and copy atom of the
// tables, TiledMMAs and TiledCopies built from them and their layouts.
func TestCutlassAtoms(t *testing.T) {
	cs := AtomCases()
	if testing.Short() {
		cs = cs[:len(cs)/8]
	}
	compare(t, cs)
}

// TestCutlassTensors checks tensors without data and their partitions.
func TestCutlassTensors(t *testing.T) {
	cs := TensorCases()
	if testing.Short() {
		cs = cs[:len(cs)/8]
	}
	compare(t, cs)
}

// TestCutlassLatex checks print_latex, print_latex_tv and print_svg byte
// for byte.
func TestCutlassLatex(t *testing.T) {
	compare(t, LatexCases())
}

// TestCutlassAlgebraWide checks random cases of WideCases: deeper, odder
// layouts and every tiler, profile and cotarget form.
func TestCutlassAlgebraWide(t *testing.T) {
	seed, n := campaign(t, 400, 80)
	compare(t, WideCases(seed, n))
}

// TestCutlassTupleFree checks the free functions of TupleFreeCases.
func TestCutlassTupleFree(t *testing.T) {
	seed, n := campaign(t, 200, 40)
	compare(t, TupleFreeCases(seed, n))
}

// TestCutlassAlgebraNegative checks WideCases's forms with negative strides.
func TestCutlassAlgebraNegative(t *testing.T) {
	seed, n := campaign(t, 200, 40)
	compare(t, NegativeCases(seed, n))
}
