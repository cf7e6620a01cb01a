package reader

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/internal/safefile"
	"github.com/cutetui/cutetui/lessons/notebook"
)

// AutosaveDelay is how long after the last key a notebook's unsaved edits
// are copied to its recovery file.
const AutosaveDelay = 2 * time.Second

// fileState is what the reader knows about the notebook file it saves
// to: what is on disk, the recovery copy, and the save-as and
// recovery-offer prompts.
type fileState struct {
	disk      []byte // the file's content when read or last saved
	recovery  string // the recovery file's path ("": no autosave)
	autosaves int    // sequence number of the latest autosave tick
	written   []byte // what the recovery file holds, as far as we know
	// offer is the content of a recovery copy found on opening, until the
	// user restores or discards it.
	offer []byte
	// restored: the document is a recovery copy not yet saved.
	restored bool
	// savingAs: the save-as prompt is open.
	savingAs bool
	saveAs   textinput.Model
}

// autosaveMsg fires AutosaveDelay after key number seq.
type autosaveMsg struct {
	name string
	seq  int
}

// recoveryMsg reports the write of a recovery copy (data) or its removal
// (data nil).
type recoveryMsg struct {
	name string
	data []byte
	err  error
}

// initFile sets up saving for a notebook: the save-as prompt, and the
// recovery copy of a session that ended with unsaved edits.
func (m *Model) initFile() {
	f := &m.file
	f.disk = m.opts.Source
	ti := textinput.New()
	ti.Prompt = "save as (enter; esc keeps the edits unsaved): "
	ti.PromptStyle = m.c.Styles.Accent
	ti.TextStyle = m.c.Renderer.NewStyle()
	ti.Cursor.SetMode(cursor.CursorStatic)
	ti.Cursor.Style = m.c.Renderer.NewStyle().Reverse(true)
	ti.Cursor.TextStyle = m.c.Renderer.NewStyle()
	ti.CompletionStyle = m.c.Styles.Faint // not bubbles' default (the global renderer)
	f.saveAs = ti
	if m.opts.Path == "" || m.opts.RecoveryDir == "" {
		return
	}
	f.recovery = safefile.RecoveryPath(m.opts.RecoveryDir, m.opts.Path)
	data, err := notebook.ReadSource(f.recovery)
	if err != nil || bytes.Equal(data, m.opts.Source) {
		return // none, unreadable (kept for the user to look at), or nothing new
	}
	f.offer, f.written = data, data
}

// autosaveDelay is Options.AutosaveDelay or AutosaveDelay.
func (m *Model) autosaveDelay() time.Duration {
	if m.opts.AutosaveDelay > 0 {
		return m.opts.AutosaveDelay
	}
	return AutosaveDelay
}

// autosaveLater restarts the autosave timer after a key when the notebook
// has unsaved edits: the copy is written once the keys pause. A key that
// undid every edit removes the copy, so nothing stale is offered later.
func (m *Model) autosaveLater() tea.Cmd {
	if m.file.recovery == "" || m.file.offer != nil {
		return nil
	}
	if !m.Dirty() {
		if m.file.written == nil {
			return nil
		}
		m.file.written = nil
		m.file.autosaves++ // a pending tick writes nothing
		path, name := m.file.recovery, m.opts.Name
		return func() tea.Msg {
			err := os.Remove(path)
			if errors.Is(err, fs.ErrNotExist) {
				err = nil
			}
			return recoveryMsg{name: name, err: err}
		}
	}
	m.file.autosaves++
	name, seq := m.opts.Name, m.file.autosaves
	return tea.Tick(m.autosaveDelay(), func(time.Time) tea.Msg { return autosaveMsg{name, seq} })
}

// updateFile handles the autosave messages: the tick of the latest key
// starts the write (in a command, off the event loop); its result is
// remembered, and a failure said.
func (m *Model) updateFile(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case autosaveMsg:
		if msg.name != m.opts.Name || msg.seq != m.file.autosaves || !m.Dirty() {
			return nil
		}
		data, err := m.edited()
		if err != nil || bytes.Equal(data, m.file.written) {
			return nil
		}
		path, name := m.file.recovery, m.opts.Name
		return func() tea.Msg { return recoveryMsg{name, data, writeRecovery(path, data)} }
	case recoveryMsg:
		if msg.name != m.opts.Name {
			return nil
		}
		if msg.err != nil {
			m.status = "recovery copy: " + msg.err.Error()
			return nil
		}
		if msg.data != nil {
			m.file.written = msg.data
		}
	}
	return nil
}

