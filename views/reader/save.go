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
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/internal/safefile"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/cutetui/cutetui/views/common"
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
	// offer is the document a recovery copy found on opening restores —
	// its block edits merged into the file as it is now (merge says how),
	// or the copy whole when they cannot be (whole) — until the user
	// restores or discards it.
	offer []byte
	merge notebook.Merge
	whole bool
	// warned is the file's content when a save was refused because it had
	// changed on disk (the reader's overwrite is then set): the next save
	// replaces that content only.
	warned []byte
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
	ti.CharLimit = common.MaxAnswer
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
	base, err := notebook.ReadSource(safefile.RecoveryBasePath(f.recovery))
	if err != nil {
		base = nil // a copy made before bases were kept
	}
	merged, mg, err := notebook.MergeRecovered(base, data, m.opts.Source)
	switch {
	case err != nil:
		f.offer, f.whole = data, true
	case len(mg.Taken) == 0 && len(mg.Conflicts) == 0:
		return // the file already holds every recovered edit
	default:
		f.offer, f.merge = merged, mg
	}
	f.written = data
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
		return func() tea.Msg { return recoveryMsg{name: name, err: removeRecovery(path)} }
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
		path, name, base := m.file.recovery, m.opts.Name, m.file.disk
		return func() tea.Msg { return recoveryMsg{name, data, writeRecovery(path, data, base)} }
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

// writeRecovery writes a recovery copy, data, and first the file it was
// made from, base, beside it (the directory private to the user).
func writeRecovery(path string, data, base []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	if err := safefile.WriteFile(safefile.RecoveryBasePath(path), base, 0o600); err != nil {
		return err
	}
	return safefile.WriteFile(path, data, 0o600)
}

// removeRecovery removes a recovery copy and then its base (none is no
// error).
func removeRecovery(path string) error {
	err := os.Remove(path)
	if errors.Is(err, fs.ErrNotExist) {
		err = nil
	}
	if berr := os.Remove(safefile.RecoveryBasePath(path)); err == nil && !errors.Is(berr, fs.ErrNotExist) {
		err = berr
	}
	return err
}

// keepAside moves the recovery copy to a dated name beside it (its base
// goes), so that autosaving this session's edits cannot overwrite it, and
// returns the new name.
func (m *Model) keepAside() (string, error) {
	kept := strings.TrimSuffix(m.file.recovery, ".md") + time.Now().Format("-20060102-150405") + ".md"
	if err := os.Rename(m.file.recovery, kept); err != nil {
		return "", err
	}
	os.Remove(safefile.RecoveryBasePath(m.file.recovery))
	m.file.written = nil
	return kept, nil
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
		removeRecovery(m.file.recovery)
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
	var cmd tea.Cmd
	var used bool
	m.keepInPlace(func() { cmd, used = m.handleKey(msg) })
	return tea.Batch(cmd, m.autosaveLater()), used
}

// offerKey answers the recovery offer: r restores the recovered edits
// (unsaved), d discards them; esc decides later (the copy is kept beside,
// under a dated name).
func (m *Model) offerKey(msg tea.KeyMsg) tea.Cmd {
	k := m.c.Keys
	switch {
	case key.Matches(msg, k.Restore):
		data := m.file.offer
		m.file.offer = nil
		return m.restore(data)
	case key.Matches(msg, k.Discard):
		m.DiscardRecovery()
		m.status = "recovered edits discarded"
	case key.Matches(msg, k.Back):
		// Decide later: the copy moves aside, so that autosaving this
		// session's edits does not overwrite it.
		m.file.offer = nil
		kept, err := m.keepAside()
		if err != nil {
			m.status = "could not keep the recovery copy aside (" + err.Error() + "): autosave is off"
			m.file.recovery = ""
			return nil
		}
		m.status = "the recovered edits stay in " + kept + " (open it with cutetui open)"
	}
	return nil
}

