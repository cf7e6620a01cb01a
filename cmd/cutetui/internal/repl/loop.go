// Package repl is the interactive side of `cutetui eval`: the loop that
// reads edited lines at a terminal (github.com/ergochat/readline), answers
// them with an eval.Session, and handles `help`; the history kept between
// runs; and the function list of `help` and `cutetui help functions`.
package repl

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/cutetui/cutetui/engine/eval"
)

// ErrInterrupt is what a LineReader returns when the user presses ctrl+c:
// the line being typed is dropped and the loop asks for the next.
var ErrInterrupt = errors.New("interrupt")

// ErrLineTooLong is what a LineReader returns for a line longer than it
// takes: the line counts, fails, and is not run.
var ErrLineTooLong = fmt.Errorf("longer than %d bytes at the terminal: not run (run a longer statement from a file: cutetui eval < FILE)", MaxTerminalLine)

// LineReader reads one line at a time, as a person typed it; io.EOF at the
// end (ctrl+d on an empty line).
type LineReader interface {
	ReadLine() (string, error)
}

// Prompter is a LineReader whose prompt can change: the lines that
// continue an open statement are read under ContinuePrompt, as Python's
// "..." shows.
type Prompter interface {
	SetPrompt(string)
}

// Prompt is the REPL's prompt; ContinuePrompt, of the same width, that of
// a line continuing an open statement.
const (
	Prompt         = "cute> "
	ContinuePrompt = "  ... "
)

// Greeting is what an interactive session shows first.
const Greeting = `cutetui eval: CuTe's layout algebra, one statement a line.
Try: A = (2,(1,6)):(1,(6,2)), then coalesce(A) or print_layout(A).
'help' lists the functions, 'help NAME' shows one; ctrl+d or 'exit' leaves.`

// Loop reads statements from lr and runs them in s until the end of input
// or `exit`/`quit`, numbering the lines from 1. `help` and `help NAME` write to
// msgs, as does the history's trouble (once); each entered statement is
// added to hist when it is not nil. Loop flushes s after each statement.
func Loop(s *eval.Session, lr LineReader, msgs io.Writer, hist *History) error {
	histErr := false
	for n := 0; ; {
		line, err := lr.ReadLine()
		if errors.Is(err, ErrInterrupt) {
			continue
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if errors.Is(err, ErrLineTooLong) {
			n++
			s.Failed = true
			fmt.Fprintf(msgs, "line %d: %v\n", n, err)
			continue
		}
		if err != nil {
			return err
		}
		n++ // every line read counts, blank or not, as a file's lines do
		first := n
		// A DSL call left open goes on on the next lines, as in Python.
		// Ctrl+C there drops the statement; the end of input runs it as
		// it is (its error says what is open) and ends the loop, whose
		// next read would wait (a terminal's end of input is read once).
		var contErr error
		pr, prompts := lr.(Prompter)
		line, k := s.Env.ContinueStatement(line, func() (string, bool) {
			if prompts {
				pr.SetPrompt(ContinuePrompt)
			}
			next, err := lr.ReadLine()
			contErr = err
			return next, err == nil
		})
		if prompts && (k > 0 || contErr != nil) {
			pr.SetPrompt(Prompt)
		}
		n += k
		if errors.Is(contErr, ErrInterrupt) {
			continue
		}
		if hist != nil && !histErr {
			if err := hist.Add(line); err != nil {
				histErr = true
				fmt.Fprintf(msgs, "cutetui eval: history not saved: %v\n", err)
			}
		}
		if done, handled := command(line, msgs); handled {
			if done {
				return nil
			}
			continue
		}
		s.Run(first, line)
		if err := s.Flush(); err != nil {
			return err
		}
		if contErr != nil && !errors.Is(contErr, ErrLineTooLong) {
			if errors.Is(contErr, io.EOF) {
				return nil
			}
			return contErr
		}
		if nm, ok := lr.(Namer); ok {
			if name := assigned(s.Env, line); name != "" {
				nm.AddName(name)
			}
		}
	}
}

// Namer is a LineReader that completes names: Loop tells it each variable
// a statement binds.
type Namer interface {
	AddName(name string)
}

// assigned returns the variable line assigns, if it is an assignment and
// the variable is bound in env; "" otherwise.
func assigned(env *eval.Env, line string) string {
	n, err := eval.Parse(line)
	if err != nil {
		return ""
	}
	a, ok := n.(*eval.Assign)
	if !ok {
		return ""
	}
	if _, ok := env.Lookup(a.Name); !ok {
		return ""
	}
	return a.Name
}

// command handles the interactive session's own words: `help`,
// `help NAME`, `exit` and `quit`, each alone on the line. handled is false
// for a statement; done asks to leave.
func command(line string, w io.Writer) (done, handled bool) {
	f := strings.Fields(line)
	switch {
	case len(f) == 1 && (f[0] == "exit" || f[0] == "quit"):
		return true, true
	case len(f) == 1 && (f[0] == "help" || f[0] == "?"):
		WriteFunctions(w, false)
		return false, true
	case len(f) == 2 && f[0] == "help":
		if err := WriteFunction(w, f[1]); err != nil {
			fmt.Fprintln(w, err)
		}
		return false, true
	}
	return false, false
}
