package tiles

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

func runes(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

// TestWaveStep: w in a focused tile map shows the launch wave by wave: .
// steps, and the tiles of the wave, the panels resident after it and its
// hits and misses are raster.SimulateWaves's for the map's problem.
func TestWaveStep(t *testing.T) {
	const src = "problem: 2048x2048\ntile: 256x256\nswizzle: 1\nwave: 16\n"
	m := New(testutil.Common(), src)
	m.SetSize(76, 40) // a reader 80 columns wide
	m.Focus()
	for _, k := range "w.." {
		if _, used := m.HandleKey(runes(string(k))); !used {
			t.Fatalf("%q not used", k)
		}
	}
	v := m.View()
	p, d := waveProblem(m.Spec())
	tr, err := raster.SimulateWaves(p, raster.Identity(1), d, 1)
	if err != nil {
		t.Fatal(err)
	}
	wv := tr.Waves[2]
	mib := func(v int64) string { return fmt.Sprintf("%.1f", float64(v)/(1<<20)) }
	for _, want := range []string{
		"wave 3 of 4: 16 tiles read 8 A panels, 2 B panels",
		fmt.Sprintf("this wave %s/%s, so far %s/%s", mib(wv.HitBytes), mib(wv.MissBytes), mib(wv.TotalHitBytes), mib(wv.TotalMissBytes)),
		"K = 4096 bf16", "waves of 16 CTAs", "25 MiB of L2",
	} {
		if !strings.Contains(v, want) {
			t.Errorf("lacks %q:\n%s", want, v)
		}
	}
	// N=1 walks down the columns: wave 3 is columns 4 and 5, marked #.
	if !strings.Contains(v, "   0   0:   8:  16:  24:  32#  40#  48   56 ") {
		t.Errorf("row 0 is not columns 0-3 done, 4-5 in flight:\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
	// The wave clamps at the last, w leaves, and the map is as before.
	for range 5 {
		m.HandleKey(runes("."))
	}
	if v := m.View(); !strings.Contains(v, "wave 4 of 4") {
		t.Errorf("stepping past the end:\n%s", v)
	}
	m.HandleKey(runes("w"))
	if v := m.View(); strings.Contains(v, "wave 4 of 4") || !strings.Contains(v, "first wave: 16 CTAs") {
		t.Errorf("after w:\n%s", v)
	}
}

// TestWavePlay: a plays a wave a tick to the last; ticks of another pane or
// an earlier play move nothing; an unfocused pane takes no wave keys.
func TestWavePlay(t *testing.T) {
	const src = "problem: 2048x2048\ntile: 256x256\nwave: 16\n"
	m := New(testutil.Common(), src)
	if _, used := m.HandleKey(runes("w")); used {
		t.Error("an unfocused pane took w")
	}
	m.Focus()
	m.HandleKey(runes("w"))
	cmd, _ := m.HandleKey(runes("a"))
	if cmd == nil || !m.waves.playing {
		t.Fatal("a did not start playing")
	}
	other := New(testutil.Common(), src)
	m.Update(waveTickMsg{other, m.waves.play})
	m.Update(waveTickMsg{m, m.waves.play - 1})
	if m.waves.wave != 0 {
		t.Fatalf("foreign ticks moved to wave %d", m.waves.wave)
	}
	ticks := 0
	for m.waves.playing && ticks < 10 {
		m.Update(waveTickMsg{m, m.waves.play})
		ticks++
	}
	if m.waves.wave != 3 || ticks != 3 {
		t.Errorf("played to wave %d in %d ticks, want 3 in 3", m.waves.wave, ticks)
	}
	m.HandleKey(runes("a")) // from the last wave, play starts again at the first
	m.Blur()
	if m.waves.playing || m.waves.wave != 0 {
		t.Errorf("after a and blur: playing %v at wave %d", m.waves.playing, m.waves.wave)
	}
}

// TestWaveViewMarksPanelsReadEarly: lesson 11's 16×16 map, N = 4, waves of
// 32: after wave 1 (rows 0–7 read) the A panels of rows 8–13 hold bytes
// only because the next wave's first CTAs started early; they show ~, not
// as resident, and no row outside the waves so far shows # + or -.
func TestWaveViewMarksPanelsReadEarly(t *testing.T) {
	m := New(testutil.Common(), "problem: 4096x4096\ntile: 256x256\nswizzle: 4\nwave: 32\n")
	m.SetSize(100, 40)
	m.Focus()
	m.HandleKey(runes("w"))
	for w := 0; w < 3; w++ {
		v := m.View()
		ws := m.traced()
		tr := ws.trace
		tilde := 0
		for _, line := range strings.Split(v, "\n") {
			f := strings.Fields(strings.Trim(line, "| "))
			if len(f) < 3 {
				continue
			}
			var row int
			if _, err := fmt.Sscanf(f[0], "%d", &row); err != nil || row >= tr.TilesM || f[0] != fmt.Sprint(row) {
				continue
			}
			read := false
			for n := 0; n < tr.TilesN; n++ {
				read = read || ws.tileWave[row*tr.TilesN+n] <= w
			}
			mark := f[len(f)-1]
			if mark == "~" {
				tilde++
			}
			if !read && mark != "~" && mark != "." || read && mark == "~" {
				t.Errorf("wave %d: row %d (read so far: %v) shows %q in A's column:\n%s", w+1, row, read, mark, v)
			}
		}
		if w == 0 && (tilde != 6 || !strings.Contains(v, "~ read so far only by the next wave")) {
			t.Errorf("wave 1: %d rows marked ~, want rows 8-13:\n%s", tilde, v)
		}
		m.HandleKey(runes("."))
	}
}
