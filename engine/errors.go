package engine

import (
	"fmt"
	"math"
)

// Error is a refusal of the algebra: the condition C++ CuTe asserts (for
// example "Shape Divisibility Condition") and the operands involved.
type Error struct {
	Op     string // the CuTe function, e.g. "composition"
	Cond   string // the condition that failed, as C++ names it where it does
	Detail string // the modes and numbers involved
}

func (e *Error) Error() string {
	msg := e.Op + ": " + e.Cond
	if e.Detail != "" {
		msg += ": " + e.Detail
	}
	return msg
}

func errorf(op, cond, format string, args ...any) *Error {
	return &Error{Op: op, Cond: cond, Detail: fmt.Sprintf(format, args...)}
}

// MaxExtent bounds every size and cosize the engine accepts (2^61), so
// that products such as shape*stride of a valid layout fit in an int.
const MaxExtent = 1 << 61

// overflow is panicked by the checked arithmetic below and turned into an
// *Error by catch at the exported entry points.
type overflow struct{ expr string }

func mul(a, b int) int {
	if a == 0 || b == 0 {
		return 0
	}
	c := a * b
	if c/b != a || (a == -1 && b == math.MinInt) || (b == -1 && a == math.MinInt) {
		panic(overflow{fmt.Sprintf("%d*%d", a, b)})
	}
	return c
}

func add(a, b int) int {
	c := a + b
	if (c > a) != (b > 0) {
		panic(overflow{fmt.Sprintf("%d+%d", a, b)})
	}
	return c
}

func neg(a int) int {
	if a == math.MinInt {
		panic(overflow{fmt.Sprintf("-(%d)", a)})
	}
	return -a
}

func abs(a int) int {
	if a < 0 {
		return neg(a)
	}
	return a
}

// catch converts an overflow panic into an *Error for op; other panics
// propagate. Use as: defer catch(op, &err).
func catch(op string, err *error) {
	if r := recover(); r != nil {
		o, ok := r.(overflow)
		if !ok {
			panic(r)
		}
		*err = &Error{Op: op, Cond: "integer overflow", Detail: o.expr + " does not fit in 64 bits"}
	}
}
