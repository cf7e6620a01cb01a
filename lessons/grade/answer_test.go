package grade

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/lessons/notebook"
)

func mustQuiz(t *testing.T, text string) *notebook.Quiz {
	t.Helper()
	q, err := notebook.ParseQuiz(text)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func TestCheckAnswer(t *testing.T) {
	q := mustQuiz(t, "question: q\nsetup: A = (2,(1,6)):(1,(6,2))\ncheck: coalesce(A)\nanswer: 12:1\n")
	cases := []struct {
		answer  string
		outcome Outcome
		got     string
		msg     string
	}{
		{"12:1", Correct, "12:1", "Correct"},
		{" 12 : 1 ", Correct, "12:1", "Correct"},
		{"make_layout(12, 1)", Correct, "12:1", "Correct"},
		{"Layout<Shape<_12>,Stride<_1>>{}", Wrong, "(12):(1)", "not the shape asked for"},
		// The question's own expression, or its names, are not an answer.
		{"coalesce(A)", Invalid, "", "not an expression that computes it"},
		{"A", Invalid, "", "A is the question's own name"},
		// The same function in another shape is not the shape asked for.
		{"(12):(1)", Wrong, "(12):(1)", "the same function, but not the shape asked for"},
		{"(4,3):(1,4)", Wrong, "(4,3):(1,4)", "the same function, but not the shape asked for"},
		{"12:2", Wrong, "12:2", "at index 1 your layout gives 2 and the answer gives 1"},
		{"8:1", Wrong, "8:1", "size 8; the answer has size 12"},
		{"12", Wrong, "12", "the answer is a layout"},
		{"(4,3):(3,1)", Wrong, "(4,3):(3,1)", "at index 1"},
	}
	for _, c := range cases {
		v := Answer(q, c.answer)
		if v.Outcome != c.outcome || v.Got != c.got || !strings.Contains(v.Message, c.msg) {
			t.Errorf("CheckAnswer(%q) = %+v, want outcome %d, got %q, message containing %q", c.answer, v, c.outcome, c.got, c.msg)
		}
		if v.Right() != (c.outcome == Correct || c.outcome == Equivalent) {
			t.Errorf("CheckAnswer(%q).Right() = %v", c.answer, v.Right())
		}
	}
	if v := Answer(q, "(4,3):(1,4"); v.Outcome != Invalid || v.Pos != 6 || v.Message == "" {
		t.Errorf("unclosed tuple: %+v, want Invalid at the open bracket, column 6", v)
	}
	if v := Answer(q, "   "); v.Outcome != Invalid {
		t.Errorf("blank answer: %+v, want Invalid", v)
	}
	if v := Answer(q, "(4,3):(1,4) o nothing"); v.Outcome != Invalid || v.Pos != 14 {
		t.Errorf("unknown name: %+v, want Invalid at column 14", v)
	}
}

func TestCheckAnswerTuplesAndBroken(t *testing.T) {
	q := mustQuiz(t, "question: q\ncheck: idx2crd(16, (3,(2,3)))\nanswer: (1,(1,2))\n")
	if v := Answer(q, "(1,(1,2))"); v.Outcome != Correct {
		t.Errorf("tuple answer: %+v", v)
	}
	if v := Answer(q, "(1,(2,1))"); v.Outcome != Wrong || !strings.Contains(v.Message, "modes 1.0 and 1.1 are wrong") {
		t.Errorf("wrong tuple: %+v", v)
	}
	// (24) and 24 are different values, as in CuTe.
	r := mustQuiz(t, "question: q\ncheck: (24)\nanswer: (24)\n")
	if v := Answer(r, "24"); v.Outcome != Wrong {
		t.Errorf("24 for (24): %+v, want Wrong", v)
	}
	b := mustQuiz(t, "question: q\nsetup: A = (4,6):(6,1)\ncheck: composition(A, 6:1)\nanswer: 4:6\n")
	if v := Answer(b, "4:6"); v.Outcome != Broken || !strings.Contains(v.Message, "check on line 3") {
		t.Errorf("refused check: %+v, want Broken", v)
	}
}

// TestBooleanAnswers: an "is this ...?" exercise takes true/false or
// CuTe's 1/0, and lessons check accepts a stated answer of true/false.
func TestBooleanAnswers(t *testing.T) {
	q := mustQuiz(t, "question: q\ncheck: compatible(24, (4,6))\nanswer: true\n")
	for answer, right := range map[string]bool{"true": true, "1": true, "false": false, "0": false, "2": false} {
		if v := Answer(q, answer); v.Right() != right {
			t.Errorf("answer %s: %+v, want right=%v", answer, v, right)
		}
	}
	for text, problems := range map[string]int{
		"question: q\ncheck: compatible(24, (4,6))\nanswer: true\nhint: h\n":  0,
		"question: q\ncheck: compatible((4,6), 24)\nanswer: false\nhint: h\n": 0,
		"question: q\ncheck: compatible((4,6), 24)\nanswer: true\nhint: h\n":  1,
	} {
		d := notebook.Parse([]byte("# T\n\n```cute-quiz\n" + text + "```\n"))
		if r := Check("t.md", d); len(r.Problems) != problems {
			t.Errorf("%q: %v, want %d problem(s)", text, r.Problems, problems)
		}
	}
}
