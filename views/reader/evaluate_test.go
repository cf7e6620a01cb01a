package reader

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/views/internal/testutil"
	"github.com/cutetui/cutetui/views/pane"
)

// slowPanes is a notebook of n sections, each a paragraph and a pane.
func slowPanes(n int) []byte {
	var b strings.Builder
	b.WriteString("# Slow\n\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "## Section %d\n\nParagraph %d.\n\n```cute\nsize((%d,2))\n```\n\n", i, i, i)
	}
	return []byte(b.String())
}

// held is an evaluator that holds every evaluation until released,
// counting those asked for.
type held struct {
	mu      sync.Mutex
	asked   map[string]bool
	release chan struct{}
}

func (h *held) evaluate(ctx context.Context, src string) []eval.LineResult {
	h.mu.Lock()
	h.asked[src] = true
	h.mu.Unlock()
	select {
	case <-h.release:
		return eval.NewEnv().ExecBlock(src)
	case <-ctx.Done():
		return nil
	}
}

func (h *held) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.asked)
}

// TestSlowPanesShowTheFirstScreenAtOnce: a notebook of 30 panes whose
// evaluations do not finish shows its first screen as soon as the prose
// is rendered, its panes saying "evaluating..."; only the panes in or near
// view are evaluated first, and the rest fill in one at a time once they
// are done.
func TestSlowPanesShowTheFirstScreenAtOnce(t *testing.T) {
	h := &held{asked: map[string]bool{}, release: make(chan struct{})}
	c := testutil.Common()
	c.Evaluate = h.evaluate
	m := New(c, NewCache(), Options{Name: "slow", Source: slowPanes(30)})
	m.SetSize(80, 24)
	render := m.Refresh()
	if render == nil {
		t.Fatal("no rendering started")
	}
	_, cmd := m.Update(render()) // the rendering, run here
	s := screen(m)
	if !strings.Contains(s, "Section 1") || !strings.Contains(s, "evaluating...") {
		t.Fatalf("first screen:\n%s", s)
	}
	n := 0
	for _, p := range m.Panes() {
		if p.(*pane.Model).Running() {
			n++
		}
	}
	if n == 0 || n > 10 {
		t.Fatalf("%d of 30 panes evaluated first, want those near the first screen", n)
	}
	close(h.release)
	pump(t, m, cmd)
	for i, p := range m.Panes() {
		if cp := p.(*pane.Model); cp.Pending() {
			t.Errorf("pane %d not evaluated", i)
		}
	}
	if n := h.count(); n != 30 {
		t.Errorf("%d panes evaluated, want 30", n)
	}
	if s := screen(m); !strings.Contains(s, "size((1,2))  =>  2") {
		t.Errorf("first screen after the evaluations:\n%s", s)
	}
}

// TestFollowedPaneEvaluates: a pane whose text another reader set
// (ShowPosition) evaluates through the command ShowPosition returns, and,
// should a caller drop it, on the reader's next message.
func TestFollowedPaneEvaluates(t *testing.T) {
	m := newReader(t, 80, 30)
	cmd := m.ShowPosition(0, 0, 0, map[int]string{0: "size((5,5))"})
	if cmd == nil {
		t.Fatal("ShowPosition changed a pane and returned no command")
	}
	run(m, cmd())
	if s := screen(m); !strings.Contains(s, "size((5,5))  =>  25") {
		t.Errorf("after ShowPosition's command:\n%s", s)
	}
	m.ShowPosition(0, 0, 0, map[int]string{0: "size((6,6))"}) // its command dropped
	if s := screen(m); !strings.Contains(s, "evaluating...") {
		t.Errorf("a followed edit not yet evaluated:\n%s", s)
	}
	_, cmd = m.Update(resizeMsg{name: "someone else's"})
	if cmd == nil {
		t.Fatal("the next message started no evaluation")
	}
	run(m, cmd())
	if s := screen(m); !strings.Contains(s, "size((6,6))  =>  36") {
		t.Errorf("after the next message:\n%s", s)
	}
}

// TestResultsAboveKeepTheReadingInPlace: a reader that went to the end
// (G) before the panes above had their results stays at the end when
// they arrive and grow, and so still sees the document's last line.
func TestResultsAboveKeepTheReadingInPlace(t *testing.T) {
	var b strings.Builder
	b.WriteString("# Tall\n\n")
	for i := 1; i <= 12; i++ {
		fmt.Fprintf(&b, "## Section %d\n\nParagraph %d.\n\n```cute\n(8,8):(8,1)\n```\n\n", i, i)
	}
	b.WriteString("The last line of the document.\n")
	h := &held{asked: map[string]bool{}, release: make(chan struct{})}
	c := testutil.Common()
	c.Evaluate = h.evaluate
	m := New(c, NewCache(), Options{Name: "tall", Source: []byte(b.String())})
	m.SetSize(80, 24)
	render := m.Refresh()
	_, first := m.Update(render())
	_, atEnd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("G")})
	if s := screen(m); !strings.Contains(s, "The last line of the document.") {
		t.Fatalf("after G:\n%s", s)
	}
	close(h.release)
	pump(t, m, first, atEnd)
	for i, p := range m.Panes() {
		if p.(*pane.Model).Pending() {
			t.Fatalf("pane %d not evaluated", i)
		}
	}
	if s := screen(m); !strings.Contains(s, "The last line of the document.") {
		t.Errorf("the results above moved the reading away from the end:\n%s", s)
	}
}

// pump runs cmds and every command their messages lead to, each on a
// goroutine of its own as Bubble Tea does, giving each message to m, until
// none is left.
func pump(t *testing.T, m *Model, cmds ...tea.Cmd) {
	t.Helper()
	msgs := make(chan tea.Msg, 256)
	running := 0
	start := func(cmd tea.Cmd) {
		if cmd == nil {
			return
		}
		running++
		go func() { msgs <- cmd() }()
	}
	for _, c := range cmds {
		start(c)
	}
	for running > 0 {
		select {
		case msg := <-msgs:
			running--
			if b, ok := msg.(tea.BatchMsg); ok {
				for _, c := range b {
					start(c)
				}
				continue
			}
			_, cmd := m.Update(msg)
			start(cmd)
		case <-time.After(5 * time.Second):
			t.Fatal("the evaluations did not finish")
		}
	}
}
