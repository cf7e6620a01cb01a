package pane

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/figure"
	"github.com/cutetui/cutetui/views/keymap"
)

// gridView is how a pane shows its last result's picture: the colour's
// meaning, compact cells, the pan position (while the grid has focus the
// arrows and hjkl move it) and, for a TV, MMA or copy view, the selected
// thread.
type gridView struct {
	mode     figure.Mode
	bytes    int // element size for bank colours
	tvM, tvN int // a fence's tv=MxN: draw the last layout as a TV layout
	compact  bool
	panning  bool
	row, col int
	thread   int // -1: none
	painter  *figure.Painter
	optErr   string // a fence option the pane could not use

	// fig is the TV, MMA or copy figure of the outcomes (nil for a layout,
	// whose figure is built for the window shown), and figErr why it
	// could not be built.
	fig    *figure.Figure
	canvas *figure.Canvas
	figErr string
	// figKey is what fig was built from (the value's text and the tile),
	// so an edit elsewhere in the pane does not build it again.
	figKey string
}

// SetOptions applies a fence's options, e.g. `{color=tile}`: color
// (value, tile, thread, bank), bytes (the element size for bank colours),
// tv=MxN (draw the last layout as a TV layout over an M×N tile) and
// compact. An unknown option or bad value is an error; the pane keeps the
// rest.
func (m *Model) SetOptions(opts map[string]string) error {
	var errs []string
	for k, v := range opts {
		switch k {
		case "color", "colour":
			md, err := figure.ParseMode(v)
			if err != nil {
				errs = append(errs, err.Error())
				continue
			}
			m.gv.mode = md
		case "bytes":
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 16 {
				errs = append(errs, fmt.Sprintf("bytes=%q: want an element size 1..16", v))
				continue
			}
			m.gv.bytes = n
		case "tv":
			a, b, ok := strings.Cut(v, "x")
			M, err1 := strconv.Atoi(a)
			N, err2 := strconv.Atoi(b)
			if !ok || err1 != nil || err2 != nil || M < 1 || N < 1 || M*N > figure.MaxCells {
				errs = append(errs, fmt.Sprintf("tv=%q: want a tile MxN, e.g. tv=16x8", v))
				continue
			}
			m.gv.tvM, m.gv.tvN = M, N
		case "compact":
			m.gv.compact = v == "" || v == "true" || v == "1"
		default:
			errs = append(errs, fmt.Sprintf("unknown option %q (color, bytes, tv, compact)", k))
		}
	}
	m.gv.optErr = ""
	if len(errs) > 0 {
		m.gv.optErr = "options: " + strings.Join(errs, "; ")
	}
	m.rebuild()
	if m.gv.optErr != "" {
		return fmt.Errorf("%s", m.gv.optErr)
	}
	return nil
}

// Mode is the pane's colouring.
func (m *Model) Mode() figure.Mode { return m.gv.mode }

// rebuild makes the TV, MMA or copy figure of the outcomes.
func (m *Model) rebuild() {
	g := &m.gv
	m.view = ""
	m.banks.sync(m.c, m.outcomes)
	m.banks.resize(m)
	last := m.lastPicture()
	key := ""
	if last != nil {
		key = fmt.Sprintf("%d %d %s", g.tvM, g.tvN, last.Value)
	}
	if last != nil && last.Value != "" && key == g.figKey && (g.fig != nil || g.figErr != "") {
		return // the same value: its figure stands
	}
	g.fig, g.canvas, g.figErr, g.figKey = nil, nil, "", key
	if last == nil {
		return
	}
	var err error
	switch {
	case last.MMA != nil:
		g.fig, err = figure.FromMMA(*last.MMA)
	case last.Copy != nil:
		g.fig, err = figure.FromCopy(*last.Copy)
	case g.tvM > 0 && last.Layout != nil:
		g.fig, err = figure.FromTV(*last.Layout, g.tvM, g.tvN)
	default:
		return
	}
	if err == nil {
		g.canvas, err = figure.CanvasOf(g.fig)
	}
	if err != nil {
		g.fig, g.canvas, g.figErr = nil, nil, err.Error()
	}
	if g.fig != nil && g.thread >= g.fig.Threads {
		g.thread = -1
	}
}

// lastPicture is the last outcome with a picture (a layout, a TiledMMA or
// a TiledCopy), or nil.
func (m *Model) lastPicture() *Outcome {
	for i := len(m.outcomes) - 1; i >= 0; i-- {
		o := &m.outcomes[i]
		if o.Grid != nil || o.MMA != nil || o.Copy != nil || o.HW != nil {
			return o
		}
	}
	return nil
}

