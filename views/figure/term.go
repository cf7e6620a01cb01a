package figure

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/views/styles"
)

// Painter paints cells in a terminal: the escape codes of each palette
// colour, built once per styles (a pane keeps one).
type Painter struct {
	st      *styles.Styles
	pal     Palette
	values  [][2]string
	threads [][2]string
	banks   [][2]string
	hi      [2]string
	half    halfColours
}

// NewPainter builds the painter of st (its profile and background).
func NewPainter(st *styles.Styles) *Painter {
	pal := PaletteFor(st.Dark)
	return &Painter{st: st, pal: pal, values: st.Wraps(pal.Values), threads: st.Wraps(pal.Threads), banks: st.Wraps(pal.Banks), hi: st.HighlightWrap()}
}

// paint colours text as a cell of key k in mode m (plain text in the
// colourless profile or for an empty cell).
func (p *Painter) paint(m Mode, k int, text string) string {
	if p.st.Plain() || k < 0 {
		return text
	}
	w := p.values[k%len(p.values)]
	switch m {
	case ByThread:
		w = p.threads[k%len(p.threads)]
	case ByBank:
		w = p.banks[k%len(p.banks)]
	}
	return w[0] + text + w[1]
}

// highlight draws text reversed and bold (in the colourless profile, with
// a * in its first column).
func (p *Painter) highlight(text string) string {
	if p.st.Plain() {
		if strings.HasPrefix(text, " ") {
			return "*" + text[1:]
		}
		return text
	}
	return p.hi[0] + text + p.hi[1]
}

// View is how a figure is shown in a terminal: where it is panned to, how
// much room it has, whether cells drop their values (compact), and the
// thread highlighted (-1: none).
type View struct {
	Row, Col      int // the first row and column shown (pan)
	Width, Height int // terminal columns and rows of cells available
	Compact       bool
	Thread        int
	// Halves lets a TV, MMA or copy view too tall for Height draw two
	// rows of colour-only cells a line (only where there is colour).
	Halves bool
}

// GridColumns is how many columns of a layout figure's cells at most fit
// in width terminal columns (cells at least 3 wide, 2 compact), for
// building the window a pane shows.
func GridColumns(rows, width int, compact bool) int {
	cw := 3
	if compact {
		cw = 2
	}
	return max((width-rowLabelWidth(rows)-2)/cw, 1)
}

func rowLabelWidth(rows int) int { return len(strconv.Itoa(max(rows-1, 0))) + 1 }

