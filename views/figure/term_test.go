package figure

import (
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/internal/testutil"
	"github.com/cutetui/cutetui/views/styles"
	"github.com/muesli/termenv"
)

func tvFigure(t *testing.T, src string, m, n int) (*Figure, *Canvas) {
	t.Helper()
	fig, err := FromStatements([]string{src}, ValueOptions{TVM: m, TVN: n})
	if err != nil {
		t.Fatal(err)
	}
	cv, err := CanvasOf(fig)
	if err != nil {
		t.Fatal(err)
	}
	return fig, cv
}

// Without colour (NO_COLOR, TERM=dumb: the Ascii profile) the thread
// legend is not a list of colourless numbers; compact cells say how their
// digit reads. With colour it lists the threads.
func TestNoColourDropsColourLegends(t *testing.T) {
	fig, cv := tvFigure(t, "(4,2):(2,1)", 4, 2)
	plain := NewPainter(testutil.Common().Styles)
	out := plain.TV(fig, cv, View{Width: 80, Thread: -1})
	if strings.Contains(out, "colour: thread 0") {
		t.Errorf("colourless view lists colours:\n%s", out)
	}
	out = plain.TV(fig, cv, View{Width: 80, Thread: -1, Compact: true})
	if !strings.Contains(out, "thread in base 36") {
		t.Errorf("compact colourless view does not say how its digits read:\n%s", out)
	}
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	out = NewPainter(styles.New(r, true)).TV(fig, cv, View{Width: 80, Thread: -1})
	if !strings.Contains(out, "colour: thread") {
		t.Errorf("colour view has no legend:\n%s", out)
	}
	lay, err := FromStatements([]string{"(4,4):(1,4)"}, ValueOptions{Mode: ByBank})
	if err != nil {
		t.Fatal(err)
	}
	if g := plain.Grid(lay, View{Width: 80, Thread: -1}); strings.Contains(g, " 0  4  8") || !strings.Contains(g, "colour: bank, not drawn") {
		t.Errorf("colourless bank grid:\n%s", g)
	}
}

// A TV view explains its cells' "T5 V3" and "+n" text, and lists every
// owner of a shared cell.
func TestTVCellTextIsExplained(t *testing.T) {
	p := NewPainter(testutil.Common().Styles)
	fig, cv := tvFigure(t, "(4,2):(1,4)", 4, 2)
	if out := p.TV(fig, cv, View{Width: 80, Thread: -1}); !strings.Contains(out, "cell Tt Vv: value v of thread t") || strings.Contains(out, "+n") {
		t.Errorf("no legend of the cell text:\n%s", out)
	}
	fig, cv = tvFigure(t, "(4,2):(0,1)", 1, 2)
	out := p.TV(fig, cv, View{Width: 80, Thread: -1})
	if !strings.Contains(out, "T0 V0+3") || !strings.Contains(out, "Tt Vv+n: it and n more") || !strings.Contains(out, "(0,0): T0 V0, T1 V0, T2 V0, T3 V0") {
		t.Errorf("shared cells not explained:\n%s", out)
	}
}

// The terminal grid of lesson 17's SW128 atom at 80 columns: the
// position-independent cells (row 1: 72 73 … 64 …) and the note of the
// element/byte relation, wrapped to the width.
func TestGridOfAGMMAAtom(t *testing.T) {
	fig, err := FromStatements([]string{"GMMA::Layout_K_SW128_Atom<half_t>{}"}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	g := NewPainter(testutil.Common().Styles).Grid(fig, View{Width: 80, Thread: -1})
	for _, l := range strings.Split(g, "\n") {
		if len([]rune(l)) > 80 {
			t.Errorf("line wider than 80: %q", l)
		}
	}
	if !strings.Contains(g, " 1    72   73   74") {
		t.Errorf("row 1 is not print_latex's:\n%s", g)
	}
	golden.RequireEqual(t, []byte(g))
}
