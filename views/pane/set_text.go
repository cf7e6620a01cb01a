package pane

import (
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/common"
)

// SetText replaces the pane's text, as if it had been typed: a follower's
// pane shows the teacher's edit this way. It returns the command that
// evaluates the new text (nil when the text is the same).
func (m *Model) SetText(s string) tea.Cmd {
	if !m.Replace(s) {
		return nil
	}
	return m.start()
}

// Replace replaces the pane's text and reports whether it changed,
// leaving the evaluation of the new text to Evaluate (the reader's
// scheduling): no command is lost if a caller drops one.
func (m *Model) Replace(s string) bool {
	if s == m.ta.Value() {
		return false
	}
	m.ta.CharLimit = max(common.MaxPaneText, utf8.RuneCountInString(s)) // never cut what is set
	m.ta.SetValue(s)
	m.ev.gen++
	if m.ev.cancel != nil {
		m.ev.cancel() // superseded
		m.ev.running, m.ev.cancel = 0, nil
	}
	m.view = ""
	return true
}

// Reset puts the document's text back, as the r key does.
func (m *Model) Reset() tea.Cmd { return m.SetText(m.original) }

// Original is the document's text of the pane.
func (m *Model) Original() string { return m.original }