// Grid draws a layout figure as print_layout does — a header of column
// numbers, a row number before each row, every number right-aligned in
// cells as wide as the widest number shown — coloured by the figure's
// mode, with │ and ─ lines between hierarchical modes, from the view's
// row and column on, as much as fits. Compact cells are two columns wide
// and keep only their colour (in the colourless profile, the key's last
// base-36 digit). The result ends without a newline.
func (p *Painter) Grid(fig *Figure, v View) string {
	st := p.st
	pn := &fig.Panels[0]
	vline, hline, cross := "│", "─", "┼"
	if st.Plain() {
		vline, hline, cross = "|", "-", "+"
	}
	rowLabel := rowLabelWidth(pn.Rows)
	r0, c0 := pn.WinRow, pn.WinCol
	rows, cols := pn.WinRows, pn.WinCols
	if v.Height > 0 {
		rows = min(rows, v.Height)
	}
	cw := 2
	if !v.Compact {
		cw = len(strconv.Itoa(max(c0+cols-1, 0)))
		for i := 0; i < rows; i++ {
			for j := 0; j < cols; j++ {
				cw = max(cw, len(pn.Cells[i*pn.WinCols+j].text()))
			}
		}
		cw += 2
	}
	if v.Width > 0 {
		cols = min(cols, max((v.Width-rowLabel-2)/cw, 1))
	}
	var b strings.Builder
	b.Grow((rows + 2) * (rowLabel + 2 + cols*(cw+16)))
	b.WriteString(strings.Repeat(" ", rowLabel+2))
	if v.Compact {
		b.WriteString(st.GridHeader.Render(fmt.Sprintf("columns %d–%d", c0, c0+cols-1)))
	} else {
		for j := 0; j < cols; j++ {
			b.WriteString(st.GridHeader.Render(number(c0+j, cw)))
		}
	}
	b.WriteByte('\n')
	for i := 0; i < rows; i++ {
		r := r0 + i
		if i > 0 && pn.RowLines[i] > 0 {
			var rule strings.Builder
			for j := 0; j < cols; j++ {
				if j > 0 && pn.ColLines[j] > 0 {
					rule.WriteString(cross + strings.Repeat(hline, cw-1))
				} else {
					rule.WriteString(strings.Repeat(hline, cw))
				}
			}
			b.WriteString(strings.Repeat(" ", rowLabel+2) + st.GridRule.Render(rule.String()) + "\n")
		}
		if pn.Rows > 1 || fig.folded {
			b.WriteString(st.GridHeader.Render(fmt.Sprintf("%*d ", rowLabel, r)))
		} else {
			b.WriteString(strings.Repeat(" ", rowLabel+1))
		}
		b.WriteString(" ")
		for j := 0; j < cols; j++ {
			c := pn.Cells[i*pn.WinCols+j]
			var text string
			switch {
			case !v.Compact:
				text = fmt.Sprintf(" %*s ", cw-2, c.text())
			case st.Plain():
				text = strconv.FormatInt(int64(c.Key%36), 36) + " "
			default:
				text = "  "
			}
			line := j > 0 && pn.ColLines[j] > 0
			if line {
				text = text[1:]
			}
			text = p.paint(fig.Mode, c.Key, text)
			if line {
				text = st.GridRule.Render(vline) + text
			}
			b.WriteString(text)
		}
		b.WriteByte('\n')
	}
	var notes []string
	if c0 > 0 || r0 > 0 {
		notes = append(notes, fmt.Sprintf("rows %d–%d of %d, columns %d–%d of %d", r0, r0+rows-1, pn.Rows, c0, c0+cols-1, pn.Cols))
	} else {
		if cols < pn.Cols {
			notes = append(notes, fmt.Sprintf("showing %d of %d columns", cols, pn.Cols))
		}
		if rows < pn.Rows {
			notes = append(notes, fmt.Sprintf("showing %d of %d rows", rows, pn.Rows))
		}
	}
	if len(notes) > 0 {
		b.WriteString(st.Faint.Render("… " + strings.Join(notes, ", ")))
		b.WriteByte('\n')
	}
	if l := p.legend(fig, v.Compact); l != "" {
		b.WriteString(l + "\n")
	}
	if fig.Note != "" {
		for _, l := range wrap(fig.Note, v.Width) {
			b.WriteString(st.Faint.Render(l) + "\n")
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

// wrap breaks text into lines of at most width columns at spaces (a word
// longer than width stands alone); width ≤ 0: one line.
func wrap(text string, width int) []string {
	if width <= 0 {
		return []string{text}
	}
	var out []string
	line := ""
	for _, w := range strings.Fields(text) {
		switch {
		case line == "":
			line = w
		case len([]rune(line))+1+len([]rune(w)) <= width:
			line += " " + w
		default:
			out = append(out, line)
			line = w
		}
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

// number draws v right-aligned in a cell of width w: a space, the number
// flush right, a space (print_layout's "| %*d ").
func number(v, w int) string { return fmt.Sprintf(" %*d ", w-2, v) }

// legend is one line naming what the colours mean, for the modes other
// than value (whose cells carry their numbers). Without colour (NO_COLOR,
// TERM=dumb) there are no colours to list: the line names the mode and
// says it is not drawn, or, for compact cells, which carry their key as a
// base-36 digit, how to read the digit; a TV cell's text needs none.
func (p *Painter) legend(fig *Figure, compact bool) string {
	st := p.st
	mode := fig.Mode
	if fig.Kind != KindLayout {
		mode = ByThread
	}
	if st.Plain() {
		switch {
		case compact:
			return fmt.Sprintf("colour: %s, drawn without colour as its %s in base 36 (0–9, a–z, mod 36)", mode, mode)
		case fig.Kind != KindLayout || mode == ByValue:
			return ""
		}
		return fmt.Sprintf("colour: %s, not drawn here (no colour on this terminal)", mode)
	}
	switch mode {
	case ByTile:
		return st.Faint.Render("colour: tile (the block between the outer mode lines)")
	case ByBank:
		var b strings.Builder
		b.WriteString(st.Faint.Render("colour: bank "))
		for k := 0; k < 32; k += 4 {
			b.WriteString(p.paint(ByBank, k, fmt.Sprintf("%2d", k)))
			b.WriteByte(' ')
		}
		return strings.TrimRight(b.String(), " ")
	case ByThread:
		n := min(max(fig.Keys, fig.Threads), 32)
		var b strings.Builder
		b.WriteString(st.Faint.Render("colour: thread "))
		for k := 0; k < n; k++ {
			b.WriteString(p.paint(ByThread, k, strconv.Itoa(k)))
			b.WriteByte(' ')
		}
		if max(fig.Keys, fig.Threads) > 32 {
			b.WriteString(st.Faint.Render("(colours repeat every 32)"))
		}
		return strings.TrimRight(b.String(), " ")
	}
	return ""
}
