// Package tiles is the threadblock-swizzle map pane (```cute-tiles): the
// grid of output tiles of a GEMM, each holding its CTA's linear launch id
// t = blockIdx.x + blockIdx.y·gridDim.x under CUTLASS 2.x
// GemmIdentityThreadblockSwizzle<N> (gpu/model/raster), with the first wave
// highlighted and the launched grid shape shown. Keys change N and the
// problem size live.
package tiles

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/cutetui/cutetui/views/common"
)

// maxShown bounds the tiles drawn in each direction: the tile-map format
// (notebook.ParseTileMap) refuses more, so `lessons check` and the pane
// agree.
const maxShown = notebook.MaxTiles

// Model is one tile-map pane.
type Model struct {
	c        common.Common
	original string
	spec     notebook.TileMap
	err      error
	width    int
	focused  bool
	view     string
	waves    waves // the launch wave by wave (waves.go)
}

var (
	_ common.Component  = (*Model)(nil)
	_ common.KeyHandler = (*Model)(nil)
)

// New returns a tile-map pane for the block text.
func New(c common.Common, text string) *Model {
	m := &Model{c: c, original: text, width: 60}
	m.spec, m.err = notebook.ParseTileMap(text)
	return m
}

// Spec returns the pane's current tile map.
func (m *Model) Spec() notebook.TileMap { return m.spec }

// Text returns the block text for the current spec.
func (m *Model) Text() string {
	if m.err != nil || !m.Dirty() {
		return m.original
	}
	return notebook.RewriteTileMap(m.original, m.spec)
}

// Dirty reports whether N or the problem size were changed.
func (m *Model) Dirty() bool {
	if m.err != nil {
		return false
	}
	o, err := notebook.ParseTileMap(m.original)
	return err == nil && (o.M != m.spec.M || o.N != m.spec.N || o.Swizzle != m.spec.Swizzle)
}

// MarkSaved makes the current spec the original.
func (m *Model) MarkSaved() { m.original = m.Text(); m.view = "" }

// SetSize sets the pane's outer width; the height is not used (the map is
// as tall as its tiles).
func (m *Model) SetSize(w, _ int) {
	if w != m.width {
		m.width, m.view = w, ""
	}
}

// Focus selects the pane.
func (m *Model) Focus() tea.Cmd { m.focused, m.view = true, ""; return nil }

// Blur deselects it (and stops playing the waves: ticks go to the focused
// pane only).
func (m *Model) Blur() { m.focused, m.view, m.waves.playing = false, "", false }

// Focused reports whether the pane is selected.
func (m *Model) Focused() bool { return m.focused }

// Capturing implements common.Component: a tile map edits no text, so it
// never captures keys.
func (m *Model) Capturing() bool { return false }

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd { return nil }

// Update implements tea.Model: keys go to HandleKey.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		cmd, _ := m.HandleKey(msg)
		return m, cmd
	case waveTickMsg:
		return m, m.onTick(msg)
	}
	return m, nil
}

// HandleKey handles keys while focused; it reports whether the key was
// used.
func (m *Model) HandleKey(km tea.KeyMsg) (tea.Cmd, bool) {
	if !m.focused || m.err != nil {
		return nil, false
	}
	if cmd, used := m.waveKey(km); used {
		m.view = ""
		return cmd, true
	}
	k := m.c.Keys
	s := &m.spec
	switch {
	case key.Matches(km, k.SwizzleUp):
		s.Swizzle = min(s.Swizzle+1, notebook.MaxSwizzle)
	case key.Matches(km, k.SwizzleDown):
		s.Swizzle = max(s.Swizzle-1, 1)
	case key.Matches(km, k.GrowM):
		// One more row of tiles (any tile count, not only doubling).
		if g := *s; g.M <= notebook.MaxTileDim-g.TileM {
			if g.M = (g.M/g.TileM + 1) * g.TileM; g.Check() == nil {
				*s = g
			}
		}
	case key.Matches(km, k.ShrinkM):
		s.M = max((s.M+s.TileM-1)/s.TileM-1, 1) * s.TileM
	case key.Matches(km, k.GrowN):
		if g := *s; g.N <= notebook.MaxTileDim-g.TileN {
			if g.N = (g.N/g.TileN + 1) * g.TileN; g.Check() == nil {
				*s = g
			}
		}
	case key.Matches(km, k.ShrinkN):
		s.N = max((s.N+s.TileN-1)/s.TileN-1, 1) * s.TileN
	case key.Matches(km, k.Reset):
		m.spec, m.err = notebook.ParseTileMap(m.original)
	default:
		return nil, false
	}
	m.view = ""
	return nil, true
}

// ShortHelp implements help.KeyMap.
func (m *Model) ShortHelp() []key.Binding {
	k := m.c.Keys
	if m.waves.on {
		return []key.Binding{k.WaveNext, k.WavePrev, k.WavePlay, k.Waves, k.SwizzleUp, k.SwizzleDown}
	}
	return []key.Binding{k.SwizzleUp, k.SwizzleDown, k.GrowM, k.ShrinkM, k.GrowN, k.ShrinkN, k.Waves}
}

// FullHelp implements help.KeyMap.
func (m *Model) FullHelp() [][]key.Binding {
	k := m.c.Keys
	return [][]key.Binding{{k.SwizzleUp, k.SwizzleDown, k.Reset}, {k.GrowM, k.ShrinkM, k.GrowN, k.ShrinkN}, {k.Waves, k.WaveNext, k.WavePrev, k.WavePlay}, {k.NextPane, k.PrevPane, k.Leave}}
}

