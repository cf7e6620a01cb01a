package reader

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/internal/testutil"
	"github.com/cutetui/cutetui/views/pane"
)

// At 80×24 an MMA pane is taller than the screen, its picture below the
// atom's printout: a thread key (digit, n) scrolls to the picture, and
// further keys keep the reader there instead of jumping back to the
// pane's top; c shows the owners table in its place, e the derivation.
func TestThreadKeyShowsTheMMAPicture(t *testing.T) {
	src := "# MMA\n\nOne atom.\n\n```cute\nmake_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{})\n```\n\nAfter.\n"
	m := New(testutil.Common(), NewCache(), Options{Name: "mma", Source: []byte(src), Explainer: pane.Explain})
	m.SetSize(80, 24)
	pump(t, m, m.Refresh())
	_, cmd := m.Update(tea.KeyMsg{Type: tea.KeyTab})
	pump(t, m, cmd)
	start, end := m.paneSpan(0)
	if end-start <= m.contentHeight() {
		t.Fatalf("the pane (%d lines) fits the screen (%d): the test needs a taller one", end-start, m.contentHeight())
	}
	if s := screen(m); !strings.Contains(s, "make_tiled_mma(") || strings.Contains(s, "fitted to") {
		t.Fatalf("tab: want the pane's top, not its picture:\n%s", s)
	}
	run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'5'}})
	s := screen(m)
	if !strings.Contains(s, "tile 16×8×16") || !strings.Contains(s, "fitted to") {
		t.Fatalf("5: the picture (its title and fitting note) is not on the screen:\n%s", s)
	}
	if strings.Contains(s, "LayoutA_TV:") {
		t.Errorf("5: the screen still shows the atom's printout above the picture:\n%s", s)
	}
	golden.RequireEqual(t, []byte(s)) // the screen after 5, at 80×24
	at := m.Offset()
	run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'n'}})
	if m.Offset() != at || !strings.Contains(screen(m), "fitted to") {
		t.Errorf("n moved the reader from %d to %d:\n%s", at, m.Offset(), screen(m))
	}
	// c puts the owners table in the picture's place, and shows it.
	run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'c'}})
	if s := screen(m); !strings.Contains(s, "owners: each (thread, value)") {
		t.Errorf("c: the owners table is not on the screen:\n%s", s)
	}
	// e shows the derivation, below the picture, from its first line.
	_, cmd = m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'e'}})
	pump(t, m, cmd)
	if s := screen(m); !strings.Contains(s, "why make_tiled_mma(") {
		t.Errorf("e: the derivation is not on the screen:\n%s", s)
	}
	// A key that is not the picture's (r: reset) shows the pane from its
	// top, as before.
	run(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'r'}})
	if m.Offset() != start {
		t.Errorf("r: offset %d, want the pane's top %d", m.Offset(), start)
	}
}
