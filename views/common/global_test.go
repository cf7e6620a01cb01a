package common

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// forbidden are the ways a view could reach process-global terminal state:
// lipgloss's default renderer, termenv's default output, the process's
// standard streams and environment, glamour's terminal query. A view gets
// all of these from its Common (the renderer) or its parent instead, so
// that many programs can run in one process (the classroom server).
var forbidden = []string{
	"lipgloss.NewStyle(",
	"lipgloss.Place(",
	"lipgloss.PlaceHorizontal(",
	"lipgloss.PlaceVertical(",
	"lipgloss.DefaultRenderer(",
	"lipgloss.SetDefaultRenderer(",
	"lipgloss.SetColorProfile(",
	"lipgloss.SetHasDarkBackground(",
	"lipgloss.HasDarkBackground(",
	"lipgloss.ColorProfile(",
	"termenv.EnvColorProfile(",
	"termenv.DefaultOutput(",
	"termenv.SetDefaultOutput(",
	"termenv.HasDarkBackground(",
	"glamour.WithAutoStyle(",
	"os.Stdout",
	"os.Stderr",
	"os.Stdin",
	"os.Getenv(",
	"os.LookupEnv(",
	"os.Environ(",
}

// TestNoGlobalTerminalState reads every non-test Go file under views/ and
// fails on a use of process-global terminal state.
func TestNoGlobalTerminalState(t *testing.T) {
	root := ".."
	n := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		n++
		for i, line := range strings.Split(string(src), "\n") {
			code, _, _ := strings.Cut(line, "//")
			for _, f := range forbidden {
				if strings.Contains(code, f) {
					t.Errorf("%s:%d uses %s: take it from Common or the parent instead", path, i+1, strings.TrimSuffix(f, "("))
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 20 {
		t.Fatalf("read only %d files under views/: wrong root?", n)
	}
}
