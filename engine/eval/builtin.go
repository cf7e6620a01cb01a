package eval

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// builtin is a function of the language, written as a keyed literal in
// the table of its file: its CuTe name, one line of doc, and its
// overloads, as C++ overloads the function for kinds of arguments. A call
// is computed by the first overload that accepts its arguments (resolve);
// the usage line and the numbers of arguments the function takes come
// from the overloads' uses, once, when the table is built (newBuiltins).
type builtin struct {
	name      string // its CuTe name, e.g. "coalesce"
	doc       string // one line: what it computes
	overloads []overload
	// explain, for a library function, is its derivation (the built-ins
	// keep theirs in explainers).
	explain func(c *callCtx, tr *engine.Trace)

	// Derived from the overloads when the table is built.
	sig      string // usage, e.g. "coalesce(L[, profile])": the uses joined by " | "
	min, max int    // fewest and most arguments of any overload; max -1 for any number
	targs    bool   // some overload takes template arguments f<I...>(...)
	types    int    // the element types every call must write as template arguments (typesRequired)
	// tmin and tmax are the fewest and most template parameters of the
	// overloads with typeParams (tmax -1: any number; tmin -1: none has),
	// amin and amax their fewest and most arguments besides.
	tmin, tmax, amin, amax int
}

// overload is one form of a built-in.
// callFn computes a call of a built-in.
type callFn = func(c *callCtx) (value.Value, error)

type overload struct {
	// use is how it is written, in the usage line: "coalesce(L[, profile])",
	// "L.compose(B0, B1, ...)" (the receiver counts as argument 1),
	// "smem_ptr_flag_bits<B>{}"; spellings one fn computes are joined by
	// " | " or " or ". Without a use, an overload takes the arguments of
	// the built-in's other overloads and is not listed: the forms for
	// composed layouts, tensors and atoms, which on selects.
	use string
	// on says which arguments it is for, by their kinds (nil: any).
	on func(c *callCtx) bool
	// typeParams says the template parameters use writes are element
	// types or enumerators (make_gmem_ptr<T>(addr),
	// make_instr_desc<A,B,C,M,N,a_maj,b_maj[,a_neg,b_neg,c_sat,sp,shift]>()),
	// which the parser makes the call's leading arguments (Call.Types),
	// not integers (size<I...>(x)): the counts from use include them, the
	// counts an error names do not. typesRequired says they must be
	// written so (recast_layout<Old,New>(L)), not as arguments.
	typeParams    bool
	typesRequired bool
	// gathers says the result holds every argument (make_shape,
	// make_layout(L...)): their total size is checked against MaxValue
	// before the call, so that nothing builds or walks more.
	gathers bool
	fn      func(c *callCtx) (value.Value, error)
	// byCount, in place of fn, computes the call by its number of
	// arguments: byCount[0] for the fewest use names, byCount[1] for one
	// more, ... (filter(L) and filter(L, profile)).
	byCount []callFn

	min, max int  // the arguments use names (max -1: any number), types included
	targs    bool // use writes template arguments
}

// gathers reports whether an overload of b gathers its arguments.
func (b *builtin) gathers() bool {
	return slices.ContainsFunc(b.overloads, func(o overload) bool { return o.gathers })
}

// accepts reports whether o takes n arguments.
func (o *overload) accepts(n int) bool { return n >= o.min && (o.max < 0 || n <= o.max) }

// argIs selects the calls whose argument i has one of kinds.
func argIs(i int, kinds ...value.Kind) func(c *callCtx) bool {
	return func(c *callCtx) bool {
		return i < len(c.args) && slices.Contains(kinds, c.args[i].Kind())
	}
}

// resolve is the overload of b that computes c: the first whose count of
// arguments and on accept it. Where none does it reports the counts b
// takes (unreachable after prepareCall's check, which newBuiltins makes
// sure of: every count between min and max has an overload without on).
func (b *builtin) resolve(c *callCtx) (*overload, error) {
	for i := range b.overloads {
		o := &b.overloads[i]
		if o.accepts(len(c.args)) && (o.on == nil || o.on(c)) {
			return o, nil
		}
	}
	return nil, errorf(c.call.RParen, "%s: %s, got %d; usage: %s", c.name, countWant(b, c.call.Types), len(c.args)-c.call.Types, b.sig)
}

