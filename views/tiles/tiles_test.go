package tiles

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

func TestParseSpec(t *testing.T) {
	s, err := ParseSpec("problem: 512x1024\ntile: 128x64  # comment\nswizzle: 4\nwave: 8\n")
	if err != nil {
		t.Fatal(err)
	}
	if s != (Spec{M: 512, N: 1024, TileM: 128, TileN: 64, Swizzle: 4, Wave: 8}) {
		t.Errorf("spec = %+v", s)
	}
	for _, bad := range []string{"tile: 8x8\n", "problem: 8\n", "problem: 8x8\nswizzle: 3\n", "problem: 8x8\ncolour: red\n", "problem: 99999999999x8\n", "problem 8x8\n"} {
		if _, err := ParseSpec(bad); err == nil {
			t.Errorf("ParseSpec(%q) accepted", bad)
		}
	}
	if _, err := ParseSpec("problem: 8x8\nswizzle: 3\n"); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("error does not name its line: %v", err)
	}
}

func TestRewriteKeepsOtherLines(t *testing.T) {
	in := "# the 4x4 example\nproblem: 512x512  # M x N\ntile: 128x128\n"
	got := Rewrite(in, Spec{M: 1024, N: 512, Swizzle: 2})
	want := "# the 4x4 example\nproblem: 1024x512  # M x N\ntile: 128x128\nswizzle: 2\n"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestViewShowsGridAndOrder(t *testing.T) {
	c := testutil.Common(80, 40)
	m := New(c, "problem: 512x512\ntile: 128x128\nswizzle: 1\nwave: 4\n")
	m.SetWidth(70)
	v := m.View()
	if !strings.Contains(v, "launched grid (4,4,1)") {
		t.Errorf("N=1 view lacks grid (4,4,1):\n%s", v)
	}
	// N=1 is column-major: row 0 reads 0 4 8 12, with 0..3 the first wave.
	if !strings.Contains(v, "0*") || !strings.Contains(v, " 4 ") {
		t.Errorf("view lacks the launch order:\n%s", v)
	}
	m.Focus()
	if _, used := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'+'}}); !used {
		t.Fatal("+ not used")
	}
	v = m.View()
	if !strings.Contains(v, "launched grid (8,2,1)") || !strings.Contains(v, "Swizzle<2>") {
		t.Errorf("N=2 view lacks grid (8,2,1):\n%s", v)
	}
	if !m.Dirty() || !strings.Contains(m.Text(), "swizzle: 2") {
		t.Errorf("dirty=%v text=%q", m.Dirty(), m.Text())
	}
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'M'}})
	if m.Spec().M != 1024 || !strings.Contains(m.View(), "launched grid (16,2,1)") {
		t.Errorf("after M: %+v\n%s", m.Spec(), m.View())
	}
}
