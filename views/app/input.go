package app

import tea "github.com/charmbracelet/bubbletea"

// splitKeys normalises one key message as Bubble Tea v1 reads it into the
// keys the user pressed. Keys that reach the program in one read (fast
// typing, or an ssh connection delivering several at once) arrive merged:
//
//   - a burst of letters "jj" is one KeyRunes message of several runes;
//   - an Esc followed at once by another key is read as that key with Alt
//     set: Esc Esc becomes "alt+esc", Esc j becomes "alt+j", Esc ↑ "alt+up".
//
// The tutor binds no Alt chord, so an Alt key is always an Esc that was
// merged with the next key: it is split back into Esc and the key. A paste
// stays whole.
func splitKeys(msg tea.KeyMsg) []tea.KeyMsg {
	if msg.Paste {
		return []tea.KeyMsg{msg}
	}
	var out []tea.KeyMsg
	if msg.Alt {
		out = append(out, tea.KeyMsg{Type: tea.KeyEsc})
		msg.Alt = false
	}
	if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 {
		for _, r := range msg.Runes {
			out = append(out, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
		}
		return out
	}
	return append(out, msg)
}
