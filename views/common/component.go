package common

import (
	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
)

// Component is the one contract every view of the tutor implements, as
// soft-serve's pkg/ui components do: a Bubble Tea model that its parent
// sizes (SetSize gets the space left after the parent's margins), that
// lists its own keys for the help line and the ? overlay, and that says
// whether it is capturing keystrokes (editing text), in which case the
// parent must pass every key through instead of acting on it.
//
// A component holds its own copy of Common (renderer, styles, keys); it
// never reads process-global terminal state.
type Component interface {
	tea.Model
	help.KeyMap
	SetSize(width, height int)
	Capturing() bool
}
