package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// evalCall evaluates f(args) for a built-in f, or v(args) for a value v.
func (e *Env) evalCall(n *Call) (value.Value, error) {
	if id, ok := n.Fun.(*Ident); ok {
		if b, ok := e.lookupFunc(n, id.Name); ok && !e.callsVariable(n, id) {
			return e.callBuiltin(id.Name, b, n)
		}
		if _, ok := e.vars[id.Name]; !ok && id.Name != "true" && id.Name != "false" {
			msg := "unknown function " + id.Name
			if b, ok := members[id.Name]; ok && !n.Member {
				// make_fragment_A is a member of ThrMMA only, in C++ too
				return nil, errorf(id.At, "%s is a member function in CuTe, not a free one: %s", id.Name, b.sig)
			}
			if s := e.suggest(id.Name); s != "" && s != id.Name {
				msg += " (did you mean " + s + "?)"
			}
			return nil, errorf(id.At, "%s", msg)
		}
		if n.HasT {
			return nil, errorf(id.At, "%s is a variable; template arguments are for functions", id.Name)
		}
	}
	f, err := e.eval(n.Fun)
	if err != nil {
		return nil, err
	}
	args, err := e.evalArgs(n)
	if err != nil {
		return nil, err
	}
	return apply(f, n, args)
}

func (e *Env) evalArgs(n *Call) ([]value.Value, error) {
	args := make([]value.Value, len(n.Args))
	for i, a := range n.Args {
		v, err := e.eval(a)
		if err != nil {
			return nil, err
		}
		args[i] = v
	}
	return args, nil
}

// apply calls a value on coordinates: L(5), L(1,2), L((1,(0,2))), L(_,1)
// (a slice), Sw<3,3,3>(77), and composed layouts likewise.
func apply(f value.Value, n *Call, args []value.Value) (value.Value, error) {
	switch f := f.(type) {
	case value.LayoutValue, value.ComposedValue:
		if len(args) == 0 {
			return nil, errorf(n.RParen, "%s: a coordinate is needed, as in L(5), L(1,2) or L(_,1)", calleeName(n))
		}
		ts := make([]engine.IntTuple, len(args))
		for i, a := range args {
			t, ok := a.(value.TupleValue)
			if !ok {
				return nil, errorf(n.Args[i].Pos(), "a coordinate must be an int, a tuple or _, got %s", a.Kind())
			}
			ts[i] = t.T
		}
		crd := ts[0]
		if len(ts) > 1 {
			crd = engine.Tuple(ts...)
		}
		pos := n.Args[0].Pos()
		if lv, ok := f.(value.LayoutValue); ok {
			if hasUnderscore(crd) {
				sub, _, err := lv.L.Slice(crd)
				if err != nil {
					return nil, errorf(pos, "%v", err)
				}
				return value.LayoutValue{L: sub}, nil
			}
			if !crd.IsStatic() || !lv.L.IsStatic() {
				// C++'s types: crd2idx of a run-time coordinate or layout
				// is a run-time int.
				if t, err := lv.L.Crd2Idx(crd); err == nil && t.IsInt() {
					return value.TupleValue{T: t}, nil
				}
			}
			v, err := lv.L.Eval(crd)
			if err != nil {
				return nil, errorf(pos, "%v", err)
			}
			return value.TupleValue{T: engine.Int(v)}, nil
		}
		cv := f.(value.ComposedValue)
		if hasUnderscore(crd) {
			// C(_,1) is slice(crd, C): the first part of swizzle_layout.hpp's
			// slice_and_offset, without its offset, as for a plain layout.
			r, _, err := cv.C.SliceAndOffset(crd)
			if err != nil {
				return nil, errorf(pos, "%v", err)
			}
			return fnValue(r), nil
		}
		v, err := cv.C.Eval(crd)
		if err != nil {
			return nil, errorf(pos, "%v", err)
		}
		if b, ok := cv.C.Domain(); ok && (!crd.IsStatic() || !b.IsStatic()) {
			// A(offset + B(c)) is a run-time int where B(c) is one.
			if t, err := b.Crd2Idx(crd); err == nil && t.IsDynamic() {
				return value.TupleValue{T: engine.DynInt(v)}, nil
			}
		}
		return value.TupleValue{T: engine.Int(v)}, nil
	case value.TensorValue, value.CoordTensorValue, value.BasisLayoutValue, value.DescTensorValue, value.ComposedTensorValue:
		return applyTensor(f, n, args)
	case value.SwizzleValue:
		if len(args) != 1 {
			return nil, errorf(n.LParen, "a swizzle is applied to one int, as in Sw<3,3,3>(77)")
		}
		t, ok := args[0].(value.TupleValue)
		if !ok || !t.T.IsInt() {
			return nil, errorf(n.Args[0].Pos(), "a swizzle is applied to an int, got %s", args[0].Kind())
		}
		return value.TupleValue{T: engine.Int(f.S.Apply(t.T.Value()))}, nil
	}
	return nil, errorf(n.LParen, "cannot call %s, a %s; only layouts, composed layouts and swizzles take coordinates", truncate(calleeName(n), 40), f.Kind())
}

