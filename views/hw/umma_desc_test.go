package hw

import (
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
)

var (
	ummaSmem = []string{
		"sw = GMMA::Layout_K_SW128_Atom<half_t>{}",
		"sA = make_tensor(make_smem_ptr<half_t>(0), tile_to_shape(sw, (64,64)))",
		"make_umma_desc<UMMA::Major::K>(local_tile(sA, (64,16), (0,1)))",
	}
	ummaInstr = []string{"make_instr_desc<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>()"}
	ummaBS    = []string{"make_instr_desc_block_scaled<float_e2m1_t,float_e2m1_t,float,float_ue4m3_t,128,256,UMMA::Major::K,UMMA::Major::K>()"}
)

func TestUMMADescView(t *testing.T) {
	for name, stmts := range map[string][]string{"smem": ummaSmem, "instr": ummaInstr, "blockscaled": ummaBS} {
		for _, sz := range [][2]int{{80, 24}, {100, 30}} {
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

// The bit strip is the word, and each field's letter covers its bits:
// the smem descriptor 0x4000404000010002 has version 1 at bits 46–47 and
// layout type 2 (SWIZZLE_128B) at bits 61–63; the bit under a letter
// read back gives the table's value.
func TestUMMADescBitsAreTheWord(t *testing.T) {
	s, err := FromValue(valueOf(t, ummaSmem...), 100, 30)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(s, "\n")
	bits, letters := strings.TrimSpace(lines[2]), strings.TrimSpace(lines[3])
	w, err := strconv.ParseUint(bits, 2, 64)
	if err != nil || w != 0x4000404000010002 {
		t.Fatalf("the bits %s are 0x%x, not the word", bits, w)
	}
	field := func(l byte) (v uint64) {
		for i := 0; i < 64; i++ {
			if letters[i] == l {
				v = v<<1 | uint64(bits[i]-'0')
			}
		}
		return v
	}
	for _, c := range []struct {
		row  string
		want uint64
	}{{"version_", 1}, {"layout_type_", 2}, {"stride_byte_offset_", 64}, {"start_address_", 2}} {
		for _, l := range lines {
			if f := strings.Fields(l); len(f) >= 4 && f[2] == c.row {
				if got := field(f[0][0]); got != c.want {
					t.Errorf("%s: the bits under %s read %d, want %d", c.row, f[0], got, c.want)
				}
			}
		}
	}
	if !strings.Contains(s, "SWIZZLE_128B") || !strings.HasPrefix(lines[1], "bit 63") || len(lines[1]) != 4+64 {
		t.Errorf("header or notes:\n%s", s)
	}
}
