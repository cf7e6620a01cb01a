package lessons

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/cutetui/cutetui/engine/eval"
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
func Check(file string, d *Doc) Report { return Checker{}.Check(file, d) }

// Checker checks documents; its zero value checks cute and cute-quiz
// blocks.
type Checker struct {
	// Tiles, when set, validates the text of each ```cute-tiles block
	// (the tile map's own parser, which lives with the view). An error
	// that starts with "line N: " is placed on that line of the block.
	Tiles func(text string) error
}

// Check is the package-level Check, also validating tile maps when
// c.Tiles is set.
func (c Checker) Check(file string, d *Doc) Report {
	var r Report
	for _, b := range d.Blocks {
		switch b.Kind {
		case KindCute:
			r.Panes++
			r.Problems = append(r.Problems, checkPane(file, d, b, &r.Statements)...)
		case KindQuiz:
			r.Quizzes++
			r.Problems = append(r.Problems, checkQuiz(file, d, b)...)
		case KindTiles:
			r.Tiles++
			if c.Tiles != nil {
				if err := c.Tiles(b.Text); err != nil {
					r.Problems = append(r.Problems, tilesProblem(file, b, err))
				}
			}
		}
	}
	return r
}

// blockLines returns the text lines of b and, for each, the 1-based column
// in the source where the line's text starts (more than 1 when the fence
// is indented and the parser removed the indentation).
func blockLines(d *Doc, b *Block) ([]string, []int) {
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

// tilesProblem places a tile-map error: on the block line it names
// ("line N: ..."), else on the opening fence.
func tilesProblem(file string, b *Block, err error) Problem {
	msg := err.Error()
	var n int
	if _, e := fmt.Sscanf(msg, "line %d:", &n); e == nil && n >= 1 {
		if i := strings.Index(msg, ": "); i >= 0 {
			msg = msg[i+2:]
		}
		return Problem{file, b.Line + n, 1, "cute-tiles: " + msg}
	}
	return Problem{file, b.Line, 1, "cute-tiles: " + msg}
}

// checkPane runs the statements of a cute block in one environment.
func checkPane(file string, d *Doc, b *Block, count *int) []Problem {
	var ps []Problem
	lines, cols := blockLines(d, b)
	env := eval.NewEnv()
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
func checkQuiz(file string, d *Doc, b *Block) []Problem {
	_, cols := blockLines(d, b)
	colOf := func(n int) int { // column of line n (1-based in the block)
		if n >= 1 && n <= len(cols) {
			return cols[n-1]
		}
		return 1
	}
	q, err := ParseQuiz(b.Text)
	if err != nil {
		var qe *QuizError
		if errors.As(err, &qe) && qe.Line > 0 {
			return []Problem{{file, b.Line + qe.Line, colOf(qe.Line) + qe.Col - 1, qe.Msg}}
		}
		return []Problem{{file, b.Line, 1, "cute-quiz: " + err.Error()}}
	}
	at := func(f Field, err error) Problem {
		return evalProblem(file, b.Line+f.Line, colOf(f.Line)+f.Col-1, err)
	}
	env := eval.NewEnv()
	for _, s := range q.Setup {
		if _, err := env.Exec(s.Text); err != nil {
			return []Problem{at(s, err)}
		}
	}
	want, err := env.Eval(q.Check.Text)
	if err != nil {
		return []Problem{at(q.Check, err)}
	}
	stated, err := env.Eval(q.Answer.Text)
	if err != nil {
		return []Problem{at(q.Answer, err)}
	}
	a := q.Answer
	pos := Problem{file, b.Line + a.Line, colOf(a.Line) + a.Col - 1, ""}
	m, err := eval.Compare(stated, want)
	switch {
	case err != nil:
		pos.Msg = "cannot compare the answer with the check: " + err.Error()
	case m == eval.Different:
		pos.Msg = fmt.Sprintf("the check %s gives %s, but the answer says %s", q.Check.Text, want.String(), a.Text)
	case m == eval.Equivalent:
		pos.Msg = fmt.Sprintf("the answer %s is the same function as the check's value, but CuTe prints %s: write that", a.Text, want.String())
	case a.Text != want.String():
		pos.Msg = fmt.Sprintf("write the answer as CuTe prints it: %s", want.String())
	default:
		return nil
	}
	return []Problem{pos}
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
		src, err := fs.ReadFile(fsys, n)
		if err != nil {
			return out, err
		}
		name := n
		if dir != "" {
			name = filepath.Join(dir, n)
		}
		out = append(out, FileReport{name, c.Check(name, Parse(src))})
	}
	return out, nil
}

// CheckEmbedded checks the course's embedded lessons.
func (c Checker) CheckEmbedded() []FileReport {
	reps, err := c.CheckFS(files, "lessons")
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
	src, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	return []FileReport{{p, c.Check(p, Parse(src))}}, nil
}
