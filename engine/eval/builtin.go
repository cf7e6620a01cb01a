package eval

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// builtin is a function of the language, written as a keyed literal in
// the table of its file.
type builtin struct {
	name  string // its CuTe name, e.g. "coalesce"
	sig   string // usage, e.g. "coalesce(L[, profile])"
	doc   string // one line: what it computes
	min   int    // fewest arguments
	max   int    // most arguments; -1 for any number
	targs bool   // accepts template arguments f<I...>(...)
	// types is how many element types the call must write as template
	// arguments (recast_layout<Old,New>(L): 2), which the parser makes
	// its leading arguments (Call.Types); min and max count them.
	types int
	// gathers says the result holds every argument (make_shape,
	// make_layout(L...)): their total size is checked against MaxValue
	// before the call, so that nothing builds or walks more.
	gathers bool
	fn      func(c *callCtx) (value.Value, error)
	// explain, for a library function, is its derivation (the built-ins
	// keep theirs in explainers).
	explain func(c *callCtx, tr *engine.Trace)
	// forms are the built-in's other forms, from the forms tables, in
	// the order they were given: the last whose match accepts a call
	// computes it (call).
	forms []form
}

// form is one more form of a built-in, as C++ overloads a function for
// other kinds of arguments (a composed layout, a tensor, a TiledMMA):
// when match accepts a call's arguments, fn computes it, next being the
// built-in as it is without this form (its earlier forms, then its fn).
type form struct {
	name   string // the built-in it is a form of
	member bool   // of the member-only function name (T.compose)
	match  func(c *callCtx) bool
	fn     func(c *callCtx, next func(*callCtx) (value.Value, error)) (value.Value, error)
}

// always matches every call: a form whose fn itself sends the arguments
// it does not handle to next.
func always(*callCtx) bool { return true }

// firstArgIs matches a call whose argument 0 has one of kinds.
func firstArgIs(kinds ...value.Kind) func(c *callCtx) bool {
	return func(c *callCtx) bool {
		if len(c.args) == 0 {
			return false
		}
		k := c.args[0].Kind()
		for _, want := range kinds {
			if k == want {
				return true
			}
		}
		return false
	}
}

// call computes a call of b: the last of its forms that accepts the
// arguments, else its fn.
func (b *builtin) call(c *callCtx) (value.Value, error) { return b.callBelow(c, len(b.forms)) }

// callBelow is call with only the first n forms.
func (b *builtin) callBelow(c *callCtx, n int) (value.Value, error) {
	for i := n - 1; i >= 0; i-- {
		if f := b.forms[i]; f.match(c) {
			return f.fn(c, func(c *callCtx) (value.Value, error) { return b.callBelow(c, i) })
		}
	}
	return b.fn(c)
}

// builtins holds every function by its CuTe name, merged in init from the
// tables of the builtin_*.go files so that the functions may refer to it.
var builtins = map[string]*builtin{}

// members holds the functions C++ has only as members (L.tile(B),
// L.compose(B)): reached only by x.f(args), so that their names stay free
// for variables (tile = <2,_>).
var members = map[string]*builtin{}

func init() {
	for _, table := range [][]builtin{tupleBuiltins, layoutBuiltins, algebraBuiltins, extraBuiltins, cppBuiltins, atomBuiltins, freeBuiltins, printTensorBuiltins} {
		for i := range table {
			b := &table[i]
			if _, dup := builtins[b.name]; dup {
				panic("eval: two built-ins named " + b.name)
			}
			builtins[b.name] = b
		}
	}
	for _, table := range [][]builtin{memberBuiltins, atomMembers} {
		for i := range table {
			b := &table[i]
			if _, dup := builtins[b.name]; dup {
				panic("eval: a member-only function shadows the built-in " + b.name)
			}
			members[b.name] = b
		}
	}
	for _, table := range [][]form{composedForms(), atomForms(), tensorOpForms()} {
		for _, f := range table {
			b := builtins[f.name]
			if f.member {
				b = members[f.name]
			}
			if b == nil {
				panic("eval: a form of no built-in " + f.name)
			}
			b.forms = append(b.forms, f)
		}
	}
	defineAtomOverloads()
}

