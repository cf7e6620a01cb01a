package styles

import (
	"io"
	"regexp"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// CursorMark is the text cursor where no reverse video is drawn (NO_COLOR,
// TERM=dumb, --style notty): a bar before the character under the cursor,
// "A(3|)", as a line editor on a dumb terminal shows it.
const CursorMark = "|"

// cursorMarker draws the cursor of the colourless profile in reverse video
// whatever the terminal, so that MarkCursor can find it in an input's view.
// It writes nowhere: it only builds strings.
var cursorMarker = func() *lipgloss.Renderer {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI)
	return r
}()

// reverseCell is the cursor as cursorMarker draws it: the character between
// reverse video on and reset.
var reverseCell = regexp.MustCompile("\x1b\\[7m(.*?)\x1b\\[0m")

// CursorStyle is the style to give the cursor of a text input (a bubbles
// textarea's or textinput's Cursor.Style): reverse video, which in the
// colourless profile MarkCursor turns into CursorMark.
func (s *Styles) CursorStyle() lipgloss.Style {
	if s.Plain() {
		return cursorMarker.NewStyle()
	}
	return s.renderer.NewStyle().Reverse(true)
}

// MarkCursor makes the cursor visible in the view v of an input whose
// cursor has CursorStyle: in the colourless profile the reverse-video cell
// becomes CursorMark before the character it covers; otherwise v is
// returned as it is.
func (s *Styles) MarkCursor(v string) string {
	if !s.Plain() {
		return v
	}
	return reverseCell.ReplaceAllString(v, CursorMark+"$1")
}
