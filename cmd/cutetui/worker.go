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
	if len(args) > 0 {
		fmt.Fprintln(stderr, "usage: cutetui worker (started by cutetui serve; speaks JSON lines on stdin/stdout)")
		return 2
	}
	if err := evalpool.Serve(stdin, stdout, evalpool.DefaultLimits, nil); err != nil {
		fmt.Fprintf(stderr, "cutetui worker: %v\n", err)
		return 1
	}
	return 0
}
