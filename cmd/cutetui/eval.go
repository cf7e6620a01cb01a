package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"golang.org/x/term"

	"github.com/cutetui/cutetui/engine/eval"
)

func init() {
	register("eval", "evaluate CuTe layout statements (arguments, or one a line on stdin)", runEval)
}

// runEval is `cutetui eval [--json] [--static] [--explain] [STATEMENT ...]`.
func runEval(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("eval", flag.ContinueOnError)
	fs.SetOutput(stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object per statement: {\"line\",\"input\",\"value\"|\"error\"}")
	static := fs.Bool("static", false, "print CuTe's static form (_12:_1)")
	explain := fs.Bool("explain", false, "show each operation's derivation, step by step, before its result")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: cutetui eval [--json] [--static] [--explain] [STATEMENT ...]")
		fmt.Fprintln(stderr, "")
		fmt.Fprintln(stderr, "Evaluates CuTe layout statements, sharing one environment:")
		fmt.Fprintln(stderr, "  cutetui eval 'A = (2,(1,6)):(1,(6,2))' 'coalesce(A)'")
		fmt.Fprintln(stderr, "With no statements, or -, reads one statement a line from standard input.")
		fmt.Fprintln(stderr, "Use -- before a statement that starts with '-'. Exit status 1 if any failed.")
		fmt.Fprintln(stderr, "")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	s := eval.NewSession(stdout, stderr, *jsonOut, *static)
	s.Explain = *explain
	stmts := fs.Args()
	if len(stmts) == 0 || (len(stmts) == 1 && stmts[0] == "-") {
		if f, ok := stdin.(*os.File); ok && !*jsonOut && term.IsTerminal(int(f.Fd())) {
			// A person at a terminal: greet, prompt, answer line by line.
			fmt.Fprintln(stderr, "cutetui eval: CuTe's layout algebra, one statement a line (ctrl+d to leave).")
			fmt.Fprintln(stderr, "Try: A = (2,(1,6)):(1,(6,2)), then coalesce(A) or print_layout(A). Functions: docs/eval.md")
			s.Prompt = "cute> "
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
