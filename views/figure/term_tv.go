package figure

import (
	"fmt"
	"strconv"
	"strings"
)

// cellText is a TV cell's terminal text: "T5 V3", "T5 V3+2" when two more
// threads cover it, "" when none does.
func cellText(c *Cell) string {
	switch len(c.Owners) {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf("T%d V%d", c.Owners[0].T, c.Owners[0].V)
	}
	return fmt.Sprintf("T%d V%d+%d", c.Owners[0].T, c.Owners[0].V, len(c.Owners)-1)
}

// owns reports whether thread t owns cell c.
func owns(c *Cell, t int) bool {
	for _, o := range c.Owners {
		if o.T == t {
			return true
		}
	}
	return false
}

// CanvasSize is the canvas's size in squares, and the widest cell text
// (for the view's pan limits and cell width).
func (cv *Canvas) CanvasSize() (rows, cols int) { return cv.Rows, cv.Cols }

// TV draws a TV, MMA or copy figure's canvas in the terminal: every cell
// labelled with its first (thread, value) and how many more threads cover
// it, coloured by thread, the axis numbers where print_latex puts them,
// from the view's row and column on, as much as fits; the selected
// thread's cells reversed. Compact cells keep only their colour. Then the
// title, a legend and, for the selected thread, how many cells it owns.
func (p *Painter) TV(fig *Figure, cv *Canvas, v View) string {
	st := p.st
	cw := 2
	if !v.Compact {
		for i := range cv.slots {
			s := &cv.slots[i]
			if s.cell != nil {
				cw = max(cw, len(cellText(s.cell)))
			} else {
				cw = max(cw, len(s.label))
			}
		}
		cw += 2
	}
	r0, c0 := clamp(v.Row, 0, max(cv.Rows-1, 0)), clamp(v.Col, 0, max(cv.Cols-1, 0))
	rows, cols := cv.Rows-r0, cv.Cols-c0
	if v.Height > 0 {
		rows = min(rows, v.Height)
	}
	if v.Width > 0 {
		cols = min(cols, max(v.Width/cw, 1))
	}
	var b strings.Builder
	b.Grow(rows * cols * (cw + 24))
	for i := 0; i < rows; i++ {
		for j := 0; j < cols; j++ {
			s := cv.at(r0+i, c0+j)
			switch {
			case s.cell != nil:
				var text string
				switch {
				case !v.Compact:
					text = fmt.Sprintf(" %-*s", cw-1, cellText(s.cell))
				case len(s.cell.Owners) > 1:
					text = " +"
				case st.Plain() && s.cell.Key >= 0:
					text = " " + strconv.FormatInt(int64(s.cell.Key%36), 36)
				default:
					text = "  "
				}
				if v.Thread >= 0 && owns(s.cell, v.Thread) {
					b.WriteString(p.highlight(text))
				} else {
					b.WriteString(p.paint(ByThread, s.cell.Key, text))
				}
			case s.label != "" && !v.Compact:
				b.WriteString(st.GridHeader.Render(fmt.Sprintf("%*s ", cw-1, s.label)))
			case s.label != "" && len(s.label) <= cw && compactLabel(s.label):
				b.WriteString(st.GridHeader.Render(fmt.Sprintf("%*s", cw, s.label)))
			default:
				b.WriteString(strings.Repeat(" ", cw))
			}
		}
		b.WriteByte('\n')
	}
	if rows < cv.Rows || cols < cv.Cols {
		b.WriteString(st.Faint.Render(fmt.Sprintf("… rows %d–%d of %d, columns %d–%d of %d", r0, r0+rows-1, cv.Rows, c0, c0+cols-1, cv.Cols)) + "\n")
	}
	if l := p.legend(fig, v.Compact); l != "" {
		b.WriteString(l + "\n")
	}
	if o := ownersLegend(fig, v.Compact); o != "" {
		b.WriteString(st.Faint.Render(o) + "\n")
	}
	if v.Thread >= 0 {
		b.WriteString(st.Faint.Render(p.threadNote(fig, v.Thread)) + "\n")
	}
	if s := sharedNote(fig); s != "" {
		b.WriteString(st.Faint.Render(s) + "\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

// ownersLegend explains a TV cell's text: "T5 V3" is thread 5's value 3,
// "+2" two more (thread, value) pairs on the same cell (compact cells: a
// "+" for a cell of several owners).
func ownersLegend(fig *Figure, compact bool) string {
	shared := false
	for i := range fig.Panels {
		for j := range fig.Panels[i].Cells {
			if len(fig.Panels[i].Cells[j].Owners) > 1 {
				shared = true
			}
		}
	}
	switch {
	case compact && shared:
		return "cell +: several threads own it (listed below)"
	case compact:
		return ""
	case shared:
		return "cell Tt Vv: value v of thread t; Tt Vv+n: it and n more (thread, value) pairs own the cell (listed below)"
	}
	return "cell Tt Vv: value v of thread t"
}

// compactLabel reports whether a compact view shows an axis number: only
// multiples of 4, so neighbours never run together.
func compactLabel(s string) bool {
	n, err := strconv.Atoi(s)
	return err == nil && n%4 == 0
}

// threadNote says how many cells of each panel thread t owns.
func (p *Painter) threadNote(fig *Figure, t int) string {
	var parts []string
	for i := range fig.Panels {
		pn := &fig.Panels[i]
		n := 0
		for j := range pn.Cells {
			if owns(&pn.Cells[j], t) {
				n++
			}
		}
		name := pn.Name
		if name == "" {
			name = "tile"
		}
		parts = append(parts, fmt.Sprintf("%d cells of %s", n, name))
	}
	return fmt.Sprintf("thread %d of %d owns %s", t, fig.Threads, strings.Join(parts, ", "))
}

// sharedNote lists the first cells covered by several threads, with every
// thread of each (print_latex shows only the first): at most 4 cells, 8
// owners each.
func sharedNote(fig *Figure) string {
	var lines []string
	total := 0
	for i := range fig.Panels {
		pn := &fig.Panels[i]
		for r := 0; r < pn.Rows; r++ {
			for c := 0; c < pn.Cols; c++ {
				x := pn.Cell(r, c)
				if x == nil || len(x.Owners) < 2 {
					continue
				}
				total++
				if len(lines) >= 4 {
					continue
				}
				var os []string
				for _, o := range x.Owners[:min(len(x.Owners), 8)] {
					os = append(os, fmt.Sprintf("T%d V%d", o.T, o.V))
				}
				more := ""
				if len(x.Owners) > 8 {
					more = fmt.Sprintf(" … %d in all", len(x.Owners))
				}
				lines = append(lines, fmt.Sprintf("  %s(%d,%d): %s%s", pn.Name, r, c, strings.Join(os, ", "), more))
			}
		}
	}
	if total == 0 {
		return ""
	}
	return fmt.Sprintf("%d cells covered by several threads:\n", total) + strings.Join(lines, "\n")
}
