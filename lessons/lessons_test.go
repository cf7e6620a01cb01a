package lessons_test

import (
	"io/fs"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/grade"
	"github.com/cutetui/cutetui/lessons/notebook"
)

// checker checks panes, quizzes and tile maps.
var checker = grade.Checker{}

// TestEmbeddedLessonsCheck is `cutetui lessons check` over the course:
// every pane evaluates, every quiz's check gives its stated answer as
// CuTe prints it, and every tile map parses.
func TestEmbeddedLessonsCheck(t *testing.T) {
	reps := checker.CheckEmbedded()
	if len(reps) == 0 {
		t.Fatal("no embedded lessons")
	}
	for _, r := range reps {
		for _, p := range r.Problems {
			t.Error(p)
		}
	}
}

// TestLessonStandards holds the course to its conventions: a title and a
// one-line summary, section headings, several live panes, at least three
// exercises each with hints, and code lines of at most 70 characters.
func TestLessonStandards(t *testing.T) {
	for _, l := range lessons.Catalog() {
		src, err := fs.ReadFile(lessons.FS(), l.File)
		if err != nil {
			t.Fatal(err)
		}
		d := notebook.Parse(src)
		if d.Title == "" || d.Title != l.Title || l.Summary == "" {
			t.Errorf("%s: title %q (doc %q), summary %q", l.File, l.Title, d.Title, l.Summary)
		}
		h2 := 0
		for _, h := range d.Headings {
			if h.Level == 2 {
				h2++
			}
		}
		if h2 < 4 {
			t.Errorf("%s: %d sections (## headings), want at least 4", l.File, h2)
		}
		var panes, quizzes int
		for _, b := range d.Blocks {
			switch b.Kind {
			case notebook.KindCute:
				panes++
			case notebook.KindQuiz:
				quizzes++
				q, err := notebook.ParseQuiz(b.Text)
				if err != nil {
					continue // reported by TestEmbeddedLessonsCheck
				}
				if len(q.Hints) == 0 {
					t.Errorf("%s:%d: quiz without hints", l.File, b.Line)
				}
			}
		}
		if panes < 3 || quizzes < 3 {
			t.Errorf("%s: %d panes and %d quizzes, want at least 3 of each", l.File, panes, quizzes)
		}
		inFence := false
		for i, line := range strings.Split(string(src), "\n") {
			if strings.HasPrefix(line, "```") {
				inFence = !inFence
				continue
			}
			if inFence && utf8.RuneCountInString(line) > 70 {
				t.Errorf("%s:%d: code line of %d characters (at most 70)", l.File, i+1, utf8.RuneCountInString(line))
			}
		}
	}
}

// TestExercisesAreNotWorkedInPanes: no exercise's check statement is a
// line of one of its lesson's panes — the pane would print the answer
// before the learner is asked for it.
func TestExercisesAreNotWorkedInPanes(t *testing.T) {
	squash := func(s string) string { return strings.Join(strings.Fields(s), "") }
	for _, l := range lessons.Catalog() {
		src, err := fs.ReadFile(lessons.FS(), l.File)
		if err != nil {
			t.Fatal(err)
		}
		d := notebook.Parse(src)
		shown := map[string]bool{}
		for _, b := range d.Blocks {
			if b.Kind == notebook.KindCute {
				for _, line := range strings.Split(b.Text, "\n") {
					shown[squash(line)] = true
				}
			}
		}
		for _, b := range d.Blocks {
			if b.Kind != notebook.KindQuiz {
				continue
			}
			q, err := notebook.ParseQuiz(b.Text)
			if err != nil {
				continue
			}
			same := shown[squash(q.Check.Text)] && squash(q.Check.Text) != squash(q.Answer.Text)
			for _, st := range q.Setup { // names bound differently are another question
				same = same && shown[squash(st.Text)]
			}
			if same {
				t.Errorf("%s:%d: the exercise's check %s is a line of a pane: the lesson prints its answer", l.File, b.Line, q.Check.Text)
			}
		}
	}
}

func TestCatalog(t *testing.T) {
	cat := lessons.Catalog()
	wantIDs := []string{"layouts", "coordinates", "coalesce", "manipulation", "complement", "composition",
		"admissibility", "divide-product", "inverses", "swizzle", "threadblock-swizzle", "tensors", "thread-value", "mma", "copy", "smem", "tma", "fragments", "epilogue", "capstone", "dsl", "umma", "two-sm", "block-scaling"}
	if len(cat) != len(wantIDs) {
		t.Fatalf("%d lessons, want %d", len(cat), len(wantIDs))
	}
	for i, l := range cat {
		if l.ID != wantIDs[i] {
			t.Errorf("lesson %d is %q (%s), want %q", i+1, l.ID, l.File, wantIDs[i])
		}
	}
	if cat[2].Title != "Coalesce" || !strings.HasPrefix(cat[2].Summary, "Simplify a layout without changing its function") {
		t.Errorf("lesson 3: %+v", cat[2])
	}
	src, err := lessons.Source("coalesce")
	if err != nil || !strings.HasPrefix(string(src), "# Coalesce\n") {
		t.Errorf("Source(coalesce): %v", err)
	}
	if _, err := lessons.Source("03-coalesce.md"); err != nil {
		t.Errorf("Source by file name: %v", err)
	}
	if _, err := lessons.Source("nope"); err == nil {
		t.Error("Source(nope): no error")
	}
}

func TestTitleAndSummary(t *testing.T) {
	cases := []struct{ src, title, summary string }{
		{"# A title\n\n> one\n> line\n\ntext", "A title", "one line"},
		{"# A title\ntext\n> not a summary\n", "A title", ""},
		{"```\n# not a heading\n```\n# Real\n> s\n", "Real", "s"},
		{"no heading\n> s\n", "", ""},
		{"## Only level two\n", "", ""},
	}
	for _, c := range cases {
		title, summary := lessons.TitleAndSummary([]byte(c.src))
		if title != c.title || summary != c.summary {
			t.Errorf("%q: got %q / %q, want %q / %q", c.src, title, summary, c.title, c.summary)
		}
	}
}

func TestLessonID(t *testing.T) {
	for in, want := range map[string]string{
		"03-coalesce.md":           "coalesce",
		"lessons/09-tb-swizzle.md": "tb-swizzle",
		"notes.md":                 "notes",
		"my-notes.md":              "my-notes",
		"10-x.md":                  "x",
	} {
		if got := lessons.LessonID(in); got != want {
			t.Errorf("LessonID(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestLessonsLoad: every embedded lesson is within the limits.
func TestLessonsLoad(t *testing.T) {
	for _, l := range lessons.Catalog() {
		src, err := lessons.Source(l.ID)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := notebook.Load(src); err != nil {
			t.Errorf("%s: %v", l.File, err)
		}
	}
}
