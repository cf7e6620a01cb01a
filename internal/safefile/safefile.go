// Package safefile writes files a user owns without losing them: writes
// go through symbolic links to their target, atomically (a temporary file
// in the target's directory, synced, renamed over the target, the directory
// synced), keep the target's mode and group, and refuse a read-only file.
// It also knows where cutetui keeps state (progress, recovery copies).
package safefile

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// ReadOnlyError is a write refused because the file is read-only: it has
// no write permission bit, or the kernel would not let the user write it.
// The file is left as it was.
type ReadOnlyError struct{ Path string }

func (e *ReadOnlyError) Error() string {
	return e.Path + " is read-only: not written"
}

// maxLinks bounds the symbolic links followed to a target.
const maxLinks = 40

// Target returns the file path finally names, following symbolic links
// (also a link whose target does not exist yet: writing creates it). A
// path that does not exist is its own target.
func Target(path string) (string, error) {
	p := path
	for range maxLinks {
		fi, err := os.Lstat(p)
		if errors.Is(err, fs.ErrNotExist) {
			return p, nil
		}
		if err != nil {
			return "", err
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			return p, nil
		}
		dest, err := os.Readlink(p)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(p), dest)
		}
		p = dest
	}
	return "", fmt.Errorf("%s: more than %d symbolic links", path, maxLinks)
}

// WriteFile replaces the content of the file path names with data. A
// symbolic link stays a link: the write goes to its target. The write is
// atomic: a temporary file in the target's directory is written, synced,
// given the target's mode and group, and renamed over the target; then the
// directory is synced, so a crash leaves the old content or the new one.
// A new file gets mode perm. An existing file the user may not write is
// refused with *ReadOnlyError (renaming over it would succeed: the
// directory, not the file, decides that).
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	target, err := Target(path)
	if err != nil {
		return err
	}
	mode, gid := perm, -1
	fi, err := os.Stat(target)
	switch {
	case err == nil:
		if !fi.Mode().IsRegular() {
			return fmt.Errorf("%s is not a regular file: not written", target)
		}
		if !writable(target, fi.Mode()) {
			return &ReadOnlyError{Path: path}
		}
		mode = fi.Mode().Perm()
		if st, ok := fi.Sys().(*syscall.Stat_t); ok {
			gid = int(st.Gid)
		}
	case !errors.Is(err, fs.ErrNotExist):
		return err
	}
	dir := filepath.Dir(target)
	f, err := os.CreateTemp(dir, "."+filepath.Base(target)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	fail := func(err error) error {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if _, err := f.Write(data); err != nil {
		return fail(err)
	}
	if gid >= 0 {
		// Keep the group. The owner may only give a file to a group it
		// belongs to; when it cannot, the new file has the user's group,
		// as any editor's save would.
		_ = f.Chown(-1, gid)
	}
	if err := f.Chmod(mode); err != nil { // after Chown, which may clear setgid
		return fail(err)
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, target); err != nil {
		os.Remove(tmp)
		return err
	}
	return syncDir(dir)
}

// writable reports whether the user may write path: the kernel must
// allow it (access(2), which judges ACLs too) and, as vim's 'readonly'
// does, a file without any write permission bit counts as read-only even
// for root, who the kernel would let through.
func writable(path string, mode fs.FileMode) bool {
	return mode.Perm()&0o222 != 0 && syscall.Access(path, 2 /* W_OK */) == nil
}

// syncDir makes a rename in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) {
		return err // EINVAL: a file system that cannot sync directories
	}
	return nil
}

// Backup copies the file at path to path+".bak" (atomically, replacing an
// older backup) and returns the backup's path.
func Backup(path string) (string, error) {
	data, err := ReadFile(path, MaxStateFile)
	if err != nil {
		return "", err
	}
	bak := path + ".bak"
	if err := WriteFile(bak, data, 0o600); err != nil {
		return "", err
	}
	return bak, nil
}

// StateDir returns cutetui's state directory, $XDG_STATE_HOME/cutetui or
// ~/.local/state/cutetui (an XDG_STATE_HOME that is not absolute is
// ignored, as the XDG specification says).
func StateDir() (string, error) {
	dir := os.Getenv("XDG_STATE_HOME")
	if dir == "" || !filepath.IsAbs(dir) {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("no state directory: %v", err)
		}
		dir = filepath.Join(home, ".local", "state")
	}
	return filepath.Join(dir, "cutetui"), nil
}

// RecoveryPath returns where the recovery copy of the notebook at path is
// kept under dir (StateDir's "recovery"): the file's base name and a hash
// of its absolute path, so two notebooks of one name do not share a copy
// and a person can tell which is which.
func RecoveryPath(dir, path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	h := sha256.Sum256([]byte(abs))
	base := strings.TrimSuffix(filepath.Base(abs), ".md")
	return filepath.Join(dir, base+"-"+hex.EncodeToString(h[:6])+".md")
}

// dirOf is filepath.Dir.
func dirOf(path string) string { return filepath.Dir(path) }

// WriteNew writes data to a new file at path, refusing to replace an
// existing one (fs.ErrExist), and syncs it and its directory.
func WriteNew(path string, data []byte, perm fs.FileMode) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(path)
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		os.Remove(path)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(path)
		return err
	}
	return syncDir(filepath.Dir(path))
}

// RecoveryBasePath returns where the file a recovery copy was made from
// is kept beside the copy (recovery is RecoveryPath's): with it, the
// copy's edits can be told from changes made to the file since.
func RecoveryBasePath(recovery string) string { return recovery + ".base" }
