// Package styles holds the tutor's lipgloss styles, built once per
// (renderer, dark/light) so nothing reaches for globals, from the colour
// palettes and glamour styles of the assets folder (assets/palette.json,
// assets/glamour/*.json), which a teacher may adapt.
package styles

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// Styles is every lipgloss style of the tutor.
type Styles struct {
	Dark    bool
	Profile termenv.Profile
	// renderer is the renderer the styles were built for.
	renderer *lipgloss.Renderer

	Title, Subtitle, Faint, Bold, Accent, Error, Caret, OK, Warn lipgloss.Style

	IndexMark lipgloss.Style

	PaneBorder, PaneFocused, PaneEditing, PaneTitle, PaneResult, PaneDirty lipgloss.Style

	GridHeader, GridRule lipgloss.Style
	// Cells colours grid cells by value: Cells[v % len(Cells)].
	Cells []lipgloss.Style
	// cellWrap holds each cell style's escape codes before and after the
	// text, so a grid of a thousand cells is painted without a thousand
	// lipgloss renders.
	cellWrap [][2]string

	TileFirstWave lipgloss.Style

	SearchCurrent lipgloss.Style

	Overlay, OverlayTitle lipgloss.Style

	// Symbols: Unicode with colour, ASCII in the colourless profile (dumb
	// terminals, NO_COLOR, golden files).
	Arrow, Check, Cross, Bullet, Rule string
}

// New builds the styles for renderer r. r's colour profile and background
// decide what is emitted; with the Ascii profile every style prints plain
// text, which keeps golden files stable.
func New(r *lipgloss.Renderer, dark bool) *Styles {
	return NewWithPalette(r, dark, PaletteOf(dark))
}

// NewWithPalette is New with the colours of pal instead of
// assets/palette.json's (a palette the user's settings changed).
func NewWithPalette(r *lipgloss.Renderer, dark bool, pal Palette) *Styles {
	p := r.ColorProfile()
	s := &Styles{Dark: dark, Profile: p, renderer: r}
	// Colours are converted to the profile once here; lipgloss would
	// otherwise search the palette for the nearest colour on every Render,
	// which is slow in 16 colours.
	conv := func(hex string) lipgloss.Color {
		switch c := p.Convert(termenv.RGBColor(hex)).(type) {
		case termenv.ANSIColor:
			return lipgloss.Color(strconv.Itoa(int(c)))
		case termenv.ANSI256Color:
			return lipgloss.Color(strconv.Itoa(int(c)))
		}
		return lipgloss.Color(hex)
	}
	fg := conv(pal.Text)
	faint := conv(pal.Faint)
	accent := conv(pal.Accent)
	green := conv(pal.OK)
	red := conv(pal.Error)
	yellow := conv(pal.Warn)

	n := r.NewStyle
	s.Title = n().Bold(true).Foreground(accent)
	s.Subtitle = n().Foreground(faint)
	s.Faint = n().Foreground(faint)
	s.Bold = n().Bold(true)
	s.Accent = n().Foreground(accent)
	s.Error = n().Foreground(red)
	s.Caret = n().Foreground(red).Bold(true)
	s.OK = n().Foreground(green)
	s.Warn = n().Foreground(yellow)

	s.IndexMark = n().Foreground(green)

	border := lipgloss.RoundedBorder()
	s.Arrow, s.Check, s.Cross, s.Bullet, s.Rule = "⇒", "✓", "✗", "•", "─"
	if p == termenv.Ascii {
		border = lipgloss.ASCIIBorder()
		s.Arrow, s.Check, s.Cross, s.Bullet, s.Rule = "=>", "ok", "x", "*", "-"
	}
	s.PaneBorder = n().Border(border).BorderForeground(faint).Padding(0, 1)
	s.PaneFocused = s.PaneBorder.BorderForeground(accent)
	s.PaneEditing = s.PaneBorder.BorderForeground(green)
	s.PaneTitle = n().Foreground(faint).Italic(true)
	s.PaneResult = n().Foreground(fg)
	s.PaneDirty = n().Foreground(yellow)

	s.GridHeader = n().Foreground(faint)
	s.GridRule = n().Foreground(faint)
	for _, h := range pal.Cells {
		s.Cells = append(s.Cells, n().Background(conv(h)).Foreground(fg))
	}

	for _, c := range s.Cells {
		pre, suf, _ := strings.Cut(c.Render("X"), "X")
		s.cellWrap = append(s.cellWrap, [2]string{pre, suf})
	}

	s.TileFirstWave = n().Background(conv(pal.FirstWave)).Foreground(fg).Bold(true)

	s.SearchCurrent = n().Reverse(true).Bold(true)

	s.Overlay = n().Border(border).BorderForeground(accent).Padding(0, 1)
	s.OverlayTitle = n().Bold(true).Foreground(accent)
	return s
}

// Cell returns the style of a grid cell holding value v.
func (s *Styles) Cell(v int) lipgloss.Style {
	if v < 0 {
		v = -v
	}
	return s.Cells[v%len(s.Cells)]
}

// PaintCell colours text as a grid cell holding value v.
func (s *Styles) PaintCell(v int, text string) string {
	if v < 0 {
		v = -v
	}
	w := s.cellWrap[v%len(s.cellWrap)]
	return w[0] + text + w[1]
}

// Plain reports whether the profile draws no colour, so that views add
// textual marks (brackets, asterisks) where colour would carry meaning.
func (s *Styles) Plain() bool { return s.Profile == termenv.Ascii }
