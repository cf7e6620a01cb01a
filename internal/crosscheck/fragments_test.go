package crosscheck

import (
	"os"
	"regexp"
	"testing"
)

// TestCutlassFragments checks register fragments, GMMA descriptor
// tensors, the copies that fill them and permuted TiledMMAs against C++.
func TestCutlassFragments(t *testing.T) {
	cs := FragmentCases()
	if testing.Short() {
		cs = cs[:len(cs)/8]
	}
	compare(t, cs)
}

// TestNormaliseFragmentAddr: only a plain register pointer's address is
// written 0x… (a sub-byte one's keeps its bit index); typed and swizzled
// pointers keep theirs.
func TestNormaliseFragmentAddr(t *testing.T) {
	for in, want := range map[string]string{
		"ptr[32b](0x7ffd5a3c9e10) o (_2,_3):(_1,_2)": "ptr[32b](0x…) o (_2,_3):(_1,_2)",
		"ptr[16b](0x7f0000000042) o _8:_1":           "ptr[16b](0x…) o _8:_1",
		"gmem_ptr[32b](0x244) o _8:_1":               "gmem_ptr[32b](0x244) o _8:_1",
		"Sw<3,4,3>_smem_ptr[16b](0x40) o _8:_1":      "Sw<3,4,3>_smem_ptr[16b](0x40) o _8:_1",
		"smem_ptr[16b](0x50) o _8:_1":                "smem_ptr[16b](0x50) o _8:_1",
		"ptr[32b]((nil)) o _8:_1":                    "ptr[32b]((nil)) o _8:_1",
		"subptr[1b](0x7ffd09d507e8.5) o _2:_32":      "subptr[1b](0x….5) o _2:_32",
		"gmem_subptr[4b](0x1000.4) o _64:_8":         "gmem_subptr[4b](0x1000.4) o _64:_8",
	} {
		if got := NormaliseFragmentAddr(in); got != want {
			t.Errorf("NormaliseFragmentAddr(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestCutlassComposedTensors checks tensors of composed layouts (swizzled
// shared memory as sgemm_sm80 writes it) against C++: the partitions of a
// static thread index exactly, the others' numbers without the static
// marker (ComposedTensorCases says why).
func TestCutlassComposedTensors(t *testing.T) {
	dir := os.Getenv("CUTLASS_DIR")
	if dir == "" {
		t.Skip("CUTLASS_DIR is not set; the differential check against C++ CuTe needs CUTLASS's headers and g++")
	}
	cs := ComposedTensorCases()
	if testing.Short() {
		cs = cs[:len(cs)/8]
	}
	c := NewCompiler(dir, t.TempDir())
	c.Cache = os.Getenv("CROSSCHECK_CACHE")
	res, err := c.Run(cs)
	if err != nil {
		t.Fatal(err)
	}
	agree, refuse := 0, 0
	for i, cs := range cs {
		got, gerr := cutetui(cs.Expr)
		want := normalise(res[i].Text)
		switch {
		case res[i].Refused && gerr != nil:
			refuse++
		case res[i].Refused:
			t.Errorf("%s\n  C++ refuses it; cutetui answers %s", cs.Expr, got)
		case gerr != nil:
			t.Errorf("%s\n  C++:     %s\n  cutetui: error: %v", cs.Expr, want, gerr)
		case cs.Group == "composed_static" && want != normalise(got):
			t.Errorf("%s\n  C++:     %s\n  cutetui: %s", cs.Expr, want, normalise(got))
		case unmarked(want) != unmarked(normalise(got)):
			t.Errorf("%s\n  C++:     %s\n  cutetui: %s", cs.Expr, want, normalise(got))
		default:
			agree++
		}
	}
	t.Logf("%d cases: %d agree (static markers aside), %d refused by both, %d disagree", len(cs), agree, refuse, len(cs)-agree-refuse)
}

// staticMark is the _ C++ prints before a static integer.
var staticMark = regexp.MustCompile(`_(-?[0-9])`)

// unmarked is s without static markers: _4 and 4 alike.
func unmarked(s string) string { return staticMark.ReplaceAllString(s, "$1") }
