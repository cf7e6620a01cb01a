package tiles

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

func TestViewShowsGridAndOrder(t *testing.T) {
	c := testutil.Common()
	m := New(c, "problem: 512x512\ntile: 128x128\nswizzle: 1\nwave: 4\n")
	m.SetSize(70, 40)
	v := m.View()
	if !strings.Contains(v, "launched grid (4,4,1)") {
		t.Errorf("N=1 view lacks grid (4,4,1):\n%s", v)
	}
	// N=1 is column-major: row 0 reads 0 4 8 12, with 0..3 the first wave.
	if !strings.Contains(v, "0*") || !strings.Contains(v, " 4 ") {
		t.Errorf("view lacks the launch order:\n%s", v)
	}
	m.Focus()
	if _, used := m.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'+'}}); !used {
		t.Fatal("+ not used")
	}
	v = m.View()
	if !strings.Contains(v, "launched grid (8,2,1)") || !strings.Contains(v, "Swizzle<2>") {
		t.Errorf("N=2 view lacks grid (8,2,1):\n%s", v)
	}
	if !m.Dirty() || !strings.Contains(m.Text(), "swizzle: 2") {
		t.Errorf("dirty=%v text=%q", m.Dirty(), m.Text())
	}
	// M adds one row of tiles: 5×4 tiles, a 6×6 grid is as reachable.
	m.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'M'}})
	if m.Spec().M != 640 || !strings.Contains(m.View(), "launched grid (10,2,1)") {
		t.Errorf("after M: %+v\n%s", m.Spec(), m.View())
	}
}

// TestOrdersDrawTheirMapping: a tile map of the SM90 raster and of
// Triton's grouped order shows their names and launch ids.
func TestOrdersDrawTheirMapping(t *testing.T) {
	m := New(testutil.Common(), "problem: 512x512\ntile: 128x128\norder: triton\nswizzle: 2\nwave: 4\n")
	m.SetSize(70, 40)
	if v := m.View(); !strings.Contains(v, "Triton, GROUP_SIZE_M 2") || !strings.Contains(v, "launched grid (16,1,1)") {
		t.Errorf("Triton view:\n%s", v)
	}
	m = New(testutil.Common(), "problem: 512x768\ntile: 128x128\norder: along-m\nswizzle: 2\nwave: 4\n")
	m.SetSize(70, 40)
	if v := m.View(); !strings.Contains(v, "SM90 AlongM") || !strings.Contains(v, "(size 2)") || !strings.Contains(v, "launched grid (24,1,1)") {
		t.Errorf("AlongM view:\n%s", v)
	}
}

// TestNumbersRightAlignedUnderHeaders: each tile's launch id ends in the
// column its header number ends in, with or without the first wave's mark.
func TestNumbersRightAlignedUnderHeaders(t *testing.T) {
	m := New(testutil.Common(), "problem: 1024x512\ntile: 128x128\nswizzle: 2\nwave: 4\n")
	m.SetSize(70, 40)
	v := m.View()
	var head []int
	rows := 0
	for _, l := range strings.Split(v, "\n") {
		switch {
		case strings.Contains(l, `m\n`):
			head = numberEnds(l[strings.Index(l, `m\n`)+3:])
		case head != nil && strings.Count(l, "|") == 2 && len(numberEnds(l)) > 1:
			body := l[strings.Index(l, `|`)+1:]
			ends := numberEnds(body[5:]) // after the row number "%4d "
			for j := range ends {
				if j >= len(head) || ends[j] != head[j] {
					t.Fatalf("row %q: numbers end at %v, headers at %v:\n%s", l, ends, head, v)
				}
			}
			rows++
		}
	}
	if rows != 8 {
		t.Fatalf("want 8 rows of tiles, found %d:\n%s", rows, v)
	}
	golden.RequireEqual(t, []byte(v))
}

// numberEnds is the column just past each run of digits in line.
func numberEnds(line string) []int {
	var ends []int
	for i := 0; i < len(line); i++ {
		if line[i] >= '0' && line[i] <= '9' && (i+1 == len(line) || line[i+1] < '0' || line[i+1] > '9') {
			ends = append(ends, i+1)
		}
	}
	return ends
}
