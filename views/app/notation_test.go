package app

import (
	"context"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// TestNotationKeySwitchesTheCourse: on the index, the Notation key shows
// the course's panes in the DSL's notation (statements rewritten, values
// printed as the DSL prints them) and again in C++'s, as written.
func TestNotationKeySwitchesTheCourse(t *testing.T) {
	ls := fixtureLessons(t)
	cpp := string(ls[1].Source)
	sw := &NotationSwitch{InDSL: lessons.InDSL, DSLEval: func(ctx context.Context, src string) []eval.LineResult {
		e := eval.NewEnv()
		e.Dialect = eval.DialectPrintDSL
		return e.ExecBlockContext(ctx, src)
	}}
	for i := range ls {
		sw.CPP = append(sw.CPP, ls[i].Source)
	}
	m := New(testutil.Common(), Options{Lessons: ls, Notation: sw})
	drive(m, tea.WindowSizeMsg{Width: testW, Height: testH})
	press(m, "D")
	if !sw.DSL || !strings.Contains(ansi.Strip(m.View()), "notation: the CuTe DSL") {
		t.Fatalf("D did not switch to the DSL's notation:\n%s", ansi.Strip(m.View()))
	}
	drive(m, keyOf(tea.KeyDown))
	drive(m, keyOf(tea.KeyEnter))
	if v := ansi.Strip(m.View()); !strings.Contains(v, "cute.coalesce(A)") {
		t.Fatalf("the lesson's pane is not in the DSL's notation:\n%s", v)
	}
	drive(m, keyOf(tea.KeyEsc))
	press(m, "D")
	if sw.DSL || string(m.opts.Lessons[1].Source) != cpp || m.c.Evaluate != nil {
		t.Fatalf("D again did not restore the course as written")
	}
	drive(m, keyOf(tea.KeyDown)) // the last lesson, wherever the cursor is
	drive(m, keyOf(tea.KeyEnter))
	if v := ansi.Strip(m.View()); strings.Contains(v, "cute.coalesce(A)") || !strings.Contains(v, "coalesce(A)") {
		t.Fatalf("the lesson's pane is not in C++'s notation again:\n%s", v)
	}
}
