package main

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
	"github.com/cutetui/cutetui/internal/config"
	"github.com/cutetui/cutetui/views/app"
)

// The course's notation: "cpp" (as written) or "dsl", where every pane of
// the course shows its statements in the CuTe DSL's spelling
// (lessons.InDSL) and its results as the DSL prints them (dslEvaluator).
// --notation sets it, else the settings file's notation, else "cpp".

// pickNotation is the notation of the flag (when given) or the file.
func pickNotation(f *tuiFlags, file string) (string, error) {
	n := "cpp"
	switch {
	case f.set["notation"]:
		n = f.notation
	case file != "":
		n = file
	}
	if !slices.Contains(config.Notations, n) {
		return "", fmt.Errorf("--notation %q: want one of %s", n, strings.Join(config.Notations, ", "))
	}
	return n, nil
}

// courseInNotation writes the course's lessons of opts in notation n and
// lets the index's Notation key switch it ("" gets no switch and stays as
// written; a class's seat gets the class's notation, appOptions its
// evaluators).
func courseInNotation(opts *app.Options, n string) {
	if n == "" {
		return
	}
	sw := &app.NotationSwitch{InDSL: inDSL, DSLEval: dslEvaluator, DSL: n == "dsl"}
	for i := range opts.Lessons {
		sw.CPP = append(sw.CPP, opts.Lessons[i].Source)
		if sw.DSL {
			opts.Lessons[i].Source = inDSL(opts.Lessons[i].Source)
		}
	}
	opts.Notation = sw
}

// dslEvaluator runs a pane's text as views/pane's evaluator does, each
// statement read in the notation it is written in and every value
// printed as the DSL prints it. Like every Evaluator it gives nil once
// ctx is done (the engine stops at its next budget check).
func dslEvaluator(ctx context.Context, src string) []eval.LineResult {
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	env.Dialect = eval.DialectPrintDSL
	res := env.ExecBlockContext(ctx, src)
	if ctx.Err() != nil {
		return nil
	}
	return res
}
