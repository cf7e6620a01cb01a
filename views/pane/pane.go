// Package pane is the live layout pane of a lesson: a ```cute block whose
// statements are evaluated by engine/eval on every keystroke, showing each
// result in CuTe notation (or the error with a caret under its column) and,
// for the last layout result, a coloured print_layout grid or its
// coordinate table.
package pane

import (
	"strings"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textarea"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/grid"
	"github.com/cutetui/cutetui/views/keymap"
)

// Explainer returns the derivation steps of the statement on line line of a
// pane whose text is src (another package fills this in; nil shows a note).
type Explainer func(src string, line int) (string, error)

// Model is one live pane.
type Model struct {
	c        common.Common
	original string
	ta       textarea.Model
	width    int
	height   int // the reader's content height (bank views take half)

	focused, editing bool
	coords, explain  bool
	explainer        Explainer

	outcomes []Outcome
	ev       evalState // the evaluation of the text (async.go)
	view     string    // cached View, "" when stale

	gv         gridView  // how the last picture is drawn (figure.go)
	spot       spotlight // the lines of the picture in View, and whether the last key asked for them (spotlight.go)
	banks      bankViews // the bank views of bank_conflicts results (bank.go)
	figurePath string    // where ctrl+o writes the figure (export.go)
}

var (
	_ common.Component  = (*Model)(nil)
	_ common.KeyHandler = (*Model)(nil)
)

// New returns a pane holding text (a block's content). Nothing is
// evaluated yet: Evaluate returns the command that does it.
func New(c common.Common, text string, ex Explainer) *Model {
	text = strings.TrimRight(text, "\n")
	ta := textarea.New()
	ta.ShowLineNumbers = false
	ta.Prompt = ""
	ta.MaxHeight = 0
	ta.Cursor.SetMode(cursor.CursorStatic)
	n := c.Renderer.NewStyle
	st := textarea.Style{Base: n(), CursorLine: n(), CursorLineNumber: n(), EndOfBuffer: n(), LineNumber: n(), Placeholder: n(), Prompt: n(), Text: n()}
	ta.FocusedStyle, ta.BlurredStyle = st, st
	// Reverse video, or a visible mark where none is drawn (View).
	ta.Cursor.Style = c.Styles.CursorStyle()
	ta.Cursor.TextStyle = n()
	ta.SetValue(text)
	// Typing stops at MaxPaneText runes; a longer text a notebook holds
	// is kept whole (never cut), and can only shrink.
	ta.CharLimit = max(common.MaxPaneText, ta.Length())
	m := &Model{c: c, original: text, ta: ta, explainer: ex, width: 60}
	m.gv.thread = -1
	m.ev.gen = 1
	m.rebuild()
	return m
}

// Text returns the pane's current text.
func (m *Model) Text() string { return m.ta.Value() }

// Dirty reports whether the text differs from the lesson's.
func (m *Model) Dirty() bool { return m.ta.Value() != m.original }

// MarkSaved makes the current text the pane's original (after a save).
func (m *Model) MarkSaved() { m.original = m.ta.Value(); m.view = "" }

// Outcomes returns the current evaluation of the pane.
func (m *Model) Outcomes() []Outcome { return m.outcomes }

// SetSize sets the pane's outer width and the reader's content height: a
// pane is as tall as its text and results, but a bank view shows at most
// half the height (or 20 lines) of phases (n/N step the rest).
func (m *Model) SetSize(w, h int) {
	if w != m.width || h != m.height {
		m.width, m.height = w, h
		m.banks.resize(m)
		m.view = ""
	}
}

// Focus selects the pane without editing it (enter or i edits): the
// scroll keys, ? and q keep working on a selected pane.
func (m *Model) Focus() tea.Cmd {
	m.focused, m.editing = true, false
	m.view = ""
	return nil
}

// Blur deselects the pane.
func (m *Model) Blur() {
	m.focused, m.editing = false, false
	m.ta.Blur()
	m.view = ""
}

// Focused reports whether the pane is selected.
func (m *Model) Focused() bool { return m.focused }

// Editing reports whether keys go to the pane's text.
func (m *Model) Editing() bool { return m.editing }

// Capturing implements common.Component: every key goes to the text while
// it is edited.
func (m *Model) Capturing() bool { return m.editing }

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd { return nil }

// Update implements tea.Model: keys go to HandleKey; an EvaluatedMsg of
// this pane shows its outcomes (and evaluates again when explain was
// turned on while it ran).
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		cmd, _ := m.HandleKey(msg)
		return m, cmd
	case EvaluatedMsg:
		if msg.For(m) {
			m.absorb()
			return m, m.Evaluate() // an explanation asked for meanwhile
		}
	}
	return m, nil
}

