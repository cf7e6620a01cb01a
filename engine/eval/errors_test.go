package eval

import (
	"strings"
	"testing"
)

func TestFormatError(t *testing.T) {
	got := FormatError(3, "\tcoalesce(é, B)", &Error{Pos: 13, Msg: "undefined: B"})
	want := "line 3: undefined: B\n\tcoalesce(é, B)\n\t           ^\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	long := strings.Repeat("x", 300) + "!" + strings.Repeat("y", 300)
	got = FormatError(1, long, &Error{Pos: 300, Msg: "m"})
	lines := strings.Split(got, "\n")
	if len(lines[1]) > 230 || !strings.HasPrefix(lines[1], "...") || !strings.HasSuffix(lines[1], "...") {
		t.Errorf("long statement not windowed: %d bytes", len(lines[1]))
	}
	if i := strings.Index(lines[2], "^"); lines[1][i] != '!' {
		t.Errorf("caret at %d points at %q", i, lines[1][i])
	}
}
