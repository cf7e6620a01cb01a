package evalpool

import (
	"bufio"
	"encoding/json"
	"io"
	"strings"
	"time"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

// WorkerLimits are what a worker process may use.
type WorkerLimits struct {
	AddressSpace uint64        // bytes of address space beyond what the worker maps at start (RLIMIT_AS)
	CPU          time.Duration // CPU time over the worker's life (RLIMIT_CPU); it recycles itself at half
	Stack        int           // bytes of Go stack per goroutine
}

// DefaultLimits are a worker's limits unless told otherwise: generous for
// every lesson, far below what would hurt a class server.
var DefaultLimits = WorkerLimits{AddressSpace: 1 << 30, CPU: 120 * time.Second, Stack: 64 << 20}

// Exec runs one statement in env; the default is env.Exec.
type Exec func(env *eval.Env, stmt string) (eval.Result, error)

// Serve is a worker's main loop: it applies the limits to its own process
// and answers requests from r on w until r ends. It returns when r ends, or
// after the reply that says the worker exits (it has used half its CPU).
func Serve(r io.Reader, w io.Writer, lim WorkerLimits, exec Exec) error {
	if err := applyLimits(lim); err != nil {
		return err
	}
	if exec == nil {
		exec = func(env *eval.Env, stmt string) (eval.Result, error) { return env.Exec(stmt) }
	}
	in := bufio.NewScanner(r)
	in.Buffer(make([]byte, 64<<10), maxRequest)
	out := json.NewEncoder(w)
	for in.Scan() {
		var req Request
		if err := json.Unmarshal(in.Bytes(), &req); err != nil {
			return err
		}
		cpu0 := cpuTime()
		lines := run(req, exec, func(at int) error { return out.Encode(Reply{ID: req.ID, At: at}) })
		used := cpuTime()
		rep := Reply{ID: req.ID, Done: true, Lines: lines, CPU: (used - cpu0).Seconds(), Exit: lim.CPU > 0 && used > lim.CPU/2}
		if err := out.Encode(rep); err != nil {
			return err
		}
		if rep.Exit {
			return nil
		}
	}
	return in.Err()
}

// maxRequest bounds a request line (a pane's text is far smaller).
const maxRequest = 4 << 20

// run runs the statements of req.Src as eval.Env.ExecBlock does, telling
// progress before each.
func run(req Request, exec Exec, progress func(at int) error) []Line {
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	var out []Line
	for i, stmt := range strings.Split(req.Src, "\n") {
		stmt = strings.TrimSuffix(stmt, "\r")
		if eval.IsBlank(stmt) {
			continue
		}
		if progress(i+1) != nil {
			return out
		}
		l := Line{Line: i + 1, Input: stmt}
		res, err := exec(env, stmt)
		if err != nil {
			if e, ok := err.(*eval.Error); ok {
				l.Err, l.Pos = e.Msg, e.Pos
			} else {
				l.Err = err.Error()
			}
		} else {
			l.Text = res.Text
		}
		out = append(out, l)
	}
	return out
}