// HandleKey handles a key while the pane is focused. It reports whether
// the key was used; an unused key (esc on a selected pane, tab) belongs to
// the reader.
func (m *Model) HandleKey(km tea.KeyMsg) (tea.Cmd, bool) {
	if !m.focused {
		return nil, false
	}
	k := m.c.Keys
	s := km.String()
	m.spot.asked = spotNone
	switch {
	case keymap.Active(s, k.NextPane, m.editing), keymap.Active(s, k.PrevPane, m.editing):
		return nil, false
	case !m.editing && m.viewKey(km):
		return nil, true
	case m.figurePath != "" && keymap.Active(s, k.Figure, m.editing):
		return m.writeFigure(), true
	case m.editing && key.Matches(km, k.Leave):
		m.editing = false
		m.ta.Blur()
		m.view = ""
		return nil, true
	case !m.editing && key.Matches(km, k.Leave):
		return nil, false
	case keymap.Active(s, k.Reset, m.editing):
		m.ta.SetValue(m.original)
		return m.changed(), true
	case keymap.Active(s, k.Coords, m.editing):
		m.coords = !m.coords
		m.view = ""
		if !m.editing {
			m.spot.asked = spotPicture // the table takes the picture's place
		}
		return nil, true
	case keymap.Active(s, k.Explain, m.editing):
		cmd := m.toggleExplain()
		if m.explain && !m.editing {
			m.spot.asked = spotExplain
		}
		return cmd, true
	case !m.editing && key.Matches(km, k.Edit):
		m.editing = true
		m.view = ""
		return m.ta.Focus(), true
	case !m.editing:
		return nil, false
	}
	before, row, col := m.ta.Value(), m.ta.Line(), m.ta.LineInfo().CharOffset
	m.fitHeight(1)
	var cmd tea.Cmd
	m.ta, cmd = m.ta.Update(m.fitKey(km))
	switch {
	case m.ta.Value() != before:
		cmd = tea.Batch(cmd, m.changed())
	case m.ta.Line() != row || m.ta.LineInfo().CharOffset != col:
		m.view = "" // the cursor moved
	}
	m.fitHeight(0)
	return cmd, true
}

// fitHeight sizes the textarea to its lines (plus extra, so that a newline
// being typed does not scroll the first line away).
func (m *Model) fitHeight(extra int) {
	m.ta.SetHeight(max(1, m.ta.LineCount()+extra))
}

// ShortHelp implements help.KeyMap.
// It describes each key as it acts in the pane's state now (a selected
// pane's letters are commands; an edited pane's are text).
func (m *Model) ShortHelp() []key.Binding {
	k := m.c.Keys
	as := func(b key.Binding, h, desc string) key.Binding {
		return key.NewBinding(key.WithKeys(b.Keys()...), key.WithHelp(h, desc))
	}
	if m.editing {
		return []key.Binding{as(k.Leave, "esc", "stop editing"), k.NextPane, as(k.Reset, "ctrl+r", "reset"), as(k.Coords, "ctrl+t", "coords"), as(k.Explain, "ctrl+e", "explain")}
	}
	if m.gv.panning {
		return append(m.panKeys(), k.Help, k.Quit)
	}
	bs := []key.Binding{as(k.Edit, "enter", "edit"), as(k.Reset, "r", "reset"), as(k.Coords, "c", "coords"), as(k.Explain, "e", "explain"), as(k.Leave, "esc", "unselect")}
	if bv := m.banks.current(); bv != nil {
		bs = append(bs, bv.ShortHelp()...)
	}
	return append(bs, k.Help, k.Quit) // the picture's keys are in the pane's header
}

// FullHelp implements help.KeyMap.
func (m *Model) FullHelp() [][]key.Binding {
	k := m.c.Keys
	return [][]key.Binding{{k.Edit, k.Leave, k.NextPane, k.PrevPane}, {k.Reset, k.Coords, k.Explain}, {k.Colour, k.Compact, k.Pan, k.NextThread, k.PrevThread, k.Figure}}
}

// View draws the pane at its width; it is cached until something changes.
func (m *Model) View() string {
	if m.view != "" {
		return m.view
	}
	st := m.c.Styles
	inner := max(m.width-4, 10)
	var b strings.Builder
	b.WriteString(m.header(inner))
	b.WriteByte('\n')
	if m.editing {
		w := inner
		if st.Plain() {
			w-- // room for the cursor mark
		}
		m.ta.SetWidth(w)
		m.fitHeight(0)
		b.WriteString(st.MarkCursor(m.ta.View()))
	} else {
		b.WriteString(m.ta.Value())
	}
	b.WriteByte('\n')
	b.WriteString(st.GridRule.Render(strings.Repeat(st.Rule, inner)))
	b.WriteByte('\n')
	at := b.Len()
	b.WriteString(m.results(inner))
	box := st.PaneBorder
	if m.editing {
		box = st.PaneEditing
	} else if m.focused {
		box = st.PaneFocused
	}
	box = box.Width(m.width - 2)
	m.view = box.Render(strings.TrimRight(b.String(), "\n"))
	m.spot.drawn(box, b.String(), at)
	return m.view
}

