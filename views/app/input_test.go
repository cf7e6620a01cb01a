package app

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

func TestSplitKeys(t *testing.T) {
	runes := func(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }
	for _, tc := range []struct {
		name string
		in   tea.KeyMsg
		want string // the keys' String()s, space-separated
	}{
		{"one letter", runes("j"), "j"},
		{"a burst of letters", runes("jjk"), "j j k"},
		{"esc esc read together", tea.KeyMsg{Type: tea.KeyEsc, Alt: true}, "esc esc"},
		{"esc then a letter", tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("q"), Alt: true}, "esc q"},
		{"esc then a burst", tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("gg"), Alt: true}, "esc g g"},
		{"esc then an arrow", tea.KeyMsg{Type: tea.KeyUp, Alt: true}, "esc up"},
		{"a lone esc", tea.KeyMsg{Type: tea.KeyEsc}, "esc"},
		{"tab", tea.KeyMsg{Type: tea.KeyTab}, "tab"},
		{"a paste stays whole", tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("(2,4):(1,2)"), Paste: true}, "[(2,4):(1,2)]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, k := range splitKeys(tc.in) {
				got = append(got, k.String())
			}
			if s := strings.Join(got, " "); s != tc.want {
				t.Errorf("splitKeys(%q) = %q, want %q", tc.in.String(), s, tc.want)
			}
		})
	}
}
