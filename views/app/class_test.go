package app

import (
	"io"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/internal/serve/classroom"
	"github.com/cutetui/cutetui/views/course"
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
	opts, _ := CourseOptions("", "", 1)
	opts.Classroom = seat{}
	m := New(ClientCommon(lipgloss.NewRenderer(io.Discard)), opts)
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

// teacherSeat is a teacher's classroom link that records nothing.
type teacherSeat struct{ seat }

func (teacherSeat) Teacher() bool { return true }

// TestClassLineLeavesSpeakerNotes: in the presenter, the teacher's
// speaker notes end just above the key line; the class line does not
// cover them.
func TestClassLineLeavesSpeakerNotes(t *testing.T) {
	talk := course.Lesson{Name: "talk", Title: "Talk", Source: []byte(
		"# Talk\n\n## One\n\nThe first point.\n\n<!-- note: first line of the note\nlast line of the note -->\n\n## Two\n\nThe second point.\n")}
	tm, _ := start(t, Options{Lessons: []course.Lesson{talk}, Classroom: teacherSeat{}})
	waitFor(t, tm, "class: 0 connected")
	tm.Send(keyOf(tea.KeyEnter))
	waitFor(t, tm, "The first point.")
	tm.Send(runes("S"))
	waitFor(t, tm, "presenter")
	tm.Send(runes(" "))
	waitFor(t, tm, "last line of the note")
	v := finalView(t, tm)
	if !strings.Contains(v, "last line of the note") {
		t.Errorf("the speaker notes are covered:\n%s", v)
	}
	if strings.Contains(v, "P present") {
		t.Errorf("the class line is drawn over the presenter:\n%s", v)
	}
}
