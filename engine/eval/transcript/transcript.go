// Package transcript reads the transcripts that hold the language's
// behaviour, in the manner of ivy's testdata: a line that does not start
// with a tab is a statement; the tab-indented lines under it are what it
// must print, line for line (or `error: column N: message`). Lines
// starting with `#` are comments, except the `#!` switches (`#! static`,
// `#! plain`, `#! dsl`, `#! cpp`, `#! reset`), which are statements the
// runner obeys.
package transcript

import (
	"strconv"
	"strings"
)

// Step is one statement of a transcript and what it must print.
type Step struct {
	Line int // 1-based line of the statement in its file
	Stmt string
	Want []string
}

// Parse splits src into its steps; problems are the lines it could not
// place (output before any statement).
func Parse(src string) (steps []Step, problems []string) {
	for i, line := range strings.Split(strings.TrimSuffix(src, "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "\t"):
			if len(steps) == 0 {
				problems = append(problems, "line "+strconv.Itoa(i+1)+": expected output before any statement")
				continue
			}
			s := &steps[len(steps)-1]
			s.Want = append(s.Want, line[1:])
		case line == "" || strings.HasPrefix(line, "#") && !strings.HasPrefix(line, "#!"):
		default:
			steps = append(steps, Step{Line: i + 1, Stmt: line})
		}
	}
	return steps, problems
}
