package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
	"github.com/cutetui/cutetui/internal/evalpool"
	"github.com/cutetui/cutetui/internal/serve"
	"github.com/cutetui/cutetui/internal/termimg"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/cutetui/cutetui/views/app"
	"github.com/cutetui/cutetui/views/course"
)

func init() {
	register("serve", "serve the course to a class over SSH (cutetui serve --join-code CODE)", runServe)
}

const serveUsage = `usage: cutetui serve [--listen 127.0.0.1:2222] [--class DIR] [--host-key FILE]
                     [--authorized-keys FILE] [--teacher-keys FILE] [--join-code CODE]
                     [--notebook FILE.md]...

Serves the course over SSH: each student connects with their own ssh client
(ssh -t -p 2222 HOST) and gets their own course and progress. Keys only:
--authorized-keys lists students (authorized_keys format, the comment names
the student); with --join-code any key may join by typing the code and a
name, and comes back to its own progress later; --teacher-keys get the
teacher's session. The class directory keeps the host key, the roster,
each student's progress (by key), the answers, the class state and a log.
Students' statements run in 'cutetui worker' processes under memory and CPU
limits; every refusal is logged with its reason (docs/serve.md).`

func runServe(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("serve")
	var cfg serve.Config
	fs.StringVar(&cfg.Listen, "listen", serve.DefaultListen, "address to listen on (loopback by default; 0.0.0.0:2222 serves every interface)")
	fs.StringVar(&cfg.ClassDir, "class", "class", "class directory: roster, progress, answers, log, host key")
	fs.StringVar(&cfg.HostKey, "host-key", "", "host key file, generated on first start (default DIR/host_ed25519)")
	fs.StringVar(&cfg.AuthorizedKeys, "authorized-keys", "", "students' keys, authorized_keys format, each comment naming the student")
	fs.StringVar(&cfg.TeacherKeys, "teacher-keys", "", "teachers' keys, authorized_keys format")
	fs.StringVar(&cfg.JoinCode, "join-code", "", "open class: a new key joins by typing this code and a name")
	fs.IntVar(&cfg.MaxSessions, "max-sessions", 100, "most student sessions at once (teachers are never refused)")
	fs.IntVar(&cfg.PerAddress, "per-address", 64, "most connections at once from one address (a classroom behind one NAT shares one)")
	fs.IntVar(&cfg.ConnPerMin, "conn-per-min", 120, "most new connections a minute from one address")
	fs.DurationVar(&cfg.HandshakeMax, "handshake-timeout", 20*time.Second, "close a connection that has not opened its session by then")
	fs.IntVar(&cfg.JoinTries, "join-tries", 3, "wrong join codes a key or a connection may send in 10 minutes (10× that per address)")
	fs.DurationVar(&cfg.IdleTimeout, "idle-timeout", 30*time.Minute, "close a connection idle this long")
	fs.DurationVar(&cfg.MaxSession, "max-session", 8*time.Hour, "longest session")
	workers := fs.Int("workers", 2, "evaluation worker processes for students' statements")
	cpuPerSec := fs.Float64("cpu-per-student", 0.5, "CPU seconds a second each student's statements may use (bursts of 4 s)")
	var notebooks multiFlag
	fs.Var(&notebooks, "notebook", "a Markdown notebook to serve beside the course, for the teacher to present (repeatable)")
	notationFlag := fs.String("notation", "cpp", "the class's notation at the start of each session: cpp (CuTe's C++) or dsl (the CuTe DSL's Python); each student switches their own with D")
	use := func(w io.Writer) {
		fmt.Fprintln(w, serveUsage)
		fmt.Fprintln(w)
		printFlags(fs, w)
	}
	if code, ok := parseFlags(fs, args, use, stdout, stderr); !ok {
		return code
	}
	if fs.NArg() > 0 {
		use(stderr)
		fmt.Fprintf(stderr, "\ncutetui serve: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	notation, err := classNotation(fs, *notationFlag)
	if err != nil {
		fmt.Fprintf(stderr, "cutetui serve: %v\n", err)
		return 2
	}
	var served []course.Lesson
	for _, path := range notebooks {
		src, err := notebook.ReadSource(path)
		if err == nil {
			_, err = notebook.Load(src)
		}
		if err != nil {
			fmt.Fprintf(stderr, "cutetui serve: --notebook %v\n", err)
			return 1
		}
		served = append(served, app.NotebookLesson(path, src))
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintf(stderr, "cutetui serve: %v\n", err)
		return 1
	}
	var srv *serve.Server
	pool := evalpool.New(evalpool.Config{
		Start:     func() *exec.Cmd { return exec.Command(self, "worker") },
		Workers:   *workers,
		CPUPerSec: *cpuPerSec,
		Log: func(format string, args ...any) {
			if srv != nil {
				srv.Logf(format, args...)
			}
		},
	})
	defer pool.Close()
	srv, err = serve.New(cfg, classBuilder(pool, served, notation))
	if err != nil {
		fmt.Fprintf(stderr, "cutetui serve: %v\n", err)
		return 1
	}
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- srv.ListenAndServe() }()
	fmt.Fprintf(stdout, "cutetui serve: listening on %s; students connect with: ssh -t -p PORT HOST\n", srv.Addr())
	if cfg.JoinCode != "" {
		fmt.Fprintf(stdout, "join code: %s\n", cfg.JoinCode)
	}
	select {
	case err := <-done:
		if err != nil {
			fmt.Fprintf(stderr, "cutetui serve: %v\n", err)
			return 1
		}
	case <-stop:
		fmt.Fprintln(stdout, "cutetui serve: stopping")
		srv.Close()
	}
	return 0
}

// classNotation is the class's notation: --notation when given, else the
// teacher's settings file's notation, else cpp.
func classNotation(fs *flag.FlagSet, flagValue string) (string, error) {
	f := &tuiFlags{notation: flagValue, set: map[string]bool{}}
	fs.Visit(func(fl *flag.Flag) { f.set[fl.Name] = true })
	file := ""
	if !f.set["notation"] {
		settings, err := loadSettings()
		if err != nil {
			return "", err
		}
		file = settings.Notation
	}
	return pickNotation(f, file)
}

// classBuilder builds each session's app (sessionConfig), drawn for its
// client: a student's statements run in pool's workers, under the
// class's limits, in either notation; the course starts in notation and
// the seat's Notation key switches it for that session alone.
func classBuilder(pool *evalpool.Pool, served []course.Lesson, notation string) serve.Builder {
	var mu sync.Mutex
	seed := uint64(time.Now().UnixNano())
	return func(s *serve.Session) (tea.Model, error) {
		mu.Lock()
		seed++
		sd := seed
		mu.Unlock()
		cfg := sessionConfig(s, served, sd)
		cfg.Notation = notation
		if s.Role == serve.Student { // a student's statements run in a worker, under limits
			cfg.Evaluate = pool.Evaluator(s.Key, classText(local))
			cfg.EvaluateDSL = pool.Evaluator(s.Key, classText(localDSL))
		}
		return newApp(app.ClientCommon(s.Renderer), cfg), nil
	}
}

// sessionConfig is the app of one SSH session: progress and practice in
// the student's directory of the class, the served notebooks after the
// course, the session's seat, and the client's own terminal and image
// protocol. The benchmark is the teachers': a class does not share one GPU.
func sessionConfig(s *serve.Session, served []course.Lesson, seed uint64) appConfig {
	cfg := appConfig{StateDir: s.Dir, Seed: seed, Notebooks: served, Bench: s.Role == serve.Teacher,
		Terminal: s.Terminal, Images: string(termimg.Detect(s.Getenv))}
	if s.Seat != nil { // a nil *Seat would be a non-nil Classroom
		cfg.Classroom = s.Seat
	}
	return cfg
}

// local evaluates in this process what a worker already evaluated within
// the class's limits (evaluation is deterministic), for the pane to draw.
func local(src string) []eval.LineResult {
	return eval.NewEnv(eval.WithLibrary(model.Library())).ExecBlock(src)
}

// maxClassText bounds the text a student's pane prints (all its lines
// together). The server draws every pane it prints, in its own process:
// one print_latex((256,256):(256,1)) prints 2.6 MiB, which took the
// server 4 s and 450 MiB of allocations to draw (a pane of four: 10 s and
// 1.8 GiB; measured on the shared 2-core machine). The course's panes
// print at most a few hundred bytes (TestClassTextKeepsTheCourse).
const maxClassText = 256 << 10

// classText is run with each printout past maxClassText (counting the
// pane's lines before it) replaced by an error that says why, so that the
// pane draws at most maxClassText of text.
func classText(run func(src string) []eval.LineResult) func(src string) []eval.LineResult {
	return func(src string) []eval.LineResult {
		res := run(src)
		n := 0
		for i := range res {
			t := len(res[i].Result.Text)
			if n+t <= maxClassText {
				n += t
				continue
			}
			res[i].Result = eval.Result{}
			res[i].Err = &eval.Error{Pos: -1, Msg: fmt.Sprintf("this prints %d KiB, more than a class pane draws (%d KiB): print a smaller part, or run cutetui on your own machine",
				t>>10, maxClassText>>10)}
		}
		return res
	}
}

// localDSL is local printing as the CuTe DSL prints (the worker reads each
// statement in its notation either way; only the printing differs).
func localDSL(src string) []eval.LineResult {
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	env.Dialect = eval.DialectPrintDSL
	return env.ExecBlock(src)
}

// multiFlag is a flag that may be given several times.
type multiFlag []string

func (f *multiFlag) String() string     { return strings.Join(*f, ",") }
func (f *multiFlag) Set(v string) error { *f = append(*f, v); return nil }
