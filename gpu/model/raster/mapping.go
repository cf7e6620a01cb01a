package raster

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxTiles bounds tilesM·tilesN for every function of this package, so that a
// huge problem is rejected instead of allocating or overflowing.
const MaxTiles = 1 << 20

// Mapping is a CTA-to-tile mapping.
type Mapping interface {
	// Name is a short label such as "N=2", "row-major", "AlongM S=4", "Triton G=8".
	Name() string
	// Grid is the launch grid (gridDim.x, gridDim.y, gridDim.z) for a tilesM×tilesN tile grid.
	Grid(tilesM, tilesN int) (x, y, z int)
	// Tile is the tile (m, n) of the CTA at blockIdx (bx, by, bz); ok is false
	// for a CTA that has no tile and must exit at once.
	Tile(bx, by, bz, tilesM, tilesN int) (m, n int, ok bool)
}

// IdentitySwizzle is CUTLASS 2.x GemmIdentityThreadblockSwizzle<N>.
type IdentitySwizzle struct{ N int }

// RowMajorRaster walks the tiles row by row, n fastest: t = m·tilesN + n.
type RowMajorRaster struct{}

// SM90Raster is the CUTLASS 3.x SM90 tile scheduler's raster with
// max_swizzle_size S, along M (AlongM) or along N.
type SM90Raster struct {
	S      int
	AlongM bool
}

// TritonGrouped is Triton's grouped ordering with GROUP_SIZE_M = G.
type TritonGrouped struct{ G int }

// Identity returns GemmIdentityThreadblockSwizzle<N> (N ≥ 1).
//
// L = LogTile(N, tilesN); grid = (tilesM·2^L, ⌈tilesN/2^L⌉, 1);
// m = bx >> L, n = (by << L) + (bx & (2^L−1)); CTAs with n ≥ tilesN have no tile.
func Identity(n int) IdentitySwizzle { return IdentitySwizzle{N: n} }

// RowMajor returns the plain row-major raster: grid (tilesN, tilesM, 1), m = by, n = bx.
func RowMajor() RowMajorRaster { return RowMajorRaster{} }

// SM90 returns the CUTLASS 3.x SM90 raster with max swizzle size s.
//
// S = 2^LogSwizzle(s, tilesM, tilesN); with t the linear id, off = t mod S,
// e = t div S: AlongN: n = e mod tilesN, m = (e div tilesN)·S + off;
// AlongM: m = e mod tilesM, n = (e div tilesM)·S + off. The swizzled dimension
// is padded to a multiple of S; padded CTAs have no tile. Grid is 1-D.
func SM90(s int, alongM bool) SM90Raster { return SM90Raster{S: s, AlongM: alongM} }

// Triton returns Triton's grouped ordering with GROUP_SIZE_M = g (g ≥ 1).
//
// With pid the linear id and P = g·tilesN: first = (pid div P)·g,
// gsz = min(tilesM − first, g), m = first + (pid mod P) mod gsz,
// n = (pid mod P) div gsz. Grid is 1-D with tilesM·tilesN CTAs.
func Triton(g int) TritonGrouped { return TritonGrouped{G: g} }

// LogTile is CUTLASS 2.x get_log_tile: 3 if N ≥ 8 and tilesN ≥ 6; 2 if N ≥ 4
// and tilesN ≥ 3; 1 if N ≥ 2 and tilesN ≥ 2; else 0. It looks at tilesN only.
func LogTile(n, tilesN int) int {
	switch {
	case n >= 8 && tilesN >= 6:
		return 3
	case n >= 4 && tilesN >= 3:
		return 2
	case n >= 2 && tilesN >= 2:
		return 1
	}
	return 0
}

// LogSwizzle is CUTLASS 3.x get_log_swizzle_size: the LogTile thresholds
// applied to min(tilesM, tilesN).
func LogSwizzle(s, tilesM, tilesN int) int { return LogTile(s, min(tilesM, tilesN)) }

func ceilDiv(a, b int) int { return (a + b - 1) / b }

// Name implements Mapping.
func (s IdentitySwizzle) Name() string { return "N=" + strconv.Itoa(s.N) }

