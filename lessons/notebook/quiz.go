package notebook

import (
	"fmt"
	"strings"
)

// Quiz is one exercise: the content of a ```cute-quiz block, lines of
// `key: value`. The learner's answer is right when it evaluates to what
// Check evaluates to after the Setup statements have run (lessons/grade
// decides).
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
