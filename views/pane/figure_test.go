package pane

import (
	"io"
	"regexp"
	"runtime"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/figure"
	"github.com/cutetui/cutetui/views/internal/testutil"
	"github.com/muesli/termenv"
)

func kmsg(s string) tea.KeyMsg {
	switch s {
	case "esc":
		return tea.KeyMsg{Type: tea.KeyEsc}
	case "down":
		return tea.KeyMsg{Type: tea.KeyDown}
	case "right":
		return tea.KeyMsg{Type: tea.KeyRight}
	}
	return runes(s)
}

func TestColourKeyCyclesModes(t *testing.T) {
	m := newPane(testutil.Common(), "logical_divide(make_layout(make_shape(8,8)), make_tile(4,2))\n", nil)
	m.SetSize(70, 40)
	m.Focus()
	want := []figure.Mode{figure.ByTile, figure.ByThread, figure.ByBank, figure.ByValue}
	for _, w := range want {
		press(m, kmsg("o"))
		if m.Mode() != w {
			t.Fatalf("after o: mode %v, want %v", m.Mode(), w)
		}
	}
	press(m, kmsg("o"))
	v := m.View()
	if !strings.Contains(v, "colour: tile") || !strings.Contains(v, "+---") {
		t.Errorf("tile colouring with mode lines:\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
}

func TestFenceOptions(t *testing.T) {
	m := newPane(testutil.Common(), "(8,8):(8,1)\n", nil)
	if err := m.SetOptions(map[string]string{"color": "bank", "bytes": "2"}); err != nil {
		t.Fatal(err)
	}
	if m.Mode() != figure.ByBank || !strings.Contains(m.View(), "colour: bank") {
		t.Errorf("color=bank: mode %v\n%s", m.Mode(), m.View())
	}
	err := m.SetOptions(map[string]string{"color": "stripes"})
	if err == nil || !strings.Contains(m.View(), `colour "stripes"`) {
		t.Errorf("bad colour: err %v\n%s", err, m.View())
	}
	if err := m.SetOptions(map[string]string{"tv": "16"}); err == nil {
		t.Error("tv=16 accepted")
	}
}

func TestRank3FoldsIntoOneGrid(t *testing.T) {
	m := newPane(testutil.Common(), "make_layout(make_shape(2,3,4))\n", nil)
	m.SetSize(70, 40)
	v := m.View()
	if strings.Contains(v, "modes 2..") {
		t.Errorf("rank 3 drawn as pages:\n%s", v)
	}
	// group<1,3>: columns are modes 1 and 2 together, 12 of them, with a
	// line every 3 columns (between modes 1 and 2).
	if !strings.Contains(v, " 0    0   2   4 | 6   8  10 |12  14  16 |18  20  22") {
		t.Errorf("folded grid:\n%s", v)
	}
}

func TestPanMovesTheWindow(t *testing.T) {
	m := newPane(testutil.Common(), "make_layout(make_shape(64,64))\n", nil)
	m.SetSize(50, 40)
	m.Focus()
	press(m, kmsg("v"))
	if !strings.Contains(m.View(), "panning") {
		t.Fatalf("v did not start panning:\n%s", m.View())
	}
	press(m, kmsg("down"), kmsg("j"), kmsg("l"), kmsg("right"), kmsg("L"))
	v := m.View()
	if !strings.Contains(v, "rows 2–33 of 64, columns 10–") {
		t.Errorf("after panning 2 down, 10 right:\n%s", v)
	}
	// Row 2, column 10 of (64,64):(1,64) holds 2 + 640.
	if !strings.Contains(v, "  2    642 ") {
		t.Errorf("first cell of the window:\n%s", v)
	}
	press(m, kmsg("esc"))
	if strings.Contains(m.View(), "panning") || !m.Focused() {
		t.Errorf("esc should stop panning and keep the pane selected")
	}
	// Not panning, j belongs to the reader.
	if _, used := m.HandleKey(kmsg("j")); used {
		t.Error("j used by a pane that is not panning")
	}
}

func TestMMAViewAndThreadSelection(t *testing.T) {
	m := newPane(testutil.Common(), "make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{})\n", nil)
	m.SetSize(200, 60)
	m.Focus()
	press(m, kmsg("1"), kmsg("2"))
	v := m.View()
	if !strings.Contains(v, "thread 12 of 32 owns 4 cells of C, 4 cells of A, 2 cells of B") {
		t.Errorf("typing 12:\n%s", v)
	}
	if !strings.Contains(v, "*T12 V0") {
		t.Errorf("thread 12's cells not marked:\n%s", v)
	}
	press(m, kmsg("n"))
	if !strings.Contains(m.View(), "thread 13 of 32") {
		t.Errorf("n after 12:\n%s", m.View())
	}
	press(m, kmsg("N"), kmsg("N"))
	if !strings.Contains(m.View(), "thread 11 of 32") {
		t.Errorf("N N after 13:\n%s", m.View())
	}
	golden.RequireEqual(t, []byte(m.View()))
}

func TestTVViewShowsEveryThreadOfACell(t *testing.T) {
	// Threads 0 and 1 both own every cell (stride 0 along threads).
	m := newPane(testutil.Common(), "(2,4):(0,1)\n", nil)
	if err := m.SetOptions(map[string]string{"tv": "2x2"}); err != nil {
		t.Fatal(err)
	}
	m.SetSize(80, 40)
	v := m.View()
	for _, want := range []string{"T0 V0+1", "4 cells covered by several threads", "(0,0): T0 V0, T1 V0"} {
		if !strings.Contains(v, want) {
			t.Errorf("missing %q:\n%s", want, v)
		}
	}
	golden.RequireEqual(t, []byte(v))
}

func TestCopyView(t *testing.T) {
	m := newPane(testutil.Common(), "make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, float>{}, Layout<Shape<_4,_2>>{}, Layout<Shape<_1,_2>>{})\n", nil)
	m.SetSize(120, 40)
	v := m.View()
	if !strings.Contains(v, "TiledCopy UniversalCopy") || strings.Count(v, "T7 V1") != 2 {
		t.Errorf("copy view (source and destination):\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
}

// Compact cells keep only the colour (in the colourless profile, the
// thread's last base-36 digit) so a 32×32 tile fits 80 columns.
func TestCompactTVView(t *testing.T) {
	m := newPane(testutil.Common(), "((8,4),(4,8)):((4,256),(1,32))\n", nil)
	if err := m.SetOptions(map[string]string{"tv": "32x32", "compact": ""}); err != nil {
		t.Fatal(err)
	}
	m.SetSize(80, 40)
	v := m.View()
	// Thread 0 owns rows 0-3, columns 0-7; thread 8 the next 8 columns.
	if strings.Contains(v, "T0 V0") || !strings.Contains(v, "|  0 0 0 0 0 0 0 0 0 8 8 8 8 8 8 8 8 g") {
		t.Errorf("compact TV view:\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
}

func TestMMAAtomIsDrawnAsItsTiledMMA(t *testing.T) {
	m := newPane(testutil.Common(), "MMA_Atom<SM80_16x8x8_F16F16F16F16_TN>{}\n", nil)
	m.SetSize(200, 60)
	if v := m.View(); !strings.Contains(v, "TiledMMA SM80_16x8x8_F16F16F16F16_TN · atom layout (32,1,1,1)") || !strings.Contains(v, "T31 V3") {
		t.Errorf("MMA atom view:\n%s", v)
	}
}

// TestHugeLayoutPaneIsBounded: a pane whose value is a layout of 2^60
// elements draws its grid's window with bounded allocation (it took 9.2 GB
// and an out-of-memory crash), and pans there; so does the bank view of
// an access to such a layout.
func TestHugeLayoutPaneIsBounded(t *testing.T) {
	for _, src := range []string{
		"make_layout(make_shape(1073741824,1073741824))",
		"make_identity_tensor(make_shape(1073741824,1073741824))",
		"bank_conflicts((1073741824,1073741824):(1073741824,1), Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, (16,2):(1,1024))",
	} {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		m := newPane(testutil.Common(), src+"\n", nil)
		m.SetSize(100, 40)
		m.Focus()
		v := m.View()
		press(m, kmsg("v"), kmsg("J"), kmsg("L"))
		panned := m.View()
		runtime.ReadMemStats(&after)
		if n := after.TotalAlloc - before.TotalAlloc; n > 64<<20 {
			t.Errorf("%s: the pane allocated %d MB", src, n>>20)
		}
		if !strings.Contains(v, "of 1073741824 rows") {
			t.Errorf("%s: the grid does not say how large the layout is:\n%s", src, v)
		}
		if !strings.Contains(panned, "rows 8–") || !strings.Contains(panned, "of 1073741824") {
			t.Errorf("%s: panned:\n%s", src, panned)
		}
	}
}

// TestGridHeightFollowsTheTerminal: a picture shows as many rows of cells
// as the reader's height leaves: a 32-row layout or TV tile whole on a
// 60-line terminal, fewer (the rest a pan away) on a 24-line one.
func TestGridHeightFollowsTheTerminal(t *testing.T) {
	for _, tc := range []struct {
		src, tv string
		h       int
		all     bool
	}{
		{"make_layout(make_shape(32,8))", "", 58, true},
		{"make_layout(make_shape(32,8))", "", 22, false},
		{"((8,4),(4,8)):((4,256),(1,32))", "32x32", 58, true},
		{"((8,4),(4,8)):((4,256),(1,32))", "32x32", 22, false},
	} {
		m := newPane(testutil.Common(), tc.src+"\n", nil)
		if tc.tv != "" {
			if err := m.SetOptions(map[string]string{"tv": tc.tv, "compact": ""}); err != nil {
				t.Fatal(err)
			}
		}
		m.SetSize(120, tc.h)
		v := m.View()
		last := "|  31 " // the row number of the last row (a compact TV view numbers every 4th)
		if tc.tv != "" {
			last = "| 28 "
		}
		cut := strings.Contains(v, "of 32 rows") || strings.Contains(v, "… rows")
		if tc.all && (cut || !strings.Contains(v, last)) {
			t.Errorf("%s at height %d: not all 32 rows:\n%s", tc.src, tc.h, v)
		}
		// The picture (its title to the pane's end) fits on the screen.
		pic := v[max(strings.Index(v, "grid of"), strings.Index(v, "TV layout")):]
		if !tc.all && (!cut || strings.Count(pic, "\n")+1 > tc.h) {
			t.Errorf("%s at height %d: the picture is taller than the screen or not cut:\n%s", tc.src, tc.h, v)
		}
	}
}

// TestThreadSelectionScrollsIntoView: selecting a thread whose cells are
// outside the window (n, N, digits) pans the TV view to them.
func TestThreadSelectionScrollsIntoView(t *testing.T) {
	m := newPane(testutil.Common(), "((32,4),(4,32)):((4,4096),(1,128))\n", nil)
	if err := m.SetOptions(map[string]string{"tv": "128x128"}); err != nil {
		t.Fatal(err)
	}
	m.SetSize(100, 30)
	m.Focus()
	if v := m.View(); strings.Contains(v, "T127 V") {
		t.Fatalf("thread 127 shows before it is selected:\n%s", v)
	}
	press(m, kmsg("1"), kmsg("2"), kmsg("7"))
	v := m.View()
	if !strings.Contains(v, "thread 127 of 128") || !strings.Contains(v, "*T127 V") {
		t.Errorf("thread 127 selected, its cells not in view:\n%s", v)
	}
	press(m, kmsg("n")) // wraps to thread 0, back at the top left (fitted: a * marks its cells)
	if v := m.View(); !strings.Contains(v, "thread 0 of 128") || !strings.Contains(v, "|  ****") {
		t.Errorf("thread 0 selected, its cells not in view:\n%s", v)
	}
	if m.gv.row != 0 || m.gv.col != 0 {
		t.Errorf("thread 0 at (%d, %d), want the top left", m.gv.row, m.gv.col)
	}
	// Thread 32's cells are in the fitted view already: nothing moves.
	press(m, kmsg("3"), kmsg("2"))
	if !strings.Contains(m.View(), "thread 32 of 128") || m.gv.row != 0 || m.gv.col != 0 {
		t.Errorf("thread 32 (in view) moved the view to (%d, %d):\n%s", m.gv.row, m.gv.col, m.View())
	}
}

// TestCoordsListOwnersOfAnMMAView: c on an MMA view lists each (thread,
// value) with its (m,n) in C, (m,k) in A and (n,k) in B instead of the
// picture; with a thread selected, only that thread's values; c again
// shows the picture.
func TestCoordsListOwnersOfAnMMAView(t *testing.T) {
	m := newPane(testutil.Common(), "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{})\n", nil)
	m.SetSize(120, 40)
	m.Focus()
	press(m, kmsg("c"))
	v := m.View()
	// A: ((4,8),(2,2,2)):((32,1),(16,8,128)) over 16×16; thread 3 is
	// offset 96 = (0,6), its value 2 (stride 8) (8,6). B:
	// ((4,8),(2,2)):((16,1),(8,64)) over 8×16; value 2 of thread 3 is
	// 48+64 = (n,k) (0,14).
	for _, want := range []string{"thread  value  C (m,n)  A (m,k)  B (n,k)", "3       2      (8,6)    (8,6)    (0,14)", "of 256 (thread, value) pairs"} {
		if !strings.Contains(v, want) {
			t.Errorf("c: missing %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "T0 V0") {
		t.Errorf("c: the picture is still drawn:\n%s", v)
	}
	press(m, kmsg("5"))
	v = m.View()
	// Thread 5 = 32+1: A (1,2); value 7 adds 16+8+128: (9,11).
	if !strings.Contains(v, "5       7               (9,11)") || strings.Contains(v, "\n| 4  ") || strings.Contains(v, "of 256") {
		t.Errorf("thread 5's values only:\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
	press(m, kmsg("c"))
	if v := m.View(); !strings.Contains(v, "thread 5 of 32 owns") || strings.Contains(v, "thread  value") {
		t.Errorf("c again: no picture:\n%s", v)
	}
}

// tiled2x2 is lesson 15's 2×2 TiledMMA: a 32×16×16 tile whose picture
// is 50 rows high (B's 16 over A's 32, and two rows of names and numbers).
const tiled2x2 = "atom = SM80_16x8x16_F32F16F16F32_TN{}\nmma = make_tiled_mma(atom, Layout<Shape<_2,_2,_1>>{})\nmma\n"

// TestMMAPictureFollowsTheTerminalHeight: an MMA picture shows as many
// rows as the reader's height leaves — on a 200×60 terminal (the reader
// gives its panes 196×58) all 32 rows of A; on a 200×40 one it is cut and
// says where.
func TestMMAPictureFollowsTheTerminalHeight(t *testing.T) {
	m := newPane(testutil.Common(), tiled2x2, nil)
	m.SetSize(196, 58)
	v := m.View()
	if strings.Contains(v, "… rows") || !strings.Contains(v, "| 28 + + +") || !strings.Contains(v, "o o p p q q r r g g h h i i j j") {
		t.Errorf("200×60: not all 32 rows of A and C:\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
	m.SetSize(196, 38)
	if v := m.View(); !strings.Contains(v, "… rows 0–30 of 50") {
		t.Errorf("200×40: the cut picture does not say so:\n%s", v)
	}
}

// TestSelectedThreadListsTheOwnersOfItsSharedCells: with a thread
// selected, the cells it shares are listed with all their owners — in the
// 2×2 TiledMMA the warps along N read the same A (thread 5 and 69), the
// warps along M the same B (thread 5 and 37).
func TestSelectedThreadListsTheOwnersOfItsSharedCells(t *testing.T) {
	m := newPane(testutil.Common(), tiled2x2, nil)
	m.SetSize(196, 58)
	m.Focus()
	press(m, kmsg("5"))
	v := m.View()
	for _, want := range []string{"12 cells of thread 5 are owned by other threads too:", "A(1,2): T5 V0, T69 V0"} {
		if !strings.Contains(v, want) {
			t.Errorf("missing %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "768 cells covered") || strings.Contains(v, "T0 V0, T64 V0") {
		t.Errorf("the shared cells of other threads are listed:\n%s", v)
	}
}

// TestCoordinateTensorsDrawAsGrids: an identity tensor, a tile of one and
// a basis layout draw as grids of the coordinates they hold (as
// print_tensor prints them); c lists each element's coordinate.
func TestCoordinateTensorsDrawAsGrids(t *testing.T) {
	for _, c := range []struct{ src, row, coord string }{
		{"make_identity_tensor(make_shape(4,5))", " 3   (3,0)  (3,1)  (3,2)  (3,3)  (3,4)", "19  (3,4)    (3,4)       (3,4)"},
		// The tile (1,1) of 4×4 tiles: coordinates from (4,4).
		{"local_tile(make_identity_tensor(make_shape(8,8)), make_tile(4,4), make_coord(1,1))", " 3   (7,4)  (7,5)  (7,6)  (7,7)", "14  (2,3)    (2,3)       (6,7)"},
		{"make_identity_layout(make_shape(4,4))", " 1   (1,0)  (1,1)  (1,2)  (1,3)", " 7  (3,1)    (3,1)       (3,1)"},
	} {
		m := newPane(testutil.Common(), c.src+"\n", nil)
		m.SetSize(80, 40)
		m.Focus()
		v := m.View()
		if !strings.Contains(v, "grid of ") || !strings.Contains(v, c.row) {
			t.Errorf("%s: no grid of coordinates (want %q):\n%s", c.src, c.row, v)
		}
		if c.src == "make_identity_tensor(make_shape(4,5))" {
			golden.RequireEqual(t, []byte(v))
		}
		press(m, kmsg("c"))
		if v := m.View(); !strings.Contains(v, "1-D    R-D  natural  coordinate") || !strings.Contains(v, c.coord) {
			t.Errorf("%s: c (want %q):\n%s", c.src, c.coord, v)
		}
	}
}

// TestMMAPictureShownWholeWhenItFits: lesson 14's MMA (34 rows with its
// axis numbers) is drawn whole on a 120×40 terminal (the reader gives its
// panes 116×38): the rows a pane's own lines would take are not held
// back, since a picture key scrolls the reader to the picture. On an
// 80×24 terminal it is cut, and says so.
func TestMMAPictureShownWholeWhenItFits(t *testing.T) {
	m := newPane(testutil.Common(), "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{})", nil)
	m.SetSize(116, 38)
	if v := m.View(); strings.Contains(v, "… rows") || !strings.Contains(v, "| 12 ") {
		t.Errorf("120×40: the MMA is not shown whole:\n%s", v)
	}
	m.SetSize(76, 22)
	if v := m.View(); !strings.Contains(v, "… rows 0–14 of 34") {
		t.Errorf("80×24: the cut picture does not say so:\n%s", v)
	}
}

// TestPanStartsAtTheMMAsC: v on an unpanned MMA view starts panning at C
// (its axis numbers in the window's first row and column), whose cells
// show their labels at once; the top-left of the canvas is empty.
func TestPanStartsAtTheMMAsC(t *testing.T) {
	m := newPane(testutil.Common(), "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{})", nil)
	m.SetSize(76, 22)
	m.Focus()
	press(m, kmsg("v"))
	v := m.View()
	if !strings.Contains(v, "PAN from row 17, column 17") || !strings.Contains(v, "T0 V0") || !strings.Contains(v, "… rows 17–") {
		t.Errorf("v: the window does not start at C:\n%s", v)
	}
}

// TestMMAPictureAt80x24IsWhole: on an 80×24 terminal with colour (the
// reader gives its panes 76×22) lesson 14's 16×8×16 MMA, 34 rows drawn
// one a line, is drawn two rows a line and shows A, B and C whole; with
// no colour it is cut, and says so.
func TestMMAPictureAt80x24IsWhole(t *testing.T) {
	colour := common.New(lipgloss.NewRenderer(io.Discard), termenv.ANSI256, true, "dark")
	m := newPane(colour, "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{})\n", nil)
	m.SetSize(76, 22)
	v := m.View()
	if !strings.Contains(v, "two rows a line") || strings.Contains(v, "… rows") || strings.Count(v, "▀\x1b[0m") != (16*8+16*16+16*8)/2 {
		t.Errorf("80×24: not whole, two rows a line:\n%s", v)
	}
	m = newPane(testutil.Common(), "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{})\n", nil)
	m.SetSize(76, 22)
	if v := m.View(); strings.Contains(v, "▀") || !strings.Contains(v, "… rows 0–14 of 34") {
		t.Errorf("80×24 without colour: want the cut picture, one row a line:\n%s", v)
	}
}

// TestCopyPictureAt80x24ShowsItsSourceWhole: lesson 15's 256-thread copy
// of a 32×64 tile on an 80×24 terminal with colour: drawn two rows a
// line, the picture takes the room the screen leaves (18 lines, not the
// 15 a one-row-a-line picture gets), so all 32 rows of S show — the 16
// lines under its name — and the window says it stops before D.
func TestCopyPictureAt80x24ShowsItsSourceWhole(t *testing.T) {
	colour := common.New(lipgloss.NewRenderer(io.Discard), termenv.ANSI256, true, "dark")
	src := "atom = Copy_Atom<UniversalCopy<uint128_t>, half_t>{}\nthr = Layout<Shape<_32,_8>,Stride<_8,_1>>{}\nval = Layout<Shape<_1,_8>>{}\ncopy = make_tiled_copy(atom, thr, val)\ncopy\n"
	m := newPane(colour, src, nil)
	m.SetSize(76, 22)
	raw := m.View()
	v := regexp.MustCompile("\x1b\\[[0-9;]*m").ReplaceAllString(raw, "")
	lines := strings.Split(v, "\n")
	s := -1
	for i, l := range lines {
		if strings.TrimSpace(strings.Trim(strings.TrimSpace(l), "│")) == "S" {
			s = i
		}
	}
	if s < 0 {
		t.Fatalf("no S:\n%s", v)
	}
	n := 0
	for _, l := range lines[s+1:] {
		if !strings.Contains(l, "▀") {
			break
		}
		n++
	}
	if n != 16 {
		t.Errorf("%d lines of S, want 16 (32 rows two a line):\n%s", n, v)
	}
}

// TestSelectingAThreadShowsItsCells: on an 80×24 terminal, selecting
// thread 37 of lesson 14's 64×64×16 wgmma pans to its first cell of C —
// row 17, columns 2–3 — and shows it, not the columns of A beside the
// row (the pan used to be worked out for the fitted view, which shows 72
// columns, and then drawn with full labels, which show 6).
func TestSelectingAThreadShowsItsCells(t *testing.T) {
	for name, c := range map[string]common.Common{
		"plain":     testutil.Common(),
		"256colour": common.New(lipgloss.NewRenderer(io.Discard), termenv.ANSI256, true, "dark"),
	} {
		m := newPane(c, "make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})\n", nil)
		m.SetSize(76, 22)
		m.Focus()
		press(m, kmsg("3"), kmsg("7"))
		v := regexp.MustCompile("\x1b\\[[0-9;]*m").ReplaceAllString(m.View(), "")
		if !strings.Contains(v, "T37 V0") || !strings.Contains(v, "T37 V1") {
			t.Errorf("%s: thread 37's cells not in view:\n%s", name, v)
		}
		// Panned away from the axis numbers, the window says where it is
		// in C's own (m, n).
		if one := strings.Join(strings.Fields(v), " "); !strings.Contains(one, "of 82: C m 16–30, n 1–6") {
			t.Errorf("%s: the window does not say which part of C it shows:\n%s", name, v)
		}
	}
}
