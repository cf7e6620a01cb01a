package styles

import (
	"io"
	"strings"
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

// TestCursorVisibleInEveryProfile: an input's cursor drawn with
// CursorStyle and passed through MarkCursor shows — reverse video where
// colour is drawn, the mark where it is not.
func TestCursorVisibleInEveryProfile(t *testing.T) {
	for _, p := range []termenv.Profile{termenv.TrueColor, termenv.ANSI256, termenv.ANSI, termenv.Ascii} {
		r := lipgloss.NewRenderer(io.Discard)
		r.SetColorProfile(p)
		s := New(r, true)
		// As bubbles' cursor draws itself: Style.Inline(true).Reverse(true).
		v := s.MarkCursor("A(3" + s.CursorStyle().Inline(true).Reverse(true).Render(")") + " ok")
		if p == termenv.Ascii {
			if v != "A(3"+CursorMark+") ok" {
				t.Errorf("no colour: %q", v)
			}
			continue
		}
		if !strings.Contains(v, "\x1b[7m)") || strings.Contains(v, CursorMark) {
			t.Errorf("profile %v: %q, want reverse video", p, v)
		}
	}
}
