package bench

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/gpu/sweep"
	"github.com/cutetui/cutetui/views/internal/wavemap"
)

// waveTick is the pace of the wave animation (a wave a tick).
const waveTick = 400 * time.Millisecond

// waveTickMsg advances the animation started as play id.
type waveTickMsg struct{ id int }

// waveState is the wave-by-wave view of the shown shape: one mapping's
// simulated launch (sweep.Report.WaveTrace), stepped a wave at a time.
type waveState struct {
	on      bool
	variant int // index into the shown shape's variants (never cuBLAS)
	wave    int
	playing bool
	play    int // id of the current animation; a tick of another is dropped

	// The trace of (report, shape, variant), computed once.
	rep      *sweep.Report
	shape    int
	tracedV  int
	trace    raster.Trace
	tileWave []int
	measured *raster.Measured
	err      error
}

// traced is the trace of the variant shown, computed when it changes.
func (m *Model) traced() *waveState {
	ws := &m.waves
	if ws.rep == m.report && ws.shape == m.shownShape && ws.tracedV == ws.variant && (ws.trace.TilesM > 0 || ws.err != nil) {
		return ws
	}
	ws.variant = min(ws.variant, max(m.mappings()-1, 0))
	ws.rep, ws.shape, ws.tracedV = m.report, m.shownShape, ws.variant
	ws.trace, ws.tileWave, ws.measured, ws.err = raster.Trace{}, nil, nil, nil
	ws.trace, ws.err = m.report.WaveTrace(m.shownShape, ws.variant)
	if ws.err != nil {
		return ws
	}
	ws.tileWave = ws.trace.TileWaves()
	if v := m.report.Results[m.shownShape].Variants[ws.variant]; len(v.StartNs) > 0 {
		if ms, err := raster.StartWaves(ws.trace, v.StartNs); err == nil {
			ws.measured = &ms
		}
	}
	ws.wave = min(ws.wave, max(len(ws.trace.Waves)-1, 0))
	return ws
}

// mappings is how many variants of the shown shape have a launch order
// (all but cuBLAS).
func (m *Model) mappings() int {
	vs := m.report.Results[m.shownShape].Variants
	n := 0
	for _, v := range vs {
		if v.Name != sweep.CublasName {
			n++
		}
	}
	return n
}

// waveKey handles the wave keys; used reports whether msg was one.
func (m *Model) waveKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	k := m.c.Keys
	ws := &m.waves
	if m.report == nil || len(m.report.Results) == 0 || m.state == stateRunning {
		return nil, false
	}
	if key.Matches(msg, k.Waves) {
		ws.on, ws.playing = !ws.on, false
		return nil, true
	}
	if !ws.on {
		return nil, false
	}
	n := 0
	if t := m.traced(); t.err == nil {
		n = len(t.trace.Waves)
	}
	switch {
	case key.Matches(msg, k.WaveNext):
		ws.wave, ws.playing = min(ws.wave+1, max(n-1, 0)), false
	case key.Matches(msg, k.WavePrev):
		ws.wave, ws.playing = max(ws.wave-1, 0), false
	case key.Matches(msg, k.WaveMapping):
		ws.variant = (ws.variant + 1) % max(m.mappings(), 1)
		ws.wave, ws.playing = 0, false
	case key.Matches(msg, k.WavePlay):
		if ws.playing {
			ws.playing = false
			return nil, true
		}
		if ws.wave >= n-1 {
			ws.wave = 0
		}
		ws.playing = true
		ws.play++
		return m.tick(), true
	default:
		return nil, false
	}
	return nil, true
}

func (m *Model) tick() tea.Cmd {
	id := m.waves.play
	return tea.Tick(waveTick, func(time.Time) tea.Msg { return waveTickMsg{id} })
}

// onTick advances the animation by a wave; it stops at the last.
func (m *Model) onTick(msg waveTickMsg) tea.Cmd {
	ws := &m.waves
	if !ws.on || !ws.playing || msg.id != ws.play || m.report == nil {
		return nil
	}
	t := m.traced()
	if t.err != nil || ws.wave >= len(t.trace.Waves)-1 {
		ws.playing = false
		return nil
	}
	ws.wave++
	if ws.wave == len(t.trace.Waves)-1 {
		ws.playing = false
		return nil
	}
	return m.tick()
}

