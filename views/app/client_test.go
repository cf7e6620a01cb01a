package app

import (
	"bytes"
	"io"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/cutetui/cutetui/views/course"
)

// TestForClientServesNotebooks: a notebook the teacher serves is listed
// after the course's lessons, under its own title, and opens like one.
func TestForClientServesNotebooks(t *testing.T) {
	src := []byte("# Tiling a GEMM\n\n> Our kernel's tiles, live.\n\n```cute\nA = (128,64):(64,1)\n```\n")
	nb := NotebookLesson("talks/gemm.md", src)
	if nb.Name != "notebook:gemm.md" || nb.Title != "Tiling a GEMM" || nb.Summary != "Our kernel's tiles, live." {
		t.Fatalf("NotebookLesson = %+v", nb)
	}
	m := ForClient(Client{Renderer: lipgloss.NewRenderer(io.Discard), Seed: 1, Notebooks: []course.Lesson{nb}})
	drive(m, tea.WindowSizeMsg{Width: 120, Height: 60})
	v := m.View()
	if !strings.Contains(v, "Tiling a GEMM") {
		t.Fatalf("the served notebook is not in the index:\n%s", v)
	}
	if !m.OpenLessonByName("notebook:gemm.md") {
		t.Fatal("the served notebook does not open by name (followers open it so)")
	}
}

// TestForClientCopiesToTheClientsTerminal: a served session's y sends
// its OSC 52 copy to the client's own terminal (Client.Terminal), and
// the image protocol is the client's (Client.Images), never the server's.
func TestForClientCopiesToTheClientsTerminal(t *testing.T) {
	var term bytes.Buffer
	nb := NotebookLesson("c.md", []byte(copyNotebook))
	m := ForClient(Client{Renderer: lipgloss.NewRenderer(io.Discard), Seed: 1, Notebooks: []course.Lesson{nb}, Terminal: &term, Images: "kitty"})
	if m.opts.Images != "kitty" {
		t.Errorf("Images = %q, want the client's kitty", m.opts.Images)
	}
	drive(m, tea.WindowSizeMsg{Width: 100, Height: 40})
	cmd, ok := m.openLessonNamed("notebook:c.md")
	if !ok {
		t.Fatal("the notebook does not open")
	}
	drive(m, cmd())                        // its rendering
	drive(m, tea.KeyMsg{Type: tea.KeyTab}) // its cute pane
	press(m, "y")
	if got := clipboard(t, term.String()); len(got) != 1 || got[0] != "A = (4,2):(1,4)\ncoalesce(A)" {
		t.Fatalf("y sent %q to the client's terminal", got)
	}
}
