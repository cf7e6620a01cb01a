// Package common holds what every view of the tutor shares: renderer,
// styles, key map, colour profile and the glamour style name. Each
// component keeps its own copy, never a global, so several programs
// (tests, an SSH server) can run side by side with their own terminals.
// Sizes are not shared: each component gets its own from its parent
// (Component.SetSize).
package common

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/views/keymap"
	"github.com/cutetui/cutetui/views/styles"
	"github.com/muesli/termenv"
)

// Common is the shared state of one running tutor.
type Common struct {
	Renderer *lipgloss.Renderer
	Styles   *styles.Styles
	Keys     *keymap.KeyMap
	Profile  termenv.Profile
	Dark     bool
	// Glamour is the glamour standard style name: "dark", "light" or "notty".
	Glamour string
	// Evaluate evaluates the text of live panes; nil evaluates in this
	// process (see Evaluator).
	Evaluate Evaluator
}

// New builds a Common for a terminal of colour profile p and background
// dark; glamourStyle is "dark", "light" or "notty".
func New(r *lipgloss.Renderer, p termenv.Profile, dark bool, glamourStyle string) Common {
	r.SetColorProfile(p)
	r.SetHasDarkBackground(dark)
	return Common{
		Renderer: r,
		Styles:   styles.New(r, dark),
		Keys:     keymap.Default(),
		Profile:  p,
		Dark:     dark,
		Glamour:  glamourStyle,
	}
}

// KeyLine draws a one-line key hint, "key desc · key desc", keys in the
// accent colour, cut to width with an ellipsis (width 0: no limit).
func (c Common) KeyLine(width int, bs []key.Binding) string {
	st := c.Styles
	sep := st.Faint.Render(" · ")
	var b strings.Builder
	w := 0
	for i, kb := range bs {
		if !kb.Enabled() {
			continue
		}
		h := kb.Help()
		item := st.Accent.Render(h.Key) + " " + st.Faint.Render(h.Desc)
		iw := lipgloss.Width(h.Key) + 1 + lipgloss.Width(h.Desc)
		if i > 0 && w > 0 {
			iw += 3
		}
		if width > 0 && w+iw > width {
			if w+2 <= width {
				b.WriteString(st.Faint.Render(" …"))
			}
			break
		}
		if w > 0 {
			b.WriteString(sep)
		}
		b.WriteString(item)
		w += iw
	}
	return b.String()
}

// Bar draws left and right on one line of width cells, the right part
// flush right (cut if they do not both fit).
func (c Common) Bar(width int, left, right string) string {
	gap := width - lipgloss.Width(left) - lipgloss.Width(right)
	if gap < 1 {
		return ansi.Truncate(left, width, "…")
	}
	return left + strings.Repeat(" ", gap) + right
}

// The most a user can type into one field, so that no keystroke's work
// grows without bound (a text box redraws the whole of its text): a live
// pane takes MaxPaneText runes in lines of at most MaxPaneLine, an answer,
// search or file name MaxAnswer. Text a notebook already holds is never
// cut to fit.
const (
	MaxPaneText = 8 << 10
	MaxPaneLine = 1 << 10
	MaxAnswer   = 4 << 10
)
