package crosscheck

import "testing"

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
// shared memory as sgemm_sm80 writes it) against C++, exactly.
func TestCutlassComposedTensors(t *testing.T) {
	cs := ComposedTensorCases()
	if testing.Short() {
		cs = cs[:len(cs)/8]
	}
	compare(t, cs)
}
