// Package wavemap draws one wave of a simulated launch (gpu/model/raster's
// SimulateWaves) as a character map of the output tiles, with the modelled
// L2's A panels (tile rows) in a column on the left and B panels (tile
// columns) in a row on top. The benchmark view and the tile-map pane use it;
// every number comes from the trace, the map only draws it.
package wavemap

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/views/styles"
)

// Cell marks, as drawn without colour.
const (
	InFlight = '#' // a tile of the block is in the wave shown
	Done     = ':' // every tile of the block ran in an earlier wave
	Later    = '.' // otherwise
)

// Scale is how many tile rows and columns one character cell covers:
// the fewest that fit tilesM×tilesN in rows×cols cells.
func Scale(tilesM, tilesN, rows, cols int) (rr, cc int) {
	return ceilDiv(tilesM, max(rows, 1)), ceilDiv(tilesN, max(cols, 1))
}

func ceilDiv(a, b int) int { return (a + b - 1) / b }

// Map is a drawn wave map.
type Map struct {
	Lines  []string // the B row, then one line per block row (A mark, space, cells)
	RR, CC int      // tile rows and columns per cell
}

// Draw draws wave w: tileWave[m·TilesN + n] is each tile's wave (the
// model's, tr.TileWaves(), or a measured one); with residency, the A column
// and B row show the share of each block of panels resident after wave w
// (blank none, - under half, + half or more, # all). It uses at most width
// columns and height lines.
func Draw(st *styles.Styles, tr raster.Trace, tileWave []int, w, width, height int, residency bool) Map {
	rr, cc := Scale(tr.TilesM, tr.TilesN, height-1, width-2)
	rows, cols := ceilDiv(tr.TilesM, rr), ceilDiv(tr.TilesN, cc)
	var out []string
	if residency {
		var b strings.Builder
		for c := 0; c < cols; c++ {
			b.WriteByte(share(tr.ResidentShare(w, false, c*cc, (c+1)*cc)))
		}
		out = append(out, "  "+st.Accent.Render(b.String()))
	} else {
		out = append(out, "")
	}
	for r := 0; r < rows; r++ {
		var b strings.Builder
		a := byte(' ')
		if residency {
			a = share(tr.ResidentShare(w, true, r*rr, (r+1)*rr))
		}
		b.WriteString(st.Accent.Render(string(a)) + " ")
		run, runMark := "", byte(0)
		flush := func() {
			if run == "" {
				return
			}
			switch runMark {
			case InFlight:
				b.WriteString(st.TileFirstWave.Render(run))
			case Done:
				b.WriteString(st.Faint.Render(run))
			default:
				b.WriteString(run)
			}
			run = ""
		}
		for c := 0; c < cols; c++ {
			mk := mark(tr, tileWave, w, r*rr, min((r+1)*rr, tr.TilesM), c*cc, min((c+1)*cc, tr.TilesN))
			if mk != runMark {
				flush()
				runMark = mk
			}
			run += string(mk)
		}
		flush()
		out = append(out, b.String())
	}
	return Map{Lines: out, RR: rr, CC: cc}
}

// Legend explains the marks and the scale of m.
func Legend(m Map, residency bool) string {
	s := fmt.Sprintf("%c this wave  %c done  %c later", InFlight, Done, Later)
	if m.RR > 1 || m.CC > 1 {
		s += fmt.Sprintf(" (cell: %dx%d tiles)", m.RR, m.CC)
	}
	if residency {
		s += "  L2: # all + half - some"
	}
	return s
}

func mark(tr raster.Trace, tileWave []int, w, m0, m1, n0, n1 int) byte {
	done := true
	for m := m0; m < m1; m++ {
		for n := n0; n < n1; n++ {
			switch v := tileWave[m*tr.TilesN+n]; {
			case v == w:
				return InFlight
			case v > w:
				done = false
			}
		}
	}
	if done {
		return Done
	}
	return Later
}

func share(s float64) byte {
	switch {
	case s >= 1:
		return '#'
	case s >= 0.5:
		return '+'
	case s > 0:
		return '-'
	}
	return ' '
}
