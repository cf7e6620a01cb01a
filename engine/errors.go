package engine

import (
	"fmt"
	"math"
	"math/bits"
	"runtime"
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
// *Error by catch at the exported entry points. The expression is expr,
// or, left empty by mul, add and neg (to keep them inlinable), a op b
// ("-(a)" for neg), written by catch.
type overflow struct {
	expr string
	op   byte
	a, b int
}

// text is the expression that overflowed.
func (o overflow) text() string {
	switch {
	case o.expr != "":
		return o.expr
	case o.op == '-':
		return fmt.Sprintf("-(%d)", o.a)
	}
	return fmt.Sprintf("%d%c%d", o.a, o.op, o.b)
}

// mul is a*b, panicking with overflow when the product does not fit in an
// int. The test is on the exact 128-bit product (no division): its high
// word, corrected for the signs, must be the sign extension of the low.
func mul(a, b int) int {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	if int64(hi)-int64(b)&(int64(a)>>63)-int64(a)&(int64(b)>>63) != int64(lo)>>63 {
		panic(overflow{op: '*', a: a, b: b})
	}
	return int(lo)
}

func add(a, b int) int {
	c := a + b
	if (c > a) != (b > 0) {
		panic(overflow{op: '+', a: a, b: b})
	}
	return c
}

func neg(a int) int {
	if a == math.MinInt {
		panic(overflow{op: '-', a: a})
	}
	return -a
}

func abs(a int) int {
	if a < 0 {
		return neg(a)
	}
	return a
}

// catch converts an overflow panic into an *Error for op, and an integer
// division by zero (a size-0 mode divided by, where C++ divides by zero at
// run time) into a refusal; other panics propagate. Use as:
// defer catch(op, &err).
func catch(op string, err *error) {
	if r := recover(); r != nil {
		if e, ok := r.(runtime.Error); ok && e.Error() == errDivideByZero {
			*err = &Error{Op: op, Cond: "division by zero", Detail: "a size-0 mode divides by zero, as C++ would at run time"}
			return
		}
		if e, ok := r.(*Error); ok { // a refusal deep in a walk (basisMul)
			*err = e
			return
		}
		o, ok := r.(overflow)
		if !ok {
			panic(r)
		}
		*err = &Error{Op: op, Cond: "integer overflow", Detail: o.text() + " does not fit in 64 bits"}
	}
}

// errDivideByZero is the text of Go's integer division by zero.
const errDivideByZero = "runtime error: integer divide by zero"
