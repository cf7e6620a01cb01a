package pane

import (
	"context"
	"sync"

	tea "github.com/charmbracelet/bubbletea"
)

// A pane evaluates off the UI goroutine: every edit makes a new generation
// of its text; the evaluation of the newest runs in a tea.Cmd within
// Deadline (the one it supersedes is cancelled), and its outcomes show
// when it comes back — until then the pane says "evaluating…" and keeps
// the last outcomes it had. A result of an older generation is dropped.

// EvaluatedMsg wakes the pane an evaluation finished for. The reader
// gives it to its panes (Update); each takes only its own.
type EvaluatedMsg struct {
	p   *Model
	gen int
}

// For reports whether msg belongs to pane p.
func (msg EvaluatedMsg) For(p *Model) bool { return msg.p == p }

// evalState is where a pane's evaluation stands: gen numbers the edits of
// its text (the first text is 1), shown is the generation whose outcomes
// show (0: none yet) and running the one being evaluated (0: none),
// stopped by cancel. inbox is where the evaluation leaves its outcomes.
type evalState struct {
	gen, shown, running int
	cancel              context.CancelFunc
	inbox               *inbox
	// explained is the explanation of the text shown (nil: none asked).
	explained *explanation
}

// explanation is the Explainer's derivation of line line of a text (-1:
// the text has no statement to explain).
type explanation struct {
	line int
	text string
	err  error
}

// explain is the explanation of the statement an explain toggle shows for
// outcomes of src: the last line with a result or an error.
func explain(ex Explainer, src string, out []Outcome) *explanation {
	x := &explanation{line: explainLine(out)}
	if x.line >= 0 {
		x.text, x.err = ex(src, x.line)
	}
	return x
}

// explainLine is the line the explain toggle explains: the last one with a
// result or an error, or -1.
func explainLine(out []Outcome) int {
	line := -1
	for _, o := range out {
		if o.Line >= 0 && (o.Text != "" || o.Err != "") {
			line = o.Line
		}
	}
	return line
}

// inbox holds the outcomes of the newest generation an evaluation
// finished, until the pane takes them on its own goroutine. It is the one
// thing a pane shares with its evaluations, so a wake-up message that
// goes astray (the reader was not on screen) loses nothing.
type inbox struct {
	mu       sync.Mutex
	gen      int // the newest generation put
	full     bool
	outcomes []Outcome
	explain  *explanation
}

func (b *inbox) put(gen int, out []Outcome, x *explanation) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if gen >= b.gen { // the same generation again: evaluated for its explanation
		b.gen, b.outcomes, b.explain, b.full = gen, out, x, true
	}
}

// take returns the newest outcomes left, their explanation and their
// generation (0: none).
func (b *inbox) take() (int, []Outcome, *explanation) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.full {
		return 0, nil, nil
	}
	out, x := b.outcomes, b.explain
	b.outcomes, b.explain, b.full = nil, nil, false
	return b.gen, out, x
}

// Pending reports whether the outcomes shown are not those of the text
// (an evaluation is due or under way).
func (m *Model) Pending() bool {
	m.absorb()
	return m.ev.shown != m.ev.gen
}

// Running reports whether an evaluation of the pane is under way.
func (m *Model) Running() bool {
	m.absorb()
	return m.ev.running != 0
}

// Evaluate returns the command that evaluates the pane's text, or nil when
// its outcomes are current or on the way. The reader calls it for the
// panes in view first, then for the rest one at a time.
func (m *Model) Evaluate() tea.Cmd {
	if !m.due() || m.ev.running == m.ev.gen {
		return nil
	}
	return m.start()
}

// due reports whether the text needs evaluating: its outcomes are not
// shown, or the explanation asked for is not there.
func (m *Model) due() bool {
	return m.Pending() || (m.explain && m.explainer != nil && m.ev.explained == nil)
}

// toggleExplain turns the explanation on or off; turned on, it returns
// the command that evaluates the text again with its explanation, when
// the outcomes shown have none (none under way: its result asks again).
func (m *Model) toggleExplain() tea.Cmd {
	m.explain = !m.explain
	m.view = ""
	return m.Evaluate()
}

// changed starts a new generation of the text: its evaluation supersedes
// any under way.
func (m *Model) changed() tea.Cmd {
	m.ev.gen++
	m.view = ""
	return m.start()
}

// start cancels the evaluation under way, if any, and returns the
// command that evaluates the text now, by Common.Evaluate within Deadline.
func (m *Model) start() tea.Cmd {
	if m.ev.cancel != nil {
		m.ev.cancel()
	}
	if m.ev.inbox == nil {
		m.ev.inbox = &inbox{}
	}
	ctx, cancel := context.WithCancel(context.Background()) // Deadline: EvaluateContext
	m.ev.running, m.ev.cancel = m.ev.gen, cancel
	m.view = ""
	var ex Explainer
	if m.explain {
		ex = m.explainer
	}
	p, box, gen, ev, src := m, m.ev.inbox, m.ev.gen, m.c.Evaluate, m.ta.Value()
	return func() tea.Msg {
		defer cancel()
		out := EvaluateContext(ctx, ev, src)
		var x *explanation
		if ex != nil && ctx.Err() == nil {
			x = explain(ex, src, out)
		}
		box.put(gen, out, x)
		return EvaluatedMsg{p: p, gen: gen}
	}
}

// absorb shows the outcomes an evaluation left, if they are of the text
// now; older ones are dropped.
func (m *Model) absorb() {
	if m.ev.inbox == nil {
		return
	}
	gen, out, x := m.ev.inbox.take()
	if gen == 0 {
		return
	}
	if gen == m.ev.running {
		m.ev.running, m.ev.cancel = 0, nil
	}
	if gen != m.ev.gen {
		return
	}
	if gen == m.ev.shown { // evaluated again for its explanation
		m.ev.explained, m.view = x, ""
		return
	}
	m.ev.shown, m.ev.explained = gen, x
	m.outcomes = out
	m.rebuild()
}
