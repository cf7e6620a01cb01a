package pane

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// gate is an evaluator that holds every evaluation until its text is
// let through (or its context ends), recording what it was asked and how
// each ended.
type gate struct {
	mu        sync.Mutex
	open      map[string]chan struct{}
	asked     []string
	cancelled []string
}

func newGate() *gate { return &gate{open: map[string]chan struct{}{}} }

func (g *gate) ch(src string) chan struct{} {
	g.mu.Lock()
	defer g.mu.Unlock()
	c, ok := g.open[src]
	if !ok {
		c = make(chan struct{})
		g.open[src] = c
	}
	return c
}

// let lets the evaluations of src finish.
func (g *gate) let(src string) { close(g.ch(src)) }

func (g *gate) evaluate(ctx context.Context, src string) []eval.LineResult {
	g.mu.Lock()
	g.asked = append(g.asked, src)
	g.mu.Unlock()
	select {
	case <-g.ch(src):
		return eval.NewEnv().ExecBlock(src)
	case <-ctx.Done():
		g.mu.Lock()
		g.cancelled = append(g.cancelled, src)
		g.mu.Unlock()
		return nil
	}
}

// async runs commands as the Bubble Tea loop does — each on its own
// goroutine — and hands their messages back one at a time.
type async struct {
	msgs    chan tea.Msg
	running int
}

func newAsync() *async { return &async{msgs: make(chan tea.Msg, 64)} }

func (a *async) run(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	a.running++
	go func() { a.msgs <- cmd() }()
}

// next is the next message of a command (batches are run), or a failure
// after a few seconds.
func (a *async) next(t *testing.T) tea.Msg {
	t.Helper()
	for {
		select {
		case msg := <-a.msgs:
			a.running--
			if b, ok := msg.(tea.BatchMsg); ok {
				for _, c := range b {
					a.run(c)
				}
				continue
			}
			return msg
		case <-time.After(5 * time.Second):
			t.Fatal("no message from the commands")
			return nil
		}
	}
}

// TestEvaluatingThenResult: a pane shows "evaluating..." until its
// evaluation comes back, then the result; an edit keeps the last result on
// screen under an "evaluating..." header until the new one comes.
func TestEvaluatingThenResult(t *testing.T) {
	g := newGate()
	c := testutil.Common()
	c.Evaluate = g.evaluate
	m := New(c, "A = (4,2):(2,1)\nsize(A)\n", nil)
	m.SetSize(60, 30)
	a := newAsync()
	a.run(m.Evaluate())
	first := m.View()
	if !strings.Contains(first, "evaluating...") || strings.Contains(first, "size(A)  =>") {
		t.Fatalf("before the result:\n%s", first)
	}
	t.Run("first", func(t *testing.T) { golden.RequireEqual(t, []byte(first)) })
	g.let(m.Text())
	m.Update(a.next(t))
	shown := m.View()
	if strings.Contains(shown, "evaluating") || !strings.Contains(shown, "size(A)  =>  8") {
		t.Fatalf("after the result:\n%s", shown)
	}
	a.run(m.SetText("A = (4,2):(2,1)\ncosize(A)"))
	edited := m.View()
	if !strings.Contains(edited, "evaluating...") || !strings.Contains(edited, "size(A)  =>  8") {
		t.Fatalf("after an edit, before its result:\n%s", edited)
	}
	t.Run("edited", func(t *testing.T) { golden.RequireEqual(t, []byte(edited)) })
	g.let(m.Text())
	m.Update(a.next(t))
	if v := m.View(); strings.Contains(v, "evaluating") || !strings.Contains(v, "cosize(A)  =>  8") {
		t.Fatalf("after the edit's result:\n%s", v)
	}
}

