package figure

import (
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/cutetui/cutetui/views/styles"
	"github.com/muesli/termenv"
)

// colourPainter is a painter on a 256-colour terminal (what ssh gives).
func colourPainter() *Painter {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	return NewPainter(styles.New(r, true))
}

// halfCells reads a line drawn two rows a line: the (foreground,
// background) escape codes of each ▀, left to right.
var halfCellRE = regexp.MustCompile("(\x1b\\[[0-9;]+m)(\x1b\\[[0-9;]+m)?▀")

// mma16x8x16Thread is the thread PTX's mma.m16n8k16 gives element (row,
// col) of A (m,k) or C (m,n): groupID = row mod 8, threadID_in_group =
// (col mod 8)/2.
func mma16x8x16Thread(row, col int) int { return row%8*4 + col%8/2 }

// Lesson 14's MMA on an 80×24 terminal (a 72×18 picture): too tall for
// the pane at one row a line (34 rows), it is drawn two rows a line and
// shows A, B and C whole; each ▀ of A and C has the colour of the thread
// PTX gives the upper cell over the colour of the lower cell's thread;
// thread 5's cells take the highlight.
func TestMMAAt80x24DrawsTwoRowsALine(t *testing.T) {
	p := colourPainter()
	fig, err := FromStatements([]string{lesson15MMA}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cv, err := CanvasOf(fig)
	if err != nil {
		t.Fatal(err)
	}
	for _, thread := range []int{-1, 5} {
		out := p.TV(fig, cv, View{Width: 72, Height: 18, Thread: thread, Halves: true})
		plain := stripANSI(out)
		if !strings.Contains(plain, "two rows a line") || strings.Contains(plain, "… rows") {
			t.Fatalf("thread %d: not whole, two rows a line:\n%s", thread, plain)
		}
		lines := strings.Split(out, "\n")
		grid := 0
		for grid < len(lines) && !strings.Contains(lines[grid], "fitted") {
			grid++
		}
		if grid > 18 {
			t.Errorf("thread %d: %d lines of picture in 18", thread, grid)
		}
		h := p.halves()
		want := func(row, col int) (string, string) {
			th := mma16x8x16Thread(row, col)
			if th == thread {
				return h.hiFg, h.hiBg
			}
			return h.fg[th], h.bg[th]
		}
		// The lines after the one naming A and C: rows 2i and 2i+1 of A
		// (16 cells) then of C (8 cells).
		at := -1
		for i, l := range lines[:grid] {
			if s := stripANSI(l); strings.Contains(s, "A") && strings.Contains(s, "C") {
				at = i + 1
			}
		}
		if at < 0 || grid-at != 8 {
			t.Fatalf("thread %d: want 8 lines of A and C after their names:\n%s", thread, stripANSI(out))
		}
		for i := 0; i < 8; i++ {
			cells := halfCellRE.FindAllStringSubmatch(lines[at+i], -1)
			if len(cells) != 24 {
				t.Fatalf("line %d: %d half cells, want 16 of A and 8 of C", i, len(cells))
			}
			for j, c := range cells {
				col := j
				if j >= 16 {
					col = j - 16
				}
				fg, _ := want(2*i, col)
				_, bg := want(2*i+1, col)
				if c[1] != fg || c[2] != bg {
					t.Errorf("thread %d: rows %d,%d col %d of %s: %q %q, want %q %q", thread, 2*i, 2*i+1, col, map[bool]string{true: "C", false: "A"}[j >= 16], c[1], c[2], fg, bg)
				}
			}
		}
	}
	// Panned, or with no colour, it is drawn one row a line as before.
	if out := p.TV(fig, cv, View{Width: 72, Height: 18, Row: 1, Thread: -1, Halves: true}); strings.Contains(out, "▀") {
		t.Errorf("panned: drawn two rows a line")
	}
}

var ansiRE = regexp.MustCompile("\x1b\\[[0-9;]*m")

func stripANSI(s string) string { return ansiRE.ReplaceAllString(s, "") }

// A 64×64×16 wgmma at 80×24 cannot show whole even two rows a line: it
// says where the window is, and what the rest of C holds at a glance —
// warp w owns rows 16w–16w+15 of C, all 64 columns (the accumulator
// fragment of wgmma.m64nNk16), A and B drawn as shared memory (:).
func TestWGMMAAt80x24SaysWhatEachWarpOwns(t *testing.T) {
	p := colourPainter()
	fig, err := FromStatements([]string{"make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})"}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cv, err := CanvasOf(fig)
	if err != nil {
		t.Fatal(err)
	}
	out := stripANSI(p.TV(fig, cv, View{Width: 72, Height: 15, Thread: -1, Halves: true}))
	one := strings.Join(strings.Fields(out), " ")
	for _, want := range []string{
		"… rows 0–27 of 82, columns 0–71 of 82",
		"C by warp: warp w (T32w–32w+31) m 16w–16w+15, w = 0…3; n 0–63 each",
		"::::::::::::::::",
	} {
		if !strings.Contains(one, want) {
			t.Errorf("missing %q:\n%s", want, out)
		}
	}
	if n := strings.Index(out, "fitted"); n < 0 || strings.Count(out[:n], "\n") > 15 {
		t.Errorf("more than 15 lines of picture:\n%s", out)
	}
	// Four warps laid 2×2 over M and N (ThrLayoutVMNK (32,2,2,1):
	// (1,32,64,0)): each warp's box of C, and the rows of A the warps
	// along N share.
	fig, err = FromStatements([]string{"make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{})"}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"C by warp: warp 0 (T0–31) m 0–15 × n 0–7, warp 1 (T32–63) m 16–31 × n 0–7, warp 2 (T64–95) m 0–15 × n 8–15, warp 3 (T96–127) m 16–31 × n 8–15",
		"A by warp: warp 0 (T0–31) m 0–15, warp 1 (T32–63) m 16–31, warp 2 (T64–95) m 0–15, warp 3 (T96–127) m 16–31; k 0–15 each",
	} {
		if w := warpBands(fig); !strings.Contains(w, want) {
			t.Errorf("2×2 warps: missing %q in\n%s", want, w)
		}
	}
	// One warp: nothing to say by warp.
	fig, err = FromStatements([]string{lesson15MMA}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if w := warpBands(fig); w != "" {
		t.Errorf("one warp: %q", w)
	}
}
