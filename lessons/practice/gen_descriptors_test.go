package practice

import (
	"fmt"
	"strconv"
	"testing"
)

// TestDescriptorStartDependsOnTheKBlock: level 1 of descriptors asks the
// start address of a K block, which differs from block to block as lesson
// 23 teaches: 2·kb for a K-major 128B stage of halves (K block 1 starts 32
// bytes in), 2·mn·kb for an MN-major one (K block 1 of a 64-wide stage
// starts 2048 bytes in, 0x80); the engine's answer matches.
func TestDescriptorStartDependsOnTheKBlock(t *testing.T) {
	answers := map[string]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		ex, err := Generate("descriptors", 1, Mix(seed, 23))
		if err != nil {
			t.Fatal(err)
		}
		var major string
		var mn, col int
		if _, err := fmt.Sscanf(ex.Setup[0], "sw = GMMA::Layout_%s", &major); err != nil {
			t.Fatalf("setup %q: %v", ex.Setup, err)
		}
		if _, err := fmt.Sscanf(ex.Setup[1], "L = tile_to_shape(sw, (%d,64))", &mn); err != nil {
			t.Fatalf("setup %q: %v", ex.Setup, err)
		}
		if _, err := fmt.Sscanf(ex.Expr, "ceil_div(L(0,%d) * 2, 16)", &col); err != nil {
			t.Fatalf("expr %q: %v", ex.Expr, err)
		}
		kb := col / 16
		want := 2 * kb
		if major[:2] == "MN" {
			want = 2 * mn * kb
		}
		if ex.Answer != strconv.Itoa(want) {
			t.Errorf("%s, %s, K block %d: answer %s, want %d", ex.Setup[0], ex.Setup[1], kb, ex.Answer, want)
		}
		answers[ex.Answer] = true
	}
	if len(answers) < 6 {
		t.Errorf("level 1 gave %d different answers in 40 draws: %v", len(answers), answers)
	}
}
