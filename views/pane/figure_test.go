package pane

import (
	"runtime"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/figure"
	"github.com/cutetui/cutetui/views/internal/testutil"
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
