package eval

import (
	"fmt"

	"github.com/cutetui/cutetui/engine/eval/scan"
)

// Error is a failed statement: Msg says what went wrong and Pos is the
// 0-based byte column of the token or sub-expression at fault. The
// scanner, the parser and the evaluator give the same type.
type Error = scan.Error

// errorf builds an *Error at pos.
func errorf(pos int, format string, args ...any) *Error {
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}
