package safefile

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// CorruptError is a state file that does not decode. Its content was
// copied to Backup before anything could overwrite it.
type CorruptError struct {
	What   string // what the file holds, e.g. "progress"
	Path   string
	Backup string // where the unreadable content is kept ("" if the copy failed)
	Err    error  // the decoding error
}

func (e *CorruptError) Error() string {
	if e.Backup == "" {
		return fmt.Sprintf("%s file %s unreadable and not backed up; starting afresh (%v)", e.What, e.Path, e.Err)
	}
	return fmt.Sprintf("%s file unreadable, kept as %s; starting afresh (%v)", e.What, e.Backup, e.Err)
}

func (e *CorruptError) Unwrap() error { return e.Err }

// MaxStateFile bounds the state files LoadJSON reads (progress is a few
// kilobytes).
const MaxStateFile = 64 << 20

// LoadJSON decodes the JSON file at path into v. A missing file leaves v
// as it is and is no error; a file that cannot be read is an error saying
// so (the caller starts afresh). A file that does not decode is first copied
// to path+".bak" (the next save replaces the file) and reported as a
// *CorruptError naming what the file holds.
func LoadJSON(path, what string, v any) error {
	data, err := ReadFile(path, MaxStateFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("%s file %s unreadable; starting afresh (%w)", what, path, err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		bak, berr := Backup(path)
		if berr != nil {
			bak = ""
		}
		return &CorruptError{What: what, Path: path, Backup: bak, Err: err}
	}
	return nil
}

// SaveJSON writes v as indented JSON to path with WriteFile, creating the
// directory (mode 0700: state is the user's own).
func SaveJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dirOf(path), 0o700); err != nil {
		return err
	}
	return WriteFile(path, append(data, '\n'), 0o600)
}