// writeRecovery writes a recovery copy (the directory private to the
// user).
func writeRecovery(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	return safefile.WriteFile(path, data, 0o600)
}

// edited returns the notebook as it would be saved now.
func (m *Model) edited() ([]byte, error) {
	texts := map[int]string{}
	for i, p := range m.panes {
		if p.Dirty() {
			texts[i] = p.Text()
		}
	}
	return m.doc.WithBlocks(texts)
}

// DiscardRecovery removes the recovery copy: the user chose to drop the
// edits (quit without saving).
func (m *Model) DiscardRecovery() {
	if m.file.recovery != "" {
		os.Remove(m.file.recovery)
		m.file.written, m.file.offer = nil, nil
		m.file.autosaves++ // a pending tick writes nothing
	}
}

// HandleKey implements common.KeyHandler. The recovery offer and the
// save-as prompt take every key while they are open; otherwise handleKey
// routes the key, and a key that leaves unsaved edits restarts the
// autosave timer.
func (m *Model) HandleKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	switch {
	case m.file.offer != nil:
		return m.offerKey(msg), true
	case m.file.savingAs:
		return m.saveAsKey(msg), true
	}
	cmd, used := m.handleKey(msg)
	return tea.Batch(cmd, m.autosaveLater()), used
}

// offerKey answers the recovery offer: r restores the recovered edits
// (unsaved), d discards them; esc decides later (the copy is kept beside,
// under a dated name).
func (m *Model) offerKey(msg tea.KeyMsg) tea.Cmd {
	switch msg.String() {
	case "r":
		data := m.file.offer
		m.file.offer = nil
		return m.restore(data)
	case "d":
		m.DiscardRecovery()
		m.status = "recovered edits discarded"
	case "esc":
		// Decide later: the copy moves aside, so that autosaving this
		// session's edits does not overwrite it.
		m.file.offer, m.file.written = nil, nil
		kept := strings.TrimSuffix(m.file.recovery, ".md") + time.Now().Format("-20060102-150405") + ".md"
		if err := os.Rename(m.file.recovery, kept); err != nil {
			m.status = "could not keep the recovery copy aside (" + err.Error() + "): autosave is off"
			m.file.recovery = ""
			return nil
		}
		m.status = "the recovered edits stay in " + kept + " (open it with cutetui open)"
	}
	return nil
}

// restore makes the recovered notebook the document, unsaved: the file
// on disk is untouched until the user saves.
func (m *Model) restore(data []byte) tea.Cmd {
	d, err := notebook.Load(data)
	if err != nil {
		m.status = "cannot restore the recovery copy: " + err.Error()
		return nil
	}
	m.setDoc(d)
	m.file.restored = true
	m.status = "recovered edits restored (not saved yet: ctrl+s saves them)"
	return m.ensureRendered()
}

// setDoc replaces the document and its blocks, and drops its renderings
// (the rendering key's revision changes, so a rendering in flight for the
// old text is not shown).
func (m *Model) setDoc(d *notebook.Doc) {
	m.doc = d
	m.md = proseWithPlaceholders(d)
	m.panes = m.panes[:0]
	for _, b := range d.Blocks {
		p := m.newPane(b)
		p.SetSize(m.paneWidth(), m.contentHeight())
		m.panes = append(m.panes, p)
	}
	m.focus = -1
	m.rev++
	m.r, m.shown, m.wanted = nil, renderKey{}, renderKey{}
}

// openSaveAs opens the save-as prompt with path to edit.
func (m *Model) openSaveAs(path string) tea.Cmd {
	m.file.savingAs = true
	m.file.saveAs.SetValue(path)
	m.file.saveAs.CursorEnd()
	return m.file.saveAs.Focus()
}

// saveAsKey edits the save-as path: enter saves there, esc closes the
// prompt (the edits stay, unsaved).
func (m *Model) saveAsKey(msg tea.KeyMsg) tea.Cmd {
	switch msg.Type {
	case tea.KeyEnter:
		p := m.file.saveAs.Value()
		if p == "" {
			return nil
		}
		m.file.savingAs = false
		m.file.saveAs.Blur()
		m.saveTo(p, true)
		return nil
	case tea.KeyEsc:
		m.file.savingAs = false
		m.file.saveAs.Blur()
		m.status = "not saved: the edits are still here (ctrl+s to try again)"
		if m.file.written != nil {
			m.status += "; a copy is in " + m.file.recovery
		}
		return nil
	}
	var cmd tea.Cmd
	m.file.saveAs, cmd = m.file.saveAs.Update(msg)
	return cmd
}

