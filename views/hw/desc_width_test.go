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
