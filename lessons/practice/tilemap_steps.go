package practice

import (
	"fmt"

	"github.com/cutetui/cutetui/gpu/model/raster"
)

// The derivations below are the hints of the tile-map exercises: each
// writes out, with the numbers filled in, the formula of
// shared/reference/threadblock-swizzle.md that takes a CTA to its tile, a
// tile to its CTA, or a tile grid to its launch grid. The exercises' answers
// come from gpu/model/raster; the tests check that every derivation ends where
// raster does, for every CTA of many grids. A 1-D launch (CUTLASS 3.x,
// Triton) passes its program id as bx, with by = 0.

// tileSteps derives the tile (m, n) that the CTA at blockIdx (bx, by)
// computes under mp on a tm×tn tile grid; ok is false for a CTA with no tile.
func tileSteps(mp raster.Mapping, tm, tn, bx, by int) (steps []string, m, n int, ok bool) {
	add := func(format string, args ...any) { steps = append(steps, fmt.Sprintf(format, args...)) }
	switch mp := mp.(type) {
	case raster.IdentitySwizzle:
		// m = blockIdx.x >> L, n = (blockIdx.y << L) + (blockIdx.x & (2^L−1)).
		l := raster.LogTile(mp.N, tn)
		m, n = bx>>l, by<<l+bx&(1<<l-1)
		add("%s", logTileHint(mp.N, tn, l))
		add("m = blockIdx.x >> L = %d >> %d = %d", bx, l, m)
		add("n = (blockIdx.y << L) + (blockIdx.x & (2^L−1)) = (%d << %d) + (%d & %d) = %d", by, l, bx, 1<<l-1, n)
	case raster.SM90Raster:
		// off = t mod S, e = t div S; AlongN: n = e mod tiles_n,
		// m = (e div tiles_n)·S + off; AlongM: m and n swap roles.
		l := raster.LogSwizzle(mp.S, tm, tn)
		s := 1 << l
		off, e := bx%s, bx/s
		add("%s", swizzleSizeHint(mp.S, tm, tn, l))
		add("off = t mod S = %d mod %d = %d; e = t div S = %d div %d = %d", bx, s, off, bx, s, e)
		if mp.AlongM {
			m, n = e%tm, (e/tm)*s+off
			add("AlongM: m = e mod tiles_m = %d mod %d = %d", e, tm, m)
			add("n = (e div tiles_m)·S + off = (%d div %d)·%d + %d = %d·%d + %d = %d", e, tm, s, off, e/tm, s, off, n)
		} else {
			n, m = e%tn, (e/tn)*s+off
			add("AlongN: n = e mod tiles_n = %d mod %d = %d", e, tn, n)
			add("m = (e div tiles_n)·S + off = (%d div %d)·%d + %d = %d·%d + %d = %d", e, tn, s, off, e/tn, s, off, m)
		}
	case raster.TritonGrouped:
		// P = G·num_pid_n; first = (pid div P)·G; gsz = min(num_pid_m − first, G);
		// pid_m = first + (pid mod P) mod gsz; pid_n = (pid mod P) div gsz.
		g, p := mp.G, mp.G*tn
		grp := bx / p
		first := grp * g
		add("P = GROUP_SIZE_M·num_pid_n = %d·%d = %d pids a group; group_id = pid div P = %d div %d = %d; first_pid_m = group_id·G = %d·%d = %d",
			g, tn, p, bx, p, grp, grp, g, first)
		if first >= tm {
			add("first_pid_m = %d ≥ num_pid_m = %d: pid %d is past the last tile", first, tm, bx)
			return steps, first, 0, false
		}
		gsz := min(tm-first, g)
		short := ""
		if gsz < g {
			short = " (the last group is shorter: Triton shrinks it, CUTLASS would pad)"
		}
		add("group_size_m = min(num_pid_m − first_pid_m, G) = min(%d − %d, %d) = %d%s", tm, first, g, gsz, short)
		local := bx % p
		m, n = first+local%gsz, local/gsz
		add("pid mod P = %d mod %d = %d; pid_m = first_pid_m + (pid mod P) mod group_size_m = %d + %d mod %d = %d", bx, p, local, first, local, gsz, m)
		add("pid_n = (pid mod P) div group_size_m = %d div %d = %d", local, gsz, n)
	default:
		add("no derivation for %s", mp.Name())
		return steps, 0, 0, false
	}
	ok = m < tm && n < tn
	switch {
	case ok:
	case n >= tn:
		add("n = %d ≥ tiles_n = %d: this CTA has no tile (%s)", n, tn, noTile(mp))
	default:
		add("m = %d ≥ tiles_m = %d: this CTA has no tile (%s)", m, tm, noTile(mp))
	}
	return steps, m, n, ok
}

