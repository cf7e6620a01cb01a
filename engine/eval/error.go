// Package eval is a small calculator language over CuTe's layout algebra:
// one statement a line, either an expression or `name = expression`,
// evaluated against package engine. It is what `cutetui eval` runs and what
// the tutor's live panes evaluate.
//
// The package is split the way robpike.io/ivy is: scan.go turns a line into
// tokens, parse.go builds the syntax tree of ast.go, value.go holds the
// values, exec.go and builtin*.go evaluate, and every error is an *Error
// carrying the byte column it is about.
package eval

import "fmt"

// Error is a failed statement: Msg says what went wrong and Pos is the
// 0-based byte column of the token or sub-expression at fault.
type Error struct {
	Pos int
	Msg string
}

func (e *Error) Error() string { return fmt.Sprintf("column %d: %s", e.Pos+1, e.Msg) }

// errorf builds an *Error at pos.
func errorf(pos int, format string, args ...any) *Error {
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}
