package pane

import (
	"context"
	"sync"

	tea "github.com/charmbracelet/bubbletea"
)

// A pane evaluates off the UI goroutine: every edit makes a new generation
// of its text; the evaluation of the newest runs in a tea.Cmd under
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
}

func (b *inbox) put(gen int, out []Outcome) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if gen > b.gen {
		b.gen, b.outcomes, b.full = gen, out, true
	}
}

// take returns the newest outcomes left and their generation (0: none).
func (b *inbox) take() (int, []Outcome) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.full {
		return 0, nil
	}
	out := b.outcomes
	b.outcomes, b.full = nil, false
	return b.gen, out
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
	if !m.Pending() || m.ev.running == m.ev.gen {
		return nil
	}
	return m.start()
}

// changed starts a new generation of the text: its evaluation supersedes
// any under way.
func (m *Model) changed() tea.Cmd {
	m.ev.gen++
	m.view = ""
	return m.start()
}

// start cancels the evaluation under way, if any, and returns the
// command that evaluates the text now, by Common.Evaluate under Deadline.
func (m *Model) start() tea.Cmd {
	if m.ev.cancel != nil {
		m.ev.cancel()
	}
	if m.ev.inbox == nil {
		m.ev.inbox = &inbox{}
	}
	ctx, cancel := context.WithTimeout(context.Background(), Deadline)
	m.ev.running, m.ev.cancel = m.ev.gen, cancel
	m.view = ""
	p, box, gen, ev, src := m, m.ev.inbox, m.ev.gen, m.c.Evaluate, m.ta.Value()
	return func() tea.Msg {
		defer cancel()
		box.put(gen, EvaluateContext(ctx, ev, src))
		return EvaluatedMsg{p: p, gen: gen}
	}
}

// absorb shows the outcomes an evaluation left, if they are of the text
// now; older ones are dropped.
func (m *Model) absorb() {
	if m.ev.inbox == nil {
		return
	}
	gen, out := m.ev.inbox.take()
	if gen == 0 {
		return
	}
	if gen == m.ev.running {
		m.ev.running, m.ev.cancel = 0, nil
	}
	if gen != m.ev.gen || gen == m.ev.shown {
		return
	}
	m.ev.shown = gen
	m.outcomes = out
	m.rebuild()
}
