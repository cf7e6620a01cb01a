package figure

import (
	"strings"

	"github.com/muesli/termenv"
)

// A canvas too tall for its view, once its cells show only their colour,
// can draw two rows of cells in one line of the terminal: the character ▀
// in the top cell's colour over the bottom cell's (▄ when only the bottom
// one has a colour, : for two cells of shared memory). Rows that hold no
// cell (a panel's column numbers, its name) keep a line of their own, so
// every label stays where print_latex puts it and a panel's rows pair from
// its first.

// halfLine is one terminal line of a canvas drawn two rows a line: canvas
// row Top, and Bottom (-1 when the line holds one row).
type halfLine struct{ Top, Bottom int }

// halfLines pairs the canvas's rows, from row 0 on: a row with no cell
// alone, consecutive rows with cells two by two.
func halfLines(cv *Canvas) []halfLine {
	var out []halfLine
	for r := 0; r < cv.Rows; {
		if cv.rowHasCell(r) && r+1 < cv.Rows && cv.rowHasCell(r+1) {
			out = append(out, halfLine{r, r + 1})
			r += 2
			continue
		}
		out = append(out, halfLine{r, -1})
		r++
	}
	return out
}

// rowHasCell reports whether canvas row r holds a panel's cell.
func (cv *Canvas) rowHasCell(r int) bool {
	for c := 0; c < cv.Cols; c++ {
		if cv.at(r, c).cell != nil {
			return true
		}
	}
	return false
}

// halfColours are the escape codes that set each thread colour as the
// foreground and as the background, the highlight's, and the reset.
type halfColours struct {
	fg, bg      []string
	hiFg, hiBg  string
	reset       string
	initialised bool
}

// halves returns the painter's half-cell colours, built on first use.
func (p *Painter) halves() *halfColours {
	h := &p.half
	if h.initialised {
		return h
	}
	h.initialised = true
	seq := func(hex string, bg bool) string {
		c := p.st.Profile.Color(hex)
		if c == nil {
			return ""
		}
		return termenv.CSI + c.Sequence(bg) + "m"
	}
	for _, hex := range p.pal.Threads {
		h.fg = append(h.fg, seq(hex, false))
		h.bg = append(h.bg, seq(hex, true))
	}
	h.hiFg, h.hiBg = seq(p.pal.Highlight, false), seq(p.pal.Highlight, true)
	h.reset = termenv.CSI + termenv.ResetSeq + "m"
	return h
}

// halfCell draws the cells top and bottom (either may be nil: no cell) as
// one character, cw columns wide (a space before it when cw is 2): ▀ with
// the top's colour over the bottom's, ▄ with only the bottom's, : for two
// shared-memory cells, · for one. Cells of thread t (t ≥ 0) take the
// highlight colour.
func (p *Painter) halfCell(top, bottom *Cell, t, cw int) string {
	h := p.halves()
	colour := func(c *Cell) (fg, bg string, ok bool) {
		switch {
		case c == nil || c.Shared > 0 || c.Key < 0:
			return "", "", false
		case t >= 0 && owns(c, t):
			return h.hiFg, h.hiBg, true
		}
		return h.fg[c.Key%len(h.fg)], h.bg[c.Key%len(h.bg)], true
	}
	pad := ""
	if cw > 1 {
		pad = strings.Repeat(" ", cw-1)
	}
	tf, _, tok := colour(top)
	_, bb, bok := colour(bottom)
	bf, _, _ := colour(bottom)
	shared := func(c *Cell) bool { return c != nil && c.Shared > 0 }
	switch {
	case tok && bok:
		return pad + tf + bb + "▀" + h.reset
	case tok:
		return pad + tf + "▀" + h.reset
	case bok:
		return pad + bf + "▄" + h.reset
	case shared(top) && shared(bottom):
		return pad + ":"
	case shared(top) || shared(bottom):
		return pad + "·"
	}
	return pad + " "
}

// tvHalves draws canvas lines lines[0:n] two rows a line at cell width
// cw (a compact or narrow level), for the unpanned view, as much as fits
// in width columns.
func (p *Painter) tvHalves(cv *Canvas, lines []halfLine, cols, cw, level, thread int) string {
	st := p.st
	var b strings.Builder
	for _, ln := range lines {
		for j := 0; j < cols; j++ {
			top := cv.at(ln.Top, j)
			var bottom *slot
			if ln.Bottom >= 0 {
				bottom = cv.at(ln.Bottom, j)
			}
			label := ""
			for _, s := range []*slot{top, bottom} {
				if label == "" && s != nil && s.cell == nil && s.label != "" && len(s.label) <= cw && compactLabel(s.label, level == levelNarrow) {
					label = s.label
				}
			}
			switch {
			case label != "":
				b.WriteString(st.GridHeader.Render(strings.Repeat(" ", cw-len(label)) + label))
			case top.cell != nil || bottom != nil && bottom.cell != nil:
				var bc *Cell
				if bottom != nil {
					bc = bottom.cell
				}
				b.WriteString(p.halfCell(top.cell, bc, thread, cw))
			default:
				b.WriteString(strings.Repeat(" ", cw))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// HalfLines is how many terminal lines the canvas takes drawn two rows of
// cells a line.
func (cv *Canvas) HalfLines() int { return len(halfLines(cv)) }
