package hw

import (
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
)

// tma.txt's K-major 128B-swizzled tile, K block 3: start address 6 (96
// bytes), LBO 1, SBO 64 (1024 bytes), layout type B128.
var descK3 = []string{
	"sK = make_tensor(make_smem_ptr<half_t>(nullptr),tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{},Shape<Int<64>,Int<128>>{}))",
	"make_gmma_desc<GMMA::Major::K>(local_tile(sK, Shape<Int<64>,Int<16>>{}, make_coord(Int<0>{},Int<3>{})))",
}

func descView(t *testing.T, stmts []string, w, h int) string {
	t.Helper()
	s, err := FromValue(valueOf(t, stmts...), w, h)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The descriptor view at 80×24 and 200×60.
func TestGMMADescView(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {200, 60}} {
		t.Run(strconv.Itoa(sz[0])+"x"+strconv.Itoa(sz[1]), func(t *testing.T) {
			s := descView(t, descK3, sz[0], sz[1])
			fits(t, s, sz[0], sz[1])
			golden.RequireEqual(t, []byte(s))
		})
	}
}

// The bit strip is the descriptor's word, and each field's row reads
// its value: K block 3 starts at 0x60 bytes, strides 1024 bytes; the
// tile's chunks show the 128-byte swizzle: the tile starts 96 bytes in,
// rows are 128 bytes apart and Swizzle<3,4,3> xors the row's bits 7–9
// into the chunk's bits 4–6, so row 1's first chunk is ((96+128) xor 16 −
// 96)/16 = 9 and its second 8.
func TestGMMADescViewFields(t *testing.T) {
	s := descView(t, descK3, 200, 60)
	for _, want := range []string{
		"GmmaDescriptor 0x4000004000010006",
		"    0100000000000000000000000100000000000000000000010000000000000110",
		"start_addr        6  byte address 0x60",
		"stride_off       64  1024 bytes",
		"layout_type       1  B128",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("missing %q in\n%s", want, s)
		}
	}
	if !strings.Contains(s, "\n   1   9   8\n") {
		t.Errorf("row 1 of the tile should be in chunks 9 and 8:\n%s", s)
	}
}
