package figure

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxCells bounds every figure: builders refuse a figure of more cells, so
// no picture allocates without limit (a 256×256 grid fits).
const MaxCells = 1 << 17

// Mode is what a grid's colours mean.
type Mode int

// The colourings a pane cycles through.
const (
	ByValue  Mode = iota // the cell's value (offset), as the grid always did
	ByTile               // the block between the outermost mode lines: for a divide, the tile
	ByThread             // the thread: a TV figure's owner, a layout's row (mode 0)
	ByBank               // the shared-memory bank of the offset: (offset·bytes/4) % 32
	numModes
)

var modeNames = [numModes]string{"value", "tile", "thread", "bank"}

// String is the mode's name, as a fence option writes it.
func (m Mode) String() string {
	if m < 0 || m >= numModes {
		return fmt.Sprintf("Mode(%d)", int(m))
	}
	return modeNames[m]
}

// Next is the mode after m, wrapping round.
func (m Mode) Next() Mode { return (m + 1) % numModes }

// ParseMode reads a mode name (value, tile, thread, bank).
func ParseMode(s string) (Mode, error) {
	for i, n := range modeNames {
		if s == n {
			return Mode(i), nil
		}
	}
	return 0, fmt.Errorf("colour %q: want one of %s", s, strings.Join(modeNames[:], ", "))
}

// Owner is one (thread, value) pair of a TV layout.
type Owner struct{ T, V int }

// Cell is one square of a panel.
type Cell struct {
	// Value is the number a layout cell shows (its offset); TV cells show
	// their owners instead.
	Value int
	// Coord, when set, is what a cell of a coordinate tensor or basis
	// layout shows instead of Value: its coordinate, e.g. "(3,1)" (Value
	// is then its first component).
	Coord string
	// Key is the colour key (an index into the mode's palette); -1: the
	// cell is empty (no thread covers it).
	Key int
	// Owners are every (thread, value) covering a TV cell, in thread then
	// value order; nil for layout cells.
	Owners []Owner
	// Shared is, for a cell of an operand read from shared memory by a
	// whole group of threads (a GMMA descriptor's warpgroup), the threads
	// of the group: then an owner's T is the group, not a thread. 0 for a
	// cell whose owners are threads.
	Shared int
	// cta marks a shared cell read by an UMMA, which one thread issues
	// for the whole CTA: its owner is named CTAc, not WGw.
	cta bool
}

// ownerName is how an owner of c is written: "T5 V3" for thread 5's value
// 3, "WG1 V3" for value 3 of the tile warpgroup 1 reads from shared
// memory.
func (c *Cell) ownerName(o Owner) string {
	if c.cta {
		return fmt.Sprintf("CTA%d V%d", o.T, o.V)
	}
	if c.Shared > 0 {
		return fmt.Sprintf("WG%d V%d", o.T, o.V)
	}
	return fmt.Sprintf("T%d V%d", o.T, o.V)
}

// ownerPrefix is the letters before an owner's number: "T" or "WG".
func (c *Cell) ownerPrefix() string {
	if c.cta {
		return "CTA"
	}
	if c.Shared > 0 {
		return "WG"
	}
	return "T"
}

// Label is the cell's text in full: its value, or "T5 V3" for its first
// owner (with "+n" when n more threads cover it too).
func (c Cell) Label() string {
	if c.Key < 0 && len(c.Owners) == 0 {
		return ""
	}
	if c.Owners == nil {
		return c.text()
	}
	s := c.ownerName(c.Owners[0])
	if len(c.Owners) > 1 {
		s += fmt.Sprintf(" +%d", len(c.Owners)-1)
	}
	return s
}

// text is a layout cell's text: its coordinate, or its value.
func (c *Cell) text() string {
	if c.Coord != "" {
		return c.Coord
	}
	return strconv.Itoa(c.Value)
}

// Panel is one grid of a figure: a layout, a TV tile, or one operand of an
// MMA.
type Panel struct {
	Name       string // "" for a lone grid; "C", "A", "B"; "S", "D"
	Rows, Cols int    // the whole grid
	// WinRow, WinCol, WinRows, WinCols are the window of the grid whose
	// cells were computed (the whole grid unless a pane asked for less).
	WinRow, WinCol, WinRows, WinCols int
	Cells                            []Cell // the window's, row-major
	// RowLines and ColLines mark the mode boundaries in the window:
	// RowLines[i] > 0 draws a line above row WinRow+i (its value the
	// level: 1 outermost), ColLines[j] left of column WinCol+j.
	RowLines, ColLines []int
	// RowNames and ColNames are the axis labels (m, n, k).
	RowName, ColName string
	// At is where the panel sits in the figure, in cells (row, column), as
	// print_latex places an MMA's A, B and C.
	AtRow, AtCol int
	// Shared is the threads of the group that reads the panel as one from
	// shared memory (128: a GMMA warpgroup), 0 for a panel of per-thread
	// registers; Note says what such a panel is.
	Shared int
	Note   string
}

// Cell returns the cell at (r, c) of the grid, or nil outside the window.
func (p *Panel) Cell(r, c int) *Cell {
	r, c = r-p.WinRow, c-p.WinCol
	if r < 0 || c < 0 || r >= p.WinRows || c >= p.WinCols {
		return nil
	}
	return &p.Cells[r*p.WinCols+c]
}

// Whole reports whether every cell of the grid was computed.
func (p *Panel) Whole() bool { return p.WinRows == p.Rows && p.WinCols == p.Cols }

// Kind says what a figure draws.
type Kind int

// The kinds of figure.
const (
	KindLayout Kind = iota // a layout (or swizzled layout) grid
	KindTV                 // a TV layout over its tile
	KindMMA                // a TiledMMA's C, A and B
	KindCopy               // a TiledCopy's source and destination
)

// Figure is a picture: panels with a title, coloured by one mode.
type Figure struct {
	Kind  Kind
	Title string
	// Note, when set, says how the cells relate to the value drawn
	// (a swizzle atom drawn position-independent); every renderer shows it.
	Note   string
	Mode   Mode
	Panels []Panel
	// Keys is how many distinct colour keys the cells use (1 + the largest).
	Keys int
	// Threads is the number of threads of a TV figure (0 otherwise).
	Threads int

	// folded marks a layout of rank ≥ 2, whose rows are numbered even
	// when there is one; a rank-1 layout's single row is not.
	folded bool

	// tex holds what print_latex prints for the figure, when the figure is
	// one print_latex draws (see TeX).
	tex texSource
}