// ctaSteps derives the CTA, blockIdx (bx, by), that computes tile (m, n)
// under mp on a tm×tn tile grid, by inverting the formulae of tileSteps.
func ctaSteps(mp raster.Mapping, tm, tn, m, n int) (steps []string, bx, by int) {
	add := func(format string, args ...any) { steps = append(steps, fmt.Sprintf(format, args...)) }
	switch mp := mp.(type) {
	case raster.IdentitySwizzle:
		// blockIdx.x = (m << L) + (n mod 2^L), blockIdx.y = n >> L.
		l := raster.LogTile(mp.N, tn)
		gs, _, _, _ := gridSteps(mp, tm, tn)
		steps = append(steps, gs...)
		bx, by = m<<l+n%(1<<l), n>>l
		add("tile (%d,%d): blockIdx.x = (m << L) + (n mod 2^L) = (%d << %d) + %d = %d", m, n, m, l, n%(1<<l), bx)
		add("blockIdx.y = n >> L = %d >> %d = %d", n, l, by)
	case raster.SM90Raster:
		// AlongN: off = m mod S, e = (m div S)·tiles_n + n, t = e·S + off
		// (AlongM: m and n swap roles).
		l := raster.LogSwizzle(mp.S, tm, tn)
		s := 1 << l
		add("%s", swizzleSizeHint(mp.S, tm, tn, l))
		var off, e int
		if mp.AlongM {
			off, e = n%s, (n/s)*tm+m
			add("AlongM: n = (e div tiles_m)·S + off, so off = n mod S = %d mod %d = %d and e div tiles_m = n div S = %d div %d = %d", n, s, off, n, s, n/s)
			add("m = e mod tiles_m, so e = (n div S)·tiles_m + m = %d·%d + %d = %d", n/s, tm, m, e)
		} else {
			off, e = m%s, (m/s)*tn+n
			add("AlongN: m = (e div tiles_n)·S + off, so off = m mod S = %d mod %d = %d and e div tiles_n = m div S = %d div %d = %d", m, s, off, m, s, m/s)
			add("n = e mod tiles_n, so e = (m div S)·tiles_n + n = %d·%d + %d = %d", m/s, tn, n, e)
		}
		bx = e*s + off
		add("t = e·S + off = %d·%d + %d = %d", e, s, off, bx)
	case raster.TritonGrouped:
		// Every group before pid_m's is full (G·num_pid_n pids); inside a
		// group pid_m moves fastest.
		g, p := mp.G, mp.G*tn
		grp := m / g
		first := grp * g
		gsz := min(tm-first, g)
		add("group_id = pid_m div G = %d div %d = %d; first_pid_m = group_id·G = %d·%d = %d; group_size_m = min(num_pid_m − first_pid_m, G) = min(%d − %d, %d) = %d",
			m, g, grp, grp, g, first, tm, first, g, gsz)
		local := (m - first) + n*gsz
		add("inside the group pid_m moves fastest: pid mod P = (pid_m − first_pid_m) + pid_n·group_size_m = (%d − %d) + %d·%d = %d", m, first, n, gsz, local)
		bx = grp*p + local
		add("pid = group_id·P + pid mod P = %d·%d + %d = %d, with P = G·num_pid_n = %d·%d (every earlier group is full)", grp, p, local, bx, g, tn)
	default:
		add("no derivation for %s", mp.Name())
	}
	return steps, bx, by
}

