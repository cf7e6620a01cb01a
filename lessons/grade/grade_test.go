package grade

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval"
)

// question builds a Question from its setup and check, as a quiz does.
func question(t *testing.T, check string, setup ...string) Question {
	t.Helper()
	env := eval.NewEnv()
	for _, s := range setup {
		if _, err := env.Exec(s); err != nil {
			t.Fatal(err)
		}
	}
	want, err := env.Eval(check)
	if err != nil {
		t.Fatal(err)
	}
	return Question{Setup: setup, Want: want}
}

// TestGradeQuestionsOwnExpressionIsNotAnAnswer: lesson 12's cI(100,5) and
// lesson 13's Z((0,0),(3,5)) name the question's tensors; typed as the
// answer they are refused, saying why, and the value written out is right.
func TestGradeQuestionsOwnExpressionIsNotAnAnswer(t *testing.T) {
	cases := []struct {
		q        Question
		own, val string
	}{
		{question(t, "cI(100,5)", "I = make_identity_tensor((500,250))", "cI = local_tile(I, (128,8), (3,31))"), "cI(100,5)", "(484,253)"},
		{question(t, "Z((0,0),(3,5))", "Z = zipped_divide((512,256):(1,512), (128,8))"), "Z((0,0),(3,5))", "20864"},
	}
	for _, c := range cases {
		v := Grade(c.q, c.own)
		if v.Outcome != Invalid || !strings.Contains(v.Message, "the question's own name") || v.Pos != 0 {
			t.Errorf("%s typed as the answer: %+v, want Invalid naming the question's name", c.own, v)
		}
		if v := Grade(c.q, c.val); v.Outcome != Correct {
			t.Errorf("%s written out: %+v, want Correct", c.val, v)
		}
	}
	// A computing call is refused too, even one the question does not name.
	q := question(t, "coalesce((2,4):(1,2))")
	if v := Grade(q, "coalesce((2,4):(1,2))"); v.Outcome != Invalid || !strings.Contains(v.Message, "not an expression") {
		t.Errorf("the question's call as the answer: %+v", v)
	}
}

// TestGradeShapeIsPartOfTheAnswer: lesson 13's gA, (64,16,4):(1,256,4096),
// answered with the same function (64,64):(1,256) is wrong, and says so;
// the same shape with another stride on a size-1 mode is right.
func TestGradeShapeIsPartOfTheAnswer(t *testing.T) {
	q := question(t, "Z((_,_),(1,_))", "Z = zipped_divide((256,64):(1,256), (64,16))")
	if v := Grade(q, "(64,16,4):(1,256,4096)"); v.Outcome != Correct {
		t.Fatalf("the right gA: %+v", v)
	}
	v := Grade(q, "(64,64):(1,256)")
	if v.Outcome != Wrong || v.Message != "Not quite: the same function, but not the shape asked for." {
		t.Errorf("(64,64):(1,256) for (64,16,4):(1,256,4096): %+v", v)
	}
	if strings.Contains(v.Message, "(64,16,4)") {
		t.Errorf("the note gives the shape away: %q", v.Message)
	}
	s := question(t, "(4,1):(1,0)")
	if v := Grade(s, "(4,1):(1,4)"); v.Outcome != Equivalent || !strings.Contains(v.Message, "CuTe prints it as (4,1):(1,0)") {
		t.Errorf("same shape, another stride on a size-1 mode: %+v, want Equivalent", v)
	}
}