// lookupFunc is the built-in a call of name means: a member-only function
// when the call was written x.f(args), else the free function, else a
// function of e's libraries.
func (e *Env) lookupFunc(n *Call, name string) (*builtin, bool) {
	if n.Member {
		if b, ok := members[name]; ok {
			return b, true
		}
	}
	if b, ok := builtins[name]; ok {
		return b, true
	}
	return e.libFunc(name)
}

// callCtx is one call of a built-in: its evaluated arguments and the nodes
// they came from (for error positions).
type callCtx struct {
	name  string
	call  *Call
	args  []value.Value
	targs []int
	b     *builtin // the built-in called, if known (else builtins[name])
	w     *work    // the statement's budget (nil: not charged)
}

// charge takes n steps of the statement's budget, at the call.
func (c *callCtx) charge(n int) error { return c.w.charge(n, c.call.Fun.Pos()) }

// callFrame is a callCtx with room for the arguments of most calls, so
// that a call's context and arguments are allocated together.
type callFrame struct {
	callCtx
	argBuf [3]value.Value
}

// pos is the column of argument i, or of the ')' when there is none.
func (c *callCtx) pos(i int) int {
	if i < len(c.call.Args) {
		return c.call.Args[i].Pos()
	}
	return c.call.RParen
}

// node is argument i's syntax.
func (c *callCtx) node(i int) Node { return c.call.Args[i] }

// failf reports an error at argument i.
func (c *callCtx) failf(i int, format string, args ...any) error {
	return errorf(c.pos(i), "%s: %s", c.name, fmt.Sprintf(format, args...))
}

// want reports that argument i has the wrong kind, or is missing.
func (c *callCtx) want(i int, what string) error {
	if i >= len(c.args) {
		return c.failf(i, "argument %d must be %s, got none", i+1, what)
	}
	return c.failf(i, "argument %d must be %s, got %s", i+1, what, c.args[i].Kind())
}

// engineErr passes an engine refusal through, at argument i (the operand
// the condition is about).
func (c *callCtx) engineErr(i int, err error) error {
	return c.engineErrAt(c.pos(i), err)
}

// engineErrAt passes an engine refusal through at column pos, naming the
// function called when the engine's operation has another name.
func (c *callCtx) engineErrAt(pos int, err error) error {
	if e, ok := err.(*engine.Error); ok && e.Op == c.name {
		return errorf(pos, "%v", err)
	}
	return errorf(pos, "%s: %v", c.name, err)
}

func (c *callCtx) layout(i int) (engine.Layout, error) {
	if l, ok := c.args[i].(value.LayoutValue); ok {
		return l.L, nil
	}
	return engine.Layout{}, c.want(i, "a layout")
}

// intTuple accepts an int, a tuple or `_`.
func (c *callCtx) intTuple(i int) (engine.IntTuple, error) {
	if t, ok := c.args[i].(value.TupleValue); ok {
		return t.T, nil
	}
	return engine.IntTuple{}, c.want(i, "an int or a tuple")
}

func (c *callCtx) int(i int) (int, error) {
	if t, ok := c.args[i].(value.TupleValue); ok && t.T.IsInt() {
		return t.T.Value(), nil
	}
	return 0, c.want(i, "an int")
}

// shape accepts an int or tuple of positive ints.
func (c *callCtx) shape(i int) (engine.IntTuple, error) {
	t, ok := c.args[i].(value.TupleValue)
	if !ok || t.T.IsUnderscore() {
		return engine.IntTuple{}, c.want(i, "a shape (an int or a tuple)")
	}
	if err := checkShape(t.T, c.node(i), nil, "shape"); err != nil {
		e := err.(*Error)
		e.Msg = c.name + ": " + e.Msg
		return engine.IntTuple{}, e
	}
	return t.T, nil
}