// tableOnly reports whether the last picture is a table its text already
// draws (print_layout's, find_swizzle's list): no grid is drawn under it,
// so the picture's keys (o, z, v) have nothing to act on; c still adds
// its coordinates. A hardware view (views/hw) takes no keys either.
func (m *Model) tableOnly(last *Outcome) bool {
	return last != nil && (last.Table || last.HW != nil) && m.gv.fig == nil
}

// Figure is the figure of the pane's last picture, whole (for export), or
// an error when there is none.
func (m *Model) Figure() (*figure.Figure, error) {
	if m.gv.fig != nil {
		return m.gv.fig, nil
	}
	if m.gv.figErr != "" {
		return nil, fmt.Errorf("%s", m.gv.figErr)
	}
	last := m.lastPicture()
	if last == nil || last.Grid == nil {
		return nil, fmt.Errorf("the pane shows no layout, TiledMMA or TiledCopy")
	}
	mode, bytes, _ := m.gridColour(last)
	return figure.FromLayout(last.Grid.Source(), figure.Options{Mode: mode, ElemBytes: bytes})
}

// viewKey handles the grid's keys on a selected pane: o, z, v, the pan
// keys while the grid has focus, and a TV view's thread keys (digits, n,
// N). It reports whether the key was used.
func (m *Model) viewKey(km tea.KeyMsg) bool {
	k, g := m.c.Keys, &m.gv
	s := km.String()
	tv := g.fig != nil
	if bv := m.banks.current(); bv != nil && !g.panning {
		if _, used := bv.HandleKey(km); used {
			m.view = ""
			return true
		}
	}
	_, _, bankGrid := m.gridColour(m.lastPicture())
	thread := g.thread
	used := true
	switch {
	case m.tableOnly(m.lastPicture()):
		used = false // no grid to colour, compact or pan
	case g.panning && key.Matches(km, k.Leave):
		g.panning = false
	case g.panning && key.Matches(km, k.PanUp):
		g.row = max(g.row-1, 0)
	case g.panning && key.Matches(km, k.PanDown):
		g.row++
	case g.panning && key.Matches(km, k.PanLeft):
		g.col = max(g.col-1, 0)
	case g.panning && key.Matches(km, k.PanRight):
		g.col++
	case g.panning && key.Matches(km, k.PanUp8):
		g.row = max(g.row-8, 0)
	case g.panning && key.Matches(km, k.PanDown8):
		g.row += 8
	case g.panning && key.Matches(km, k.PanLeft8):
		g.col = max(g.col-8, 0)
	case g.panning && key.Matches(km, k.PanRight8):
		g.col += 8
	case keymap.Active(s, k.Pan, false):
		g.panning = !g.panning
		if g.panning && tv && g.row == 0 && g.col == 0 && g.canvas != nil && len(g.fig.Panels) > 0 {
			// Start at the first panel's axis numbers (an MMA's C, whose
			// top-left corner is empty canvas), where panning shows
			// labels at once.
			p := &g.fig.Panels[0]
			g.row, g.col = max(p.AtRow-g.canvas.R0-1, 0), max(p.AtCol-g.canvas.C0-1, 0)
		}
	case keymap.Active(s, k.Compact, false):
		g.compact = !g.compact
	case keymap.Active(s, k.Colour, false) && !tv && !bankGrid:
		g.mode = g.mode.Next()
	case tv && keymap.Active(s, k.NextThread, false):
		g.thread = (g.thread + 1) % g.fig.Threads
	case tv && keymap.Active(s, k.PrevThread, false):
		if g.thread <= 0 {
			g.thread = g.fig.Threads
		}
		g.thread--
	case tv && key.Matches(km, k.ThreadDigit) && len(s) == 1 && s[0] >= '0' && s[0] <= '9':
		d := int(s[0] - '0')
		if t := max(g.thread, 0)*10 + d; g.thread >= 0 && t < g.fig.Threads {
			g.thread = t
		} else if d < g.fig.Threads {
			g.thread = d
		}
	case tv && g.thread >= 0 && key.Matches(km, k.Leave, k.NoThread):
		g.thread = -1
	default:
		used = false
	}
	if used {
		m.spot.asked = spotPicture // show the picture the key changed
		if tv && g.thread >= 0 && g.thread != thread {
			m.revealThread(max(m.width-4, 10)) // a thread selected: show its cells
		}
		m.clampPan()
		m.view = ""
	}
	return used
}

