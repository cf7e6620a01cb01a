package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/parse"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// eval evaluates an expression node, the one way every node is
// evaluated: one step of the statement's budget, the node, then the size
// of its value, refused past MaxValue at the node that built it.
func (e *Env) eval(n Node) (value.Value, error) {
	v, err := e.evalNode(n)
	if err != nil {
		return nil, err
	}
	if err := checkSize(v, n.Pos()); err != nil {
		return nil, err
	}
	return v, nil
}

func (e *Env) evalNode(n Node) (value.Value, error) {
	if err := e.work.charge(1, n.Pos()); err != nil {
		return nil, err
	}
	switch n := n.(type) {
	case *IntLit:
		return value.TupleValue{T: engine.Int(n.Val)}, nil
	case *UnderscoreLit:
		return value.TupleValue{T: engine.Underscore()}, nil
	case *TupleLit:
		return e.evalTuple(n)
	case *TilerLit:
		return e.evalTiler(n.Elems)
	case *LayoutLit:
		return e.evalLayoutLit(n)
	case *SwizzleLit:
		// Point at the parameter at fault where one is; the engine
		// checks (and words) the conditions.
		pos := n.At
		switch {
		case n.B.Val < 0:
			pos = n.B.At
		case n.M.Val < 0:
			pos = n.M.At
		case n.S.Val > -n.B.Val && n.S.Val < n.B.Val:
			pos = n.S.At
		}
		s, err := engine.NewSwizzle(n.B.Val, n.M.Val, n.S.Val)
		if err != nil {
			return nil, errorf(pos, "%v", err)
		}
		return value.SwizzleValue{S: s}, nil
	case *Ident:
		return e.lookup(n)
	case *Call:
		return e.evalCall(n)
	case *Compose:
		return e.evalCompose(n)
	case *Binary:
		return e.evalBinary(n)
	case *TypeLit:
		return evalTypeLit(n)
	case *BasisLit:
		return evalBasisLit(n), nil
	case *PtrLit:
		return evalPtrLit(n)
	// The DSL's nodes without a C++ spelling of their own (dsl_ast.go),
	// evaluated through the C++ nodes they hold (dsl_exec.go).
	case *parse.DSLVar:
		return e.evalDSLVar(n)
	case *parse.DSLCall:
		return e.evalDSLCall(n)
	case *parse.DSLNameCall:
		return e.evalDSLNameCall(n)
	case *parse.DSLMulti:
		return e.evalDSLMulti(n)
	case *parse.DSLLayouts:
		return e.evalDSLLayouts(n)
	case *parse.DSLCopyOp:
		return e.evalDSLCopyOp(n)
	case *parse.DSLCopyAtom:
		return e.evalDSLCopyAtom(n)
	case *parse.DSLEnum:
		return e.evalDSLEnum(n)
	case *parse.DSLAligned:
		return e.evalDSLAligned(n)
	case *parse.DSLOutput:
		return e.execOutput(n)
	case *parse.DSLStr, *parse.DSLFStr:
		return nil, errorf(n.Pos(), "a string is a value only to print: print(\"L =\", L), cute.printf(\"{}\", L)")
	case *Assign:
		return nil, errorf(n.At, "assignment is a statement, not an expression")
	}
	return nil, errorf(n.Pos(), "cannot evaluate %s", n)
}

// lookup resolves a variable.
func (e *Env) lookup(n *Ident) (value.Value, error) {
	if v, ok := e.vars[n.Name]; ok {
		return v, nil
	}
	switch n.Name {
	case "true":
		return value.BoolValue(true), nil
	case "false":
		return value.BoolValue(false), nil
	}
	if m, ok := majorTags[n.Name]; ok {
		return m, nil
	}
	if e.isFunc(n.Name) {
		return nil, errorf(n.At, "%s is a function: call it, as in %s(...)", n.Name, n.Name)
	}
	msg := "undefined: " + n.Name
	if s := e.suggest(n.Name); s != "" {
		msg += " (did you mean " + s + "?)"
	}
	return nil, errorf(n.At, "%s", msg)
}

