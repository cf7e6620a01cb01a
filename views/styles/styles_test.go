package styles

import (
	"io"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

func TestPaintCellMatchesRender(t *testing.T) {
	for _, p := range []termenv.Profile{termenv.TrueColor, termenv.ANSI256, termenv.ANSI, termenv.Ascii} {
		r := lipgloss.NewRenderer(io.Discard)
		r.SetColorProfile(p)
		s := New(r, true)
		for v := -3; v < 30; v++ {
			if got, want := s.PaintCell(v, " 12 "), s.Cell(v).Render(" 12 "); got != want {
				t.Errorf("profile %v, value %d: %q, want %q", p, v, got, want)
			}
		}
	}
}

func newRenderer(t *testing.T) *lipgloss.Renderer {
	t.Helper()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.TrueColor)
	return r
}

func lipglossColor(hex string) lipgloss.TerminalColor { return lipgloss.Color(hex) }
