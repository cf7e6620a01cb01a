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
