package tiles

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/lessons/notebook"
)

// The L2 the wave view simulates (raster.SimulateWaves), since a tile map
// gives only M, N and the tile: K = WaveK bf16 columns, on the L2 of the
// device profile whose SMs give the default wave (raster.Profiles[0]).
const WaveK = 4096

// waveTick is the pace of the animation (a wave a tick).
const waveTick = 500 * time.Millisecond

// waveTickMsg advances pane p's animation number id.
type waveTickMsg struct {
	p  *Model
	id int
}

// waves is the pane's wave-by-wave state.
type waves struct {
	on, playing bool
	wave, play  int

	spec     notebook.TileMap // the spec traced
	trace    raster.Trace
	tileWave []int
	err      error
}

// waveProblem is the simulated launch of spec t: its problem, and the
// device whose SMs, one CTA each, are t's wave.
func waveProblem(t notebook.TileMap) (raster.Problem, raster.Device) {
	d := raster.Profiles[0]
	if t.Wave > 0 {
		d.SMs = t.Wave
	} else {
		d.SMs *= 2
	}
	return raster.Problem{M: t.M, N: t.N, K: WaveK, TileM: t.TileM, TileN: t.TileN, ElemBytes: 2}, d
}

// traced is the trace of the current spec.
func (m *Model) traced() *waves {
	w := &m.waves
	if w.spec == m.spec && (w.trace.TilesM > 0 || w.err != nil) {
		return w
	}
	w.spec = m.spec
	p, d := waveProblem(m.spec)
	w.trace, w.err = raster.SimulateWaves(p, m.spec.Mapping(), d, 1)
	w.tileWave = nil
	if w.err == nil {
		w.tileWave = w.trace.TileWaves()
		w.wave = min(w.wave, len(w.trace.Waves)-1)
	}
	return w
}

// waveKey handles the wave keys of a focused pane.
func (m *Model) waveKey(km tea.KeyMsg) (tea.Cmd, bool) {
	k := m.c.Keys
	w := &m.waves
	if key.Matches(km, k.Waves) {
		w.on, w.playing, w.wave = !w.on, false, 0
		return nil, true
	}
	if !w.on {
		return nil, false
	}
	n := 0
	if t := m.traced(); t.err == nil {
		n = len(t.trace.Waves)
	}
	switch {
	case key.Matches(km, k.WaveNext):
		w.wave, w.playing = min(w.wave+1, max(n-1, 0)), false
	case key.Matches(km, k.WavePrev):
		w.wave, w.playing = max(w.wave-1, 0), false
	case key.Matches(km, k.WavePlay):
		if w.playing {
			w.playing = false
			return nil, true
		}
		if w.wave >= n-1 {
			w.wave = 0
		}
		w.playing = true
		w.play++
		return m.tick(), true
	default:
		return nil, false
	}
	return nil, true
}

func (m *Model) tick() tea.Cmd {
	msg := waveTickMsg{m, m.waves.play}
	return tea.Tick(waveTick, func(time.Time) tea.Msg { return msg })
}

// onTick advances the animation a wave, stopping at the last.
func (m *Model) onTick(msg waveTickMsg) tea.Cmd {
	w := &m.waves
	if msg.p != m || msg.id != w.play || !w.on || !w.playing {
		return nil
	}
	t := m.traced()
	if t.err != nil || w.wave >= len(t.trace.Waves)-1 {
		w.playing = false
		return nil
	}
	w.wave++
	m.view = ""
	if w.wave == len(t.trace.Waves)-1 {
		w.playing = false
		return nil
	}
	return m.tick()
}

