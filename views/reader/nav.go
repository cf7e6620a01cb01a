package reader

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// Navigation of the reader as pure functions of its state, so that each
// rule has a table test.

// ClampOffset returns offset limited to [0, max(total-height, 0)]: the
// first line shown never goes past the point where the last line reaches
// the bottom of the screen.
func ClampOffset(offset, total, height int) int {
	if offset > total-height {
		offset = total - height
	}
	if offset < 0 {
		offset = 0
	}
	return offset
}

// Reveal returns the offset after scrolling as little as possible so that
// lines [start, end) are visible in a screen of height lines; a span taller
// than the screen shows its start.
func Reveal(offset, height, start, end int) int {
	if end-start >= height || start < offset {
		return start
	}
	if end > offset+height {
		return end - height
	}
	return offset
}

// Keep returns the offset that keeps lines [start, end) in view like
// Reveal, except that a span taller than the screen which the screen lies
// within stays where it is (a reader scrolled into a tall picture is not
// sent back to its top).
func Keep(offset, height, start, end int) int {
	if end-start > height && offset >= start && offset+height <= end {
		return offset
	}
	return Reveal(offset, height, start, end)
}

// NextFocus returns the pane focused after moving dir (+1 or -1) from cur
// among n panes; cur == -1 means none, and moving past either end wraps to
// none (so tab cycles panes, then back to reading).
func NextFocus(cur, n, dir int) int {
	if n == 0 {
		return -1
	}
	switch {
	case cur < 0 && dir > 0:
		return 0
	case cur < 0:
		return n - 1
	}
	next := cur + dir
	if next < 0 || next >= n {
		return -1
	}
	return next
}

// FocusNear returns the pane to focus first when starting at offset with
// dir: the first pane starting at or below the top of the screen (dir > 0)
// or the last one above its bottom (dir < 0); starts holds each pane's first
// line. It returns -1 when there are no panes.
func FocusNear(starts []int, offset, height, dir int) int {
	if len(starts) == 0 {
		return -1
	}
	if dir > 0 {
		for i, s := range starts {
			if s >= offset {
				return i
			}
		}
		return 0
	}
	for i := len(starts) - 1; i >= 0; i-- {
		if starts[i] < offset+height {
			return i
		}
	}
	return len(starts) - 1
}

// Matches returns the lines whose text (styles stripped) holds query,
// ignoring case.
func Matches(lines []string, query string) []int {
	if query == "" {
		return nil
	}
	q := strings.ToLower(query)
	var out []int
	for i, l := range lines {
		if strings.Contains(strings.ToLower(ansi.Strip(l)), q) {
			out = append(out, i)
		}
	}
	return out
}

// NextMatch returns the index in matches of the match to show after moving
// dir from the screen's top line offset: the first match below offset
// (dir > 0) or the last above it (dir < 0), wrapping around. -1 if none.
func NextMatch(matches []int, offset, dir int) int {
	if len(matches) == 0 {
		return -1
	}
	if dir > 0 {
		for i, l := range matches {
			if l > offset {
				return i
			}
		}
		return 0
	}
	for i := len(matches) - 1; i >= 0; i-- {
		if matches[i] < offset {
			return i
		}
	}
	return len(matches) - 1
}
