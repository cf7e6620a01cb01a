package lessons

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
)

// Quiz is one exercise: the content of a ```cute-quiz block, lines of
// `key: value`. The learner's answer is right when it evaluates to what
// Check evaluates to after the Setup statements have run.
type Quiz struct {
	Question string  // the question shown to the learner
	Setup    []Field // statements run first, in order (optional)
	Check    Field   // the expression whose value is the right answer
	Answer   Field   // the right answer as CuTe prints it
	Hints    []string
}

// Field is one statement-valued line of a quiz with where its value starts:
// Line is 1-based within the block's text and Col is the 1-based byte
// column of the value's first character on that line.
type Field struct {
	Text      string
	Line, Col int
}

// QuizError is a malformed quiz line. Line and Col are 1-based within the
// block's text (Line 0 means the block as a whole).
type QuizError struct {
	Line, Col int
	Msg       string
}

func (e *QuizError) Error() string {
	if e.Line == 0 {
		return e.Msg
	}
	return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg)
}

// Quiz keys.
const (
	keyQuestion = "question"
	keySetup    = "setup"
	keyCheck    = "check"
	keyAnswer   = "answer"
	keyHint     = "hint"
)

// ParseQuiz reads the text of a cute-quiz block. Each line is `key: value`
// with key one of question, setup, check, answer, hint; setup and hint may
// repeat, the others appear once, and question, check and answer are
// required. A line that starts with a space or a tab continues the
// previous question or hint (joined with one space), so long prose keeps
// short lines. Blank lines and lines whose first non-blank character is
// `#` are ignored; a `#` after a blank ends setup, check and answer values,
// as in the eval language.
func ParseQuiz(text string) (*Quiz, error) {
	q := &Quiz{}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	last := "" // key of the previous line, for continuations
	seen := map[string]int{}
	for i, raw := range lines {
		n := i + 1
		line := strings.TrimSuffix(raw, "\r")
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			if trimmed == "" {
				last = ""
			}
			continue
		}
		if line[0] == ' ' || line[0] == '\t' {
			col := len(line) - len(strings.TrimLeft(line, " \t")) + 1
			switch last {
			case keyQuestion:
				q.Question += " " + trimmed
			case keyHint:
				q.Hints[len(q.Hints)-1] += " " + trimmed
			case "":
				return nil, &QuizError{n, col, "indented line continues nothing: start it with `key:`"}
			default:
				return nil, &QuizError{n, col, fmt.Sprintf("%s takes one statement on one line; only question and hint continue on indented lines", last)}
			}
			continue
		}
		colon := strings.IndexByte(line, ':')
		if colon < 0 {
			return nil, &QuizError{n, 1, fmt.Sprintf("want `key: value`, got %q", trimmed)}
		}
		key := strings.TrimSpace(line[:colon])
		value := line[colon+1:]
		col := colon + 2 + len(value) - len(strings.TrimLeft(value, " \t"))
		value = strings.TrimSpace(value)
		switch key {
		case keySetup, keyCheck, keyAnswer:
			value = stripComment(value)
		}
		if value == "" {
			return nil, &QuizError{n, colon + 2, fmt.Sprintf("%s has no value", key)}
		}
		switch key {
		case keyQuestion, keyCheck, keyAnswer:
			if prev, ok := seen[key]; ok {
				return nil, &QuizError{n, 1, fmt.Sprintf("second %s (the first is on line %d)", key, prev)}
			}
			seen[key] = n
		}
		f := Field{Text: value, Line: n, Col: col}
		switch key {
		case keyQuestion:
			q.Question = value
		case keySetup:
			q.Setup = append(q.Setup, f)
		case keyCheck:
			q.Check = f
		case keyAnswer:
			q.Answer = f
		case keyHint:
			q.Hints = append(q.Hints, value)
		default:
			return nil, &QuizError{n, 1, fmt.Sprintf("unknown key %q (want question, setup, check, answer or hint)", key)}
		}
		last = key
	}
	for _, k := range []string{keyQuestion, keyCheck, keyAnswer} {
		if _, ok := seen[k]; !ok {
			return nil, &QuizError{0, 0, fmt.Sprintf("quiz has no %s line", k)}
		}
	}
	return q, nil
}

// stripComment removes a trailing `# comment` (a `#` at the start or after
// a blank) from a statement and the blanks before it.
func stripComment(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == '#' && (i == 0 || s[i-1] == ' ' || s[i-1] == '\t') {
			return strings.TrimSpace(s[:i])
		}
	}
	return s
}

// Outcome is how a learner's answer compares with a quiz's.
type Outcome int

const (
	// Wrong: the answer evaluates, to a different value.
	Wrong Outcome = iota
	// Correct: the answer's value prints exactly as CuTe prints the
	// right one.
	Correct
	// Equivalent: a layout written differently but the same function
	// (same size, same offset at every index): right, though CuTe prints
	// it in the canonical form Verdict.Canonical.
	Equivalent
	// Invalid: the answer does not evaluate; Verdict.Pos is where.
	Invalid
	// Broken: the quiz's own setup or check fails; not the learner's fault.
	Broken
)

