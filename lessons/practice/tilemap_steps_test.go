package practice

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/gpu/model/raster"
)

// TestTilemapStepsAgreeWithRaster checks the derivations against
// gpu/model/raster for every CTA of every tile grid up to 9×9 and every
// mapping the topic asks about (and a few more widths): tileSteps ends on
// raster's tile (or on no tile where raster has none), ctaSteps of that tile
// gives the CTA back, gridSteps gives raster's grid, and every step is a
// filled-in sentence.
func TestTilemapStepsAgreeWithRaster(t *testing.T) {
	var mps []raster.Mapping
	for _, s := range []int{1, 2, 4, 8} {
		mps = append(mps, raster.Identity(s), raster.SM90(s, true), raster.SM90(s, false))
	}
	for g := 1; g <= 8; g++ {
		mps = append(mps, raster.Triton(g))
	}
	sentences := func(where string, steps []string) {
		t.Helper()
		if len(steps) == 0 {
			t.Fatalf("%s: no steps", where)
		}
		for _, s := range steps {
			if s == "" || strings.Contains(s, "%!") || strings.Contains(s, "no derivation") {
				t.Fatalf("%s: step %q", where, s)
			}
		}
	}
	for _, mp := range mps {
		for tm := 1; tm <= 9; tm++ {
			for tn := 1; tn <= 9; tn++ {
				steps, x, y, z := gridSteps(mp, tm, tn)
				gx, gy, gz := mp.Grid(tm, tn)
				if x != gx || y != gy || z != gz {
					t.Fatalf("%s %d×%d: gridSteps (%d,%d,%d), raster (%d,%d,%d)", mp.Name(), tm, tn, x, y, z, gx, gy, gz)
				}
				sentences(fmt.Sprintf("%s %d×%d grid", mp.Name(), tm, tn), steps)
				owned := 0
				for by := 0; by < gy; by++ {
					for bx := 0; bx < gx; bx++ {
						where := fmt.Sprintf("%s %d×%d CTA (%d,%d)", mp.Name(), tm, tn, bx, by)
						steps, m, n, ok := tileSteps(mp, tm, tn, bx, by)
						rm, rn, rok := mp.Tile(bx, by, 0, tm, tn)
						if ok != rok || (ok && (m != rm || n != rn)) {
							t.Fatalf("%s: tileSteps (%d,%d) %v, raster (%d,%d) %v", where, m, n, ok, rm, rn, rok)
						}
						sentences(where, steps)
						if !ok {
							if !strings.Contains(steps[len(steps)-1], "no tile") && !strings.Contains(steps[len(steps)-1], "past the last tile") {
								t.Errorf("%s: the last step does not say the CTA has no tile: %q", where, steps[len(steps)-1])
							}
							continue
						}
						owned++
						steps, cx, cy := ctaSteps(mp, tm, tn, m, n)
						if cx != bx || cy != by {
							t.Fatalf("%s: tile (%d,%d), ctaSteps gives CTA (%d,%d)", where, m, n, cx, cy)
						}
						sentences(where+" inverse", steps)
					}
				}
				if owned != tm*tn {
					t.Fatalf("%s %d×%d: %d CTAs own a tile, want %d", mp.Name(), tm, tn, owned, tm*tn)
				}
			}
		}
	}
}

