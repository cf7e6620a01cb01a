package repl

import (
	"errors"
	"os"
	"strings"
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
	out   *os.File
}

// NewTerminal edits lines typed on in, drawn on out, after prompt, with
// earlier lines (oldest first) to recall with up and ctrl+r, and tab
// completion of function and variable names.
func NewTerminal(in, out *os.File, prompt string, earlier []string) (*Terminal, error) {
	inFd, outFd := int(in.Fd()), int(out.Fd())
	var mu sync.Mutex
	var saved *term.State
	names := &completer{}
	g := newGuard(in, out)
	cfg := &readline.Config{
		Prompt:            prompt,
		HistoryLimit:      HistoryLimit,
		HistorySearchFold: true,
		AutoComplete:      names,
		// The guard answers readline's cursor queries and bounds a line;
		// no key puts a control character into the line; ctrl+d leaves
		// without echoing ^D.
		Stdin:               g,
		Stdout:              g,
		Stderr:              g,
		FuncFilterInputRune: visible,
		EOFPrompt:           "\n",
		FuncIsTerminal:      func() bool { return term.IsTerminal(inFd) && term.IsTerminal(outFd) },
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
	return &Terminal{rl: rl, names: names, out: out}, nil
}

// AddName makes a variable's name a completion.
func (t *Terminal) AddName(name string) { t.names.addVar(name) }

// ReadLine reads one edited line: io.EOF at ctrl+d on an empty line,
// ErrInterrupt at ctrl+c, ErrLineTooLong past MaxTerminalLine. The cursor
// is then at the start of the next line (readline ends the line with a
// bare line feed while the terminal is raw: the answers that followed
// started where the input ended, a staircase).
func (t *Terminal) ReadLine() (string, error) {
	l, err := t.rl.ReadLine()
	t.out.WriteString("\r")
	switch {
	case errors.Is(err, readline.ErrInterrupt):
		return "", ErrInterrupt
	case err == nil && strings.ContainsRune(l, cutMark):
		return "", ErrLineTooLong
	}
	return l, err
}

// Close gives the terminal back as it was.
func (t *Terminal) Close() error { return t.rl.Close() }

// SetPrompt changes the prompt of the lines read after it.
func (t *Terminal) SetPrompt(s string) { t.rl.SetPrompt(s) }
