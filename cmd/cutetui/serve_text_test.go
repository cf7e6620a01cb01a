package main

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/notebook"
)

// TestClassTextIsBounded: a student's pane that prints megabytes (one
// print_latex of a 256×256 layout prints 2.6 MiB, which the server would
// draw) gets an error on that line instead; the lines before and after it
// keep their results.
func TestClassTextIsBounded(t *testing.T) {
	run := classText(local)
	res := run("L = (256,256):(256,1)\nsize(L)\nprint_latex(L)\nshape(L)")
	if len(res) != 4 {
		t.Fatalf("%d results, want 4", len(res))
	}
	if res[1].Err != nil || res[1].Result.Text != "65536" || res[3].Err != nil || res[3].Result.Text != "(256,256)" {
		t.Errorf("the small lines lost their results: %+v / %+v", res[1], res[3])
	}
	if e := res[2].Err; e == nil || !strings.Contains(e.Msg, "more than a class pane draws") || res[2].Result.Text != "" {
		t.Errorf("print_latex of 256×256 in class: %+v, want the error", res[2])
	}
	total := 0
	for _, r := range res {
		total += len(r.Result.Text)
	}
	if total > maxClassText {
		t.Errorf("the pane prints %d bytes, more than %d", total, maxClassText)
	}
}

// TestClassTextKeepsTheCourse: no pane of the course, in either notation,
// comes near the class's bound.
func TestClassTextKeepsTheCourse(t *testing.T) {
	for _, l := range lessons.Catalog() {
		src, err := lessons.Source(l.File)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range [][]byte{src, inDSL(src)} {
			for _, b := range notebook.Parse(s).Blocks {
				if b.Kind != notebook.KindCute {
					continue
				}
				for _, r := range classText(localDSL)(b.Text) {
					if r.Err != nil && strings.Contains(r.Err.Msg, "class pane") {
						t.Errorf("%s: %q is refused in class", l.ID, r.Input)
					}
				}
			}
		}
	}
}
