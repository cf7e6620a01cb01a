package reader

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/internal/safefile"
	"github.com/cutetui/cutetui/views/internal/testutil"
	"github.com/cutetui/cutetui/views/keymap"
)

// nbSource is a notebook with a tile map (edited by one key, +) and a
// pane.
const nbSource = "# NB\n\nA map:\n\n```cute-tiles\nproblem: 512x512\nswizzle: 1\n```\n\n```cute\nA = 8:1\n```\n"

// edited is nbSource after + on its tile map.
var edited = strings.Replace(nbSource, "swizzle: 1", "swizzle: 2", 1)

// drive sends msg and runs the commands that follow, batches included, as
// the Bubble Tea loop would (ticks sleep their delay).
func drive(m *Model, msg tea.Msg) {
	queue := []tea.Msg{msg}
	for len(queue) > 0 {
		msg, queue = queue[0], queue[1:]
		if b, ok := msg.(tea.BatchMsg); ok {
			for _, c := range b {
				if c != nil {
					queue = append(queue, c())
				}
			}
			continue
		}
		var cmd tea.Cmd
		if k, ok := msg.(tea.KeyMsg); ok {
			cmd, _ = m.HandleKey(k)
		} else {
			_, cmd = m.Update(msg)
		}
		if cmd != nil {
			queue = append(queue, cmd())
		}
	}
}

// openNotebook writes src at path (unless it exists) and opens it with
// autosave into recovery.
func openNotebook(t *testing.T, path, recovery string) *Model {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := New(testutil.Common(), NewCache(), Options{Name: path, Path: path, Source: src, RecoveryDir: recovery, AutosaveDelay: time.Millisecond})
	m.SetSize(100, 40)
	if cmd := m.Refresh(); cmd != nil {
		drive(m, cmd())
	}
	return m
}

// editMap changes the tile map's swizzle from 1 to 2.
func editMap(t *testing.T, m *Model) {
	t.Helper()
	drive(m, keymap.Press("tab"))
	drive(m, keymap.Press("+"))
	if !m.Dirty() {
		t.Fatal("+ on the tile map left the nbSource clean")
	}
}

func writeFile(t *testing.T, path, s string, mode fs.FileMode) {
	t.Helper()
	if err := os.WriteFile(path, []byte(s), mode); err != nil {
		t.Fatal(err)
	}
}

func content(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestSaveThroughSymlink: saving a notebook opened through a symbolic
// link writes the target; the link stays.
func TestSaveThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real.md")
	writeFile(t, target, nbSource, 0o640)
	link := filepath.Join(dir, "nb.md")
	if err := os.Symlink("real.md", link); err != nil {
		t.Fatal(err)
	}
	m := openNotebook(t, link, "")
	editMap(t, m)
	drive(m, keymap.Press("ctrl+s"))
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Fatalf("the link is no longer a link (%v): %s", err, m.Status())
	}
	if got := content(t, target); got != edited {
		t.Errorf("target holds %q, want %q (status %q)", got, edited, m.Status())
	}
	if fi, _ := os.Stat(target); fi.Mode().Perm() != 0o640 {
		t.Errorf("target mode %v, want 0640", fi.Mode().Perm())
	}
}

// TestSaveReadOnlyFileOffersSaveAs: a read-only notebook is not written;
// the edits go to the recovery copy and a save-as prompt opens, which
// writes a new file and makes it the notebook's.
func TestSaveReadOnlyFileOffersSaveAs(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "nb.md")
	writeFile(t, path, nbSource, 0o444)
	rec := filepath.Join(dir, "state", "recovery")
	m := openNotebook(t, path, rec)
	editMap(t, m)
	drive(m, keymap.Press("ctrl+s"))
	if got := content(t, path); got != nbSource {
		t.Fatalf("read-only file written: %q", got)
	}
	if !m.Capturing() || !strings.Contains(screen(m), "read-only — save as") {
		t.Fatalf("no save-as prompt:\n%s", screen(m))
	}
	if got := content(t, safefile.RecoveryPath(rec, path)); got != edited {
		t.Errorf("recovery copy holds %q, want the edits", got)
	}
	other := filepath.Join(dir, "copy.md")
	drive(m, tea.KeyMsg{Type: tea.KeyCtrlU}) // clear the proposed path
	typeKeys(m, other)
	drive(m, keymap.Press("enter"))
	if got := content(t, other); got != edited {
		t.Fatalf("save as wrote %q (status %q)", got, m.Status())
	}
	if m.Dirty() || m.opts.Path != other {
		t.Errorf("after save as: dirty %v, path %s", m.Dirty(), m.opts.Path)
	}
	if _, err := os.Stat(safefile.RecoveryPath(rec, path)); !os.IsNotExist(err) {
		t.Errorf("recovery copy left after the edits were saved: %v", err)
	}
}

