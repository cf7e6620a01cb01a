package hw

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// block is a rectangle of text lines.
type block []string

// width is the widest line of b, in runes.
func (b block) width() int {
	w := 0
	for _, l := range b {
		w = max(w, utf8.RuneCountInString(l))
	}
	return w
}

// beside puts r to the right of l, gap columns apart, when both fit in
// width; otherwise r goes under l after a blank line.
func beside(l, r block, gap, width int) block {
	lw := l.width()
	if lw+gap+r.width() > width {
		out := append(block{}, l...)
		out = append(out, "")
		return append(out, r...)
	}
	n := max(len(l), len(r))
	out := make(block, n)
	for i := range out {
		var a, b string
		if i < len(l) {
			a = l[i]
		}
		if i < len(r) {
			b = r[i]
		}
		if b == "" {
			out[i] = a
			continue
		}
		out[i] = a + strings.Repeat(" ", lw-utf8.RuneCountInString(a)+gap) + b
	}
	return out
}

// fit cuts b to width columns and height lines (0: no limit), the last
// kept line saying how many were cut; the result ends without a newline.
func fit(b block, width, height int) string {
	out := make([]string, 0, len(b))
	for _, l := range b {
		if width > 0 && utf8.RuneCountInString(l) > width {
			r := []rune(l)
			l = string(r[:max(width-1, 0)]) + "…"
		}
		out = append(out, strings.TrimRight(l, " "))
	}
	if height > 0 && len(out) > height {
		cut := len(out) - height + 1
		out = append(out[:height-1], fmt.Sprintf("… %d more lines", cut))
	}
	return strings.Join(out, "\n")
}

// wrap breaks text into lines of at most width runes at spaces, each
// line after the first indented by indent; a word longer than a line (a
// C++ type) is broken after its last comma that fits, else at the width.
func wrap(text string, width int, indent string) block {
	var out block
	line := ""
	for _, w := range splitLong(strings.Fields(text), width-utf8.RuneCountInString(indent)) {
		switch {
		case line == "":
			line = w
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(w) <= width:
			line += " " + w
		default:
			out = append(out, line)
			line = indent + w
		}
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

// pow2 is the least power of two at least n (n ≥ 1).
func pow2(n int) int {
	p := 1
	for p < n {
		p *= 2
	}
	return p
}

// hangRow is a table row: prefix, then text wrapped to width under its
// own column (the prefix's width); when that column is narrower than
// minCol, the text goes on the lines under the row, indented four.
func hangRow(prefix, text string, width, minCol int) block {
	col := utf8.RuneCountInString(prefix)
	if text == "" || col+utf8.RuneCountInString(text) <= width {
		return block{prefix + text}
	}
	if width-col >= minCol {
		out := wrap(text, width-col, "")
		out[0] = prefix + out[0]
		pad := strings.Repeat(" ", col)
		for i := 1; i < len(out); i++ {
			out[i] = pad + out[i]
		}
		return out
	}
	out := block{strings.TrimRight(prefix, " ")}
	for _, l := range wrap(text, max(width-4, 8), "") {
		out = append(out, "    "+l)
	}
	return out
}

// splitLong breaks each word longer than width runes (width ≥ 8) after
// its last comma within width, else at width.
func splitLong(words []string, width int) []string {
	width = max(width, 8)
	var out []string
	for _, w := range words {
		for utf8.RuneCountInString(w) > width {
			r := []rune(w)
			cut := width
			for i := width - 1; i > width/2; i-- {
				if r[i] == ',' {
					cut = i + 1
					break
				}
			}
			out = append(out, string(r[:cut]))
			w = string(r[cut:])
		}
		out = append(out, w)
	}
	return out
}
