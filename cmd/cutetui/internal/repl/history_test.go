package repl

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestHistoryPath(t *testing.T) {
	t.Setenv("XDG_STATE_HOME", "/xdg/state")
	if p, err := HistoryPath(); err != nil || p != "/xdg/state/cutetui/eval_history" {
		t.Errorf("got %q, %v", p, err)
	}
	t.Setenv("XDG_STATE_HOME", "relative/ignored")
	t.Setenv("HOME", "/home/u")
	if p, err := HistoryPath(); err != nil || p != "/home/u/.local/state/cutetui/eval_history" {
		t.Errorf("got %q, %v", p, err)
	}
}

func TestHistoryAddLoad(t *testing.T) {
	h := &History{Path: filepath.Join(t.TempDir(), "a", "b", "eval_history")}
	if got, err := h.Load(); err != nil || got != nil {
		t.Fatalf("missing file: %q, %v", got, err)
	}
	for _, l := range []string{"A = 8:1", "   ", "", strings.Repeat("x", MaxHistoryEntry+1), "bad\xffutf8", "coalesce(A)"} {
		if err := h.Add(l); err != nil {
			t.Fatal(err)
		}
	}
	got, err := h.Load()
	if err != nil || strings.Join(got, "|") != "A = 8:1|coalesce(A)" {
		t.Errorf("got %q, %v", got, err)
	}
	st, err := os.Stat(h.Path)
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, %v; want 0600", st.Mode(), err)
	}
}

// TestHistoryBounded: Load keeps the newest Limit entries and rewrites a
// file that grew past twice the limit.
func TestHistoryBounded(t *testing.T) {
	h := &History{Path: filepath.Join(t.TempDir(), "eval_history"), Limit: 10}
	for i := range 15 {
		h.Add(fmt.Sprintf("%d:1", i))
	}
	got, _ := h.Load()
	if len(got) != 10 || got[0] != "5:1" || got[9] != "14:1" {
		t.Errorf("got %q", got)
	}
	if n := lines(t, h.Path); n != 15 {
		t.Errorf("file has %d lines; under twice the limit it is left alone", n)
	}
	for i := 15; i < 25; i++ {
		h.Add(fmt.Sprintf("%d:1", i))
	}
	got, err := h.Load()
	if err != nil || len(got) != 10 || got[0] != "15:1" {
		t.Errorf("got %q, %v", got, err)
	}
	if n := lines(t, h.Path); n != 10 {
		t.Errorf("file has %d lines after the rewrite, want 10", n)
	}
	if st, _ := os.Stat(h.Path); st.Mode().Perm() != 0o600 {
		t.Errorf("rewritten file's mode %v", st.Mode())
	}
	if m, _ := filepath.Glob(filepath.Join(filepath.Dir(h.Path), ".eval_history-*")); len(m) != 0 {
		t.Errorf("temporary files left: %q", m)
	}
}

// TestHistoryHugeFile: a history file far larger than any history is read
// from its tail only, and cut down.
func TestHistoryHugeFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "eval_history")
	big := strings.Repeat(strings.Repeat("y", 1000)+"\n", (maxHistoryFile/1000)+100) + "last(1)\n"
	if err := os.WriteFile(p, []byte(big), 0o600); err != nil {
		t.Fatal(err)
	}
	h := &History{Path: p}
	got, err := h.Load()
	if err != nil || len(got) != HistoryLimit || got[len(got)-1] != "last(1)" {
		t.Fatalf("%d entries, last %q, %v", len(got), got[len(got)-1], err)
	}
	if st, _ := os.Stat(p); st.Size() > maxHistoryFile/2 {
		t.Errorf("file still %d bytes", st.Size())
	}
}

// TestHistorySymlink: a linked history file is rewritten where it lives,
// and the link stays a link.
func TestHistorySymlink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real_history")
	link := filepath.Join(dir, "eval_history")
	var b strings.Builder
	for i := range 30 {
		fmt.Fprintf(&b, "%d:1\n", i)
	}
	os.WriteFile(target, []byte(b.String()), 0o600)
	if err := os.Symlink(target, link); err != nil {
		t.Skip(err)
	}
	h := &History{Path: link, Limit: 10}
	if got, err := h.Load(); err != nil || len(got) != 10 {
		t.Fatalf("%q, %v", got, err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link became %v, %v", st.Mode(), err)
	}
	if n := lines(t, target); n != 10 {
		t.Errorf("target has %d lines, want 10", n)
	}
}

func TestHistoryNotAFile(t *testing.T) {
	h := &History{Path: t.TempDir()}
	if _, err := h.Load(); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("a directory: %v", err)
	}
}

func lines(t *testing.T, path string) int {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Count(string(b), "\n")
}

// TestHistoryNamedPipe: a named pipe where the history file goes is
// refused by Load and Add at once (opening it hung the REPL before its
// first prompt).
func TestHistoryNamedPipe(t *testing.T) {
	p := filepath.Join(t.TempDir(), "eval_history")
	if err := syscall.Mkfifo(p, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	h := &History{Path: p}
	done := make(chan struct{})
	go func() {
		defer close(done)
		if _, err := h.Load(); err == nil || !strings.Contains(err.Error(), "named pipe") {
			t.Errorf("Load = %v, want the pipe refused", err)
		}
		if err := h.Add("A = 8:1"); err == nil || !strings.Contains(err.Error(), "named pipe") {
			t.Errorf("Add = %v, want the pipe refused", err)
		}
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the history's named pipe hangs")
	}
}
