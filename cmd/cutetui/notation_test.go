package main

import (
	"context"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/views/pane"
)

func TestPickNotation(t *testing.T) {
	for _, c := range []struct {
		flag, file, want string
		set              bool
	}{
		{"", "", "cpp", false},
		{"", "dsl", "dsl", false},
		{"cpp", "dsl", "cpp", true}, // the flag wins over the file
		{"dsl", "", "dsl", true},
	} {
		f := &tuiFlags{notation: c.flag, set: map[string]bool{"notation": c.set}}
		got, err := pickNotation(f, c.file)
		if err != nil || got != c.want {
			t.Errorf("flag %q (given %v), file %q: %q, %v; want %q", c.flag, c.set, c.file, got, err, c.want)
		}
	}
	f := &tuiFlags{notation: "python", set: map[string]bool{"notation": true}}
	if _, err := pickNotation(f, ""); err == nil || !strings.Contains(err.Error(), "want one of cpp, dsl") {
		t.Errorf("--notation python: %v, want the notations named", err)
	}
}

// TestCourseInDSLNotation opens the course in the DSL's notation: its
// first lesson's panes hold DSL statements, and a pane's results print
// as the DSL prints them.
func TestCourseInDSLNotation(t *testing.T) {
	opts := appOptions(appConfig{Notation: "dsl"})
	if len(opts.Lessons) == 0 {
		t.Fatal("no lessons")
	}
	src := string(opts.Lessons[0].Source)
	if !strings.Contains(src, "L = cute.make_layout((4, 2), stride=(1, 4))") {
		t.Errorf("the first lesson's panes are not in the DSL's notation")
	}
	if opts.Notation == nil || !opts.Notation.DSL || !strings.Contains(string(opts.Notation.CPP[0]), "L = (4,2):(1,4)") {
		t.Errorf("the notation switch does not hold the course as written")
	}
	plain := appOptions(appConfig{}) // no notation: as written, no switch
	if cpp := string(plain.Lessons[0].Source); !strings.Contains(cpp, "L = (4,2):(1,4)") || plain.Notation != nil {
		t.Errorf("a course with no notation is not as written, or it can switch notation")
	}
	out := pane.EvaluateContext(context.Background(), dslEvaluator, "L = cute.make_layout((4, 2), stride=(1, 4))\ncute.shape(L)\nshape(L)")
	if len(out) != 3 || out[1].Text != "(4, 2)" || out[2].Text != "(4, 2)" {
		t.Errorf("DSL notation pane outcomes %+v, want (4, 2) twice", out)
	}
}
