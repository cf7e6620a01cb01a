package reader

// PresenterStep reports whether the presenter is shown and at which step:
// what a class following the reader's presenter needs.
func (m *Model) PresenterStep() (on bool, step int) { return m.present, m.step }

// ShowPresenterStep shows the presenter at step (clamped to the steps
// drawn at this width), or leaves it: a follower of another reader's
// presenter sees the same step.
func (m *Model) ShowPresenterStep(on bool, step int) {
	if m.Capturing() {
		return
	}
	m.present = on
	if !on {
		return
	}
	steps := m.presentSteps()
	if len(steps) == 0 {
		m.step = 0
		return
	}
	m.step = max(0, min(step, len(steps)-1))
	m.offset = steps[m.step].from
}

// AtEnd reports whether the reader shows the end of its document (its
// last line on screen): a follower then shows its own end, whatever the
// two lengths.
func (m *Model) AtEnd() bool {
	_, total := m.spans()
	return m.offset >= total-m.contentHeight()
}

// ShowEnd scrolls to the end of the document (not while a pane or an
// exercise is being edited, as ShowPosition).
func (m *Model) ShowEnd() {
	if m.Capturing() {
		return
	}
	_, total := m.spans()
	m.offset = ClampOffset(total, total, m.contentHeight())
}
