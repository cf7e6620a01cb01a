package eval

import (
	"fmt"

	"github.com/cutetui/cutetui/engine/eval/scan"
)

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

// scanError is a scanner's refusal as the language's *Error.
func scanError(err error) error {
	if e, ok := err.(*scan.Error); ok {
		return errorf(e.Pos, "%s", e.Msg)
	}
	return err
}
