package notebook

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/gpu/model/raster"
)

// TileMap is the content of a ```cute-tiles block: a GEMM's output tiles
// launched under CUTLASS 2.x GemmIdentityThreadblockSwizzle<N> (the
// default order), the CUTLASS 3.x SM90 raster along M or N with
// max_swizzle_size S, Triton's grouped ordering with GROUP_SIZE_M = G, or
// the plain row-major raster.
type TileMap struct {
	M, N         int    // problem size (output M×N)
	TileM, TileN int    // CTA tile
	Swizzle      int    // N, S or G of the order: 1 to MaxSwizzle
	Order        string // one of Orders; "" is "identity"
	Wave         int    // CTAs in the first wave (0: the default device's)
}

// MaxSwizzle bounds the swizzle width N (or S, or G) of a tile map; like
// C++, any width is allowed, and get_log_tile's thresholds (2, 4, 8) decide
// what a width does.
const MaxSwizzle = 64

// Orders are the launch orders a tile map draws: "identity"
// (GemmIdentityThreadblockSwizzle<N>), "along-m" and "along-n" (the
// CUTLASS 3.x SM90 raster with max_swizzle_size S), "triton"
// (GROUP_SIZE_M = G) and "row-major" (which ignores the swizzle).
var Orders = []string{"identity", "along-m", "along-n", "triton", "row-major"}

// Mapping is the tile map's launch order as an gpu/model/raster mapping.
func (t TileMap) Mapping() raster.Mapping {
	switch t.Order {
	case "along-m":
		return raster.SM90(t.Swizzle, true)
	case "along-n":
		return raster.SM90(t.Swizzle, false)
	case "triton":
		return raster.Triton(t.Swizzle)
	case "row-major":
		return raster.RowMajor()
	}
	return raster.Identity(t.Swizzle)
}

// Bounds of a tile map. MaxTileDim bounds every size so arithmetic never
// overflows; MaxTiles bounds the tiles in each direction, because the tile
// map draws every tile: `lessons check` refuses what the pane could not
// show, so the two give one verdict.
const (
	MaxTileDim = 1 << 24
	MaxTiles   = 64
)

// TileMapError is a malformed cute-tiles block. Line is 1-based within the
// block's text (0: the block as a whole); Field names the key at fault
// ("problem", "tile", "swizzle", "wave"), "" when the line has no key.
type TileMapError struct {
	Line  int
	Field string
	Msg   string
}

