package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"golang.org/x/term"

	"github.com/cutetui/cutetui/cmd/cutetui/internal/repl"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

func init() {
	register("eval", "evaluate CuTe layout statements (arguments, or one a line on stdin)", runEval)
}

// runEval is `cutetui eval [--json] [--static] [--explain] [STATEMENT ...]`.
func runEval(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("eval")
	jsonOut := fs.Bool("json", false, "print one JSON object per statement: {\"line\",\"input\",\"value\"|\"error\"}")
	static := fs.Bool("static", false, "print CuTe's static form (_12:_1)")
	explain := fs.Bool("explain", false, "show each operation's derivation, step by step, before its result")
	dialectName := fs.String("dialect", "cpp", "notation: cpp (each statement read as written, C++'s printing) or dsl (the CuTe DSL's Python, read and printed; docs/dsl.md)")
	usage := func(w io.Writer) {
		fmt.Fprintln(w, "usage: cutetui eval [--json] [--static] [--explain] [--dialect cpp|dsl] [STATEMENT ...]")
		fmt.Fprintln(w, "")
		fmt.Fprintln(w, "Evaluates CuTe layout statements, sharing one environment:")
		fmt.Fprintln(w, "  cutetui eval 'A = (2,(1,6)):(1,(6,2))' 'coalesce(A)'")
		fmt.Fprintln(w, "With no statements, or -, reads one statement a line from standard input")
		fmt.Fprintln(w, "(at a terminal: with line editing, history and 'help').")
		fmt.Fprintln(w, "Use -- before a statement that starts with '-'. Exit status 1 if any failed.")
		fmt.Fprintln(w, "'cutetui help eval' describes the language.")
		fmt.Fprintln(w, "")
		printFlags(fs, w)
	}
	if code, ok := parseFlags(fs, args, usage, stdout, stderr); !ok {
		return code
	}
	dialect, ok := eval.ParseDialect(*dialectName)
	if !ok {
		fmt.Fprintf(stderr, "cutetui eval: --dialect %q: want cpp or dsl\n", *dialectName)
		return 2
	}
	if os.Getenv("GOGC") == "" {
		// Statements allocate a few hundred short-lived bytes each over
		// a live heap of a megabyte or two (most of it the packages'
		// start-up): at the default 100% the collector runs every few
		// thousand statements, scanning that heap each time; 400% runs
		// it a quarter as often (4,400 statements of the pycute mix:
		// 30 ms before, 26 ms after), for a heap of a few MB more.
		defer debug.SetGCPercent(debug.SetGCPercent(400))
	}
	s := eval.NewSession(stdout, stderr, *jsonOut, *static, eval.WithLibrary(model.Library()))
	s.Explain = *explain
	s.Env.Dialect = dialect
	stmts := fs.Args()
	if len(stmts) == 0 || (len(stmts) == 1 && stmts[0] == "-") {
		if in, ok := stdin.(*os.File); ok && !*jsonOut && term.IsTerminal(int(in.Fd())) {
			// A person at a terminal: prompts, help and history, and line
			// editing where the messages go to a terminal that can take it.
			// What a statement's errors quote of it has its control
			// characters made visible.
			s = eval.NewSession(repl.Escape(stdout), repl.Escape(stderr), false, *static, eval.WithLibrary(model.Library()))
			s.Explain = *explain
			s.Env.Dialect = dialect
			if msgs, ok := stderr.(*os.File); ok && term.IsTerminal(int(msgs.Fd())) && os.Getenv("TERM") != "dumb" {
				return interactive(s, func(earlier []string) (repl.LineReader, func() error, error) {
					t, err := repl.NewTerminal(in, msgs, repl.Prompt, earlier)
					if err != nil {
						return nil, nil, err
					}
					return t, t.Close, nil
				}, stderr)
			}
			return interactive(s, func([]string) (repl.LineReader, func() error, error) {
				return repl.NewPlain(in, repl.Prompt, stderr), func() error { return nil }, nil
			}, stderr)
		}
		if err := s.RunReader(stdin); err != nil {
			s.Flush()
			fmt.Fprintf(stderr, "cutetui eval: reading standard input: %v\n", err)
			return 1
		}
	} else {
		for i, st := range stmts {
			s.Run(i+1, st)
		}
	}
	if err := s.Flush(); err != nil {
		fmt.Fprintf(stderr, "cutetui eval: %v\n", err)
		return 1
	}
	if s.Failed {
		return 1
	}
	return 0
}

// interactive greets on msgs (standard error) and runs s on the lines of
// the reader open gives, with the history of earlier runs to recall; the
// exit status as for statements given as arguments.
func interactive(s *eval.Session, open func(earlier []string) (repl.LineReader, func() error, error), msgs io.Writer) int {
	fmt.Fprintln(msgs, repl.Greeting)
	var hist *repl.History
	var earlier []string
	if path, err := repl.HistoryPath(); err != nil {
		fmt.Fprintf(msgs, "cutetui eval: no history: %v\n", err)
	} else {
		hist = &repl.History{Path: path}
		if earlier, err = hist.Load(); err != nil {
			fmt.Fprintf(msgs, "cutetui eval: history %s: %v\n", path, err)
		}
	}
	lr, closeReader, err := open(earlier)
	if err != nil {
		fmt.Fprintf(msgs, "cutetui eval: %v\n", err)
		return 1
	}
	err = repl.Loop(s, lr, msgs, hist)
	closeReader()
	if err != nil {
		s.Flush()
		fmt.Fprintf(msgs, "cutetui eval: %v\n", err)
		return 1
	}
	if s.Failed {
		return 1
	}
	return 0
}
