package main

import (
	"fmt"
	"io"

	"github.com/cutetui/cutetui/cmd/cutetui/internal/repl"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
	"github.com/cutetui/cutetui/views/keymap"
)

func init() {
	register("help", "the help topics: the eval language, its functions, the tutor's keys", runHelp)
}

// helpTopics are the topics of `cutetui help`, in the order it lists them.
var helpTopics = []struct {
	name, summary string
	write         func(w io.Writer)
}{
	{"eval", "the layout language: statements, notation, calls, variables, errors", func(w io.Writer) { fmt.Fprint(w, eval.Guide) }},
	{"functions", "every function of the language, with its arguments", func(w io.Writer) { repl.WriteFunctions(w, true) }},
	{"keys", "the tutor's keys, screen by screen", func(w io.Writer) { writeKeys(w, keymap.Default()) }},
}

// helpUsage writes the usage of `cutetui help`: the topics.
func helpUsage(w io.Writer) {
	fmt.Fprintln(w, "usage: cutetui help [--json] [TOPIC]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "topics:")
	for _, t := range helpTopics {
		fmt.Fprintf(w, "  %-10s %s\n", t.name, t.summary)
	}
	fmt.Fprintf(w, "  %-10s %s\n", "FUNCTION", "one function of the language (cutetui help coalesce)")
	fmt.Fprintf(w, "  %-10s %s\n", "COMMAND", "a command's usage and flags (cutetui help bench)")
	fmt.Fprintln(w)
	fmt.Fprintln(w, `--json, with functions or FUNCTION: one JSON object a function, {"name","signature","doc"}.`)
}

// runHelp is `cutetui help [TOPIC]`.
func runHelp(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("help")
	jsonOut := fs.Bool("json", false, "functions as JSON")
	// --json may come before or after the topic.
	var topics []string
	for rest := args; ; rest = fs.Args()[1:] {
		if code, ok := parseFlags(fs, rest, helpUsage, stdout, stderr); !ok {
			return code
		}
		if fs.NArg() == 0 {
			break
		}
		topics = append(topics, fs.Arg(0))
	}
	if *jsonOut {
		return helpJSON(topics, stdout, stderr)
	}
	switch len(topics) {
	case 0:
		usage(stdout)
		fmt.Fprintln(stdout)
		helpUsage(stdout)
		return 0
	case 1:
	default:
		helpUsage(stderr)
		fmt.Fprintf(stderr, "\ncutetui help: one topic at a time, got %d\n", len(topics))
		return 2
	}
	topic := topics[0]
	for _, t := range helpTopics {
		if t.name == topic {
			t.write(stdout)
			return 0
		}
	}
	if c, ok := commands[topic]; ok && topic != "help" {
		return c.run([]string{"--help"}, stdin, stdout, stderr)
	}
	if err := repl.WriteFunction(stdout, topic); err == nil {
		return 0
	}
	helpUsage(stderr)
	fmt.Fprintf(stderr, "\ncutetui help: no topic, command or function %q%s\n", topic, didYouMean(topic))
	return 2
}

// didYouMean suggests the topic, command or function closest to s.
func didYouMean(s string) string {
	var names []string
	for _, t := range helpTopics {
		names = append(names, t.name)
	}
	for n := range commands {
		names = append(names, n)
	}
	for _, d := range eval.Builtins(model.Library()) {
		names = append(names, d.Name)
	}
	if best := repl.Closest(s, names); best != "" {
		return " (did you mean " + best + "?)"
	}
	return ""
}

// functionRecord is one function in `help --json functions`.
type functionRecord struct {
	Name      string `json:"name"`
	Signature string `json:"signature"`
	Doc       string `json:"doc"`
	DSL       string `json:"dsl,omitempty"` // the CuTe DSL's spelling (docs/dsl.md)
}

// helpJSON is `cutetui help --json functions` (every function) or
// `cutetui help --json FUNCTION` (that one).
func helpJSON(topics []string, stdout, stderr io.Writer) int {
	if len(topics) != 1 {
		helpUsage(stderr)
		fmt.Fprintln(stderr, "\ncutetui help: --json goes with one topic: functions, or a function's name")
		return 2
	}
	var ds []eval.Doc
	if topics[0] == "functions" {
		ds = eval.Builtins(model.Library())
	} else if d, ok := eval.Help(topics[0], model.Library()); ok {
		ds = []eval.Doc{d}
	} else {
		fmt.Fprintf(stderr, "cutetui help: --json goes with functions or a function's name; %q is neither\n", topics[0])
		return 2
	}
	recs := make([]functionRecord, len(ds))
	for i, d := range ds {
		recs[i] = functionRecord{d.Name, d.Sig, d.Doc, d.DSL}
	}
	return writeJSONLines(stdout, stderr, "help", recs)
}
