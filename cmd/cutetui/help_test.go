package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

// runH calls dispatch with "help" and args.
func runH(args ...string) (string, string, int) {
	var out, errb bytes.Buffer
	code := dispatch(append([]string{"help"}, args...), strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), code
}

func TestHelpTopics(t *testing.T) {
	out, errs, code := runH()
	if code != 0 || errs != "" {
		t.Fatalf("help: %d, %q", code, errs)
	}
	for _, want := range []string{"usage: cutetui help [--json] [TOPIC]", "  eval ", "  functions ", "  keys ", "  version  "} {
		if !strings.Contains(out, want) {
			t.Errorf("help lacks %q:\n%s", want, out)
		}
	}
}

func TestHelpEval(t *testing.T) {
	out, errs, code := runH("eval")
	if code != 0 || errs != "" || out != eval.Guide {
		t.Errorf("help eval: %d, %q; stdout is not the guide:\n%s", code, errs, out)
	}
	for _, want := range []string{"STATEMENTS", "NOTATION", "VARIABLES", "ERRORS", "eval_history"} {
		if !strings.Contains(out, want) {
			t.Errorf("the guide lacks %s", want)
		}
	}
}

func TestHelpFunctions(t *testing.T) {
	out, _, code := runH("functions")
	if code != 0 {
		t.Fatalf("status %d", code)
	}
	for _, d := range eval.Builtins(model.Library()) {
		for _, form := range strings.Split(d.Sig, " | ") { // a long usage goes a form a line
			if !strings.Contains(out, form) {
				t.Errorf("help functions lacks %s", form)
			}
		}
	}
	one, _, code := runH("left_inverse")
	if d, _ := eval.Help("left_inverse", model.Library()); code != 0 || !strings.HasPrefix(one, "  "+d.Sig+"\n      R with") {
		t.Errorf("help left_inverse: %d, %q", code, one)
	}
}

// TestHelpCommand: help COMMAND is that command's --help.
func TestHelpCommand(t *testing.T) {
	for _, name := range []string{"bench", "open", "lessons", "version"} {
		out, _, code := runH(name)
		var want, errb bytes.Buffer
		dispatch([]string{name, "--help"}, strings.NewReader(""), &want, &errb)
		if code != 0 || out != want.String() || out == "" {
			t.Errorf("help %s: %d, %q; want %q", name, code, out, want.String())
		}
	}
}

func TestHelpUnknown(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"keyz"}, `no topic, command or function "keyz" (did you mean keys?)`},
		{[]string{"coalese"}, `(did you mean coalesce?)`},
		{[]string{"zzzzzz"}, `no topic, command or function "zzzzzz"` + "\n"},
		{[]string{"eval", "keys"}, "one topic at a time, got 2"},
	} {
		out, errs, code := runH(tc.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.want) || !strings.HasPrefix(errs, "usage: cutetui help") {
			t.Errorf("help %v: %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}
}

// TestHelpFunctionsJSON: `help functions --json` (the flag before or after
// the topic) writes one object a function, the same functions and words
// as the text; `help --json NAME` writes one; anything else is refused.
func TestHelpFunctionsJSON(t *testing.T) {
	for _, args := range [][]string{{"functions", "--json"}, {"--json", "functions"}} {
		var out, errb bytes.Buffer
		if code := runHelp(args, strings.NewReader(""), &out, &errb); code != 0 || errb.Len() != 0 {
			t.Fatalf("help %v: %d %q", args, code, errb.String())
		}
		ds := eval.Builtins(model.Library())
		lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		if len(lines) != len(ds) {
			t.Fatalf("help %v: %d lines, want %d", args, len(lines), len(ds))
		}
		for i, l := range lines {
			var r functionRecord
			if err := json.Unmarshal([]byte(l), &r); err != nil || r.Name != ds[i].Name || r.Signature != ds[i].Sig || r.Doc != ds[i].Doc {
				t.Errorf("line %d: %v %+v, want %+v", i+1, err, r, ds[i])
			}
		}
	}
	var out, errb bytes.Buffer
	if code := runHelp([]string{"--json", "coalesce"}, strings.NewReader(""), &out, &errb); code != 0 || !strings.HasPrefix(out.String(), `{"name":"coalesce","signature":"coalesce(L[, profile])"`) {
		t.Errorf("help --json coalesce: %d %q %q", code, out.String(), errb.String())
	}
	for _, args := range [][]string{{"--json", "keys"}, {"--json"}, {"--json", "a", "b"}} {
		var out, errb bytes.Buffer
		if code := runHelp(args, strings.NewReader(""), &out, &errb); code != 2 || out.Len() != 0 {
			t.Errorf("help %v: %d %q, want 2 and nothing on stdout", args, code, out.String())
		}
	}
}
