package reader

import (
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/pane"
)

// evaluatePanes starts the evaluations the reader needs now, off the UI
// goroutine: every cute pane on screen or within a screen of it whose
// outcomes are not those of its text, on-screen ones first; and, while no
// pane is being evaluated, the first other such pane, so that a long
// notebook fills in behind the reader one pane at a time. The first
// screen shows at once, its panes saying "evaluating…" until they are.
func (m *Model) evaluatePanes() tea.Cmd {
	if m.r == nil {
		return nil // positions are not known before the first rendering
	}
	starts, _ := m.spans()
	top, h := m.offset, m.contentHeight()
	var now, near []tea.Cmd
	var later *pane.Model
	busy := false
	for i, p := range m.panes {
		cp, ok := p.(*pane.Model)
		if !ok {
			continue
		}
		if cp.Running() {
			busy = true
			continue
		}
		if !cp.Pending() {
			continue
		}
		s := starts[i]
		e := s + strings.Count(cp.View(), "\n") + 1
		switch {
		case e > top && s < top+h:
			now = append(now, cp.Evaluate())
		case e > top-h && s < top+2*h:
			near = append(near, cp.Evaluate())
		case later == nil:
			later = cp
		}
	}
	cmds := append(now, near...)
	if len(cmds) == 0 && !busy && later != nil {
		cmds = append(cmds, later.Evaluate())
	}
	return tea.Batch(cmds...)
}

// paneEvaluated gives an evaluation's result to its pane and starts the
// evaluations still needed.
func (m *Model) paneEvaluated(msg pane.EvaluatedMsg) tea.Cmd {
	for _, p := range m.panes {
		if cp, ok := p.(*pane.Model); ok && msg.For(cp) {
			_, cmd := cp.Update(msg)
			return tea.Batch(cmd, m.evaluatePanes())
		}
	}
	return nil
}
