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

// TestJSONRecordsAreTheEncoders: the --json records report writes
// directly, for a value or an error, are byte for byte encoding/json's,
// and the strings that need escaping go through encoding/json.
func TestJSONRecordsAreTheEncoders(t *testing.T) {
	texts := []string{"", "12:1", "(2,(1,6)):(1,(6,2))", "a <b> & c", "~ !#$%&'()*+,-./09:;<=>?@AZ[]^_`az{|}",
		`say "x"`, `back\slash`, "tab\there", "ünï", "∘", "\u2028", "\x7f", "\xff"}
	for i, in := range texts {
		for _, text := range texts {
			for _, failed := range []bool{false, true} {
				checkReportJSON(t, 1000*i, in, text, nil, failed)
			}
		}
	}
}
