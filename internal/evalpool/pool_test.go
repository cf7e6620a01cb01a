package evalpool

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cutetui/cutetui/engine/eval"
)

// The test binary is its own worker: with EVALPOOL_TEST_WORKER set it
// serves the protocol under small limits, with three statements that
// misbehave for real: crash() recurses without end (a Go stack overflow,
// fatal), hog() allocates without end (past RLIMIT_AS), spin() never
// returns.
func TestMain(m *testing.M) {
	if os.Getenv("EVALPOOL_TEST_WORKER") == "1" {
		lim := WorkerLimits{AddressSpace: 512 << 20, CPU: 20 * time.Second, Stack: 16 << 20}
		if raceEnabled {
			lim.AddressSpace = 0
		}
		err := Serve(os.Stdin, os.Stdout, lim, func(env *eval.Env, stmt string) (eval.Result, error) {
			switch stmt {
			case "crash()":
				return eval.Result{Text: fmt.Sprint(recurse(1))}, nil
			case "hog()":
				var keep [][]byte
				for {
					keep = append(keep, make([]byte, 64<<20))
					for i := 0; i < len(keep[len(keep)-1]); i += 4096 {
						keep[len(keep)-1][i] = 1
					}
				}
			case "spin()":
				//lint:ignore SA5002 spin() is meant never to return
				for {
				}
			}
			return env.Exec(stmt)
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

//go:noinline
func recurse(n int) int {
	var pad [256]byte
	pad[n%256] = byte(n)
	//lint:ignore SA5007 crash() is meant to overflow the stack
	return recurse(n+1) + int(pad[0])
}

func testPool(t *testing.T, cfg Config) *Pool {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cfg.Start = func() *exec.Cmd {
		c := exec.Command(self, "-test.run=^$")
		c.Env = append(os.Environ(), "EVALPOOL_TEST_WORKER=1")
		return c
	}
	p := New(cfg)
	t.Cleanup(p.Close)
	return p
}

func TestWorkerEvaluatesAsTheEngine(t *testing.T) {
	p := testPool(t, Config{})
	src := "A = (4,2):(2,1)\n\n# a comment\nsize(A)\ncoalesce(A)\nnope(A)"
	lines, err := p.Run(context.Background(), "ada", src)
	if err != nil {
		t.Fatal(err)
	}
	want := eval.NewEnv().ExecBlock(src)
	if len(lines) != len(want) {
		t.Fatalf("%d lines from the worker, %d in process", len(lines), len(want))
	}
	for i, w := range want {
		l := lines[i]
		if l.Line != w.Line || l.Input != w.Input || l.Text != w.Result.Text || (w.Err != nil) != (l.Err != "") {
			t.Errorf("line %d: worker %+v, in process %+v", i, l, w)
		}
	}
}

// TestLimitsEndOnlyTheWorker: a stack overflow, an allocation past the
// address-space limit and an endless loop each end their worker (never
// this process); the caller is told which line and why, and the next
// request runs on a fresh worker.
func TestLimitsEndOnlyTheWorker(t *testing.T) {
	p := testPool(t, Config{Workers: 1, Timeout: 2 * time.Second, CPUPerSec: 100, Burst: 100})
	cases := []struct{ stmt, why string }{
		{"crash()", "recursion went too deep"},
		{"hog()", "more memory"},
		{"spin()", "longer than 2s"},
	}
	if raceEnabled { // no address-space limit under the race detector
		cases = append(cases[:1], cases[2:]...)
	}
	for _, tc := range cases {
		src := "A = 8:1\n" + tc.stmt + "\nsize(A)"
		_, err := p.Run(context.Background(), "eve", src)
		var le *LimitError
		if !errors.As(err, &le) || !errors.Is(err, ErrLimit) {
			t.Fatalf("%s: err %v, want a LimitError", tc.stmt, err)
		}
		if le.Line != 2 || !strings.Contains(le.Why, tc.why) {
			t.Errorf("%s: line %d, why %q; want line 2, %q", tc.stmt, le.Line, le.Why, tc.why)
		}
		lines, err := p.Run(context.Background(), "eve", "size(8:1)")
		if err != nil || len(lines) != 1 || lines[0].Text != "8" {
			t.Fatalf("after %s: %v %+v; want a fresh worker to answer 8", tc.stmt, err, lines)
		}
	}
	if n := p.Started.Load(); n != int64(len(cases)+1) {
		t.Errorf("%d workers started, want %d (one, and one after each death)", n, len(cases)+1)
	}
}

// TestSupersededRequestStops: a request whose caller gives up returns at
// once and its worker is stopped; the next request is answered.
func TestSupersededRequestStops(t *testing.T) {
	p := testPool(t, Config{Workers: 1, Timeout: time.Minute})
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := p.Run(ctx, "ada", "spin()"); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err %v, want the context's", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("a superseded request returned after %v", d)
	}
	if lines, err := p.Run(context.Background(), "ada", "size(4:1)"); err != nil || lines[0].Text != "4" {
		t.Fatalf("next request: %v %+v", err, lines)
	}
}

// TestBudgetSlowsOnlyTheSpender: a student past the CPU budget waits for
// it; another student's request is answered meanwhile.
func TestBudgetSlowsOnlyTheSpender(t *testing.T) {
	p := testPool(t, Config{Workers: 2, Timeout: 300 * time.Millisecond, CPUPerSec: 0.1, Burst: 0.2})
	p.Run(context.Background(), "eve", "spin()") // charged 0.3 s of a 0.2 s burst
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	if _, err := p.Run(ctx, "eve", "size(4:1)"); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("eve over budget: err %v, want to wait past the context", err)
	}
	if lines, err := p.Run(context.Background(), "ada", "size(4:1)"); err != nil || lines[0].Text != "4" {
		t.Errorf("ada: %v %+v", err, lines)
	}
}

// TestEvaluatorMarksTheLine: through Evaluator, the lines before the one
// past the limits show their results, that line its error, and nothing
// after it runs in this process.
func TestEvaluatorMarksTheLine(t *testing.T) {
	p := testPool(t, Config{Workers: 1, Timeout: time.Second, CPUPerSec: 100, Burst: 100})
	var ran []string
	var mu sync.Mutex
	local := func(src string) []eval.LineResult {
		mu.Lock()
		ran = append(ran, src)
		mu.Unlock()
		return eval.NewEnv().ExecBlock(src)
	}
	ev := p.Evaluator("eve", local)
	res := ev(context.Background(), "A = 8:1\nsize(A)\ncrash()\nsize(A)")
	if len(res) != 3 || res[1].Result.Text != "8" || res[2].Line != 3 || res[2].Err == nil ||
		!strings.Contains(res[2].Err.Msg, "went past the class's limits") {
		t.Fatalf("results %+v", res)
	}
	if len(ran) != 1 || strings.Contains(ran[0], "crash") {
		t.Errorf("ran in process: %q; want only the lines before crash()", ran)
	}
	res = ev(context.Background(), "size(2:1)")
	if len(res) != 1 || res[0].Result.Text != "2" {
		t.Errorf("after: %+v", res)
	}
}

// TestEvaluatorDebounces: an edit superseded within the debounce never
// reaches a worker nor this process.
func TestEvaluatorDebounces(t *testing.T) {
	p := testPool(t, Config{Debounce: time.Second})
	ran := false
	ev := p.Evaluator("ada", func(src string) []eval.LineResult { ran = true; return nil })
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if res := ev(ctx, "size(8:1)"); res != nil || ran || p.Started.Load() != 0 {
		t.Errorf("a superseded edit ran: results %v, local %v, %d workers", res, ran, p.Started.Load())
	}
}