// call computes a call of b by the overload that resolves it.
func (b *builtin) call(c *callCtx) (value.Value, error) {
	o, err := b.resolve(c)
	if err != nil {
		return nil, err
	}
	c.b = b
	if o.byCount != nil {
		return o.byCount[len(c.args)-o.min](c)
	}
	return o.fn(c)
}

// maxAgain bounds how deep calls made again with other arguments nest
// (again): an overload for a tensor of a composed layout calls the
// composed layout's, which calls the layout's.
const maxAgain = 8

// again is c's call made again with args in place of its arguments,
// resolved anew, as an overload of a C++ function for composed layouts or
// tensors calls the function of its layout: the arguments' syntax stays
// c's, for the places of errors.
func (c *callCtx) again(args []value.Value) (value.Value, error) {
	if c.nested >= maxAgain {
		return nil, errorf(c.call.Fun.Pos(), "%s: overloads call one another more than %d deep", c.name, maxAgain)
	}
	cc := *c
	cc.args = args
	cc.nested++
	return c.b.call(&cc)
}

// builtins holds every function by its CuTe name, built once from the
// tables of the builtin_*.go files and the overloads other files add
// (newBuiltins); nothing changes it after.
var builtins map[string]*builtin

// members holds the functions C++ has only as members (L.tile(B),
// L.compose(B)): reached only by x.f(args), so that their names stay free
// for variables (tile = <2,_>).
var members map[string]*builtin

// moreOverload is an overload a file adds to a built-in of another file's
// table, as layout_composed.hpp adds coalesce of a composed layout.
type moreOverload struct {
	name   string // the built-in it is an overload of
	member bool   // of the member-only function name (T.compose)
	overload
}

func init() {
	builtins, members = newBuiltins(
		[][]builtin{tupleBuiltins, layoutBuiltins, algebraBuiltins, extraBuiltins, cppBuiltins, atomBuiltins, freeBuiltins, printTensorBuiltins, dynamicBuiltins},
		[][]builtin{memberBuiltins, atomMembers},
		// In the order they are tried, before the built-in's own.
		[][]moreOverload{tensorOpOverloads(), atomOverloads(), composedOverloads(), tensorOverloads()})
}

// newBuiltins builds the tables of free and member-only functions: each
// built-in with the overloads more adds for it first (in their order),
// then its own, and its usage and counts derived. A name defined twice,
// an overload of no built-in, a use that does not read, or a count
// between min and max that no overload without on takes is a programming
// error: it panics.
func newBuiltins(free, member [][]builtin, more [][]moreOverload) (map[string]*builtin, map[string]*builtin) {
	fs, ms := map[string]*builtin{}, map[string]*builtin{}
	add := func(into map[string]*builtin, tables [][]builtin, what string) {
		for _, table := range tables {
			for i := range table {
				b := table[i] // a copy: the tables stay as written
				if fs[b.name] != nil || ms[b.name] != nil {
					panic("eval: two built-ins named " + b.name + " (" + what + ")")
				}
				b.overloads = slices.Clone(b.overloads)
				into[b.name] = &b
			}
		}
	}
	add(fs, free, "free")
	add(ms, member, "member")
	extra := map[*builtin][]overload{}
	for _, table := range more {
		for _, o := range table {
			b := fs[o.name]
			if o.member {
				b = ms[o.name]
			}
			if b == nil {
				panic("eval: an overload of no built-in " + o.name)
			}
			extra[b] = append(extra[b], o.overload)
		}
	}
	for _, table := range []map[string]*builtin{fs, ms} {
		for _, b := range table {
			b.overloads = append(extra[b], b.overloads...)
			if err := b.derive(len(extra[b])); err != nil {
				panic("eval: " + b.name + ": " + err.Error())
			}
		}
	}
	return fs, ms
}

