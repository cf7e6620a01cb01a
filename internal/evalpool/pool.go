package evalpool

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// ErrLimit is what a statement that ended its worker is told (errors.Is
// matches every *LimitError).
var ErrLimit = errors.New("this statement went past the class's limits")

// LimitError is a statement that went past a worker's limits: the line
// the worker was running and what it ran into.
type LimitError struct {
	Line int    // 1-based line of the request's source (0: unknown)
	Why  string // "more memory than …", "longer than …", …
}

func (e *LimitError) Error() string { return ErrLimit.Error() + " (" + e.Why + ")" }

// Is makes errors.Is(err, ErrLimit) true.
func (e *LimitError) Is(target error) bool { return target == ErrLimit }

// Config is a pool's size and limits.
type Config struct {
	// Start returns the command of one worker process; its standard input
	// and output carry the protocol (Serve is its other end).
	Start func() *exec.Cmd
	// Workers is how many run at once (default 2).
	Workers int
	// Timeout bounds one request (default 4 s): past it the worker is
	// killed and the statement it ran went past the limits.
	Timeout time.Duration
	// CPUPerSec is each student's budget in CPU seconds a second, with at
	// most Burst seconds saved up (defaults 0.5 and 4): a student past it
	// waits, and the others do not.
	CPUPerSec, Burst float64
	// Debounce is how long Evaluator waits before it runs an edit, so
	// that an edit superseded sooner costs nothing (default 30 ms).
	Debounce time.Duration
	// Log, when set, is told each worker that ended past its limits.
	Log func(format string, args ...any)
}

// Pool runs requests on worker processes.
type Pool struct {
	cfg    Config
	slots  chan struct{}
	nextID atomic.Uint64

	mu      sync.Mutex
	idle    []*worker
	budgets map[string]*bucket
	closed  bool

	// Started counts the worker processes started (for tests and logs).
	Started atomic.Int64
}

// New returns a pool; workers start when first needed.
func New(cfg Config) *Pool {
	if cfg.Workers <= 0 {
		cfg.Workers = 2
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 4 * time.Second
	}
	if cfg.CPUPerSec <= 0 {
		cfg.CPUPerSec = 0.5
	}
	if cfg.Burst <= 0 {
		cfg.Burst = 4
	}
	if cfg.Debounce <= 0 {
		cfg.Debounce = 30 * time.Millisecond
	}
	return &Pool{cfg: cfg, slots: make(chan struct{}, cfg.Workers), budgets: map[string]*bucket{}}
}

// Close stops every idle worker; busy ones stop when their request ends.
func (p *Pool) Close() {
	p.mu.Lock()
	idle := p.idle
	p.idle, p.closed = nil, true
	p.mu.Unlock()
	for _, w := range idle {
		w.stop()
	}
}

// Run runs src's statements for student in a worker and returns their
// outcomes. The error is ctx's when ctx ended first (the worker is then
// stopped: nothing goes on computing for a caller who left), a
// *LimitError when the worker died or ran out of time on a statement.
func (p *Pool) Run(ctx context.Context, student, src string) ([]Line, error) {
	if err := p.wait(ctx, student); err != nil {
		return nil, err
	}
	select {
	case p.slots <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-p.slots }()
	w, err := p.get()
	if err != nil {
		return nil, err
	}
	start := time.Now()
	rep, err := w.do(ctx, Request{ID: p.nextID.Add(1), Src: src}, p.cfg.Timeout)
	var sup errSuperseded
	if errors.As(err, &sup) {
		p.charge(student, rep.CPU)
		p.put(w)
		return nil, sup.error
	}
	if err != nil {
		w.stop()
		p.charge(student, time.Since(start).Seconds())
		var le *LimitError
		if errors.As(err, &le) && p.cfg.Log != nil {
			p.cfg.Log("a worker went past its limits for %s at line %d: %s", student, le.Line, le.Why)
		}
		return nil, err
	}
	p.charge(student, rep.CPU)
	if rep.Exit {
		w.stop()
	} else {
		p.put(w)
	}
	return rep.Lines, nil
}

func (p *Pool) get() (*worker, error) {
	p.mu.Lock()
	if n := len(p.idle); n > 0 {
		w := p.idle[n-1]
		p.idle = p.idle[:n-1]
		p.mu.Unlock()
		return w, nil
	}
	closed := p.closed
	p.mu.Unlock()
	if closed {
		return nil, errors.New("the evaluation pool is closed")
	}
	p.Started.Add(1)
	return startWorker(p.cfg.Start())
}

func (p *Pool) put(w *worker) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		go w.stop()
		return
	}
	p.idle = append(p.idle, w)
}

// bucket is one student's CPU budget: tokens in CPU seconds.
type bucket struct {
	tokens float64
	last   time.Time
}

func (p *Pool) refill(student string) *bucket {
	b := p.budgets[student]
	now := time.Now()
	if b == nil {
		if len(p.budgets) > 1<<14 { // bounded: forget those long refilled
			for k, v := range p.budgets {
				if v.tokens >= p.cfg.Burst {
					delete(p.budgets, k)
				}
			}
		}
		b = &bucket{tokens: p.cfg.Burst, last: now}
		p.budgets[student] = b
	}
	b.tokens = min(p.cfg.Burst, b.tokens+now.Sub(b.last).Seconds()*p.cfg.CPUPerSec)
	b.last = now
	return b
}

