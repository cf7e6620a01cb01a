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
