package keymap

import (
	"strings"

	tea "github.com/charmbracelet/bubbletea"
)

// keyTypes maps Bubble Tea's name of each special key ("esc", "ctrl+s",
// "shift+tab", "pgdown") to its KeyType, read from tea's own names so the
// two cannot disagree.
var keyTypes = func() map[string]tea.KeyType {
	m := make(map[string]tea.KeyType)
	for k := -128; k < 128; k++ {
		t := tea.KeyType(k)
		if t == tea.KeyRunes {
			continue
		}
		if name := t.String(); name != "" {
			if _, seen := m[name]; !seen {
				m[name] = t
			}
		}
	}
	return m
}()

// Press is the key message Bubble Tea delivers for the key it names
// name: a special key by tea's name ("esc", "enter", "ctrl+s", "down"),
// otherwise the runes of name ("j", "?", "G"). An "alt+" prefix sets Alt.
// Tests and scripted input use it so that a key is written as it reads in
// the help, not as a struct literal.
func Press(name string) tea.KeyMsg {
	alt := false
	if rest, ok := strings.CutPrefix(name, "alt+"); ok && rest != "" {
		alt, name = true, rest
	}
	if t, ok := keyTypes[name]; ok {
		return tea.KeyMsg{Type: t, Alt: alt}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(name), Alt: alt}
}
