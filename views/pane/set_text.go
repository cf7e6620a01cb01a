package pane

import tea "github.com/charmbracelet/bubbletea"

// SetText replaces the pane's text, as if it had been typed: a follower's
// pane shows the teacher's edit this way. It returns the command that
// evaluates the new text (nil when the text is the same).
func (m *Model) SetText(s string) tea.Cmd {
	if s == m.ta.Value() {
		return nil
	}
	m.ta.SetValue(s)
	return m.changed()
}

// Reset puts the document's text back, as the r key does.
func (m *Model) Reset() tea.Cmd { return m.SetText(m.original) }
