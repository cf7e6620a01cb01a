package notebook

import (
	"errors"
	"strings"
	"testing"
)

func TestParseQuiz(t *testing.T) {
	text := `# a comment line
question: What is coalesce(A)
  for the layout A?
setup: A = (2,(1,6)):(1,(6,2))   # trailing comment
setup: B = 4:1
check:  coalesce(A)
answer: 12:1

hint: Flatten first:
	(2,1,6):(1,6,2).
hint: Then merge.
`
	q, err := ParseQuiz(text)
	if err != nil {
		t.Fatal(err)
	}
	if q.Question != "What is coalesce(A) for the layout A?" {
		t.Errorf("question %q", q.Question)
	}
	if len(q.Setup) != 2 || q.Setup[0].Text != "A = (2,(1,6)):(1,(6,2))" || q.Setup[1].Text != "B = 4:1" {
		t.Errorf("setup %+v", q.Setup)
	}
	if q.Setup[0].Line != 4 || q.Setup[0].Col != 8 {
		t.Errorf("setup position %d:%d, want 4:8", q.Setup[0].Line, q.Setup[0].Col)
	}
	if q.Check.Text != "coalesce(A)" || q.Check.Line != 6 || q.Check.Col != 9 {
		t.Errorf("check %+v", q.Check)
	}
	if q.Answer.Text != "12:1" || q.Answer.Line != 7 {
		t.Errorf("answer %+v", q.Answer)
	}
	if len(q.Hints) != 2 || q.Hints[0] != "Flatten first: (2,1,6):(1,6,2)." || q.Hints[1] != "Then merge." {
		t.Errorf("hints %q", q.Hints)
	}
}

func TestParseQuizErrors(t *testing.T) {
	cases := []struct {
		text      string
		line, col int
		msg       string
	}{
		{"question: q\ncheck: 1\n", 0, 0, "no answer"},
		{"check: 1\nanswer: 1\n", 0, 0, "no question"},
		{"question: q\nanswer: 1\n", 0, 0, "no check"},
		{"question: q\ncheck: 1\nanswer: 1\nanswer: 2\n", 4, 1, "second answer (the first is on line 3)"},
		{"question: q\nchek: 1\nanswer: 1\n", 2, 1, `unknown key "chek"`},
		{"question: q\nno colon here\n", 2, 1, "want `key: value`"},
		{"question: q\ncheck:   \nanswer: 1\n", 2, 7, "check has no value"},
		{"question: q\ncheck: # only a comment\nanswer: 1\n", 2, 7, "check has no value"},
		{"  continues nothing\n", 1, 3, "continues nothing"},
		{"question: q\ncheck: 1\n  + 2\n", 3, 3, "check takes one statement"},
		{"question: q\n\n  after a blank\n", 3, 3, "continues nothing"},
	}
	for _, c := range cases {
		_, err := ParseQuiz(c.text)
		var qe *QuizError
		if !errors.As(err, &qe) {
			t.Errorf("%q: error %v, want a *QuizError", c.text, err)
			continue
		}
		if qe.Line != c.line || qe.Col != c.col || !strings.Contains(qe.Msg, c.msg) {
			t.Errorf("%q: got %d:%d %q, want %d:%d containing %q", c.text, qe.Line, qe.Col, qe.Msg, c.line, c.col, c.msg)
		}
	}
}

func TestStripComment(t *testing.T) {
	for in, want := range map[string]string{
		"coalesce(A)  # why":    "coalesce(A)",
		"# all comment":         "",
		"a#b":                   "a#b",
		"(4,2):(1,4)\t# tab":    "(4,2):(1,4)",
		"no comment at all":     "no comment at all",
		"x = 1 # one # two  ":   "x = 1",
		"Sw<3,3,3>(77) #":       "Sw<3,3,3>(77)",
		"   leading # trailing": "leading",
	} {
		if got := stripComment(in); got != want {
			t.Errorf("stripComment(%q) = %q, want %q", in, got, want)
		}
	}
}