// drawWaves draws the map at wave w: the tiles of the wave highlighted
// (marked # without colour), earlier ones faint (marked :), with each A
// panel's share resident in the modelled L2 after the wave at the end of
// its row and each B panel's under its column (# all, + half or more,
// - some), and the wave's hits and misses. A panel that no tile of this
// wave or an earlier one reads, but that holds bytes in L2 all the same,
// is marked ~: the model starts a wave's CTAs staggered, so the next
// wave's first CTAs have begun reading before this wave's last end.
func (m *Model) drawWaves(b *strings.Builder, order [][]int, showN int) {
	st := m.c.Styles
	ws := m.traced()
	if ws.err != nil {
		b.WriteString(st.Error.Render("error: " + ws.err.Error()))
		return
	}
	tr, w := ws.trace, ws.wave
	wv := tr.Waves[w]
	digits := len(strconv.Itoa(tr.TilesM*tr.TilesN - 1))
	mark := func(v int) string {
		switch {
		case v == w:
			return "#"
		case v < w:
			return ":"
		}
		return " "
	}
	cell := func(s, mk string) string { return fmt.Sprintf(" %*s%s ", digits, s, mk) }
	// readA[m], readB[n]: a tile of wave w or before reads the panel.
	readA, readB := make([]bool, tr.TilesM), make([]bool, tr.TilesN)
	for mi := 0; mi < tr.TilesM; mi++ {
		for n := 0; n < tr.TilesN; n++ {
			if ws.tileWave[mi*tr.TilesN+n] <= w {
				readA[mi], readB[n] = true, true
			}
		}
	}
	early := false
	resident := func(ofA bool, i int, read bool) string {
		s := tr.ResidentShare(w, ofA, i, i+1)
		if !read && s > 0 {
			early = true
			return "~"
		}
		return share(s)
	}
	b.WriteString(st.Faint.Render(fmt.Sprintf("%4s ", "m\\n")))
	for n := 0; n < showN; n++ {
		b.WriteString(st.GridHeader.Render(cell(strconv.Itoa(n), " ")))
	}
	b.WriteString(st.Faint.Render(" A in L2") + "\n")
	for mi := 0; mi < tr.TilesM; mi++ {
		b.WriteString(st.GridHeader.Render(fmt.Sprintf("%4d ", mi)))
		for n := 0; n < showN; n++ {
			v := ws.tileWave[mi*tr.TilesN+n]
			txt := cell(strconv.Itoa(order[mi][n]), mark(v))
			switch {
			case v == w:
				b.WriteString(st.TileFirstWave.Render(txt))
			case v < w:
				b.WriteString(st.Faint.Render(txt))
			default:
				b.WriteString(txt)
			}
		}
		b.WriteString("   " + st.Accent.Render(resident(true, mi, readA[mi])) + "\n")
	}
	b.WriteString(st.Faint.Render(fmt.Sprintf("%4s ", "B L2")))
	for n := 0; n < showN; n++ {
		b.WriteString(st.Accent.Render(cell(resident(false, n, readB[n]), " ")))
	}
	b.WriteString("\n")
	if showN < tr.TilesN {
		b.WriteString(st.Faint.Render(fmt.Sprintf("… showing %d of %d tile columns", showN, tr.TilesN)) + "\n")
	}
	a, bp := tr.PanelsRead(w)
	wa, wb := tr.Whole(w)
	mib := func(v int64) string { return fmt.Sprintf("%.1f", float64(v)/(1<<20)) }
	play := ""
	if ws.playing {
		play = " (playing)"
	}
	fmt.Fprintf(b, "\nwave %d of %d%s: %d tiles read %d A panels, %d B panels\n", w+1, len(tr.Waves), play, len(wv.Tiles), a, bp)
	fmt.Fprintf(b, "L2 after it: whole A panels %d/%d, B %d/%d\n", wa, tr.TilesM, wb, tr.TilesN)
	fmt.Fprintf(b, "hits/misses MiB: this wave %s/%s, so far %s/%s\n", mib(wv.HitBytes), mib(wv.MissBytes), mib(wv.TotalHitBytes), mib(wv.TotalMissBytes))
	b.WriteString(st.Faint.Render("# this wave  : done;  in L2: # all  + half or more  - some  . none") + "\n")
	if early {
		b.WriteString(st.Faint.Render(fmt.Sprintf("~ read so far only by the next wave's first CTAs (a wave's starts are staggered over 1/%.0f of K)", 1/raster.SimL2.Spread)) + "\n")
	}
	d := raster.Profiles[0]
	b.WriteString(st.Faint.Render(fmt.Sprintf("model: K = %d bf16; %d MiB of L2 for A, B, C (half the %s's %d)",
		WaveK, tr.CapacityBytes>>20, strings.ToUpper(d.Key), d.L2Bytes>>20)) + "\n")
}

func share(s float64) string {
	switch {
	case s >= 1:
		return "#"
	case s >= 0.5:
		return "+"
	case s > 0:
		return "-"
	}
	return "."
}
