package notebook

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"unicode/utf8"

	"github.com/cutetui/cutetui/internal/safefile"
)

// Limits of what a notebook may be. A lesson is about 20 KB with a few
// dozen live blocks nested a few levels deep; the limits leave generous
// room for notebooks while keeping loading and rendering bounded (goldmark
// and glamour spend time quadratic in the nesting depth of lists and
// quotes, and every live block is a pane drawn on every frame).
const (
	MaxBytes   = 1 << 20 // bytes of a document
	MaxBlocks  = 1000    // live blocks of a document
	MaxNesting = 100     // levels of lists and quotes, on goldmark's tree
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
// without NUL bytes, at most MaxBytes, Markdown goldmark can parse, lists
// and quotes nested at most MaxNesting levels (as goldmark nests them), at
// most MaxBlocks live blocks — and parses it. Every refusal is a
// *LoadError with the line at fault. Time and memory are linear in
// len(src).
func Load(src []byte) (*Doc, error) {
	if err := CheckText(src); err != nil {
		return nil, err
	}
	d := parse(src, true)
	if d.problem != nil {
		return nil, d.problem
	}
	if d.deep > 0 {
		return nil, &LoadError{d.deep, fmt.Sprintf("lists or quotes nested more than %d levels deep: a notebook may nest at most %d", MaxNesting, MaxNesting)}
	}
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

// ReadSource reads the document at path, refusing at once what is not a
// regular file (a named pipe, a device: before opening it for reading,
// which would hang), a file larger than MaxBytes (without reading it
// whole) or one that is not text.
func ReadSource(path string) ([]byte, error) {
	f, err := safefile.OpenRegular(path)
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
// checked by Load). An entry that is no document — a directory, a named
// pipe or device (refused before it is opened), a link to nothing — is a
// *LoadError, so a checker reports it and goes on to the next file.
func ReadFS(fsys fs.FS, name string) ([]byte, error) {
	fi, err := fs.Stat(fsys, name)
	if errors.Is(err, fs.ErrNotExist) {
		if _, lerr := fs.Lstat(fsys, name); lerr == nil {
			return nil, &LoadError{0, "a symbolic link to nothing: not opened"}
		}
	}
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &LoadError{0, safefile.Describe(fi.Mode()) + ", not a regular file: not opened"}
	}
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
