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
// The rules every component follows (pane, quiz, tiles, bench, practice,
// reader, course, app alike):
//
//   - Common by value. A constructor takes a common.Common (not a pointer)
//     and keeps its own copy: renderer, styles, keys, profile. Common holds
//     no size.
//   - Size from the parent. A component draws in exactly the width and
//     height its parent gave it with SetSize(w, h); the parent subtracts
//     its own margins, header and key line first. A block inside the
//     reader (pane, quiz, tile map) gets the block's outer width and the
//     reader's content height (the most of it that ever shows at once; a
//     block may ignore the height).
//   - Keys. Update is tea.Model's Update(tea.Msg) (tea.Model, tea.Cmd).
//     A component that takes keys from a parent also implements KeyHandler:
//     HandleKey(tea.KeyMsg) (cmd, used) does the work and says whether the
//     key was the component's; Update on a tea.KeyMsg is exactly
//     `cmd, _ := m.HandleKey(msg); return m, cmd`. A parent that must know
//     whether a key was used (to act on an unused esc, say) calls
//     HandleKey; everything else goes through Update.
//   - Capturing is true only while text is being edited (a pane's text, an
//     answer, the search line): then the parent passes every key through,
//     and only ctrl+c stays the app's. A block that is merely focused
//     (selected) does not capture: ?, q and the scroll keys keep working.
//   - Focus and editing are two states of a block. Focus() selects it
//     (never starts editing); enter (or i) edits; esc stops editing and is
//     used; esc on a focused block that is not editing is not used, so the
//     reader unfocuses it.
type Component interface {
	tea.Model
	help.KeyMap
	SetSize(width, height int)
	Capturing() bool
}

// KeyHandler is implemented by components whose parent must know whether
// a key was used: HandleKey handles msg and reports whether it was the
// component's own. Update wraps it (see Component).
type KeyHandler interface {
	HandleKey(msg tea.KeyMsg) (cmd tea.Cmd, used bool)
}
