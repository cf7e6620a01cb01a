package evalpool

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/cutetui/cutetui/engine/eval"
)

// Evaluator is one student's pane evaluator (it has the shape of
// views/common.Evaluator): the statements first run in a worker, under its
// limits; only those the worker finished are then run by local (in this
// process) for what the pane draws — evaluation is deterministic, so
// nothing local runs that did not finish within the limits. A statement
// that went past them is an error on its line, and the lines after it are
// not run. Nil when ctx ended first. Both runs are charged to the
// student's CPU budget.
func (p *Pool) Evaluator(student string, local func(src string) []eval.LineResult) func(context.Context, string) []eval.LineResult {
	return func(ctx context.Context, src string) []eval.LineResult {
		// Debounced: an edit superseded within Debounce is never run.
		t := time.NewTimer(p.cfg.Debounce)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return nil
		}
		_, err := p.Run(ctx, student, src)
		if ctx.Err() != nil {
			return nil
		}
		if err == nil {
			start := time.Now()
			res := local(src)
			p.charge(student, time.Since(start).Seconds()) // drawing's evaluation is the student's too
			return res
		}
		var le *LimitError
		if !errors.As(err, &le) || le.Line < 1 {
			return []eval.LineResult{{Line: firstLine(src), Input: lineOf(src, firstLine(src)), Err: &eval.Error{Msg: err.Error()}}}
		}
		lines := strings.Split(src, "\n")
		before := strings.Join(lines[:le.Line-1], "\n")
		out := local(before)
		return append(out, eval.LineResult{Line: le.Line, Input: strings.TrimSuffix(lines[le.Line-1], "\r"), Err: &eval.Error{Msg: err.Error()}})
	}
}

// firstLine is the 1-based line of src's first statement (1 if none).
func firstLine(src string) int {
	for i, l := range strings.Split(src, "\n") {
		if !eval.IsBlank(strings.TrimSuffix(l, "\r")) {
			return i + 1
		}
	}
	return 1
}

func lineOf(src string, n int) string {
	lines := strings.Split(src, "\n")
	if n-1 < len(lines) {
		return strings.TrimSuffix(lines[n-1], "\r")
	}
	return ""
}
