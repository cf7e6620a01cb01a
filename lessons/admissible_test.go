package lessons_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/cutetui/cutetui/lessons/practice"
)

// Admissibility for composition, as Jay Shah's "A note on the algebra of
// CuTe layouts" (Colfax, 2024) defines it (lessons/practice's Admissible),
// so that the lesson's answers and its claims about what C++ CuTe checks
// are computed, not asserted.

var (
	divides        = practice.LeftDivides
	factors        = practice.Factors
	modeAdmissible = practice.ModeAdmissible
	admissible     = practice.Admissible
)

// tupleText writes ints as a CuTe tuple.
func tupleText(vs []int) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = fmt.Sprint(v)
	}
	return "(" + strings.Join(s, ",") + ")"
}

// extended is A's function past its size: the last mode is not wrapped.
func extended(shape, stride []int, x int) int {
	off := 0
	for k := range shape {
		if k == len(shape)-1 {
			return off + x*stride[k]
		}
		off += (x % shape[k]) * stride[k]
		x /= shape[k]
	}
	return off
}

// TestAdmissibilityAgainstTheEngine: over random shapes and single modes
// N:r, C++ CuTe (the engine) refuses a stride exactly when the shape is
// not weakly left divisible by it, and where Shah's admissibility holds
// the composition the engine returns is A(B(c)) at every c.
func TestAdmissibilityAgainstTheEngine(t *testing.T) {
	seeds := 3000
	if testing.Short() {
		seeds = 400
	}
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	for seed := 0; seed < seeds; seed++ {
		rng := rand.New(rand.NewPCG(uint64(seed), 7))
		rank := 1 + rng.IntN(4)
		shape, stride := make([]int, rank), make([]int, rank)
		for k := range shape {
			shape[k], stride[k] = 2+rng.IntN(7), 1+rng.IntN(50)
		}
		n, r := 1+rng.IntN(12), 1+rng.IntN(40)
		a := tupleText(shape) + ":" + tupleText(stride)
		stmt := fmt.Sprintf("composition(%s, %d:%d)", a, n, r)
		v, err := env.Eval(stmt)
		// C++ walks coalesce(A): its modes are the factorization.
		cs := coalescedShape(t, env, a)
		_, _, weakR, _ := divides(factors(cs), r)
		strideRefused := err != nil && strings.Contains(err.Error(), "Stride Divisibility")
		if strideRefused == weakR {
			t.Errorf("%s: weakly left divisible by %d = %v, engine: %v", stmt, r, weakR, err)
		}
		if _, _, _, strongR := divides(factors(cs), r); strongR {
			shapeRefused := err != nil && strings.Contains(err.Error(), "Shape Divisibility")
			if shapeRefused == modeAdmissible(cs, n, r) {
				t.Errorf("%s: r left divides; admissible = %v, engine: %v", stmt, modeAdmissible(cs, n, r), err)
			}
		}
		if !modeAdmissible(cs, n, r) {
			continue
		}
		if err != nil {
			t.Errorf("%s: admissible, but the engine refuses: %v", stmt, err)
			continue
		}
		for c := 0; c < n; c++ {
			got, err := env.Eval(fmt.Sprintf("(%s)(%d)", v.String(), c))
			if err != nil {
				t.Fatal(err)
			}
			if want := fmt.Sprint(extended(shape, stride, c*r)); got.String() != want {
				t.Errorf("%s = %s: at %d gives %s, A(B(%d)) = %s", stmt, v, c, got, c, want)
			}
		}
	}
}

// coalescedShape is the flat shape of coalesce(a), as ints.
func coalescedShape(t *testing.T, env *eval.Env, a string) []int {
	t.Helper()
	v, err := env.Eval("flatten(shape(coalesce(" + a + ")))")
	if err != nil {
		t.Fatal(err)
	}
	var out []int
	for _, f := range strings.FieldsFunc(v.String(), func(r rune) bool { return r == '(' || r == ')' || r == ',' }) {
		var x int
		fmt.Sscan(f, &x)
		out = append(out, x)
	}
	return out
}

// TestAdmissibilityLessonAnswers: each "is this admissible?" exercise
// and each example of the admissibility lesson, recomputed by the
// definitions above.
func TestAdmissibilityLessonAnswers(t *testing.T) {
	src, err := lessons.Source("admissibility")
	if err != nil {
		t.Fatal(err)
	}
	quizzes := map[string]string{} // question -> answer
	for _, b := range notebook.Parse(src).Blocks {
		if b.Kind == notebook.KindQuiz {
			if q, err := notebook.ParseQuiz(b.Text); err == nil {
				quizzes[q.Question] = q.Answer.Text
			}
		}
	}
	for _, c := range []struct {
		question string // the start of the exercise's question
		shape    []int
		b        [][2]int // B's modes N:r
	}{
		{"S = (4,6) and B = 12:1.", []int{4, 6}, [][2]int{{12, 1}}},
		{"S = (4,6) and B = 2:3.", []int{4, 6}, [][2]int{{2, 3}}},
		{"S = (4,6,8) and B = 6:8.", []int{4, 6, 8}, [][2]int{{6, 8}}},
		{"S = (4,6) and B = (2,2):(1,2).", []int{4, 6}, [][2]int{{2, 1}, {2, 2}}},
		{"S = (4,6) and B = (3,2):(1,2).", []int{4, 6}, [][2]int{{3, 1}, {2, 2}}},
	} {
		answer := ""
		for q, a := range quizzes {
			if strings.HasPrefix(q, c.question) {
				answer = a
			}
		}
		if want := fmt.Sprint(admissible(c.shape, c.b)); answer != want {
			t.Errorf("exercise %q: answer %q, the definitions say %s", c.question, answer, want)
		}
	}
	// The lesson's worked examples.
	for _, c := range []struct {
		shape []int
		b     [][2]int
		want  bool
	}{
		{[]int{4, 6}, [][2]int{{8, 1}}, true},
		{[]int{4, 6}, [][2]int{{6, 1}}, false},
		{[]int{2, 2}, [][2]int{{2, 1}, {2, 2}}, true},  // Bd
		{[]int{2, 2}, [][2]int{{2, 1}, {2, 1}}, false}, // Bo
		{[]int{6, 4}, [][2]int{{4, 4}}, false},
		{[]int{4, 6, 8, 10}, [][2]int{{6, 12}}, true},
	} {
		if got := admissible(c.shape, c.b); got != c.want {
			t.Errorf("%v with %v: admissible = %v, the lesson says %v", c.shape, c.b, got, c.want)
		}
	}
	// Left divisibility of (3,6,2,8) by 9, 72, 3, 4 and 12.
	for d, want := range map[int][2]bool{9: {true, true}, 72: {true, true}, 3: {true, true}, 4: {false, false}, 12: {true, false}} {
		if _, _, weak, strong := divides([]int{3, 6, 2, 8}, d); weak != want[0] || strong != want[1] {
			t.Errorf("(3,6,2,8) by %d: weak %v strong %v, the lesson says %v", d, weak, strong, want)
		}
	}
	mustContain(t, "admissibility", "`R(2) = 10` while `A(B(2)) = A(8) = 12`")
	if got := evalOne(t, "A = (6,4):(1,10)", "R = A o 4:4", "R(2)"); got != "10" {
		t.Errorf("R(2) = %s", got)
	}
}