// Grid implements Mapping: (tilesM·2^L, ⌈tilesN/2^L⌉, 1).
func (s IdentitySwizzle) Grid(tilesM, tilesN int) (int, int, int) {
	l := LogTile(s.N, tilesN)
	return tilesM << l, ceilDiv(tilesN, 1<<l), 1
}

// Tile implements Mapping: m = bx >> L, n = (by << L) + (bx & (2^L−1)).
func (s IdentitySwizzle) Tile(bx, by, bz, tilesM, tilesN int) (int, int, bool) {
	l := LogTile(s.N, tilesN)
	m := bx >> l
	n := (by << l) + (bx & (1<<l - 1))
	return m, n, bz == 0 && bx >= 0 && by >= 0 && m < tilesM && n < tilesN
}

// Name implements Mapping.
func (RowMajorRaster) Name() string { return "row-major" }

// Grid implements Mapping: (tilesN, tilesM, 1).
func (RowMajorRaster) Grid(tilesM, tilesN int) (int, int, int) { return tilesN, tilesM, 1 }

// Tile implements Mapping: m = by, n = bx.
func (RowMajorRaster) Tile(bx, by, bz, tilesM, tilesN int) (int, int, bool) {
	return by, bx, bz == 0 && bx >= 0 && by >= 0 && by < tilesM && bx < tilesN
}

// Name implements Mapping.
func (s SM90Raster) Name() string {
	if s.AlongM {
		return "AlongM S=" + strconv.Itoa(s.S)
	}
	return "AlongN S=" + strconv.Itoa(s.S)
}

// Size is the effective swizzle size 2^LogSwizzle(S, tilesM, tilesN).
func (s SM90Raster) Size(tilesM, tilesN int) int { return 1 << LogSwizzle(s.S, tilesM, tilesN) }

// Grid implements Mapping: one dimension, the swizzled side padded to a multiple of S.
func (s SM90Raster) Grid(tilesM, tilesN int) (int, int, int) {
	sz := s.Size(tilesM, tilesN)
	if s.AlongM {
		return tilesM * ceilDiv(tilesN, sz) * sz, 1, 1
	}
	return ceilDiv(tilesM, sz) * sz * tilesN, 1, 1
}

// Tile implements Mapping.
func (s SM90Raster) Tile(bx, by, bz, tilesM, tilesN int) (int, int, bool) {
	sz := s.Size(tilesM, tilesN)
	off, e := bx%sz, bx/sz
	var m, n int
	if s.AlongM {
		m, n = e%tilesM, (e/tilesM)*sz+off
	} else {
		n, m = e%tilesN, (e/tilesN)*sz+off
	}
	return m, n, by == 0 && bz == 0 && bx >= 0 && m < tilesM && n < tilesN
}

// Name implements Mapping.
func (t TritonGrouped) Name() string { return "Triton G=" + strconv.Itoa(t.G) }

// Grid implements Mapping: (tilesM·tilesN, 1, 1).
func (t TritonGrouped) Grid(tilesM, tilesN int) (int, int, int) { return tilesM * tilesN, 1, 1 }

// Tile implements Mapping.
func (t TritonGrouped) Tile(bx, by, bz, tilesM, tilesN int) (int, int, bool) {
	if t.G < 1 || by != 0 || bz != 0 || bx < 0 || bx >= tilesM*tilesN {
		return 0, 0, false
	}
	p := t.G * tilesN
	first := (bx / p) * t.G
	gsz := min(tilesM-first, t.G)
	local := bx % p
	return first + local%gsz, local / gsz, true
}