// results draws the outcomes, then the grid (or coordinate table) of the
// last layout result.
func (m *Model) results(width int) string {
	st := m.c.Styles
	var b strings.Builder
	var last *Outcome
	for i := range m.outcomes {
		o := &m.outcomes[i]
		switch {
		case o.Err != "" && o.Line < 0: // the evaluation as a whole stopped
			b.WriteString(st.Error.Render("error: "+o.Err) + "\n")
		case o.Err != "":
			b.WriteString(st.Faint.Render("› ") + o.Source + "\n")
			if o.ErrCol >= 0 {
				b.WriteString("  " + strings.Repeat(" ", caretCol(o.Source, o.ErrCol)) + st.Caret.Render("^") + "\n")
			}
			b.WriteString(st.Error.Render("  error: "+o.Err) + "\n")
		case o.Text == "":
			// An assignment: nothing to show.
		case o.Bank != nil:
			b.WriteString(st.Faint.Render("› ") + strings.TrimSpace(o.Source) + "\n")
			b.WriteString(m.banks.view(m, i) + "\n")
		case strings.Contains(o.Text, "\n"):
			b.WriteString(st.Faint.Render("› ") + strings.TrimSpace(o.Source) + "\n")
			b.WriteString(o.Text)
			if !strings.HasSuffix(o.Text, "\n") {
				b.WriteByte('\n')
			}
		default:
			b.WriteString(st.Faint.Render("› ") + strings.TrimSpace(o.Source) + st.Faint.Render("  "+st.Arrow+"  ") + st.PaneResult.Bold(true).Render(o.Text) + "\n")
		}
		if o.Grid != nil {
			last = o
		}
	}
	if len(m.outcomes) == 0 && m.ev.shown == 0 {
		b.WriteString(st.Faint.Render(m.evaluating()) + "\n")
	} else if len(m.outcomes) == 0 {
		b.WriteString(st.Faint.Render("(nothing to evaluate)") + "\n")
	}
	if m.gv.optErr != "" {
		b.WriteString(st.Error.Render(m.gv.optErr) + "\n")
	}
	// The picture of the last result: a TV, MMA or copy view, or the grid
	// (or coordinate table) of a layout; a print_layout table is its own
	// grid, so only its coordinates are added.
	m.spot.from, m.spot.to, m.spot.efrom = -1, -1, -1
	if pic := m.lastPicture(); pic != nil && (pic.Grid == nil || m.gv.fig != nil) {
		b.WriteByte('\n')
		m.spot.from = b.Len()
		if m.coords && m.gv.fig != nil {
			b.WriteString(m.owners())
		} else {
			b.WriteString(m.picture(pic, width))
		}
		m.spot.to = b.Len()
		b.WriteByte('\n')
	} else if last != nil && (m.coords || !last.Table) {
		b.WriteByte('\n')
		m.spot.from = b.Len()
		if m.coords {
			b.WriteString(st.Faint.Render("coordinates of "+last.Grid.String()) + "\n")
			b.WriteString(grid.Coords(*last.Grid, st, 64))
		} else {
			b.WriteString(st.Faint.Render("grid of "+last.Grid.String()+foldNote(last.Grid.Domain())) + "\n")
			b.WriteString(m.picture(last, width))
		}
		m.spot.to = b.Len()
		b.WriteByte('\n')
	}
	if m.explain {
		b.WriteByte('\n')
		m.spot.efrom = b.Len()
		b.WriteString(m.explanation(width))
	}
	return b.String()
}

// evaluating is the word the pane shows while its text is evaluated.
func (m *Model) evaluating() string {
	if m.c.Styles.Plain() {
		return "evaluating..."
	}
	return "evaluating…"
}

// explanation draws the derivation of the statement explained, which
// the evaluation of the text works out off the UI goroutine (async.go).
func (m *Model) explanation(width int) string {
	st := m.c.Styles
	x := m.ev.explained
	switch {
	case m.explainer == nil:
		return st.Faint.Render("explain: derivation steps are not available yet")
	case x == nil:
		return st.Faint.Render("explain: " + m.evaluating())
	case x.line < 0:
		return st.Faint.Render("explain: no statement to explain")
	case x.err != nil:
		return st.Error.Render("explain: " + x.err.Error())
	}
	return hangWrap(x.text, width)
}

// caretCol converts a byte column of s to a display column.
func caretCol(s string, col int) int {
	if col > len(s) {
		col = len(s)
	}
	return lipgloss.Width(s[:col])
}

// foldNote says how a rank-1 layout whose one mode is a tuple is drawn:
// as the grid of that mode (figure.FoldOf), not as one row.
func foldNote(l engine.Layout) string {
	if sh := l.Shape(); l.Rank() == 1 && sh.IsTuple() && sh.At(0).IsTuple() && sh.At(0).Len() >= 2 {
		return " (its one mode drawn as the grid of " + sh.At(0).String() + ")"
	}
	return ""
}