// View draws the tile map (cached until something changes).
func (m *Model) View() string {
	if m.view != "" {
		return m.view
	}
	st := m.c.Styles
	var b strings.Builder
	title := "cute-tiles"
	if m.Dirty() {
		title += " " + st.PaneDirty.Render(st.Bullet+" edited")
	}
	switch {
	case m.focused && m.waves.on:
		title += st.Faint.Render("  ,/. step a wave, a play, w back, +/- swizzle N")
	case m.focused:
		title += st.Faint.Render("  +/- swizzle N, M/m tile rows, N/n tile columns, w waves, r reset")
	}
	b.WriteString(st.PaneTitle.Render(title) + "\n")
	if m.err != nil {
		b.WriteString(st.Error.Render("error: " + m.err.Error()))
	} else {
		b.WriteString(m.drawMap())
	}
	box := st.PaneBorder
	if m.focused {
		box = st.PaneFocused
	}
	m.view = box.Width(m.width - 2).Render(strings.TrimRight(b.String(), "\n"))
	return m.view
}

func (m *Model) drawMap() string {
	st := m.c.Styles
	s := m.spec
	tm, tn, err := raster.Tiles(s.M, s.N, s.TileM, s.TileN)
	if err != nil {
		return st.Error.Render("error: " + err.Error())
	}
	if tm > maxShown || tn > maxShown {
		return st.Error.Render(fmt.Sprintf("%dx%d tiles is too many to draw (at most %dx%d): shrink the problem or grow the tile", tm, tn, maxShown, maxShown))
	}
	mp := s.Mapping()
	gx, gy, gz := mp.Grid(tm, tn)
	order, err := raster.LaunchOrder(mp, tm, tn)
	if err != nil {
		return st.Error.Render("error: " + err.Error())
	}
	wave, waveNote := s.Wave, ""
	if wave <= 0 {
		d := raster.Profiles[0]
		wave = d.SMs * 2
		waveNote = fmt.Sprintf(" (%d SMs x 2 CTAs per SM)", d.SMs)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "problem %dx%d, tile %dx%d: %dx%d tiles · %s\n",
		s.M, s.N, s.TileM, s.TileN, tm, tn, orderName(mp, tm, tn))
	fmt.Fprintf(&b, "launched grid (%d,%d,%d) = %d CTAs", gx, gy, gz, gx*gy*gz)
	if idle := gx*gy*gz - tm*tn; idle > 0 {
		fmt.Fprintf(&b, " (%d exit at once: no tile)", idle)
	}
	if m.waves.on {
		fmt.Fprintf(&b, ", waves of %d CTAs%s\n\n", wave, waveNote)
		m.drawWaves(&b, order, min(tn, max((max(m.width-4, 10)-5-8)/(len(strconv.Itoa(tm*tn-1))+3), 1)))
		return b.String()
	}
	fmt.Fprintf(&b, ", first wave: %d CTAs%s", wave, waveNote)
	if !st.Plain() {
		b.WriteString(", later waves coloured in turn")
	}
	if st.Plain() {
		b.WriteString(" (marked *)")
	}
	b.WriteString("\n\n")
	// Numbers are right-aligned under right-aligned headers, as
	// print_layout aligns them; without colour a column after each number
	// holds the first wave's mark.
	digits := len(strconv.Itoa(tm*tn - 1))
	cw := digits + 2
	mark := func(bool) string { return "" }
	if st.Plain() {
		cw++
		mark = func(first bool) string {
			if first {
				return "*"
			}
			return " "
		}
	}
	cell := func(v int, first bool) string { return fmt.Sprintf(" %*d%s ", digits, v, mark(first)) }
	inner := max(m.width-4, 10)
	showN := min(tn, max((inner-5)/cw, 1))
	b.WriteString(st.Faint.Render(fmt.Sprintf("%4s ", "m\\n")))
	for n := 0; n < showN; n++ {
		b.WriteString(st.GridHeader.Render(cell(n, false)))
	}
	b.WriteByte('\n')
	for mi := 0; mi < tm; mi++ {
		b.WriteString(st.GridHeader.Render(fmt.Sprintf("%4d ", mi)))
		for n := 0; n < showN; n++ {
			t := order[mi][n]
			txt := cell(t, t < wave)
			if t < wave {
				b.WriteString(st.TileFirstWave.Render(txt))
			} else if st.Plain() {
				b.WriteString(txt)
			} else {
				// Later waves take the grid palette by wave number, so
				// the order in which the strips fill shows.
				b.WriteString(st.PaintCell(t/wave, txt))
			}
		}
		b.WriteByte('\n')
	}
	if showN < tn {
		b.WriteString(st.Faint.Render(fmt.Sprintf("… showing %d of %d tile columns", showN, tn)) + "\n")
	}
	return b.String()
}

// orderName names the launch order as its source does, with the width it
// takes after the clamp.
func orderName(mp raster.Mapping, tm, tn int) string {
	switch o := mp.(type) {
	case raster.IdentitySwizzle:
		return fmt.Sprintf("GemmIdentityThreadblockSwizzle<%d> (log tile %d)", o.N, raster.LogTile(o.N, tn))
	case raster.SM90Raster:
		along := "AlongN"
		if o.AlongM {
			along = "AlongM"
		}
		return fmt.Sprintf("SM90 %s, max_swizzle_size %d (size %d)", along, o.S, o.Size(tm, tn))
	case raster.TritonGrouped:
		return fmt.Sprintf("Triton, GROUP_SIZE_M %d", o.G)
	}
	return mp.Name()
}
