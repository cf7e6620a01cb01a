package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// newFlagSet returns a flag set that prints nothing by itself: parseFlags
// reports errors and help with the command's own usage text.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// parseFlags parses args with fs (made by newFlagSet). usage writes the
// command's usage text, flags included (see printFlags). It returns ok
// when the command should go on; otherwise the exit status:
//   - -h or --help: the usage on stdout, status 0;
//   - a bad flag or value: the usage and then a one-line error, on stderr,
//     status 2.
func parseFlags(fs *flag.FlagSet, args []string, usage func(io.Writer), stdout, stderr io.Writer) (status int, ok bool) {
	err := fs.Parse(args)
	switch {
	case err == nil:
		return 0, true
	case errors.Is(err, flag.ErrHelp):
		usage(stdout)
		return 0, false
	}
	usage(stderr)
	fmt.Fprintf(stderr, "\n%s: %v\n", commandName(fs.Name()), err)
	return 2, false
}

// commandName is how messages name the command whose flag set is name:
// "cutetui" for the course, "cutetui eval" for eval.
func commandName(name string) string {
	if name == "cutetui" || name == "" {
		return "cutetui"
	}
	return "cutetui " + name
}

// printFlags writes fs's flags as `flag.PrintDefaults` does, to w.
func printFlags(fs *flag.FlagSet, w io.Writer) {
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
}
