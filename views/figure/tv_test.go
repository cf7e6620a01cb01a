package figure

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// A TV layout of rank 3 (lesson 14's blocked product) is read as CuTe
// reads one: mode 0 the thread, modes 1.. the value (group<1,R>).
func TestTVOfRankAboveTwoGroupsTheValueModes(t *testing.T) {
	fig, err := FromStatements([]string{"right_inverse(blocked_product((4,2):(1,4), (2,1):(1,0)))"}, ValueOptions{TVM: 8, TVN: 2})
	if err != nil {
		t.Fatal(err)
	}
	// (4,2,2):(1,8,4) read as (4,(2,2)):(1,(8,4)): 4 threads of 4 values;
	// T1 V1 is index 1+8 = 9, cell (1,1); T1 V2 is index 1+4 = 5, cell (5,0).
	if fig.Threads != 4 {
		t.Errorf("threads %d, want 4", fig.Threads)
	}
	p := &fig.Panels[0]
	for _, c := range []struct{ m, n, t, v int }{{1, 1, 1, 1}, {5, 0, 1, 2}, {0, 0, 0, 0}, {7, 1, 3, 3}} {
		x := p.Cell(c.m, c.n)
		if x == nil || len(x.Owners) != 1 || x.Owners[0] != (Owner{c.t, c.v}) {
			t.Errorf("cell (%d,%d): owners %v, want T%d V%d", c.m, c.n, x.Owners, c.t, c.v)
		}
	}
	if !strings.Contains(fig.Title, "thread = mode 0 (4 threads), value = modes 1–2 taken together as group<1,3> (4 values)") {
		t.Errorf("title does not say how the layout is read: %q", fig.Title)
	}
	if !strings.Contains(fig.Title, "for 8 threads of 2 values: composition(L, make_layout(make_shape(8,2)))") {
		t.Errorf("title does not give the other split: %q", fig.Title)
	}
	tex, err := TeX(fig)
	if err != nil || !strings.HasPrefix(tex, "% Layout TV: ") {
		t.Errorf("TeX: %v %.40q", err, tex)
	}
	// A rank-4 layout under a tv=8x4 fence: 2 threads of 16 values.
	fig, err = FromStatements([]string{"make_layout(make_shape(2,2,2,4))"}, ValueOptions{TVM: 8, TVN: 4})
	if err != nil {
		t.Fatal(err)
	}
	if fig.Threads != 2 || !strings.Contains(fig.Title, "group<1,4> (16 values)") {
		t.Errorf("rank 4: %d threads, title %q", fig.Threads, fig.Title)
	}
}

// A rank-1 layout has no value mode: the error says how to give it one.
func TestTVOfRankOneSaysHowToFixIt(t *testing.T) {
	_, err := FromStatements([]string{"8:1"}, ValueOptions{TVM: 8, TVN: 1})
	if err == nil || !strings.Contains(err.Error(), "make_layout(L, Layout<_1>{})") {
		t.Errorf("err %v, want a fix", err)
	}
}

// A TV layout reaching outside its tile says which tile would hold it.
func TestTVOutsideTheTileSaysHowToFixIt(t *testing.T) {
	_, err := FromStatements([]string{"(2,2):(1,8)"}, ValueOptions{TVM: 2, TVN: 2})
	if err == nil || !strings.Contains(err.Error(), "a tile of at least 10 cells, e.g. tv=2x5") {
		t.Errorf("err %v", err)
	}
}

// Lesson 14's blocked product in its tv=8x2 view, as a pane draws it at
// 76 columns: the title says how the rank-3 layout is read.
func TestTVViewOfLesson14BlockedProduct(t *testing.T) {
	fig, err := FromStatements([]string{"right_inverse(blocked_product((4,2):(1,4), (2,1):(1,0)))"}, ValueOptions{TVM: 8, TVN: 2})
	if err != nil {
		t.Fatal(err)
	}
	cv, err := CanvasOf(fig)
	if err != nil {
		t.Fatal(err)
	}
	out := fig.Title + "\n" + NewPainter(testutil.Common().Styles).TV(fig, cv, View{Width: 76, Height: 32, Thread: 1})
	golden.RequireEqual(t, []byte(out))
}