func (e *TileMapError) Error() string {
	var b strings.Builder
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d: ", e.Line)
	}
	if e.Field != "" {
		b.WriteString(e.Field + ": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// ParseTileMap reads `key: value` lines: problem MxN (required), tile MxN
// (default 128x128), order (one of Orders; default identity), swizzle N
// (1 to MaxSwizzle; default 1) and wave W. `#`
// starts a comment. The sizes must give at most MaxTiles tiles each way.
// Errors are *TileMapError naming the line and the field.
func ParseTileMap(text string) (TileMap, error) {
	t := TileMap{TileM: 128, TileN: 128, Swizzle: 1}
	lineOf := map[string]int{}
	for i, raw := range strings.Split(text, "\n") {
		n := i + 1
		line := raw
		if j := strings.Index(line, "#"); j >= 0 {
			line = line[:j]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			return t, &TileMapError{n, "", fmt.Sprintf("want `key: value`, got %q", line)}
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if prev, dup := lineOf[k]; dup {
			return t, &TileMapError{n, k, fmt.Sprintf("given twice (first on line %d)", prev)}
		}
		if v == "" {
			return t, &TileMapError{n, k, "no value after the colon"}
		}
		var err error
		switch k {
		case "problem":
			t.M, t.N, err = parseTilePair(v)
		case "tile":
			t.TileM, t.TileN, err = parseTilePair(v)
		case "swizzle":
			t.Swizzle, err = parseTileInt(v)
			if err == nil && t.Swizzle > MaxSwizzle {
				err = fmt.Errorf("%d: want 1 to %d", t.Swizzle, MaxSwizzle)
			}
		case "order":
			t.Order = strings.ToLower(v)
			if !slices.Contains(Orders, t.Order) {
				err = fmt.Errorf("%q: want one of %s", v, strings.Join(Orders, ", "))
			}
		case "wave":
			t.Wave, err = parseTileInt(v)
		default:
			return t, &TileMapError{n, "", fmt.Sprintf("unknown key %q (want problem, tile, order, swizzle or wave)", k)}
		}
		if err != nil {
			return t, &TileMapError{n, k, err.Error()}
		}
		lineOf[k] = n
	}
	if _, ok := lineOf["problem"]; !ok {
		return t, &TileMapError{0, "problem", "missing: add a line `problem: MxN`, e.g. problem: 1024x1024"}
	}
	if err := t.Check(); err != nil {
		return t, &TileMapError{lineOf["problem"], "problem", err.Error()}
	}
	return t, nil
}

// Check reports whether t can be drawn: positive sizes within MaxTileDim,
// at most MaxTiles tiles each way, a swizzle from 1 to MaxSwizzle. The pane uses
// it before growing the problem, so it never reaches a map it refuses.
func (t TileMap) Check() error {
	for _, v := range []int{t.M, t.N, t.TileM, t.TileN} {
		if v < 1 || v > MaxTileDim {
			return fmt.Errorf("sizes must be from 1 to %d", MaxTileDim)
		}
	}
	if t.Swizzle < 1 || t.Swizzle > MaxSwizzle {
		return fmt.Errorf("swizzle %d: want 1 to %d", t.Swizzle, MaxSwizzle)
	}
	if tm, tn := (t.M+t.TileM-1)/t.TileM, (t.N+t.TileN-1)/t.TileN; tm > MaxTiles || tn > MaxTiles {
		return fmt.Errorf("problem %dx%d in %dx%d tiles is %dx%d tiles, more than the %dx%d a tile map draws: shrink the problem or grow the tile",
			t.M, t.N, t.TileM, t.TileN, tm, tn, MaxTiles, MaxTiles)
	}
	_, _, err := raster.Tiles(t.M, t.N, t.TileM, t.TileN)
	return err
}

func parseTileInt(v string) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > MaxTileDim {
		return 0, fmt.Errorf("%q: want a whole number from 1 to %d", v, MaxTileDim)
	}
	return n, nil
}

func parseTilePair(v string) (int, int, error) {
	a, b, ok := strings.Cut(strings.ToLower(v), "x")
	if !ok {
		return 0, 0, fmt.Errorf("%q: want MxN, e.g. 1024x1024", v)
	}
	m, err := parseTileInt(strings.TrimSpace(a))
	if err != nil {
		return 0, 0, err
	}
	n, err := parseTileInt(strings.TrimSpace(b))
	if err != nil {
		return 0, 0, err
	}
	return m, n, nil
}

// RewriteTileMap returns text with the problem and swizzle lines set to
// t's values, keeping every other line (and comments) as written.
func RewriteTileMap(text string, t TileMap) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	set := map[string]string{
		"problem": fmt.Sprintf("%dx%d", t.M, t.N),
		"swizzle": strconv.Itoa(t.Swizzle),
	}
	done := map[string]bool{}
	for i, l := range lines {
		k, _, ok := strings.Cut(l, ":")
		k = strings.TrimSpace(k)
		if v, want := set[k]; ok && want && !done[k] {
			comment := ""
			if j := strings.Index(l, "#"); j >= 0 {
				comment = "  " + l[j:]
			}
			lines[i] = k + ": " + v + comment
			done[k] = true
		}
	}
	for _, k := range []string{"problem", "swizzle"} {
		if !done[k] {
			lines = append(lines, k+": "+set[k])
		}
	}
	return strings.Join(lines, "\n") + "\n"
}
