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

// TestNotebookLessonIsListedAndOpens: a notebook the teacher serves, made
// a lesson, is listed under its own title and opens by name like one.
func TestNotebookLessonIsListedAndOpens(t *testing.T) {
	src := []byte("# Tiling a GEMM\n\n> Our kernel's tiles, live.\n\n```cute\nA = (128,64):(64,1)\n```\n")
	nb := NotebookLesson("talks/gemm.md", src)
	if nb.Name != "notebook:gemm.md" || nb.Title != "Tiling a GEMM" || nb.Summary != "Our kernel's tiles, live." {
		t.Fatalf("NotebookLesson = %+v", nb)
	}
	m := New(ClientCommon(lipgloss.NewRenderer(io.Discard)), Options{Lessons: []course.Lesson{nb}})
	drive(m, tea.WindowSizeMsg{Width: 120, Height: 60})
	v := m.View()
	if !strings.Contains(v, "Tiling a GEMM") {
		t.Fatalf("the served notebook is not in the index:\n%s", v)
	}
	if !m.OpenLessonByName("notebook:gemm.md") {
		t.Fatal("the served notebook does not open by name (followers open it so)")
	}
}

// TestClientCopiesToTheClientsTerminal: a served session's y sends its
// OSC 52 copy to the client's own terminal (Options.Terminal), never the
// server's.
func TestClientCopiesToTheClientsTerminal(t *testing.T) {
	var term bytes.Buffer
	nb := NotebookLesson("c.md", []byte(copyNotebook))
	m := New(ClientCommon(lipgloss.NewRenderer(io.Discard)), Options{Lessons: []course.Lesson{nb}, Terminal: &term})
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
