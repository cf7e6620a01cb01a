package hw

import (
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
)

// atoms.txt's SS wgmma B over three stages: one descriptor per (n, k,
// stage), k blocks 256 16-byte units apart, stages 1024, n 64.
var descB = []string{
	"mma = make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>{})",
	"sB = make_tensor(make_smem_ptr<half_t>(nullptr), tile_to_shape(GMMA::Layout_MN_SW64_Atom<half_t>{}, Shape<_128,_64,_3>{}))",
	"mma.get_slice(3).partition_fragment_B(sB)",
}

// An SM80 A fragment in registers: ((2,2,2),2,2):((1,2,4),16,8).
var regA = []string{
	"m8 = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{})",
	"m8.get_slice(3).partition_fragment_A(make_tensor(make_smem_ptr<half_t>(nullptr), Layout<Shape<_64,_32>,Stride<_32,_1>>{}))",
}

func TestFragmentViews(t *testing.T) {
	for name, stmts := range map[string][]string{"desc": descB, "regs": regA} {
		for _, sz := range [][2]int{{80, 24}, {200, 60}} {
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

// Each cell is the layout's offset there: B's stage 2, n 1, k 3 is
// descriptor 64 + 3·256 + 2·1024 = 2880; A's (m 1, k 1) registers are 16 +
// 8 + 0..7.
func TestFragmentCells(t *testing.T) {
	s, err := FromValue(valueOf(t, descB...), 200, 60)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s, "stage 2") || !strings.Contains(s, "D+2880") || !strings.Contains(s, "GMMA descriptors") {
		t.Errorf("B's descriptors:\n%s", s)
	}
	s, err = FromValue(valueOf(t, regA...), 200, 60)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s, "R 24–31") || !strings.Contains(s, "registers") {
		t.Errorf("A's registers:\n%s", s)
	}
}