// TestSaveFailureKeepsEdits: when the directory cannot be written (here
// it is gone; a read-only directory fails the same way for a user who is
// not root), the edits stay, a recovery copy is written and save as is
// offered; esc keeps the edits unsaved.
func TestSaveFailureKeepsEdits(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "notes")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(sub, "nb.md")
	writeFile(t, path, nbSource, 0o644)
	rec := filepath.Join(dir, "state", "recovery")
	m := openNotebook(t, path, rec)
	editMap(t, m)
	if os.Getuid() == 0 {
		if err := os.RemoveAll(sub); err != nil {
			t.Fatal(err)
		}
	} else {
		if err := os.Chmod(sub, 0o555); err != nil {
			t.Fatal(err)
		}
		defer os.Chmod(sub, 0o755)
	}
	drive(m, keymap.Press("ctrl+s"))
	if !m.Dirty() || !m.Capturing() || !strings.Contains(screen(m), "save as") {
		t.Fatalf("failed save: dirty %v, prompt:\n%s", m.Dirty(), screen(m))
	}
	if got := content(t, safefile.RecoveryPath(rec, path)); got != edited {
		t.Errorf("recovery copy holds %q", got)
	}
	drive(m, keymap.Press("esc"))
	if !m.Dirty() || m.Capturing() || !strings.Contains(m.Status(), "a copy is in") {
		t.Errorf("after esc: dirty %v capturing %v status %q", m.Dirty(), m.Capturing(), m.Status())
	}
}

// TestRecoveryAfterCrash: edits never saved are copied to the recovery
// file a moment after the last key; opening the notebook again (as after
// kill -9) offers them, and r brings them back, unsaved, the file on disk
// untouched until ctrl+s.
func TestRecoveryAfterCrash(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "nb.md")
	writeFile(t, path, nbSource, 0o644)
	rec := filepath.Join(dir, "state", "recovery")
	m := openNotebook(t, path, rec)
	editMap(t, m) // the tick after + writes the copy
	if got := content(t, safefile.RecoveryPath(rec, path)); got != edited {
		t.Fatalf("no recovery copy after the autosave delay: %q", got)
	}
	// The process dies: m is dropped without saving.
	m = openNotebook(t, path, rec)
	if !m.Capturing() || !strings.Contains(screen(m), "r restore · d discard") {
		t.Fatalf("recovery not offered:\n%s", screen(m))
	}
	drive(m, keymap.Press("r"))
	if !m.Dirty() || m.panes[0].Text() != "problem: 512x512\nswizzle: 2\n" {
		t.Fatalf("restored: dirty %v, tile map %q", m.Dirty(), m.panes[0].Text())
	}
	if got := content(t, path); got != nbSource {
		t.Fatalf("restoring wrote the file: %q", got)
	}
	if !strings.Contains(screen(m), "swizzle<2>") && !strings.Contains(screen(m), "Swizzle<2>") {
		t.Errorf("restored tile map not drawn:\n%s", screen(m))
	}
	drive(m, keymap.Press("ctrl+s"))
	if got := content(t, path); got != edited || !strings.Contains(m.Status(), "saved the recovered edits") {
		t.Errorf("saved %q (status %q)", got, m.Status())
	}
	if _, err := os.Stat(safefile.RecoveryPath(rec, path)); !os.IsNotExist(err) {
		t.Errorf("recovery copy left after saving: %v", err)
	}
	// Opened again: nothing to offer.
	if m = openNotebook(t, path, rec); m.Capturing() {
		t.Errorf("offered a recovery after a save:\n%s", screen(m))
	}
}

// TestRecoveryDiscard: d drops the recovered edits and their copy.
func TestRecoveryDiscard(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "nb.md")
	writeFile(t, path, nbSource, 0o644)
	rec := filepath.Join(dir, "recovery")
	if err := os.MkdirAll(rec, 0o700); err != nil {
		t.Fatal(err)
	}
	writeFile(t, safefile.RecoveryPath(rec, path), edited, 0o600)
	m := openNotebook(t, path, rec)
	drive(m, keymap.Press("d"))
	if m.Dirty() || m.Capturing() {
		t.Errorf("after d: dirty %v capturing %v", m.Dirty(), m.Capturing())
	}
	if _, err := os.Stat(safefile.RecoveryPath(rec, path)); !os.IsNotExist(err) {
		t.Errorf("recovery copy kept after d: %v", err)
	}
}

