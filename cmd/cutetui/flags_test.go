package main

import (
	"bytes"
	"sort"
	"strings"
	"testing"
)

// TestUnknownFlagPrintsUsage: for the course and every sub-command, an
// unknown flag prints exactly what --help prints (on stderr instead of
// stdout), then one line naming the flag, and exits 2; no Go flag dump.
func TestUnknownFlagPrintsUsage(t *testing.T) {
	prefixes := [][]string{{}, {"lessons", "list"}, {"lessons", "check"}}
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		prefixes = append(prefixes, []string{n})
	}
	for _, p := range prefixes {
		name := strings.Join(append([]string{"cutetui"}, p...), " ")
		t.Run(name, func(t *testing.T) {
			var hout, herr bytes.Buffer
			code := dispatch(append(append([]string{}, p...), "--help"), strings.NewReader(""), &hout, &herr)
			if code != 0 || herr.Len() != 0 || !strings.Contains(hout.String(), "usage") {
				t.Fatalf("--help: status %d, stderr %q, stdout %q", code, herr.String(), hout.String())
			}
			var out, errb bytes.Buffer
			code = dispatch(append(append([]string{}, p...), "--bogus"), strings.NewReader(""), &out, &errb)
			if code != 2 {
				t.Errorf("--bogus: status %d, want 2", code)
			}
			if out.Len() != 0 {
				t.Errorf("--bogus wrote on stdout: %q", out.String())
			}
			e := errb.String()
			usage, last, found := strings.Cut(strings.TrimSuffix(e, "\n"), "\n\n"+name+": ")
			if !found {
				t.Fatalf("--bogus: stderr does not end with a line %q:\n%s", name+": ...", e)
			}
			if usage+"\n" != hout.String() {
				t.Errorf("--bogus: the usage differs from --help's:\n%s\n--- --help:\n%s", usage, hout.String())
			}
			if strings.Contains(last, "\n") || !strings.Contains(last, "-bogus") {
				t.Errorf("--bogus: error line %q, want one line naming -bogus", last)
			}
			if strings.Contains(e, "Usage of") {
				t.Errorf("--bogus: Go's flag dump:\n%s", e)
			}
		})
	}
}

// TestBadFlagValue: a flag with a bad value or no value is told the same way.
func TestBadFlagValue(t *testing.T) {
	for _, args := range [][]string{{"--style"}, {"bench", "--rounds", "many"}, {"eval", "--json=maybe"}} {
		var out, errb bytes.Buffer
		if code := dispatch(args, strings.NewReader(""), &out, &errb); code != 2 {
			t.Errorf("%v: status %d, want 2", args, code)
		}
		lines := strings.Split(strings.TrimSuffix(errb.String(), "\n"), "\n")
		last := lines[len(lines)-1]
		if !strings.Contains(lines[0]+lines[1]+lines[2], "usage") || !strings.HasPrefix(last, "cutetui") {
			t.Errorf("%v: stderr %q", args, errb.String())
		}
	}
}

func TestCommandName(t *testing.T) {
	for in, want := range map[string]string{"cutetui": "cutetui", "": "cutetui", "eval": "cutetui eval", "lessons list": "cutetui lessons list"} {
		if got := commandName(in); got != want {
			t.Errorf("commandName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestUnknownCommand: the usage, then one line naming the command and the
// nearest one; status 2.
func TestUnknownCommand(t *testing.T) {
	for arg, want := range map[string]string{
		"evl":        "\ncutetui: unknown command \"evl\" (did you mean eval?)\n",
		"frobnicate": "\ncutetui: unknown command \"frobnicate\"\n",
		"notes.md":   "\ncutetui: unknown command \"notes.md\" (to open a notebook: cutetui open notes.md)\n",
	} {
		var out, errb bytes.Buffer
		code := dispatch([]string{arg}, strings.NewReader(""), &out, &errb)
		var help bytes.Buffer
		usage(&help)
		if code != 2 || out.Len() != 0 || errb.String() != help.String()+want {
			t.Errorf("%s: status %d, stdout %q, stderr ends %q; want 2 and %q", arg, code, out.String(), errb.String()[max(0, errb.Len()-80):], want)
		}
	}
}
