package reader

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// run sends msg and runs the returned commands synchronously; it returns
// the messages that were not the reader's own (for the app).
func run(m *Model, msg tea.Msg) []tea.Msg {
	var out []tea.Msg
	queue := []tea.Msg{msg}
	for len(queue) > 0 {
		msg, queue = queue[0], queue[1:]
		switch msg.(type) {
		case NavigateMsg, BenchMsg, ReadMsg:
			out = append(out, msg)
			continue
		}
		if _, cmd := m.Update(msg); cmd != nil {
			queue = append(queue, cmd())
		}
	}
	return out
}

func longDoc() []byte {
	var b strings.Builder
	b.WriteString("# Long\n\n")
	for i := 1; i <= 6; i++ {
		fmt.Fprintf(&b, "## Section %d\n\n", i)
		for j := 0; j < 8; j++ {
			fmt.Fprintf(&b, "Paragraph %d.%d about layouts.\n\n", i, j)
		}
		if i == 4 {
			b.WriteString("The needle is here.\n\n```cute\nsize((4,8))\n```\n\n")
		}
	}
	return []byte(b.String())
}

func newReader(t *testing.T, w, h int) *Model {
	t.Helper()
	c := testutil.Common()
	m := New(c, NewCache(), Options{Name: "long", Source: longDoc()})
	m.SetSize(w, h)
	if cmd := m.Refresh(); cmd != nil {
		run(m, cmd())
	}
	if m.r == nil {
		t.Fatal("not rendered after the first size")
	}
	return m
}

func screen(m *Model) string { return ansi.Strip(m.View()) }

func TestScrollKeysAndWheel(t *testing.T) {
	m := newReader(t, 80, 20)
	run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'j'}})
	if m.Offset() != 1 {
		t.Errorf("j: offset %d", m.Offset())
	}
	run(m, tea.MouseMsg{Button: tea.MouseButtonWheelDown})
	if m.Offset() != 4 {
		t.Errorf("wheel down: offset %d", m.Offset())
	}
	run(m, tea.MouseMsg{Button: tea.MouseButtonWheelUp})
	run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'k'}})
	if m.Offset() != 0 {
		t.Errorf("back up: offset %d", m.Offset())
	}
	out := run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'G'}})
	_, total := m.spans()
	if m.Offset() != total-m.contentHeight() || len(out) != 1 {
		t.Errorf("G: offset %d of %d, messages %v", m.Offset(), total, out)
	}
	if _, ok := out[0].(ReadMsg); !ok {
		t.Errorf("reaching the end sent %T, want ReadMsg", out[0])
	}
	if !strings.Contains(screen(m), "100%") {
		t.Errorf("header at the end:\n%s", screen(m))
	}
}

func TestSearch(t *testing.T) {
	m := newReader(t, 80, 20)
	run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'/'}})
	if !m.Capturing() {
		t.Fatal("search line does not capture keys")
	}
	for _, r := range "needle" {
		run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	run(m, tea.KeyMsg{Type: tea.KeyEnter})
	s := screen(m)
	if !strings.Contains(s, "The needle is here.") || !strings.Contains(s, "match 1 of 1") {
		t.Errorf("search did not jump to the match:\n%s", s)
	}
	run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'/'}})
	for _, r := range "paragraph 2." {
		run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	run(m, tea.KeyMsg{Type: tea.KeyEnter})
	first := m.match
	run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'n'}})
	second := m.match
	run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'N'}})
	if !(second > first) || m.match != first {
		t.Errorf("n/N: %d -> %d -> %d", first, second, m.match)
	}
	if !strings.Contains(screen(m), "match 1 of 8") {
		t.Errorf("status: %s", m.Status())
	}
}

func TestTableOfContents(t *testing.T) {
	m := newReader(t, 80, 20)
	run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'t'}})
	if !strings.Contains(screen(m), "Section 6") {
		t.Fatalf("contents:\n%s", screen(m))
	}
	for i := 0; i < 5; i++ { // Long, Section 1..5: stop on Section 5
		run(m, tea.KeyMsg{Type: tea.KeyDown})
	}
	run(m, tea.KeyMsg{Type: tea.KeyEnter})
	lines := strings.Split(screen(m), "\n")
	if !strings.Contains(lines[1], "Section 5") {
		t.Errorf("contents did not jump to Section 5:\n%s", screen(m))
	}
}

func TestResizeIsDebouncedAndCached(t *testing.T) {
	m := newReader(t, 80, 20)
	first := m.r
	m.SetSize(100, 20)
	cmd := m.Refresh()
	if m.r != first {
		t.Fatal("a resize re-rendered at once")
	}
	m.SetSize(90, 20) // a second resize before the first settled
	cmd2 := m.Refresh()
	run(m, cmd()) // the stale debounce tick does nothing
	if m.r != first || m.shown.width != 80 {
		t.Fatalf("stale tick rendered (width %d)", m.shown.width)
	}
	run(m, cmd2())
	if m.shown.width != 90 {
		t.Fatalf("settled resize not rendered: width %d", m.shown.width)
	}
	// Back to 80: served from the cache, no command.
	m.SetSize(80, 20)
	if c := m.Refresh(); c != nil || m.r != first {
		t.Error("cached width was rendered again")
	}
}

func TestPanesSpliceAtPlaceholders(t *testing.T) {
	m := newReader(t, 80, 200)
	s := screen(m)
	i, j := strings.Index(s, "The needle is here."), strings.Index(s, "size((4,8))")
	k := strings.Index(s, "## Section 5")
	if i < 0 || j < 0 || k < 0 || !(i < j && j < k) {
		t.Errorf("pane not between its prose (needle %d, pane %d, next section %d):\n%s", i, j, k, s)
	}
	if strings.Contains(s, "CUTETUIBLOCK") {
		t.Error("placeholder left in the frame")
	}
}

func TestClickFocusesPane(t *testing.T) {
	m := newReader(t, 80, 200)
	starts, _ := m.spans()
	run(m, tea.MouseMsg{Button: tea.MouseButtonLeft, Action: tea.MouseActionPress, Y: starts[0] + 2})
	if m.focus != 0 {
		t.Fatalf("click on the pane: focus %d", m.focus)
	}
	run(m, tea.MouseMsg{Button: tea.MouseButtonLeft, Action: tea.MouseActionPress, Y: 3})
	if m.focus != -1 {
		t.Errorf("click on prose: focus %d", m.focus)
	}
}
