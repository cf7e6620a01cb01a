package pane

// SetText replaces the pane's text and evaluates it, as if it had been
// typed: a follower's pane shows the teacher's edit this way.
func (m *Model) SetText(s string) {
	if s != m.ta.Value() {
		m.ta.SetValue(s)
		m.changed()
	}
}

// Reset puts the document's text back, as the r key does.
func (m *Model) Reset() { m.SetText(m.original) }
