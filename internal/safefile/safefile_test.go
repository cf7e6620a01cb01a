package safefile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func read(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestWriteFileThroughSymlink: the link stays a link, the target gets the
// data and keeps its mode, and no temporary file is left in either
// directory.
func TestWriteFileThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "notes", "nb.md")
	if err := os.MkdirAll(filepath.Dir(real), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(real, []byte("old\n"), 0o640); err != nil {
		t.Fatal(err)
	}
	links := filepath.Join(dir, "links")
	if err := os.Mkdir(links, 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(links, "nb.md")
	if err := os.Symlink("../notes/nb.md", link); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(link, []byte("new\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Lstat(link)
	if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", fi.Mode(), err)
	}
	if got := read(t, real); got != "new\n" {
		t.Errorf("target holds %q", got)
	}
	if fi, _ := os.Stat(real); fi.Mode().Perm() != 0o640 {
		t.Errorf("target mode %v, want 0640 kept", fi.Mode().Perm())
	}
	for _, d := range []string{links, filepath.Dir(real)} {
		es, _ := os.ReadDir(d)
		if len(es) != 1 {
			t.Errorf("%s holds %d entries, want 1 (no temporary file left)", d, len(es))
		}
	}
}

// TestWriteFileDanglingLink: a link whose target does not exist yet
// creates the target.
func TestWriteFileDanglingLink(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "nb.md")
	if err := os.Symlink("real.md", link); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(link, []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := read(t, filepath.Join(dir, "real.md")); got != "x\n" {
		t.Errorf("target holds %q", got)
	}
}

// TestWriteFileRefusesReadOnly: a file without write permission is not
// replaced (even by root, for whom the rename would succeed).
func TestWriteFileRefusesReadOnly(t *testing.T) {
	p := filepath.Join(t.TempDir(), "ro.md")
	if err := os.WriteFile(p, []byte("keep\n"), 0o444); err != nil {
		t.Fatal(err)
	}
	err := WriteFile(p, []byte("lost\n"), 0o644)
	var ro *ReadOnlyError
	if !errors.As(err, &ro) || !strings.Contains(err.Error(), "read-only") {
		t.Fatalf("WriteFile(read-only) = %v, want a *ReadOnlyError", err)
	}
	if got := read(t, p); got != "keep\n" {
		t.Errorf("read-only file now holds %q", got)
	}
}

// TestWriteFileKeepsModeAndGroup: an existing file keeps its permission
// bits and its group.
func TestWriteFileKeepsModeAndGroup(t *testing.T) {
	p := filepath.Join(t.TempDir(), "nb.md")
	if err := os.WriteFile(p, []byte("a\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(p, 0o751); err != nil {
		t.Fatal(err)
	}
	// Give the file another group when we may (root may; others may use
	// a supplementary group).
	want := os.Getgid()
	if gs, _ := os.Getgroups(); len(gs) > 0 || os.Getuid() == 0 {
		g := 1 // "daemon" or "bin" on Linux systems; root may use any
		if os.Getuid() != 0 {
			g = gs[len(gs)-1]
		}
		if os.Chown(p, -1, g) == nil {
			want = g
		}
	}
	if err := WriteFile(p, []byte("b\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o751 {
		t.Errorf("mode %v, want 0751", fi.Mode().Perm())
	}
	if gid := int(fi.Sys().(*syscall.Stat_t).Gid); gid != want {
		t.Errorf("group %d, want %d", gid, want)
	}
}

// TestWriteFileReadOnlyDirectory: in a directory the user may not write,
// the write fails with a permission error and the file is unchanged.
func TestWriteFileReadOnlyDirectory(t *testing.T) {
	if os.Getuid() == 0 {
		t.Skip("root writes into read-only directories")
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "nb.md")
	if err := os.WriteFile(p, []byte("keep\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o755)
	if err := WriteFile(p, []byte("x\n"), 0o644); !errors.Is(err, fs.ErrPermission) {
		t.Errorf("WriteFile in a read-only directory = %v, want a permission error", err)
	}
	if got := read(t, p); got != "keep\n" {
		t.Errorf("file now holds %q", got)
	}
}

func TestBackup(t *testing.T) {
	p := filepath.Join(t.TempDir(), "progress.json")
	if err := os.WriteFile(p, []byte("{corrupt"), 0o644); err != nil {
		t.Fatal(err)
	}
	bak, err := Backup(p)
	if err != nil || bak != p+".bak" {
		t.Fatalf("Backup = %q, %v", bak, err)
	}
	if got := read(t, bak); got != "{corrupt" {
		t.Errorf("backup holds %q", got)
	}
}

func TestRecoveryPath(t *testing.T) {
	a := RecoveryPath("/s", "/home/u/a/nb.md")
	b := RecoveryPath("/s", "/home/u/b/nb.md")
	if a == b || !strings.HasPrefix(a, "/s/nb-") || !strings.HasSuffix(a, ".md") {
		t.Errorf("recovery paths %q and %q", a, b)
	}
}

func TestWriteNewRefusesExisting(t *testing.T) {
	p := filepath.Join(t.TempDir(), "nb.md")
	if err := WriteNew(p, []byte("a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteNew(p, []byte("b\n"), 0o644); !errors.Is(err, fs.ErrExist) {
		t.Errorf("second WriteNew = %v, want fs.ErrExist", err)
	}
	if got := read(t, p); got != "a\n" {
		t.Errorf("file holds %q", got)
	}
}