// evalTuple evaluates `(e0,e1,...)`, every element in order: a tuple of
// IntTuples is an IntTuple; of ints and ScaledBasis strides, a basis
// stride (as printed); `(x)` around any other single value just groups
// it; a tuple holding layouts or tilers is a by-mode tiler, as CuTe's
// make_tile.
func (e *Env) evalTuple(n *TupleLit) (value.Value, error) {
	if len(n.Elems) == 1 {
		if _, ok := n.Elems[0].(*Binary); ok {
			return e.eval(n.Elems[0]) // (2+3)*4: brackets group arithmetic
		}
	}
	vals := make([]value.Value, len(n.Elems))
	ints := true
	for i, el := range n.Elems {
		v, err := e.eval(el)
		if err != nil {
			return nil, err
		}
		vals[i] = v
		_, ok := v.(value.TupleValue)
		ints = ints && ok
	}
	if ints {
		var buf [8]engine.IntTuple // engine.Tuple copies: a small tuple needs no slice of its own
		ts := buf[:0]
		for _, v := range vals {
			ts = append(ts, v.(value.TupleValue).T)
		}
		return value.TupleValue{T: engine.Tuple(ts...)}, nil
	}
	if b, ok := basisStride(vals); ok {
		return b, nil // (1@0,1@1): a basis stride, as printed
	}
	if len(vals) == 1 {
		return vals[0], nil
	}
	return e.tilerOf(n.Elems, vals)
}

// evalTiler evaluates the by-mode tiler <elems...>: every element first,
// then each made a tiler element, so that an element that fails to
// evaluate is reported before an earlier one of the wrong kind.
func (e *Env) evalTiler(elems []Node) (value.Value, error) {
	vals := make([]value.Value, len(elems))
	for i, el := range elems {
		v, err := e.eval(el)
		if err != nil {
			return nil, err
		}
		vals[i] = v
	}
	return e.tilerOf(elems, vals)
}

// tilerOf builds a by-mode tiler from evaluated elements.
func (e *Env) tilerOf(nodes []Node, vals []value.Value) (value.Value, error) {
	t := make(engine.ByMode, len(vals))
	for i, v := range vals {
		el, err := tilerElem(v, nodes[i])
		if err != nil {
			return nil, err
		}
		t[i] = el
	}
	return value.TilerValue{T: t}, nil
}

// tilerElem converts a value to an element of a tiler: a layout, an int n
// (n:1), a shape (by-mode), `_` (keep the mode) or a nested tiler.
func tilerElem(v value.Value, n Node) (engine.Tiler, error) {
	switch v := v.(type) {
	case value.LayoutValue:
		return v.L, nil
	case value.TilerValue:
		return v.T, nil
	case value.TupleValue:
		if err := checkTilerTuple(v.T, n, nil); err != nil {
			return nil, err
		}
		return v.T, nil
	}
	return nil, errorf(n.Pos(), "a tiler element must be a layout, int, shape, _ or tiler, got %s", v.Kind())
}

// checkTilerTuple refuses non-positive ints in a shape used as a tiler.
func checkTilerTuple(t engine.IntTuple, n Node, path []int) error {
	switch {
	case t.IsUnderscore():
		return nil
	case t.IsInt():
		if t.Value() <= 0 {
			return errorf(subPos(n, path), "a tile size must be positive, got %d", t.Value())
		}
		return nil
	}
	for i := 0; i < t.Len(); i++ {
		if err := checkTilerTuple(t.At(i), n, append(path, i)); err != nil {
			return err
		}
	}
	return nil
}

// subPos is the column of the sub-expression of n at path (indices into
// nested tuple literals), or of the deepest literal on the way there.
func subPos(n Node, path []int) int {
	for _, i := range path {
		t, ok := n.(*TupleLit)
		if !ok || i >= len(t.Elems) {
			break
		}
		n = t.Elems[i]
	}
	return n.Pos()
}

