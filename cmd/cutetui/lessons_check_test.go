package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/grade"
)

// TestLessonsCheckDirGoesOn: in a directory, a dangling .md link, a
// directory named x.md and a named pipe are each reported as a problem
// of that entry, and the good notebook after them is still checked.
func TestLessonsCheckDirGoesOn(t *testing.T) {
	dir := t.TempDir()
	if err := os.Symlink("nowhere.md", filepath.Join(dir, "a-dangling.md")); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "b-dir.md"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "c-pipe.md"), 0o644); err != nil {
		t.Fatal(err)
	}
	good := "# G\n\n```cute\nA = (4,2):(1,4)\ncoalesce(A)\n```\n"
	if err := os.WriteFile(filepath.Join(dir, "d-good.md"), []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := runL("check", dir)
	if code != 1 {
		t.Fatalf("status %d, want 1\n%s%s", code, out, errs)
	}
	for _, want := range []string{
		filepath.Join(dir, "a-dangling.md") + `: a link to "nowhere.md", which does not exist`,
		filepath.Join(dir, "b-dir.md") + ": a directory, not a notebook",
		filepath.Join(dir, "c-pipe.md") + ": a named pipe, not a notebook",
		"3 problems\n",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
	if want := filepath.Join(dir, "d-good.md") + " "; !strings.Contains(out, want) || !strings.Contains(out, "1 pane (2 statements), 0 quizzes, 0 tile maps: ok\n") {
		t.Errorf("the good notebook after the bad entries was not checked:\n%s", out)
	}
}

// TestCheckSummary: counts are spelled as a reader says them, singular
// for one and without padding inside the parentheses.
func TestCheckSummary(t *testing.T) {
	for _, tc := range []struct {
		r    grade.Report
		want string
	}{
		{grade.Report{Panes: 1, Statements: 1, Quizzes: 1, Tiles: 1}, "1 pane (1 statement), 1 quiz, 1 tile map: ok"},
		{grade.Report{Panes: 4, Statements: 11, Quizzes: 2, Tiles: 0, Problems: make([]grade.Problem, 2)}, "4 panes (11 statements), 2 quizzes, 0 tile maps: 2 problems"},
		{grade.Report{Problems: make([]grade.Problem, 1)}, "0 panes (0 statements), 0 quizzes, 0 tile maps: 1 problem"},
	} {
		if got := checkSummary(grade.FileReport{File: "f", Report: tc.r}); got != tc.want {
			t.Errorf("checkSummary(%+v) = %q, want %q", tc.r, got, tc.want)
		}
	}
}

// TestLessonsCheckEmptyTileValue: `problem:` with nothing after it says so,
// instead of quoting an empty string.
func TestLessonsCheckEmptyTileValue(t *testing.T) {
	p := filepath.Join(t.TempDir(), "t.md")
	if err := os.WriteFile(p, []byte("# T\n```cute-tiles\nproblem:\n```\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code := runL("check", p)
	if want := p + ":3:1: cute-tiles: problem: no value after the colon\n"; code != 1 || !strings.Contains(errs, want) {
		t.Errorf("status %d, stderr %q; want 1 and %q", code, errs, want)
	}
}

// TestLessonsJSON: `lessons list --json` and `lessons check --json` write
// one JSON object a line, which decode to what the text output says.
func TestLessonsJSON(t *testing.T) {
	out, errs, code := runL("list", "--json")
	if code != 0 || errs != "" {
		t.Fatalf("list --json: %d %q", code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	cat := lessons.Catalog()
	if len(lines) != len(cat) {
		t.Fatalf("%d lines, want %d", len(lines), len(cat))
	}
	for i, l := range lines {
		var r lessonRecord
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("line %d: %v: %s", i+1, err, l)
		}
		if r.Number != i+1 || r.ID != cat[i].ID || r.Title != cat[i].Title || r.Summary != cat[i].Summary {
			t.Errorf("line %d = %+v, want lesson %+v", i+1, r, cat[i])
		}
	}

	dir := t.TempDir()
	p := filepath.Join(dir, "n.md")
	src := "# N\n\n```cute\nA = (4,2):(1,4)\ncoalesce(A, B)\n```\n"
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code = runL("check", "--json", p)
	if code != 1 || errs != "" {
		t.Fatalf("check --json: status %d, stderr %q; want 1 and nothing", code, errs)
	}
	var r checkRecord
	if err := json.Unmarshal([]byte(out), &r); err != nil || strings.Count(out, "\n") != 1 {
		t.Fatalf("check --json: %v\n%s", err, out)
	}
	if r.File != p || r.Panes != 1 || r.Statements != 2 || len(r.Problems) != 1 || r.Problems[0].Line != 5 || r.Problems[0].Col != 13 {
		t.Errorf("check --json = %+v", r)
	}
	out, _, code = runL("check", "--json")
	if code != 0 || strings.Count(out, "\n") != len(cat) || strings.Contains(out, `"problems"`) {
		t.Errorf("check --json of the course: status %d\n%s", code, out)
	}
}
