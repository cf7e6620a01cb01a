package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/cutetui/cutetui/lessons"
)

// runL calls runLessons and returns its stdout, stderr and exit status.
func runL(args ...string) (string, string, int) {
	var out, errb bytes.Buffer
	code := runLessons(args, strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), code
}

func TestLessonsList(t *testing.T) {
	out, errs, code := runL("list")
	if code != 0 || errs != "" {
		t.Fatalf("lessons list: %d, %q", code, errs)
	}
	if !strings.Contains(out, "1  layouts") || !strings.Contains(out, "11  threadblock-swizzle  Threadblock swizzle\n") || !strings.Contains(out, "Coalesce") {
		t.Errorf("lessons list output:\n%s", out)
	}
	if _, _, code := runL("list", "extra"); code != 2 {
		t.Errorf("lessons list extra: status %d, want 2", code)
	}
}

// TestLessonListAligned: titles start in one terminal column whatever the
// names' lengths and scripts (the widest name here is wider than the old
// fixed column, and accented and wide letters take one and two cells).
func TestLessonListAligned(t *testing.T) {
	cat := []lessons.Lesson{
		{ID: "layouts", Title: "IntTuples", Summary: "Shapes and strides."},
		{ID: "threadblock-swizzle", Title: "Threadblock swizzle", Summary: "Which CTA."},
		{ID: "café", Title: "Accents"},
		{ID: "布局", Title: "Wide"},
	}
	for i := range 8 {
		cat = append(cat, lessons.Lesson{ID: fmt.Sprintf("l%d", i), Title: "T"})
	}
	var b bytes.Buffer
	writeLessonList(&b, cat, 80)
	titleCol, sumCol := -1, -1
	for _, l := range strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n") {
		if strings.HasPrefix(l, "    ") { // a summary
			c := len(l) - len(strings.TrimLeft(l, " "))
			if sumCol >= 0 && c != sumCol {
				t.Errorf("summary %q starts at %d, want %d", l, c, sumCol)
			}
			sumCol = c
			continue
		}
		i := strings.LastIndex(l, "  ")
		c := ansi.StringWidth(l[:i+2])
		if titleCol >= 0 && c != titleCol {
			t.Errorf("title of %q starts at cell %d, want %d:\n%s", l, c, titleCol, b.String())
		}
		titleCol = c
	}
	if want := len("12  threadblock-swizzle  "); titleCol != want {
		t.Errorf("titles at cell %d, want %d:\n%s", titleCol, want, b.String())
	}
	if !strings.Contains(b.String(), " 1  layouts") || !strings.Contains(b.String(), "12  l7") {
		t.Errorf("numbers not right-aligned:\n%s", b.String())
	}
}

// TestLessonListWrapsSummaries: a summary longer than the width is wrapped
// under its indent (a terminal would wrap it to the first column), and
// nothing is lost.
func TestLessonListWrapsSummaries(t *testing.T) {
	sum := strings.Repeat("word ", 30) + "end."
	var b bytes.Buffer
	writeLessonList(&b, []lessons.Lesson{{ID: "a", Title: "A", Summary: sum}}, 40)
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) < 5 {
		t.Fatalf("not wrapped:\n%s", b.String())
	}
	var words []string
	for _, l := range lines[1:] {
		if !strings.HasPrefix(l, "   ") || strings.HasPrefix(l, "    ") || ansi.StringWidth(l) >= 40 {
			t.Errorf("line %q: want a 3-cell indent and under 40 cells", l)
		}
		words = append(words, strings.Fields(l)...)
	}
	if strings.Join(words, " ") != strings.TrimSpace(sum) {
		t.Errorf("words lost: %q", strings.Join(words, " "))
	}
}

func TestLessonsCheckEmbedded(t *testing.T) {
	out, errs, code := runL("check")
	if code != 0 || errs != "" {
		t.Fatalf("lessons check: %d\n%s%s", code, out, errs)
	}
	if n, want := strings.Count(out, ": ok\n"), len(lessons.Catalog()); n != want {
		t.Errorf("%d lessons ok, want %d:\n%s", n, want, out)
	}
}

func TestLessonsCheckFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "note.md")
	src := "# N\n\n```cute\nA = (4,2):(1,4)\ncoalesce(A, B)\n```\n\n```cute-tiles\nproblem: 512x512\nswizzle: 65\n```\n"
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := runL("check", p)
	if code != 1 {
		t.Fatalf("status %d, want 1\n%s%s", code, out, errs)
	}
	for _, want := range []string{p + ":5:13: ", p + ":10:1: cute-tiles: swizzle: 65: ", "2 problems\n"} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
	if _, errs, code := runL("check", "-q", dir); code != 1 || !strings.Contains(errs, "note.md:5:13") {
		t.Errorf("check -q DIR: %d, %q", code, errs)
	}
	if _, errs, code := runL("check", filepath.Join(dir, "missing.md")); code != 1 || !strings.Contains(errs, "missing.md") {
		t.Errorf("missing file: %d, %q", code, errs)
	}
}

func TestLessonsUsage(t *testing.T) {
	if _, errs, code := runL(); code != 2 || !strings.Contains(errs, "usage") {
		t.Errorf("no sub-command: %d, %q", code, errs)
	}
	if _, errs, code := runL("frobnicate"); code != 2 || !strings.Contains(errs, `unknown sub-command "frobnicate"`) {
		t.Errorf("unknown sub-command: %d, %q", code, errs)
	}
	if _, errs, code := runL("lst"); code != 2 || !strings.HasSuffix(errs, `unknown sub-command "lst" (did you mean list?)`+"\n") {
		t.Errorf("lst: %d, %q", code, errs)
	}
	if out, _, code := runL("help"); code != 0 || !strings.Contains(out, "lessons check [-q] [--json] [PATH]") {
		t.Errorf("help: %d, %q", code, out)
	}
	if _, _, code := runL("check", "a", "b"); code != 2 {
		t.Errorf("two paths: status %d, want 2", code)
	}
}

// TestLessonFlagTypo: a --lesson that names no lesson, or several, is
// told at once with the choices, before the tutor needs a terminal.
func TestLessonFlagTypo(t *testing.T) {
	for _, tc := range []struct{ arg, want string }{
		{"gemm", `no lesson "gemm"; the lessons are layouts, coordinates`},
		{"co", `lesson "co" is ambiguous: it could be coordinates, coalesce`},
	} {
		var out, errb bytes.Buffer
		code := dispatch([]string{"--lesson", tc.arg}, strings.NewReader(""), &out, &errb)
		if code != 2 || !strings.Contains(errb.String(), tc.want) {
			t.Errorf("--lesson %s: status %d, stderr %q; want 2 and %q", tc.arg, code, errb.String(), tc.want)
		}
	}
}
