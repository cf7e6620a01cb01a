package pane

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// press gives m the keys, one by one, running the commands each returns
// (the evaluation of an edit) as the Bubble Tea loop would.
func press(m *Model, keys ...tea.KeyMsg) {
	for _, k := range keys {
		cmd, _ := m.HandleKey(k)
		drive(m, cmd)
	}
}

// drive runs cmd and the commands that follow it, batches included, and
// gives m the messages.
func drive(m *Model, cmd tea.Cmd) {
	for queue := []tea.Cmd{cmd}; len(queue) > 0; queue = queue[1:] {
		if queue[0] == nil {
			continue
		}
		switch msg := queue[0]().(type) {
		case tea.BatchMsg:
			queue = append(queue, msg...)
		default:
			_, next := m.Update(msg)
			queue = append(queue, next)
		}
	}
}

// newPane is a pane of text as it shows once evaluated.
func newPane(c common.Common, text string, ex Explainer) *Model {
	m := New(c, text, ex)
	drive(m, m.Evaluate())
	return m
}

func runes(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

func TestEvaluate(t *testing.T) {
	out := Evaluate("# a comment\nA = (4,2):(1,4)\n\nA(1,1)\ncoalesce(A)\nfoo(\n")
	if len(out) != 4 {
		t.Fatalf("got %d outcomes: %+v", len(out), out)
	}
	if out[0].Text != "" || out[0].Grid == nil {
		t.Errorf("assignment: %+v", out[0])
	}
	if out[1].Text != "5" || out[1].Line != 3 {
		t.Errorf("A(1,1): %+v", out[1])
	}
	if out[2].Text != "8:1" || out[2].Grid == nil {
		t.Errorf("coalesce: %+v", out[2])
	}
	if out[3].Err == "" || out[3].ErrCol < 0 || out[3].Line != 5 {
		t.Errorf("error: %+v", out[3])
	}
}

func TestEditResetAndToggles(t *testing.T) {
	c := testutil.Common()
	m := newPane(c, "A = 8:1\nA(3)\n", nil)
	m.SetSize(60, 40)
	if !strings.Contains(m.View(), "A(3)  =>  3") {
		t.Fatalf("initial view:\n%s", m.View())
	}
	m.Focus()
	if m.Editing() {
		t.Fatal("focus alone should select the pane, not edit it")
	}
	press(m, tea.KeyMsg{Type: tea.KeyEnter})
	press(m, tea.KeyMsg{Type: tea.KeyBackspace}, tea.KeyMsg{Type: tea.KeyBackspace}, runes("5"), runes(")"))
	if !m.Dirty() || !strings.Contains(m.View(), "A(5)  =>  5") {
		t.Fatalf("after edit (dirty %v):\n%s", m.Dirty(), m.View())
	}
	// While editing, letters are text: c types a c.
	press(m, runes("c"))
	if !strings.Contains(m.Text(), "A(5)c") {
		t.Errorf("c while editing: %q", m.Text())
	}
	// ctrl+r resets even while editing.
	press(m, tea.KeyMsg{Type: tea.KeyCtrlR})
	if m.Dirty() || m.Text() != "A = 8:1\nA(3)" {
		t.Errorf("reset: %q", m.Text())
	}
	// esc: selected, not editing; c toggles the coordinate table.
	press(m, tea.KeyMsg{Type: tea.KeyEsc})
	if m.Editing() || !m.Focused() {
		t.Fatal("esc did not stop editing")
	}
	press(m, runes("c"))
	if !strings.Contains(m.View(), "coordinates of 8:1") {
		t.Errorf("coordinate table not shown:\n%s", m.View())
	}
	press(m, runes("e"))
	if !strings.Contains(m.View(), "not available yet") {
		t.Errorf("explain without an explainer:\n%s", m.View())
	}
	if _, used := m.HandleKey(tea.KeyMsg{Type: tea.KeyEsc}); used {
		t.Error("esc on a selected pane should go to the reader")
	}
	if _, used := m.HandleKey(tea.KeyMsg{Type: tea.KeyTab}); used {
		t.Error("tab should go to the reader")
	}
}

func TestExplainerHook(t *testing.T) {
	c := testutil.Common()
	var gotLine int
	m := newPane(c, "x = 3\ncoalesce((2,2):(1,2))\n", func(src string, line int) (string, error) {
		gotLine = line
		return "step 1: merge", nil
	})
	m.Focus()
	press(m, tea.KeyMsg{Type: tea.KeyCtrlE})
	if !strings.Contains(m.View(), "step 1: merge") || gotLine != 1 {
		t.Errorf("explainer (line %d):\n%s", gotLine, m.View())
	}
}

func TestErrorCaretUnderColumn(t *testing.T) {
	c := testutil.Common()
	m := newPane(c, "coalesce((2,2):(1,2)))\n", nil)
	m.SetSize(60, 40)
	lines := strings.Split(m.View(), "\n")
	for i, l := range lines {
		if strings.Contains(l, "› coalesce((2,2):(1,2)))") {
			src := lipgloss.Width(l[:strings.Index(l, "coalesce")]) // display columns
			caret := lipgloss.Width(lines[i+1][:strings.Index(lines[i+1], "^")])
			col := Evaluate("coalesce((2,2):(1,2)))")[0].ErrCol
			if caret-src != col {
				t.Errorf("caret at %d, source at %d, error column %d:\n%s\n%s", caret, src, col, l, lines[i+1])
			}
			return
		}
	}
	t.Errorf("error line not found:\n%s", m.View())
}

// TestPrintLayoutShowsItsTableOnce: print_layout's result is the grid, so
// the pane draws no second grid under it; c still gives the coordinates.
func TestPrintLayoutShowsItsTableOnce(t *testing.T) {
	c := testutil.Common()
	m := newPane(c, "print_layout((2,3):(3,1))\n", nil)
	m.SetSize(60, 40)
	v := m.View()
	if n := strings.Count(v, "+---+---+---+"); n != 3 || strings.Contains(v, "grid of") {
		t.Errorf("want the table once (3 rules, no grid), got %d rules:\n%s", n, v)
	}
	golden.RequireEqual(t, []byte(v))
	m.Focus()
	press(m, runes("c"))
	if v := m.View(); !strings.Contains(v, "coordinates of (2,3):(3,1)") {
		t.Errorf("c on a print_layout table:\n%s", v)
	}
}

// TestSwizzledLayoutGridAndCoords: a composed layout draws its swizzled
// offsets (the engine's), in the grid and in the coordinate table.
func TestSwizzledLayoutGridAndCoords(t *testing.T) {
	c := testutil.Common()
	for _, src := range []string{"Sw<1,1,1> o (4,4):(4,1)", "composition(Swizzle<1,1,1>{}, (4,4):(4,1))"} {
		m := newPane(c, src+"\n", nil)
		m.SetSize(60, 40)
		v := m.View()
		// Row 1 of Sw<1,1,1> o (4,4):(4,1) is 6 7 4 5 (print_layout's).
		if !strings.Contains(v, "grid of Sw<1,1,1> o 0 o (4,4):(4,1)") || !strings.Contains(v, " 1    6   7   4   5") {
			t.Errorf("%s: no swizzled grid:\n%s", src, v)
		}
		m.Focus()
		press(m, runes("c"))
		cv := m.View()
		if !strings.Contains(cv, "coordinates of Sw<1,1,1> o 0 o (4,4):(4,1)") || !strings.Contains(cv, " 1  (1,0)    (1,0)       6") {
			t.Errorf("%s: no swizzled coordinates:\n%s", src, cv)
		}
		if src == "Sw<1,1,1> o (4,4):(4,1)" {
			golden.RequireEqual(t, []byte(v+"\n"+cv))
		}
	}
	// The table of a composed layout is its own grid: no unswizzled grid;
	// its coordinate table has the swizzled offsets.
	m := newPane(c, "print_layout(Sw<1,1,1> o (4,4):(4,1))\n", nil)
	if v := m.View(); strings.Contains(v, "grid of") || strings.Count(v, "|  6 |  7 |  4 |  5 |") != 1 {
		t.Errorf("print_layout of a swizzled layout:\n%s", v)
	}
	m.Focus()
	press(m, runes("c"))
	if cv := m.View(); !strings.Contains(cv, "coordinates of Sw<1,1,1> o 0 o (4,4):(4,1)") || !strings.Contains(cv, " 1  (1,0)    (1,0)       6") {
		t.Errorf("c on print_layout of a swizzled layout:\n%s", cv)
	}
}

// TestCursorVisibleWithoutColour: with no colour (NO_COLOR, TERM=dumb,
// --style notty) reverse video is not drawn, so the cursor is a mark.
func TestCursorVisibleWithoutColour(t *testing.T) {
	c := testutil.Common()
	m := newPane(c, "A = 8:1\nA(3)\n", nil)
	m.SetSize(40, 40)
	m.Focus()
	press(m, tea.KeyMsg{Type: tea.KeyEnter}, tea.KeyMsg{Type: tea.KeyLeft})
	if !m.Editing() {
		t.Fatal("enter did not start editing")
	}
	v := m.View()
	if !strings.Contains(v, "| A(3|)") || strings.Contains(v, "\x1b") {
		t.Errorf("no visible cursor before the last character:\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
	// Typing goes where the mark is.
	press(m, runes("+1"))
	if m.Text() != "A = 8:1\nA(3+1)" || !strings.Contains(m.View(), "A(3+1|)") {
		t.Errorf("text %q, view:\n%s", m.Text(), m.View())
	}
}