// Save writes edited blocks back into the notebook file; Status says how
// it went and Dirty is false after a successful save. A file changed on
// disk since it was read is not overwritten unless asked twice. When the
// file cannot be written (read-only, or its directory is), the edits are
// copied to the recovery file and a save-as prompt opens.
func (m *Model) Save() {
	if m.opts.Path == "" {
		m.status = "lessons are read-only: edits are for trying things (use `cutetui open FILE.md` for a notebook)"
		return
	}
	if !m.Dirty() {
		m.status = "nothing to save"
		return
	}
	// Someone else may have changed the file since it was read: say so
	// instead of overwriting their edit, unless asked twice.
	if cur, err := os.ReadFile(m.opts.Path); err == nil && !bytes.Equal(cur, m.file.disk) && !m.overwrite {
		m.overwrite = true
		m.status = m.opts.Path + " changed on disk since it was opened: not saved (ctrl+s again overwrites it)"
		return
	}
	m.overwrite = false
	m.saveTo(m.opts.Path, false)
}

// saveTo writes the edited notebook to path (a new file when asNew,
// never replacing another file) and makes it the notebook's file.
func (m *Model) saveTo(path string, asNew bool) {
	out, err := m.edited()
	if err != nil {
		m.status = "not saved: " + err.Error()
		return
	}
	switch {
	case asNew && path != m.opts.Path:
		err = safefile.WriteNew(path, out, 0o644)
		if errors.Is(err, fs.ErrExist) {
			m.status = path + " exists: not replaced (ctrl+s to choose another name)"
			return
		}
	default:
		err = safefile.WriteFile(path, out, 0o644)
	}
	if err != nil {
		m.saveFailed(path, out, err)
		return
	}
	n := 0
	for _, p := range m.panes {
		if p.Dirty() {
			n++
		}
	}
	what := fmt.Sprintf("%d block(s)", n)
	if m.file.restored {
		what = "the recovered edits"
		if n > 0 {
			what += fmt.Sprintf(" and %d block(s)", n)
		}
	}
	if path != m.opts.Path {
		m.DiscardRecovery()
		m.opts.Path = path
		if m.opts.RecoveryDir != "" {
			m.file.recovery = safefile.RecoveryPath(m.opts.RecoveryDir, path)
		}
	}
	m.doc = notebook.Parse(out)
	m.file.disk, m.file.restored = out, false
	for _, p := range m.panes {
		p.MarkSaved()
	}
	m.DiscardRecovery()
	m.status = fmt.Sprintf("saved %s to %s", what, path)
}

// saveFailed keeps the edits: a recovery copy (when there is a recovery
// directory) and the save-as prompt, with the reason on the status line.
func (m *Model) saveFailed(path string, out []byte, err error) {
	why := "save failed: " + err.Error()
	var ro *safefile.ReadOnlyError
	if errors.As(err, &ro) {
		why = path + " is read-only: not saved"
	}
	if m.file.recovery != "" {
		if werr := writeRecovery(m.file.recovery, out); werr == nil {
			m.file.written = out
			why += "; a copy of the edits is in " + m.file.recovery
		}
	}
	m.status = why
	short := "cannot write it"
	if errors.As(err, &ro) {
		short = "read-only"
	}
	m.file.saveAs.Prompt = short + " — save as (enter; esc keeps the edits unsaved): "
	m.openSaveAs(path)
}

// fileStatusLine is the status line of the recovery offer and the
// save-as prompt, when one is open.
func (m *Model) fileStatusLine() (string, bool) {
	st := m.c.Styles
	switch {
	case m.file.offer != nil:
		return st.Warn.Render(ansi.Truncate(fmt.Sprintf("r restore · d discard · esc later: unsaved edits of %s recovered from a session that ended", m.opts.Path), m.width, "…")), true
	case m.file.savingAs:
		return ansi.Truncate(m.file.saveAs.View(), m.width, ""), true
	}
	return "", false
}

// prompting reports whether a file prompt takes the keys.
func (m *Model) prompting() bool { return m.file.offer != nil || m.file.savingAs }

// docKey names the document in rendering keys: its name, and its revision
// once a recovery copy replaced it.
func (m *Model) docKey() string {
	if m.rev == 0 {
		return m.opts.Name
	}
	return fmt.Sprintf("%s#%d", m.opts.Name, m.rev)
}