// derive sets b's usage and counts from its overloads' uses, and gives an
// overload without a use the counts of those with. The usage lists the
// uses of b's own overloads first, then those of the first added ones
// (overloads from other files, tried first).
func (b *builtin) derive(added int) error {
	var uses []string
	b.min, b.max, b.types, b.tmin, b.tmax, b.amin, b.amax = -1, 0, 0, -1, 0, -1, 0
	for k := range b.overloads {
		i := (k + added) % len(b.overloads) // its own first
		o := &b.overloads[i]
		if (o.fn == nil) == (o.byCount == nil) {
			return fmt.Errorf("an overload needs fn or byCount, not both")
		}
		if o.use == "" {
			continue
		}
		u, err := parseUse(o.use)
		if err != nil {
			return err
		}
		o.min, o.max, o.targs = u.lo, u.hi, u.targs
		if o.typeParams {
			o.min, o.max, o.targs = u.lo+u.tlo, u.hi+u.thi, false
			if u.hi < 0 || u.thi < 0 {
				o.max = -1
			}
			b.tmin, b.tmax = widen(b.tmin, b.tmax, u.tlo, u.thi)
			b.amin, b.amax = widen(b.amin, b.amax, u.lo, u.hi)
		}
		if o.byCount != nil && (o.max < 0 || len(o.byCount) != o.max-o.min+1) {
			return fmt.Errorf("%s: byCount has %d forms for %d to %d arguments", o.use, len(o.byCount), o.min, o.max)
		}
		uses = append(uses, o.use)
		if b.min < 0 || o.min < b.min {
			b.min = o.min
		}
		if b.max >= 0 && (o.max < 0 || o.max > b.max) {
			b.max = o.max
		}
		if o.typesRequired {
			b.types = u.tlo
		}
		b.targs = b.targs || o.targs
	}
	if len(uses) == 0 {
		return fmt.Errorf("no overload with a use")
	}
	b.sig = strings.Join(uses, " | ")
	for i := range b.overloads {
		if o := &b.overloads[i]; o.use == "" {
			o.min, o.max = b.min, b.max
		}
	}
	top := b.max
	if top < 0 {
		top = b.min + 8
	}
	for n := b.min; n <= top; n++ {
		if !slices.ContainsFunc(b.overloads, func(o overload) bool { return o.on == nil && o.accepts(n) }) {
			return fmt.Errorf("no overload without on takes %d arguments", n)
		}
	}
	return nil
}

// usage is what a use says of the arguments: the fewest and most
// arguments its spellings take (most -1: "..." takes any number), the
// fewest and most template parameters, and whether one writes template
// arguments.
type usage struct {
	lo, hi, tlo, thi int
	targs            bool
}

// parseUse reads a use, "f<I...>(a, b[, c])" or "x.f(b, ...)" or
// "f<B>{}", spellings joined by " | " or " or ".
func parseUse(use string) (usage, error) {
	u := usage{lo: -1, tlo: -1}
	for _, alt := range strings.Split(strings.ReplaceAll(use, " or ", " | "), " | ") {
		s, err := parseSpelling(alt)
		if err != nil {
			return usage{}, fmt.Errorf("use %q: %v", use, err)
		}
		u.lo, u.hi = widen(u.lo, u.hi, s.lo, s.hi)
		u.tlo, u.thi = widen(u.tlo, u.thi, s.tlo, s.thi)
		u.targs = u.targs || s.targs
	}
	return u, nil
}

// widen is the range lo..hi widened to take in l..h (lo -1: empty; hi
// -1: any number).
func widen(lo, hi, l, h int) (int, int) {
	if lo < 0 || l < lo {
		lo = l
	}
	if hi >= 0 && (h < 0 || h > hi) {
		hi = h
	}
	return lo, hi
}

// parseSpelling is parseUse of one spelling.
func parseSpelling(s string) (u usage, err error) {
	open := strings.IndexAny(s, "<({")
	if open < 0 {
		return usage{}, fmt.Errorf("no argument list")
	}
	recv := strings.Contains(s[:open], ".") // x.f(...): x is argument 1
	if s[open] == '<' {
		u.targs = true
		depth, start := 0, open
		for i := open; i < len(s); i++ {
			if s[i] == '<' {
				depth++
			} else if s[i] == '>' {
				if depth--; depth == 0 {
					open = i + 1
					break
				}
			}
		}
		if open == start {
			return usage{}, fmt.Errorf("unbalanced < >")
		}
		if u.tlo, u.thi, err = countParams(s[start+1 : open-1]); err != nil {
			return usage{}, err
		}
	}
	switch {
	case open >= len(s):
		return usage{}, fmt.Errorf("no argument list")
	case strings.HasPrefix(s[open:], "{}"):
		// a value written as a type's braces: no arguments
	case s[open] == '(' && strings.HasSuffix(s, ")"):
		if u.lo, u.hi, err = countParams(s[open+1 : len(s)-1]); err != nil {
			return usage{}, err
		}
	default:
		return usage{}, fmt.Errorf("no argument list")
	}
	if recv {
		u.lo++
		if u.hi >= 0 {
			u.hi++
		}
	}
	return u, nil
}

