package eval

import (
	"bufio"
	"strings"
	"testing"
)

// TestReadLineAtTheLimit: the one-chunk path of readLine gives what the
// general one gives around the limit (4 bytes here): lines of limit and
// limit+1 bytes, with "\n" and "\r\n", and a "\r" inside the line.
func TestReadLineAtTheLimit(t *testing.T) {
	for _, c := range []struct {
		in, line string
		size     int
	}{
		{"abcd\n", "abcd", 4},
		{"abc\r\n", "abc", 3},
		{"abcd\r\n", "abcd", 4},
		{"abcde\n", "abcd", 5},
		{"abc\r\n", "abc", 3},
		{"a\rb\n", "a\rb", 3},
		{"\r\r\n", "\r", 1},
		{"abcd\rx\n", "abcd", 6},
	} {
		for _, bufSize := range []int{16, 4096} {
			br := bufio.NewReaderSize(strings.NewReader(c.in), bufSize)
			line, size, err := readLine(br, 4)
			if line != c.line || size != c.size || err != nil {
				t.Errorf("readLine(%q) = %q, %d, %v; want %q, %d", c.in, line, size, err, c.line, c.size)
			}
		}
	}
}
