package lessons_test

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/cutetui/cutetui/views/figure"
)

// TestHopperPanesOfLesson14DrawTheirMMA: each pane of lesson 14 that
// builds a Hopper TiledMMA ends with it, so the pane draws the MMA view —
// A and B of the SS atom as shared-memory tiles, A of the RS atom per
// thread — instead of the grid of a stride-0 TV layout (the RS pane ended
// with get_layoutB_TV(r): 128 rows of 0…15).
func TestHopperPanesOfLesson14DrawTheirMMA(t *testing.T) {
	src, err := lessons.Source("mma")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, b := range notebook.Parse(src).Blocks {
		if b.Kind != notebook.KindCute || !strings.Contains(b.Text, "SM90_") {
			continue
		}
		var stmts []string
		for _, l := range strings.Split(strings.TrimSpace(b.Text), "\n") {
			if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
				stmts = append(stmts, l)
			}
		}
		fig, err := figure.FromStatements(stmts, figure.ValueOptions{})
		if err != nil || fig.Kind != figure.KindMMA {
			t.Errorf("lesson 14 pane at line %d ends with %q: not an MMA view (%v)", b.Line, stmts[len(stmts)-1], err)
			continue
		}
		a := &fig.Panels[1]
		switch {
		case strings.Contains(b.Text, "_SS<"):
			seen["SS"] = a.Shared == 128
		case strings.Contains(b.Text, "_RS<"):
			seen["RS"] = a.Shared == 0 && len(a.Cells[0].Owners) == 1
		}
	}
	if !seen["SS"] || !seen["RS"] {
		t.Errorf("want an SS pane with A in shared memory and an RS pane with A per thread: %v", seen)
	}
}
