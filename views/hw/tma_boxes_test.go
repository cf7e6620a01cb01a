package hw

import (
	"strings"
	"testing"
)

// lesson17A is lesson 17's first pane: K-major A (512,256) loaded in
// 128×64 stages, boxes of 64×128 elements in TMA's (k, m) order: 4×4.
var lesson17A = []string{
	"A = make_tensor(make_gmem_ptr<half_t>(0), (512,256):(256,1))",
	"sw = GMMA::Layout_K_SW128_Atom<half_t>{}",
	"sL = tile_to_shape(sw, (128,64,4))",
	"make_tma_copy(SM90_TMA_LOAD{}, A, sL(_,_,0))",
}

// At 80×24, and at 72×16 (what lesson 17's pane gives it at 80×24), the
// TMA view draws every one of lesson 17's 4×4 boxes (there is room
// beside the arguments), and names the tile's axes by its modes,
// not by an operand's letters it cannot know.
func TestTMAViewAt80x24ShowsEveryBox(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {72, 16}} {
		tmaAllBoxes(t, tmaView(t, lesson17A, sz[0], sz[1]), sz[0], sz[1])
	}
}

func tmaAllBoxes(t *testing.T, s string, w, h int) {
	t.Helper()
	fits(t, s, w, h)
	if strings.Contains(s, "showing") {
		t.Errorf("boxes cut though 4×4 fit:\n%s", s)
	}
	rows := 0
	for _, l := range strings.Split(s, "\n") {
		if strings.HasPrefix(l, "  # . . . ") || strings.HasPrefix(l, "  . . . . ") {
			rows++
		}
	}
	if rows != 4 {
		t.Errorf("%d rows of boxes, want 4:\n%s", rows, s)
	}
	if strings.Contains(s, "n across") || !strings.Contains(s, "(its mode 0 down, mode 1") {
		t.Errorf("the tile's axes should be its modes 0 (down) and 1 (across):\n%s", s)
	}
}
