package app

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/lessons/progress"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// resumeApp opens the fixture's coalesce lesson by name (as --lesson
// does) with progress that left it at line 12, on a short terminal.
func resumeApp(t *testing.T) (*Model, *progress.Progress) {
	t.Helper()
	p := &progress.Progress{}
	p.Lesson("coalesce").Offset = 12
	m := New(testutil.Common(), Options{Lessons: fixtureLessons(t), Progress: p})
	if !m.OpenLessonByName("coalesce") {
		t.Fatal("no lesson coalesce")
	}
	drive(m, tea.WindowSizeMsg{Width: 100, Height: 16})
	return m, p
}

// TestLessonByNameOffersToContinue: --lesson opens the lesson at its
// start, says the learner had read further, and c goes there.
func TestLessonByNameOffersToContinue(t *testing.T) {
	m, _ := resumeApp(t)
	if off := m.Reader().Offset(); off != 0 {
		t.Fatalf("opened at line %d, want its start", off)
	}
	if v := m.View(); !strings.Contains(v, "c continues where you left off") {
		t.Fatalf("no offer to continue:\n%s", v)
	}
	drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'c'}})
	if off := m.Reader().Offset(); off != 12 {
		t.Errorf("c went to line %d, want 12", off)
	}
	if v := m.View(); strings.Contains(v, "c continues") {
		t.Errorf("the offer stays after c:\n%s", v)
	}
}

// TestLessonByNameDeclined: another key takes the offer away and acts as
// usual; leaving before moving keeps the place saved, so a quick look
// does not lose it; reading on replaces it.
func TestLessonByNameDeclined(t *testing.T) {
	m, p := resumeApp(t)
	drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'x'}})
	if v := m.View(); strings.Contains(v, "c continues") {
		t.Fatalf("the offer stays after another key:\n%s", v)
	}
	drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'c'}}) // now an ordinary key
	if off := m.Reader().Offset(); off != 0 {
		t.Fatalf("c after declining moved to line %d", off)
	}
	m.leaveReader()
	if got := p.Lesson("coalesce").Offset; got != 12 {
		t.Errorf("leaving from the start saved line %d, want the place left, 12", got)
	}
	m2, p2 := resumeApp(t)
	drive(m2, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'j'}}) // declines, and j scrolls as usual
	drive(m2, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'j'}})
	at := m2.Reader().Offset()
	if at == 0 {
		t.Fatal("j did not scroll")
	}
	m2.leaveReader()
	if got := p2.Lesson("coalesce").Offset; got != at {
		t.Errorf("after reading on, saved line %d, want %d", got, at)
	}
}

// TestLessonByNameAtStartOffersNothing: a lesson never read further
// opens without an offer.
func TestLessonByNameAtStartOffersNothing(t *testing.T) {
	m := New(testutil.Common(), Options{Lessons: fixtureLessons(t), Progress: &progress.Progress{}})
	m.OpenLessonByName("coalesce")
	drive(m, tea.WindowSizeMsg{Width: 100, Height: 16})
	if v := m.View(); strings.Contains(v, "continues") {
		t.Errorf("an offer for an unread lesson:\n%s", v)
	}
}
