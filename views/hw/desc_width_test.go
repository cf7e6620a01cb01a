package hw

import (
	"strings"
	"testing"
)

// At 80×24 a descriptor view cuts nothing: no line ends in the cut mark
// (only the tile's "… showing" line starts with one), and each field's
// meaning reads whole once its wrapped lines are joined.
func TestDescriptorViewsAt80x24CutNothing(t *testing.T) {
	for name, c := range map[string]struct {
		stmts []string
		whole []string
	}{
		"gmma":        {descK3, []string{"base_offset 0 the swizzle pattern's phase where the tile starts off its repeat", "B128: 128-byte swizzle, Swizzle<3,4,3>", "(wgmma's 64-bit shared-memory operand)"}},
		"umma smem":   {ummaSmem, []string{"(tcgen05.mma's 64-bit shared-memory operand)"}},
		"blockscaled": {ummaBS, []string{"(tcgen05.mma's 32-bit instruction descriptor)"}},
	} {
		s := descView(t, c.stmts, 80, 24)
		fits(t, s, 80, 24)
		for _, l := range strings.Split(s, "\n") {
			if strings.HasSuffix(l, "…") {
				t.Errorf("%s: line cut at 80 columns: %q", name, l)
			}
		}
		joined := strings.Join(strings.Fields(s), " ")
		for _, w := range c.whole {
			if !strings.Contains(joined, w) {
				t.Errorf("%s: %q not readable whole in\n%s", name, w, s)
			}
		}
	}
}

// An MN-major tile's 16-byte runs lie along m: the chunk table has a row
// per k. Lesson 23's MN-major K block 1 starts at 0x800, rows k are 128
// bytes apart and Swizzle<3,4,3> xors row bits 7–9 into chunk bits 4–6,
// so row 1 holds chunks 9 8 11 10 (8 on from the start, pairs swapped).
func TestGMMADescMNMajorChunksRunAlongM(t *testing.T) {
	s := descView(t, []string{
		"sB = make_tensor(make_smem_ptr<half_t>(0), tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, (64,64)))",
		"make_gmma_desc<GMMA::Major::MN>(local_tile(sB, (64,16), (0,1)))",
	}, 200, 60)
	for _, want := range []string{"row k, 16-byte chunk along m", "\n   0   0   1   2   3   4   5   6   7\n", "\n   1   9   8  11  10  13  12  15  14\n"} {
		if !strings.Contains(s, want) {
			t.Errorf("missing %q in\n%s", want, s)
		}
	}
}
