package progress

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/internal/safefile"
)

func TestProgressRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "cutetui", "progress.json")
	p, err := Load(path)
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
	q, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	got := q.Lesson("03-coalesce")
	if q.Last != "03-coalesce" || !got.Read || got.Offset != 42 || !got.Solved["What is coalesce(A)?"] {
		t.Errorf("round trip: %+v %+v", q, got)
	}
}

// TestCorruptProgressKeptAsBackup: a progress file that does not decode
// is copied to progress.json.bak before anything can overwrite it, and the
// error names both, for the TUI to show.
func TestCorruptProgressKeptAsBackup(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.json")
	if err := os.WriteFile(path, []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := Load(path)
	var ce *safefile.CorruptError
	if !errors.As(err, &ce) || p == nil || p.Last != "" {
		t.Fatalf("Load(corrupt) = %+v, %v; want empty progress and a *safefile.CorruptError", p, err)
	}
	if ce.Backup != path+".bak" || !strings.Contains(err.Error(), path+".bak") {
		t.Errorf("error %q does not name the backup %s.bak", err, path)
	}
	if err := p.Save(path); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path + ".bak"); string(b) != "{not json" {
		t.Errorf("backup holds %q after a save", b)
	}
}

func TestProgressPath(t *testing.T) {
	t.Setenv("XDG_STATE_HOME", "/tmp/xdg")
	if p, _ := Path(); p != "/tmp/xdg/cutetui/progress.json" {
		t.Errorf("XDG path = %s", p)
	}
	t.Setenv("XDG_STATE_HOME", "")
	t.Setenv("HOME", "/home/u")
	if p, _ := Path(); p != "/home/u/.local/state/cutetui/progress.json" {
		t.Errorf("home path = %s", p)
	}
}
