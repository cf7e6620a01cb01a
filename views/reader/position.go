package reader

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/pane"
	"github.com/cutetui/cutetui/views/quiz"
)

// Position is where the reader is, for a class following its teacher: the
// first line shown, the number of lines of the rendering (another
// terminal's width wraps differently), the selected block (-1 for none)
// and the text of every cute pane that differs from the document's.
func (m *Model) Position() (offset, total, focus int, panes map[int]string) {
	_, total = m.spans()
	for i, p := range m.panes {
		if cp, ok := p.(*pane.Model); ok && cp.Dirty() {
			if panes == nil {
				panes = map[int]string{}
			}
			panes[i] = cp.Text()
		}
	}
	return m.offset, total, m.focus, panes
}

// ShowPosition moves the reader to another reader's Position: the same
// share of the way down (the same block in view when one is selected) and
// the other reader's text in each pane it edited. A pane being edited here
// is left alone, and so is the place: a student typing is not moved. The
// panes it changed evaluate on the reader's next message: the command it
// returns sends one (a caller that drops it leaves them to the next
// message that comes anyway).
func (m *Model) ShowPosition(offset, total, focus int, panes map[int]string) tea.Cmd {
	if m.Capturing() {
		return nil
	}
	changed := false
	for i, p := range m.panes {
		cp, ok := p.(*pane.Model)
		if !ok {
			continue
		}
		if text, ok := panes[i]; ok {
			changed = cp.Replace(text) || changed
			if m.followed == nil {
				m.followed = map[int]bool{}
			}
			m.followed[i] = true
		} else if m.followed[i] {
			changed = cp.Replace(cp.Original()) || changed // the other reader put its pane back
			delete(m.followed, i)
		}
	}
	starts, mine := m.spans()
	switch {
	case focus >= 0 && focus < len(starts):
		m.offset = ClampOffset(starts[focus]-2, mine, m.contentHeight())
	case total > 0:
		m.offset = ClampOffset(offset*mine/total, mine, m.contentHeight())
	default:
		m.offset = ClampOffset(offset, mine, m.contentHeight())
	}
	if !changed {
		return nil
	}
	return func() tea.Msg { return evaluateMsg{} }
}

// evaluateMsg asks the reader to start the pane evaluations due (Update
// does on every message).
type evaluateMsg struct{}

// FocusedQuiz returns the block text of the selected exercise, if one is
// selected.
func (m *Model) FocusedQuiz() (string, bool) {
	if m.focus < 0 || m.focus >= len(m.panes) {
		return "", false
	}
	q, ok := m.panes[m.focus].(*quiz.Model)
	if !ok {
		return "", false
	}
	return q.Text(), true
}
