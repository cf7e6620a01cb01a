// Command cutetui is a terminal tutor and notebook for CuTe, the layout
// algebra of NVIDIA CUTLASS.
//
// This file only dispatches: each sub-command lives in its own file and
// registers itself in commands from an init function.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/cutetui/cutetui/cmd/cutetui/internal/repl"
	"github.com/cutetui/cutetui/lessons"
)

// command is one sub-command of cutetui.
type command struct {
	summary string // one line for the usage text
	// run executes the command with its arguments (not including its name)
	// and returns the process exit status.
	run func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// commands holds every sub-command by name; files register with register.
var commands = map[string]command{}

// defaultCommand runs when cutetui is started with no sub-command. The TUI
// sets it; until then the usage text is printed.
var defaultCommand func(args []string, stdin io.Reader, stdout, stderr io.Writer) int

func register(name, summary string, run func(args []string, stdin io.Reader, stdout, stderr io.Writer) int) {
	commands[name] = command{summary: summary, run: run}
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "cutetui — a terminal tutor and notebook for CuTe layouts")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "usage: cutetui [--lesson NAME] [--style auto|dark|light|notty]")
	fmt.Fprintln(w, "       cutetui COMMAND [arguments]")
	fmt.Fprintln(w, "       cutetui --version")
	fmt.Fprintln(w)
	fmt.Fprintf(w, "With no command, opens the course: %d lessons with live layout panes\n", len(lessons.Catalog()))
	fmt.Fprintln(w, "(--lesson coalesce opens one directly; ? inside shows every key).")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "flags:")
	fs, _ := tuiFlagSet("cutetui", true)
	printFlags(fs, w)
	fmt.Fprintln(w)
	fmt.Fprintln(w, "commands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	width := 0
	for _, n := range names {
		width = max(width, len(n))
	}
	for _, n := range names {
		fmt.Fprintf(w, "  %-*s  %s\n", width, n, commands[n].summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Run 'cutetui COMMAND -h' for a command's flags, 'cutetui help' for the")
	fmt.Fprintln(w, "help topics (the eval language, the tutor's keys).")
}

// isGlobalFlag reports whether arg is one of the flags that stand for a
// command (help, version) rather than a flag of the course.
func isGlobalFlag(arg string) bool {
	switch arg {
	case "-h", "-help", "--help", "-version", "--version":
		return true
	}
	return false
}

func main() {
	os.Exit(dispatch(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// dispatch picks the sub-command named by args[0] and runs it.
func dispatch(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || (len(args[0]) > 0 && args[0][0] == '-' && !isGlobalFlag(args[0])) {
		if defaultCommand != nil {
			return defaultCommand(args, stdin, stdout, stderr)
		}
		if len(args) == 0 {
			usage(stdout)
			return 0
		}
	}
	switch args[0] {
	case "-h", "-help", "--help":
		usage(stdout)
		return 0
	case "-version", "--version":
		return runVersion(args[1:], stdin, stdout, stderr)
	}
	c, ok := commands[args[0]]
	if !ok {
		usage(stderr)
		names := make([]string, 0, len(commands))
		for n := range commands {
			names = append(names, n)
		}
		hint := ""
		if best := repl.Closest(args[0], names); best != "" {
			hint = " (did you mean " + best + "?)"
		} else if strings.HasSuffix(args[0], ".md") {
			hint = " (to open a notebook: cutetui open " + args[0] + ")"
		}
		fmt.Fprintf(stderr, "\ncutetui: unknown command %q%s\n", args[0], hint)
		return 2
	}
	rest, err := withSettings(args[0], args[1:])
	if err != nil {
		fmt.Fprintf(stderr, "cutetui %s: %v\n", args[0], err)
		return 2
	}
	return c.run(rest, stdin, stdout, stderr)
}