// TestEditSupersedesEvaluation: each edit cancels the evaluation under
// way; a superseded result that comes back anyway is dropped, whatever
// the order the results arrive in, and the pane shows its text's.
func TestEditSupersedesEvaluation(t *testing.T) {
	g := newGate()
	c := testutil.Common()
	c.Evaluate = g.evaluate
	m := New(c, "8:1", nil)
	m.SetSize(60, 30)
	a := newAsync()
	a.run(m.Evaluate())
	a.run(m.SetText("16:1"))
	a.run(m.SetText("32:1"))
	// The first two were cancelled: their messages come back first.
	for i := 0; i < 2; i++ {
		m.Update(a.next(t))
		if !m.Pending() || len(m.Outcomes()) != 0 {
			t.Fatalf("a superseded result shows: %+v", m.Outcomes())
		}
	}
	g.mu.Lock()
	cancelled := strings.Join(g.cancelled, " ")
	g.mu.Unlock()
	if cancelled != "8:1 16:1" && cancelled != "16:1 8:1" {
		t.Errorf("cancelled %q, want 8:1 and 16:1", cancelled)
	}
	g.let("32:1")
	m.Update(a.next(t))
	if m.Pending() || len(m.Outcomes()) != 1 || m.Outcomes()[0].Text != "32:1" {
		t.Fatalf("the newest result: pending %v, %+v", m.Pending(), m.Outcomes())
	}
	// A stale result left late (an evaluator that ignores cancellation)
	// does not replace it.
	m.ev.inbox.put(2, []Outcome{{Text: "stale"}}, nil)
	m.Update(EvaluatedMsg{p: m, gen: 2})
	if m.Outcomes()[0].Text != "32:1" {
		t.Fatalf("a stale result replaced the newest: %+v", m.Outcomes())
	}
}

// TestTypingNeverWaits: keys typed into a pane whose evaluation does not
// finish are all taken at once (each supersedes the last evaluation), and
// the text shows them; only the last text's result is shown.
func TestTypingNeverWaits(t *testing.T) {
	g := newGate()
	c := testutil.Common()
	c.Evaluate = g.evaluate
	m := New(c, "", nil)
	m.SetSize(60, 30)
	m.Focus()
	a := newAsync()
	press(m, tea.KeyMsg{Type: tea.KeyEnter})
	typed := "size((4,8))"
	done := make(chan struct{})
	go func() {
		defer close(done)
		for _, r := range typed {
			cmd, _ := m.HandleKey(runes(string(r)))
			a.run(cmd)
		}
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("typing waited for an evaluation")
	}
	if m.Text() != typed || !strings.Contains(m.View(), typed) {
		t.Fatalf("text %q, view:\n%s", m.Text(), m.View())
	}
	g.let(typed)
	for a.running > 0 {
		m.Update(a.next(t))
	}
	if m.Pending() || len(m.Outcomes()) != 1 || m.Outcomes()[0].Text != "32" {
		t.Fatalf("after typing: pending %v, %+v", m.Pending(), m.Outcomes())
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.cancelled) != len(g.asked)-1 {
		t.Errorf("%d of %d evaluations cancelled, want all but the last", len(g.cancelled), len(g.asked))
	}
}

// TestExplanationOffTheUIGoroutine: with explain on, the derivation is
// worked out with the evaluation, off the UI goroutine: a slow explainer
// never holds a keystroke up, and the pane explains its newest text.
func TestExplanationOffTheUIGoroutine(t *testing.T) {
	release := make(chan struct{})
	var mu sync.Mutex
	var explained []string
	ex := func(src string, line int) (string, error) {
		<-release
		mu.Lock()
		defer mu.Unlock()
		explained = append(explained, src)
		return "why: " + strings.Split(src, "\n")[line], nil
	}
	m := New(testutil.Common(), "size(8:1)", ex)
	m.SetSize(60, 30)
	m.Focus()
	a := newAsync()
	a.run(m.Evaluate())
	cmd, _ := m.HandleKey(tea.KeyMsg{Type: tea.KeyCtrlE})
	a.run(cmd)
	if v := m.View(); !strings.Contains(v, "explain: evaluating...") {
		t.Fatalf("explain on, before the derivation:\n%s", v)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		a.run(m.SetText("size(16:1)"))
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("an edit waited for the explainer")
	}
	close(release)
	for a.running > 0 {
		m.Update(a.next(t))
	}
	if v := m.View(); !strings.Contains(v, "why: size(16:1)") || !strings.Contains(v, "size(16:1)  =>  16") {
		t.Fatalf("after the derivations:\n%s", v)
	}
	// Explain turned on while an evaluation without it runs: its result
	// asks for the explanation.
	press(m, tea.KeyMsg{Type: tea.KeyCtrlE}) // off
	a.run(m.SetText("size(32:1)"))
	cmd, _ = m.HandleKey(tea.KeyMsg{Type: tea.KeyCtrlE}) // on, while it runs
	a.run(cmd)
	for a.running > 0 {
		_, cmd := m.Update(a.next(t))
		a.run(cmd)
	}
	if v := m.View(); !strings.Contains(v, "why: size(32:1)") {
		t.Fatalf("explain turned on during an evaluation:\n%s", v)
	}
}
