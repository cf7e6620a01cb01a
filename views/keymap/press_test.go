package keymap

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// TestPress: a name becomes the key message whose String() is that name
// again, for special keys, runes and alt combinations alike.
func TestPress(t *testing.T) {
	cases := []struct {
		name string
		want tea.KeyMsg
	}{
		{"esc", tea.KeyMsg{Type: tea.KeyEsc}},
		{"enter", tea.KeyMsg{Type: tea.KeyEnter}},
		{"tab", tea.KeyMsg{Type: tea.KeyTab}},
		{"shift+tab", tea.KeyMsg{Type: tea.KeyShiftTab}},
		{"ctrl+c", tea.KeyMsg{Type: tea.KeyCtrlC}},
		{"ctrl+s", tea.KeyMsg{Type: tea.KeyCtrlS}},
		{"down", tea.KeyMsg{Type: tea.KeyDown}},
		{"pgdown", tea.KeyMsg{Type: tea.KeyPgDown}},
		{"j", tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("j")}},
		{"?", tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("?")}},
		{"alt+esc", tea.KeyMsg{Type: tea.KeyEsc, Alt: true}},
		{"alt+x", tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("x"), Alt: true}},
	}
	for _, c := range cases {
		got := Press(c.name)
		if got.Type != c.want.Type || got.Alt != c.want.Alt || string(got.Runes) != string(c.want.Runes) {
			t.Errorf("Press(%q) = %#v, want %#v", c.name, got, c.want)
		}
		if got.String() != c.name {
			t.Errorf("Press(%q).String() = %q", c.name, got.String())
		}
	}
}
