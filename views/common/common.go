// Package common holds what every view of the tutor shares: size, renderer,
// styles, key map and the glamour style name. It is passed by pointer to
// each component, never kept in a global, so several programs (tests, an SSH
// server) can run side by side with their own terminals.
package common

import (
	"github.com/charmbracelet/lipgloss"
	"github.com/cutetui/cutetui/views/keymap"
	"github.com/cutetui/cutetui/views/styles"
	"github.com/muesli/termenv"
)

// Common is the shared state of one running tutor.
type Common struct {
	Width, Height int
	Renderer      *lipgloss.Renderer
	Styles        *styles.Styles
	Keys          *keymap.KeyMap
	Profile       termenv.Profile
	Dark          bool
	// Glamour is the glamour standard style name: "dark", "light" or "notty".
	Glamour string
}

// New builds a Common for a terminal of colour profile p and background
// dark; glamourStyle is "dark", "light" or "notty".
func New(r *lipgloss.Renderer, p termenv.Profile, dark bool, glamourStyle string) *Common {
	r.SetColorProfile(p)
	r.SetHasDarkBackground(dark)
	return &Common{
		Renderer: r,
		Styles:   styles.New(r, dark),
		Keys:     keymap.Default(),
		Profile:  p,
		Dark:     dark,
		Glamour:  glamourStyle,
	}
}
