package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestCopyThroughTmux runs the real binary in a private tmux server with
// set-clipboard on, opens a notebook, selects its pane and presses y then
// Y: the OSC 52 sequences reach tmux's clipboard (show-buffer) with the
// pane's statements and then its value, and the status line says so.
func TestCopyThroughTmux(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "cutetui")
	build := exec.Command(goTool(t), "build", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	nb := filepath.Join(dir, "copy.md")
	if err := os.WriteFile(nb, []byte("# Copy\n\n```cute\nA = (4,2):(1,4)\ncoalesce(A)\n```\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := &tmuxSession{t: t, socket: fmt.Sprintf("cutetui-copy-%d", os.Getpid())}
	home := t.TempDir()
	cmd := fmt.Sprintf("env -u NO_COLOR XDG_STATE_HOME=%s XDG_CONFIG_HOME=%s TERM=xterm-256color %s open --style dark %s; echo EXITED:$?; sleep 30", home, home, bin, nb)
	s.tmux("new-session", "-d", "-s", "e2e", "-x", "100", "-y", "30", cmd)
	t.Cleanup(func() { exec.Command("tmux", "-L", s.socket, "kill-server").Run() })
	s.tmux("set-option", "-s", "set-clipboard", "on")
	s.waitText("coalesce(A)")
	s.key("Tab")
	s.waitText("enter edit")
	buffer := func(want string) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for {
			out, err := exec.Command("tmux", "-L", s.socket, "show-buffer").CombinedOutput()
			if err == nil && string(out) == want {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("tmux's buffer is %q (%v), want %q", out, err, want)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	s.key("y")
	buffer("A = (4,2):(1,4)\ncoalesce(A)")
	s.waitText("copied the pane's statements (2 lines)")
	s.key("Y")
	buffer("8:1")
	s.waitText("copied the pane's value (1 line)")
	if sc := s.screen(); strings.Contains(sc, "52;c") {
		t.Errorf("the sequence shows on the screen:\n%s", sc)
	}
	s.key("Escape")
	s.key("q")
	s.waitText("EXITED:0")
}
