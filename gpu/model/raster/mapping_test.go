package raster

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func allMappings() []Mapping {
	ms := []Mapping{RowMajor()}
	for _, s := range []int{1, 2, 3, 4, 8, 16} {
		ms = append(ms, Identity(s), SM90(s, true), SM90(s, false), Triton(s))
	}
	return ms
}

func TestFourByFourExample(t *testing.T) {
	for _, tc := range []struct {
		n          int
		gx, gy, gz int
	}{{1, 4, 4, 1}, {2, 8, 2, 1}} {
		x, y, z := Identity(tc.n).Grid(4, 4)
		if x != tc.gx || y != tc.gy || z != tc.gz {
			t.Errorf("Identity(%d).Grid(4,4) = (%d,%d,%d), want (%d,%d,%d)", tc.n, x, y, z, tc.gx, tc.gy, tc.gz)
		}
	}
	// N=1 is column-major: m fastest.
	got, err := LaunchOrder(Identity(1), 4, 4)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]int{{0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("N=1 order = %v, want %v", got, want)
	}
	// N=2: strips of two n-tiles, walking down m inside a strip.
	got, err = LaunchOrder(Identity(2), 4, 4)
	if err != nil {
		t.Fatal(err)
	}
	want = [][]int{{0, 1, 8, 9}, {2, 3, 10, 11}, {4, 5, 12, 13}, {6, 7, 14, 15}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("N=2 order = %v, want %v", got, want)
	}
	got, err = LaunchOrder(RowMajor(), 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	if want := [][]int{{0, 1, 2}, {3, 4, 5}}; !reflect.DeepEqual(got, want) {
		t.Errorf("row-major order = %v, want %v", got, want)
	}
}

func TestIdentityTileOffset(t *testing.T) {
	// 4 tiles in n with N=4: L=2, grid (tilesM·4, 1, 1).
	for _, tc := range []struct{ bx, by, m, n int }{
		{0, 0, 0, 0}, {1, 0, 0, 1}, {3, 0, 0, 3}, {4, 0, 1, 0}, {13, 0, 3, 1},
	} {
		m, n, ok := Identity(4).Tile(tc.bx, tc.by, 0, 5, 4)
		if !ok || m != tc.m || n != tc.n {
			t.Errorf("Identity(4).Tile(%d,%d) = (%d,%d,%v), want (%d,%d,true)", tc.bx, tc.by, m, n, ok, tc.m, tc.n)
		}
	}
	// 5 tiles in n with N=4: L=2, grid y = 2, the last strip holds one column;
	// CTAs for n = 5, 6, 7 have no tile.
	if x, y, _ := Identity(4).Grid(3, 5); x != 12 || y != 2 {
		t.Fatalf("Identity(4).Grid(3,5) = (%d,%d), want (12,2)", x, y)
	}
	if _, n, ok := Identity(4).Tile(1, 1, 0, 3, 5); ok {
		t.Errorf("CTA (1,1) maps to n=%d, want no tile", n)
	}
	if m, n, ok := Identity(4).Tile(4, 1, 0, 3, 5); !ok || m != 1 || n != 4 {
		t.Errorf("CTA (4,1) = (%d,%d,%v), want (1,4,true)", m, n, ok)
	}
}

func TestLogTileClamp(t *testing.T) {
	for _, tc := range []struct{ n, tilesN, want int }{
		{1, 100, 0}, {2, 1, 0}, {2, 2, 1}, {2, 100, 1},
		{4, 2, 1}, {4, 3, 2}, {4, 100, 2},
		{8, 1, 0}, {8, 2, 1}, {8, 3, 2}, {8, 5, 2}, {8, 6, 3}, {16, 6, 3},
		{3, 10, 1}, {7, 10, 2},
	} {
		if got := LogTile(tc.n, tc.tilesN); got != tc.want {
			t.Errorf("LogTile(%d, %d) = %d, want %d", tc.n, tc.tilesN, got, tc.want)
		}
	}
	// The clamp looks at tiles in n only: a tall grid does not lift it.
	if got := LogTile(8, 5); got != 2 {
		t.Errorf("LogTile(8, 5) = %d, want 2", got)
	}
	if x, y, _ := Identity(8).Grid(1000, 5); x != 4000 || y != 2 {
		t.Errorf("Identity(8).Grid(1000,5) = (%d,%d), want (4000,2)", x, y)
	}
	// The 3.x clamp looks at min(tilesM, tilesN).
	if got := LogSwizzle(8, 5, 1000); got != 2 {
		t.Errorf("LogSwizzle(8, 5, 1000) = %d, want 2", got)
	}
}

func TestBijection(t *testing.T) {
	for _, mp := range allMappings() {
		for tm := 1; tm <= 13; tm++ {
			for tn := 1; tn <= 13; tn++ {
				order, err := LaunchOrder(mp, tm, tn)
				if err != nil {
					t.Fatalf("%s %dx%d: %v", mp.Name(), tm, tn, err)
				}
				gx, gy, gz := mp.Grid(tm, tn)
				seen := map[int]bool{}
				for _, row := range order {
					for _, id := range row {
						if id < 0 || id >= gx*gy*gz || seen[id] {
							t.Fatalf("%s %dx%d: bad or repeated launch id %d", mp.Name(), tm, tn, id)
						}
						seen[id] = true
					}
				}
			}
		}
	}
}

// sameOrder reports whether two mappings give every tile the same launch id.
func sameOrder(t *testing.T, a, b Mapping, tm, tn int) bool {
	t.Helper()
	oa, err := LaunchOrder(a, tm, tn)
	if err != nil {
		t.Fatal(err)
	}
	ob, err := LaunchOrder(b, tm, tn)
	if err != nil {
		t.Fatal(err)
	}
	return reflect.DeepEqual(oa, ob)
}

func TestIdentityEqualsAlongM(t *testing.T) {
	checked := 0
	for _, n := range []int{1, 2, 4, 8} {
		for tm := 1; tm <= 20; tm++ {
			for tn := 1; tn <= 20; tn++ {
				// Same effective swizzle (the clamps differ: 2.x looks at tilesN, 3.x at the min).
				if LogTile(n, tn) != LogSwizzle(n, tm, tn) {
					continue
				}
				checked++
				if !sameOrder(t, Identity(n), SM90(n, true), tm, tn) {
					t.Errorf("Identity(%d) != AlongM S=%d on %dx%d tiles", n, n, tm, tn)
				}
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d shapes compared", checked)
	}
}

func TestTritonEqualsAlongN(t *testing.T) {
	checked := 0
	for _, g := range []int{1, 2, 4, 8} {
		for tm := 1; tm <= 24; tm++ {
			for tn := 1; tn <= 20; tn++ {
				if tm%g != 0 || 1<<LogSwizzle(g, tm, tn) != g {
					continue
				}
				checked++
				if !sameOrder(t, Triton(g), SM90(g, false), tm, tn) {
					t.Errorf("Triton(%d) != AlongN S=%d on %dx%d tiles", g, g, tm, tn)
				}
			}
		}
	}
	if checked < 300 {
		t.Fatalf("only %d shapes compared", checked)
	}
	// Where the last group is short, Triton shrinks it and CUTLASS pads: they differ.
	if sameOrder(t, Triton(4), SM90(4, false), 6, 5) {
		t.Error("Triton(4) and AlongN S=4 agree on 6x5 tiles; want a difference (shrunk vs padded group)")
	}
}

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Mapping
	}{
		{"row-major", RowMajor()}, {"rowmajor", RowMajor()}, {"N=2", Identity(2)}, {"4", Identity(4)},
		{"identity8", Identity(8)}, {"AlongM S=4", SM90(4, true)}, {"sm90n2", SM90(2, false)},
		{"Triton G=8", Triton(8)}, {"triton4", Triton(4)},
	} {
		got, err := Parse(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("Parse(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
		if again, err := Parse(got.Name()); err != nil || again != got {
			t.Errorf("Parse(%q.Name()=%q) = %v, %v", tc.in, got.Name(), again, err)
		}
	}
	for _, bad := range []string{"", "N=0", "N=x", "triton", "zigzag", "N=100000"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) succeeded, want an error", bad)
		}
	}
}

func TestLaunchOrderErrors(t *testing.T) {
	for _, tc := range []struct{ tm, tn int }{{0, 4}, {4, 0}, {-1, 5}, {1 << 20, 1 << 20}} {
		if _, err := LaunchOrder(RowMajor(), tc.tm, tc.tn); err == nil {
			t.Errorf("LaunchOrder(%dx%d) succeeded, want an error", tc.tm, tc.tn)
		}
	}
	if _, _, err := Tiles(1<<40, 1<<40, 1, 1); err == nil {
		t.Error("Tiles of a 2^80-tile problem succeeded")
	}
	if _, err := LaunchOrder(broken{}, 3, 3); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("LaunchOrder(broken) = %v, want a 'computed twice' error", err)
	}
}

// broken maps every CTA to tile (0,0).
type broken struct{}

func (broken) Name() string                            { return "broken" }
func (broken) Grid(tm, tn int) (int, int, int)         { return tm * tn, 1, 1 }
func (broken) Tile(_, _, _, _, _ int) (int, int, bool) { return 0, 0, true }

func ExampleLaunchOrder() {
	order, _ := LaunchOrder(Identity(2), 4, 4)
	for _, row := range order {
		fmt.Println(row)
	}
	// Output:
	// [0 1 8 9]
	// [2 3 10 11]
	// [4 5 12 13]
	// [6 7 14 15]
}