// evalLayoutLit evaluates Shape:Stride, checking each mode so that the
// error points at the literal at fault, and refusing a layout larger than
// MaxValue at the literal.
func (e *Env) evalLayoutLit(n *LayoutLit) (value.Value, error) {
	sv, err := e.eval(n.Shape)
	if err != nil {
		return nil, err
	}
	dv, err := e.eval(n.Stride)
	if err != nil {
		return nil, err
	}
	shape, ok := sv.(value.TupleValue)
	if !ok || shape.T.IsUnderscore() {
		return nil, errorf(n.Shape.Pos(), "the shape of a layout must be an int or a tuple, got %s", sv.Kind())
	}
	if st, ok := dv.(value.BasisStrideValue); ok && !shape.T.HasUnderscore() {
		return basisLayoutLit(n, shape.T, st) // (4,5):(1@0,1@1), as printed
	}
	stride, ok := dv.(value.TupleValue)
	if !ok || stride.T.IsUnderscore() {
		return nil, errorf(n.Stride.Pos(), "the stride of a layout must be an int or a tuple, got %s", dv.Kind())
	}
	v, err := makeLayout(shape.T, stride.T, n.Shape, n.Stride, n.Pos())
	if err != nil {
		return nil, err
	}
	if err := checkSize(v, n.Pos()); err != nil {
		return nil, err
	}
	return v, nil
}

// makeLayout validates shape and stride (with the nodes they came from,
// for positions) and builds the layout.
func makeLayout(shape, stride engine.IntTuple, sn, dn Node, pos int) (value.Value, error) {
	l, err := buildLayout(shape, stride, sn, dn, pos)
	if err != nil {
		return nil, err
	}
	return value.LayoutValue{L: l}, nil
}

// buildLayout is makeLayout's layout, before it is made a Value.
func buildLayout(shape, stride engine.IntTuple, sn, dn Node, pos int) (engine.Layout, error) {
	l, err := engine.MakeLayout(shape, stride)
	if err == nil {
		// The engine accepts only what the checks below accept (no `_`,
		// positive shapes, congruent), so they can only fail when it refuses.
		return l, nil
	}
	if err := checkShape(shape, sn, nil, "shape"); err != nil {
		return engine.Layout{}, err
	}
	if err := checkStride(stride, dn, nil); err != nil {
		return engine.Layout{}, err
	}
	if err := checkCongruent(shape, stride, dn, nil); err != nil {
		return engine.Layout{}, err
	}
	return engine.Layout{}, errorf(pos, "%v", err)
}

// checkShape refuses `_` and non-positive extents in a shape.
func checkShape(t engine.IntTuple, n Node, path []int, what string) error {
	if path == nil && positive(t) {
		return nil // the common case, without building paths
	}
	switch {
	case t.IsUnderscore():
		return errorf(subPos(n, path), "_ is not allowed in a %s", what)
	case t.IsInt():
		if t.Value() < 0 {
			return errorf(subPos(n, path), "a %s must not be negative, got %d", what, t.Value())
		}
		return nil
	}
	for i := 0; i < t.Len(); i++ {
		if err := checkShape(t.At(i), n, append(path, i), what); err != nil {
			return err
		}
	}
	return nil
}

// positive reports whether t holds only positive ints.
func positive(t engine.IntTuple) bool {
	switch {
	case t.IsUnderscore():
		return false
	case t.IsInt():
		return t.Value() >= 0
	}
	for i := 0; i < t.Len(); i++ {
		if !positive(t.At(i)) {
			return false
		}
	}
	return true
}

// checkStride refuses `_` in a stride.
func checkStride(t engine.IntTuple, n Node, path []int) error {
	if path == nil && !t.HasUnderscore() {
		return nil
	}
	switch {
	case t.IsUnderscore():
		return errorf(subPos(n, path), "_ is not allowed in a stride")
	case t.IsInt():
		return nil
	}
	for i := 0; i < t.Len(); i++ {
		if err := checkStride(t.At(i), n, append(path, i)); err != nil {
			return err
		}
	}
	return nil
}

