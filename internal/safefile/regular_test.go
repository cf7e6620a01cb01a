package safefile

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// within runs f and fails the test if it has not returned after 10 s: a
// bound on hanging, not a speed test.
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("%s hangs", what)
	}
}

// mkfifo makes a named pipe in a temporary directory (skipping where the
// file system has none).
func mkfifo(t *testing.T) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "pipe.md")
	if err := syscall.Mkfifo(p, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	return p
}

// TestOpenRegularRefusesPipesAndDevices: a named pipe without a writer,
// a device and a directory are refused with *NotRegularError at once (a
// plain open of the pipe blocks until someone writes it); a regular file
// opens.
func TestOpenRegularRefusesPipesAndDevices(t *testing.T) {
	fifo := mkfifo(t)
	dir := t.TempDir()
	for _, c := range []struct{ path, says string }{{fifo, "a named pipe"}, {"/dev/null", "a device"}, {dir, "a directory"}} {
		within(t, "OpenRegular("+c.path+")", func() {
			f, err := OpenRegular(c.path)
			var nr *NotRegularError
			if !errors.As(err, &nr) || nr.Error() != c.path+" is "+c.says+", not a regular file: not opened" {
				t.Errorf("OpenRegular(%s) = %v, want %s refused", c.path, err, c.says)
			}
			if f != nil {
				f.Close()
			}
			if _, err := ReadFile(c.path, 10); !errors.As(err, &nr) {
				t.Errorf("ReadFile(%s) = %v", c.path, err)
			}
		})
	}
	within(t, "OpenAppend(fifo)", func() {
		if _, err := OpenAppend(fifo, 0o600); !errors.As(err, new(*NotRegularError)) {
			t.Errorf("OpenAppend(fifo) = %v", err)
		}
	})
	within(t, "LoadJSON(fifo)", func() {
		var v map[string]int
		if err := LoadJSON(fifo, "progress", &v); err == nil {
			t.Error("LoadJSON of a named pipe: no error")
		}
	})
	reg := filepath.Join(dir, "a.md")
	if err := os.WriteFile(reg, []byte("0123456789ab"), 0o600); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadFile(reg, 12); err != nil || string(b) != "0123456789ab" {
		t.Errorf("ReadFile = %q, %v", b, err)
	}
	if _, err := ReadFile(reg, 11); err == nil {
		t.Error("ReadFile read past its limit")
	}
}
