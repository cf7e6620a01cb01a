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
	// saving: a save is being written (its savedMsg has not come back).
	saving bool
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
	ti.Prompt = m.saveAsPrompt("save as")
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

// keptAsideMsg reports the move of a recovery copy aside: to kept, or
// err. status is what the status line says before the outcome; restoring
// is whether the copy's text was restored (its conflicts kept aside).
type keptAsideMsg struct {
	name, status, kept string
	restoring          bool
	err                error
}

// keepAside returns the move of the recovery copy to a dated name beside
// it (its base goes), so that autosaving this session's edits cannot
// overwrite it; the status line says status, then where the copy is.
func (m *Model) keepAside(status string, restoring bool) tea.Cmd {
	path := m.file.recovery
	kept := strings.TrimSuffix(path, ".md") + time.Now().Format("-20060102-150405") + ".md"
	m.file.written = nil
	name := m.opts.Name
	return func() tea.Msg {
		err := os.Rename(path, kept)
		if err == nil {
			os.Remove(safefile.RecoveryBasePath(path))
		}
		return keptAsideMsg{name: name, status: status, kept: kept, restoring: restoring, err: err}
	}
}

// keptAside says where the recovery copy went; when it could not move,
// autosave goes off (it would overwrite the copy).
func (m *Model) keptAside(msg keptAsideMsg) {
	switch {
	case msg.restoring && msg.err == nil:
		m.status = msg.status + ", the recovered text is in " + msg.kept
	case msg.restoring:
		m.status = msg.status + ", the recovered text is in " + m.file.recovery + " (" + msg.err.Error() + "): autosave is off"
	case msg.err == nil:
		m.status = "the recovered edits stay in " + msg.kept + " (open it with cutetui open)"
	default:
		m.status = "could not keep the recovery copy aside (" + msg.err.Error() + "): autosave is off"
	}
	if msg.err != nil {
		m.file.recovery = ""
	}
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

// DiscardRecovery returns the removal of the recovery copy: the user
// chose to drop the edits (quit without saving). Nil when there is none.
func (m *Model) DiscardRecovery() tea.Cmd {
	if m.file.recovery == "" {
		return nil
	}
	m.file.written, m.file.offer = nil, nil
	m.file.autosaves++ // a pending tick writes nothing
	path, name := m.file.recovery, m.opts.Name
	return func() tea.Msg { return recoveryMsg{name: name, err: removeRecovery(path)} }
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
		m.status = "recovered edits discarded"
		return m.DiscardRecovery()
	case key.Matches(msg, k.Back):
		// Decide later: the copy moves aside, so that autosaving this
		// session's edits does not overwrite it.
		m.file.offer = nil
		return m.keepAside("", false)
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
	var aside tea.Cmd
	if len(mg.Conflicts) > 0 {
		m.status += fmt.Sprintf("; %s of the copy changed in the file too: the file's text kept", blocksAt(mg.Conflicts))
		aside = m.keepAside(m.status, true)
	}
	m.file.merge, m.file.whole = notebook.Merge{}, false
	return tea.Batch(aside, m.ensureRendered())
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

// saveAsPrompt is the save-as prompt after what, naming its keys.
func (m *Model) saveAsPrompt(what string) string {
	k := m.c.Keys
	return what + " (" + k.Confirm.Help().Key + "; " + k.Back.Help().Key + " keeps the edits unsaved): "
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
		return m.saveTo(p, true, false)
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

// Save returns the write of the edited blocks back into the notebook
// file; Status says how it went once its savedMsg is back, and Dirty is
// false after a successful save. A file changed on disk since it was read
// is not overwritten unless asked twice. When the file cannot be written
// (read-only, or its directory is), the edits are copied to the recovery
// file and a save-as prompt opens. Nil when there is nothing to write.
func (m *Model) Save() tea.Cmd {
	if m.opts.Path == "" {
		m.status = "lessons are read-only: edits are for trying things (use `cutetui open FILE.md` for a notebook)"
		return nil
	}
	if !m.Dirty() {
		m.status = "nothing to save"
		return nil
	}
	return m.saveTo(m.opts.Path, false, true)
}

// Saving reports whether a save is being written.
func (m *Model) Saving() bool { return m.file.saving }

// saveRequest is a save as Update takes it: what to write where, and what
// the file was when last read, for the write to compare with.
type saveRequest struct {
	name          string
	path          string   // where to write
	asNew         bool     // a new file: never replace another
	check         bool     // first compare the file with disk (ctrl+s on the notebook's own file)
	out           []byte   // the notebook to write
	disk          []byte   // the file when read or last saved
	warned        []byte   // what the last refusal saw on disk
	overwrite     bool     // asked twice over warned
	recovery      string   // the recovery copy: written if the save fails, removed if it succeeds
	recoveryAfter string   // the recovery path of path once saved (save as), removed too
	texts         []string // each pane's text as written
	blocks        int      // edited blocks written
	restored      bool     // the document is a recovery copy
}

// savedMsg is the outcome of a save.
type savedMsg struct {
	req     saveRequest
	changed bool   // the file changed on disk: nothing written
	onDisk  []byte // what it holds then
	exists  bool   // a new file's path exists: nothing written
	err     error  // the write failed
	copied  bool   // after a failure, the edits are in the recovery copy
	disk    []byte // after a success, the file as read back
}

// saveTo returns the write of the edited notebook to path (a new file when
// asNew, never replacing another file), after comparing the file with what
// was read when check; savedMsg makes it the notebook's file.
func (m *Model) saveTo(path string, asNew, check bool) tea.Cmd {
	if m.file.saving {
		m.status = "saving…"
		return nil
	}
	out, err := m.edited()
	if err != nil {
		m.status = "not saved: " + err.Error()
		return nil
	}
	r := saveRequest{name: m.opts.Name, path: path, asNew: asNew && path != m.opts.Path, check: check, out: out,
		disk: m.file.disk, warned: m.file.warned, overwrite: m.overwrite, recovery: m.file.recovery, restored: m.file.restored}
	if path != m.opts.Path && m.opts.RecoveryDir != "" {
		r.recoveryAfter = safefile.RecoveryPath(m.opts.RecoveryDir, path)
	}
	r.texts = make([]string, len(m.panes))
	for i, p := range m.panes {
		r.texts[i] = p.Text()
		if p.Dirty() {
			r.blocks++
		}
	}
	m.file.saving = true
	return func() tea.Msg { return writeSave(r) }
}

// writeSave does the file work of a save, off the event loop.
func writeSave(r saveRequest) savedMsg {
	msg := savedMsg{req: r}
	if r.check {
		// Someone else may have changed the file since it was read or
		// saved: say so instead of overwriting their edit, unless asked
		// twice with the file as it was when we said so (a newer change
		// is said again).
		cur, err := safefile.ReadFile(r.path, 4*notebook.MaxBytes)
		changed := err == nil && !bytes.Equal(cur, r.disk) || err != nil && !errors.Is(err, fs.ErrNotExist)
		if changed && !(r.overwrite && bytes.Equal(cur, r.warned)) {
			msg.changed, msg.onDisk = true, cur
			return msg
		}
	}
	var err error
	if r.asNew {
		err = safefile.WriteNew(r.path, r.out, 0o644)
		if errors.Is(err, fs.ErrExist) {
			msg.exists = true
			return msg
		}
	} else {
		err = safefile.WriteFile(r.path, r.out, 0o644)
	}
	if err != nil {
		msg.err = err
		msg.copied = r.recovery != "" && writeRecovery(r.recovery, r.out, r.disk) == nil
		return msg
	}
	// What is on disk now, read back: a change made after this save is
	// then seen by the next one.
	msg.disk = r.out
	if cur, err := safefile.ReadFile(r.path, 4*notebook.MaxBytes); err == nil {
		msg.disk = cur
	}
	for _, p := range []string{r.recovery, r.recoveryAfter} {
		if p != "" {
			removeRecovery(p)
		}
	}
	return msg
}

// saved takes a save's outcome: the notebook's file now (and its recovery
// path), the panes written marked saved, or the reason it was not saved.
func (m *Model) saved(msg savedMsg) tea.Cmd {
	if msg.req.name != m.opts.Name {
		return nil
	}
	m.file.saving = false
	r := msg.req
	save := m.c.Keys.Save.Help().Key
	switch {
	case msg.changed:
		m.file.warned, m.overwrite = msg.onDisk, true
		m.status = r.path + " changed on disk since it was opened or saved: not saved (" + save + " again overwrites it)"
		return nil
	case msg.exists:
		m.status = r.path + " exists: not replaced (" + save + " to choose another name)"
		return nil
	case msg.err != nil:
		return m.saveFailed(msg)
	}
	what := fmt.Sprintf("%d block(s)", r.blocks)
	if r.restored {
		what = "the recovered edits"
		if r.blocks > 0 {
			what += fmt.Sprintf(" and %d block(s)", r.blocks)
		}
	}
	if r.path != m.opts.Path {
		m.opts.Path = r.path
		if m.opts.RecoveryDir != "" {
			m.file.recovery = r.recoveryAfter
		}
	}
	m.doc = notebook.Parse(r.out)
	m.file.disk, m.file.restored = msg.disk, false
	m.file.warned, m.overwrite = nil, false
	for i, p := range m.panes {
		if i < len(r.texts) && p.Text() == r.texts[i] { // not typed in since
			p.MarkSaved()
		}
	}
	m.file.written, m.file.offer = nil, nil // the recovery copies are gone
	m.file.autosaves++                      // a pending tick writes nothing
	m.status = fmt.Sprintf("saved %s to %s", what, r.path)
	return nil
}

// saveFailed keeps the edits: a recovery copy (when there is a recovery
// directory) and the save-as prompt, with the reason on the status line.
func (m *Model) saveFailed(msg savedMsg) tea.Cmd {
	path, err := msg.req.path, msg.err
	why := "save failed: " + err.Error()
	var ro *safefile.ReadOnlyError
	if errors.As(err, &ro) {
		why = path + " is read-only: not saved"
	}
	if msg.copied {
		m.file.written = msg.req.out
		why += "; a copy of the edits is in " + msg.req.recovery
	}
	m.status = why
	short := "cannot write it"
	if errors.As(err, &ro) {
		short = "read-only"
	}
	m.file.saveAs.Prompt = m.saveAsPrompt(short + " — save as")
	return m.openSaveAs(path)
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