// TestGradeNamesTheWrongModes: a tuple with one wrong mode names it; with
// several, every one, never only the first.
func TestGradeNamesTheWrongModes(t *testing.T) {
	q := question(t, "(3,4,5)")
	for answer, msg := range map[string]string{
		"(1,4,5)":     "the rank is right, but mode 0 is not 1; the other modes are right.",
		"(1,5,5)":     "the rank is right, but modes 0 and 1 are wrong.",
		"(1,5,6)":     "the rank is right, but modes 0, 1 and 2 are wrong.",
		"(3,4)":       "rank differs: expected 3 modes, got 2.",
		"(3,(4,1),5)": "mode 1: the answer is an int; yours is a tuple of 2 modes.",
	} {
		v := Grade(q, answer)
		if v.Outcome != Wrong || v.Message != "Not quite: "+msg {
			t.Errorf("%s for (3,4,5): %q, want %q", answer, v.Message, "Not quite: "+msg)
		}
	}
	n := question(t, "(1,(0,2))")
	if v := Grade(n, "(1,(1,2))"); v.Message != "Not quite: the rank is right, but mode 1.0 is not 1; the other modes are right." {
		t.Errorf("nested: %q", v.Message)
	}
}

// TestGradeReadsWrittenOutValues: CuTe's printings and the C++ type
// spellings of a value are read; a composed layout as CuTe prints it too.
func TestGradeReadsWrittenOutValues(t *testing.T) {
	for check, answer := range map[string]string{
		"make_layout((1,8))":          "Layout<Shape<_1,_8>>{}",
		"Sw<3,3,3> o (8,64):(64,1)":   "Sw<3,3,3> o (8,64):(64,1)",
		"compatible(24, (4,6))":       "true",
		"idx2crd(16, (3,(2,3)))":      "(1,(1,2))",
		"complement((2,2):(1,6), 24)": "(3,2):(2,12)",
	} {
		if v := Grade(question(t, check), answer); v.Outcome != Correct {
			t.Errorf("%s for %s: %+v", answer, check, v)
		}
	}
}

// TestGradeReadsTheDSLsSpelling: an exercise is answered in either
// notation; the DSL's spelling of the value is read as the value, and a
// DSL call that computes it is refused as a C++ one is.
func TestGradeReadsTheDSLsSpelling(t *testing.T) {
	for _, c := range []struct{ check, answer string }{
		{"make_layout((4,8),(8,1))", "cute.make_layout((4, 8), stride=(8, 1))"},
		{"shape(make_layout((4)))", "(4,)"},
		{"idx2crd(16, (3,(2,3)))", "(1, (1, 2))"},
		{"slice((_,2), (4,8):(8,1))", "cute.make_layout((4,), stride=(8,))"},
		{"composition(Sw<3,4,3>{}, (8,64):(64,1))", "S<3,4,3> o 0 o (8,64):(64,1)"},
		{"make_layout((4,2),(1,4))", `!cute.layout<"(4,2):(1,4)">`},
	} {
		if v := Grade(question(t, c.check), c.answer); v.Outcome != Correct {
			t.Errorf("%s for %s: %+v", c.answer, c.check, v)
		}
	}
	if v := Grade(question(t, "make_layout((4,8),(8,1))"), "cute.make_layout((4, 8), stride=(4, 1))"); v.Outcome != Wrong {
		t.Errorf("a wrong stride in the DSL's spelling: %+v, want Wrong", v)
	}
	v := Grade(question(t, "coalesce((2,2):(1,2))"), "cute.coalesce(cute.make_layout((2, 2), stride=(1, 2)))")
	if v.Outcome != Invalid || !strings.Contains(v.Message, "not an expression that computes it") {
		t.Errorf("a DSL call that computes the answer: %+v, want Invalid", v)
	}
	// Refused in the DSL's spelling, it is not echoed back in C++'s
	// (lesson 21: cute.slice_(L, (1, None)) came back as slice((1,_),L),
	// its arguments swapped); the caret says where.
	v = Grade(question(t, "(2,32)"), "(2, cute.size(cute.make_layout((4, 8))))")
	if v.Outcome != Invalid || strings.Contains(v.Message, "size<") || strings.Contains(v.Message, "size(") || v.Pos != 4 {
		t.Errorf("a DSL call inside a tuple: %+v, want Invalid at column 4 without C++", v)
	}
	v = Grade(question(t, "make_layout(4)"), "cute.make_layout(4, (2,))")
	if v.Outcome != Invalid || !strings.Contains(v.Message, "stride") {
		t.Errorf("a DSL call the DSL refuses: %+v, want its error", v)
	}
}
