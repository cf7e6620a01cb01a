package repl

import (
	"errors"
	"os"
	"sync"

	"github.com/ergochat/readline"
	"golang.org/x/term"
)

// Terminal is a LineReader with line editing and history, reading the
// keys from one terminal and drawing the prompt and the line on another
// (usually standard input and standard error, so that standard output
// holds only answers).
type Terminal struct {
	rl    *readline.Instance
	names *completer
}

// NewTerminal edits lines typed on in, drawn on out, after prompt, with
// earlier lines (oldest first) to recall with up and ctrl+r, and tab
// completion of function and variable names.
func NewTerminal(in, out *os.File, prompt string, earlier []string) (*Terminal, error) {
	inFd, outFd := int(in.Fd()), int(out.Fd())
	var mu sync.Mutex
	var saved *term.State
	names := &completer{}
	cfg := &readline.Config{
		Prompt:            prompt,
		HistoryLimit:      HistoryLimit,
		HistorySearchFold: true,
		AutoComplete:      names,
		Stdin:             in,
		Stdout:            out,
		Stderr:            out,
		FuncIsTerminal:    func() bool { return term.IsTerminal(inFd) && term.IsTerminal(outFd) },
		FuncMakeRaw: func() error {
			mu.Lock()
			defer mu.Unlock()
			st, err := term.MakeRaw(inFd)
			if err == nil {
				saved = st
			}
			return err
		},
		FuncExitRaw: func() error {
			mu.Lock()
			defer mu.Unlock()
			if saved == nil {
				return nil
			}
			err := term.Restore(inFd, saved)
			saved = nil
			return err
		},
		FuncGetSize: func() (int, int) {
			w, h, err := term.GetSize(outFd)
			if err != nil {
				return -1, -1
			}
			return w, h
		},
	}
	rl, err := readline.NewFromConfig(cfg)
	if err != nil {
		return nil, err
	}
	for _, l := range earlier {
		rl.SaveToHistory(l)
	}
	return &Terminal{rl: rl, names: names}, nil
}

// AddName makes a variable's name a completion.
func (t *Terminal) AddName(name string) { t.names.addVar(name) }

// ReadLine reads one edited line: io.EOF at ctrl+d on an empty line,
// ErrInterrupt at ctrl+c.
func (t *Terminal) ReadLine() (string, error) {
	l, err := t.rl.ReadLine()
	if errors.Is(err, readline.ErrInterrupt) {
		return "", ErrInterrupt
	}
	return l, err
}

// Close gives the terminal back as it was.
func (t *Terminal) Close() error { return t.rl.Close() }