// waveLines draws the wave view of the shown shape in height lines (0: any).
func (m *Model) waveLines(height int) []string {
	s := m.c.Styles
	rep := m.report
	sr := rep.Results[m.shownShape]
	out := []string{s.Subtitle.Render(fmt.Sprintf("%s  (%s)   shape %d of %d  [<-/->]", sr.Shape, sr.TileGrid(), m.shownShape+1, len(rep.Results)))}
	ws := m.traced()
	if ws.err != nil {
		return append(out, s.Error.Render("Error: "+ws.err.Error()))
	}
	tr := ws.trace
	w := ws.wave
	wv := tr.Waves[w]
	name := sr.Variants[ws.variant].Name
	play := ""
	if ws.playing {
		play = "  (playing)"
	}
	out = append(out, s.Bold.Render(fmt.Sprintf("Wave %d of %d", w+1, len(tr.Waves)))+
		fmt.Sprintf("  %s [m: mapping %d of %d]  %d CTAs a wave%s", name, ws.variant+1, m.mappings(), tr.WaveCTAs, play))
	a, b := tr.PanelsRead(w)
	wa, wb := tr.Whole(w)
	stats := []string{
		fmt.Sprintf("In flight: %d tiles, %d A panels (tile rows), %d B panels (columns)", len(wv.Tiles), a, b),
		fmt.Sprintf("L2 after it (model, %d MiB): whole A panels %d/%d, B %d/%d; C %.1f MiB",
			tr.CapacityBytes>>20, wa, tr.TilesM, wb, tr.TilesN, float64(wv.ResidentC)/(1<<20)),
		fmt.Sprintf("Hits/misses GB: this wave %s/%s, so far %s/%s of %s",
			gbs(wv.HitBytes), gbs(wv.MissBytes), gbs(wv.TotalHitBytes), gbs(wv.TotalMissBytes), gbs(tr.Traffic.DRAMBytes)),
	}
	if sr.Swapped() {
		stats = append(stats, s.Faint.Render("Operands swapped: the tiles are Cᵀ's, its A panels rows of B, its B panels rows of A."))
	}
	if ms := ws.measured; ms != nil {
		stats = append(stats, fmt.Sprintf("Measured: %d of these %d tiles started in wave %d; all waves: %d of %d",
			ms.InModelWave(tr, w), len(wv.Tiles), w+1, ms.Agree, len(ms.Wave)))
	} else if rep.ModelOnly {
		stats = append(stats, s.Faint.Render("Measured start order: needs a GPU run."))
	}
	// The map takes the lines left: title, subtitle and stats are fixed.
	mapH := 12
	if height > 0 {
		mapH = max(height-len(out)-len(stats)-2, 3)
	}
	width := m.width()
	maps := []wavemap.Map{wavemap.Draw(m.c.Styles, tr, ws.tileWave, w, width, mapH, true)}
	heads := []string{"model: launch order"}
	if ws.measured != nil {
		half := (width - 3) / 2
		maps = []wavemap.Map{wavemap.Draw(m.c.Styles, tr, ws.tileWave, w, half, mapH, true), wavemap.Draw(m.c.Styles, tr, ws.measured.Wave, w, half, mapH, false)}
		heads = []string{"model: launch order, L2", "measured: start order"}
	}
	out = append(out, s.Faint.Render(wavemap.Legend(maps[0], true)))
	out = append(out, besideMaps(heads, maps)...)
	return append(out, stats...)
}

// besideMaps puts the maps side by side under their headings, the B row of
// each on the heading's line.
func besideMaps(heads []string, maps []wavemap.Map) []string {
	var out []string
	widths := make([]int, len(maps))
	for i, mp := range maps {
		for _, l := range mp.Lines {
			widths[i] = max(widths[i], lipgloss.Width(l))
		}
		widths[i] = max(widths[i], len(heads[i]))
	}
	row := func(cells []string) string {
		line := ""
		for i, c := range cells {
			if i > 0 {
				line += "   "
			}
			line += c + strings.Repeat(" ", widths[i]-lipgloss.Width(c))
		}
		return line
	}
	out = append(out, row(heads))
	for r := range maps[0].Lines {
		cells := make([]string, len(maps))
		for i, mp := range maps {
			if r < len(mp.Lines) {
				cells[i] = mp.Lines[r]
			}
		}
		out = append(out, row(cells))
	}
	return out
}
