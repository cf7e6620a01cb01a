package eval

import (
	"fmt"
	"sort"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// builtin is a function of the language.
type builtin struct {
	sig   string // usage, e.g. "coalesce(L[, profile])"
	doc   string // one line: what it computes
	min   int    // fewest arguments
	max   int    // most arguments; -1 for any number
	targs bool   // accepts template arguments f<I...>(...)
	fn    func(c *callCtx) (Value, error)
}

// builtins holds every function by its CuTe name; filled in init so that
// the functions may refer to the table.
var builtins map[string]*builtin

// callCtx is one call of a built-in: its evaluated arguments and the nodes
// they came from (for error positions).
type callCtx struct {
	name  string
	call  *Call
	args  []Value
	targs []int
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

// want reports that argument i has the wrong kind.
func (c *callCtx) want(i int, what string) error {
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
	if l, ok := c.args[i].(LayoutValue); ok {
		return l.L, nil
	}
	return engine.Layout{}, c.want(i, "a layout")
}

// intTuple accepts an int, a tuple or `_`.
func (c *callCtx) intTuple(i int) (engine.IntTuple, error) {
	if t, ok := c.args[i].(TupleValue); ok {
		return t.T, nil
	}
	return engine.IntTuple{}, c.want(i, "an int or a tuple")
}

func (c *callCtx) int(i int) (int, error) {
	if t, ok := c.args[i].(TupleValue); ok && t.T.IsInt() {
		return t.T.Value(), nil
	}
	return 0, c.want(i, "an int")
}

// shape accepts an int or tuple of positive ints.
func (c *callCtx) shape(i int) (engine.IntTuple, error) {
	t, ok := c.args[i].(TupleValue)
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
	case LayoutValue, TupleValue, TilerValue:
		t, err := tilerElem(c.args[i], c.node(i))
		if err != nil {
			e := err.(*Error)
			e.Msg = c.name + ": " + e.Msg
		}
		return t, err
	}
	return nil, c.want(i, "a layout, int, shape or tiler")
}

// evalCall evaluates f(args) for a built-in f, or v(args) for a value v.
func (e *Env) evalCall(n *Call) (Value, error) {
	if id, ok := n.Fun.(*Ident); ok {
		if b, ok := builtins[id.Name]; ok {
			return e.callBuiltin(id.Name, b, n)
		}
		if _, ok := e.vars[id.Name]; !ok && id.Name != "true" && id.Name != "false" {
			msg := "unknown function " + id.Name
			if s := e.suggest(id.Name); s != "" {
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

func (e *Env) evalArgs(n *Call) ([]Value, error) {
	args := make([]Value, len(n.Args))
	for i, a := range n.Args {
		v, err := e.eval(a)
		if err != nil {
			return nil, err
		}
		args[i] = v
	}
	return args, nil
}

func (e *Env) callBuiltin(name string, b *builtin, n *Call) (Value, error) {
	if n.HasT && !b.targs {
		return nil, errorf(n.Fun.Pos(), "%s takes no template arguments; usage: %s", name, b.sig)
	}
	switch {
	case len(n.Args) < b.min:
		return nil, errorf(n.RParen, "%s: %s, got %d; usage: %s", name, countWant(b), len(n.Args), b.sig)
	case b.max >= 0 && len(n.Args) > b.max:
		return nil, errorf(n.Args[b.max].Pos(), "%s: %s, got %d; usage: %s", name, countWant(b), len(n.Args), b.sig)
	}
	args, err := e.evalArgs(n)
	if err != nil {
		return nil, err
	}
	c := &callCtx{name: name, call: n, args: args}
	for _, t := range n.TArgs {
		c.targs = append(c.targs, t.Val)
	}
	return b.fn(c)
}

func countWant(b *builtin) string {
	plural := func(n int) string {
		if n == 1 {
			return "1 argument"
		}
		return fmt.Sprintf("%d arguments", n)
	}
	switch {
	case b.max < 0:
		return "needs at least " + plural(b.min)
	case b.min == b.max:
		return "takes " + plural(b.min)
	case b.max == b.min+1:
		return fmt.Sprintf("takes %d or %s", b.min, plural(b.max))
	}
	return fmt.Sprintf("takes %d to %d arguments", b.min, b.max)
}

// apply calls a value on coordinates: L(5), L(1,2), L((1,(0,2))), L(_,1)
// (a slice), Sw<3,3,3>(77), and composed layouts likewise.
func apply(f Value, n *Call, args []Value) (Value, error) {
	name := n.Fun.String()
	switch f := f.(type) {
	case LayoutValue, ComposedValue:
		if len(args) == 0 {
			return nil, errorf(n.RParen, "%s: a coordinate is needed, as in L(5), L(1,2) or L(_,1)", name)
		}
		ts := make([]engine.IntTuple, len(args))
		for i, a := range args {
			t, ok := a.(TupleValue)
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
		if lv, ok := f.(LayoutValue); ok {
			if hasUnderscore(crd) {
				sub, _, err := lv.L.Slice(crd)
				if err != nil {
					return nil, errorf(pos, "%v", err)
				}
				return LayoutValue{sub}, nil
			}
			v, err := lv.L.Eval(crd)
			if err != nil {
				return nil, errorf(pos, "%v", err)
			}
			return TupleValue{engine.Int(v)}, nil
		}
		cv := f.(ComposedValue)
		if hasUnderscore(crd) {
			sub, off, err := cv.C.Outer.Slice(crd)
			if err != nil {
				return nil, errorf(pos, "%v", err)
			}
			o, ok := addInt(cv.C.Offset, off)
			if !ok {
				return nil, errorf(pos, "offset %d+%d overflows", cv.C.Offset, off)
			}
			return ComposedValue{engine.ComposedLayout{Inner: cv.C.Inner, Offset: o, Outer: sub}}, nil
		}
		v, err := cv.C.Eval(crd)
		if err != nil {
			return nil, errorf(pos, "%v", err)
		}
		return TupleValue{engine.Int(v)}, nil
	case SwizzleValue:
		if len(args) != 1 {
			return nil, errorf(n.LParen, "a swizzle is applied to one int, as in Sw<3,3,3>(77)")
		}
		t, ok := args[0].(TupleValue)
		if !ok || !t.T.IsInt() {
			return nil, errorf(n.Args[0].Pos(), "a swizzle is applied to an int, got %s", args[0].Kind())
		}
		return TupleValue{engine.Int(f.S.Apply(t.T.Value()))}, nil
	}
	return nil, errorf(n.LParen, "cannot call %s, a %s; only layouts, composed layouts and swizzles take coordinates", truncate(name, 40), f.Kind())
}

func addInt(a, b int) (int, bool) {
	c := a + b
	if (c > a) != (b > 0) {
		return 0, false
	}
	return c, true
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

// compose is composition(a, b) for a a layout, composed layout or swizzle.
func compose(a, b Value, an, bn Node, name string) (Value, error) {
	switch av := a.(type) {
	case SwizzleValue:
		bl, ok := b.(LayoutValue)
		if !ok {
			return nil, errorf(bn.Pos(), "%s: a swizzle composes with a layout, got %s", name, b.Kind())
		}
		return ComposedValue{engine.ComposedLayout{Inner: av.S, Offset: 0, Outer: bl.L}}, nil
	case LayoutValue, ComposedValue:
		switch b.(type) {
		case LayoutValue, TupleValue, TilerValue:
		default:
			return nil, errorf(bn.Pos(), "%s: argument 2 must be a layout, int, shape or tiler, got %s", name, b.Kind())
		}
		t, err := tilerElem(b, bn)
		if err != nil {
			e := err.(*Error)
			e.Msg = name + ": " + e.Msg
			return nil, e
		}
		if cv, ok := av.(ComposedValue); ok {
			l, err := engine.Composition(cv.C.Outer, t)
			if err != nil {
				return nil, errorf(bn.Pos(), "%v", err)
			}
			return ComposedValue{engine.ComposedLayout{Inner: cv.C.Inner, Offset: cv.C.Offset, Outer: l}}, nil
		}
		l, err := engine.Composition(av.(LayoutValue).L, t)
		if err != nil {
			return nil, errorf(bn.Pos(), "%v", err)
		}
		return LayoutValue{l}, nil
	}
	return nil, errorf(an.Pos(), "%s: argument 1 must be a layout, composed layout or swizzle, got %s", name, a.Kind())
}

// suggest returns the defined name or function nearest to name, or "".
// The work is bounded: variables are considered only while there are at
// most maxSuggestVars of them.
func (e *Env) suggest(name string) string {
	const maxSuggestVars = 1000
	limit := min(len(name)/2+1, 3) // suggest only names closer than this
	best, bestD := "", limit
	lname := strings.ToLower(name)
	consider := func(k string) {
		if abs(len(k)-len(name)) >= bestD {
			return
		}
		d := editDistance(lname, strings.ToLower(k))
		if d < bestD || d == bestD && d < limit && k < best {
			best, bestD = k, d
		}
	}
	for k := range builtins {
		consider(k)
	}
	if len(e.vars) <= maxSuggestVars {
		for k := range e.vars {
			consider(k)
		}
	}
	if best == "" && len(name) >= 4 {
		// A prefix is a good hint too: "logical" -> logical_divide.
		for _, f := range Functions() {
			if strings.HasPrefix(f.Name, name) {
				return f.Name
			}
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// editDistance is the Levenshtein distance of a and b (both short).
func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 1 << 30
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			c = min(c, prev[j]+1, cur[j-1]+1)
			cur[j] = c
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// Function describes a built-in function for help screens and completion.
type Function struct {
	Name string // CuTe name, e.g. "coalesce"
	Sig  string // usage, e.g. "coalesce(L[, profile])"
	Doc  string // one line: what it computes
}

// Functions lists the built-in functions, sorted by name.
func Functions() []Function {
	fs := make([]Function, 0, len(builtins))
	for name, b := range builtins {
		fs = append(fs, Function{Name: name, Sig: b.sig, Doc: b.doc})
	}
	sort.Slice(fs, func(i, j int) bool { return fs[i].Name < fs[j].Name })
	return fs
}
