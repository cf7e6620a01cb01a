package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/cutetui/cutetui/internal/serve"
	"github.com/cutetui/cutetui/views/app"
	"github.com/cutetui/cutetui/views/course"
)

// TestAppOptionsLocal: the local app (runApp's config) keeps progress and
// practice in the state directory, offers the benchmark, and a notebook
// leaves course progress alone and is recovered from StateDir/recovery.
func TestAppOptionsLocal(t *testing.T) {
	dir := t.TempDir()
	var term bytes.Buffer
	o := appOptions(appConfig{StateDir: dir, Seed: 1, Bench: true, Terminal: &term, Images: "sixel"})
	if o.ProgressPath != filepath.Join(dir, "progress.json") || o.RecoveryDir != "" || o.NewBench == nil || o.Terminal != &term || o.Images != "sixel" {
		t.Errorf("course: progress %q, recovery %q, bench %v, terminal %v, images %q", o.ProgressPath, o.RecoveryDir, o.NewBench != nil, o.Terminal, o.Images)
	}
	if len(o.Lessons) == 0 || o.NewPractice == nil {
		t.Errorf("course: %d lessons, practice %v", len(o.Lessons), o.NewPractice != nil)
	}
	o = appOptions(appConfig{StateDir: dir, Seed: 1, Bench: true, Notebook: "nb.md", NotebookSource: []byte("# nb\n")})
	if o.Notebook != "nb.md" || o.ProgressPath != "" || o.RecoveryDir != filepath.Join(dir, "recovery") {
		t.Errorf("notebook: %q, progress %q, recovery %q", o.Notebook, o.ProgressPath, o.RecoveryDir)
	}
	if o = appOptions(appConfig{}); o.ProgressPath != "" || o.RecoveryDir != "" || o.NewBench != nil {
		t.Errorf("no state dir, no bench: progress %q, recovery %q, bench %v", o.ProgressPath, o.RecoveryDir, o.NewBench != nil)
	}
}

// TestSessionConfig: a served session gets the same root as the local
// app: its progress in its class directory, the served notebooks after the
// course, its seat, its client's terminal and image protocol (from the
// client's environment, never the server's); the benchmark is the
// teacher's only.
func TestSessionConfig(t *testing.T) {
	dir := t.TempDir()
	var term bytes.Buffer
	nb := app.NotebookLesson("talks/gemm.md", []byte("# Tiling a GEMM\n"))
	env := func(k string) string { return map[string]string{"TERM": "xterm-kitty"}[k] }
	ses := &serve.Session{Identity: serve.Identity{Name: "ada", Role: serve.Student}, Dir: dir, Seat: &serve.Seat{}, Terminal: &term, Getenv: env}
	o := appOptions(sessionConfig(ses, []course.Lesson{nb}, 1))
	if o.ProgressPath != filepath.Join(dir, "progress.json") || o.Terminal != &term || o.Images != "kitty" || o.Classroom == nil {
		t.Errorf("student: progress %q, terminal %v, images %q, seat %v", o.ProgressPath, o.Terminal, o.Images, o.Classroom)
	}
	if last := o.Lessons[len(o.Lessons)-1]; last.Name != "notebook:gemm.md" || len(o.Lessons) < 2 {
		t.Errorf("served notebook not after the course: %d lessons, last %q", len(o.Lessons), last.Name)
	}
	if o.NewBench != nil {
		t.Error("a student is offered the server's GPU")
	}
	ses.Role, ses.Seat = serve.Teacher, nil
	if o = appOptions(sessionConfig(ses, nil, 1)); o.NewBench == nil || o.Classroom != nil {
		t.Errorf("teacher: bench %v, classroom %v (a nil seat must stay nil)", o.NewBench != nil, o.Classroom)
	}
}

// TestNewAppSaysCorruptProgress: a learner whose progress file does not
// load keeps it as .bak and is told so on the index.
func TestNewAppSaysCorruptProgress(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "progress.json"), []byte("{corrupt"), 0o644); err != nil {
		t.Fatal(err)
	}
	m := newApp(app.ClientCommon(lipgloss.NewRenderer(io.Discard)), appConfig{StateDir: dir, Seed: 1})
	m.Update(tea.WindowSizeMsg{Width: 200, Height: 30})
	if !strings.Contains(m.View(), "kept as "+filepath.Join(dir, "progress.json.bak")) {
		t.Errorf("corrupt progress not said:\n%s", m.View())
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "progress.json.bak")); string(b) != "{corrupt" {
		t.Errorf("backup holds %q", b)
	}
}
