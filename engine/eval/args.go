package eval

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Typed adapters between the language's arguments and the engine's
// functions, so that a built-in whose body is one CuTe call is written as
// that call: call1(layoutArg, engine.LeftInverse, 0) reads argument 0 as a
// layout, calls engine.LeftInverse, reports its refusal at argument 0 and
// wraps the result as a Value.

// argReader reads argument i of a call as a T, or says what it must be.
type argReader[T any] func(c *callCtx, i int) (T, error)

// The readers of the argument kinds the built-ins take.
var (
	layoutArg   argReader[engine.Layout]   = (*callCtx).layout
	tupleArg    argReader[engine.IntTuple] = (*callCtx).intTuple
	shapeArg    argReader[engine.IntTuple] = (*callCtx).shape
	intArg      argReader[int]             = (*callCtx).int
	cotargetArg argReader[engine.IntTuple] = (*callCtx).cotarget
	coordArg    argReader[engine.IntTuple] = (*callCtx).coord
	strideArg   argReader[engine.IntTuple] = (*callCtx).stride
	positiveArg argReader[int]             = (*callCtx).positive
	// shapeOfArg reads an IntTuple, a layout standing for its shape, as
	// C++'s congruent and compatible compare shape(a) with shape(b).
	shapeOfArg argReader[engine.IntTuple] = (*callCtx).shapeOf
)

// valueOf wraps an engine result as a Value.
func valueOf(r any) value.Value {
	switch r := r.(type) {
	case engine.Layout:
		return value.LayoutValue{L: r}
	case engine.IntTuple:
		return value.TupleValue{T: r}
	case int:
		return intValue(r)
	case bool:
		return value.BoolValue(r)
	case engine.Swizzle:
		return value.SwizzleValue{S: r}
	case atom.TiledCopy:
		return value.TiledCopyValue{T: r}
	case value.Value:
		return r
	}
	panic(fmt.Sprintf("eval: no Value for %T", r))
}

// call1 is the built-in f(a) of one argument read by a; f's refusal is
// reported at argument 0.
func call1[A, R any](a argReader[A], f func(A) (R, error)) func(*callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		x, err := a(c, 0)
		if err != nil {
			return nil, err
		}
		r, err := f(x)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return valueOf(r), nil
	}
}

// call2 is the built-in f(a, b) of two arguments read by a and b; f's
// refusal is reported at argument errAt.
func call2[A, B, R any](a argReader[A], b argReader[B], f func(A, B) (R, error), errAt int) func(*callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		x, err := a(c, 0)
		if err != nil {
			return nil, err
		}
		y, err := b(c, 1)
		if err != nil {
			return nil, err
		}
		r, err := f(x, y)
		if err != nil {
			return nil, c.engineErr(errAt, err)
		}
		return valueOf(r), nil
	}
}

// call3 is the built-in f(a, b, d) of three arguments; f's refusal is
// reported at argument errAt.
func call3[A, B, D, R any](a argReader[A], b argReader[B], d argReader[D], f func(A, B, D) (R, error), errAt int) func(*callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		x, err := a(c, 0)
		if err != nil {
			return nil, err
		}
		y, err := b(c, 1)
		if err != nil {
			return nil, err
		}
		z, err := d(c, 2)
		if err != nil {
			return nil, err
		}
		r, err := f(x, y, z)
		if err != nil {
			return nil, c.engineErr(errAt, err)
		}
		return valueOf(r), nil
	}
}

// total makes a function that cannot fail fit call1.
func total[A, R any](f func(A) R) func(A) (R, error) {
	return func(a A) (R, error) { return f(a), nil }
}

// total2 makes a function of two arguments that cannot fail fit call2.
func total2[A, B, R any](f func(A, B) R) func(A, B) (R, error) {
	return func(a A, b B) (R, error) { return f(a, b), nil }
}

// shapeOf reads an IntTuple, or a layout's shape.
func (c *callCtx) shapeOf(i int) (engine.IntTuple, error) {
	switch v := c.args[i].(type) {
	case value.TupleValue:
		return v.T, nil
	case value.LayoutValue:
		return v.L.Shape(), nil
	}
	return engine.IntTuple{}, c.want(i, "an int, a tuple or a layout")
}
