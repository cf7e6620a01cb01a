package repl

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/cutetui/cutetui/internal/safefile"
)

// History limits: the entries kept, and the longest entry saved (a longer
// statement is run but not remembered).
const (
	HistoryLimit    = 1000
	MaxHistoryEntry = 4096
	// maxHistoryFile bounds what Load reads, whatever is in the file.
	maxHistoryFile = 4 << 20
)

// History is the interactive statements remembered between runs, one a
// line in a file. Each entered line is appended with one write (so two
// sessions at once interleave whole lines); when the file holds twice the
// limit, Load rewrites it with the newest entries, atomically.
type History struct {
	Path  string
	Limit int // entries kept; HistoryLimit when 0
}

// HistoryPath returns $XDG_STATE_HOME/cutetui/eval_history, or
// ~/.local/state/cutetui/eval_history.
func HistoryPath() (string, error) {
	dir := os.Getenv("XDG_STATE_HOME")
	if dir == "" || !filepath.IsAbs(dir) {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("history: no state directory: %v", err)
		}
		dir = filepath.Join(home, ".local", "state")
	}
	return filepath.Join(dir, "cutetui", "eval_history"), nil
}

func (h *History) limit() int {
	if h.Limit > 0 {
		return h.Limit
	}
	return HistoryLimit
}

// Load returns the newest entries, oldest first; a missing file is an
// empty history. Lines that are blank, too long or not UTF-8 are skipped.
// If the file holds more than twice the limit, it is rewritten with the
// entries returned.
func (h *History) Load() ([]string, error) {
	f, err := safefile.OpenRegular(h.Path) // a named pipe would hang here
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	partial := false
	if st.Size() > maxHistoryFile { // keep the tail only
		if _, err := f.Seek(st.Size()-maxHistoryFile, 0); err != nil {
			return nil, err
		}
		partial = true // the first line read is the end of a line
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), maxHistoryFile)
	var entries []string
	lines := 0
	for sc.Scan() {
		lines++
		if partial {
			partial = false
			continue
		}
		if l := sc.Text(); keep(l) {
			entries = append(entries, l)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(entries) > h.limit() {
		entries = entries[len(entries)-h.limit():]
	}
	if lines > 2*h.limit() || st.Size() > maxHistoryFile {
		if err := h.rewrite(entries); err != nil {
			return entries, err
		}
	}
	return entries, nil
}

// keep reports whether l is worth remembering.
func keep(l string) bool {
	return strings.TrimSpace(l) != "" && len(l) <= MaxHistoryEntry && !strings.ContainsAny(l, "\n\r\x00") && utf8.ValidString(l)
}

// Add appends line to the file (creating it and its directory, private to
// the user); a line Load would skip is not written.
func (h *History) Add(line string) error {
	if !keep(line) {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(h.Path), 0o700); err != nil {
		return err
	}
	f, err := safefile.OpenAppend(h.Path, 0o600) // a named pipe would hang here
	if err != nil {
		return err
	}
	if _, err := f.WriteString(line + "\n"); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// rewrite replaces the file with entries: a temporary file in the same
// directory, synced, renamed over it, and the directory synced.
func (h *History) rewrite(entries []string) error {
	var b bytes.Buffer
	for _, e := range entries {
		b.WriteString(e)
		b.WriteByte('\n')
	}
	path := h.Path
	if p, err := filepath.EvalSymlinks(path); err == nil {
		path = p // a linked history file is rewritten where it lives
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, ".eval_history-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after a successful rename there is nothing to remove
	if _, err := tmp.Write(b.Bytes()); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}
