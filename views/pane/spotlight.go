package pane

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
)

// spotlight is where the picture (grid, TV, MMA or copy view, or the
// owners table) and the explanation lie in the pane's View, in lines, and
// what the last key asked to see: the picture after one of its keys (o,
// z, v, the pan keys, n/N, digits) or c (the owners or coordinate table in
// its place), the explanation after e. The reader then scrolls there
// rather than to the pane's top: on a short screen the picture of a tall
// pane is below its statements, and the explanation below the picture.
type spotlight struct {
	asked int // spotNone, spotPicture or spotExplain
	// from and to (the picture) and efrom (the explanation) are byte
	// offsets into the results while View builds them, -1 for none; then
	// the picture is lines [first, last) of View and the explanation
	// starts at line efirst.
	from, to, efrom     int
	first, last, efirst int

	// What View drew, kept so that the lines are counted only when a key
	// asks for them (boxing the text again costs as much as View).
	box     lipgloss.Style
	content string
	at      int
	placed  bool
}

// drawn records what View boxed: content, whose results start at byte at.
func (s *spotlight) drawn(box lipgloss.Style, content string, at int) {
	s.box, s.content, s.at, s.placed = box, content, at, false
}

// What a key asked the reader to show.
const (
	spotNone = iota
	spotPicture
	spotExplain
)

// place turns the byte offsets in the results into lines of the box View
// drew, counting the lines the box wraps; once per drawing.
func (s *spotlight) place() {
	if s.placed {
		return
	}
	s.placed = true
	box, content, at := s.box, s.content, s.at
	// The line of byte i is the line after everything before it: a box
	// around that text and one more line, less the bottom border and
	// that line.
	line := func(i int) int { return lipgloss.Height(box.Render(content[:at+i]+"x")) - 2 }
	s.first, s.last, s.efirst = -1, -1, -1
	if s.from >= 0 && s.to >= s.from && at+s.to <= len(content) {
		s.first = line(s.from)
		s.last = lipgloss.Height(box.Render(strings.TrimRight(content[:at+s.to], "\n"))) - 1
		s.last = max(s.last, s.first+1)
	}
	if s.efrom >= 0 && at+s.efrom <= len(content) {
		s.efirst = line(s.efrom)
	}
}

// Spotlight reports the lines [from, to) of View that the last key asked
// to see — the picture, after one of its keys (a thread selected, the
// colour or compactness changed, the grid panned, c); the explanation
// from its first line, a screen of it, after e — and ok false after any
// other key, or when the pane has nothing there.
func (m *Model) Spotlight() (from, to int, ok bool) {
	if m.spot.asked == spotNone {
		return 0, 0, false
	}
	m.View()
	m.spot.place()
	switch {
	case m.spot.asked == spotPicture && m.spot.first >= 0:
		return m.spot.first, m.spot.last, true
	case m.spot.asked == spotExplain && m.spot.efirst >= 0:
		return m.spot.efirst, m.spot.efirst + max(m.height, 1), true
	}
	return 0, 0, false
}
