package pane

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

func TestCtrlOWritesTheFigure(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nb-fig1.svg")
	m := newPane(testutil.Common(), "make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{})\n", nil)
	m.SetFigurePath(path)
	m.Focus()
	cmd, used := m.HandleKey(tea.KeyMsg{Type: tea.KeyCtrlO})
	if !used || cmd == nil {
		t.Fatalf("ctrl+o: used %v, cmd %v", used, cmd != nil)
	}
	msg, ok := cmd().(FigureWrittenMsg)
	if !ok || msg.Err != nil || msg.Path != path {
		t.Fatalf("ctrl+o's message: %+v", msg)
	}
	b, err := os.ReadFile(path)
	if err != nil || !strings.HasPrefix(string(b), "<svg") || !strings.Contains(string(b), ">T31 V3<") {
		t.Errorf("written file (%v): %.80s", err, b)
	}
	if !strings.Contains(msg.Status(), path) {
		t.Errorf("status %q does not name the file", msg.Status())
	}
	// A pane with nothing to draw says so.
	m = newPane(testutil.Common(), "1 + 2\n", nil)
	m.SetFigurePath(path)
	m.Focus()
	cmd, _ = m.HandleKey(tea.KeyMsg{Type: tea.KeyCtrlO})
	if msg := cmd().(FigureWrittenMsg); msg.Err == nil {
		t.Error("a pane without a picture wrote a figure")
	}
}

func TestFigurePath(t *testing.T) {
	for _, c := range []struct {
		path, name string
		block      int
		want       string
	}{
		{"/home/me/nb.md", "/home/me/nb.md", 0, "/home/me/nb-fig1.svg"},
		{"", "03 composition", 2, "03-composition-fig3.svg"},
	} {
		if got := FigurePath(c.path, c.name, c.block); got != c.want {
			t.Errorf("FigurePath(%q, %q, %d) = %q, want %q", c.path, c.name, c.block, got, c.want)
		}
	}
}
