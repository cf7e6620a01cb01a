package pane

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

func press(m *Model, keys ...tea.KeyMsg) {
	for _, k := range keys {
		m.Update(k)
	}
}

func runes(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

func TestEvaluate(t *testing.T) {
	out := Evaluate("# a comment\nA = (4,2):(1,4)\n\nA(1,1)\ncoalesce(A)\nfoo(\n")
	if len(out) != 4 {
		t.Fatalf("got %d outcomes: %+v", len(out), out)
	}
	if out[0].Text != "" || out[0].Layout == nil {
		t.Errorf("assignment: %+v", out[0])
	}
	if out[1].Text != "5" || out[1].Line != 3 {
		t.Errorf("A(1,1): %+v", out[1])
	}
	if out[2].Text != "8:1" || out[2].Layout == nil {
		t.Errorf("coalesce: %+v", out[2])
	}
	if out[3].Err == "" || out[3].ErrCol < 0 || out[3].Line != 5 {
		t.Errorf("error: %+v", out[3])
	}
}

func TestEditResetAndToggles(t *testing.T) {
	c := testutil.Common(80, 40)
	m := New(c, "A = 8:1\nA(3)\n", nil)
	m.SetWidth(60)
	if !strings.Contains(m.View(), "A(3)  =>  3") {
		t.Fatalf("initial view:\n%s", m.View())
	}
	m.Focus()
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
	if _, used := m.Update(tea.KeyMsg{Type: tea.KeyEsc}); used {
		t.Error("esc on a selected pane should go to the reader")
	}
	if _, used := m.Update(tea.KeyMsg{Type: tea.KeyTab}); used {
		t.Error("tab should go to the reader")
	}
}

func TestExplainerHook(t *testing.T) {
	c := testutil.Common(80, 40)
	var gotLine int
	m := New(c, "x = 3\ncoalesce((2,2):(1,2))\n", func(src string, line int) (string, error) {
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
	c := testutil.Common(80, 40)
	m := New(c, "coalesce((2,2):(1,2)))\n", nil)
	m.SetWidth(60)
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
