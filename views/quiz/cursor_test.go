package quiz

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// TestAnswerCursorVisibleWithoutColour: with no colour (NO_COLOR,
// TERM=dumb, notty) the answer's cursor is a mark, not reverse video.
func TestAnswerCursorVisibleWithoutColour(t *testing.T) {
	m := New(testutil.Common(), block, false)
	m.SetSize(60, 20)
	m.Focus()
	m.HandleKey(tea.KeyMsg{Type: tea.KeyEnter})
	typeIn(m, "4:1")
	m.HandleKey(tea.KeyMsg{Type: tea.KeyLeft})
	if v := m.View(); !strings.Contains(v, "answer › 4:|1") || strings.Contains(v, "\x1b") {
		t.Errorf("no cursor mark before the last character:\n%s", v)
	}
}
