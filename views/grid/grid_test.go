package grid

import (
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
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
	c := testutil.Common()
	got := Render(Of(layout(t, "(2,3):(3,1)")), c.Styles, DefaultLimits(80))
	want := "     0  1  2 \n" +
		" 0   0  1  2 \n" +
		" 1   3  4  5 "
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestRenderRank1IsOneRow(t *testing.T) {
	c := testutil.Common()
	got := Render(Of(layout(t, "(4):(2)")), c.Styles, DefaultLimits(80))
	lines := strings.Split(got, "\n")
	if len(lines) != 2 || strings.Fields(lines[1])[3] != "6" {
		t.Errorf("rank 1 grid:\n%s", got)
	}
}

// A rank-3 layout folds into one grid as print_layout(group<1,3>(L)):
// columns are modes 1 and 2 together, a line between them.
func TestRenderRank3FoldsAsGroup(t *testing.T) {
	c := testutil.Common()
	got := Render(Of(layout(t, "(2,2,2):(1,2,4)")), c.Styles, DefaultLimits(80))
	if strings.Contains(got, "modes 2..") || !strings.Contains(got, " 0   0  2 |4  6") || !strings.Contains(got, " 1   1  3 |5  7") {
		t.Errorf("rank 3 grid:\n%s", got)
	}
}

func TestRenderCapsHugeLayouts(t *testing.T) {
	c := testutil.Common()
	// 2^40 elements: the grid shows a corner and says so, without
	// computing the rest.
	got := Render(Of(layout(t, "(1048576,1048576):(1,1048576)")), c.Styles, DefaultLimits(60))
	if !strings.Contains(got, "showing") || strings.Count(got, "\n") > 40 {
		t.Errorf("huge grid not capped:\n%s", got)
	}
	got = Coords(Of(layout(t, "(1048576,1048576):(1,1048576)")), c.Styles, 8)
	if !strings.Contains(got, "showing 8 of 1099511627776 elements") {
		t.Errorf("huge coordinate table not capped:\n%s", got)
	}
}

func TestCoordsOfTheCourseExample(t *testing.T) {
	c := testutil.Common()
	// The table every CuTe course shows: shape (3,(2,3)), stride (3,(12,1)).
	got := Coords(Of(layout(t, "(3,(2,3)):(3,(12,1))")), c.Styles, 64)
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

// TestRenderRightAlignsUnderHeaders: every number ends in the same column
// as its column's header number, as print_layout aligns them.
func TestRenderRightAlignsUnderHeaders(t *testing.T) {
	c := testutil.Common()
	for _, s := range []string{"(4,8):(1,4)", "(3,12):(12,1)", "(2,(2,3)):(100,(1,7))", "(5):(25)"} {
		got := Render(Of(layout(t, s)), c.Styles, DefaultLimits(80))
		lines := strings.Split(got, "\n")
		ends := numberEnds(lines[0])
		for _, l := range lines[1:] {
			row := numberEnds(l)
			if len(row) > 1 && strings.TrimSpace(l[:row[0]]) != "" && len(row) != len(ends) {
				row = row[1:] // the row number
			}
			for j, e := range row {
				if j >= len(ends) || e != ends[j] {
					t.Errorf("%s: cell %d of %q ends at %d, its header at %v:\n%s", s, j, l, e, ends, got)
					break
				}
			}
		}
	}
	golden.RequireEqual(t, []byte(Render(Of(layout(t, "(4,8):(1,4)")), c.Styles, DefaultLimits(80))))
}

// numberEnds is the column just past each run of digits in line.
func numberEnds(line string) []int {
	var ends []int
	for i := 0; i < len(line); i++ {
		if isDigit(line[i]) && (i+1 == len(line) || !isDigit(line[i+1])) {
			ends = append(ends, i+1)
		}
	}
	return ends
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

func composed(t *testing.T, s string) engine.ComposedLayout {
	t.Helper()
	v, err := eval.NewEnv().Exec(s)
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	cv, ok := v.Value.(value.ComposedValue)
	if !ok {
		t.Fatalf("%s is a %T, not a composed layout", s, v.Value)
	}
	return cv.C
}

// TestRenderComposedDrawsSwizzledOffsets: the grid of a swizzled layout
// holds the values print_layout prints for it, not the outer layout's.
func TestRenderComposedDrawsSwizzledOffsets(t *testing.T) {
	c := testutil.Common()
	for _, s := range []string{"Sw<1,1,1> o (4,4):(4,1)", "composition(Swizzle<2,0,2>{}, (4,8):(8,1))", "Sw<2,2,2> o (8,8):(8,1)"} {
		cl := composed(t, s)
		got := Render(OfComposed(cl), c.Styles, DefaultLimits(80))
		table, err := engine.PrintComposedLayout(cl)
		if err != nil {
			t.Fatal(err)
		}
		// The table's rows are "| v | v |"; the grid's rows "i   v v".
		var want []string
		for _, l := range strings.Split(table, "\n") {
			if strings.Contains(l, "| ") {
				want = append(want, strings.Join(strings.Fields(strings.ReplaceAll(l, "|", " "))[1:], " "))
			}
		}
		var rows []string
		for _, l := range strings.Split(got, "\n")[1:] {
			rows = append(rows, strings.Join(strings.Fields(l)[1:], " "))
		}
		if strings.Join(rows, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: grid\n%s\nprint_layout\n%s", s, got, table)
		}
		if plain := Render(Of(cl.Outer()), c.Styles, DefaultLimits(80)); plain == got {
			t.Errorf("%s: the grid is the unswizzled layout's:\n%s", s, got)
		}
	}
	golden.RequireEqual(t, []byte(Render(OfComposed(composed(t, "Sw<1,1,1> o (4,4):(4,1)")), c.Styles, DefaultLimits(80))))
}

// TestCoordsOfComposed: the coordinate table of a swizzled layout lists the
// swizzled offset of every element.
func TestCoordsOfComposed(t *testing.T) {
	c := testutil.Common()
	cl := composed(t, "Sw<1,1,1> o (4,4):(4,1)")
	got := Coords(OfComposed(cl), c.Styles, 64)
	lines := strings.Split(got, "\n")
	if len(lines) != 17 {
		t.Fatalf("want a header and 16 rows:\n%s", got)
	}
	for k, l := range lines[1:] {
		f := strings.Fields(l)
		want, err := cl.Eval(engine.Int(k))
		if err != nil {
			t.Fatal(err)
		}
		if f[len(f)-1] != strconv.Itoa(want) {
			t.Errorf("row %d %q: offset want %d", k, l, want)
		}
	}
	golden.RequireEqual(t, []byte(got))
}
