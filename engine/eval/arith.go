package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Arithmetic in statements: integer `+`, `-` and `*` (in coordinates and
// arguments: A(9+16*3)), checked for overflow, and the shape arithmetic of
// CuTe's documentation: `S / d` is shape_div(S, d), the shape left after
// dividing out the first d elements (`(3,6,2,8) / 9` is (1,2,2,8)), and
// `S % n` is shape_mod(S, n), the first n elements kept (`(3,6,2,8) % 6` is
// (3,2,1,1)). Integers are shapes too, so `6 / 3` is 2, but `3 / 6` is
// shape_div's 1 (the mode is swallowed), not C++'s 0.

// evalBinary evaluates `X op Y`.
func (e *Env) evalBinary(n *Binary) (value.Value, error) {
	x, err := e.eval(n.X)
	if err != nil {
		return nil, err
	}
	y, err := e.eval(n.Y)
	if err != nil {
		return nil, err
	}
	if v, ok, err := scaleBasis(x, y, n); ok {
		return v, err // 3*E<1>{}: the ScaledBasis 3@1
	}
	switch n.Op {
	case '/':
		a, err := shapeOperand(x, n.X, n.Op)
		if err != nil {
			return nil, err
		}
		b, err := shapeOperand(y, n.Y, n.Op)
		if err != nil {
			return nil, err
		}
		r, err := engine.ShapeDiv(a, b)
		if err != nil {
			return nil, errorf(n.Y.Pos(), "%v", err)
		}
		return value.TupleValue{T: r}, nil
	case '%':
		a, err := shapeOperand(x, n.X, n.Op)
		if err != nil {
			return nil, err
		}
		b, err := intOperand(y, n.Y, n.Op, "a shape % an int (shape_mod)")
		if err != nil {
			return nil, err
		}
		if b <= 0 {
			return nil, errorf(n.Y.Pos(), "%%: shape_mod keeps the first n elements; n must be positive, got %d", b)
		}
		r, err := engine.ShapeMod(a, b)
		if err != nil {
			return nil, errorf(n.Y.Pos(), "%v", err)
		}
		return value.TupleValue{T: r}, nil
	}
	a, err := intOperand(x, n.X, n.Op, "ints")
	if err != nil {
		return nil, err
	}
	b, err := intOperand(y, n.Y, n.Op, "ints")
	if err != nil {
		return nil, err
	}
	f := engine.AddInt
	switch n.Op {
	case '-':
		f = engine.SubInt
	case '*':
		f = engine.MulInt
	}
	r, err := f(a, b)
	if err != nil {
		if ee, ok := err.(*engine.Error); ok {
			return nil, errorf(n.OpPos, "%s: %s", ee.Cond, ee.Detail)
		}
		return nil, errorf(n.OpPos, "%v", err)
	}
	if isDynamicInt(x) || isDynamicInt(y) {
		return value.TupleValue{T: dynamicArith(x, y, n.Op, r)}, nil // run-time arithmetic stays run-time, as in C++
	}
	return intValue(r), nil
}

// isDynamicInt reports whether v is a run-time integer (int(4), a
// multicast mask).
func isDynamicInt(v value.Value) bool {
	if _, ok := v.(MaskValue); ok {
		return true // a uint16_t computed at run time
	}
	t, ok := v.(value.TupleValue)
	return ok && t.T.IsInt() && t.T.IsDynamic()
}

// intOperand reads an operand of op that must be an int.
func intOperand(v value.Value, n Node, op byte, what string) (int, error) {
	if t, ok := v.(value.TupleValue); ok && t.T.IsInt() {
		return t.T.Value(), nil
	}
	if m, ok := v.(MaskValue); ok { // create_tma_multicast_mask's uint16_t
		return int(m), nil
	}
	return 0, errorf(n.Pos(), "%c takes %s, got %s", op, what, describe(v))
}

// shapeOperand reads an operand of / or %: a shape (an int or a tuple of
// positive ints).
func shapeOperand(v value.Value, n Node, op byte) (engine.IntTuple, error) {
	t, ok := v.(value.TupleValue)
	if !ok || t.T.IsUnderscore() {
		hint := ""
		if v.Kind() == value.KindLayout {
			hint = "; for layouts use logical_divide"
		}
		return engine.IntTuple{}, errorf(n.Pos(), "%c is shape arithmetic (shape_div, shape_mod) of shapes, got %s%s", op, describe(v), hint)
	}
	if err := checkShape(t.T, n, nil, "shape"); err != nil {
		e := err.(*Error)
		e.Msg = string(op) + ": " + e.Msg
		return engine.IntTuple{}, e
	}
	return t.T, nil
}

// describe names a value's kind with the value, kept short: "tuple (2,3)".
func describe(v value.Value) string {
	return v.Kind().String() + " " + truncate(v.String(), 40)
}

// dynamicArith is x op y = r of two ints, one of them dynamic, through
// the engine's integer arithmetic, so that the result knows what it is a
// multiple of (the DSL prints m * 4 as ?{div=4}: engine/divisibility.go)
// and has C++'s type (static only for _0 * x).
func dynamicArith(x, y value.Value, op byte, r int) engine.IntTuple {
	a, aok := x.(value.TupleValue)
	b, bok := y.(value.TupleValue)
	if !aok || !bok {
		return engine.DynInt(r) // a multicast mask
	}
	bt := b.T
	if op == '-' {
		bt = engine.DynIntDiv(-bt.Value(), bt.Divisibility())
		if !b.T.IsDynamic() {
			bt = engine.Int(-b.T.Value())
		}
	}
	var t engine.IntTuple
	var err error
	if op == '*' {
		t, err = engine.ArithMul(a.T, bt)
	} else {
		t, err = engine.ArithAdd(a.T, bt)
	}
	if err != nil || t.Value() != r {
		return engine.DynInt(r)
	}
	return t // C++'s type: _0 * x is the static _0 (integral_constant.hpp)
}
