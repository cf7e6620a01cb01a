package app

import (
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
