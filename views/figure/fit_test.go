package figure

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

const lesson15MMA = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{})"

// mmaView draws lesson 15's first MMA view at a width, unpanned.
func mmaView(t *testing.T, v View) string {
	t.Helper()
	fig, err := FromStatements([]string{lesson15MMA}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cv, err := CanvasOf(fig)
	if err != nil {
		t.Fatal(err)
	}
	return NewPainter(testutil.Common().Styles).TV(fig, cv, v)
}

// Lesson 15's MMA at 120 and 200 columns: A, B and C all shown whole
// (no "columns … of 26"), fitted by dropping detail, each line within the
// width, with a line saying what was dropped.
func TestMMAViewFitsThePaneWidth(t *testing.T) {
	for _, c := range []struct {
		width int
		want  string
	}{
		{116, "cells show their thread as one base-36 digit"}, // no colour here (the Ascii profile)
		{196, "cells show their thread, not its value (T5 for T5 V3; T5+ when more threads own it)"},
		{40, "one column each"},
	} {
		out := mmaView(t, View{Width: c.width, Height: 40, Thread: -1})
		if !strings.Contains(out, c.want) || strings.Contains(out, "columns 0–") {
			t.Errorf("width %d: want %q and the whole figure:\n%s", c.width, c.want, out)
		}
		names := map[string]bool{}
		for _, l := range strings.Split(out, "\n") {
			for _, f := range strings.Fields(l) {
				names[f] = true
			}
		}
		for _, name := range []string{"A", "B", "C"} {
			if !names[name] {
				t.Errorf("width %d: operand %s not named:\n%s", c.width, name, out)
			}
		}
		for _, l := range strings.Split(out, "\n") {
			if len([]rune(l)) > c.width && !strings.HasPrefix(l, "fitted") && !strings.HasPrefix(l, "colour") && !strings.HasPrefix(l, "cell") {
				t.Errorf("width %d: line of %d columns: %q", c.width, len([]rune(l)), l)
			}
		}
	}
	// Wide enough, or panned: the full labels.
	if out := mmaView(t, View{Width: 240, Height: 40, Thread: -1}); strings.Contains(out, "fitted") || !strings.Contains(out, "T0 V0") {
		t.Errorf("at 240 columns the labels fit:\n%s", out)
	}
	if out := mmaView(t, View{Width: 116, Height: 40, Col: 2, Thread: -1}); strings.Contains(out, "fitted") || !strings.Contains(out, "T0 V1") {
		t.Errorf("panned, the labels show:\n%s", out)
	}
	golden.RequireEqual(t, []byte(mmaView(t, View{Width: 116, Height: 40, Thread: 5})))
}

// c on an MMA view: thread 5's (thread, value) -> (m,n) of C, (m,k) of A,
// (n,k) of B, as the PTX fragment layouts of mma.m16n8k16 give them
// (group 1, thread-in-group 1: rows 1 and 9, columns 2–3 and 10–11).
func TestOwnerTableOfAnMMA(t *testing.T) {
	fig, err := FromStatements([]string{lesson15MMA}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := NewPainter(testutil.Common().Styles).OwnerTable(fig, 5, 64)
	want := `thread  value  C (m,n)  A (m,k)  B (n,k)
5       0      (1,2)    (1,2)    (1,2)
5       1      (1,3)    (1,3)    (1,3)
5       2      (9,2)    (9,2)    (1,10)
5       3      (9,3)    (9,3)    (1,11)
5       4               (1,10)
5       5               (1,11)
5       6               (9,10)
5       7               (9,11)`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	all := NewPainter(testutil.Common().Styles).OwnerTable(fig, -1, 3)
	if !strings.Contains(all, "… 3 of 256 (thread, value) pairs") {
		t.Errorf("all threads, 3 rows:\n%s", all)
	}
}

// TestFitIsTheWindowTVDraws: Canvas.Fit names the detail and the window
// Painter.TV draws at a view (what a pane pans by): lesson 15's MMA
// (34×26 squares) unpanned at 116 columns is fitted to two-column cells
// and shown whole; panned from column 2 its cells take their full labels
// and "… columns 2–c" is Fit's window.
func TestFitIsTheWindowTVDraws(t *testing.T) {
	fig, err := FromStatements([]string{lesson15MMA}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cv, err := CanvasOf(fig)
	if err != nil {
		t.Fatal(err)
	}
	f := cv.Fit(View{Width: 116, Height: 40, Thread: -1})
	if !f.Fitted || f.CellWidth != 2 || f.Rows != 34 || f.Cols != 26 {
		t.Errorf("unpanned at 116: %+v, want fitted two-column cells, all 34×26", f)
	}
	v := View{Width: 116, Height: 20, Col: 2, Thread: -1}
	f = cv.Fit(v)
	out := mmaView(t, v)
	note := fmt.Sprintf("… rows %d–%d of 34, columns %d–%d of 26", f.Row, f.Row+f.Rows-1, f.Col, f.Col+f.Cols-1)
	if f.Fitted || f.CellWidth*f.Cols > 116 || f.Rows != 20 || !strings.Contains(out, note) {
		t.Errorf("panned: %+v; TV does not show %q:\n%s", f, note, out)
	}
}
