package pane

import (
	"strings"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/common"
)

// fitKey trims the runes a key (or a paste) would type so that no line of
// the pane grows past common.MaxPaneLine runes: the text area rewraps a
// line on every keystroke at a cost that grows with the square of its
// longest word, so one long line typed or pasted would make each key cost
// seconds. A line a notebook already holds longer is kept, and can only
// shrink.
func (m *Model) fitKey(km tea.KeyMsg) tea.KeyMsg {
	if km.Type != tea.KeyRunes || len(km.Runes) == 0 {
		return km
	}
	lines := strings.Split(m.ta.Value(), "\n")
	n := 0
	if row := m.ta.Line(); row >= 0 && row < len(lines) {
		n = utf8.RuneCountInString(lines[row])
	}
	kept := km.Runes[:0:0]
	for _, r := range km.Runes {
		if r == '\n' || r == '\r' {
			n = 0
			kept = append(kept, r)
			continue
		}
		if n < common.MaxPaneLine {
			n++
			kept = append(kept, r)
		}
	}
	km.Runes = kept
	return km
}
