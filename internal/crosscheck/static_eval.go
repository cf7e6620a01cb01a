package crosscheck

import "github.com/cutetui/cutetui/engine/eval"

// cutetui evaluates a case as `cutetui eval --static` does: the generators
// ask it which atoms cutetui declares, the tests compare its answers.
func cutetui(expr string) (string, error) {
	env := eval.NewEnv()
	env.Static = true
	r, err := env.Exec(expr)
	return r.Text, err
}