// TestRecoveryLater: esc keeps the recovered edits aside under a dated
// name, so this session's autosave cannot overwrite them.
func TestRecoveryLater(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "nb.md")
	writeFile(t, path, nbSource, 0o644)
	rec := filepath.Join(dir, "recovery")
	if err := os.MkdirAll(rec, 0o700); err != nil {
		t.Fatal(err)
	}
	writeFile(t, safefile.RecoveryPath(rec, path), edited, 0o600)
	m := openNotebook(t, path, rec)
	drive(m, keymap.Press("esc"))
	if m.Dirty() || m.Capturing() {
		t.Fatalf("after esc: dirty %v capturing %v", m.Dirty(), m.Capturing())
	}
	said := m.Status()
	editMap(t, m) // autosaves this session's edit
	kept, _ := filepath.Glob(filepath.Join(rec, "nb-*-*-*.md"))
	if len(kept) != 1 || content(t, kept[0]) != edited {
		t.Fatalf("recovered edits not kept aside: %v (status %q)", kept, m.Status())
	}
	if !strings.Contains(said, kept[0]) {
		t.Errorf("status %q does not say where the edits are", said)
	}
	if got := content(t, safefile.RecoveryPath(rec, path)); got != edited {
		t.Errorf("this session's edit not autosaved: %q", got)
	}
}

// TestUndoneEditsLeaveNoRecovery: when a key undoes every edit, the
// recovery copy goes, so the next open offers nothing stale.
func TestUndoneEditsLeaveNoRecovery(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "nb.md")
	writeFile(t, path, nbSource, 0o644)
	rec := filepath.Join(dir, "recovery")
	m := openNotebook(t, path, rec)
	editMap(t, m)
	if got := content(t, safefile.RecoveryPath(rec, path)); got != edited {
		t.Fatalf("no recovery copy: %q", got)
	}
	drive(m, keymap.Press("-")) // swizzle back to 1
	if m.Dirty() {
		t.Fatal("- did not undo +")
	}
	if _, err := os.Stat(safefile.RecoveryPath(rec, path)); !os.IsNotExist(err) {
		t.Errorf("recovery copy kept after the edits were undone: %v", err)
	}
}

// TestRecoveryMergesIntoExternalEdit: the file is edited elsewhere after
// the recovery copy was made (its prose here); opening it offers the
// recovered block edit, says the file changed, and r merges just that
// block into the file as it is now — saving keeps the external edit
// (restoring once put the whole copy back over it, without a word).
func TestRecoveryMergesIntoExternalEdit(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "nb.md")
	writeFile(t, path, nbSource, 0o644)
	rec := filepath.Join(dir, "recovery")
	m := openNotebook(t, path, rec)
	editMap(t, m) // autosaved: the copy, and beside it the file it was made from
	if got := content(t, safefile.RecoveryBasePath(safefile.RecoveryPath(rec, path))); got != nbSource {
		t.Fatalf("the copy's base holds %q", got)
	}
	// The session dies; the file is edited elsewhere.
	external := strings.Replace(nbSource, "A map:", "A map, edited elsewhere:", 1)
	writeFile(t, path, external, 0o644)
	m = openNotebook(t, path, rec)
	if sc := screen(m); !strings.Contains(sc, "edits of line 5 recovered; the file changed since (r merges)") {
		t.Fatalf("the offer does not show both:\n%s", sc)
	}
	drive(m, keymap.Press("r"))
	if !m.Dirty() || m.panes[0].Text() != "problem: 512x512\nswizzle: 2\n" || !strings.Contains(m.Status(), "merged into the file as changed since") {
		t.Fatalf("restored: dirty %v, tile map %q, status %q", m.Dirty(), m.panes[0].Text(), m.Status())
	}
	if got := content(t, path); got != external {
		t.Fatalf("restoring wrote the file: %q", got)
	}
	drive(m, keymap.Press("ctrl+s"))
	want := strings.Replace(edited, "A map:", "A map, edited elsewhere:", 1)
	if got := content(t, path); got != want {
		t.Errorf("saved %q, want the external edit and the recovered block: %q (status %q)", got, want, m.Status())
	}
	for _, p := range []string{safefile.RecoveryPath(rec, path), safefile.RecoveryBasePath(safefile.RecoveryPath(rec, path))} {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("%s left after saving: %v", p, err)
		}
	}
}

