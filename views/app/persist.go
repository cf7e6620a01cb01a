package app

import (
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	lpractice "github.com/cutetui/cutetui/lessons/practice"
)

// The app writes files only in commands: Update takes a snapshot of what
// is to be written and returns the write; the write's outcome comes back
// as a message, and an error is said on the status line.

// progressSavedMsg reports the write of the progress file.
type progressSavedMsg struct{ err error }

// practiceSavedMsg reports the writes of the practice record.
type practiceSavedMsg struct{ err error }

// saveProgress returns the write of the learner's progress as it is now
// (nil when progress is kept in memory only).
func (m *Model) saveProgress() tea.Cmd {
	if m.opts.ProgressPath == "" {
		return nil
	}
	write, err := m.progressFile.SnapshotJSON(m.opts.ProgressPath, m.opts.Progress)
	if err != nil {
		m.status = "could not save progress: " + err.Error()
		return nil
	}
	m.progressSaved = true
	return func() tea.Msg { return progressSavedMsg{write()} }
}

// laterWrites holds the practice record's writes (lpractice.Store.Later)
// from the moment the practice screen saves, in Update, to the end of
// that Update, when the app returns them as one command.
type laterWrites struct {
	mu     sync.Mutex
	writes []func() error
	used   bool // a write was ever handed over
}

func (l *laterWrites) add(w func() error) {
	l.mu.Lock()
	l.writes = append(l.writes, w)
	l.used = true
	l.mu.Unlock()
}

// take returns the command that runs the writes handed over since the
// last take (nil for none).
func (l *laterWrites) take() tea.Cmd {
	l.mu.Lock()
	ws := l.writes
	l.writes = nil
	l.mu.Unlock()
	if len(ws) == 0 {
		return nil
	}
	return func() tea.Msg {
		var first error
		for _, w := range ws {
			if err := w(); err != nil && first == nil {
				first = err
			}
		}
		return practiceSavedMsg{first}
	}
}

// deferSaves makes store hand its saves to the returned queue.
func deferSaves(store *lpractice.Store) *laterWrites {
	l := &laterWrites{}
	store.Later = l.add
	return l
}

// practiceWrites is the write of the practice record before the app
// quits: written again if it was this session, so that a write still
// running cannot be cut short (safefile.Latest orders the two).
func (m *Model) practiceWrites() tea.Cmd {
	l := m.opts.laterWrites
	if l == nil {
		return nil
	}
	if l.used && m.opts.practiceStore != nil {
		m.opts.practiceStore.Save() // hands the write to l
	}
	return l.take()
}

// quitAfter runs cmds one after the other, then quits. Their messages
// are dropped: the program ends, and there is no screen left to say an
// error on.
func quitAfter(cmds ...tea.Cmd) tea.Cmd {
	return func() tea.Msg {
		for _, c := range cmds {
			if c != nil {
				c()
			}
		}
		return tea.QuitMsg{}
	}
}

// afterSave finishes y at the quit question once the notebook's save has
// come back: quit if it is saved, else stay and say why.
func (m *Model) afterSave() tea.Cmd {
	if !m.quitOnSave || m.reader == nil || m.reader.Saving() {
		return nil
	}
	m.quitOnSave = false
	return m.saved()
}

// saved quits if the notebook has no unsaved edits left; else the quit
// question closes and the reader's status (or its save-as prompt) says
// why.
func (m *Model) saved() tea.Cmd {
	if m.reader.Dirty() {
		m.confirmQuit = false
		if !m.reader.Capturing() { // else its save-as prompt says why
			m.status = m.reader.Status()
		}
		return nil
	}
	return m.quit(nil)
}
