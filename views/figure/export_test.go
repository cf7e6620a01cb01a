package figure

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
)

func TestSVGOfATiledLayout(t *testing.T) {
	fig := figureOf(t, "logical_divide(make_layout(make_shape(4,4)), make_tile(2,2))", ByTile)
	s, err := SVG(fig, false)
	if err != nil {
		t.Fatal(err)
	}
	golden.RequireEqual(t, []byte(s))
}

func TestSVGOfAnMMAShowsEveryThread(t *testing.T) {
	fig := figureOf(t, "make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{})", ByThread)
	s, err := SVG(fig, true)
	if err != nil {
		t.Fatal(err)
	}
	// 16×8 C + 16×8 A + 8×8 B cells, each with its thread.
	if n := strings.Count(s, "<g><rect"); n != 16*8+16*8+8*8 {
		t.Errorf("%d cells, want %d", n, 16*8+16*8+8*8)
	}
	golden.RequireEqual(t, []byte(s))
}

func TestSVGListsSharedCellsOwners(t *testing.T) {
	if fig, err := FromValue(nil, ValueOptions{}); err == nil || fig != nil {
		t.Fatalf("nil value: %v", err)
	}
	// Threads 0 and 1 both own every cell of the 2×2 tile.
	tv, err := FromStatements([]string{"(2,4):(0,1)"}, ValueOptions{TVM: 2, TVN: 2})
	if err != nil {
		t.Fatal(err)
	}
	s, err := SVG(tv, true)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s, "<title>T0 V0, T1 V0</title>") || !strings.Contains(s, ">T1 V3<") {
		t.Errorf("a cell of threads 0 and 1 must list both:\n%s", s)
	}
}

func TestPNGSizeAndColours(t *testing.T) {
	for _, dark := range []bool{true, false} {
		fig := figureOf(t, "make_layout(make_shape(4,8))", ByValue)
		data, err := PNG(fig, dark)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		// One-digit... two-digit values: cells (2·4+3)·2 = 22 wide, 18
		// tall, on a canvas of 5×9 squares (the labels' row and column).
		if got, want := img.Bounds(), image.Rect(0, 0, 9*22, 5*18); got != want {
			t.Errorf("dark=%v: bounds %v, want %v", dark, got, want)
		}
		pal := PaletteFor(dark)
		// Cell (m,n) sits at square (m+1, n+1); sample inside it, away
		// from its border and digits: bottom-left corner.
		for _, c := range []struct{ m, n int }{{0, 0}, {1, 0}, {3, 7}, {2, 5}} {
			v := c.m + 4*c.n
			x, y := (c.n+1)*22+2, (c.m+1)*18+16
			r, g, b, _ := img.At(x, y).RGBA()
			got := fmt.Sprintf("#%02x%02x%02x", r>>8, g>>8, b>>8)
			if want := pal.Fill(ByValue, v); got != want {
				t.Errorf("dark=%v: cell (%d,%d) = %s, want %s (value %d)", dark, c.m, c.n, got, want, v)
			}
		}
		r, g, b, _ := img.At(1, 1).RGBA()
		if got := fmt.Sprintf("#%02x%02x%02x", r>>8, g>>8, b>>8); got != pal.Background {
			t.Errorf("dark=%v: corner %s, want the background %s", dark, got, pal.Background)
		}
	}
}

func TestPNGRefusesHugeFigures(t *testing.T) {
	if _, err := FromStatements([]string{"make_layout(make_shape(1024,1024))"}, ValueOptions{}); err == nil {
		t.Error("a 1024×1024 figure was built; want the cell limit")
	}
}

// A swizzle spreads a column of 8 rows of 128 bytes over 8 bank groups;
// without it they all fall in one bank.
func TestBankColoursShowTheSwizzle(t *testing.T) {
	banks := func(src string) map[int]bool {
		fig := figureOf(t, src, ByBank)
		p := &fig.Panels[0]
		seen := map[int]bool{}
		for r := 0; r < p.Rows; r++ {
			seen[p.Cell(r, 0).Key] = true
		}
		return seen
	}
	// 4-byte elements: a row of 32 is 128 bytes, all 32 banks.
	plain := banks("Layout<Shape<_8,_32>,Stride<_32,_1>>{}")
	swz := banks("composition(Swizzle<3,2,3>{}, Layout<Shape<_8,_32>,Stride<_32,_1>>{})")
	if len(plain) != 1 || len(swz) != 8 {
		t.Errorf("column 0's banks: plain %v (want one), swizzled %v (want eight)", plain, swz)
	}
}
