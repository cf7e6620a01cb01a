package app

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// resumeOffer is the offer made when a lesson is opened by name (the
// --lesson flag) at its start although the learner had read further: c
// goes on where they left it; any other key takes the offer away and
// acts as usual. While the lesson stays at its start, the place they left
// stays the saved one (keepsPlace), so a quick look does not lose it.
type resumeOffer struct {
	lesson   string
	offset   int  // the first line shown when they left
	answered bool // c or another key was pressed
}

// offerResume opens the lesson at its start and, when the progress holds
// a later place in it, offers to go on there.
func (m *Model) offerResume(name string) {
	if m.reader == nil || m.reader.Name() != name {
		return
	}
	off := m.opts.Progress.Lesson(name).Offset
	if off <= 0 {
		return
	}
	m.reader.ShowPosition(0, 0, -1, nil)
	m.resume = &resumeOffer{lesson: name, offset: off}
	offer := "c continues where you left off · any other key starts at the top"
	if m.status != "" {
		offer = m.status + " · " + offer
	}
	m.status = offer
}

// resumeKey answers the offer: c goes to the place left (the key is
// used); any other key declines it and is left for the usual routing.
func (m *Model) resumeKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	r := m.resume
	if r == nil || r.answered {
		return nil, false
	}
	r.answered, m.status = true, ""
	if m.reader == nil || m.reader.Name() != r.lesson || m.screen != screenReader || !key.Matches(msg, m.c.Keys.Continue) {
		return nil, false
	}
	m.reader.ShowPosition(r.offset, 0, -1, nil)
	return nil, true
}

// keepsPlace reports whether leaving the lesson should keep the place
// saved before it was opened at its start: the offer is for this lesson
// and the reader has not moved from the start.
func (m *Model) keepsPlace() bool {
	r := m.resume
	return r != nil && m.reader != nil && r.lesson == m.reader.Name() && m.reader.Offset() == 0
}
