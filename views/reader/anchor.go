package reader

import "strings"

// Keeping the reading in place while panes change height: an evaluation's
// result can make a pane taller or shorter at any message, which would
// slide everything below it past a reader who did not move.

// layoutSpans is where each pane starts, how tall it is, and the total
// number of lines of the document as drawn.
type layoutSpans struct {
	starts, heights []int
	total           int
}

// layout measures the document as it is drawn now (nil before it is
// rendered).
func (m *Model) layout() *layoutSpans {
	if m.r == nil {
		return nil
	}
	l := &layoutSpans{starts: make([]int, len(m.panes)), heights: make([]int, len(m.panes))}
	n := 0
	for i, ch := range m.r.chunks {
		n += len(ch)
		if i < len(m.panes) {
			l.starts[i] = n
			l.heights[i] = lineCount(m.panes[i].View())
			n += l.heights[i]
		}
	}
	l.total = n
	return l
}

// Anchor returns the offset that shows the same line at the top of a
// screen of height lines after the panes changed height from before to
// after: the top line moves with the pane it is in, or with the prose it
// is in (by the change of every pane above it). A reader at the end of
// the document (offset > 0) stays at the end.
func Anchor(before, after *layoutSpans, offset, height int) int {
	if before == nil || after == nil || len(before.starts) != len(after.starts) {
		return offset
	}
	if offset > 0 && offset+height >= before.total {
		return ClampOffset(after.total-height, after.total, height)
	}
	shift := after.total - before.total // the prose after the last pane
	for k := len(before.starts) - 1; k >= 0; k-- {
		if before.starts[k] > offset {
			shift = after.starts[k] - before.starts[k] // the prose before pane k
			continue
		}
		if offset < before.starts[k]+before.heights[k] {
			shift = after.starts[k] - before.starts[k] // inside pane k
		}
		break
	}
	return ClampOffset(offset+shift, after.total, height)
}

// keepInPlace runs f, a step of the reader, and moves the offset with the
// panes that changed height during it, unless f moved the offset itself.
func (m *Model) keepInPlace(f func()) {
	before, offset := m.layout(), m.offset
	f()
	if m.offset != offset || before == nil {
		return
	}
	m.offset = Anchor(before, m.layout(), m.offset, m.contentHeight())
}

// lineCount is the number of lines of a pane's view.
func lineCount(v string) int { return strings.Count(v, "\n") + 1 }
