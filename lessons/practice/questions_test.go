package practice

import (
	"strings"
	"testing"
)

// forEach runs f on 20 exercises of every topic at every level.
func forEach(t *testing.T, f func(ex *Exercise)) {
	t.Helper()
	for _, tp := range Topics() {
		for level := 1; level <= MaxLevel; level++ {
			for seed := uint64(0); seed < 20; seed++ {
				ex, err := Generate(tp.ID, level, Mix(seed, 41))
				if err != nil {
					t.Fatal(err)
				}
				f(ex)
			}
		}
	}
}

// TestFirstHintCarriesNumbers: the first hint of every exercise speaks of
// the exercise's own numbers, not only of the rule in general.
func TestFirstHintCarriesNumbers(t *testing.T) {
	forEach(t, func(ex *Exercise) {
		if len(ex.Hints) == 0 {
			t.Errorf("%s L%d %s: no hints", ex.Topic, ex.Level, ex.Expr)
			return
		}
		if !strings.ContainsAny(ex.Hints[0], "0123456789") {
			t.Errorf("%s L%d %s: the first hint has no number: %q", ex.Topic, ex.Level, ex.Expr, ex.Hints[0])
		}
	})
}

// TestShownStatementDoesNotGiveTheWayAway: where the expression computing
// the answer is the method the question asks for (a TV or MMA look-up
// through right_inverse and idx2crd, a partition's zipped_divide slice),
// it is not shown; a tensors question asks one thing.
func TestShownStatementDoesNotGiveTheWayAway(t *testing.T) {
	hidden := map[string]bool{"thread-value": true, "mma": true}
	forEach(t, func(ex *Exercise) {
		if (hidden[ex.Topic] || ex.Topic == "tensors" && ex.Level == 4) && ex.Statement != "" {
			t.Errorf("%s L%d shows %q", ex.Topic, ex.Level, ex.Statement)
		}
		if ex.Expr == "" && ex.tb == nil && ex.design == nil {
			t.Errorf("%s L%d: no expression to check the answer with", ex.Topic, ex.Level)
		}
		if strings.Count(ex.Question, "?") > 1 {
			t.Errorf("%s L%d asks more than one thing: %q", ex.Topic, ex.Level, ex.Question)
		}
	})
}

// TestNoStageStartsAtZero: "where does stage s start?" is never asked of
// stage 0, whose answer is always 0.
func TestNoStageStartsAtZero(t *testing.T) {
	asked := 0
	for seed := uint64(0); seed < 200; seed++ {
		ex, err := Generate("smem", 4, Mix(seed, 43))
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(ex.Expr, "A(0,0,") {
			asked++
			if ex.Answer == "0" {
				t.Errorf("%s: asks where stage 0 starts", ex.Expr)
			}
		}
	}
	if asked == 0 {
		t.Fatal("no stage-start question drawn in 200 seeds")
	}
}

// TestDesignTakesTheCppSpelling: the copy design's value layout typed as
// C++ writes it, Layout<Shape<_1,_8>>{} (the example), is read as
// a value and judged right.
func TestDesignTakesTheCppSpelling(t *testing.T) {
	for seed := uint64(0); seed < 200; seed++ {
		ex, err := Generate("copy", 4, Mix(seed, 47))
		if err != nil {
			t.Fatal(err)
		}
		if ex.design == nil {
			continue
		}
		if v := ex.Check("Layout<Shape<_1,_8>>{}"); !v.Right() {
			t.Fatalf("%s: Layout<Shape<_1,_8>>{} is %v: %s", ex.Question, v.Outcome, v.Message)
		}
		return
	}
	t.Fatal("no copy design exercise drawn in 200 seeds")
}
