package repl

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

// scripted is a LineReader that returns its lines, then its end (io.EOF
// when nil).
type scripted struct {
	lines []string
	errs  map[int]error // an error instead of the line at this index
	end   error
	i     int
	reads int // calls of ReadLine
}

func (r *scripted) ReadLine() (string, error) {
	r.reads++
	if r.i >= len(r.lines) {
		if r.end != nil {
			return "", r.end
		}
		return "", io.EOF
	}
	i := r.i
	r.i++
	if err := r.errs[i]; err != nil {
		return "", err
	}
	return r.lines[i], nil
}

// loop runs Loop over lines and returns stdout, the messages and the error.
func loop(t *testing.T, r *scripted, hist *History) (string, string, *eval.Session, error) {
	t.Helper()
	var out, msgs bytes.Buffer
	s := eval.NewSession(&out, &msgs, false, false)
	err := Loop(s, r, &msgs, hist)
	return out.String(), msgs.String(), s, err
}

func TestLoopRunsStatements(t *testing.T) {
	out, msgs, s, err := loop(t, &scripted{lines: []string{"A = (2,(1,6)):(1,(6,2))", "", "coalesce(A)", "coalese(A)", "size(A)"}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if out != "12:1\n12\n" {
		t.Errorf("stdout %q", out)
	}
	// Every line counts, the blank one too, as in a file.
	if !strings.HasPrefix(msgs, "line 4: unknown function coalese (did you mean coalesce?)\n") {
		t.Errorf("messages %q", msgs)
	}
	if !s.Failed {
		t.Error("a failed statement does not mark the session failed")
	}
}

// namer is a scripted reader that records the names it is told.
type namer struct {
	scripted
	names []string
}

func (r *namer) AddName(name string) { r.names = append(r.names, name) }

// TestLoopNames: a reader that completes names is told each variable bound,
// not those of failed or other statements.
func TestLoopNames(t *testing.T) {
	r := &namer{scripted: scripted{lines: []string{"A = 8:1", "B = (2,3):(1,2,3)", "size(A)", "# C = 1", "tile = <2,_>", "A = 4:1"}}}
	var out, msgs bytes.Buffer
	s := eval.NewSession(&out, &msgs, false, false)
	if err := Loop(s, r, &msgs, nil); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(r.names, " "); got != "A tile A" {
		t.Errorf("names %q, want %q", got, "A tile A")
	}
}

func TestLoopHelp(t *testing.T) {
	out, msgs, s, err := loop(t, &scripted{lines: []string{"help", "help coalesce", "help coalese", "  help  ", "?"}}, nil)
	if err != nil || out != "" || s.Failed {
		t.Fatalf("err %v, stdout %q, failed %v", err, out, s.Failed)
	}
	ds := eval.Builtins(model.Library())
	if len(ds) < 50 {
		t.Fatalf("only %d built-ins", len(ds))
	}
	for _, d := range ds {
		if strings.Count(msgs, "  "+strings.Join(sigLines(d.Sig), "\n  ")+"\n") < 3 { // help, "  help  " and ?
			t.Errorf("help does not list %s", d.Sig)
		}
	}
	c, _ := eval.Help("coalesce", model.Library())
	if !strings.Contains(msgs, "  "+c.Sig+"\n      L with adjacent modes") {
		t.Errorf("help coalesce does not show its doc:\n%s", msgs)
	}
	if !strings.Contains(msgs, `no function "coalese" (did you mean coalesce?)`) {
		t.Errorf("help coalese: %s", msgs)
	}
}

func TestLoopLeaves(t *testing.T) {
	for _, word := range []string{"exit", "quit", " exit "} {
		out, _, _, err := loop(t, &scripted{lines: []string{"8:1", word, "16:1"}}, nil)
		if err != nil || out != "8:1\n" {
			t.Errorf("%q: err %v, stdout %q; want only 8:1", word, err, out)
		}
	}
}

// TestLoopInterrupt: ctrl+c drops the line and goes on; it is no line.
func TestLoopInterrupt(t *testing.T) {
	out, msgs, _, err := loop(t, &scripted{lines: []string{"x", "8:1", "(2,3"}, errs: map[int]error{0: ErrInterrupt}}, nil)
	if err != nil || out != "8:1\n" || !strings.HasPrefix(msgs, "line 2: ") {
		t.Errorf("err %v, stdout %q, messages %q", err, out, msgs)
	}
}

func TestLoopReadError(t *testing.T) {
	boom := errors.New("terminal gone")
	if _, _, _, err := loop(t, &scripted{lines: []string{"8:1"}, end: boom}, nil); !errors.Is(err, boom) {
		t.Errorf("err %v, want %v", err, boom)
	}
}

// TestLoopHistory: entered lines are appended to the history, help and
// exit too (they are typed again), blank lines not.
func TestLoopHistory(t *testing.T) {
	h := &History{Path: filepath.Join(t.TempDir(), "state", "cutetui", "eval_history")}
	if _, _, _, err := loop(t, &scripted{lines: []string{"A = 8:1", "", "size(A)", "help", "exit"}}, h); err != nil {
		t.Fatal(err)
	}
	got, err := h.Load()
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"A = 8:1", "size(A)", "help", "exit"}; strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("history %q, want %q", got, want)
	}
	// A history that cannot be written is told once, and the session goes on.
	blocked := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocked, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	out, msgs, _, err := loop(t, &scripted{lines: []string{"8:1", "4:1"}}, &History{Path: filepath.Join(blocked, "eval_history")})
	if err != nil || out != "8:1\n4:1\n" || strings.Count(msgs, "history not saved") != 1 {
		t.Errorf("err %v, stdout %q, messages %q", err, out, msgs)
	}
}

