package figure

import (
	"fmt"
	"sort"
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
		return c.ownerName(c.Owners[0])
	}
	return fmt.Sprintf("%s+%d", c.ownerName(c.Owners[0]), len(c.Owners)-1)
}

// labelWidth is the widest text of the canvas: a cell's cellText or an
// axis label, counted without building the text.
func labelWidth(cv *Canvas) int {
	w := 0
	for i := range cv.slots {
		s := &cv.slots[i]
		switch {
		case s.cell != nil && len(s.cell.Owners) > 0:
			o := s.cell.Owners[0]
			n := len(s.cell.ownerPrefix()) + 2 + digits(o.T) + digits(o.V) // "T5 V3", "WG0 V3"
			if len(s.cell.Owners) > 1 {
				n += 1 + digits(len(s.cell.Owners)-1) // "+2"
			}
			w = max(w, n)
		case s.cell == nil:
			w = max(w, len(s.label))
		}
	}
	return w
}

// threadWidth is the widest "T5" (or "T5+" for a shared cell) of the
// canvas, or an axis label.
func threadWidth(cv *Canvas) int {
	w := 0
	for i := range cv.slots {
		s := &cv.slots[i]
		switch {
		case s.cell != nil && len(s.cell.Owners) > 1:
			w = max(w, len(s.cell.ownerPrefix())+1+digits(s.cell.Owners[0].T))
		case s.cell != nil && len(s.cell.Owners) == 1:
			w = max(w, len(s.cell.ownerPrefix())+digits(s.cell.Owners[0].T))
		case s.cell == nil:
			w = max(w, len(s.label))
		}
	}
	return w
}

// digits is the length of n in decimal.
func digits(n int) int {
	d := 1
	if n < 0 {
		d, n = 2, -n
	}
	for ; n >= 10; n /= 10 {
		d++
	}
	return d
}

