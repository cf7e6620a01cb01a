package styles

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// Wraps returns, for each background colour "#rrggbb" of hexes, the escape
// codes before and after a cell painted on it in the text colour, for the
// styles' colour profile (empty in the colourless profile), so a view can
// paint thousands of cells without a lipgloss render each.
func (s *Styles) Wraps(hexes []string) [][2]string {
	out := make([][2]string, len(hexes))
	if s.Plain() {
		return out
	}
	fg := s.conv(PaletteOf(s.Dark).Text)
	for i, h := range hexes {
		st := s.renderer.NewStyle().Background(s.conv(h)).Foreground(fg)
		pre, suf, _ := strings.Cut(st.Render("X"), "X")
		out[i] = [2]string{pre, suf}
	}
	return out
}

// conv converts a colour to the styles' profile once, as New does.
func (s *Styles) conv(hex string) lipgloss.Color {
	switch c := s.Profile.Convert(termenv.RGBColor(hex)).(type) {
	case termenv.ANSIColor:
		return lipgloss.Color(strconv.Itoa(int(c)))
	case termenv.ANSI256Color:
		return lipgloss.Color(strconv.Itoa(int(c)))
	}
	return lipgloss.Color(hex)
}

// HighlightWrap returns the escape codes around text drawn reverse and bold
// (a highlighted cell), empty in the colourless profile.
func (s *Styles) HighlightWrap() [2]string {
	if s.Plain() {
		return [2]string{}
	}
	pre, suf, _ := strings.Cut(s.SearchCurrent.Render("X"), "X")
	return [2]string{pre, suf}
}
