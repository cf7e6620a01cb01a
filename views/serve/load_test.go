package serve

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/views/app"
	gossh "golang.org/x/crypto/ssh"
)

// loadClient is one student of the load test: an SSH session with a pty
// whose output is watched for the frame that follows each keystroke.
type loadClient struct {
	in     io.Writer
	frames chan struct{} // a token each time output arrives
	lat    []time.Duration

	mu   sync.Mutex
	tail []byte // the last output, to check what the screen shows
}

// shows reports whether the recent output, stripped of escapes, holds s.
func (c *loadClient) shows(s string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return strings.Contains(ansi.Strip(string(c.tail)), s)
}

func (c *loadClient) watch(r io.Reader) {
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		if n > 0 {
			c.mu.Lock()
			c.tail = append(c.tail, buf[:n]...)
			if len(c.tail) > 64<<10 {
				c.tail = c.tail[len(c.tail)-32<<10:]
			}
			c.mu.Unlock()
			select {
			case c.frames <- struct{}{}:
			default:
			}
		}
		if err != nil {
			return
		}
	}
}

// key writes one key and waits for the next output: the keystroke-to-frame
// latency.
func (c *loadClient) key(k string) error {
	for len(c.frames) > 0 {
		<-c.frames
	}
	start := time.Now()
	if _, err := c.in.Write([]byte(k)); err != nil {
		return err
	}
	select {
	case <-c.frames:
		c.lat = append(c.lat, time.Since(start))
		return nil
	case <-time.After(5 * time.Second):
		return fmt.Errorf("no frame 5 s after %q", k)
	}
}

// settle waits until no output has come for d.
func (c *loadClient) settle(d time.Duration) {
	for {
		select {
		case <-c.frames:
		case <-time.After(d):
			return
		}
	}
}

func openLoadClient(t testing.TB, addr string, sg gossh.Signer, w, h int) *loadClient {
	t.Helper()
	cl, err := dial(addr, sg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cl.Close() })
	sess, err := cl.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.RequestPty("xterm-256color", h, w, gossh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	in, _ := sess.StdinPipe()
	out, _ := sess.StdoutPipe()
	c := &loadClient{in: in, frames: make(chan struct{}, 1)}
	go c.watch(out)
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	return c
}

// loadResult is what runLoad measured.
type loadResult struct {
	sessions          int
	p50, p99, max     time.Duration
	floodP99          time.Duration // others' p99 while one client floods
	heapPerSession    float64       // bytes
	cpuPerSessionSecs float64       // CPU seconds per session over the run
}

