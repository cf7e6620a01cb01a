package notebook

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"unicode/utf8"
)

// Limits of what a notebook may be. A lesson is about 20 KB with a few
// dozen live blocks nested a few levels deep; the limits leave generous
// room for notebooks while keeping loading and rendering bounded (goldmark
// spends time quadratic in the nesting depth of lists and quotes, and
// every live block is a pane drawn on every frame).
const (
	MaxBytes   = 1 << 20 // bytes of a document
	MaxBlocks  = 1000    // live blocks of a document
	MaxNesting = 100     // levels of lists and quotes, estimated per line
)

// LoadError is a document Load refuses. Line is the 1-based line at fault
// (0: the document as a whole).
type LoadError struct {
	Line int
	Msg  string
}

func (e *LoadError) Error() string {
	if e.Line == 0 {
		return e.Msg
	}
	return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
}

// Load checks that src is a document a person can read — UTF-8 text
// without NUL bytes, at most MaxBytes, lists and quotes nested at most
// MaxNesting levels, at most MaxBlocks live blocks — and parses it. Every
// refusal is a *LoadError. Time and memory are linear in len(src).
func Load(src []byte) (*Doc, error) {
	if err := CheckText(src); err != nil {
		return nil, err
	}
	if line, depth := tooDeep(src, MaxNesting); line > 0 {
		return nil, &LoadError{line, fmt.Sprintf("lists or quotes nested about %d levels deep; a notebook may nest at most %d", depth, MaxNesting)}
	}
	d := Parse(src)
	if len(d.Blocks) > MaxBlocks {
		return nil, &LoadError{d.Blocks[MaxBlocks].Line, fmt.Sprintf("more than %d live blocks; split the notebook", MaxBlocks)}
	}
	return d, nil
}

// CheckText refuses what is not a text document: more than MaxBytes, a
// NUL byte, or bytes that are not UTF-8. The error names the first line at
// fault.
func CheckText(src []byte) error {
	if len(src) > MaxBytes {
		return &LoadError{0, fmt.Sprintf("%d bytes is more than a notebook may hold (%d): not opened", len(src), MaxBytes)}
	}
	if i := bytes.IndexByte(src, 0); i >= 0 {
		return &LoadError{bytes.Count(src[:i], []byte("\n")) + 1, "a NUL byte: this is a binary file, not a Markdown text"}
	}
	if !utf8.Valid(src) {
		i := 0
		for i < len(src) {
			r, n := utf8.DecodeRune(src[i:])
			if r == utf8.RuneError && n == 1 {
				break
			}
			i += n
		}
		return &LoadError{bytes.Count(src[:i], []byte("\n")) + 1, fmt.Sprintf("byte 0x%02x is not UTF-8: not a Markdown text (convert it to UTF-8)", src[i])}
	}
	return nil
}

// tooDeep estimates the nesting of lists and quotes at each line outside
// fenced code — each `>` or list marker opens a level, and two columns of
// indentation stand for one — and returns the first line whose estimate
// passes limit, with the estimate (0, 0 if none). The estimate errs high
// (a 4-space list indentation counts two levels), which is harmless
// because MaxNesting is far above any document a person writes.
func tooDeep(src []byte, limit int) (line, depth int) {
	var fence byte // the fence character while inside fenced code
	n := 0
	for off := 0; off < len(src); {
		end := bytes.IndexByte(src[off:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += off
		}
		l := src[off:end]
		n++
		off = end + 1
		if c, ok := fenceChar(l); ok {
			switch {
			case fence == 0:
				fence = c
			case fence == c:
				fence = 0
			}
			continue
		}
		if fence != 0 {
			continue
		}
		if d := prefixDepth(l); d > limit {
			return n, d
		}
	}
	return 0, 0
}

// fenceChar reports whether l opens or closes a fence (``` or ~~~ after up
// to three spaces) and with which character.
func fenceChar(l []byte) (byte, bool) {
	i := 0
	for i < len(l) && i < 3 && l[i] == ' ' {
		i++
	}
	if i+3 <= len(l) && (string(l[i:i+3]) == "```" || string(l[i:i+3]) == "~~~") {
		return l[i], true
	}
	return 0, false
}

// prefixDepth estimates the container levels a line's prefix opens:
// each `>`, each list marker (-, *, + or digits with . or ) before a
// blank) and each two columns of blanks.
func prefixDepth(l []byte) int {
	d, cols := 0, 0
	for i := 0; i < len(l); {
		switch c := l[i]; {
		case c == ' ':
			cols++
			i++
		case c == '\t':
			cols += 4
			i++
		case c == '>':
			d++
			i++
		case (c == '-' || c == '*' || c == '+') && (i+1 == len(l) || l[i+1] == ' ' || l[i+1] == '\t'):
			d++
			i++
		case c >= '0' && c <= '9':
			j := i
			for j < len(l) && l[j] >= '0' && l[j] <= '9' {
				j++
			}
			if j < len(l) && (l[j] == '.' || l[j] == ')') && (j+1 == len(l) || l[j+1] == ' ' || l[j+1] == '\t') {
				d++
				i = j + 1
				continue
			}
			return d + cols/2
		default:
			return d + cols/2
		}
	}
	return d + cols/2
}

// ReadSource reads the document at path, refusing at once a file larger
// than MaxBytes (without reading it whole) or one that is not text.
func ReadSource(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	src, err := readLimited(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if err := CheckText(src); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return src, nil
}

// ReadFS is ReadSource's bounded read for a file of fsys (its text is
// checked by Load).
func ReadFS(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readLimited(f)
}

// readLimited reads r, failing with a *LoadError past MaxBytes.
func readLimited(r io.Reader) ([]byte, error) {
	src, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		return nil, err
	}
	if len(src) > MaxBytes {
		return nil, &LoadError{0, fmt.Sprintf("more than %d bytes, more than a notebook may hold: not opened", MaxBytes)}
	}
	return src, nil
}
