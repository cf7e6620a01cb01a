package eval

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Explain runs one statement as Exec does and also returns the derivation of
// its outermost operation, step by step, where the engine has one: idx2crd,
// crd2idx, coalesce, shape_div, shape_mod, complement, composition, the
// inverses, the divides and products, a layout or swizzle called on a
// coordinate, and gemm_identity_swizzle. Steps are returned even when the
// operation is refused: they show where it fails.
func (e *Env) Explain(line string) (res Result, steps []engine.Step, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, steps, err = Result{}, nil, errorf(0, "internal error: %v (please report this statement)", r)
		}
	}()
	if n, perr := e.explainParse(line); perr == nil && n != nil {
		if a, ok := n.(*Assign); ok {
			n = a.Expr
		}
		steps = e.deriveSafely(n)
	}
	res, err = e.exec(line)
	return res, steps, err
}

// deriveSafely is the derivation of n's outermost operation; a derivation
// that fails inside says so in a step and leaves the statement to run.
func (e *Env) deriveSafely(n Node) (steps []engine.Step) {
	defer func() {
		if r := recover(); r != nil {
			steps = []engine.Step{{Rule: "internal error", Text: fmt.Sprintf("the derivation failed: %v (please report this statement)", r)}}
		}
	}()
	switch n := n.(type) {
	case *Call:
		return e.derive(n)
	case *Compose:
		return e.deriveCompose(n)
	}
	return nil
}

// derive evaluates call's arguments and runs the traced operation.
func (e *Env) derive(call *Call) []engine.Step {
	e.work.start(e.ctx) // under a budget of its own, as the statement after it
	tr := &engine.Trace{}
	if id, ok := call.Fun.(*Ident); ok {
		if b, ok := e.lookupFunc(call, id.Name); ok {
			c, err := e.prepareCall(new(callFrame), id.Name, b, call)
			if err != nil {
				return nil
			}
			f, ok := explainers[id.Name]
			if b.explain != nil {
				f, ok = b.explain, true
			}
			if ok {
				if !deriveComposed(c, tr, f) {
					f(c, tr)
				}
			}
			return tr.Steps
		}
	}
	f, err := e.eval(call.Fun)
	if err != nil {
		return nil
	}
	args, err := e.evalArgs(call)
	if err != nil || len(args) == 0 {
		return nil
	}
	ts := make([]engine.IntTuple, len(args))
	for i, a := range args {
		t, ok := a.(value.TupleValue)
		if !ok || hasUnderscore(t.T) {
			return nil
		}
		ts[i] = t.T
	}
	crd := ts[0]
	if len(ts) > 1 {
		crd = engine.Tuple(ts...)
	}
	switch f := f.(type) {
	case value.LayoutValue:
		engine.Crd2Idx(crd, f.L.Shape(), f.L.Stride(), tr)
	case value.SwizzleValue:
		if crd.IsInt() {
			f.S.Apply(crd.Value(), tr)
		}
	}
	return tr.Steps
}

// explainers run the traced variant of a built-in; argument errors leave
// the trace empty (Exec reports them).
var explainers = map[string]func(c *callCtx, tr *engine.Trace){
	"idx2crd": func(c *callCtx, tr *engine.Trace) {
		if len(c.args) != 2 { // idx2crd(i, shape, stride) has no derivation
			return
		}
		if t, err := c.coord(0); err == nil {
			if s, err := c.shape(1); err == nil {
				engine.Idx2Crd(t, s, tr)
			}
		}
	},
	"crd2idx": func(c *callCtx, tr *engine.Trace) {
		if l, ok := c.args[1].(value.LayoutValue); ok && len(c.args) == 2 { // crd2idx(c, L)
			if t, err := c.coord(0); err == nil {
				engine.Crd2Idx(t, l.L.Shape(), l.L.Stride(), tr)
			}
			return
		}
		if len(c.args) != 3 { // crd2idx(c, shape) has no derivation
			return
		}
		t, err1 := c.coord(0)
		s, err2 := c.shape(1)
		d, err3 := c.intTuple(2)
		if err1 == nil && err2 == nil && err3 == nil {
			engine.Crd2Idx(t, s, d, tr)
		}
	},
	"coalesce": func(c *callCtx, tr *engine.Trace) {
		if l, err := c.layout(0); err == nil && len(c.args) == 1 {
			engine.Coalesce(l, tr)
		}
	},
	"shape_div": func(c *callCtx, tr *engine.Trace) {
		a, err1 := c.intTuple(0)
		b, err2 := c.intTuple(1)
		if err1 == nil && err2 == nil {
			engine.ShapeDiv(a, b, tr)
		}
	},
	"shape_mod": func(c *callCtx, tr *engine.Trace) {
		a, err1 := c.intTuple(0)
		n, err2 := c.int(1)
		if err1 == nil && err2 == nil {
			engine.ShapeMod(a, n, tr)
		}
	},
	"complement": func(c *callCtx, tr *engine.Trace) {
		l, err := c.layout(0)
		if err != nil {
			return
		}
		if len(c.args) == 1 {
			cot := engine.CosizeOf(engine.Filter(l))
			tr.Say("complement: cotarget", "", "the default cotarget is cosize(filter(A)) = %s", cot)
			engine.Complement(l, cot, tr)
		} else if m, err := c.cotarget(1); err == nil {
			engine.Complement(l, m, tr)
		}
	},
	"composition": func(c *callCtx, tr *engine.Trace) { layoutTiler(c, tr, engine.Composition) },
	"right_inverse": func(c *callCtx, tr *engine.Trace) {
		if l, err := c.layout(0); err == nil {
			engine.RightInverse(l, tr)
		}
	},
	"left_inverse": func(c *callCtx, tr *engine.Trace) { oneLayout(c, tr, engine.LeftInverse) },
}

