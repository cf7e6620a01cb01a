package eval

import (
	"strings"
	"testing"
)

// TestFormatErrorShowsControlPictures: the statement echoed under an
// error carries no control character (an escape sequence typed or pasted
// would otherwise reach the terminal), and the caret still lines up.
func TestFormatErrorShowsControlPictures(t *testing.T) {
	input := "foo\x1b[31mred(1)\x07\x7f\u009b"
	got := FormatError(1, input, &Error{Pos: 3, Msg: "unexpected character '\\x1b'"})
	lines := strings.Split(got, "\n")
	if len(lines) < 3 {
		t.Fatalf("FormatError = %q", got)
	}
	if want := "foo␛[31mred(1)␇␡\ufffd"; lines[1] != want {
		t.Errorf("echoed statement = %q, want %q", lines[1], want)
	}
	if lines[2] != "   ^" {
		t.Errorf("caret line = %q, want the caret under ␛", lines[2])
	}
	for _, r := range got {
		if r != '\n' && isControl(r) {
			t.Fatalf("control character %U in %q", r, got)
		}
	}
	if s := "plain\tline"; controlPictures(s) != s {
		t.Errorf("a line with only a tab changed: %q", controlPictures(s))
	}
}
