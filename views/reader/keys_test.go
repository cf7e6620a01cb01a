package reader

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/keymap"
)

func press(m *Model, keys ...string) []tea.Msg {
	var out []tea.Msg
	for _, k := range keys {
		out = append(out, run(m, keymap.Press(k))...)
	}
	return out
}

func typeKeys(m *Model, s string) {
	for _, r := range s {
		run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
}

// TestEscClearsSearch: after a search, esc clears it (as less and vim do)
// and is used — the lesson stays open; only the next esc is the app's.
func TestEscClearsSearch(t *testing.T) {
	m := newReader(t, 80, 20)
	press(m, "/")
	typeKeys(m, "needle")
	press(m, "enter")
	if !strings.Contains(screen(m), "match 1 of 1") {
		t.Fatalf("no match shown:\n%s", screen(m))
	}
	if _, used := m.HandleKey(keymap.Press("esc")); !used {
		t.Fatal("esc after a search was left to the app (it would leave the lesson)")
	}
	s := screen(m)
	if strings.Contains(s, "needle") && strings.Contains(s, "/needle") || m.query != "" || m.match != -1 {
		t.Errorf("search not cleared (query %q, match %d):\n%s", m.query, m.match, s)
	}
	if !strings.Contains(s, "tab next pane") {
		t.Errorf("the key line should be back:\n%s", s)
	}
	golden.RequireEqual(t, []byte(s))
	if _, used := m.HandleKey(keymap.Press("esc")); used {
		t.Error("esc with no search and no selection should be the app's (back)")
	}
}

// TestContentsKeys: the contents honour g and G, and show their own key
// line, not the search line left from before.
func TestContentsKeys(t *testing.T) {
	m := newReader(t, 80, 20)
	press(m, "/")
	typeKeys(m, "needle")
	press(m, "enter", "t")
	s := screen(m)
	if strings.Contains(s, "/needle") || strings.Contains(s, "match 1 of 1") {
		t.Errorf("the contents show a stale search line:\n%s", s)
	}
	if !strings.Contains(s, "g/G") {
		t.Errorf("the contents' key line lacks g/G:\n%s", s)
	}
	press(m, "G")
	if m.tocSel != len(m.doc.Headings)-1 {
		t.Errorf("G: selection %d of %d headings", m.tocSel, len(m.doc.Headings))
	}
	golden.RequireEqual(t, []byte(screen(m)))
	press(m, "g")
	if m.tocSel != 0 {
		t.Errorf("g: selection %d", m.tocSel)
	}
	press(m, "G", "enter")
	if lines := strings.Split(screen(m), "\n"); !strings.Contains(strings.Join(lines[1:4], "\n"), "Section 6") {
		t.Errorf("enter on the last heading did not go there:\n%s", screen(m))
	}
	if m.Capturing() {
		t.Error("the contents capture keys: ? and q would not work there")
	}
}

// TestFocusIsNotEditing: tab selects a block without editing it; the
// scroll keys scroll, ? and q stay the app's; enter edits; esc stops
// editing, esc again unselects.
func TestFocusIsNotEditing(t *testing.T) {
	m := newReader(t, 80, 20)
	press(m, "tab")
	if m.focus != 0 {
		t.Fatalf("tab: focus %d", m.focus)
	}
	if m.Capturing() {
		t.Fatal("a selected pane captures keys before enter")
	}
	before := m.panes[0].(interface{ Text() string }).Text()
	off := m.Offset()
	press(m, "j", "j")
	if m.Offset() != off+2 {
		t.Errorf("j on a selected pane: offset %d, want %d", m.Offset(), off+2)
	}
	for _, k := range []string{"?", "q"} {
		if _, used := m.HandleKey(keymap.Press(k)); used {
			t.Errorf("%s on a selected pane was used by the reader; it is the app's", k)
		}
	}
	if m.panes[0].Text() != before {
		t.Errorf("keys were typed into a selected pane: %q", m.panes[0].Text())
	}
	golden.RequireEqual(t, []byte(screen(m)))
	press(m, "enter")
	if !m.Capturing() {
		t.Fatal("enter did not start editing")
	}
	press(m, "j")
	if !strings.Contains(m.panes[0].Text(), "j") {
		t.Errorf("while editing, j is text: %q", m.panes[0].Text())
	}
	press(m, "esc")
	if m.Capturing() || m.focus != 0 {
		t.Errorf("esc should stop editing and keep the selection (focus %d)", m.focus)
	}
	press(m, "esc")
	if m.focus != -1 {
		t.Errorf("esc again should unselect (focus %d)", m.focus)
	}
}
