package pane

import (
	"strings"
	"testing"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// TestTypingStopsAtThePaneLimit: a pane takes at most MaxPaneText runes,
// in lines of at most MaxPaneLine, from the keyboard or a paste (a flood
// of keys cannot make each keystroke's redraw grow without end), while a
// longer text a notebook already holds is kept whole, never cut.
func TestTypingStopsAtThePaneLimit(t *testing.T) {
	m := New(testutil.Common(), "8:1", nil)
	m.Focus()
	m.HandleKey(tea.KeyMsg{Type: tea.KeyEnter})
	m.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(strings.Repeat("1", 3*common.MaxPaneLine)), Paste: true})
	if n := utf8.RuneCountInString(m.Text()); n != common.MaxPaneLine {
		t.Errorf("after a one-line paste of three times the line limit the pane holds %d runes, want %d", n, common.MaxPaneLine)
	}
	m.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("2")})
	if strings.Contains(m.Text(), "2") {
		t.Error("a key past the line limit was taken")
	}
	m.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(strings.Repeat("\nsize(8:1)", common.MaxPaneText/5)), Paste: true})
	if n := utf8.RuneCountInString(m.Text()); n != common.MaxPaneText {
		t.Errorf("after a paste of many lines the pane holds %d runes, want %d", n, common.MaxPaneText)
	}
	m.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("x")})
	if strings.Contains(m.Text(), "x") {
		t.Error("a key past the limit was taken")
	}

	long := strings.Repeat("size(8:1)\n", common.MaxPaneText/5) // twice the limit
	long = strings.TrimRight(long, "\n")
	kept := New(testutil.Common(), long, nil)
	if kept.Text() != long {
		t.Fatalf("a notebook's pane of %d runes was cut to %d", len(long), len(kept.Text()))
	}
	kept.Focus()
	kept.HandleKey(tea.KeyMsg{Type: tea.KeyEnter})
	kept.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("y")})
	if strings.Contains(kept.Text(), "y") {
		t.Error("a pane over the limit grew")
	}
}
