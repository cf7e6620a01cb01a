package hw

import (
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
)

// sm100_tmem.txt's 128×256 accumulator fills lanes 0–127 and columns
// 0–255; its M = 64 one takes half of each sub-partition.
var acc128 = []string{"partition_fragment_C(make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>{}),Shape<_128,_256>{})"}

var acc64 = []string{"partition_fragment_C(make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,64,128,UMMA::Major::K,UMMA::Major::K>{}),Shape<_64,_128>{})"}

func TestTMEMViews(t *testing.T) {
	for name, stmts := range map[string][]string{"m128": acc128, "m64": acc64} {
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

// The 128×256 accumulator: element 1 (m = 1) is lane 1, column 0; the
// last (127, 255) lane 127, column 255; columns 256–511 stay free.
func TestTMEMAccumulatorPlacement(t *testing.T) {
	s, err := FromValue(valueOf(t, acc128...), 200, 60)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s, "1 → 1,0") || !strings.Contains(s, "32767 → 127,255") {
		t.Errorf("placement:\n%s", s)
	}
	for _, l := range strings.Split(s, "\n") {
		if strings.HasPrefix(l, "    0 ") && (!strings.Contains(l, "# .") || strings.Count(l, "#") != strings.Count(l, ".")) {
			t.Errorf("lane 0 should fill half the columns: %q", l)
		}
	}
}

// Thread 37's source of a 32dp TMEM load (sm100_tmem.txt): its warp, 1,
// reads lanes 32–63 only; its first element is lane 32, column 0.
func TestTMEMThreadSlice(t *testing.T) {
	s, err := FromValue(valueOf(t,
		"C = "+acc128[0],
		"T = make_tmem_copy(Copy_Atom<SM100_TMEM_LOAD_32dp32b8x, float>{}, C(_,0,0))",
		"T.get_slice(37).partition_S(C(_,0,0))"), 80, 24)
	if err != nil {
		t.Fatal(err)
	}
	var lanes []string
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, "#") && !strings.Contains(l, "'#'") {
			lanes = append(lanes, strings.Fields(l)[0])
		}
	}
	if strings.Join(lanes, ",") != "32,48" || !strings.Contains(s, "0 → 32,0") {
		t.Errorf("lanes with elements %v, want 32,48 (sub-partition 1):\n%s", lanes, s)
	}
}

// SM100_TMEM_LOAD_32dp32b8x: thread l's register r reads lane l, column
// r (sm100_tmem.txt: thread 37, lane 5 of warp 1, reads lane 32+5); the
// 16dp256b datapath spreads a thread's registers over two lanes 8 apart.
func TestTmemLoadView(t *testing.T) {
	s, err := FromValue(valueOf(t, "Copy_Atom<SM100_TMEM_LOAD_32dp32b8x, float>{}"), 80, 40)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, l := range strings.Split(s, "\n") {
		if f := strings.Fields(l); len(f) == 9 && f[0] == "T5" {
			found = strings.Join(f[1:], " ") == "5.0 5.1 5.2 5.3 5.4 5.5 5.6 5.7"
		}
	}
	if !found {
		t.Errorf("32dp32b8x: T5 should read lane 5, columns 0–7:\n%s", s)
	}
	for _, sz := range [][2]int{{80, 24}, {200, 60}} {
		t.Run("16dp256b1x_"+strconv.Itoa(sz[0])+"x"+strconv.Itoa(sz[1]), func(t *testing.T) {
			s, err := FromValue(valueOf(t, "Copy_Atom<SM100_TMEM_LOAD_16dp256b1x, float>{}"), sz[0], sz[1])
			if err != nil {
				t.Fatal(err)
			}
			fits(t, s, sz[0], sz[1])
			golden.RequireEqual(t, []byte(s))
		})
	}
}