// checkCongruent reports the first mode where stride's structure differs
// from shape's, at the stride's literal.
func checkCongruent(shape, stride engine.IntTuple, dn Node, path []int) error {
	if path == nil && engine.Congruent(shape, stride) {
		return nil
	}
	if shape.IsInt() && stride.IsInt() {
		return nil
	}
	if shape.IsTuple() && stride.IsTuple() && shape.Len() == stride.Len() {
		for i := 0; i < shape.Len(); i++ {
			if err := checkCongruent(shape.At(i), stride.At(i), dn, append(path, i)); err != nil {
				return err
			}
		}
		return nil
	}
	return errorf(subPos(dn, path), "shape %s and stride %s are not congruent", shape, stride)
}

// evalCompose evaluates `A o B o ...`. `F0 o n1 o F1 o n2 o F2 ...`, ints
// between layouts, swizzles or composed layouts, is the composed layout
// as C++ prints it, nested to the right (F0 o n1 o (F1 o n2 o F2)):
// `Sw<B,M,S> o off o L`, `32:1 o -32 o Sw<2,3,-3>`. Otherwise composition
// folds left (`Sw<B,M,S> o L` is composition(Sw, L): Sw o 0 o L, or L
// itself for Sw<0,M,S>).
func (e *Env) evalCompose(n *Compose) (value.Value, error) {
	if v, ok, err := e.readBackCompose(n); ok {
		return v, err // ArithTuple(0,0) o L, gmem_ptr[16b](0x0) o L, as printed
	}
	vals := make([]value.Value, len(n.Ops))
	for i, op := range n.Ops {
		v, err := e.eval(op)
		if err != nil {
			return nil, err
		}
		vals[i] = v
	}
	if c, ok := composedLiteral(vals); ok {
		return value.ComposedValue{C: c}, nil
	}
	if _, ok := vals[0].(value.SwizzleValue); ok && len(vals) != 2 {
		if len(vals) == 3 {
			if t, ok := vals[1].(value.TupleValue); !ok || !t.T.IsInt() {
				return nil, errorf(n.Ops[1].Pos(), "in Sw<B,M,S> o offset o L the offset must be an int, got %s", vals[1].Kind())
			}
			return nil, errorf(n.Ops[2].Pos(), "in Sw<B,M,S> o offset o L, L must be a layout, swizzle or composed layout, got %s", vals[2].Kind())
		}
		return nil, errorf(n.Os[len(n.Os)-1], "a composed layout is A o offset o B")
	}
	acc := vals[0]
	for i := 1; i < len(vals); i++ {
		v, err := compose(acc, vals[i], n.Ops[0], n.Ops[i], "o")
		if err != nil {
			return nil, err
		}
		acc = v
	}
	return acc, nil
}

// composedLiteral reads F0 o n1 o F1 [o n2 o F2 ...] as the composed
// layout F0 o n1 o (F1 o n2 o ...); ok is false for any other chain.
func composedLiteral(vals []value.Value) (engine.ComposedLayout, bool) {
	if len(vals) < 3 || len(vals)%2 == 0 {
		return engine.ComposedLayout{}, false
	}
	fns := make([]engine.Fn, 0, len(vals)/2+1)
	offs := make([]engine.Offset, 0, len(vals)/2)
	for i, v := range vals {
		if i%2 == 1 {
			if o, ok := v.(value.OffsetValue); ok { // smem_ptr[16b](unset), as printed
				offs = append(offs, o.O)
				continue
			}
			t, ok := v.(value.TupleValue)
			if !ok || !t.T.IsInt() {
				return engine.ComposedLayout{}, false
			}
			offs = append(offs, engine.IntOffset(t.T.Value()))
			continue
		}
		f, ok := asFn(v)
		if !ok {
			return engine.ComposedLayout{}, false
		}
		fns = append(fns, f)
	}
	acc := fns[len(fns)-1]
	for i := len(offs) - 1; i >= 0; i-- {
		acc = engine.MakeComposed(fns[i], offs[i], acc)
	}
	return acc.(engine.ComposedLayout), true
}

// majorTags are the names of the order tags.
var majorTags = map[string]value.MajorValue{
	"LayoutLeft": {Right: false}, "GenColMajor": {Right: false},
	"LayoutRight": {Right: true}, "GenRowMajor": {Right: true},
}
