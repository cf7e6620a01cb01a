package eval

import (
	"github.com/cutetui/cutetui/engine/eval/parse"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// LooksDSL reports whether a statement is written in the CuTe DSL's
// Python spelling (a cute. name, None, `(4,)`, a keyword argument, S<…>,
// MLIR's type text …) rather than C++'s; docs/dsl.md lists the marks.
func LooksDSL(src string) bool { return parse.LooksDSL(src) }

// ParseDSLExpr parses an expression written in the DSL's spelling and
// returns the C++ tree it means (`cute.make_layout((4,), stride=(2,))` is
// the call make_layout((4),(2))), for a caller that inspects what was
// written, as a grader checks that an answer is a value written out. A
// statement (an assignment, unpacking) is an error. Nodes with no C++
// spelling of their own stay as the DSL's: no C++ node type matches them.
func ParseDSLExpr(src string) (Node, error) {
	n, err := parse.ParseDSL(src)
	if err != nil {
		return nil, err
	}
	switch n := n.(type) {
	case nil:
		return nil, errorf(0, "empty expression")
	case *Assign:
		return nil, errorf(n.Pos(), "an expression is wanted here, not an assignment")
	case *parse.DSLUnpack:
		return nil, errorf(n.Pos(), "an expression is wanted here, not an assignment")
	}
	return (&Env{}).dslUnwrap(n), nil
}

// EvalDSL evaluates one expression written in the DSL's spelling (not an
// assignment) without changing e; its errors are worded in the DSL's
// terms.
func (e *Env) EvalDSL(expr string) (value.Value, error) {
	n, err := parse.ParseDSL(expr)
	if err != nil {
		return nil, err
	}
	switch n.(type) {
	case nil:
		return nil, errorf(0, "empty expression")
	case *Assign, *parse.DSLUnpack:
		return nil, errorf(n.Pos(), "an expression is wanted here, not an assignment")
	}
	e.work.start(e.ctx)
	return e.eval(n)
}
