package grid

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

func layout(t *testing.T, s string) engine.Layout {
	t.Helper()
	l, err := eval.ParseLayout(s)
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return l
}

func TestRenderRank2IsPrintLayout(t *testing.T) {
	c := testutil.Common(80, 40)
	got := Render(layout(t, "(2,3):(3,1)"), c.Styles, DefaultLimits(80))
	want := "     0  1  2 \n" +
		" 0   0  1  2 \n" +
		" 1   3  4  5 "
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestRenderRank1IsOneRow(t *testing.T) {
	c := testutil.Common(80, 40)
	got := Render(layout(t, "(4):(2)"), c.Styles, DefaultLimits(80))
	lines := strings.Split(got, "\n")
	if len(lines) != 2 || strings.Fields(lines[1])[3] != "6" {
		t.Errorf("rank 1 grid:\n%s", got)
	}
}

func TestRenderRank3GroupsByMode(t *testing.T) {
	c := testutil.Common(80, 40)
	got := Render(layout(t, "(2,2,2):(1,2,4)"), c.Styles, DefaultLimits(80))
	if strings.Count(got, "modes 2.. at") != 2 || !strings.Contains(got, " 1   5  7") {
		t.Errorf("rank 3 grid:\n%s", got)
	}
}

func TestRenderCapsHugeLayouts(t *testing.T) {
	c := testutil.Common(80, 40)
	// 2^40 elements: the grid shows a corner and says so, without
	// computing the rest.
	got := Render(layout(t, "(1048576,1048576):(1,1048576)"), c.Styles, DefaultLimits(60))
	if !strings.Contains(got, "showing") || strings.Count(got, "\n") > 40 {
		t.Errorf("huge grid not capped:\n%s", got)
	}
	got = Coords(layout(t, "(1048576,1048576):(1,1048576)"), c.Styles, 8)
	if !strings.Contains(got, "showing 8 of 1099511627776 elements") {
		t.Errorf("huge coordinate table not capped:\n%s", got)
	}
}

func TestCoordsOfTheCourseExample(t *testing.T) {
	c := testutil.Common(80, 40)
	// The table every CuTe course shows: shape (3,(2,3)), stride (3,(12,1)).
	got := Coords(layout(t, "(3,(2,3)):(3,(12,1))"), c.Styles, 64)
	for _, row := range []string{
		" 0  (0,0)  (0,(0,0))       0",
		" 4  (1,1)  (1,(1,0))      15",
		"17  (2,5)  (2,(1,2))      20",
	} {
		if !strings.Contains(got, row) {
			t.Errorf("missing row %q in\n%s", row, got)
		}
	}
}
