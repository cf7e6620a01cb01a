package safefile

import (
	"os"
	"path/filepath"
	"testing"
)

// TestLatestKeepsTheNewestSnapshot: taking a snapshot writes nothing; the
// writes, run in the wrong order, leave the newest snapshot on disk.
func TestLatestKeepsTheNewestSnapshot(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "progress.json")
	var l Latest
	v := map[string]int{"n": 1}
	older, err := l.SnapshotJSON(path, v)
	if err != nil {
		t.Fatal(err)
	}
	v["n"] = 2 // the caller goes on changing its value
	newer, err := l.SnapshotJSON(path, v)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("a snapshot wrote the file: %v", err)
	}
	if err := newer(); err != nil {
		t.Fatal(err)
	}
	if err := older(); err != nil {
		t.Fatal(err)
	}
	if got := read(t, path); got != "{\n  \"n\": 2\n}\n" {
		t.Errorf("file holds %q, want the newer snapshot", got)
	}
	if fi, err := os.Stat(filepath.Dir(path)); err != nil || fi.Mode().Perm() != 0o700 {
		t.Errorf("state directory: %v %v", fi.Mode(), err)
	}
}