// TestRecoveryConflictKeepsBoth: the block the copy edited was changed in
// the file too: r keeps the file's text in it, says so, and keeps the
// copy (with the recovered text) aside where the status says.
func TestRecoveryConflictKeepsBoth(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "nb.md")
	writeFile(t, path, nbSource, 0o644)
	rec := filepath.Join(dir, "recovery")
	m := openNotebook(t, path, rec)
	editMap(t, m)
	external := strings.Replace(nbSource, "swizzle: 1", "swizzle: 3", 1)
	writeFile(t, path, external, 0o644)
	m = openNotebook(t, path, rec)
	if sc := screen(m); !strings.Contains(sc, "line 5 edited both here and in the file (r keeps the file's)") {
		t.Fatalf("the offer does not say the block changed on both sides:\n%s", sc)
	}
	drive(m, keymap.Press("r"))
	if m.Dirty() || m.panes[0].Text() != "problem: 512x512\nswizzle: 3\n" {
		t.Errorf("after r: dirty %v, tile map %q, want the file's", m.Dirty(), m.panes[0].Text())
	}
	kept, _ := filepath.Glob(filepath.Join(rec, "nb-*-*-*.md"))
	if len(kept) != 1 || content(t, kept[0]) != edited || !strings.Contains(m.Status(), kept[0]) || !strings.Contains(m.Status(), "the file's text kept") {
		t.Fatalf("the recovered text is not kept aside: %v (status %q)", kept, m.Status())
	}
	if got := content(t, path); got != external {
		t.Errorf("the file was written: %q", got)
	}
}

// TestSaveWarnsOfEachNewerChange: a save refused because the file changed
// on disk is repeated by a second ctrl+s only over the change that was
// shown; a newer change is said again, and after a save the file is read
// back, so a change made after it is seen too.
func TestSaveWarnsOfEachNewerChange(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "nb.md")
	writeFile(t, path, nbSource, 0o644)
	m := openNotebook(t, path, "")
	editMap(t, m)
	first := strings.Replace(nbSource, "A map:", "First change.", 1)
	writeFile(t, path, first, 0o644)
	drive(m, keymap.Press("ctrl+s"))
	if content(t, path) != first || !strings.Contains(m.Status(), "changed on disk") {
		t.Fatalf("first change overwritten (status %q)", m.Status())
	}
	second := strings.Replace(nbSource, "A map:", "Second change.", 1)
	writeFile(t, path, second, 0o644)
	drive(m, keymap.Press("ctrl+s")) // the flag of the first warning does not cover this one
	if content(t, path) != second || !strings.Contains(m.Status(), "changed on disk") {
		t.Fatalf("a newer change overwritten without a word (status %q)", m.Status())
	}
	drive(m, keymap.Press("ctrl+s")) // asked twice over the change shown: overwrite
	if got := content(t, path); got != edited {
		t.Fatalf("second ctrl+s wrote %q (status %q)", got, m.Status())
	}
	// After the save: another edit here, another change there.
	drive(m, keymap.Press("-"))
	third := strings.Replace(edited, "A map:", "Third change.", 1)
	writeFile(t, path, third, 0o644)
	drive(m, keymap.Press("ctrl+s"))
	if content(t, path) != third || !strings.Contains(m.Status(), "changed on disk") {
		t.Errorf("a change after a save overwritten (status %q)", m.Status())
	}
}

// TestRecoveryWholeCopy: a copy whose blocks no longer match the file's
// (made before bases were kept, the file's blocks changed since) cannot be
// merged: the offer says r restores it whole, and r does, unsaved.
func TestRecoveryWholeCopy(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "nb.md")
	writeFile(t, path, nbSource, 0o644)
	rec := filepath.Join(dir, "recovery")
	if err := os.MkdirAll(rec, 0o700); err != nil {
		t.Fatal(err)
	}
	copyText := edited + "\n```cute\nB = 4:1\n```\n"
	writeFile(t, safefile.RecoveryPath(rec, path), copyText, 0o600)
	m := openNotebook(t, path, rec)
	if sc := screen(m); !strings.Contains(sc, "recovered copy differs in blocks (r restores it whole)") {
		t.Fatalf("offer:\n%s", sc)
	}
	drive(m, keymap.Press("r"))
	if !m.Dirty() || len(m.panes) != 3 || !strings.Contains(m.Status(), "restored whole") {
		t.Errorf("after r: dirty %v, %d panes, status %q", m.Dirty(), len(m.panes), m.Status())
	}
	if got := content(t, path); got != nbSource {
		t.Errorf("the file was written: %q", got)
	}
}
