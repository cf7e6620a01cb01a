package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestNewRefusesToOverwrite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nb.md")
	if err := os.WriteFile(path, []byte("mine\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := dispatch([]string{"new", path}, strings.NewReader(""), &out, &errb); code != 1 {
		t.Errorf("exit %d", code)
	}
	if !strings.Contains(errb.String(), "already exists") {
		t.Errorf("stderr: %s", errb.String())
	}
	if got, _ := os.ReadFile(path); string(got) != "mine\n" {
		t.Errorf("file changed: %q", got)
	}
}

func TestTUINeedsATerminal(t *testing.T) {
	var out, errb bytes.Buffer
	// A strings.Reader is no terminal: a clear message, no Bubble Tea error.
	if code := dispatch(nil, strings.NewReader(""), &out, &errb); code != 1 || !strings.Contains(errb.String(), "needs a terminal") {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
	path := filepath.Join(t.TempDir(), "new.md")
	errb.Reset()
	// `new` writes the template before it needs the terminal.
	dispatch([]string{"new", path}, strings.NewReader(""), &out, &errb)
	if src, err := os.ReadFile(path); err != nil || !strings.Contains(string(src), "```cute\n") {
		t.Errorf("template not written: %v", err)
	}
}

func TestStyleFlag(t *testing.T) {
	var out, errb bytes.Buffer
	f, err := os.CreateTemp(t.TempDir(), "stdin")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if code := dispatch([]string{"--style", "sepia"}, f, &out, &errb); code != 2 {
		t.Errorf("--style sepia: exit %d (%s)", code, errb.String())
	}
	if code := dispatch([]string{"open"}, f, &out, &errb); code != 2 {
		t.Errorf("open without a file: exit %d", code)
	}
	if code := dispatch([]string{"open", "/no/such/file.md"}, f, &out, &errb); code != 1 || !strings.Contains(errb.String(), "no such file") {
		t.Errorf("open missing file: exit %d, %s", code, errb.String())
	}
}
