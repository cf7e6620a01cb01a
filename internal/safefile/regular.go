package safefile

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// NotRegularError is a path refused because it names something other
// than a regular file: reading a named pipe blocks until someone writes
// it, reading a device may never end (or rewind a tape), a directory has
// no text.
type NotRegularError struct {
	Path string
	Mode fs.FileMode
}

func (e *NotRegularError) Error() string {
	return fmt.Sprintf("%s is %s, not a regular file: not opened", e.Path, Describe(e.Mode))
}

// Describe names the type of a file mode for a person: "a directory",
// "a named pipe", "a device", "a socket", "a regular file".
func Describe(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&(fs.ModeDevice|fs.ModeCharDevice) != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m.IsRegular():
		return "a regular file"
	}
	return "not a file"
}

// OpenRegular opens path (following symbolic links) for reading, refusing
// with *NotRegularError what is not a regular file before anything can
// block: the path is checked first, so a device is never opened, and then
// opened without waiting (O_NONBLOCK: a named pipe without a writer opens
// at once instead of hanging) and checked again on what was opened, so a
// file swapped for a pipe in between is refused too.
func OpenRegular(path string) (*os.File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &NotRegularError{path, fi.Mode()}
	}
	return openChecked(path, os.O_RDONLY, 0)
}

// OpenAppend opens path for appending, creating it with perm, under
// OpenRegular's rules: an existing path that is not a regular file is
// refused (opening a named pipe to write blocks until it has a reader).
func OpenAppend(path string, perm fs.FileMode) (*os.File, error) {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		return nil, &NotRegularError{path, fi.Mode()}
	}
	return openChecked(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, perm)
}

// openChecked opens path with flag and O_NONBLOCK and refuses what fstat
// says is not a regular file.
func openChecked(path string, flag int, perm fs.FileMode) (*os.File, error) {
	f, err := os.OpenFile(path, flag|syscall.O_NONBLOCK, perm)
	if err != nil {
		return nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		f.Close()
		return nil, &NotRegularError{path, fi.Mode()}
	}
	return f, nil
}

// ReadFile reads the regular file at path (OpenRegular's refusals),
// refusing one of more than limit bytes without reading it whole.
func ReadFile(path string, limit int64) ([]byte, error) {
	f, err := OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%s: more than %d bytes: not read", path, limit)
	}
	return data, nil
}
