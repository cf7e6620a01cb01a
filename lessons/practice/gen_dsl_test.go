package practice

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/lessons/grade"
)

// TestDSLExercisesAcceptEitherNotation: the dsl topic asks in the DSL's
// spelling, and its answer is right typed as CuTe prints it or as the
// DSL spells the value (cute.make_layout(..., stride=...)).
func TestDSLExercisesAcceptEitherNotation(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		ex, err := Generate("dsl", 1+int(seed%MaxLevel), Mix(seed, 5))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(ex.Statement, "cute.") || !eval.LooksDSL(ex.Statement) {
			t.Errorf("seed %d: statement %q is not in the DSL's spelling", seed, ex.Statement)
		}
		if v := ex.Check(ex.Answer); v.Outcome != grade.Correct {
			t.Errorf("seed %d: %s judged %v: %s", seed, ex.Answer, v.Outcome, v.Message)
		}
		dsl, err := eval.ToDSL(ex.Answer, nil)
		if err != nil {
			t.Fatalf("seed %d: %s has no DSL spelling: %v", seed, ex.Answer, err)
		}
		if v := ex.Check(dsl); !v.Right() {
			t.Errorf("seed %d: %s (the DSL's %s) judged %v: %s", seed, dsl, ex.Answer, v.Outcome, v.Message)
		}
	}
}
