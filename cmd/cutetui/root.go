package main

import (
	"io"
	"path/filepath"
	"strings"

	"github.com/cutetui/cutetui/views/app"
	"github.com/cutetui/cutetui/views/bench"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/course"
)

// appConfig is what one learner's app is built from, whether the learner
// sits at this terminal (runApp) or at an SSH client of `cutetui serve`
// (runServe). appOptions is the program's one composition root: both
// call it, so neither can forget a part of the app.
type appConfig struct {
	// StateDir keeps the learner's progress.json, practice.json and the
	// recovery copies of a notebook's edits ("": everything in memory).
	StateDir string
	// Seed starts the practice generator.
	Seed uint64
	// Notation is the course's: "cpp" ("" too) or "dsl" (notation.go).
	Notation string
	// Notebook, when set, opens this file instead of the course; its
	// edits are recovered after a crash, and course progress is left alone.
	Notebook       string
	NotebookSource []byte
	// Notebooks are served beside the course, listed after its lessons.
	Notebooks []course.Lesson
	// Bench offers the benchmark view (this machine's GPU, or its model).
	Bench bool
	// Classroom is the learner's seat in a class (nil: none).
	Classroom app.Classroom
	// Terminal and Images are the learner's terminal and the image
	// protocol it speaks (termprobe.Images here, the client's env in serve).
	Terminal io.Writer
	Images   string
	// Notices are said on the first screen, after the problems found
	// loading the learner's files.
	Notices []string
}

// appOptions builds the app's options from cfg: the embedded course, the
// learner's progress and practice under cfg.StateDir (a file that does
// not load is kept as .bak and said on the first screen), the benchmark,
// recovery, class seat and terminal.
func appOptions(cfg appConfig) app.Options {
	var progressPath, practicePath, recoveryDir string
	if cfg.StateDir != "" {
		progressPath = filepath.Join(cfg.StateDir, "progress.json")
		practicePath = filepath.Join(cfg.StateDir, "practice.json")
		recoveryDir = filepath.Join(cfg.StateDir, "recovery")
	}
	opts, problems := app.CourseOptions(progressPath, practicePath, cfg.Seed)
	courseInNotation(&opts, cfg.Notation)
	var notices []string // said in the TUI: stderr is hidden by the alt screen
	for _, err := range problems {
		notices = append(notices, err.Error())
	}
	opts.Notice = strings.Join(append(notices, cfg.Notices...), "; ")
	opts.Lessons = append(opts.Lessons, cfg.Notebooks...)
	if cfg.Notebook != "" {
		opts.Notebook, opts.NotebookSource = cfg.Notebook, cfg.NotebookSource
		opts.ProgressPath = "" // a notebook leaves course progress alone
		opts.RecoveryDir = recoveryDir
	}
	if cfg.Bench {
		opts.NewBench = func(c common.Common) app.Screen { return bench.New(c, bench.Options{}) }
	}
	opts.Classroom = cfg.Classroom
	opts.Terminal, opts.Images = cfg.Terminal, cfg.Images
	return opts
}

// newApp is the app of cfg, drawn with c (the learner's renderer, colour
// profile, palette and keys).
func newApp(c common.Common, cfg appConfig) *app.Model {
	return app.New(c, appOptions(cfg))
}
