package tiles

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

func TestViewShowsGridAndOrder(t *testing.T) {
	c := testutil.Common()
	m := New(c, "problem: 512x512\ntile: 128x128\nswizzle: 1\nwave: 4\n")
	m.SetSize(70, 40)
	v := m.View()
	if !strings.Contains(v, "launched grid (4,4,1)") {
		t.Errorf("N=1 view lacks grid (4,4,1):\n%s", v)
	}
	// N=1 is column-major: row 0 reads 0 4 8 12, with 0..3 the first wave.
	if !strings.Contains(v, "0*") || !strings.Contains(v, " 4 ") {
		t.Errorf("view lacks the launch order:\n%s", v)
	}
	m.Focus()
	if _, used := m.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'+'}}); !used {
		t.Fatal("+ not used")
	}
	v = m.View()
	if !strings.Contains(v, "launched grid (8,2,1)") || !strings.Contains(v, "Swizzle<2>") {
		t.Errorf("N=2 view lacks grid (8,2,1):\n%s", v)
	}
	if !m.Dirty() || !strings.Contains(m.Text(), "swizzle: 2") {
		t.Errorf("dirty=%v text=%q", m.Dirty(), m.Text())
	}
	m.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'M'}})
	if m.Spec().M != 1024 || !strings.Contains(m.View(), "launched grid (16,2,1)") {
		t.Errorf("after M: %+v\n%s", m.Spec(), m.View())
	}
}