// restore makes the recovered notebook the document, unsaved: the file
// on disk is untouched until the user saves. The recovered block edits
// were merged into the file as it is now; when some blocks were changed
// in the file too, the file's text is kept in them and the copy, which
// holds the recovered text, is kept aside for the user, and the status
// says where.
func (m *Model) restore(data []byte) tea.Cmd {
	d, err := notebook.Load(data)
	if err != nil {
		m.status = "cannot restore the recovery copy: " + err.Error()
		return nil
	}
	m.setDoc(d)
	m.file.restored = !bytes.Equal(data, m.file.disk)
	mg := m.file.merge
	switch {
	case m.file.whole:
		m.status = "the recovery copy restored whole, replacing the file's text (not saved yet: ctrl+s saves it)"
	default:
		m.status = fmt.Sprintf("recovered edits of %s restored (not saved yet: ctrl+s saves them)", blocksAt(mg.Taken))
		if mg.FileChanged {
			m.status = fmt.Sprintf("recovered edits of %s merged into the file as changed since (not saved yet: ctrl+s saves them)", blocksAt(mg.Taken))
		}
	}
	if len(mg.Conflicts) > 0 {
		m.status += fmt.Sprintf("; %s of the copy changed in the file too: the file's text kept", blocksAt(mg.Conflicts))
		if kept, err := m.keepAside(); err == nil {
			m.status += ", the recovered text is in " + kept
		} else {
			m.status += ", the recovered text is in " + m.file.recovery + " (" + err.Error() + "): autosave is off"
			m.file.recovery = ""
		}
	}
	m.file.merge, m.file.whole = notebook.Merge{}, false
	return m.ensureRendered()
}

// blocksAt names blocks by their lines: "the block at line 5", "2 blocks
// (lines 5, 9)", "no block".
func blocksAt(lines []int) string {
	switch len(lines) {
	case 0:
		return "no block"
	case 1:
		return fmt.Sprintf("the block at line %d", lines[0])
	}
	s := make([]string, len(lines))
	for i, l := range lines {
		s[i] = fmt.Sprint(l)
	}
	return fmt.Sprintf("%d blocks (lines %s)", len(lines), strings.Join(s, ", "))
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
	switch {
	case key.Matches(msg, m.c.Keys.Confirm):
		p := m.file.saveAs.Value()
		if p == "" {
			return nil
		}
		m.file.savingAs = false
		m.file.saveAs.Blur()
		m.saveTo(p, true)
		return nil
	case key.Matches(msg, m.c.Keys.Back):
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
	// Someone else may have changed the file since it was read or saved:
	// say so instead of overwriting their edit, unless asked twice with
	// the file as it was when we said so (a newer change is said again).
	cur, err := safefile.ReadFile(m.opts.Path, 4*notebook.MaxBytes)
	changed := err == nil && !bytes.Equal(cur, m.file.disk) || err != nil && !errors.Is(err, fs.ErrNotExist)
	if changed && !(m.overwrite && bytes.Equal(cur, m.file.warned)) {
		m.file.warned, m.overwrite = cur, true
		m.status = m.opts.Path + " changed on disk since it was opened or saved: not saved (ctrl+s again overwrites it)"
		return
	}
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
	// What is on disk now, read back: a change made after this save is
	// then seen by the next one.
	m.file.disk, m.file.restored = out, false
	if cur, err := safefile.ReadFile(path, 4*notebook.MaxBytes); err == nil {
		m.file.disk = cur
	}
	m.file.warned, m.overwrite = nil, false
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
		if werr := writeRecovery(m.file.recovery, out, m.file.disk); werr == nil {
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
		return st.Warn.Render(ansi.Truncate(m.offerLine(), m.width, "…")), true
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

// offerLine is the recovery offer: what the copy holds, and what r does
// with the file as it is now, short enough for a status line.
func (m *Model) offerLine() string {
	f := &m.file
	k := m.c.Keys
	r := k.Restore.Help().Key
	s := r + " restore · " + k.Discard.Help().Key + " discard · " + k.Back.Help().Key + " later: "
	if f.whole {
		return s + "recovered copy differs in blocks (" + r + " restores it whole)"
	}
	var parts []string
	if len(f.merge.Taken) > 0 {
		p := "edits of " + linesOf(f.merge.Taken) + " recovered"
		if f.merge.FileChanged {
			p += "; the file changed since (" + r + " merges)"
		}
		parts = append(parts, p)
	}
	if len(f.merge.Conflicts) > 0 {
		parts = append(parts, linesOf(f.merge.Conflicts)+" edited both here and in the file ("+r+" keeps the file's)")
	}
	return s + strings.Join(parts, "; ")
}

// linesOf is "line 5" or "lines 5, 9".
func linesOf(lines []int) string {
	s := make([]string, len(lines))
	for i, l := range lines {
		s[i] = fmt.Sprint(l)
	}
	if len(s) == 1 {
		return "line " + s[0]
	}
	return "lines " + strings.Join(s, ", ")
}