// gridSteps derives the launch grid (x, y, z) of mp on a tm×tn tile grid.
func gridSteps(mp raster.Mapping, tm, tn int) (steps []string, x, y, z int) {
	add := func(format string, args ...any) { steps = append(steps, fmt.Sprintf(format, args...)) }
	switch mp := mp.(type) {
	case raster.IdentitySwizzle:
		// (tiles_m·2^L, ⌈tiles_n/2^L⌉, 1).
		l := raster.LogTile(mp.N, tn)
		x, y, z = tm<<l, (tn+1<<l-1)>>l, 1
		add("%s", logTileHint(mp.N, tn, l))
		add("grid = (tiles_m·2^L, ⌈tiles_n/2^L⌉, 1) = (%d·%d, ⌈%d/%d⌉, 1) = (%d,%d,%d)", tm, 1<<l, tn, 1<<l, x, y, z)
	case raster.SM90Raster:
		// One dimension: the swizzled side padded to a multiple of S.
		l := raster.LogSwizzle(mp.S, tm, tn)
		s := 1 << l
		add("%s", swizzleSizeHint(mp.S, tm, tn, l))
		y, z = 1, 1
		if mp.AlongM {
			pad := (tn + s - 1) / s * s
			add("AlongM pads tiles_n to a multiple of S: ⌈tiles_n/S⌉·S = ⌈%d/%d⌉·%d = %d", tn, s, s, pad)
			x = tm * pad
			add("grid = (tiles_m·%d, 1, 1) = (%d·%d, 1, 1) = (%d,1,1)", pad, tm, pad, x)
		} else {
			pad := (tm + s - 1) / s * s
			add("AlongN pads tiles_m to a multiple of S: ⌈tiles_m/S⌉·S = ⌈%d/%d⌉·%d = %d", tm, s, s, pad)
			x = pad * tn
			add("grid = (%d·tiles_n, 1, 1) = (%d·%d, 1, 1) = (%d,1,1)", pad, pad, tn, x)
		}
	case raster.TritonGrouped:
		x, y, z = tm*tn, 1, 1
		add("grid = (num_pid_m·num_pid_n, 1, 1) = (%d·%d, 1, 1) = (%d,1,1)", tm, tn, x)
	default:
		add("no derivation for %s", mp.Name())
	}
	return steps, x, y, z
}

// logTileHint explains get_log_tile's choice of L (CUTLASS 2.x).
func logTileHint(n, tn, l int) string {
	return fmt.Sprintf("get_log_tile: N = %d, tiles_n = %d; %s, so L = %d (strips of 2^L = %d tiles)", n, tn, threshold(l, "N", "tiles_n"), l, 1<<l)
}

// swizzleSizeHint explains CUTLASS 3.x get_log_swizzle_size: get_log_tile's
// thresholds applied to min(tiles_m, tiles_n).
func swizzleSizeHint(s, tm, tn, l int) string {
	return fmt.Sprintf("get_log_swizzle_size: max_swizzle_size = %d, min(tiles_m, tiles_n) = min(%d,%d) = %d; %s, so S = 2^%d = %d",
		s, tm, tn, min(tm, tn), threshold(l, "max_swizzle_size", "min"), l, 1<<l)
}

// threshold names the get_log_tile threshold that gives l: size is the
// requested width, side the number of tiles it is clamped by.
func threshold(l int, size, side string) string {
	switch l {
	case 3:
		return fmt.Sprintf("%s ≥ 8 and %s ≥ 6", size, side)
	case 2:
		return fmt.Sprintf("%s ≥ 4 and %s ≥ 3", size, side)
	case 1:
		return fmt.Sprintf("%s ≥ 2 and %s ≥ 2", size, side)
	}
	return "no threshold is met"
}
