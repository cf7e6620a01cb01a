package lessons

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Progress is what the learner has done, saved between sessions.
type Progress struct {
	// Last is the name of the lesson open most recently.
	Last string `json:"last,omitempty"`
	// Lessons holds each lesson's progress by lesson name.
	Lessons map[string]*LessonProgress `json:"lessons,omitempty"`
}

// LessonProgress is one lesson's progress.
type LessonProgress struct {
	Read   bool            `json:"read,omitempty"`   // scrolled to the end once
	Offset int             `json:"offset,omitempty"` // line last shown at the top
	Solved map[string]bool `json:"solved,omitempty"` // quiz questions answered
}

// Lesson returns the progress of lesson name, creating it.
func (p *Progress) Lesson(name string) *LessonProgress {
	if p.Lessons == nil {
		p.Lessons = map[string]*LessonProgress{}
	}
	lp := p.Lessons[name]
	if lp == nil {
		lp = &LessonProgress{}
		p.Lessons[name] = lp
	}
	if lp.Solved == nil {
		lp.Solved = map[string]bool{}
	}
	return lp
}

// ProgressPath returns where progress is kept:
// $XDG_STATE_HOME/cutetui/progress.json, or ~/.local/state/cutetui/progress.json.
func ProgressPath() (string, error) {
	dir := os.Getenv("XDG_STATE_HOME")
	if dir == "" || !filepath.IsAbs(dir) {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("progress: no state directory: %v", err)
		}
		dir = filepath.Join(home, ".local", "state")
	}
	return filepath.Join(dir, "cutetui", "progress.json"), nil
}

// LoadProgress reads progress from path; a missing file is empty progress.
func LoadProgress(path string) (*Progress, error) {
	p := &Progress{}
	if err := ReadJSON(path, "progress", p); err != nil {
		return &Progress{}, err
	}
	return p, nil
}

// Save writes progress to path atomically, creating its directory.
func (p *Progress) Save(path string) error {
	data, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return WriteFileAtomic(path, append(data, '\n'))
}

// WriteFileAtomic replaces path's content with data: it writes a temporary
// file in the same directory, syncs it and renames it over path, so a crash
// leaves either the old file or the new one. An existing file keeps its
// permission bits.
func WriteFileAtomic(path string, data []byte) error {
	mode := fs.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil {
		mode = fi.Mode().Perm()
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	fail := func(err error) error {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if _, err := f.Write(data); err != nil {
		return fail(err)
	}
	if err := f.Chmod(mode); err != nil {
		return fail(err)
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// ReadJSON decodes the JSON file at path into v. A missing file leaves v
// as it is and is no error; a file that does not decode is an error naming
// what (e.g. "progress") and the path.
func ReadJSON(path, what string, v any) error {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s %s: %v", what, path, err)
	}
	return nil
}