// calleeName is the text of the value n calls, for its messages: built
// only for an error, and short where n is one of a long chain of calls
// (L(_)(_)(_)...), whose text would be the whole chain at every link.
func calleeName(n *Call) string {
	depth := 0
	for f := n.Fun; ; depth++ {
		c, ok := f.(*Call)
		if !ok {
			break
		}
		if depth == 8 {
			return "the value of a chain of calls"
		}
		f = c.Fun
	}
	return n.Fun.String()
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

func hasUnderscore(t engine.IntTuple) bool {
	if t.IsUnderscore() {
		return true
	}
	if t.IsTuple() {
		for i := 0; i < t.Len(); i++ {
			if hasUnderscore(t.At(i)) {
				return true
			}
		}
	}
	return false
}

// compose is composition(a, b) for a a layout, composed layout or swizzle,
// with C++'s overloads (engine.Fn's Compose): Sw o L is the composed layout
// Sw o 0 o L (L itself for Sw<0,M,S>), Sw0 o Sw1 merges two swizzles,
// L o (A o 0 o B) is composition(composition(L, A), B), and a composed
// layout A o O o B composes its B: A o O o composition(B, b).
func compose(a, b value.Value, an, bn Node, name string) (value.Value, error) {
	switch av := a.(type) {
	case value.SwizzleValue:
		switch b.(type) {
		case value.LayoutValue, value.SwizzleValue, value.ComposedValue:
			bf, _ := asFn(b)
			r, err := av.S.Compose(bf)
			if err != nil {
				return nil, errorf(bn.Pos(), "%v", err)
			}
			return fnValue(r), nil
		}
		return nil, errorf(bn.Pos(), "%s: a swizzle composes with a layout, got %s", name, b.Kind())
	case value.ComposedValue:
		// composition(A o O o B, T) = A o O o composition(B, T).
		var r engine.Fn
		var err error
		if bf, ok := asFn(b); ok {
			r, err = av.C.Compose(bf)
		} else {
			switch b.(type) {
			case value.TupleValue, value.TilerValue:
			default:
				return nil, errorf(bn.Pos(), "%s: argument 2 must be a layout, int, shape or tiler, got %s", name, b.Kind())
			}
			t, terr := tilerElem(b, bn)
			if terr != nil {
				e := terr.(*Error)
				e.Msg = name + ": " + e.Msg
				return nil, e
			}
			r, err = av.C.ComposeTiler(t)
		}
		if err != nil {
			return nil, errorf(bn.Pos(), "%v", err)
		}
		return fnValue(r), nil
	case value.LayoutValue:
		if bv, ok := b.(value.SwizzleValue); ok { // composition(L, Sw) = make_swizzle<L(yyy),L(zzz)> o 0 o L
			r, err := av.L.Compose(bv.S)
			if err != nil {
				return nil, errorf(bn.Pos(), "%v", err)
			}
			return fnValue(r), nil
		}
		if bv, ok := b.(value.ComposedValue); ok {
			r, err := av.L.Compose(bv.C)
			if err != nil {
				return nil, errorf(bn.Pos(), "%v", err)
			}
			return fnValue(r), nil
		}
		switch b.(type) {
		case value.LayoutValue, value.TupleValue, value.TilerValue:
		default:
			return nil, errorf(bn.Pos(), "%s: argument 2 must be a layout, int, shape or tiler, got %s", name, b.Kind())
		}
		t, err := tilerElem(b, bn)
		if err != nil {
			e := err.(*Error)
			e.Msg = name + ": " + e.Msg
			return nil, e
		}
		l, err := engine.Composition(av.L, t)
		if err != nil {
			return nil, errorf(bn.Pos(), "%v", err)
		}
		return value.LayoutValue{L: l}, nil
	}
	return nil, errorf(an.Pos(), "%s: argument 1 must be a layout, composed layout or swizzle, got %s", name, a.Kind())
}
