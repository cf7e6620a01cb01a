package app

import (
	"io"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/views/classroom"
)

// seat is a student's classroom link that records nothing.
type seat struct{}

func (seat) Teacher() bool            { return false }
func (seat) Present(bool)             {}
func (seat) Moved(classroom.Position) {}
func (seat) Follow(bool)              {}
func (seat) Ask(_, _, _, _ string)    {}
func (seat) Reveal()                  {}
func (seat) Answer(int, string, bool) {}

// TestAskedBeforeTheSizeOpensAtTheSize: a question asked before the
// window's size is known (a student joining while it is open) opens at
// the window's width once the size comes, not 30 columns wide.
func TestAskedBeforeTheSizeOpensAtTheSize(t *testing.T) {
	m := ForClient(Client{Renderer: lipgloss.NewRenderer(io.Discard), Seed: 1, Class: seat{}})
	m.Update(classroom.AskMsg{ID: 1, Lesson: "layouts", Block: "question: size of 8:1?\nanswer: 8"})
	if m.class.askQuiz != nil {
		t.Fatal("the asked exercise opened before the window's size was known")
	}
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	if m.class.askQuiz == nil {
		t.Fatal("the asked exercise did not open once the size came")
	}
	widest := 0
	for _, l := range strings.Split(m.class.askQuiz.View(), "\n") {
		widest = max(widest, ansi.StringWidth(l))
	}
	if widest < 100 {
		t.Errorf("the asked exercise is %d columns wide in a 120-column window", widest)
	}
}
