package app

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/internal/testutil"
	"github.com/cutetui/cutetui/views/practice"
)

// TestPracticeAnswerTakesQAndQuestionMark: with the real practice screen
// in the app, q and ? typed into the answer are text (they quit and opened
// help before); esc still goes back.
func TestPracticeAnswerTakesQAndQuestionMark(t *testing.T) {
	m := New(testutil.Common(), Options{
		Lessons:     fixtureLessons(t),
		HasPractice: func(l string) bool { return l == "coalesce" },
		NewPractice: func(c common.Common, l string) (Screen, error) {
			return practice.New(c, practice.Options{Topic: l, Seed: 1})
		},
	})
	drive(m, tea.WindowSizeMsg{Width: 100, Height: 40})
	drive(m, tea.KeyMsg{Type: tea.KeyDown})
	drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'p'}})
	for _, r := range "xq?a" {
		if drive(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}}) {
			t.Fatalf("typing %q into the answer quit the program", r)
		}
	}
	if v := m.View(); !strings.Contains(v, "xq?a") || strings.Contains(v, "The answer:") {
		t.Fatalf("the answer field did not take xq?a as text:\n%s", v)
	}
	drive(m, tea.KeyMsg{Type: tea.KeyEsc})
	if !strings.Contains(m.View(), "2. Coalesce") {
		t.Errorf("esc did not leave practice:\n%s", m.View())
	}
}