// tiler accepts what composition and the divides and products take.
func (c *callCtx) tiler(i int) (engine.Tiler, error) {
	switch c.args[i].(type) {
	case value.LayoutValue, value.TupleValue, value.TilerValue:
		t, err := tilerElem(c.args[i], c.node(i))
		if err != nil {
			e := err.(*Error)
			e.Msg = c.name + ": " + e.Msg
		}
		return t, err
	}
	return nil, c.want(i, "a layout, int, shape or tiler")
}

// callBuiltin calls the built-in b, named name, as n writes it. Its
// context comes from e.frames, one frame per call under way (a call in
// an argument takes the next), reused from call to call and statement to
// statement: a built-in keeps neither its *callCtx nor c.args nor
// c.targs once it returns (it copies what a value it makes holds).
func (e *Env) callBuiltin(name string, b *builtin, n *Call) (value.Value, error) {
	if e.depth == len(e.frames) {
		e.frames = append(e.frames, new(callFrame))
	}
	f := e.frames[e.depth]
	e.depth++
	defer func() {
		*f = callFrame{} // keep no value alive
		e.depth--
	}()
	c, err := e.prepareCall(f, name, b, n)
	if err != nil {
		return nil, err
	}
	return b.call(c)
}

// prepareCall checks a built-in's argument counts and evaluates its
// arguments into f, which it returns as the call's context.
func (e *Env) prepareCall(f *callFrame, name string, b *builtin, n *Call) (*callCtx, error) {
	if n.HasT && !b.targs {
		return nil, errorf(n.Fun.Pos(), "%s takes no template arguments; usage: %s", name, b.sig)
	}
	if n.Types < b.types {
		return nil, errorf(n.Fun.Pos(), "%s: give the element types as template arguments; usage: %s", name, b.sig)
	}
	switch {
	case len(n.Args) < b.min:
		return nil, errorf(n.RParen, "%s: %s, got %d; usage: %s", name, countWant(b, n.Types), len(n.Args)-n.Types, b.sig)
	case b.max >= 0 && len(n.Args) > b.max:
		return nil, errorf(n.Args[b.max].Pos(), "%s: %s, got %d; usage: %s", name, countWant(b, n.Types), len(n.Args)-n.Types, b.sig)
	}
	f.callCtx = callCtx{name: name, call: n, b: b, w: &e.work}
	args := f.argBuf[:0:len(f.argBuf)] // its own capacity: an append copies
	if len(n.Args) > len(f.argBuf) {
		args = make([]value.Value, 0, len(n.Args))
	}
	for _, a := range n.Args {
		v, err := e.eval(a)
		if err != nil {
			return nil, err
		}
		args = append(args, v)
	}
	if b.gathers {
		budget := MaxValue - 2 // a layout's shape and stride tuples
		for _, a := range args {
			if budget = value.Size(a, budget); budget < 0 {
				return nil, errorf(n.Fun.Pos(), "%s: value too large: the arguments hold more than %d ints and tuples (the limit of one value)", name, MaxValue)
			}
		}
	}
	c := &f.callCtx
	c.args = args[:len(args):len(args)]
	for _, t := range n.TArgs {
		c.targs = append(c.targs, t.Val)
	}
	return c, nil
}

// countWant says how many arguments b takes where types of its leading
// arguments were written as template arguments (Call.Types).
func countWant(b *builtin, types int) string {
	plural := func(n int) string {
		if n == 1 {
			return "1 argument"
		}
		return fmt.Sprintf("%d arguments", n)
	}
	lo, hi := max(b.min-types, 0), b.max
	if hi >= 0 {
		hi = max(hi-types, 0)
	}
	switch {
	case hi < 0:
		return "needs at least " + plural(lo)
	case lo == hi:
		return "takes " + plural(lo)
	case hi == lo+1:
		return fmt.Sprintf("takes %d or %s", lo, plural(hi))
	}
	return fmt.Sprintf("takes %d to %d arguments", lo, hi)
}
