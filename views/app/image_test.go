package app

import (
	"bytes"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// TestImageOneAtATime: I held down draws one picture at a time — the
// presses while one is drawn start nothing (each would take up to half a
// CPU second of a class server's) — and once it is shown, I works again.
func TestImageOneAtATime(t *testing.T) {
	var term bytes.Buffer
	m := New(testutil.Common(), Options{Notebook: "c.md", NotebookSource: []byte(copyNotebook), Terminal: &term, Images: "kitty"})
	drive(m, tea.WindowSizeMsg{Width: 100, Height: 40})
	drive(m, tea.KeyMsg{Type: tea.KeyTab})
	_, first := m.Update(runes("I"))
	if first == nil {
		t.Fatal("I started no picture")
	}
	for range 5 {
		if _, again := m.Update(runes("I")); again != nil {
			t.Fatal("I while a picture is drawn started another")
		}
	}
	if !strings.Contains(m.View(), "drawing the figure") {
		t.Errorf("the status does not say the figure is being drawn:\n%s", m.View())
	}
	deliver(t, m, first)
	if !strings.Contains(m.View(), "any key closes the figure") {
		t.Fatalf("the picture did not show:\n%s", m.View())
	}
	drive(m, tea.KeyMsg{Type: tea.KeyEsc})
	if _, next := m.Update(runes("I")); next == nil {
		t.Errorf("I after the picture closed started nothing")
	}
}
