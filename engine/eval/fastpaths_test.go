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

// TestLiteralTuple: literalTuple builds the IntTuple a literal writes
// (its printed form, which shows the nesting, is the literal's without
// static markers), and declines what it does not handle: arithmetic,
// names, calls, layouts, tilers, and a literal over MaxValue ints, `_`
// and tuples (which eval refuses).
func TestLiteralTuple(t *testing.T) {
	for src, want := range map[string]string{"8": "8", "_": "_", "()": "()", "((),())": "((),())", "(24)": "(24)",
		"((24))": "((24))", "(2,(1,6))": "(2,(1,6))", "(_, (2,_))": "(_,(2,_))", "( (2,4,16), (2,8,8) )": "((2,4,16),(2,8,8))",
		"(1,2,3,4,5,6,7,8,9,10,11,12)": "(1,2,3,4,5,6,7,8,9,10,11,12)", "(-3,0)": "(-3,0)", "_12": "12", "(_4,_8)": "(4,8)"} {
		n, err := ParseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := literalTuple(n); !ok || got.String() != want {
			t.Errorf("literalTuple(%s) = %s, %v; want %s", src, got, ok, want)
		}
	}
	big := "(" + strings.Repeat("1,", MaxValue-1) + "1)"
	for _, src := range []string{"(2+3)", "(2,x)", "(2,size(4:1))", "(4:1,2)", "<2,3>", "4:1", big} {
		n, err := ParseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := literalTuple(n); ok {
			t.Errorf("%.20s: literalTuple gave %s", src, got)
		}
	}
	under := "(" + strings.Repeat("1,", MaxValue-2) + "1)" // MaxValue-1 ints and a tuple
	n, _ := ParseExpr(under)
	if got, ok := literalTuple(n); !ok || got.Len() != MaxValue-1 {
		t.Errorf("a literal of MaxValue ints and tuples: literalTuple %v", ok)
	}
}