func init() {
	for _, op := range engine.Divides() {
		explainers[op.String()] = func(c *callCtx, tr *engine.Trace) {
			layoutTiler(c, tr, op.Apply)
		}
	}
	for _, op := range engine.Products() {
		explainers[op.String()] = func(c *callCtx, tr *engine.Trace) {
			layoutTiler(c, tr, op.Apply)
		}
	}
}

func layoutTiler(c *callCtx, tr *engine.Trace, f func(engine.Layout, engine.Tiler, ...*engine.Trace) (engine.Layout, error)) {
	a, err := c.layout(0)
	if err != nil {
		return
	}
	if b, err := c.tiler(1); err == nil {
		f(a, b, tr)
	}
}

func oneLayout(c *callCtx, tr *engine.Trace, f func(engine.Layout, ...*engine.Trace) (engine.Layout, error)) {
	if l, err := c.layout(0); err == nil {
		f(l, tr)
	}
}

// deriveCompose is the derivation of A o B written with o, of two
// layouts (or a layout and a tiler): CuTe's composition.
func (e *Env) deriveCompose(n *Compose) []engine.Step {
	if len(n.Ops) != 2 {
		return nil
	}
	e.work.start(e.ctx) // under a budget of its own, as derive
	a, err := e.eval(n.Ops[0])
	if err != nil {
		return nil
	}
	la, ok := a.(value.LayoutValue)
	if !ok {
		return nil
	}
	b, err := e.eval(n.Ops[1])
	if err != nil {
		return nil
	}
	var tl engine.Tiler
	switch b := b.(type) {
	case value.LayoutValue:
		tl = b.L
	case value.TupleValue:
		if hasUnderscore(b.T) {
			return nil
		}
		tl = b.T
	case value.TilerValue:
		tl = b.T
	default:
		return nil
	}
	tr := &engine.Trace{}
	engine.Composition(la.L, tl, tr)
	return tr.Steps
}

// HasDerivation reports whether --explain works the built-in name step
// by step (for some of its forms: idx2crd(i, shape, stride) has none).
func HasDerivation(name string) bool {
	_, ok := explainers[name]
	return ok
}

// NoDerivation is what --explain says of the statement line when Explain
// gives no steps for it: which function has no derivation (yet, or in
// this form), so that a bare result is never mistaken for a derivation.
// It is "" for a statement that is not a call (a literal, a name) or
// does not parse.
func NoDerivation(line string) string { return (&Env{}).noDerivation(line) }

// noDerivation is NoDerivation with e's library functions known.
func (e *Env) noDerivation(line string) string {
	n, err := Parse(line)
	if err != nil || n == nil {
		return ""
	}
	if a, ok := n.(*Assign); ok {
		n = a.Expr
	}
	switch n := n.(type) {
	case *Call:
		id, ok := n.Fun.(*Ident)
		if !ok {
			return "no step-by-step derivation for this call; its result:"
		}
		b, ok := e.lookupFunc(n, id.Name)
		if HasDerivation(id.Name) || ok && b.explain != nil {
			return "this form of " + id.Name + " has no step-by-step derivation; its result:"
		}
		if ok {
			return id.Name + " has no step-by-step derivation yet (help functions marks those that have one); its result:"
		}
	case *Compose:
		return "no step-by-step derivation for this composition; its result:"
	}
	return ""
}

// deriveComposed derives f of a composed layout A o O o B whose B is a
// layout, for the functions layout_composed.hpp passes through to B
// (composition(A, O, f(B))): f's derivation on B, nested. false when
// argument 0 is no such composed layout.
func deriveComposed(c *callCtx, tr *engine.Trace, f func(*callCtx, *engine.Trace)) bool {
	if op, ok := onBByName[c.name]; len(c.args) == 0 || !ok || !op.Recomposes() {
		return false
	}
	cv, ok := c.args[0].(value.ComposedValue)
	if !ok {
		return false
	}
	b, ok := cv.C.B().(engine.Layout)
	if !ok {
		return false
	}
	tr.Say(c.name, b.String(), "%s is A o O o B with B = %s: %s acts on B, and A and O compose again (layout_composed.hpp)", cv.C, b, c.name)
	cc := *c
	cc.args = append([]value.Value{value.LayoutValue{L: b}}, c.args[1:]...)
	done := tr.Nest()
	f(&cc, tr)
	done()
	return true
}
