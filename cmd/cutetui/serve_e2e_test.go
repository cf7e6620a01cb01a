package main

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// TestServeWithRealSSH runs `cutetui serve` and connects to it with the
// real OpenSSH client in tmux, as a student would: the course index over
// SSH, a lesson opened, quit, and the student's progress on disk.
func TestServeWithRealSSH(t *testing.T) {
	for _, tool := range []string{"tmux", "ssh"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (apt-get install tmux openssh-client)", tool)
		}
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "cutetui")
	build := exec.Command(goTool(t), "build", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}

	// A student key, in OpenSSH's format, on the allow-list as "Ada".
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	block, err := gossh.MarshalPrivateKey(priv, "ada")
	if err != nil {
		t.Fatal(err)
	}
	keyFile := filepath.Join(dir, "ada")
	if err := os.WriteFile(keyFile, pem.EncodeToMemory(block), 0o600); err != nil {
		t.Fatal(err)
	}
	signer, _ := gossh.NewSignerFromKey(priv)
	allow := filepath.Join(dir, "students")
	line := strings.TrimSpace(string(gossh.MarshalAuthorizedKey(signer.PublicKey())))
	if err := os.WriteFile(allow, []byte(line+" Ada\n"), 0o600); err != nil {
		t.Fatal(err)
	}

	port := freePort(t)
	class := filepath.Join(dir, "class")
	srv := exec.Command(bin, "serve", "--listen", fmt.Sprintf("127.0.0.1:%d", port), "--class", class, "--authorized-keys", allow)
	srvOut := &strings.Builder{}
	srv.Stdout, srv.Stderr = srvOut, srvOut
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Process.Kill(); srv.Wait() })
	waitListening(t, port)

	s := &tmuxSession{t: t, socket: fmt.Sprintf("cutetui-ssh-%d", os.Getpid())}
	cmd := fmt.Sprintf("ssh -t -p %d -i %s -o IdentitiesOnly=yes -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR ada@127.0.0.1; echo SSH-EXITED:$?; sleep 30", port, keyFile)
	s.tmux("new-session", "-d", "-s", "e2e", "-x", "100", "-y", "45", cmd)
	t.Cleanup(func() { exec.Command("tmux", "-L", s.socket, "kill-server").Run() })
	s.waitText("CuTe layouts, one lesson at a time")
	s.waitText(">  1. IntTuples and layouts")
	// Enter and Tab in one write, as a quick student types them: the Tab
	// reaches the server before the lesson has opened, let alone rendered,
	// and must still select its first pane (issue 18: it went unanswered).
	s.tmux("send-keys", "-t", "e2e", "Enter", "Tab")
	s.waitFor("the first lesson", func(sc string) bool {
		return strings.HasPrefix(sc, " 1. IntTuples and layouts") && strings.Contains(sc, "live blocks")
	})
	// The pane is selected ("esc leave" is in a selected pane's title);
	// its statements are evaluated by the server's `cutetui worker`
	// processes, then drawn.
	s.waitText("esc leave")
	s.waitText("⇒")
	// The seat's own notation: back on the index, D shows the course in
	// the DSL's (statements and printing, evaluated by the workers).
	s.key("Escape")
	s.waitText("tab next pane · ↓/j down")
	s.key("Escape")
	s.waitText("Continue where you left off")
	s.key("D")
	s.waitText("notation: the CuTe DSL")
	s.tmux("send-keys", "-t", "e2e", "Enter", "Tab")
	s.waitText("cute.get(S, mode=[0])  ⇒  (2, 2)")
	s.key("q")
	s.waitText("SSH-EXITED:0")

	adaDir := "key-" + strings.NewReplacer("+", "-", "/", "_").Replace(strings.TrimPrefix(gossh.FingerprintSHA256(signer.PublicKey()), "SHA256:"))
	if _, err := os.Stat(filepath.Join(class, "students", adaDir, "progress.json")); err != nil {
		t.Errorf("the student's progress was not kept: %v\nserver said:\n%s", err, srvOut)
	}
	log, _ := os.ReadFile(filepath.Join(class, "log"))
	if !strings.Contains(string(log), `connected: student "Ada"`) {
		t.Errorf("class log:\n%s", log)
	}
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

func waitListening(t *testing.T, port int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		c, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", port))
		if err == nil {
			c.Close()
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the server never listened on %d: %v", port, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestServeRefusesABadNotebook: a --notebook that is not a text notebook
// stops the server before it listens, naming the file.
func TestServeRefusesABadNotebook(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "blob.md")
	os.WriteFile(bin, []byte("# x\x00\x01binary"), 0o600)
	var out, errb strings.Builder
	code := runServe([]string{"--class", filepath.Join(dir, "class"), "--join-code", "cute42", "--notebook", bin}, nil, &out, &errb)
	if code != 1 || !strings.Contains(errb.String(), "blob.md") {
		t.Errorf("status %d, stderr %q: want 1 and the file named", code, errb.String())
	}
}
