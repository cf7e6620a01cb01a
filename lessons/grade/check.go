// Package grade judges answers and lessons: a learner's answer to an
// exercise against what the engine computes (Answer), and a whole document
// (Check, `cutetui lessons check`): every pane evaluates, every exercise's
// stated answer is what the engine prints, every tile map draws.
package grade

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model"
	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/notebook"
)

// Problem is one thing wrong in a lesson: a statement that fails, a quiz
// whose stated answer is not what the engine computes, a malformed quiz.
// Line and Col are 1-based positions in the file.
type Problem struct {
	File      string
	Line, Col int
	Msg       string
}

func (p Problem) String() string {
	if p.Line == 0 {
		return fmt.Sprintf("%s: %s", p.File, p.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", p.File, p.Line, p.Col, p.Msg)
}

// Report is what Check found in one document.
type Report struct {
	Panes, Quizzes, Tiles, Statements int // what was checked
	Problems                          []Problem
}

// Check verifies a document: every statement of every ```cute block
// evaluates without error (the statements of a block share one
// environment, in order), and every ```cute-quiz block parses, has a
// question, a check and an answer, its setup and check evaluate, and the
// check's value is printed exactly as the stated answer is written. file
// names the document in the problems.
func Check(file string, d *notebook.Doc) Report { return Checker{}.Check(file, d) }

// Checker checks documents: cute, cute-quiz and cute-tiles blocks.
type Checker struct{}

// Check is the package-level Check.
func (c Checker) Check(file string, d *notebook.Doc) Report {
	var r Report
	for _, b := range d.Blocks {
		switch b.Kind {
		case notebook.KindCute:
			r.Panes++
			r.Problems = append(r.Problems, checkPane(file, d, b, &r.Statements)...)
		case notebook.KindQuiz:
			r.Quizzes++
			r.Problems = append(r.Problems, checkQuiz(file, d, b)...)
		case notebook.KindTiles:
			r.Tiles++
			if _, err := notebook.ParseTileMap(b.Text); err != nil {
				r.Problems = append(r.Problems, tilesProblem(file, d, b, err))
			}
		}
	}
	return r
}

// blockLines returns the text lines of b and, for each, the 1-based column
// in the source where the line's text starts (more than 1 when the fence
// is indented and the parser removed the indentation).
func blockLines(d *notebook.Doc, b *notebook.Block) ([]string, []int) {
	lines := strings.Split(strings.TrimSuffix(b.Text, "\n"), "\n")
	raw := strings.Split(strings.TrimSuffix(string(d.Source[b.Start:b.End]), "\n"), "\n")
	cols := make([]int, len(lines))
	for i, l := range lines {
		cols[i] = 1
		if i < len(raw) {
			r := strings.TrimSuffix(raw[i], "\r")
			if strings.HasSuffix(r, l) {
				cols[i] = len(r) - len(l) + 1
			}
		}
	}
	return lines, cols
}

// tilesProblem places a tile-map error on the block line it names, else
// on the opening fence; the message names the field at fault.
func tilesProblem(file string, d *notebook.Doc, b *notebook.Block, err error) Problem {
	var te *notebook.TileMapError
	if !errors.As(err, &te) {
		return Problem{file, b.Line, 1, "cute-tiles: " + err.Error()}
	}
	msg := "cute-tiles: " + te.Msg
	if te.Field != "" {
		msg = "cute-tiles: " + te.Field + ": " + te.Msg
	}
	if te.Line < 1 {
		return Problem{file, b.Line, 1, msg}
	}
	_, cols := blockLines(d, b)
	col := 1
	if te.Line <= len(cols) {
		col = cols[te.Line-1]
	}
	return Problem{file, b.Line + te.Line, col, msg}
}

// checkPane runs the statements of a cute block in one environment.
func checkPane(file string, d *notebook.Doc, b *notebook.Block, count *int) []Problem {
	var ps []Problem
	lines, cols := blockLines(d, b)
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	for i, l := range lines {
		if eval.IsBlank(l) {
			continue
		}
		*count++
		if _, err := env.Exec(l); err != nil {
			ps = append(ps, evalProblem(file, b.Line+1+i, cols[i], err))
		}
	}
	return ps
}

// evalProblem places an eval error at its column in the file; col is the
// column of the statement's first byte.
func evalProblem(file string, line, col int, err error) Problem {
	var e *eval.Error
	if errors.As(err, &e) {
		return Problem{file, line, col + e.Pos, e.Msg}
	}
	return Problem{file, line, col, err.Error()}
}

// checkQuiz parses a quiz and checks that its stated answer is what the
// engine computes, printed the way CuTe prints it.
func checkQuiz(file string, d *notebook.Doc, b *notebook.Block) []Problem {
	_, cols := blockLines(d, b)
	colOf := func(n int) int { // column of line n (1-based in the block)
		if n >= 1 && n <= len(cols) {
			return cols[n-1]
		}
		return 1
	}
	q, err := notebook.ParseQuiz(b.Text)
	if err != nil {
		var qe *notebook.QuizError
		if errors.As(err, &qe) && qe.Line > 0 {
			return []Problem{{file, b.Line + qe.Line, colOf(qe.Line) + qe.Col - 1, qe.Msg}}
		}
		return []Problem{{file, b.Line, 1, "cute-quiz: " + err.Error()}}
	}
	at := func(f notebook.Field, err error) Problem {
		return evalProblem(file, b.Line+f.Line, colOf(f.Line)+f.Col-1, err)
	}
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	for _, s := range q.Setup {
		if _, err := env.Exec(s.Text); err != nil {
			return []Problem{at(s, err)}
		}
	}
	want, err := evalExpr(env, q.Check.Text)
	if err != nil {
		return []Problem{at(q.Check, err)}
	}
	msg, err := statedMismatch(q, env, want)
	if err != nil {
		return []Problem{at(q.Answer, err)}
	}
	if msg == "" {
		return nil
	}
	a := q.Answer
	return []Problem{{file, b.Line + a.Line, colOf(a.Line) + a.Col - 1, msg}}
}

// statedMismatch says how quiz q's stated answer differs from want, the
// check's value in env: "" when it is written as CuTe prints want. The
// error is the stated answer's own failure to evaluate.
func statedMismatch(q *notebook.Quiz, env *eval.Env, want value.Value) (string, error) {
	a := q.Answer
	if _, err := evalExpr(env, a.Text); err != nil {
		return "", err
	}
	setup := make([]string, len(q.Setup))
	for i, s := range q.Setup {
		setup[i] = s.Text
	}
	stated, bad := Read(setup, a.Text) // as a learner's answer is read
	if bad != nil {
		return "the stated answer is not one a learner could give: " + bad.Message, nil
	}
	if v := Judge(stated, want); v.Outcome == Wrong && strings.Contains(v.Message, "not the shape") {
		return fmt.Sprintf("the answer %s is the same function as the check's value, but not its shape: CuTe prints %s", a.Text, want.String()), nil
	}
	m, err := value.Compare(stated, want)
	switch {
	case err != nil:
		return "cannot compare the answer with the check: " + err.Error(), nil
	case m == value.Different:
		return fmt.Sprintf("the check %s gives %s, but the answer says %s", q.Check.Text, want.String(), a.Text), nil
	case m == value.Equivalent:
		return fmt.Sprintf("the answer %s is the same function as the check's value, but CuTe prints %s: write that", a.Text, want.String()), nil
	case a.Text != want.String() && !boolWritten(want, a.Text):
		return fmt.Sprintf("write the answer as CuTe prints it: %s", want.String()), nil
	}
	return "", nil
}

// Stated checks quiz q as `lessons check` does, for a notebook opened
// without it: "" when the setup and check evaluate and the stated answer
// is what the engine prints, else what is wrong, in a sentence.
func Stated(q *notebook.Quiz) string {
	env, want, err := expected(q)
	if err != nil {
		return "this exercise is broken: " + err.Error()
	}
	msg, err := statedMismatch(q, env, want)
	if err != nil {
		return "the stated answer does not evaluate: " + err.Error()
	}
	return msg
}

// FileReport is Check's report on one file.
type FileReport struct {
	File string
	Report
}

// CheckFS checks every *.md file at the top of fsys, in name order; names
// in the reports are prefixed with dir.
func (c Checker) CheckFS(fsys fs.FS, dir string) ([]FileReport, error) {
	names, err := fs.Glob(fsys, "*.md")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []FileReport
	for _, n := range names {
		name := n
		if dir != "" {
			name = filepath.Join(dir, n)
		}
		src, err := notebook.ReadFS(fsys, n)
		var le *notebook.LoadError
		if errors.As(err, &le) { // too big: a problem of this file only
			out = append(out, FileReport{name, Report{Problems: []Problem{{name, le.Line, 0, le.Msg}}}})
			continue
		}
		if err != nil {
			return out, err
		}
		out = append(out, c.checkSource(name, src))
	}
	return out, nil
}

// CheckEmbedded checks the course's embedded lessons.
func (c Checker) CheckEmbedded() []FileReport {
	reps, err := c.CheckFS(lessons.FS(), "lessons")
	if err != nil { // an embed.FS does not fail to read its own files
		return append(reps, FileReport{File: "lessons", Report: Report{Problems: []Problem{{"lessons", 0, 0, err.Error()}}}})
	}
	return reps
}

// CheckPath checks a Markdown file, or every *.md file in a directory.
func (c Checker) CheckPath(p string) ([]FileReport, error) {
	st, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		reps, err := c.CheckFS(os.DirFS(p), p)
		if err == nil && len(reps) == 0 {
			return nil, fmt.Errorf("%s: no .md files", p)
		}
		return reps, err
	}
	src, err := notebook.ReadSource(p)
	if err != nil {
		return nil, err
	}
	return []FileReport{c.checkSource(p, src)}, nil
}

// checkSource loads src (refusing what Load refuses, as a problem placed
// where Load says) and checks it.
func (c Checker) checkSource(name string, src []byte) FileReport {
	d, err := notebook.Load(src)
	if err != nil {
		p := Problem{File: name, Msg: err.Error()}
		var le *notebook.LoadError
		if errors.As(err, &le) {
			p.Line, p.Col, p.Msg = le.Line, 1, le.Msg
		}
		return FileReport{name, Report{Problems: []Problem{p}}}
	}
	return FileReport{name, c.Check(name, d)}
}

// boolWritten reports whether a boolean's stated answer is written as
// the value, true or false (CuTe prints them as _1 and _0, which as an
// answer would be an int; the learner may answer either way).
func boolWritten(want value.Value, text string) bool {
	b, ok := want.(value.BoolValue)
	return ok && text == map[bool]string{true: "true", false: "false"}[bool(b)]
}
