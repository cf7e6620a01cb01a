package eval

import (
	"strings"

	"github.com/cutetui/cutetui/engine/eval/parse"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Dialect is the notation an Env reads and prints statements in.
type Dialect int

const (
	// DialectAuto reads each statement in the notation it is written in
	// (the DSL's when parse.LooksDSL says so, else C++'s) and prints C++'s.
	DialectAuto Dialect = iota
	// DialectDSL reads every statement as the CuTe DSL's Python and
	// prints values as the DSL does.
	DialectDSL
	// DialectPrintDSL reads each statement in the notation it is written
	// in, as DialectAuto, and prints values as the DSL does: the course in
	// the DSL's notation, whose panes hold DSL statements (DSLBlock) beside
	// the C++-only ones kept as they are.
	DialectPrintDSL
)

// printsDSL reports whether d prints values as the DSL does.
func (d Dialect) printsDSL() bool { return d == DialectDSL || d == DialectPrintDSL }

// ParseDialect reads a dialect's name: "cpp" (or "auto", "c++") or "dsl".
func ParseDialect(s string) (Dialect, bool) {
	switch strings.ToLower(s) {
	case "", "auto", "cpp", "c++":
		return DialectAuto, true
	case "dsl", "python":
		return DialectDSL, true
	}
	return DialectAuto, false
}

// parseStatement parses line in the notation it is written in.
func (e *Env) parseStatement(line string) (Node, error) {
	if e.Dialect == DialectDSL || parse.LooksDSL(line) {
		return parse.ParseDSL(line)
	}
	return Parse(line)
}

func (e *Env) evalDSLVar(n *parse.DSLVar) (value.Value, error) {
	return e.lookup(&Ident{At: n.At, Name: n.Name})
}

func (e *Env) evalDSLCall(n *parse.DSLCall) (value.Value, error) {
	v, err := e.evalCall(n.Call)
	if ee, ok := err.(*Error); ok {
		name := n.Call.Fun.(*Ident).Name
		return nil, &Error{Pos: ee.Pos, Msg: parse.DSLRenumber(ee.Msg, name, n.Written, n.From)}
	}
	return v, err
}

func (e *Env) evalDSLNameCall(n *parse.DSLNameCall) (value.Value, error) {
	if _, ok := e.vars[n.Name]; ok {
		return e.evalCall(&Call{Fun: &parse.DSLVar{At: n.At, Name: n.Name}, LParen: n.LParen, Args: n.Args, RParen: n.RParen, Start: n.At + 1})
	}
	return e.eval(n.Fn)
}

func (e *Env) evalDSLMulti(n *parse.DSLMulti) (value.Value, error) {
	vs := make([]value.Value, len(n.Elems))
	for i, el := range n.Elems {
		v, err := e.eval(el)
		if err != nil {
			return nil, err
		}
		vs[i] = v
	}
	return value.ValuesValue{Vals: vs}, nil
}

// execUnpack binds the names of `a, b = expr`.
func (e *Env) execUnpack(n *parse.DSLUnpack) (Result, error) {
	for _, id := range n.Names {
		if err := e.checkAssignable(id); err != nil {
			return Result{}, err
		}
	}
	v, err := e.eval(n.Expr)
	if err != nil {
		return Result{}, err
	}
	var vs []value.Value
	switch v := v.(type) {
	case value.ValuesValue:
		vs = v.Vals
	case value.TupleValue:
		if v.T.IsTuple() {
			for i := 0; i < v.T.Len(); i++ {
				vs = append(vs, value.TupleValue{T: v.T.At(i)})
			}
		}
	}
	if vs == nil {
		return Result{}, errorf(n.Expr.Pos(), "cannot unpack a %s into %d names", v.Kind(), len(n.Names))
	}
	if len(vs) != len(n.Names) {
		return Result{}, errorf(n.Names[0].At, "%d names, but the value has %d elements", len(n.Names), len(vs))
	}
	for i, id := range n.Names {
		e.vars[id.Name] = vs[i]
	}
	return Result{Value: v, Name: n.Names[0].Name}, nil
}

// ordinaryNames are built-in functions whose names are also the
// commonest variables of CuTe code, the DSL's above all (layout = ...):
// a variable may take them; a call still means the function.
var ordinaryNames = map[string]bool{"layout": true, "shape": true, "stride": true}

// checkAssignable refuses a name an assignment cannot bind.
func (e *Env) checkAssignable(id *Ident) error {
	if e.isFunc(id.Name) && !ordinaryNames[id.Name] {
		return errorf(id.At, "%s is a built-in function; choose another name", id.Name)
	}
	if _, tag := majorTags[id.Name]; tag || id.Name == "o" || id.Name == "true" || id.Name == "false" || id.Name == "Sw" || id.Name == "Swizzle" || id.Name == "None" {
		return errorf(id.At, "%s is reserved; choose another name", id.Name)
	}
	return nil
}

// callsVariable reports whether name(args), name one of ordinaryNames, is
// the variable of that name called on args: it is when the variable
// holds a value that takes coordinates (layout = ...; layout(3)) and no
// template arguments were written (layout<1>(L) is the function).
func (e *Env) callsVariable(n *Call, id *Ident) bool {
	if !ordinaryNames[id.Name] || n.HasT || n.Member {
		return false
	}
	switch e.vars[id.Name].(type) {
	case value.LayoutValue, value.ComposedValue, value.SwizzleValue, value.TensorValue, value.CoordTensorValue, value.BasisLayoutValue:
		return true
	}
	return false
}

// explainParse parses line for Explain, in the notation it is written
// in: a DSL call is the C++ call it means, whose derivation Explain shows.
func (e *Env) explainParse(line string) (Node, error) {
	if e.Dialect != DialectDSL && !parse.LooksDSL(line) {
		return Parse(line)
	}
	n, err := parse.ParseDSL(line)
	if a, ok := n.(*Assign); ok {
		return &Assign{At: a.At, Name: a.Name, Expr: e.dslUnwrap(a.Expr)}, err
	}
	return e.dslUnwrap(n), err
}

// dslUnwrap is the C++ call a DSL node stands for, where it is one.
func (e *Env) dslUnwrap(n Node) Node {
	switch m := n.(type) {
	case *parse.DSLCall:
		return m.Call
	case *parse.DSLNameCall:
		if _, ok := e.vars[m.Name]; !ok {
			return e.dslUnwrap(m.Fn)
		}
	}
	return n
}

// evalDSLAligned is X with its pointer's assumed alignment set: a power
// of 2 that the element's bytes divide or that divides them, as
// cute.make_ptr checks it.
func (e *Env) evalDSLAligned(n *parse.DSLAligned) (value.Value, error) {
	v, err := e.eval(n.X)
	if err != nil {
		return nil, err
	}
	av, err := e.eval(n.Align)
	if err != nil {
		return nil, err
	}
	t, ok := av.(value.TupleValue)
	if !ok || !t.T.IsInt() {
		return nil, errorf(n.Align.Pos(), "assumed_align: an integer number of bytes, got %s", av)
	}
	a := t.T.Value()
	setAlign := func(p value.PointerValue) (value.PointerValue, error) {
		bytes := max(1, p.Type.Bits/8)
		if a <= 0 || a&(a-1) != 0 || bytes%a != 0 && a%bytes != 0 {
			return p, errorf(n.Align.Pos(), "assumed_align=%d: the alignment is a power of 2 that divides the element's %d bytes or is a multiple of them", a, bytes)
		}
		p.Align = a
		return p, nil
	}
	switch v := v.(type) {
	case value.PointerValue:
		return setAlign(v)
	case value.TensorValue:
		p, err := setAlign(v.P())
		return value.NewTensor(p, v.T.Layout), err
	}
	return v, nil
}
