package main

import (
	"encoding/json"
	"fmt"
	"io"
)

// writeJSONLines writes each record as one line of JSON, as `eval --json`
// writes its statements: encoding/json with HTML escaping off, one object
// a line. It returns the exit status: 1, with the error on stderr, if
// writing fails.
func writeJSONLines[T any](stdout, stderr io.Writer, cmd string, records []T) int {
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	for _, r := range records {
		if err := enc.Encode(r); err != nil {
			fmt.Fprintf(stderr, "cutetui %s: %v\n", cmd, err)
			return 1
		}
	}
	return 0
}