// runLoad connects a teacher and n students to a server running the real
// course; the teacher presents the first lesson and scrolls it while each
// student (following, as students do by default) types keys into its first
// pane, and it measures each keystroke-to-frame latency; then repeats with
// one more client flooding input.
func runLoad(t testing.TB, n, keys int) loadResult {
	dir := t.TempDir()
	var lines string
	signers := make([]gossh.Signer, n+1)
	for i := range signers {
		var line string
		signers[i], line = newKeyTB(t, fmt.Sprintf("student%d", i))
		lines += line
	}
	keysFile := filepath.Join(dir, "keys")
	os.WriteFile(keysFile, []byte(lines), 0o600)
	teacher, teacherLine := newKeyTB(t, "Prof")
	teacherFile := filepath.Join(dir, "teacher")
	os.WriteFile(teacherFile, []byte(teacherLine), 0o600)
	cfg := Config{ClassDir: filepath.Join(dir, "class"), AuthorizedKeys: keysFile, TeacherKeys: teacherFile,
		Listen: "127.0.0.1:0", ConnPerMin: 10 * n, MaxSessions: 2 * n}
	build := func(s *Session) (tea.Model, error) {
		return app.ForClient(app.Client{Renderer: s.Renderer, Dir: s.Dir, Seed: 1, Class: s.Seat}), nil
	}
	srv, err := New(cfg, build)
	if err != nil {
		t.Fatal(err)
	}
	// Every client comes from 127.0.0.1: allow them all from one address.
	srv.gate.perIP = 4 * n
	l, err := netListen()
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(l)
	defer srv.Close()
	addr := l.Addr().String()

	// The teacher presents the first lesson: every student follows it.
	prof := openLoadClient(t, addr, teacher, 100, 30)
	prof.settle(300 * time.Millisecond)
	prof.key("P")
	prof.key("\r")
	prof.settle(300 * time.Millisecond)

	var ms0, ms1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms0)
	clients := make([]*loadClient, n)
	for i := range clients {
		clients[i] = openLoadClient(t, addr, signers[i], 110, 45)
	}
	// Following, each is in the teacher's lesson: select its first pane
	// and start editing it.
	for i, c := range clients {
		// The lesson is rendered once its panes are drawn.
		for deadline := time.Now().Add(20 * time.Second); !c.shows("╭"); time.Sleep(10 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("student %d never saw the teacher's lesson; its screen:\n%s", i, lastOf(ansi.Strip(string(c.tail)), 3000))
			}
		}
		c.settle(100 * time.Millisecond)
		for _, k := range []string{"\t", "\r"} {
			if err := c.key(k); err != nil {
				t.Fatal(err)
			}
		}
		c.lat = nil
	}
	runtime.GC()
	runtime.ReadMemStats(&ms1)
	cpu0 := cpuTime()
	typeAll := func(cs []*loadClient) {
		// The teacher scrolls while the class types: every student gets
		// the teacher's position (and, typing, stays where it is).
		done := make(chan struct{})
		defer close(done)
		go func() {
			for i := 0; ; i++ {
				select {
				case <-done:
					return
				case <-time.After(100 * time.Millisecond):
					prof.in.Write([]byte{"jk"[i/20%2]})
				}
			}
		}()
		var wg sync.WaitGroup
		for _, c := range cs {
			wg.Add(1)
			go func(c *loadClient) {
				defer wg.Done()
				for i := range keys {
					k := string(rune('a' + i%26))
					if i%10 == 9 {
						k = "\x7f" // a backspace now and then
					}
					if err := c.key(k); err != nil {
						t.Error(err)
						return
					}
					time.Sleep(20 * time.Millisecond) // a fast typist: 50 keys a second
				}
			}(c)
		}
		wg.Wait()
	}
	typeAll(clients)
	for i, c := range clients {
		if !c.shows("abcdefghi") { // typed into the pane, not lost
			t.Errorf("student %d's pane does not show what was typed", i)
		}
	}
	res := loadResult{sessions: n}
	res.p50, res.p99, res.max = percentiles(clients)
	res.heapPerSession = float64(int64(ms1.HeapInuse)-int64(ms0.HeapInuse)) / float64(n)
	res.cpuPerSessionSecs = (cpuTime() - cpu0).Seconds() / float64(n)

	// One more client floods input while the others type again.
	flood := openLoadClient(t, addr, signers[n], 100, 30)
	stop := make(chan struct{})
	go func() {
		junk := make([]byte, 4096)
		for i := range junk {
			junk[i] = 'x'
		}
		for {
			select {
			case <-stop:
				return
			default:
				if _, err := flood.in.Write(junk); err != nil {
					return
				}
			}
		}
	}()
	for _, c := range clients {
		c.lat = nil
	}
	typeAll(clients)
	close(stop)
	_, res.floodP99, _ = percentiles(clients)
	return res
}

func percentiles(cs []*loadClient) (p50, p99, mx time.Duration) {
	var all []time.Duration
	for _, c := range cs {
		all = append(all, c.lat...)
	}
	if len(all) == 0 {
		return
	}
	sort.Slice(all, func(i, j int) bool { return all[i] < all[j] })
	return all[len(all)/2], all[len(all)*99/100], all[len(all)-1]
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestLoadSmall is the load test at a size for `make test`: every
// keystroke of every session gets its frame. Latencies are logged, not
// asserted (figures at full size are in docs/serve.md).
func TestLoadSmall(t *testing.T) {
	r := runLoad(t, 4, 12)
	t.Logf("%d sessions: keystroke→frame p50 %v p99 %v max %v; with a flooding client p99 %v; heap %.0f KiB/session; CPU %.2f s/session",
		r.sessions, r.p50, r.p99, r.max, r.floodP99, r.heapPerSession/1024, r.cpuPerSessionSecs)
}

// BenchmarkLoad50 is the full-size load test: 50 concurrent SSH sessions.
// go test -run '^$' -bench Load50 -benchtime 1x ./views/serve
func BenchmarkLoad50(b *testing.B) {
	for b.Loop() {
		r := runLoad(b, 50, 40)
		b.ReportMetric(float64(r.p50.Microseconds())/1000, "p50-ms")
		b.ReportMetric(float64(r.p99.Microseconds())/1000, "p99-ms")
		b.ReportMetric(float64(r.floodP99.Microseconds())/1000, "flood-p99-ms")
		b.ReportMetric(r.heapPerSession/1024, "KiB/session")
		b.ReportMetric(r.cpuPerSessionSecs, "cpu-s/session")
	}
}

func lastOf(s string, n int) string { return s[max(len(s)-n, 0):] }
