package main

import (
	"io"
	"path/filepath"
	"strings"
	"sync"

	"github.com/cutetui/cutetui/lessons"
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
	// Notation is the course's: "cpp" or "dsl" (notation.go), which the
	// index's Notation key switches; "" shows the course as written, with
	// no switch.
	Notation string
	// Evaluate and EvaluateDSL evaluate the panes in C++'s and in the
	// DSL's notation (nil: in this process; a class's students run theirs
	// in worker processes).
	Evaluate, EvaluateDSL common.Evaluator
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
	if n := opts.Notation; n != nil {
		n.CPPEval = cfg.Evaluate
		if cfg.EvaluateDSL != nil {
			n.DSLEval = cfg.EvaluateDSL
		}
	}
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
// profile, palette and keys); its panes evaluate in the course's notation.
func newApp(c common.Common, cfg appConfig) *app.Model {
	opts := appOptions(cfg)
	c.Evaluate = cfg.Evaluate
	if n := opts.Notation; n != nil && n.DSL {
		c.Evaluate = n.DSLEval
	}
	return app.New(c, opts)
}

// dslSources holds lessons.InDSL of each course lesson's source, by its
// text: rewriting the course takes a tenth of a second, and every seat of
// a class (and every press of the Notation key) asks for it again. Only
// the course's lessons are rewritten, so it holds at most the course.
var dslSources sync.Map // string → []byte

// inDSL is lessons.InDSL, rewritten once per lesson text.
func inDSL(src []byte) []byte {
	if v, ok := dslSources.Load(string(src)); ok {
		return v.([]byte)
	}
	out := lessons.InDSL(src)
	dslSources.Store(string(src), out)
	return out
}
