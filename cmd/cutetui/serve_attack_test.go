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
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cutetui/cutetui/internal/evalpool"
	"github.com/cutetui/cutetui/internal/serve"
	gossh "golang.org/x/crypto/ssh"
)

// TestClassUnderAttack: while Ada types into a pane, Mallory, over the
// real OpenSSH client in tmux, does what a hostile student might: holds
// D (each press rewrites their course's notation), pastes a screenful of
// huge statements (print_latex of 256×256, TMEM, TMA and MMA atoms with
// huge shapes, a 1000-mode tuple) into a pane of the last lesson, holds
// j, and storms resizes; meanwhile fifty more students open sessions and
// drop them. Every key of Ada's gets its frame within the load test's 5 s,
// her text shows, and once everyone has left no session is open. Her
// keystroke→frame latencies are logged (not asserted).
func TestClassUnderAttack(t *testing.T) {
	for _, tool := range []string{"tmux", "ssh"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed", tool)
		}
	}
	sybils, presses := 50, 120
	if testing.Short() {
		sybils, presses = 12, 40
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	pool := evalpool.New(evalpool.Config{Workers: 2, Start: func() *exec.Cmd {
		c := exec.Command(self, "-test.run=^$")
		c.Env = append(os.Environ(), "CUTETUI_TEST_WORKER=1")
		return c
	}})
	t.Cleanup(pool.Close)

	dir := t.TempDir()
	var allow strings.Builder
	key := func(name string) (gossh.Signer, ed25519.PrivateKey) {
		_, priv, err := ed25519.GenerateKey(rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		sg, _ := gossh.NewSignerFromKey(priv)
		allow.WriteString(strings.TrimSpace(string(gossh.MarshalAuthorizedKey(sg.PublicKey()))) + " " + name + "\n")
		return sg, priv
	}
	ada, _ := key("Ada")
	_, malPriv := key("Mallory")
	var crowd []gossh.Signer
	for i := range sybils {
		sg, _ := key(fmt.Sprintf("Student %d", i))
		crowd = append(crowd, sg)
	}
	list := filepath.Join(dir, "students")
	os.WriteFile(list, []byte(allow.String()), 0o600)
	block, err := gossh.MarshalPrivateKey(malPriv, "mallory")
	if err != nil {
		t.Fatal(err)
	}
	malKey := filepath.Join(dir, "mallory")
	os.WriteFile(malKey, pem.EncodeToMemory(block), 0o600)

	srv, err := serve.New(serve.Config{ClassDir: filepath.Join(dir, "class"), Listen: "127.0.0.1:0", AuthorizedKeys: list}, classBuilder(pool, nil, "cpp"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	addr := l.Addr().String()
	port := l.Addr().(*net.TCPAddr).Port

	// Ada opens the first lesson and edits its first pane.
	a := openSeat(t, addr, ada)
	a.waitFor(t, "1. IntTuples and layouts")
	a.send("\r\t")
	a.waitFor(t, "esc leave")
	a.send("\r")
	a.waitFor(t, "esc stop")

	// Mallory, over OpenSSH in tmux.
	m := &tmuxSession{t: t, socket: fmt.Sprintf("cutetui-attack-%d", os.Getpid())}
	ssh := fmt.Sprintf("ssh -t -p %d -i %s -o IdentitiesOnly=yes -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR mallory@127.0.0.1; sleep 30", port, malKey)
	m.tmux("new-session", "-d", "-s", "e2e", "-x", "120", "-y", "40", ssh)
	t.Cleanup(func() { exec.Command("tmux", "-L", m.socket, "kill-server").Run() })
	m.waitText("1. IntTuples and layouts")

	// Ada types all along; each key's frame is timed.
	stop := make(chan struct{})
	var lat []time.Duration
	var typed strings.Builder
	var adaErr error
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := 0; ; i++ {
			select {
			case <-stop:
				// At least two whole lines and part of a third, so that
				// her last line starts a line of the pane (a short attack
				// can be over within the first line).
				if i >= 45 {
					return
				}
			default:
			}
			k := string(rune('a' + i%26))
			if i%20 == 19 { // short lines: each a statement of its own
				k = "\r"
			}
			d, err := a.timedKey(k)
			if err != nil {
				adaErr = err
				return
			}
			lat = append(lat, d)
			typed.WriteString(k)
			time.Sleep(50 * time.Millisecond)
		}
	}()

	// Mallory holds D on the index: the notation switches back and forth.
	m.tmux("send-keys", "-t", "e2e", "-N", fmt.Sprint(presses), "D")
	// The last lesson, its first pane, edited; a paste of huge statements.
	m.tmux("send-keys", "-t", "e2e", "End", "Enter", "Tab", "Enter")
	m.waitText("esc stop")
	huge := []string{
		"L = (256,256):(256,1)", "print_latex(L)", "print_latex(L)", "print_layout(L)",
		"a = SM100_MMA_S8_SS<int8_t,int8_t,int32_t,128,256,Major::K,Major::K>{}",
		"C = partition_fragment_C(make_tiled_mma(a), Shape<_65536,_65536>{})",
		"make_tmem_copy(Copy_Atom<SM100_TMEM_LOAD_32dp32b8x, int32_t>{}, C(_,0,0))",
		"A = make_tensor(make_gmem_ptr<half_t>(0), (1000000000,1000000000):(1000000000,1))",
		"make_tma_copy(SM90_TMA_LOAD{}, A, tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, (256,256)))",
		"make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_1024,_1024>>{})",
		"T = (" + strings.TrimSuffix(strings.Repeat("2,", 1000), ",") + ")",
	}
	m.tmux("set-buffer", "-b", "huge", "\n"+strings.Join(huge, "\n")) // after the pane's text
	m.tmux("paste-buffer", "-p", "-b", "huge", "-t", "e2e")
	m.waitText("T =") // the paste is in the pane (its evaluation is Mallory's to wait for)
	m.tmux("send-keys", "-t", "e2e", "Escape")
	m.tmux("send-keys", "-t", "e2e", "-N", fmt.Sprint(presses), "j")
	for i := range presses {
		m.tmux("resize-window", "-t", "e2e", "-x", fmt.Sprint(60+i%140), "-y", fmt.Sprint(10+i%60))
	}

	// Fifty more students open sessions and drop them, all at once.
	var crowdWG sync.WaitGroup
	for _, sg := range crowd {
		crowdWG.Add(1)
		go func() {
			defer crowdWG.Done()
			c, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: "student", Auth: []gossh.AuthMethod{gossh.PublicKeys(sg)},
				HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 20 * time.Second})
			if err != nil {
				t.Errorf("a student could not connect: %v", err)
				return
			}
			defer c.Close()
			s, err := c.NewSession()
			if err != nil {
				t.Errorf("a student's session: %v", err)
				return
			}
			s.RequestPty("xterm-256color", 30, 100, gossh.TerminalModes{})
			out := &seat{}
			s.Stdout = out
			if _, err := s.StdinPipe(); err != nil { // open, as a terminal's is (a closed one ends the session)
				t.Errorf("a student's input: %v", err)
				return
			}
			if err := s.Shell(); err != nil {
				t.Errorf("a student's shell: %v", err)
				return
			}
			for deadline := time.Now().Add(30 * time.Second); !strings.Contains(out.text(), "IntTuples"); time.Sleep(20 * time.Millisecond) {
				if time.Now().After(deadline) {
					t.Errorf("a student of the crowd never saw the course; its output: %q", out.text())
					return
				}
			}
		}()
	}
	crowdWG.Wait()
	m.tmux("send-keys", "-t", "e2e", "-N", fmt.Sprint(presses), "k")
	time.Sleep(time.Second)
	close(stop)
	wg.Wait()
	if adaErr != nil {
		t.Fatalf("Ada, while the class was attacked: %v", adaErr)
	}
	lines := strings.FieldsFunc(typed.String(), func(r rune) bool { return r == '\r' })
	if len(lines) == 0 {
		t.Fatal("Ada typed nothing")
	}
	a.waitFor(t, "│ "+lines[len(lines)-1]) // her last line, in the pane

	// Everyone leaves: no session stays open.
	m.tmux("send-keys", "-t", "e2e", "C-c")
	a.close()
	deadline := time.Now().Add(20 * time.Second)
	for srv.Sessions() != 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if n := srv.Sessions(); n != 0 {
		t.Errorf("%d sessions still open after everyone left", n)
	}
	slices.Sort(lat)
	if len(lat) > 0 {
		t.Logf("Ada typed %d keys while attacked: keystroke→frame p50 %v p99 %v max %v; %d students came and went; %d workers started",
			len(lat), lat[len(lat)/2], lat[len(lat)*99/100], lat[len(lat)-1], sybils, pool.Started.Load())
	}
}
