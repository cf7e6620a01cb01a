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
		return "no step-by-step derivation for " + stmt + " (try idx2crd, crd2idx, coalesce, complement, composition, an inverse, a divide or product, L(c) or Sw<B,M,S>(x))", nil
	}
	var b strings.Builder
	b.WriteString("why " + stmt + ":\n")
	for _, s := range steps {
		b.WriteString("  " + s.Text + "\n")
	}
	return strings.TrimRight(b.String(), "\n"), nil
}
