package pane

import "strings"

// hangWrap breaks each line of text at spaces into lines of at most width
// columns, each continuation indented two columns past its line's own
// indentation, so that a wrapped step of a derivation stays under its
// step instead of starting at the pane's edge. A word longer than the room
// left stands alone; width ≤ 0 leaves text as it is.
func hangWrap(text string, width int) string {
	if width <= 0 {
		return text
	}
	var b strings.Builder
	for i, line := range strings.Split(text, "\n") {
		if i > 0 {
			b.WriteByte('\n')
		}
		body := strings.TrimLeft(line, " ")
		indent := len(line) - len(body)
		hang := strings.Repeat(" ", min(indent+2, width/2))
		cur, n := line[:indent], indent
		first := true
		for _, w := range strings.Fields(body) {
			wl := len([]rune(w))
			switch {
			case first:
				cur, n, first = cur+w, n+wl, false
			case n+1+wl <= width:
				cur, n = cur+" "+w, n+1+wl
			default:
				b.WriteString(cur + "\n")
				cur, n = hang+w, len(hang)+wl
			}
		}
		b.WriteString(cur)
	}
	return b.String()
}