// wait waits until student's budget is not overdrawn, or ctx ends.
func (p *Pool) wait(ctx context.Context, student string) error {
	for {
		p.mu.Lock()
		debt := -p.refill(student).tokens
		p.mu.Unlock()
		if debt <= 0 {
			return nil
		}
		t := time.NewTimer(time.Duration(debt / p.cfg.CPUPerSec * float64(time.Second)))
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		}
	}
}

func (p *Pool) charge(student string, secs float64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.refill(student).tokens -= secs
}

// worker is one worker process.
type worker struct {
	cmd     *exec.Cmd
	in      io.WriteCloser
	replies chan Reply // closed when the worker's output ends
	stderr  *tail
	exited  chan struct{} // closed once the process is reaped
	once    sync.Once
}

func startWorker(cmd *exec.Cmd) (*worker, error) {
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	w := &worker{cmd: cmd, in: in, replies: make(chan Reply, 64), stderr: &tail{max: 4096}, exited: make(chan struct{})}
	cmd.Stderr = w.stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting an evaluation worker: %w", err)
	}
	go w.read(out)
	go func() {
		cmd.Wait()
		close(w.exited)
	}()
	return w, nil
}

// read turns the worker's output into replies; an over-long or broken
// line ends the worker.
func (w *worker) read(out io.Reader) {
	defer close(w.replies)
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 64<<10), maxReply)
	for sc.Scan() {
		var r Reply
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			w.stderr.Write([]byte("\nunreadable reply"))
			w.kill()
			return
		}
		w.replies <- r
	}
	if sc.Err() != nil {
		w.stderr.Write([]byte("\nreply too long"))
		w.kill()
	}
}

// do sends one request and waits for its reply, the worker's end, the
// timeout or ctx, whichever comes first.
func (w *worker) do(ctx context.Context, req Request, timeout time.Duration) (Reply, error) {
	line, err := json.Marshal(req)
	if err != nil {
		return Reply{}, err
	}
	if _, err := w.in.Write(append(line, '\n')); err != nil {
		return Reply{}, &LimitError{Why: "the worker had stopped: " + err.Error()}
	}
	at := 0
	t := time.NewTimer(timeout)
	defer t.Stop()
	for {
		select {
		case r, ok := <-w.replies:
			if !ok {
				return Reply{}, &LimitError{Line: at, Why: w.why()}
			}
			if r.ID != req.ID {
				continue
			}
			if r.Done {
				return r, nil
			}
			at = r.At
		case <-t.C:
			return Reply{}, &LimitError{Line: at, Why: fmt.Sprintf("it ran longer than %v", timeout)}
		case <-ctx.Done():
			// The caller left. A request about to finish is let finish,
			// so the worker can be reused; one still running is stopped.
			if r, ok := w.await(req.ID, cancelGrace); ok {
				return r, errSuperseded{ctx.Err()}
			}
			return Reply{}, ctx.Err()
		}
	}
}

// cancelGrace is how long a request whose caller left may still take to
// finish before its worker is stopped (starting a worker costs more).
const cancelGrace = 200 * time.Millisecond

// errSuperseded is a request whose caller left but that finished within
// cancelGrace: the worker is sound.
type errSuperseded struct{ error }

func (e errSuperseded) Unwrap() error { return e.error }

// await waits up to d for the end of request id.
func (w *worker) await(id uint64, d time.Duration) (Reply, bool) {
	t := time.NewTimer(d)
	defer t.Stop()
	for {
		select {
		case r, ok := <-w.replies:
			if !ok {
				return Reply{}, false
			}
			if r.ID == id && r.Done {
				return r, true
			}
		case <-t.C:
			return Reply{}, false
		}
	}
}

// why says what ended the worker, from how it exited and its last words.
func (w *worker) why() string {
	select {
	case <-w.exited:
	case <-time.After(time.Second):
		w.kill()
		<-w.exited
	}
	msg := w.stderr.String()
	switch {
	case strings.Contains(msg, "stack overflow") || strings.Contains(msg, "stack exceeds"):
		return "its recursion went too deep"
	case strings.Contains(msg, "out of memory") || strings.Contains(msg, "cannot allocate memory"):
		return "it needed more memory than the class allows"
	case strings.Contains(msg, "reply too long"):
		return "its result was too long"
	}
	if st := w.cmd.ProcessState; st != nil {
		if why, ok := signalled(st); ok {
			return why
		}
		return fmt.Sprintf("the worker exited (%d)", st.ExitCode())
	}
	return "the worker stopped"
}

func (w *worker) kill() {
	if w.cmd.Process != nil {
		w.cmd.Process.Kill()
	}
}

// stop ends the worker: its input is closed (a worker exits when its
// requests end) and the process killed, then reaped.
func (w *worker) stop() {
	w.once.Do(func() {
		w.in.Close()
		w.kill()
		go func() {
			for range w.replies { // the reader may wait to hand over a reply
			}
		}()
	})
}

// tail keeps the first and the last max bytes written to it (a Go
// runtime's fatal error comes first, then a long traceback).
type tail struct {
	mu   sync.Mutex
	max  int
	head []byte
	b    []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if n := min(t.max-len(t.head), len(p)); n > 0 {
		t.head = append(t.head, p[:n]...)
	}
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = t.b[len(t.b)-t.max:]
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.head) + "\n…\n" + string(t.b)
}