// TestLoopContinuesAnOpenDSLCall: a DSL call left open on a line goes on
// on the lines after it, as Python's does; the statement is numbered by
// its first line.
func TestLoopContinuesAnOpenDSLCall(t *testing.T) {
	out, msgs, _, err := loop(t, &scripted{lines: []string{"L = cute.make_layout(", "  (4, 8), stride=(8, 1)", ")", "cute.size(L)", "cute.size(L", ")", "cute.nope("}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if out != "32\n32\n" {
		t.Errorf("stdout %q, want 32 twice", out)
	}
	if !strings.HasPrefix(msgs, "line 7: ") {
		t.Errorf("messages %q, want line 7's error", msgs)
	}
}

// TestLoopEndsWhenInputEndsInsideAContinuation: the end of input read
// while a DSL call is open runs the statement and ends the loop (a
// terminal's end of input is read once: reading again would wait).
func TestLoopEndsWhenInputEndsInsideAContinuation(t *testing.T) {
	r := &scripted{lines: []string{"cute.size(cute.make_layout((4, 8))"}, end: io.EOF}
	out, msgs, _, err := loop(t, r, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.reads != 2 || out != "" || !strings.Contains(msgs, "line 1:") {
		t.Errorf("%d reads (want the line and the end, 2), stdout %q, messages %q", r.reads, out, msgs)
	}
}

// prompted is a scripted reader that records the prompt of each read.
type prompted struct {
	scripted
	prompt  string
	prompts []string
}

func (r *prompted) SetPrompt(s string) { r.prompt = s }
func (r *prompted) ReadLine() (string, error) {
	r.prompts = append(r.prompts, r.prompt)
	return r.scripted.ReadLine()
}

// TestLoopPromptsAContinuation: the lines continuing an open DSL call
// are read under "  ... ", the next statement under "cute> " again.
func TestLoopPromptsAContinuation(t *testing.T) {
	r := &prompted{scripted: scripted{lines: []string{"cute.size(cute.make_layout(", "(4, 8)))", "cute.size((4, 2))"}}, prompt: Prompt}
	var o, m bytes.Buffer
	s := eval.NewSession(&o, &m, false, false)
	if err := Loop(s, r, &m, nil); err != nil {
		t.Fatal(err)
	}
	want := []string{Prompt, ContinuePrompt, Prompt, Prompt}
	if strings.Join(r.prompts, "|") != strings.Join(want, "|") {
		t.Errorf("prompts %q, want %q", r.prompts, want)
	}
	if o.String() != "32\n8\n" {
		t.Errorf("stdout %q, want 32 and 8", o.String())
	}
}