// Parse reads a mapping name: "row-major" (or "rowmajor", "row"), "N=2" (or
// "identity2", "2"), "AlongM S=4" (or "alongm4", "sm90m4"), "AlongN S=4"
// (or "alongn4", "sm90n4"), "Triton G=8" (or "triton8", "G=8").
func Parse(s string) (Mapping, error) {
	k := strings.ToLower(strings.Join(strings.Fields(s), ""))
	num := func(prefixes ...string) (int, bool, error) {
		for _, p := range prefixes {
			if rest, ok := strings.CutPrefix(k, p); ok {
				v, err := strconv.Atoi(rest)
				if err != nil || v < 1 || v > 64 {
					return 0, true, fmt.Errorf("raster: mapping %q: want an integer 1..64 after %q", s, p)
				}
				return v, true, nil
			}
		}
		return 0, false, nil
	}
	switch k {
	case "row-major", "rowmajor", "row":
		return RowMajor(), nil
	}
	if v, ok, err := num("alongms=", "alongm", "sm90m"); ok {
		return SM90(v, true), err
	}
	if v, ok, err := num("alongns=", "alongn", "sm90n"); ok {
		return SM90(v, false), err
	}
	if v, ok, err := num("tritong=", "triton", "g="); ok {
		return Triton(v), err
	}
	if v, ok, err := num("n=", "identity", ""); ok {
		return Identity(v), err
	}
	return nil, fmt.Errorf("raster: unknown mapping %q (want row-major, N=<n>, AlongM S=<s>, AlongN S=<s>, Triton G=<g>)", s)
}

// checkTiles validates a tile grid.
func checkTiles(tilesM, tilesN int) error {
	if tilesM < 1 || tilesN < 1 {
		return fmt.Errorf("raster: tile grid %dx%d: both sides must be at least 1", tilesM, tilesN)
	}
	if tilesM > MaxTiles/tilesN {
		return fmt.Errorf("raster: tile grid %dx%d has more than %d tiles", tilesM, tilesN, MaxTiles)
	}
	return nil
}

// Tiles is the tile grid (⌈M/tileM⌉, ⌈N/tileN⌉) of an M×N problem.
func Tiles(m, n, tileM, tileN int) (int, int, error) {
	if m < 1 || n < 1 || tileM < 1 || tileN < 1 {
		return 0, 0, fmt.Errorf("raster: problem %dx%d, tile %dx%d: sizes must be positive", m, n, tileM, tileN)
	}
	tm, tn := ceilDiv(m, tileM), ceilDiv(n, tileN)
	if err := checkTiles(tm, tn); err != nil {
		return 0, 0, err
	}
	return tm, tn, nil
}

// LaunchOrder returns order[m][n] = the linear launch id bx + by·gx + bz·gx·gy
// of the CTA that computes tile (m, n). It fails when the tile grid is empty or
// too large, or when the mapping is not a bijection from its tile-owning CTAs
// onto the tiles.
func LaunchOrder(mp Mapping, tilesM, tilesN int) ([][]int, error) {
	if err := checkTiles(tilesM, tilesN); err != nil {
		return nil, err
	}
	gx, gy, gz := mp.Grid(tilesM, tilesN)
	if gx < 1 || gy < 1 || gz < 1 || gx > 4*MaxTiles/gy/gz {
		return nil, fmt.Errorf("raster: %s: grid (%d,%d,%d) out of range", mp.Name(), gx, gy, gz)
	}
	order := make([][]int, tilesM)
	flat := make([]int, tilesM*tilesN)
	for i := range flat {
		flat[i] = -1
	}
	for m := range order {
		order[m] = flat[m*tilesN : (m+1)*tilesN]
	}
	for bz := 0; bz < gz; bz++ {
		for by := 0; by < gy; by++ {
			for bx := 0; bx < gx; bx++ {
				m, n, ok := mp.Tile(bx, by, bz, tilesM, tilesN)
				if !ok {
					continue
				}
				if m < 0 || n < 0 || m >= tilesM || n >= tilesN {
					return nil, fmt.Errorf("raster: %s: CTA (%d,%d,%d) maps outside the tiles to (%d,%d)", mp.Name(), bx, by, bz, m, n)
				}
				if order[m][n] >= 0 {
					return nil, fmt.Errorf("raster: %s: tile (%d,%d) is computed twice", mp.Name(), m, n)
				}
				order[m][n] = bx + by*gx + bz*gx*gy
			}
		}
	}
	for m := range order {
		for n, t := range order[m] {
			if t < 0 {
				return nil, fmt.Errorf("raster: %s: tile (%d,%d) is never computed", mp.Name(), m, n)
			}
		}
	}
	return order, nil
}
