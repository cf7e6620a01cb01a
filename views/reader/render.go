package reader

import (
	"fmt"
	"strings"
	"unicode"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/glamour"
	ansi2 "github.com/charmbracelet/glamour/ansi"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/cutetui/cutetui/views/styles"
	"github.com/muesli/termenv"
)

// renderKey names one glamour rendering of a document.
type renderKey struct {
	doc     string // the document's identity (lesson name or file path)
	width   int
	style   string
	profile termenv.Profile
}

// rendered is a document's prose rendered by glamour, cut at the live
// blocks: chunks[i] are the lines before block i, chunks[len(blocks)] the
// lines after the last one. pad is the left margin glamour used.
type rendered struct {
	chunks [][]string
	pad    int
}

// renderedMsg carries a finished rendering back to Update.
type renderedMsg struct {
	key renderKey
	r   *rendered
	err error
}

// placeholder is the paragraph that stands for block i in the Markdown
// given to glamour; it is one word so word wrapping never splits it.
func placeholder(i int) string { return fmt.Sprintf("CUTETUIBLOCK%04dX", i) }

// proseWithPlaceholders returns the document's Markdown with every live
// block replaced by its placeholder paragraph.
func proseWithPlaceholders(d *notebook.Doc) string {
	var b strings.Builder
	for _, s := range d.Segments {
		if s.Block == nil {
			b.WriteString(s.Prose)
			continue
		}
		fmt.Fprintf(&b, "\n%s\n\n", placeholder(s.Block.Index))
	}
	return b.String()
}

// renderCmd renders md with glamour off the event loop.
func renderCmd(key renderKey, md string, nblocks int) tea.Cmd {
	return func() tea.Msg {
		r, err := renderProse(key, md, nblocks)
		return renderedMsg{key: key, r: r, err: err}
	}
}

// glamourStyle is the glamour style of prose, from assets/glamour (see
// styles.Glamour): glamour's standard styles without the padding spaces
// around inline code (glamour's word wrap does not count them, so lines
// with code spans would overflow) and with a one-column quote bar that
// glamour counts right.
func glamourStyle(name string) (ansi2.StyleConfig, error) { return styles.Glamour(name) }

// renderProse runs glamour at the key's width, style and colour profile and
// cuts the output at the placeholders.
func renderProse(key renderKey, md string, nblocks int) (*rendered, error) {
	profile := key.profile
	if profile == termenv.ANSI {
		profile = termenv.ANSI256 // converted below, much faster
	}
	style, err := glamourStyle(key.style)
	if err != nil {
		return nil, err
	}
	tr, err := glamour.NewTermRenderer(
		glamour.WithStyles(style),
		glamour.WithColorProfile(profile),
		// glamour adds its margins outside the wrap width: leave room for
		// them so no line is longer than the terminal.
		glamour.WithWordWrap(max(key.width-4, 16)),
	)
	if err != nil {
		return nil, err
	}
	out, err := renderGuarded(tr, protectBreaks(joinListItems(md), max(key.width-4, 16)))
	if err != nil {
		return nil, err
	}
	out = unprotect.Replace(out)
	if profile != key.profile {
		out = to16Colours(out)
	}
	lines := hangListItems(strings.Split(strings.TrimRight(out, "\n"), "\n"), key.width)
	r := &rendered{pad: 2}
	var cur []string
	next := 0
	for _, l := range lines {
		if next < nblocks {
			plain := ansi.Strip(l)
			if i := strings.Index(plain, placeholder(next)); i >= 0 {
				r.pad = i
				r.chunks = append(r.chunks, trimBlankEdges(cur))
				cur = nil
				next++
				continue
			}
		}
		cur = append(cur, trimTrailingBlanks(l))
	}
	r.chunks = append(r.chunks, trimBlankEdges(cur))
	for len(r.chunks) < nblocks+1 { // a placeholder glamour dropped: keep the shape
		r.chunks = append(r.chunks, nil)
	}
	return r, nil
}

// trimBlankEdges drops blank lines at both ends, keeping one blank line of
// separation where there was any (so panes sit one line from prose).
func trimBlankEdges(ls []string) []string {
	blank := func(s string) bool { return strings.TrimSpace(ansi.Strip(s)) == "" }
	i, j := 0, len(ls)
	for i < j && blank(ls[i]) {
		i++
	}
	for j > i && blank(ls[j-1]) {
		j--
	}
	out := make([]string, 0, j-i+2)
	out = append(out, "")
	out = append(out, ls[i:j]...)
	out = append(out, "")
	if i == j {
		return []string{""}
	}
	return out
}

