package main

import (
	"bytes"
	"regexp"
	"sort"
	"strings"

	"github.com/cutetui/cutetui/cmd/cutetui/internal/termprobe"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
	"github.com/cutetui/cutetui/internal/config"
	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/views/figure"
)

// The command line as data, for `completion` and `man`. Everything here is
// read from the text `--help` prints (and from the course, the language
// and the views for the values), so the completions and the man page
// cannot drift from the commands.

// cliFlag is one flag of a command, as its --help lists it.
type cliFlag struct {
	Name  string // without dashes: "lesson"
	Arg   string // the value's kind ("string", "int", "duration"), "" for a boolean
	Usage string // the usage text, on one line
}

// internal reports whether the flag is for cutetui's own use (its usage
// starts "internal:"); completions leave it out.
func (f cliFlag) internal() bool { return strings.HasPrefix(f.Usage, "internal:") }

// cliCommand is the program or one of its sub-commands.
type cliCommand struct {
	Name    string // "cutetui", "draw", "lessons check"
	Summary string
	Help    string // what --help prints, verbatim
	Flags   []cliFlag
	Subs    []cliCommand
	Args    argKind // what its non-flag arguments are
}

// argKind is what a command's arguments are, for completion.
type argKind int

const (
	argsNone      argKind = iota
	argsStatement         // CuTe statements: nothing to complete
	argsMarkdown          // a .md file
	argsPath              // a .md file or a directory
	argsTopic             // a help topic, command or function
	argsShell             // bash, zsh or fish
)

// commandArgs says what each command's arguments are; a command not named
// takes none (or sub-commands).
var commandArgs = map[string]argKind{
	"open":          argsMarkdown,
	"new":           argsMarkdown,
	"help":          argsTopic,
	"eval":          argsStatement,
	"draw":          argsStatement,
	"lessons check": argsPath,
	"completion":    argsShell,
	"man":           argsNone,
}

// subCommands are the commands that have sub-commands of their own, with
// a summary each (the text of their usage says the same: a test checks).
var subCommands = map[string][][2]string{
	"lessons": {
		{"list", "the course's lessons in order"},
		{"check", "check a lesson file or a directory of them (default: the embedded lessons)"},
	},
}

// shells are the shells `completion` writes a script for.
var shells = []string{"bash", "zsh", "fish"}

// flagLine is a flag's first line in flag.PrintDefaults: two spaces,
// -name, the value's kind, and a one-letter boolean's usage after a tab.
var flagLine = regexp.MustCompile(`^  -([A-Za-z0-9][A-Za-z0-9_-]*)(?: ([a-z]+))?(?:\t(.*))?$`)

// parseFlagHelp reads the flags flag.PrintDefaults wrote into help.
func parseFlagHelp(help string) []cliFlag {
	var out []cliFlag
	lines := strings.Split(help, "\n")
	for i := 0; i < len(lines); i++ {
		m := flagLine.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		f := cliFlag{Name: m[1], Arg: m[2], Usage: m[3]}
		var usage []string
		for i+1 < len(lines) && strings.HasPrefix(lines[i+1], "    \t") {
			i++
			usage = append(usage, strings.TrimSpace(lines[i]))
		}
		if f.Usage == "" {
			f.Usage = strings.Join(usage, " ")
		}
		out = append(out, f)
	}
	return out
}

// helpText is what `cutetui CMD ARGS... --help` prints (without the
// settings file: the text is the command's own).
func helpText(cmd string, args ...string) string {
	var out, errb bytes.Buffer
	commands[cmd].run(append(args, "--help"), strings.NewReader(""), &out, &errb)
	return out.String()
}

// cli returns the program and its commands, read from their --help.
func cli() cliCommand {
	var top bytes.Buffer
	usage(&top)
	root := cliCommand{Name: "cutetui", Help: top.String(), Flags: parseFlagHelp(top.String())}
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		c := cliCommand{Name: n, Summary: commands[n].summary, Help: helpText(n), Args: commandArgs[n]}
		c.Flags = parseFlagHelp(c.Help)
		for _, s := range subCommands[n] {
			full := n + " " + s[0]
			sc := cliCommand{Name: full, Summary: s[1], Help: helpText(n, s[0]), Args: commandArgs[full]}
			sc.Flags = parseFlagHelp(sc.Help)
			c.Subs = append(c.Subs, sc)
		}
		root.Subs = append(root.Subs, c)
	}
	return root
}

// flagValues are the values a flag takes, where they are a fixed list:
// --lesson the course's lessons, --style the styles, --color the figure
// colourings, --inline the image protocols.
func flagValues(flag string) []string {
	switch flag {
	case "lesson":
		var ids []string
		for _, l := range lessons.Catalog() {
			ids = append(ids, l.ID)
		}
		return ids
	case "style":
		return termprobe.Styles
	case "images":
		return config.ImageModes
	case "color":
		var modes []string
		for m := figure.Mode(0); !strings.HasPrefix(m.String(), "Mode("); m++ {
			modes = append(modes, m.String())
		}
		return modes
	}
	return nil
}

// helpTopicNames are the words `cutetui help` takes: its topics, the
// commands and the language's functions.
func helpTopicNames() []string {
	var out []string
	for _, t := range helpTopics {
		out = append(out, t.name)
	}
	for n := range commands {
		if n != "help" {
			out = append(out, n)
		}
	}
	for _, d := range eval.Builtins(model.Library()) {
		out = append(out, d.Name)
	}
	sort.Strings(out)
	return dedupe(out)
}

func dedupe(sorted []string) []string {
	out := sorted[:0]
	for i, s := range sorted {
		if i == 0 || s != sorted[i-1] {
			out = append(out, s)
		}
	}
	return out
}
