package pane

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
)

// Outcome is what one statement of a pane evaluated to.
type Outcome struct {
	Line   int    // 0-based line of the pane text
	Source string // the statement as written
	Text   string // the result in CuTe notation ("" for an assignment)
	Err    string // the error message, or ""
	ErrCol int    // 0-based byte column of the error in Source, or -1
	Layout *engine.Layout
}

// Evaluate runs every statement of src (one a line; blank lines and
// `# comment` lines skipped) in a fresh environment and returns their
// outcomes in order. It keeps going after an error so later independent
// lines still show.
func Evaluate(src string) []Outcome {
	res := eval.NewEnv().ExecBlock(src)
	out := make([]Outcome, 0, len(res))
	for _, r := range res {
		o := Outcome{Line: r.Line - 1, Source: r.Input, ErrCol: -1}
		if r.Err != nil {
			o.Err, o.ErrCol = r.Err.Msg, r.Err.Pos
		} else {
			o.Text = r.Result.Text
			if r.Result.Value != nil {
				if l, ok := r.Result.Value.Layout(); ok {
					o.Layout = &l
				}
			}
		}
		out = append(out, o)
	}
	return out
}