// trimTrailingBlanks drops the padding glamour puts at the end of a line:
// spaces and SGR sequences (each space is often wrapped in its own colour
// codes), ending the line with a reset if any style was open.
func trimTrailingBlanks(l string) string {
	end := len(l)
	styled := false
	for end > 0 {
		switch {
		case l[end-1] == ' ':
			end--
		case l[end-1] == 'm':
			i := strings.LastIndex(l[:end], "\x1b[")
			if i < 0 || strings.Trim(l[i+2:end-1], "0123456789;") != "" {
				return l[:end]
			}
			end, styled = i, true
		default:
			if styled {
				return l[:end] + "\x1b[0m"
			}
			return l[:end]
		}
	}
	return ""
}

// Stand-ins for characters the wrappers break at, one column wide like
// the originals; renderProse puts the originals back.
const (
	nbHyphen = "\u2011" // U+2011 NON-BREAKING HYPHEN for "-"
	nbDot    = "\u2024" // U+2024 ONE DOT LEADER for "."
	nbComma  = "\ue101" // private use, for ","
	nbSemi   = "\ue102" // private use, for ";"
	nbPlus   = "\ue103" // private use, for "+"
)

// unprotect puts back the characters protectBreaks hid.
var unprotect = strings.NewReplacer(nbHyphen, "-", nbDot, ".", nbComma, ",", nbSemi, ";", nbPlus, "+")

// protectBreaks hides from glamour's wrappers the characters they would
// break a word at:
//   - a run of hyphens attached to a word ("1-D", "stride-0", "--verify"):
//     reflow's word wrap (paragraphs) does not count a hyphen it could break
//     at, so a line holding one ran past the wrap width and glamour then
//     pushed its last word onto a line of its own;
//   - a decimal point ("4.54"), a dot inside a name ("sm100.hpp"), and a
//     comma, semicolon or plus followed by text ("(3,1)", "C++'s"): list
//     items are wrapped by x/ansi with " ,.;-+|" as breakpoints, which
//     broke "(3," / "1)" and "C++" / "'s" across lines.
//
// Markdown syntax never attaches a hyphen run to a word (list markers,
// rules and tables have spaces or pipes around them), so it is untouched.
//
// A word longer than room columns is left breakable at its commas,
// semicolons, pluses and dots: it cannot fit a line, and there is where
// it reads best broken (a C++ type's template arguments).
func protectBreaks(md string, room int) string {
	if !strings.ContainsAny(md, "-.,;+") {
		return md
	}
	r := []rune(md)
	// long[i]: r[i] is in a run of non-space characters longer than room.
	long := make([]bool, len(r))
	for i := 0; i < len(r); {
		j := i
		for j < len(r) && !unicode.IsSpace(r[j]) {
			j++
		}
		for k := i; k < j; k++ {
			long[k] = j-i > room-4
		}
		i = max(j, i+1)
	}
	alnum := func(i int) bool { return i >= 0 && i < len(r) && (unicode.IsLetter(r[i]) || unicode.IsDigit(r[i])) }
	digit := func(i int) bool { return i >= 0 && i < len(r) && unicode.IsDigit(r[i]) }
	// attached: r[i] is text, so a character before it is inside a word.
	attached := func(i int) bool { return i < len(r) && !unicode.IsSpace(r[i]) && !long[i] }
	var b strings.Builder
	b.Grow(len(md) + 16)
	for i := 0; i < len(r); i++ {
		switch r[i] {
		case '-':
			j := i
			for j < len(r) && r[j] == '-' {
				j++
			}
			// r[i:j] is a run of hyphens: protect it when it touches a word.
			if alnum(i-1) || alnum(j) {
				b.WriteString(strings.Repeat(nbHyphen, j-i))
			} else {
				b.WriteString(string(r[i:j]))
			}
			i = j - 1
		case '.':
			if digit(i-1) && digit(i+1) || alnum(i-1) && attached(i+1) {
				b.WriteString(nbDot)
			} else {
				b.WriteRune('.')
			}
		case ',', ';', '+':
			if attached(i + 1) {
				b.WriteString(map[rune]string{',': nbComma, ';': nbSemi, '+': nbPlus}[r[i]])
			} else {
				b.WriteRune(r[i])
			}
		default:
			b.WriteRune(r[i])
		}
	}
	return b.String()
}
