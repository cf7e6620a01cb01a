package hw

import (
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
)

// The scale factors of an MXF4 atom (VS = 16, four factors a row of K =
// 64), 4by1, and of a 2-SM MXF4 atom's SFB of M = 128, 2by2.
var (
	sfaMXF4 = []string{
		"a = MMA_Atom<SM100_MMA_MXF4_SS<float_e2m1_t,float_e2m1_t,float,float_ue4m3_t,128,256,16,UMMA::Major::K,UMMA::Major::K>>{}",
		"make_frg_SFA(a, ((128,(16,4)),1,2))",
	}
	sfb2by2 = []string{
		"b = MMA_Atom<SM100_MMA_MXF4_2x1SM_SS<float_e2m1_t,float_e2m1_t,float,float_ue8m0_t,128,128,32,UMMA::Major::K,UMMA::Major::K>>{}",
		"make_frg_SFB(b, ((128,(32,2)),1,2))",
	}
)

func TestScaleFactorView(t *testing.T) {
	for name, stmts := range map[string][]string{"sfa_mxf4": sfaMXF4, "sfb_2by2": sfb2by2} {
		for _, sz := range [][2]int{{80, 24}, {120, 40}} {
			t.Run(name+"_"+strconv.Itoa(sz[0])+"x"+strconv.Itoa(sz[1]), func(t *testing.T) {
				s, err := FromValue(valueOf(t, stmts...), sz[0], sz[1])
				if err != nil {
					t.Fatal(err)
				}
				fits(t, s, sz[0], sz[1])
				golden.RequireEqual(t, []byte(s))
			})
		}
	}
}

// NVIDIA/cutlass#2961: a 4by1 fragment stores each factor once in each
// 32-lane sub-partition, lanes l, l+32, l+64, l+96 of one column; the
// four factors of a row (K = 64 at VS = 16) are the column's four bytes;
// the next MMA along K is 4 columns on.
func TestScaleFactorsDuplicatedFourTimes(t *testing.T) {
	s, err := FromValue(valueOf(t, sfaMXF4...), 120, 40)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"stored 4× in TMEM (ScaleFactorDuplicated4by1)",
		"row 33, factor 0 (K 0-15): 1,1,0; 33,1,0; 65,1,0; 97,1,0",
		"bytes 0-3 hold the factors",
		"mode 2 (2 MMAs): each steps +4 columns",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("missing %q in\n%s", want, s)
		}
	}
	s, err = FromValue(valueOf(t, sfb2by2...), 120, 40)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s, "stored 2× in TMEM (ScaleFactorDuplicated2by2)") || !strings.Contains(s, "row 127, factor 0 (K 0-31): 95,1,0; 127,1,0") {
		t.Errorf("2by2:\n%s", s)
	}
}

// A TMEM tensor that is not a scale-factor fragment (the accumulator)
// keeps the TMEM view, and a non-block-scaled atom has no SFA.
func TestScaleFactorViewOnlyForScaleFactors(t *testing.T) {
	s, err := FromValue(valueOf(t, acc128...), 80, 24)
	if err != nil || strings.Contains(s, "scale factors") {
		t.Errorf("the accumulator drew as scale factors: %v\n%s", err, s)
	}
}

// A scale-factor fragment read back as C++ prints it (tmem_[8b](...) o
// L, no type name) draws as scale factors too, the same rows and copies.
func TestScaleFactorViewOfReadBack(t *testing.T) {
	s, err := FromValue(valueOf(t, "tmem_[8b](0x0000.0000) o ((((32,4),4),(16,4)),1,2):((((262144,4),8388608),(0,1)),0,8)"), 120, 40)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s, "row 33, factor 0 (K 0-15): 1,1,0; 33,1,0; 65,1,0; 97,1,0") || !strings.Contains(s, "8-bit scale factors") {
		t.Errorf("read back:\n%s", s)
	}
}