// countParams counts the parameters of "a, b[, c][, d]", "a, b, ...",
// "x, I...": the required ones (outside [ ]), and all (-1 where there is
// a pack, a parameter ending in "...", which takes any number, none
// included). Commas inside <>, () and {} do not separate parameters.
func countParams(ps string) (lo, hi int, err error) {
	nest, opt := 0, 0
	var cur strings.Builder // the parameter being read
	curOpt, pack := false, false
	end := func() {
		p := strings.TrimSpace(cur.String())
		switch {
		case p == "":
		case strings.HasSuffix(p, "..."):
			pack = true
		default:
			hi++
			if !curOpt {
				lo++
			}
		}
		cur.Reset()
	}
	for i := 0; i < len(ps); i++ {
		ch := ps[i]
		switch {
		case ch == '<' || ch == '(' || ch == '{':
			nest++
		case ch == '>' || ch == ')' || ch == '}':
			nest--
		case nest == 0 && ch == '[':
			opt++
			continue
		case nest == 0 && ch == ']':
			opt--
			continue
		case nest == 0 && ch == ',':
			end()
			continue
		}
		if cur.Len() == 0 {
			if ch == ' ' {
				continue
			}
			curOpt = opt > 0
		}
		cur.WriteByte(ch)
	}
	end()
	if nest != 0 || opt != 0 {
		return 0, 0, fmt.Errorf("unbalanced brackets in %q", ps)
	}
	if pack {
		hi = -1
	}
	return lo, hi, nil
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
	name   string
	call   *Call
	args   []value.Value
	targs  []int
	b      *builtin // the built-in called
	w      *work    // the statement's budget (nil: not charged)
	nested int      // how deep again nests this call
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
	if n.Types > 0 && b.tmin >= 0 {
		// The types against the use's <...>, the rest against its (...).
		if n.Types < b.tmin || b.tmax >= 0 && n.Types > b.tmax {
			return nil, errorf(n.Fun.Pos(), "%s takes %s template arguments, got %d; usage: %s", name, countRange(b.tmin, b.tmax), n.Types, b.sig)
		}
		switch k := len(n.Args) - n.Types; {
		case k < b.amin:
			return nil, errorf(n.RParen, "%s: %s, got %d; usage: %s", name, countText(b.amin, b.amax), k, b.sig)
		case b.amax >= 0 && k > b.amax:
			return nil, errorf(n.Args[n.Types+b.amax].Pos(), "%s: %s, got %d; usage: %s", name, countText(b.amin, b.amax), k, b.sig)
		}
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
	if b.gathers() {
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

// countRange says lo..hi: "2", "2 or 3", "7 to 10", "at least 1".
func countRange(lo, hi int) string {
	switch {
	case hi < 0:
		return fmt.Sprintf("at least %d", lo)
	case lo == hi:
		return strconv.Itoa(lo)
	case hi == lo+1:
		return fmt.Sprintf("%d or %d", lo, hi)
	}
	return fmt.Sprintf("%d to %d", lo, hi)
}

// countWant says how many arguments b takes where types of its leading
// arguments were written as template arguments (Call.Types).
func countWant(b *builtin, types int) string {
	lo, hi := max(b.min-types, 0), b.max
	if hi >= 0 {
		hi = max(hi-types, 0)
	}
	return countText(lo, hi)
}

// countText says "takes 1 argument", "takes 1 or 2 arguments", "takes 1
// to 3 arguments", "needs at least 1 argument" of lo..hi.
func countText(lo, hi int) string {
	plural := func(n int) string {
		if n == 1 {
			return "1 argument"
		}
		return fmt.Sprintf("%d arguments", n)
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
