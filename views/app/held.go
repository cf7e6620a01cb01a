package app

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// Keys typed while the screen that should take them is not there yet are
// held, in order, and acted on once it is: no key is lost or given to the
// wrong screen, however slow the machine (issue 18: the first Tab after a
// lesson opened over SSH went unanswered). The screen is not there yet
//
//   - while a key's command that opens a screen (the index's enter, B, P)
//     has not come back: the keys read with it belong to the new screen;
//   - while the open lesson has no layout: its prose is still rendering,
//     or the terminal has not said its size, so tab has no pane to select.
//
// ctrl+c is never held. An asked exercise open in class takes its keys at
// once (they are its, not the lesson's).

// maxHeld bounds the keys held: past it a key acts at once, as if nothing
// were held, so that a flood cannot grow the queue (the session's input
// is throttled too; a lesson renders within seconds).
const maxHeld = 1024

// openedMsg is the message of a screen-opening command, come back: the
// keys held behind it may act once it has.
type openedMsg struct{ msg tea.Msg }

// opening wraps the command of a key that opens a screen, so that the keys
// after it wait for it.
func (m *Model) opening(cmd tea.Cmd) tea.Cmd {
	if cmd == nil {
		return nil
	}
	m.opens++
	return func() tea.Msg { return openedMsg{msg: cmd()} }
}

// waiting reports whether keys are held now.
func (m *Model) waiting() bool {
	if m.class != nil && m.class.askQuiz != nil {
		return false
	}
	if m.opens > 0 {
		return true
	}
	return m.screen == screenReader && m.reader != nil && !m.reader.Ready()
}

// hold keeps key k for later, reporting whether it did: while the screen
// is not there, and behind keys already held.
func (m *Model) hold(k tea.KeyMsg) bool {
	if key.Matches(k, m.c.Keys.ForceQuit) || len(m.held) >= maxHeld {
		return false
	}
	if len(m.held) == 0 && !m.waiting() {
		return false
	}
	m.held = append(m.held, k)
	return true
}

// release acts on the keys held, in order, as long as the screen is there
// (a held enter that opens a lesson holds the keys after it again).
func (m *Model) release() tea.Cmd {
	if m.quitting {
		m.held = nil
		return nil
	}
	var cmds []tea.Cmd
	for len(m.held) > 0 && !m.waiting() {
		k := m.held[0]
		m.held = m.held[1:]
		cmds = append(cmds, m.updateAll(k))
	}
	if len(m.held) == 0 {
		m.held = nil
	}
	return tea.Batch(cmds...)
}