// owns reports whether thread t owns cell c (for a shared cell: whether
// t's group reads it).
func owns(c *Cell, t int) bool {
	if c.Shared > 0 {
		t /= c.Shared
	}
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

// The levels of detail of a TV cell, from most to least: its first
// (thread, value) and how many more own it; its first thread (with + when
// more own it); its colour in two columns; its colour in one.
const (
	levelFull = iota
	levelThread
	levelCompact
	levelNarrow
)

// TVFit is how a TV, MMA or copy view is drawn at a View: the level of
// detail of its cells, a square's width in columns, whether the figure was
// fitted to the width (the view unpanned and too narrow for full labels),
// and the window of squares shown — rows Row.., columns Col.. of the
// canvas.
type TVFit struct {
	Level, CellWidth int
	Fitted           bool
	Row, Col         int
	Rows, Cols       int
	// Half: two rows of cells a line (Rows counts the canvas's rows
	// shown, Lines the terminal lines they take).
	Half  bool
	Lines int

	full  int // the width of a square with full labels
	lines []halfLine
}

// Fit works out how Painter.TV draws cv at v (the rule TV draws by, for
// callers that pan the view): full labels ("T5 V3+2") unless compact;
// an unpanned view too narrow for them drops the values (T5), then the
// text (two columns), then narrows to one column, until it fits.
func (cv *Canvas) Fit(v View) TVFit {
	full := max(labelWidth(cv), 2) + 2
	widths := [...]int{full, threadWidth(cv) + 2, 2, 1}
	f := TVFit{full: full}
	if v.Compact {
		f.Level = levelCompact
	}
	unpanned := v.Row == 0 && v.Col == 0
	if v.Width > 0 && unpanned {
		for f.Level < levelNarrow && cv.Cols*widths[f.Level] > v.Width {
			f.Level++
			f.Fitted = true
		}
	}
	if v.Halves && unpanned && v.Height > 0 && cv.Rows > v.Height {
		// Too tall: two rows of colour-only cells a line, when that
		// shows the whole figure or the cells are colour-only already.
		ls := halfLines(cv)
		if len(ls) <= v.Height || f.Level >= levelCompact {
			f.Level = max(f.Level, levelCompact)
			f.Fitted, f.Half = true, true
			f.lines = ls[:min(len(ls), v.Height)]
			f.Lines = len(f.lines)
		}
	}
	f.CellWidth = widths[f.Level]
	f.Row, f.Col = clamp(v.Row, 0, max(cv.Rows-1, 0)), clamp(v.Col, 0, max(cv.Cols-1, 0))
	f.Rows, f.Cols = cv.Rows-f.Row, cv.Cols-f.Col
	switch {
	case f.Half:
		last := f.lines[len(f.lines)-1]
		f.Rows = max(last.Top, last.Bottom) + 1
	case v.Height > 0:
		f.Rows = min(f.Rows, v.Height)
	}
	if v.Width > 0 {
		f.Cols = min(f.Cols, max(v.Width/f.CellWidth, 1))
	}
	return f
}

// TV draws a TV, MMA or copy figure's canvas in the terminal: every cell
// labelled with its first (thread, value) and how many more threads cover
// it, coloured by thread, the axis numbers and operand names where
// print_latex puts them, from the view's row and column on, as much as
// fits; the selected thread's cells reversed. Compact cells keep only
// their colour. While the view is not panned, a figure too wide for it is
// fitted: its cells drop their values (T5), then their text (two
// columns), then narrow to one column, and a line says so; panning shows
// the full labels from the pan position on. Then a legend, the owners of
// shared cells and, for the selected thread, how many cells it owns.
func (p *Painter) TV(fig *Figure, cv *Canvas, v View) string {
	st := p.st
	fit := cv.Fit(v)
	level, cw, fitted := fit.Level, fit.CellWidth, fit.Fitted
	full := fit.full
	v.Compact = level >= levelCompact
	r0, c0, rows, cols := fit.Row, fit.Col, fit.Rows, fit.Cols
	var b strings.Builder
	b.Grow(rows * cols * (cw + 24))
	if fit.Half {
		b.WriteString(p.tvHalves(cv, fit.lines, cols, cw, level, v.Thread))
		rows = 0 // drawn
	}
	for i := 0; i < rows; i++ {
		for j := 0; j < cols; j++ {
			s := cv.at(r0+i, c0+j)
			switch {
			case s.cell != nil:
				var text string
				switch {
				case level == levelFull:
					text = fmt.Sprintf(" %-*s", cw-1, cellText(s.cell))
				case level == levelThread && len(s.cell.Owners) > 0:
					t := fmt.Sprintf("%s%d", s.cell.ownerPrefix(), s.cell.Owners[0].T)
					if len(s.cell.Owners) > 1 {
						t += "+"
					}
					text = fmt.Sprintf(" %-*s", cw-1, t)
				case level == levelThread:
					text = strings.Repeat(" ", cw)
				case s.cell.Shared > 0:
					text = " ·"
				case len(s.cell.Owners) > 1:
					text = " +"
				case st.Plain() && s.cell.Key >= 0:
					text = " " + strconv.FormatInt(int64(s.cell.Key%36), 36)
				default:
					text = "  "
				}
				if level == levelNarrow {
					text = strings.TrimPrefix(text, " ")
					if st.Plain() && v.Thread >= 0 && owns(s.cell, v.Thread) {
						text = "*"
					}
				}
				switch {
				case s.cell.Shared > 0:
					// Read by the whole warpgroup: no thread's colour.
					b.WriteString(text)
				case v.Thread >= 0 && owns(s.cell, v.Thread):
					b.WriteString(p.highlight(text))
				default:
					b.WriteString(p.paint(ByThread, s.cell.Key, text))
				}
			case s.label != "" && level < levelCompact:
				b.WriteString(st.GridHeader.Render(fmt.Sprintf("%*s ", cw-1, s.label)))
			case s.label != "" && len(s.label) <= cw && compactLabel(s.label, level == levelNarrow):
				b.WriteString(st.GridHeader.Render(fmt.Sprintf("%*s", cw, s.label)))
			default:
				b.WriteString(strings.Repeat(" ", cw))
			}
		}
		b.WriteByte('\n')
	}
	rows = fit.Rows
	switch {
	case fit.Half:
		b.WriteString(st.Faint.Render("fitted to the pane: cells show only their colour, two rows a line (▀: the upper cell's colour over the lower's); pan to read labels") + "\n")
	case fitted:
		what := [...]string{"", "cells show their thread, not its value (T5 for T5 V3; T5+ when more threads own it)", "cells show only their colour", "cells show only their colour, one column each"}[level]
		b.WriteString(st.Faint.Render(fmt.Sprintf("fitted to %d columns (full labels need %d): %s; pan to read labels from there on", v.Width, cv.Cols*full, what)) + "\n")
	}
	if rows < cv.Rows || cols < cv.Cols {
		where := fmt.Sprintf("… rows %d–%d of %d, columns %d–%d of %d", r0, r0+rows-1, cv.Rows, c0, c0+cols-1, cv.Cols)
		if w := windowPanels(fig, cv, r0, rows, c0, cols); w != "" {
			where += ": " + w
		}
		for _, l := range wrap(where, v.Width) {
			b.WriteString(st.Faint.Render(l) + "\n")
		}
		if w := warpBands(fig); w != "" {
			// What the cut figure still says at a glance.
			for _, l := range strings.Split(w, "\n") {
				for _, x := range wrap(l, v.Width) {
					b.WriteString(st.Faint.Render(x) + "\n")
				}
			}
		}
	}
	if l := p.legend(fig, v.Compact); l != "" {
		b.WriteString(l + "\n")
	}
	if o := ownersLegend(fig, level); o != "" {
		b.WriteString(st.Faint.Render(o) + "\n")
	}
	for i := range fig.Panels {
		if n := fig.Panels[i].Note; n != "" {
			for _, l := range wrap(n, v.Width) {
				b.WriteString(st.Faint.Render(l) + "\n")
			}
		}
	}
	if v.Thread >= 0 {
		b.WriteString(st.Faint.Render(p.threadNote(fig, v.Thread)) + "\n")
	}
	if s := sharedNote(fig, v.Thread); s != "" {
		b.WriteString(st.Faint.Render(s) + "\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

// ownersLegend explains a TV cell's text at a level of detail: "T5 V3" is
// thread 5's value 3, "+2" two more (thread, value) pairs on the same
// cell; "T5" thread 5 and "T5+" more threads too; a compact cell's "+"
// several owners.
func ownersLegend(fig *Figure, level int) string {
	shared := false
	for i := range fig.Panels {
		for j := range fig.Panels[i].Cells {
			if len(fig.Panels[i].Cells[j].Owners) > 1 {
				shared = true
			}
		}
	}
	switch {
	case level >= levelCompact && shared:
		return "cell +: several threads own it (listed below)"
	case level >= levelCompact:
		return ""
	case level == levelThread && shared:
		return "cell Tt: thread t owns it; Tt+: more threads too (listed below)"
	case level == levelThread:
		return "cell Tt: thread t owns it"
	case shared:
		return "cell Tt Vv: value v of thread t; Tt Vv+n: it and n more (thread, value) pairs own the cell (listed below)"
	}
	return "cell Tt Vv: value v of thread t"
}

// OwnerTable lists what the threads of a TV, MMA or copy figure own:
// every (thread, value) of thread t (all threads from 0 when t < 0) and
// the cell it maps to in each panel — (m,n) of a tile or C, (m,k) of A,
// (n,k) of B, (m,n) of a copy's S and D — at most maxRows rows.
func (p *Painter) OwnerTable(fig *Figure, t, maxRows int) string {
	st := p.st
	type key struct{ t, v int }
	at := make([]map[key]string, len(fig.Panels))
	rowsOf := map[key]bool{}
	var order []key
	var shared []string
	for i := range fig.Panels {
		pn := &fig.Panels[i]
		at[i] = map[key]string{}
		if pn.Shared > 0 {
			shared = append(shared, pn.Name)
			continue
		}
		for r := 0; r < pn.WinRows; r++ {
			for c := 0; c < pn.WinCols; c++ {
				for _, o := range pn.Cells[r*pn.WinCols+c].Owners {
					if t >= 0 && o.T != t {
						continue
					}
					k := key{o.T, o.V}
					crd := fmt.Sprintf("(%d,%d)", pn.WinRow+r, pn.WinCol+c)
					if fig.Kind == KindMMA && pn.Name == "B" {
						crd = fmt.Sprintf("(%d,%d)", pn.WinCol+c, pn.WinRow+r) // (n,k)
					}
					at[i][k] = crd
					if !rowsOf[k] {
						rowsOf[k] = true
						order = append(order, k)
					}
				}
			}
		}
	}
	sort.Slice(order, func(a, b int) bool {
		if order[a].t != order[b].t {
			return order[a].t < order[b].t
		}
		return order[a].v < order[b].v
	})
	head := []string{"thread", "value"}
	var cols []int // the panels of per-thread values
	for i := range fig.Panels {
		pn := &fig.Panels[i]
		if pn.Shared > 0 {
			continue
		}
		cols = append(cols, i)
		name, axes := pn.Name, pn.RowName+","+pn.ColName
		if name == "" {
			name = "tile"
		}
		if fig.Kind == KindMMA && pn.Name == "B" {
			axes = "n,k"
		}
		head = append(head, fmt.Sprintf("%s (%s)", name, axes))
	}
	rows := [][]string{head}
	for _, k := range order[:min(len(order), max(maxRows, 1))] {
		r := []string{strconv.Itoa(k.t), strconv.Itoa(k.v)}
		for _, i := range cols {
			r = append(r, at[i][k])
		}
		rows = append(rows, r)
	}
	w := make([]int, len(head))
	for _, r := range rows {
		for j, c := range r {
			w[j] = max(w[j], len(c))
		}
	}
	var b strings.Builder
	for i, r := range rows {
		var line strings.Builder
		for j, c := range r {
			fmt.Fprintf(&line, "%-*s  ", w[j], c)
		}
		l := strings.TrimRight(line.String(), " ")
		if i == 0 {
			l = st.GridHeader.Render(l)
		}
		b.WriteString(l + "\n")
	}
	if len(order) > maxRows {
		b.WriteString(st.Faint.Render(fmt.Sprintf("… %d of %d (thread, value) pairs", maxRows, len(order))) + "\n")
	}
	if len(order) == 0 {
		b.WriteString(st.Faint.Render(fmt.Sprintf("thread %d owns no cell", t)) + "\n")
	}
	if len(shared) > 0 {
		by := "each warpgroup"
		if ctaIssued(fig) {
			by = "the MMA one thread issues for the CTA"
		}
		b.WriteString(st.Faint.Render(fmt.Sprintf("%s: shared memory, read as a whole by %s (no per-thread values)", strings.Join(shared, " and "), by)) + "\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

// compactLabel reports whether a compact view shows a label: an operand's
// name, and axis numbers only at multiples of 4, so neighbours never run
// together (none in one-column cells, where they would run into the
// cells).
func compactLabel(s string, narrow bool) bool {
	n, err := strconv.Atoi(s)
	if err != nil {
		return true
	}
	return !narrow && n%4 == 0
}

// threadNote says how many cells of each panel thread t owns, and which
// panels it reads as part of its warpgroup.
func (p *Painter) threadNote(fig *Figure, t int) string {
	var owned, read []string
	group := 0
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
		if pn.Shared > 0 {
			group = pn.Shared
			read = append(read, fmt.Sprintf("%s (%d cells)", name, n))
			continue
		}
		owned = append(owned, fmt.Sprintf("%d cells of %s", n, name))
	}
	s := fmt.Sprintf("thread %d of %d owns %s", t, fig.Threads, strings.Join(owned, ", "))
	switch {
	case len(read) > 0 && ctaIssued(fig):
		s += fmt.Sprintf("; the MMA it issues for the CTA reads all of %s from shared memory", strings.Join(read, " and "))
	case len(read) > 0:
		s += fmt.Sprintf("; its warpgroup %d reads all of %s from shared memory", t/group, strings.Join(read, " and "))
	}
	return s
}

// ctaIssued reports whether fig is an UMMA's, whose shared-memory
// operands the MMA one thread issues for the whole CTA reads.
func ctaIssued(fig *Figure) bool {
	for i := range fig.Panels {
		if c := fig.Panels[i].Cells; len(c) > 0 && c[0].cta {
			return true
		}
	}
	return false
}

// sharedNote lists the first cells covered by several threads, with every
// owner of each (print_latex shows only the first): at most 4 cells, 8
// owners each; with a thread selected (t >= 0), the first of that
// thread's cells that others own too.
func sharedNote(fig *Figure, t int) string {
	var lines []string
	total := 0
	for i := range fig.Panels {
		pn := &fig.Panels[i]
		for r := 0; r < pn.Rows; r++ {
			for c := 0; c < pn.Cols; c++ {
				x := pn.Cell(r, c)
				if x == nil || len(x.Owners) < 2 || t >= 0 && !owns(x, t) {
					continue
				}
				total++
				if len(lines) >= 4 {
					continue
				}
				var os []string
				for _, o := range x.Owners[:min(len(x.Owners), 8)] {
					os = append(os, x.ownerName(o))
				}
				more := ""
				if len(x.Owners) > 8 {
					more = fmt.Sprintf(" … %d in all", len(x.Owners))
				}
				lines = append(lines, fmt.Sprintf("  %s(%d,%d): %s%s", pn.Name, r, c, strings.Join(os, ", "), more))
			}
		}
	}
	switch {
	case total == 0:
		return ""
	case t >= 0:
		return fmt.Sprintf("%d cells of thread %d are owned by other threads too:\n", total, t) + strings.Join(lines, "\n")
	}
	return fmt.Sprintf("%d cells covered by several threads:\n", total) + strings.Join(lines, "\n")
}
