package main

import (
	"fmt"
	"io"

	"github.com/cutetui/cutetui/internal/evalpool"
)

func init() {
	register("worker", "(used by serve) evaluate a class's statements under limits, over a pipe", runWorker)
}

// runWorker is `cutetui worker`: one evaluation worker of `cutetui serve`
// (internal/evalpool). It limits its own process first, then answers the
// requests on stdin until stdin ends.
func runWorker(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("worker")
	use := func(w io.Writer) {
		fmt.Fprintln(w, "usage: cutetui worker")
		fmt.Fprintln(w)
		fmt.Fprintln(w, "Started by cutetui serve: evaluates students' statements in its own process,")
		fmt.Fprintln(w, "under address-space and CPU limits, speaking JSON lines on stdin and stdout.")
	}
	if code, ok := parseFlags(fs, args, use, stdout, stderr); !ok {
		return code
	}
	if fs.NArg() > 0 {
		use(stderr)
		fmt.Fprintf(stderr, "\ncutetui worker: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if err := evalpool.Serve(stdin, stdout, evalpool.DefaultLimits, nil); err != nil {
		fmt.Fprintf(stderr, "cutetui worker: %v\n", err)
		return 1
	}
	return 0
}