// clampPan keeps the pan inside the picture.
func (m *Model) clampPan() {
	g := &m.gv
	rows, cols := 1<<30, 1<<30
	if g.canvas != nil {
		rows, cols = g.canvas.CanvasSize()
	} else if last := m.lastPicture(); last != nil && last.Grid != nil {
		if f, err := figure.FoldOf(last.Grid.Domain()); err == nil {
			rows, cols = f.Rows, f.Cols
		}
	}
	g.row = max(min(g.row, rows-1), 0)
	g.col = max(min(g.col, cols-1), 0)
}

// paneLines is how many lines a pane takes around its picture's rows of
// cells: its border, title and rule, the picture's title and column
// numbers, and the notes under it.
const paneLines = 8

// gridRows is how many rows of cells a picture shows: as many as the
// reader's height leaves beside the pane's own lines (so a picture fits
// on the screen, a 32-row tile whole when there is room), at least 8; 32
// until the pane is given a height.
func (m *Model) gridRows() int {
	if m.height <= 0 {
		return 32
	}
	return max(m.height-paneLines, 8)
}

// owners lists what the threads of the TV, MMA or copy view own (the c
// key): each (thread, value) and its (m,n), (m,k) or (n,k) in every
// operand, the selected thread's only when one is selected, as many rows
// as the picture would take.
func (m *Model) owners() string {
	st, g := m.c.Styles, &m.gv
	hdr := "owners: each (thread, value) and the cell it maps to (c shows the picture)"
	if g.thread < 0 {
		hdr += "; select a thread (n/N, 0-9) for its values only"
	}
	return st.Faint.Render(hdr) + "\n" + m.painter().OwnerTable(g.fig, g.thread, m.gridRows())
}

// painter is the pane's painter, made on first use.
func (m *Model) painter() *figure.Painter {
	if m.gv.painter == nil {
		m.gv.painter = figure.NewPainter(m.c.Styles)
	}
	return m.gv.painter
}

// tvView is the view of the TV, MMA or copy figure at width: from the
// pan position, gridRows rows of cells and the canvas's row of column
// numbers.
func (m *Model) tvView(width int) figure.View {
	g := &m.gv
	h := m.gridRows() + 1
	if g.canvas != nil && m.height > 0 && g.canvas.Rows+wholeLines <= m.height {
		// The whole canvas fits beside its title and notes: show it
		// whole (a picture key scrolls the reader to it, so the pane's
		// own lines need not share the screen with it).
		h = max(h, g.canvas.Rows)
	}
	v := figure.View{Row: g.row, Col: g.col, Width: width, Height: h, Compact: g.compact, Thread: g.thread, Halves: !m.c.Styles.Plain()}
	if v.Halves && g.canvas != nil && m.height > 0 && g.canvas.Rows > h {
		// Drawn two rows a line (when it is): the whole of it, or as much
		// as leaves its title and first notes on the screen.
		w := v
		w.Height = max(h, min(g.canvas.HalfLines(), m.height-wholeLines))
		if g.canvas.Fit(w).Half {
			v = w
		}
	}
	return v
}

// wholeLines is how many lines a whole TV, MMA or copy canvas leaves on
// the screen: the picture's title and the first notes under it.
const wholeLines = 4

// picture draws the last picture at width: the TV, MMA or copy view, or
// the layout grid coloured by the pane's mode from the pan position.
func (m *Model) picture(last *Outcome, width int) string {
	st, g := m.c.Styles, &m.gv
	m.painter()
	if g.figErr != "" {
		return st.Error.Render(g.figErr)
	}
	lim := m.gridRows()
	if last.HW != nil {
		return m.hwPicture(last, width)
	}
	if g.fig != nil {
		hdr := st.Faint.Render(g.fig.Title)
		return hdr + "\n" + g.painter.TV(g.fig, g.canvas, m.tvView(width))
	}
	v := figure.View{Row: g.row, Col: g.col, Width: width, Height: lim, Compact: g.compact, Thread: g.thread}
	src := last.Grid.Source()
	f, err := figure.FoldOf(src.Domain)
	if err != nil {
		return st.Error.Render(err.Error())
	}
	mode, bytes, _ := m.gridColour(last)
	fig, err := figure.FromLayout(src, figure.Options{
		Mode: mode, ElemBytes: bytes,
		Row: g.row, Col: g.col, Rows: lim, Cols: figure.GridColumns(f.Rows, width, g.compact),
	})
	if err != nil {
		return st.Error.Render(err.Error())
	}
	return g.painter.Grid(fig, v)
}
