package keymap

import (
	"testing"

	"github.com/charmbracelet/bubbles/key"
)

func TestActive(t *testing.T) {
	k := Default()
	for _, c := range []struct {
		key     string
		editing bool
		want    bool
	}{
		{"r", false, true},      // selected pane: r resets
		{"r", true, false},      // editing: r is text
		{"ctrl+r", true, true},  // editing: ctrl+r resets
		{"ctrl+r", false, true}, // and when selected
		{"x", false, false},     // not a reset key
	} {
		if got := Active(c.key, k.Reset, c.editing); got != c.want {
			t.Errorf("Active(%q, Reset, editing=%v) = %v, want %v", c.key, c.editing, got, c.want)
		}
	}
	if !Active("tab", k.NextPane, true) {
		t.Error("tab must leave an edited pane")
	}
}

// The wave keys must not shadow a key of the screens they are used in: a
// selected tile-map pane inside the reader, and the benchmark view.
func TestWaveKeysAreFreeWhereTheyAreUsed(t *testing.T) {
	k := Default()
	taken := map[string]string{}
	for name, b := range map[string]key.Binding{
		"Quit": k.Quit, "ForceQuit": k.ForceQuit, "Help": k.Help, "Back": k.Back,
		"Up": k.Up, "Down": k.Down, "PageUp": k.PageUp, "PageDown": k.PageDown, "HalfUp": k.HalfUp, "HalfDown": k.HalfDown, "Top": k.Top, "Bottom": k.Bottom,
		"NextLesson": k.NextLesson, "PrevLesson": k.PrevLesson, "NextPane": k.NextPane, "PrevPane": k.PrevPane,
		"Search": k.Search, "SearchNext": k.SearchNext, "SearchPrev": k.SearchPrev, "TOC": k.TOC, "Save": k.Save, "Bench": k.Bench,
		"Leave": k.Leave, "Reset": k.Reset,
		"SwizzleUp": k.SwizzleUp, "SwizzleDown": k.SwizzleDown, "GrowM": k.GrowM, "ShrinkM": k.ShrinkM, "GrowN": k.GrowN, "ShrinkN": k.ShrinkN,
	} {
		for _, s := range b.Keys() {
			taken[s] = name
		}
	}
	// The benchmark view's own keys (views/bench).
	bench := map[string]bool{}
	for _, b := range []key.Binding{k.Up, k.Down, k.BenchSelect, k.BenchRun, k.BenchCancel, k.BenchProfile, k.BenchKernel, k.BenchNextShape, k.BenchPrevShape, k.BenchWhy} {
		for _, s := range b.Keys() {
			bench[s] = true
		}
	}
	if len(bench) < 15 {
		t.Fatalf("the benchmark view has %d keys, want its 15", len(bench))
	}
	for name, b := range map[string]key.Binding{"Waves": k.Waves, "WaveNext": k.WaveNext, "WavePrev": k.WavePrev, "WavePlay": k.WavePlay} {
		for _, s := range b.Keys() {
			if other, ok := taken[s]; ok {
				t.Errorf("%s's key %q is %s's too", name, s, other)
			}
			if bench[s] {
				t.Errorf("%s's key %q is the benchmark view's", name, s)
			}
		}
	}
	for _, s := range k.WaveMapping.Keys() {
		if bench[s] || s == "q" || s == "?" || s == "esc" {
			t.Errorf("WaveMapping's key %q is taken in the benchmark view", s)
		}
	}
}