// Verdict is the outcome of checking an answer, with what to tell the
// learner.
type Verdict struct {
	Outcome Outcome
	// Got is the answer's value as CuTe prints it ("" unless it evaluated).
	Got string
	// Canonical is CuTe's printing of the right answer, set for Equivalent.
	Canonical string
	// Message says what happened, in a sentence for the learner.
	Message string
	// Pos is the 0-based byte column of the error in the answer (Invalid).
	Pos int
}

// Right reports whether the answer is accepted (Correct or Equivalent).
func (v Verdict) Right() bool { return v.Outcome == Correct || v.Outcome == Equivalent }

// expected runs the setup in a fresh environment and evaluates the check
// expression, returning the environment (for the answer) and the value.
func (q *Quiz) expected() (*eval.Env, eval.Value, error) {
	env := eval.NewEnv()
	for _, s := range q.Setup {
		if _, err := env.Exec(s.Text); err != nil {
			return nil, nil, fmt.Errorf("setup on line %d: %v", s.Line, err)
		}
	}
	want, err := env.Eval(q.Check.Text)
	if err != nil {
		return nil, nil, fmt.Errorf("check on line %d: %v", q.Check.Line, err)
	}
	return env, want, nil
}

// Derivation is the engine's step-by-step working of the quiz's check
// expression (after its setup), for hints that walk the reasoning; nil when
// the check's outermost operation has no derivation.
func (q *Quiz) Derivation() []engine.Step {
	env := eval.NewEnv()
	for _, s := range q.Setup {
		if _, err := env.Exec(s.Text); err != nil {
			return nil
		}
	}
	_, steps, err := env.Explain(q.Check.Text)
	if err != nil {
		return nil
	}
	return steps
}

// CheckAnswer evaluates a learner's answer (an expression, which may use the
// names the setup binds) and compares its value with the check's:
// printed the same is Correct; two layouts that print differently but
// agree at every index are Equivalent; anything else is Wrong, with a
// note on where it differs. An answer that does not evaluate is Invalid.
func (q *Quiz) CheckAnswer(answer string) Verdict {
	env, want, err := q.expected()
	if err != nil {
		return Verdict{Outcome: Broken, Message: "this exercise is broken: " + err.Error()}
	}
	if eval.IsBlank(answer) {
		return Verdict{Outcome: Invalid, Message: "type an expression, such as a layout 8:1 or a tuple (2,3)"}
	}
	got, err := env.Eval(answer)
	if err != nil {
		v := Verdict{Outcome: Invalid, Message: err.Error()}
		if e, ok := err.(*eval.Error); ok {
			v.Pos, v.Message = e.Pos, e.Msg
		}
		return v
	}
	v := Verdict{Got: got.String()}
	m, err := eval.Compare(got, want)
	if err != nil {
		v.Outcome, v.Message = Wrong, err.Error()
		return v
	}
	switch m {
	case eval.Identical:
		v.Outcome, v.Message = Correct, "Correct."
	case eval.Equivalent:
		v.Outcome, v.Canonical = Equivalent, want.String()
		v.Message = fmt.Sprintf("Correct: the same function. CuTe prints it as %s.", want.String())
	default:
		v.Outcome, v.Message = Wrong, wrongNote(got, want)
	}
	return v
}

// wrongNote says how a wrong value differs from the right one without
// giving the whole answer away.
func wrongNote(got, want eval.Value) string {
	if got.Kind() != want.Kind() {
		return fmt.Sprintf("Not quite: that is %s %s; the answer is %s.", article(got.Kind().String()), got.Kind(), article(want.Kind().String())+" "+want.Kind().String())
	}
	gl, ok1 := got.(eval.LayoutValue)
	wl, ok2 := want.(eval.LayoutValue)
	if !ok1 || !ok2 {
		return fmt.Sprintf("Not quite: %s is not the answer.", got.String())
	}
	if gs, ws := gl.L.Size(), wl.L.Size(); gs != ws {
		return fmt.Sprintf("Not quite: your layout has size %d; the answer has size %d.", gs, ws)
	}
	n := gl.L.Size()
	if n > eval.MaxSameFunction {
		n = eval.MaxSameFunction
	}
	for i := 0; i < n; i++ {
		a, err1 := gl.L.Eval(engine.Int(i))
		b, err2 := wl.L.Eval(engine.Int(i))
		if err1 != nil || err2 != nil {
			break
		}
		if a != b {
			return fmt.Sprintf("Not quite: the sizes agree, but at index %d your layout gives %d and the answer gives %d.", i, a, b)
		}
	}
	return fmt.Sprintf("Not quite: %s is not the answer.", got.String())
}

// article returns "a" or "an" for the noun w.
func article(w string) string {
	if w != "" && strings.ContainsRune("aeiou", rune(w[0])) {
		return "an"
	}
	return "a"
}
