// Package progress is the course's storage: what the learner has read
// and solved, kept as JSON in the state directory.
package progress

import (
	"fmt"
	"path/filepath"

	"github.com/cutetui/cutetui/internal/safefile"
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

// Path returns where progress is kept:
// $XDG_STATE_HOME/cutetui/progress.json, or ~/.local/state/cutetui/progress.json.
func Path() (string, error) {
	dir, err := safefile.StateDir()
	if err != nil {
		return "", fmt.Errorf("progress: %v", err)
	}
	return filepath.Join(dir, "progress.json"), nil
}

// Load reads progress from path; a missing file is empty progress.
// A file that does not decode gives empty progress and a
// *safefile.CorruptError: the file was copied to path+".bak" first, so
// the caller can tell the learner where it is before a save replaces it.
func Load(path string) (*Progress, error) {
	p := &Progress{}
	if err := safefile.LoadJSON(path, "progress", p); err != nil {
		return &Progress{}, err
	}
	return p, nil
}

// Save writes progress to path atomically, creating its directory.
func (p *Progress) Save(path string) error { return safefile.SaveJSON(path, p) }