// TestTilemapStepsByHand checks the hint texts on small cases worked by
// hand from the formulae of shared/reference/threadblock-swizzle.md.
func TestTilemapStepsByHand(t *testing.T) {
	tile := []struct {
		mp     raster.Mapping
		tm, tn int
		bx, by int
		m, n   int
		ok     bool
		steps  []string
	}{
		// 2.x N=2 on 3×4: L = 1; CTA (1,1): m = 1>>1 = 0, n = 2 + 1 = 3.
		{raster.Identity(2), 3, 4, 1, 1, 0, 3, true, []string{
			"get_log_tile: N = 2, tiles_n = 4; N ≥ 2 and tiles_n ≥ 2, so L = 1 (strips of 2^L = 2 tiles)",
			"m = blockIdx.x >> L = 1 >> 1 = 0",
			"n = (blockIdx.y << L) + (blockIdx.x & (2^L−1)) = (1 << 1) + (1 & 1) = 3",
		}},
		// 2.x N=8 on 5×3: the clamp on tiles_n = 3 gives L = 2; CTA (6,0) = tile (1,2).
		{raster.Identity(8), 5, 3, 6, 0, 1, 2, true, []string{
			"get_log_tile: N = 8, tiles_n = 3; N ≥ 4 and tiles_n ≥ 3, so L = 2 (strips of 2^L = 4 tiles)",
			"m = blockIdx.x >> L = 6 >> 2 = 1",
			"n = (blockIdx.y << L) + (blockIdx.x & (2^L−1)) = (0 << 2) + (6 & 3) = 2",
		}},
		// 2.x N=4 on 2×3: L = 2, grid (8,1,1); CTA (3,0) would be n = 3: none.
		{raster.Identity(4), 2, 3, 3, 0, 0, 3, false, []string{
			"get_log_tile: N = 4, tiles_n = 3; N ≥ 4 and tiles_n ≥ 3, so L = 2 (strips of 2^L = 4 tiles)",
			"m = blockIdx.x >> L = 3 >> 2 = 0",
			"n = (blockIdx.y << L) + (blockIdx.x & (2^L−1)) = (0 << 2) + (3 & 3) = 3",
			"n = 3 ≥ tiles_n = 3: this CTA has no tile (it exits at once)",
		}},
		// 3.x AlongN S=4 on 6×5: min = 5, S = 4; t = 13: off 1, e 3, n = 3, m = 0·4 + 1.
		{raster.SM90(4, false), 6, 5, 13, 0, 1, 3, true, []string{
			"get_log_swizzle_size: max_swizzle_size = 4, min(tiles_m, tiles_n) = min(6,5) = 5; max_swizzle_size ≥ 4 and min ≥ 3, so S = 2^2 = 4",
			"off = t mod S = 13 mod 4 = 1; e = t div S = 13 div 4 = 3",
			"AlongN: n = e mod tiles_n = 3 mod 5 = 3",
			"m = (e div tiles_n)·S + off = (3 div 5)·4 + 1 = 0·4 + 1 = 1",
		}},
		// t = 27: off 3, e 6, n = 1, m = 1·4 + 3 = 7 ≥ 6: a padded program.
		{raster.SM90(4, false), 6, 5, 27, 0, 7, 1, false, []string{
			"get_log_swizzle_size: max_swizzle_size = 4, min(tiles_m, tiles_n) = min(6,5) = 5; max_swizzle_size ≥ 4 and min ≥ 3, so S = 2^2 = 4",
			"off = t mod S = 27 mod 4 = 3; e = t div S = 27 div 4 = 6",
			"AlongN: n = e mod tiles_n = 6 mod 5 = 1",
			"m = (e div tiles_n)·S + off = (6 div 5)·4 + 3 = 1·4 + 3 = 7",
			"m = 7 ≥ tiles_m = 6: this CTA has no tile (padding: it still runs, past the problem's edge, on zero-filled loads)",
		}},
		// 3.x AlongM S=2 on 3×4: min = 3, S = 2; t = 7: off 1, e 3, m = 0, n = 1·2 + 1.
		{raster.SM90(2, true), 3, 4, 7, 0, 0, 3, true, []string{
			"get_log_swizzle_size: max_swizzle_size = 2, min(tiles_m, tiles_n) = min(3,4) = 3; max_swizzle_size ≥ 2 and min ≥ 2, so S = 2^1 = 2",
			"off = t mod S = 7 mod 2 = 1; e = t div S = 7 div 2 = 3",
			"AlongM: m = e mod tiles_m = 3 mod 3 = 0",
			"n = (e div tiles_m)·S + off = (3 div 3)·2 + 1 = 1·2 + 1 = 3",
		}},
		// 3.x AlongM S=8 on 1×5: min = 1, no threshold, S = 1: t = n.
		{raster.SM90(8, true), 1, 5, 4, 0, 0, 4, true, []string{
			"get_log_swizzle_size: max_swizzle_size = 8, min(tiles_m, tiles_n) = min(1,5) = 1; no threshold is met, so S = 2^0 = 1",
			"off = t mod S = 4 mod 1 = 0; e = t div S = 4 div 1 = 4",
			"AlongM: m = e mod tiles_m = 4 mod 1 = 0",
			"n = (e div tiles_m)·S + off = (4 div 1)·1 + 0 = 4·1 + 0 = 4",
		}},
		// Triton G=4 on 6×5: P = 20; pid 13 is in group 0: m = 13 mod 4, n = 13 div 4.
		{raster.Triton(4), 6, 5, 13, 0, 1, 3, true, []string{
			"P = GROUP_SIZE_M·num_pid_n = 4·5 = 20 pids a group; group_id = pid div P = 13 div 20 = 0; first_pid_m = group_id·G = 0·4 = 0",
			"group_size_m = min(num_pid_m − first_pid_m, G) = min(6 − 0, 4) = 4",
			"pid mod P = 13 mod 20 = 13; pid_m = first_pid_m + (pid mod P) mod group_size_m = 0 + 13 mod 4 = 1",
			"pid_n = (pid mod P) div group_size_m = 13 div 4 = 3",
		}},
		// pid 27 is in the last group, rows 4..5 only: m = 4 + 7 mod 2, n = 7 div 2.
		{raster.Triton(4), 6, 5, 27, 0, 5, 3, true, []string{
			"P = GROUP_SIZE_M·num_pid_n = 4·5 = 20 pids a group; group_id = pid div P = 27 div 20 = 1; first_pid_m = group_id·G = 1·4 = 4",
			"group_size_m = min(num_pid_m − first_pid_m, G) = min(6 − 4, 4) = 2 (the last group is shorter: Triton shrinks it, CUTLASS would pad)",
			"pid mod P = 27 mod 20 = 7; pid_m = first_pid_m + (pid mod P) mod group_size_m = 4 + 7 mod 2 = 5",
			"pid_n = (pid mod P) div group_size_m = 7 div 2 = 3",
		}},
	}
	for _, c := range tile {
		where := fmt.Sprintf("%s %d×%d CTA (%d,%d)", c.mp.Name(), c.tm, c.tn, c.bx, c.by)
		steps, m, n, ok := tileSteps(c.mp, c.tm, c.tn, c.bx, c.by)
		if m != c.m || n != c.n || ok != c.ok || !reflect.DeepEqual(steps, c.steps) {
			t.Errorf("%s: got (%d,%d) %v\n%s\nwant (%d,%d) %v\n%s", where, m, n, ok, strings.Join(steps, "\n"), c.m, c.n, c.ok, strings.Join(c.steps, "\n"))
		}
		if rm, rn, rok := c.mp.Tile(c.bx, c.by, 0, c.tm, c.tn); rok != c.ok || (rok && (rm != c.m || rn != c.n)) {
			t.Errorf("%s: the hand-worked tile (%d,%d) %v is not raster's (%d,%d) %v", where, c.m, c.n, c.ok, rm, rn, rok)
		}
	}

	cta := []struct {
		mp     raster.Mapping
		tm, tn int
		m, n   int
		bx, by int
		steps  []string
	}{
		// 2.x N=2 on 3×4: tile (0,3) is blockIdx ((0<<1) + 1, 3>>1) = (1,1).
		{raster.Identity(2), 3, 4, 0, 3, 1, 1, []string{
			"get_log_tile: N = 2, tiles_n = 4; N ≥ 2 and tiles_n ≥ 2, so L = 1 (strips of 2^L = 2 tiles)",
			"grid = (tiles_m·2^L, ⌈tiles_n/2^L⌉, 1) = (3·2, ⌈4/2⌉, 1) = (6,2,1)",
			"tile (0,3): blockIdx.x = (m << L) + (n mod 2^L) = (0 << 1) + 1 = 1",
			"blockIdx.y = n >> L = 3 >> 1 = 1",
		}},
		// 3.x AlongM S=2 on 3×4: tile (0,3): off 1, e = 1·3 + 0 = 3, t = 7,
		// the linear id 1 + 1·6 of the 2.x CTA above (Identity<2> ≡ AlongM S=2).
		{raster.SM90(2, true), 3, 4, 0, 3, 7, 0, []string{
			"get_log_swizzle_size: max_swizzle_size = 2, min(tiles_m, tiles_n) = min(3,4) = 3; max_swizzle_size ≥ 2 and min ≥ 2, so S = 2^1 = 2",
			"AlongM: n = (e div tiles_m)·S + off, so off = n mod S = 3 mod 2 = 1 and e div tiles_m = n div S = 3 div 2 = 1",
			"m = e mod tiles_m, so e = (n div S)·tiles_m + m = 1·3 + 0 = 3",
			"t = e·S + off = 3·2 + 1 = 7",
		}},
		// 3.x AlongN S=4 on 6×5: tile (5,3): off 1, e = 1·5 + 3 = 8, t = 33.
		{raster.SM90(4, false), 6, 5, 5, 3, 33, 0, []string{
			"get_log_swizzle_size: max_swizzle_size = 4, min(tiles_m, tiles_n) = min(6,5) = 5; max_swizzle_size ≥ 4 and min ≥ 3, so S = 2^2 = 4",
			"AlongN: m = (e div tiles_n)·S + off, so off = m mod S = 5 mod 4 = 1 and e div tiles_n = m div S = 5 div 4 = 1",
			"n = e mod tiles_n, so e = (m div S)·tiles_n + n = 1·5 + 3 = 8",
			"t = e·S + off = 8·4 + 1 = 33",
		}},
		// Triton G=4 on 6×5: tile (5,3) is pid 20 + (1 + 3·2) = 27 (CUTLASS's 33 above: it pads).
		{raster.Triton(4), 6, 5, 5, 3, 27, 0, []string{
			"group_id = pid_m div G = 5 div 4 = 1; first_pid_m = group_id·G = 1·4 = 4; group_size_m = min(num_pid_m − first_pid_m, G) = min(6 − 4, 4) = 2",
			"inside the group pid_m moves fastest: pid mod P = (pid_m − first_pid_m) + pid_n·group_size_m = (5 − 4) + 3·2 = 7",
			"pid = group_id·P + pid mod P = 1·20 + 7 = 27, with P = G·num_pid_n = 4·5 (every earlier group is full)",
		}},
	}
	for _, c := range cta {
		where := fmt.Sprintf("%s %d×%d tile (%d,%d)", c.mp.Name(), c.tm, c.tn, c.m, c.n)
		steps, bx, by := ctaSteps(c.mp, c.tm, c.tn, c.m, c.n)
		if bx != c.bx || by != c.by || !reflect.DeepEqual(steps, c.steps) {
			t.Errorf("%s: got CTA (%d,%d)\n%s\nwant (%d,%d)\n%s", where, bx, by, strings.Join(steps, "\n"), c.bx, c.by, strings.Join(c.steps, "\n"))
		}
		if m, n, ok := c.mp.Tile(c.bx, c.by, 0, c.tm, c.tn); !ok || m != c.m || n != c.n {
			t.Errorf("%s: raster sends the hand-worked CTA (%d,%d) to (%d,%d) %v", where, c.bx, c.by, m, n, ok)
		}
	}

	grid := []struct {
		mp      raster.Mapping
		tm, tn  int
		x, y, z int
		steps   []string
	}{
		// The reference's example: a 4×4 tile grid launches (8,2,1) with N = 2.
		{raster.Identity(2), 4, 4, 8, 2, 1, []string{
			"get_log_tile: N = 2, tiles_n = 4; N ≥ 2 and tiles_n ≥ 2, so L = 1 (strips of 2^L = 2 tiles)",
			"grid = (tiles_m·2^L, ⌈tiles_n/2^L⌉, 1) = (4·2, ⌈4/2⌉, 1) = (8,2,1)",
		}},
		// AlongN S=4 on 6×5 pads tiles_m to 8: 40 programs.
		{raster.SM90(4, false), 6, 5, 40, 1, 1, []string{
			"get_log_swizzle_size: max_swizzle_size = 4, min(tiles_m, tiles_n) = min(6,5) = 5; max_swizzle_size ≥ 4 and min ≥ 3, so S = 2^2 = 4",
			"AlongN pads tiles_m to a multiple of S: ⌈tiles_m/S⌉·S = ⌈6/4⌉·4 = 8",
			"grid = (8·tiles_n, 1, 1) = (8·5, 1, 1) = (40,1,1)",
		}},
		// AlongM S=8 on 2×7: min = 2 clamps S to 2; tiles_n padded to 8: 16 programs.
		{raster.SM90(8, true), 2, 7, 16, 1, 1, []string{
			"get_log_swizzle_size: max_swizzle_size = 8, min(tiles_m, tiles_n) = min(2,7) = 2; max_swizzle_size ≥ 2 and min ≥ 2, so S = 2^1 = 2",
			"AlongM pads tiles_n to a multiple of S: ⌈tiles_n/S⌉·S = ⌈7/2⌉·2 = 8",
			"grid = (tiles_m·8, 1, 1) = (2·8, 1, 1) = (16,1,1)",
		}},
	}
	for _, c := range grid {
		where := fmt.Sprintf("%s %d×%d grid", c.mp.Name(), c.tm, c.tn)
		steps, x, y, z := gridSteps(c.mp, c.tm, c.tn)
		if x != c.x || y != c.y || z != c.z || !reflect.DeepEqual(steps, c.steps) {
			t.Errorf("%s: got (%d,%d,%d)\n%s\nwant (%d,%d,%d)\n%s", where, x, y, z, strings.Join(steps, "\n"), c.x, c.y, c.z, strings.Join(c.steps, "\n"))
		}
		if x, y, z := c.mp.Grid(c.tm, c.tn); x != c.x || y != c.y || z != c.z {
			t.Errorf("%s: raster says (%d,%d,%d)", where, x, y, z)
		}
	}
}
