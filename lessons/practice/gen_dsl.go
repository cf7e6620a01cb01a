package practice

import (
	"fmt"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model"
)

// dslBases are the topics whose exercises the DSL lesson practises in the
// DSL's spelling.
var dslBases = []func(d *draw) (*Exercise, error){genCoalesce, genComposition, genDivideProduct}

// genDSL practises the DSL lesson: an exercise of the algebra lessons with
// its setup and statement rewritten in the CuTe DSL's spelling
// (eval.ToDSL); a draw with no DSL spelling is drawn again. The DSL
// statements are run to check they give the C++ statement's value; the
// answer may be written in either notation (grade.Read), and the last
// hint is the C++ statement.
func genDSL(d *draw) (*Exercise, error) {
	ex, err := dslBases[d.r.IntN(len(dslBases))](d)
	if err != nil {
		return nil, err
	}
	if ex.Expr == "" || ex.tb != nil || ex.design != nil {
		return nil, errRedraw
	}
	vars := map[string]bool{}
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	setup := make([]string, len(ex.Setup))
	for i, s := range ex.Setup {
		if setup[i], err = eval.ToDSL(s, vars); err != nil {
			return nil, errRedraw
		}
		if _, err := env.Exec(setup[i]); err != nil {
			return nil, fmt.Errorf("practice: DSL setup %q of %q: %v", setup[i], s, err)
		}
	}
	expr, err := eval.ToDSL(ex.Expr, vars)
	if err != nil || expr == ex.Expr {
		return nil, errRedraw // nothing of the DSL's own to practise
	}
	got, err := env.EvalDSL(expr)
	if err != nil {
		return nil, fmt.Errorf("practice: DSL statement %q of %q: %v", expr, ex.Expr, err)
	}
	if m, err := value.Compare(got, ex.want); err != nil || m != value.Identical {
		return nil, fmt.Errorf("practice: DSL statement %q gives %s, its C++ %q %s", expr, got, ex.Expr, ex.want)
	}
	ex.Hints = append(ex.Hints, "In C++ this is "+ex.Expr+".")
	ex.Setup, ex.Statement, ex.Expr = setup, expr, expr
	return ex, nil
}
