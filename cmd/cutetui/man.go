package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/sweep"
	"github.com/cutetui/cutetui/views/keymap"
)

func init() {
	register("man", "print the manual page cutetui(1) in roff (cutetui man | man -l -)", runMan)
}

const manUsage = `usage: cutetui man

Prints the manual page cutetui(1), in roff, made from the same text as
--help and the help topics. Read it with: cutetui man | man -l -
Install it with: cutetui man > ~/.local/share/man/man1/cutetui.1
`

// runMan is `cutetui man`.
func runMan(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("man")
	use := func(w io.Writer) { fmt.Fprint(w, manUsage) }
	if code, ok := parseFlags(fs, args, use, stdout, stderr); !ok {
		return code
	}
	if fs.NArg() > 0 {
		use(stderr)
		fmt.Fprintf(stderr, "\ncutetui man: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	writeMan(stdout, cli())
	return 0
}

// writeMan writes cutetui(1): the course's usage and flags, each command's
// --help, the tutor's keys and the language guide, as roff (man macros).
func writeMan(w io.Writer, root cliCommand) {
	fmt.Fprintln(w, `.\" cutetui(1), written by "cutetui man" from the text of --help and`)
	fmt.Fprintln(w, `.\" the help topics: do not edit, run it again.`)
	fmt.Fprintln(w, `.TH CUTETUI 1 "" cutetui "User Commands"`)
	fmt.Fprintln(w, ".SH NAME")
	fmt.Fprintln(w, `cutetui \- a terminal tutor and notebook for CuTe layouts`)
	fmt.Fprintln(w, ".SH SYNOPSIS")
	fmt.Fprintln(w, `.B cutetui`)
	fmt.Fprintln(w, `[\fB\-\-lesson\fR \fINAME\fR] [\fB\-\-style\fR \fISTYLE\fR]`)
	fmt.Fprintln(w, ".br")
	fmt.Fprintln(w, `.B cutetui`)
	fmt.Fprintln(w, `\fICOMMAND\fR [\fIarguments\fR]`)
	fmt.Fprintln(w, ".SH DESCRIPTION")
	roffText(w, dropTitle(root.Help), false) // its title is the NAME
	fmt.Fprintln(w, ".SH COMMANDS")
	for _, c := range root.Subs {
		writeManCommand(w, c)
		for _, s := range c.Subs {
			writeManCommand(w, s)
		}
	}
	var keys bytes.Buffer
	writeKeys(&keys, keymap.Default())
	fmt.Fprintln(w, ".SH KEYS")
	roffText(w, dropTitle(keys.String()), true)
	fmt.Fprintln(w, ".SH THE LANGUAGE")
	roffText(w, dropTitle(eval.Guide), true)
	fmt.Fprintln(w, ".SH FILES")
	for _, f := range manFiles {
		fmt.Fprintf(w, ".TP\n%s\n%s\n", roffEscape(f[0]), roffEscape(f[1]))
	}
	fmt.Fprintln(w, ".SH ENVIRONMENT")
	for _, e := range manEnv {
		fmt.Fprintf(w, ".TP\n.B %s\n%s\n", e[0], roffEscape(e[1]))
	}
	fmt.Fprintln(w, ".SH SEE ALSO")
	fmt.Fprintln(w, `\fBcutetui help functions\fR lists the language's functions;`)
	fmt.Fprintln(w, `\fBcutetui completion\fR writes shell completions.`)
}

// manFiles and manEnv are the FILES and ENVIRONMENT sections.
var manFiles = [][2]string{
	{"$XDG_CONFIG_HOME/cutetui/config.toml", "settings: style, palette, inline images, keys, bench defaults (cutetui config prints them and where each came from; flags override them)"},
	{"$XDG_STATE_HOME/cutetui/", "progress through the course, practice, the eval history and notebooks' recovery copies"},
	{"$XDG_CACHE_HOME/cutetui/cubin/", "the benchmark's kernels compiled for your GPU (safe to delete: they are compiled again when needed)"},
}

var manEnv = [][2]string{
	{"XDG_CONFIG_HOME", "where config.toml is looked for (default ~/.config)"},
	{"NO_COLOR", "when set, no colour"},
	{gpu.EnvLibDir, "directories searched first for the CUDA libraries (bench)"},
	{sweep.EnvCompileJobs, "how many kernels bench compiles at once, 1 to 64 (default one a CPU, at most 16)"},
}

// writeManCommand writes one command's section: its name, its summary
// and its --help.
func writeManCommand(w io.Writer, c cliCommand) {
	fmt.Fprintf(w, ".SS \"cutetui %s\"\n", c.Name)
	if c.Summary != "" {
		fmt.Fprintln(w, roffEscape(upperFirst(c.Summary)+"."))
	}
	roffText(w, c.Help, false)
}

// dropTitle removes the first line (a topic's title) and the blank line
// under it.
func dropTitle(s string) string {
	_, rest, _ := strings.Cut(s, "\n")
	return strings.TrimLeft(rest, "\n")
}

func upperFirst(s string) string {
	for i, r := range s {
		return string(unicode.ToUpper(r)) + s[i+len(string(r)):]
	}
	return s
}

// roffText writes help text as roff: paragraphs of unindented lines are
// filled, a paragraph with indented lines keeps its layout (examples,
// tables), flags as flag.PrintDefaults writes them become tagged
// paragraphs, and (with headings) a lone line in capitals is a
// sub-section.
func roffText(w io.Writer, text string, headings bool) {
	for _, para := range strings.Split(strings.TrimRight(text, "\n"), "\n\n") {
		lines := strings.Split(strings.Trim(para, "\n"), "\n")
		if len(lines) == 0 || lines[0] == "" {
			continue
		}
		if headings && len(lines) == 1 && isHeading(lines[0]) {
			fmt.Fprintf(w, ".SS %q\n", lines[0])
			continue
		}
		if k := flagStart(lines); k >= 0 {
			if k > 0 {
				roffText(w, strings.Join(lines[:k], "\n"), headings)
			}
			for _, f := range parseFlagHelp(para) {
				fmt.Fprintf(w, ".TP\n\\fB\\-%s\\fR", roffEscape(f.Name))
				if f.Arg != "" {
					fmt.Fprintf(w, " \\fI%s\\fR", f.Arg)
				}
				fmt.Fprintf(w, "\n%s\n", roffEscape(f.Usage))
			}
			continue
		}
		indented := false
		for _, l := range lines {
			indented = indented || strings.HasPrefix(l, " ")
		}
		if !indented {
			fmt.Fprintln(w, ".PP")
			for _, l := range lines {
				fmt.Fprintln(w, roffEscape(l))
			}
			continue
		}
		fmt.Fprintln(w, ".PP\n.nf")
		for _, l := range lines {
			fmt.Fprintln(w, roffEscape(strings.ReplaceAll(l, "\t", "        ")))
		}
		fmt.Fprintln(w, ".fi")
	}
}

// flagStart is the index of the line where a block of flags (as
// flag.PrintDefaults writes them) starts and runs to the end of lines, or
// -1.
func flagStart(lines []string) int {
	for i, l := range lines {
		if !flagLine.MatchString(l) {
			continue
		}
		for _, m := range lines[i:] {
			if !flagLine.MatchString(m) && !strings.HasPrefix(m, "    \t") {
				return -1
			}
		}
		return i
	}
	return -1
}

// isHeading reports whether line is a heading of a help topic: capitals,
// spaces and punctuation, no lower-case letter.
func isHeading(line string) bool {
	if strings.HasPrefix(line, " ") {
		return false
	}
	upper := 0
	for _, r := range line {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsUpper(r) {
			upper++
		}
	}
	return upper >= 3
}

// roffEscape makes a line of text safe as roff input: backslashes
// printed, hyphens as \- (so flags copy as typed), and a line that starts
// with . or ' is not taken for a request.
func roffEscape(s string) string {
	s = strings.NewReplacer(`\`, `\e`, `-`, `\-`).Replace(s)
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, "'") {
		s = `\&` + s
	}
	return s
}
