package figure

import (
	"fmt"
	"html"
	"strings"
)

// geometry is the size of a canvas square and the text lines a cell
// shows, shared by SVG and PNG so they agree.
type geometry struct {
	cellW, cellH int // pixels of one square
	lines        int // text lines of a cell (TV cells: up to 3 owners)
	top          int // pixels above the canvas (the title)
}

// cellLines is what a cell shows: its value; or its owners, one a line,
// at most max lines, the last "+n more" when they do not all fit.
func cellLines(c *Cell, maxLines int) []string {
	if c.Owners == nil {
		if c.Key < 0 {
			return nil
		}
		return []string{c.text()}
	}
	var ls []string
	for i, o := range c.Owners {
		if i == maxLines-1 && len(c.Owners) > maxLines {
			ls = append(ls, fmt.Sprintf("+%d more", len(c.Owners)-i))
			break
		}
		ls = append(ls, c.ownerName(o))
	}
	return ls
}

// measure finds the widest text of the canvas (in characters) and the
// most lines a cell shows.
func measure(cv *Canvas, maxLines int) (chars, lines int) {
	chars, lines = 1, 1
	for i := range cv.slots {
		s := &cv.slots[i]
		if s.cell != nil {
			ls := cellLines(s.cell, maxLines)
			lines = max(lines, len(ls))
			for _, l := range ls {
				chars = max(chars, len(l))
			}
		} else {
			chars = max(chars, len(s.label))
		}
	}
	return chars, lines
}

// SVG draws fig as an SVG picture in the colours of the terminal on a dark
// or light background: every square of its canvas, each cell filled by
// its mode's colour and labelled with its value or with every thread that
// owns it (up to three lines, and all of them in the cell's tooltip), mode
// boundaries as thicker lines, the title above.
func SVG(fig *Figure, dark bool) (string, error) {
	if err := checkSize("SVG", svgEstimate(fig)); err != nil {
		return "", err
	}
	cv, err := CanvasOf(fig)
	if err != nil {
		return "", err
	}
	pal := PaletteFor(dark)
	chars, nl := measure(cv, 3)
	const fs = 12 // font size in px
	g := geometry{cellW: max(32, chars*7+10), cellH: max(32, nl*fs+12), lines: nl, top: 28}
	var note []string
	if fig.Note != "" {
		note = wrap(fig.Note, max(cv.Cols*g.cellW/7, 40))
		g.top += 16 * len(note)
	}
	W, H := cv.Cols*g.cellW, cv.Rows*g.cellH+g.top
	var b strings.Builder
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"monospace\" font-size=\"%d\">\n", W, H, W, H, fs)
	fmt.Fprintf(&b, "<rect width=\"%d\" height=\"%d\" fill=\"%s\"/>\n", W, H, pal.Background)
	fmt.Fprintf(&b, "<text x=\"4\" y=\"18\" fill=\"%s\">%s</text>\n", pal.Text, html.EscapeString(fig.Title))
	for i, l := range note {
		fmt.Fprintf(&b, "<text x=\"4\" y=\"%d\" fill=\"%s\">%s</text>\n", 34+16*i, pal.Faint, html.EscapeString(l))
	}
	for r := 0; r < cv.Rows; r++ {
		for c := 0; c < cv.Cols; c++ {
			s := cv.at(r, c)
			x, y := c*g.cellW, g.top+r*g.cellH
			switch {
			case s.cell != nil:
				fill := pal.Fill(fig.Mode, s.cell.Key)
				if fill == "" || s.cell.Shared > 0 {
					fill = pal.Background
				}
				fmt.Fprintf(&b, "<g><rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"0.5\"/>", x, y, g.cellW, g.cellH, fill, pal.Faint)
				if len(s.cell.Owners) > 1 {
					var all []string
					for _, o := range s.cell.Owners {
						all = append(all, s.cell.ownerName(o))
					}
					fmt.Fprintf(&b, "<title>%s</title>", strings.Join(all, ", "))
				}
				ls := cellLines(s.cell, 3)
				y0 := y + g.cellH/2 - (len(ls)-1)*fs/2 + fs/3
				for i, l := range ls {
					fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"%s\">%s</text>", x+g.cellW/2, y0+i*fs, pal.Text, l)
				}
				b.WriteString("</g>\n")
			case s.label != "":
				fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"%s\">%s</text>\n", x+g.cellW/2, y+g.cellH/2+fs/3, pal.Faint, s.label)
			}
		}
	}
	// Mode boundaries of layout panels.
	for i := range fig.Panels {
		p := &fig.Panels[i]
		x0, y0 := (p.AtCol-cv.C0)*g.cellW, g.top+(p.AtRow-cv.R0)*g.cellH
		for i, lv := range p.RowLines {
			if r := p.WinRow + i; lv > 0 {
				fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"%d\"/>\n", x0, y0+r*g.cellH, x0+p.Cols*g.cellW, y0+r*g.cellH, pal.Line, 4-lv)
			}
		}
		for j, lv := range p.ColLines {
			if c := p.WinCol + j; lv > 0 {
				fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"%d\"/>\n", x0+c*g.cellW, y0, x0+c*g.cellW, y0+p.Rows*g.cellH, pal.Line, 4-lv)
			}
		}
		fmt.Fprintf(&b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>\n", x0, y0, p.Cols*g.cellW, p.Rows*g.cellH, pal.Line)
	}
	b.WriteString("</svg>\n")
	return b.String(), nil
}
