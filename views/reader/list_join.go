package reader

import (
	"regexp"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// listItem is a Markdown list item's first line: its marker and the
// text after it.
var listItem = regexp.MustCompile(`^\s*([-*+]|\d{1,9}[.)])\s+\S`)

// joinListItems joins the continuation lines of each list item onto its
// first line, outside fenced code: glamour keeps a list item's soft line
// breaks as they are in the source, so a bullet otherwise keeps the
// source's short lines and its continuation lines start at the margin,
// while a paragraph reflows to the width. Joined, glamour wraps the item
// to the width with its continuation lines under its text. A line ending
// in a hard break (two spaces or a backslash) is kept.
func joinListItems(md string) string {
	if !strings.Contains(md, "\n") {
		return md
	}
	lines := strings.Split(md, "\n")
	out := make([]string, 0, len(lines))
	fence := ""
	inItem := false
	for _, l := range lines {
		t := strings.TrimLeft(l, " ")
		switch {
		case fence != "":
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
			out = append(out, l)
			continue
		case strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~"):
			fence = t[:3]
			inItem = false
			out = append(out, l)
			continue
		}
		switch {
		case strings.TrimSpace(l) == "":
			inItem = false
		case listItem.MatchString(l):
			inItem = true
		case inItem && len(l)-len(t) >= 2 && !strings.HasPrefix(t, ">") && !strings.HasPrefix(t, "|") && !strings.HasPrefix(t, "#"):
			prev := out[len(out)-1]
			if !strings.HasSuffix(prev, "  ") && !strings.HasSuffix(prev, "\\") {
				out[len(out)-1] = prev + " " + t
				continue
			}
		default:
			inItem = false
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// hangListItems indents the wrapped lines of each list item under its
// text, past its marker ("• ", "1. "), as a paragraph's lines sit under
// each other: glamour starts them at the marker's column. A line that
// would then be wider than width stays as it is.
func hangListItems(lines []string, width int) []string {
	hang := -1  // the marker's column of the item being continued
	marker := 0 // the marker's width
	for i, l := range lines {
		plain := ansi.Strip(l)
		text := strings.TrimLeft(plain, " ")
		indent := len(plain) - len(text)
		switch {
		case text == "":
			hang = -1
		case strings.HasPrefix(text, "• "):
			hang, marker = indent, 2 // "• ", two cells
		case orderedMarker(text) > 0:
			hang, marker = indent, orderedMarker(text)
		case hang >= 0 && indent == hang:
			if ansi.StringWidth(plain)+marker <= width {
				lines[i] = strings.Repeat(" ", marker) + l
			}
		default:
			hang = -1
		}
	}
	return lines
}

// orderedMarker is the width of an ordered list's marker "12. " that
// starts text, 0 if none.
func orderedMarker(text string) int {
	i := 0
	for i < len(text) && i < 9 && text[i] >= '0' && text[i] <= '9' {
		i++
	}
	if i == 0 || !strings.HasPrefix(text[i:], ". ") {
		return 0
	}
	return i + 2
}
