package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// completionScript writes `cutetui completion SHELL` into dir/name.
func completionScript(t *testing.T, shell, dir, name string) string {
	t.Helper()
	var out, errb bytes.Buffer
	if code := dispatch([]string{"completion", shell}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("completion %s: %d %s", shell, code, errb.String())
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// completionDir is a directory with notebooks, another file and a
// sub-directory, for the file completions.
func completionDir(t *testing.T) string {
	dir := t.TempDir()
	for _, f := range []string{"notes.md", "other.md", "image.png"} {
		if err := os.WriteFile(filepath.Join(dir, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// runShell runs a shell command in dir with a deadline and returns its
// standard output.
func runShell(t *testing.T, dir string, name string, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	home := t.TempDir() // where a shell keeps its own files, away from dir
	cmd.Env = append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+home, "XDG_DATA_HOME="+home)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %v: %v\n%s%s", name, args, err, out.String(), errb.String())
	}
	return out.String()
}

// TestCompletionBash sources the bash script in bash and drives its
// completion function as bash does (COMP_WORDS, COMP_CWORD): commands,
// flags, flag values (--flag v, --flag=v, bash's split "--flag = v"),
// lesson names, sub-commands, help topics and .md files.
func TestCompletionBash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	dir := completionDir(t)
	script := completionScript(t, "bash", dir, "cutetui.bash")
	cases := []struct {
		words []string
		want  string // COMPREPLY, sorted, space-separated
	}{
		{[]string{"cutetui", ""}, strings.Join(commandNames(), " ")},
		{[]string{"cutetui", "--st"}, "--style"},
		{[]string{"cutetui", "--style", ""}, "auto dark light notty"},
		{[]string{"cutetui", "--style", "=", "d"}, "dark"},
		{[]string{"cutetui", "--style=l"}, "--style=light"},
		{[]string{"cutetui", "--lesson", "coa"}, "coalesce"},
		{[]string{"cutetui", "--lesson", "coalesce", "op"}, "open"},
		{[]string{"cutetui", "lessons", ""}, "check list"},
		{[]string{"cutetui", "lessons", "check", "-"}, "--json -q"},
		{[]string{"cutetui", "lessons", "list", "--"}, "--json"},
		{[]string{"cutetui", "open", ""}, "notes.md other.md sub"},
		{[]string{"cutetui", "new", "--style", "dark", "n"}, "notes.md"},
		{[]string{"cutetui", "help", "coal"}, "coalesce"},
		{[]string{"cutetui", "help", "ke"}, "keys"},
		{[]string{"cutetui", "draw", "--color", ""}, "bank thread tile value"},
		{[]string{"cutetui", "draw", "-o", "i"}, "image.png"},
		{[]string{"cutetui", "draw", "-o", "x.png", "--col"}, "--color"},
		{[]string{"cutetui", "completion", ""}, "bash fish zsh"},
		{[]string{"cutetui", "bench", "--banks"}, "--banks --banks-out"}, // not the internal --banks-child
	}
	var drive strings.Builder
	drive.WriteString("source " + script + "\ncomplete -p cutetui\n")
	for _, c := range cases {
		var q []string
		for _, w := range c.words {
			q = append(q, shQuote(w))
		}
		drive.WriteString("COMP_WORDS=(" + strings.Join(q, " ") + "); COMP_CWORD=" + strconv.Itoa(len(c.words)-1) +
			"; _cutetui; printf '%s\\n' \"${COMPREPLY[@]}\" | sort | tr '\\n' ' '; echo\n")
	}
	out := runShell(t, dir, bash, "--norc", "--noprofile", "-c", drive.String())
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(cases)+1 || lines[0] != "complete -F _cutetui cutetui" {
		t.Fatalf("bash printed:\n%s", out)
	}
	for i, c := range cases {
		if got := strings.TrimSpace(lines[i+1]); got != c.want {
			t.Errorf("%q: completes %q, want %q", c.words, got, c.want)
		}
	}
}

// TestCompletionFish sources the fish script and asks fish to complete
// command lines (complete -C), as it does on tab.
func TestCompletionFish(t *testing.T) {
	fish, err := exec.LookPath("fish")
	if err != nil {
		t.Skip("no fish")
	}
	dir := completionDir(t)
	script := completionScript(t, "fish", dir, "cutetui.fish")
	cases := []struct{ line, want string }{
		{"cutetui le", "lessons"},
		{"cutetui --st", "--style"},
		{"cutetui --style ", "auto dark light notty"},
		{"cutetui --lesson coa", "coalesce"},
		{"cutetui lessons ", "check list"},
		{"cutetui lessons check -", "--json -q"},
		{"cutetui open ", "notes.md other.md sub/"},
		{"cutetui help coal", "coalesce"},
		{"cutetui draw --color ", "bank thread tile value"},
		{"cutetui completion ", "bash fish zsh"},
	}
	var drive strings.Builder
	drive.WriteString("source " + script + "\n")
	for _, c := range cases {
		drive.WriteString("complete -C " + shQuote(c.line) + " | string replace -r '\\t.*' '' | sort | string join ' '\n")
	}
	out := runShell(t, dir, fish, "--no-config", "-c", drive.String())
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(cases) {
		t.Fatalf("fish printed:\n%s", out)
	}
	for i, c := range cases {
		if got := strings.TrimSpace(lines[i]); got != c.want {
			t.Errorf("%q: completes %q, want %q", c.line, got, c.want)
		}
	}
}

// TestCompletionZsh installs the zsh script as _cutetui in fpath, and in
// an interactive zsh (under zpty, testdata/complete.zsh) types each line
// and a tab and waits for the completion to show what it should.
func TestCompletionZsh(t *testing.T) {
	zsh, err := exec.LookPath("zsh")
	if err != nil {
		t.Skip("no zsh")
	}
	dir := completionDir(t)
	fpath := t.TempDir()
	completionScript(t, "zsh", fpath, "_cutetui")
	driver, err := filepath.Abs("testdata/complete.zsh")
	if err != nil {
		t.Fatal(err)
	}
	pairs := []string{
		"cutetui --style ", "notty",
		"cutetui open ", "notes.md",
		"cutetui help coal", "coalesce",
		"cutetui lessons ", "list",
		"cutetui draw --color ", "thread",
		"cutetui completion ", "fish",
	}
	out := runShell(t, dir, zsh, append([]string{"-f", driver, fpath}, pairs...)...)
	for i := 0; i < len(pairs); i += 2 {
		if !strings.Contains(out, "ok "+pairs[i]+"\n") {
			t.Errorf("%q: zsh did not show %q:\n%s", pairs[i], pairs[i+1], out)
		}
	}
}

// TestCompletionUsage: no shell, or an unknown one, is a usage error.
func TestCompletionUsage(t *testing.T) {
	for _, args := range [][]string{{}, {"tcsh"}, {"bash", "zsh"}} {
		var out, errb bytes.Buffer
		if code := dispatch(append([]string{"completion"}, args...), strings.NewReader(""), &out, &errb); code != 2 || out.Len() != 0 || !strings.Contains(errb.String(), "want one of bash, zsh, fish") {
			t.Errorf("completion %v: %d %q %q", args, code, out.String(), errb.String())
		}
	}
}

// commandNames are the registered commands, sorted.
func commandNames() []string {
	var names []string
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
