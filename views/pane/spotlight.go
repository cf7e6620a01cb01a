package pane

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
)

// spotlight is where the picture (grid, TV, MMA or copy view, or the
// owners table) lies in the pane's View, in lines, and whether the last
// key was one of the picture's (o, z, v, the pan keys, n/N, digits), so
// that the reader scrolls to the picture rather than to the pane's top:
// on a short screen the picture of a tall pane is below its statements.
type spotlight struct {
	asked bool
	// from and to are byte offsets into the results while View builds
	// them, then lines of View: the picture is lines [first, last).
	from, to    int
	first, last int
}

// place turns the byte offsets of the picture in the results into lines of
// the box drawn around content (whose results start at byte at), counting
// the lines the box wraps; first is -1 when there is no picture.
func (s *spotlight) place(box lipgloss.Style, content string, at int) {
	s.first, s.last = -1, -1
	if s.from < 0 || s.to < s.from || at+s.to > len(content) {
		return
	}
	// The picture's first line is the line after everything before it:
	// a box around that text and one more line, less the bottom border
	// and that line.
	s.first = lipgloss.Height(box.Render(content[:at+s.from]+"x")) - 2
	s.last = lipgloss.Height(box.Render(strings.TrimRight(content[:at+s.to], "\n"))) - 1
	s.last = max(s.last, s.first+1)
}

// Spotlight reports the lines [from, to) of View that the last key asked
// to see — the picture, after one of its keys (a thread selected, the
// colour or compactness changed, the grid panned) — and ok false after
// any other key, or when the pane has no picture.
func (m *Model) Spotlight() (from, to int, ok bool) {
	if !m.spot.asked {
		return 0, 0, false
	}
	m.View() // places the picture
	if m.spot.first < 0 {
		return 0, 0, false
	}
	return m.spot.first, m.spot.last, true
}
