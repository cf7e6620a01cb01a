package notebook

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// within runs f and fails the test if it has not returned after 60 s: a
// bound on hanging, not a speed test.
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		t.Fatalf("%s hangs", what)
	}
}

// TestReadSourceRefusesNamedPipe: `open` and `lessons check` read a
// notebook with ReadSource, which refuses a named pipe at once (opening
// one for reading hung until someone wrote it).
func TestReadSourceRefusesNamedPipe(t *testing.T) {
	p := filepath.Join(t.TempDir(), "nb.md")
	if err := syscall.Mkfifo(p, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	within(t, "ReadSource(fifo)", func() {
		if _, err := ReadSource(p); err == nil || !strings.Contains(err.Error(), "a named pipe, not a regular file") {
			t.Errorf("ReadSource(fifo) = %v", err)
		}
	})
}

// TestReadFSBadEntries: in a directory being checked, an entry named .md
// that is no document — a named pipe, a directory, a link to nothing — is
// a *LoadError (the checker reports it and goes on), read without
// hanging; a notebook beside them reads.
func TestReadFSBadEntries(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.md"), 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	if err := os.Mkdir(filepath.Join(dir, "dir.md"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("missing.md", filepath.Join(dir, "dangling.md")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "ok.md"), []byte("# OK\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	fsys := os.DirFS(dir)
	for name, says := range map[string]string{"pipe.md": "a named pipe", "dir.md": "a directory", "dangling.md": "a symbolic link to nothing"} {
		within(t, "ReadFS("+name+")", func() {
			_, err := ReadFS(fsys, name)
			var le *LoadError
			if !errors.As(err, &le) || !strings.Contains(le.Msg, says) {
				t.Errorf("ReadFS(%s) = %v, want a *LoadError saying %q", name, err, says)
			}
		})
	}
	if src, err := ReadFS(fsys, "ok.md"); err != nil || string(src) != "# OK\n" {
		t.Errorf("ReadFS(ok.md) = %q, %v", src, err)
	}
}
