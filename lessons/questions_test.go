package lessons_test

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/grade"
	"github.com/cutetui/cutetui/lessons/notebook"
)

// TestQuizzesAskOneThingAndTakeTheirAnswer: every exercise of the course
// asks one question, and its stated answer, typed as a learner would,
// is right by the one grader (evaluated without the quiz's names).
func TestQuizzesAskOneThingAndTakeTheirAnswer(t *testing.T) {
	n := 0
	for _, l := range lessons.Catalog() {
		src, err := fs.ReadFile(lessons.FS(), l.File)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range notebook.Parse(src).Blocks {
			if b.Kind != notebook.KindQuiz {
				continue
			}
			q, err := notebook.ParseQuiz(b.Text)
			if err != nil {
				t.Fatalf("%s:%d: %v", l.File, b.Line, err)
			}
			n++
			if c := strings.Count(q.Question, "?"); c > 1 {
				t.Errorf("%s:%d asks %d things: %s", l.File, b.Line, c, q.Question)
			}
			if v := grade.Answer(q, q.Answer.Text); v.Outcome != grade.Correct {
				t.Errorf("%s:%d: the stated answer %s typed as the answer is %v: %s", l.File, b.Line, q.Answer.Text, v.Outcome, v.Message)
			}
		}
	}
	if n < 50 {
		t.Fatalf("only %d exercises found", n)
	}
}
