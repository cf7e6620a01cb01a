package lessons

import (
	"os"
	"path/filepath"
	"testing"
)

func TestProgressRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "cutetui", "progress.json")
	p, err := LoadProgress(path)
	if err != nil || p.Last != "" {
		t.Fatalf("missing file: %v %+v", err, p)
	}
	p.Last = "03-coalesce"
	lp := p.Lesson("03-coalesce")
	lp.Read, lp.Offset = true, 42
	lp.Solved["What is coalesce(A)?"] = true
	if err := p.Save(path); err != nil {
		t.Fatal(err)
	}
	q, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	got := q.Lesson("03-coalesce")
	if q.Last != "03-coalesce" || !got.Read || got.Offset != 42 || !got.Solved["What is coalesce(A)?"] {
		t.Errorf("round trip: %+v %+v", q, got)
	}
	if err := os.WriteFile(path, []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadProgress(path); err == nil {
		t.Error("corrupt progress accepted")
	}
}

func TestProgressPath(t *testing.T) {
	t.Setenv("XDG_STATE_HOME", "/tmp/xdg")
	if p, _ := ProgressPath(); p != "/tmp/xdg/cutetui/progress.json" {
		t.Errorf("XDG path = %s", p)
	}
	t.Setenv("XDG_STATE_HOME", "")
	t.Setenv("HOME", "/home/u")
	if p, _ := ProgressPath(); p != "/home/u/.local/state/cutetui/progress.json" {
		t.Errorf("home path = %s", p)
	}
}

func TestWriteFileAtomicKeepsMode(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "nb.md")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(path, []byte("new")); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	fi, _ := os.Stat(path)
	if string(data) != "new" || fi.Mode().Perm() != 0o600 {
		t.Errorf("content %q mode %v", data, fi.Mode())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left: %v", entries)
	}
	if err := WriteFileAtomic(filepath.Join(dir, "no", "such", "dir.md"), nil); err == nil {
		t.Error("write into a missing directory succeeded")
	}
}
