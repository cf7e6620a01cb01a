package app

import (
	"encoding/base64"
	"fmt"
	"io"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
)

// maxCopy is the most bytes y and Y send: terminals cap OSC 52 (xterm at
// about 100 000 bytes of base64), and a pane's statements are far less.
const maxCopy = 64 << 10

// OSC52 is the escape sequence that asks the terminal to put s on its
// clipboard: OSC 52 ; c ; base64(s) BEL. It travels with the output, so it
// works over ssh, and in tmux with set-clipboard on.
func OSC52(s string) string {
	return "\x1b]52;c;" + base64.StdEncoding.EncodeToString([]byte(s)) + "\x07"
}

// wroteMsg says that a write to the terminal finished: the status to show,
// or the error.
type wroteMsg struct {
	status string
	err    error
}

// copySelected sends the selected block's statements (or, with value, its
// value) to the terminal's clipboard and says what it copied.
func (m *Model) copySelected(value bool) tea.Cmd {
	sel, ok := m.reader.Selected()
	if !ok {
		m.status = "select a pane first (tab), then y copies its statements, Y its value"
		return nil
	}
	text, what := sel.Statements, "statements"
	if sel.Kind == "exercise" {
		what = "question"
	}
	if value {
		if sel.Value == "" {
			m.status = fmt.Sprintf("this %s has no value to copy (y copies its %s)", sel.Kind, what)
			return nil
		}
		text, what = sel.Value, "value"
	}
	if len(text) > maxCopy {
		m.status = fmt.Sprintf("the %s's %s is %d bytes: more than the %d a terminal's clipboard takes", sel.Kind, what, len(text), maxCopy)
		return nil
	}
	if m.opts.Terminal == nil {
		m.status = "no terminal to copy to"
		return nil
	}
	status := fmt.Sprintf("copied the %s's %s (%s) to the clipboard: %s", sel.Kind, what, lineCount(text), preview(text, 40))
	w, seq := m.opts.Terminal, OSC52(text)
	return func() tea.Msg {
		_, err := io.WriteString(w, seq)
		return wroteMsg{status: status, err: err}
	}
}

// lineCount is "1 line", "3 lines".
func lineCount(s string) string {
	n := strings.Count(s, "\n") + 1
	if n == 1 {
		return "1 line"
	}
	return fmt.Sprintf("%d lines", n)
}

// preview is the start of s on one line, at most n runes.
func preview(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
