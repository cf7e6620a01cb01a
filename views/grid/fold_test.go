package grid

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/views/internal/testutil"
)

// TestNoRowRepeatsTheHeader: the grid of ((128,128)):((1,256)) is 128×128
// (its column header 0 1 2 …, its rows 0 256 512 …), not one row of 16384
// whose offsets 0 1 2 … repeat the header above them.
func TestNoRowRepeatsTheHeader(t *testing.T) {
	got := Render(Of(layout(t, "((128,128)):((1,256))")), testutil.Common().Styles, DefaultLimits(80))
	lines := strings.Split(got, "\n")
	if len(lines) < 3 {
		t.Fatalf("grid:\n%s", got)
	}
	head := strings.Fields(lines[0])
	for _, row := range lines[1:] {
		f := strings.Fields(row)
		if len(f) > 1 && strings.Join(f[1:], " ") == strings.Join(head[:min(len(head), len(f)-1)], " ") {
			t.Fatalf("row %q repeats the header %q:\n%s", row, lines[0], got)
		}
	}
	if f := strings.Fields(lines[1]); len(f) < 3 || f[1] != "0" || f[2] != "256" {
		t.Errorf("row 0 = %q, want 0 0 256 …", lines[1])
	}
	if !strings.Contains(got, "of 128 columns") {
		t.Errorf("want 128 columns:\n%s", got)
	}
}
