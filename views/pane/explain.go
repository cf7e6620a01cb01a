package pane

import (
	"strings"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

// Explain is the Explainer backed by engine/eval: it runs the statements of
// src before line (0-based) in a fresh environment, then derives that line's
// outermost operation step by step.
func Explain(src string, line int) (string, error) {
	lines := strings.Split(src, "\n")
	if line < 0 || line >= len(lines) {
		return "", nil
	}
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	for _, l := range lines[:line] {
		if !eval.IsBlank(l) {
			env.Exec(l) // errors show in the results already
		}
	}
	stmt := strings.TrimSpace(lines[line])
	_, steps, _ := env.Explain(lines[line])
	if len(steps) == 0 {
		// Say why: a function without a derivation yet, or a line that is
		// no call (a name, a literal); help functions marks the functions
		// that have one.
		if why := eval.NoDerivation(lines[line]); why != "" {
			return stmt + ": " + strings.TrimSuffix(why, "; its result:"), nil
		}
		return "no step-by-step derivation for " + stmt + ": e works the steps of the last statement's call (help functions marks the functions that have a derivation)", nil
	}
	var b strings.Builder
	b.WriteString("why " + stmt + ":\n")
	for _, s := range steps {
		b.WriteString("  " + s.Text + "\n")
	}
	return strings.TrimRight(b.String(), "\n"), nil
}
