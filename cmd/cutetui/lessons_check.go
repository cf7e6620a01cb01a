package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/grade"
)

// lessonRecord is one lesson in `lessons list --json`.
type lessonRecord struct {
	Number  int    `json:"number"`
	ID      string `json:"id"`
	File    string `json:"file"`
	Title   string `json:"title"`
	Summary string `json:"summary,omitempty"`
}

func lessonRecords(cat []lessons.Lesson) []lessonRecord {
	out := make([]lessonRecord, len(cat))
	for i, l := range cat {
		out[i] = lessonRecord{i + 1, l.ID, l.File, l.Title, l.Summary}
	}
	return out
}

// checkRecord is one file in `lessons check --json`: what was checked and
// the problems found (none when the file is ok).
type checkRecord struct {
	File       string          `json:"file"`
	Panes      int             `json:"panes"`
	Statements int             `json:"statements"`
	Quizzes    int             `json:"quizzes"`
	TileMaps   int             `json:"tile_maps"`
	Problems   []problemRecord `json:"problems,omitempty"`
}

// problemRecord is one problem: its 1-based line and column (0 when the
// problem is the file's as a whole) and its message.
type problemRecord struct {
	Line  int    `json:"line"`
	Col   int    `json:"col"`
	Error string `json:"error"`
}

func runLessonsCheck(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("lessons check")
	quiet := fs.Bool("q", false, "print only problems")
	jsonOut := fs.Bool("json", false, `print one JSON object a file: {"file","panes","statements","quizzes","tile_maps","problems"}`)
	if code, ok := parseFlags(fs, args, lessonsHelp(fs), stdout, stderr); !ok {
		return code
	}
	var reps []grade.FileReport
	switch fs.NArg() {
	case 0:
		reps = lessonChecker.CheckEmbedded()
	case 1:
		var err error
		if reps, err = checkPath(fs.Arg(0)); err != nil {
			fmt.Fprintf(stderr, "cutetui lessons check: %v\n", err)
			return 1
		}
	default:
		fmt.Fprint(stderr, lessonsUsage)
		return 2
	}
	bad := 0
	for _, r := range reps {
		bad += len(r.Problems)
	}
	if *jsonOut {
		recs := make([]checkRecord, len(reps))
		for i, r := range reps {
			recs[i] = checkRecord{File: r.File, Panes: r.Panes, Statements: r.Statements, Quizzes: r.Quizzes, TileMaps: r.Tiles}
			for _, p := range r.Problems {
				recs[i].Problems = append(recs[i].Problems, problemRecord{p.Line, p.Col, p.Msg})
			}
		}
		if code := writeJSONLines(stdout, stderr, "lessons check", recs); code != 0 {
			return code
		}
		if bad > 0 {
			return 1
		}
		return 0
	}
	for _, r := range reps {
		for _, p := range r.Problems {
			fmt.Fprintln(stderr, p)
		}
		if !*quiet {
			fmt.Fprintf(stdout, "%-36s %s\n", r.File, checkSummary(r))
		}
	}
	if bad > 0 {
		fmt.Fprintf(stderr, "%s\n", plural(bad, "problem", "problems"))
		return 1
	}
	return 0
}

// checkSummary is a file's line of `lessons check`:
// "8 panes (35 statements), 5 quizzes, 1 tile map: ok".
func checkSummary(r grade.FileReport) string {
	status := "ok"
	if len(r.Problems) > 0 {
		status = plural(len(r.Problems), "problem", "problems")
	}
	return fmt.Sprintf("%s (%s), %s, %s: %s",
		plural(r.Panes, "pane", "panes"), plural(r.Statements, "statement", "statements"),
		plural(r.Quizzes, "quiz", "quizzes"), plural(r.Tiles, "tile map", "tile maps"), status)
}

// plural is "1 quiz", "2 quizzes".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// checkPath checks a notebook, or every *.md entry of a directory in
// name order. An entry that cannot be read as a notebook (a dangling link,
// a directory named x.md, a pipe, a file it cannot open) is reported as a
// problem of that entry and the check goes on with the others.
func checkPath(p string) ([]grade.FileReport, error) {
	st, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return lessonChecker.CheckPath(p)
	}
	entries, err := os.ReadDir(p)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".md") {
			names = append(names, e.Name())
		}
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("%s: no .md files", p)
	}
	sort.Strings(names)
	var out []grade.FileReport
	for _, n := range names {
		name := filepath.Join(p, n)
		if msg := notNotebook(name); msg != "" {
			out = append(out, grade.FileReport{File: name, Report: grade.Report{Problems: []grade.Problem{{File: name, Msg: msg}}}})
			continue
		}
		reps, err := lessonChecker.CheckPath(name)
		if err != nil {
			out = append(out, grade.FileReport{File: name, Report: grade.Report{Problems: []grade.Problem{{File: name, Msg: err.Error()}}}})
			continue
		}
		out = append(out, reps...)
	}
	return out, nil
}

// notNotebook says why the directory entry name is no notebook to check,
// or "" if it is a regular file (or a link to one).
func notNotebook(name string) string {
	st, err := os.Stat(name)
	switch {
	case err != nil:
		if lst, lerr := os.Lstat(name); lerr == nil && lst.Mode()&os.ModeSymlink != 0 {
			target, _ := os.Readlink(name)
			return fmt.Sprintf("a link to %q, which does not exist", target)
		}
		return err.Error()
	case st.IsDir():
		return "a directory, not a notebook"
	case st.Mode()&os.ModeNamedPipe != 0:
		return "a named pipe, not a notebook"
	case !st.Mode().IsRegular():
		return "not a regular file"
	}
	return ""
}
