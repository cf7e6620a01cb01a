package eval

import (
	"github.com/cutetui/cutetui/engine/eval/parse"
	"github.com/cutetui/cutetui/engine/eval/value"
)

func (e *Env) evalDSLLayouts(n *parse.DSLLayouts) (value.Value, error) {
	for _, el := range n.Elems {
		v, err := e.eval(el)
		if err != nil {
			return nil, err
		}
		if _, ok := v.(value.LayoutValue); !ok {
			return e.eval(n.Shape)
		}
	}
	return e.eval(n.Layouts)
}

// dslHelp describes the DSL's function name (written with or without
// cute.): the C++ function it is, or its own description.
func dslHelp(name string) (Doc, bool) {
	short, _ := parse.DSLStrip(name)
	f, ok := parse.DSLFuncs[short]
	if !ok {
		return Doc{}, false
	}
	if b, ok := builtins[f.Cpp]; ok && f.Doc == "" {
		return Doc{Name: f.Cpp, Sig: b.sig, Doc: b.doc, Explained: HasDerivation(f.Cpp), DSL: parse.DSLSpelling(f.Cpp)}, true
	}
	doc := f.Doc
	if doc == "" {
		doc = "the CuTe DSL's; docs/dsl.md gives the C++ it is"
	}
	return Doc{Name: "cute." + short, Sig: "cute." + f.Sig, Doc: doc, DSL: "cute." + f.Sig}, true
}

func (e *Env) evalDSLCopyOp(n *parse.DSLCopyOp) (value.Value, error) { return n.V, nil }

func (e *Env) evalDSLCopyAtom(n *parse.DSLCopyAtom) (value.Value, error) {
	ov, err := e.eval(n.Op)
	if err != nil {
		return nil, err
	}
	op, ok := ov.(value.CopyOpValue)
	if !ok {
		return nil, errorf(n.Op.Pos(), "%s(): op must be a copy operation, as in cute.nvgpu.CopyUniversalOp(), got %s", n.Written, ov.Kind())
	}
	tv, err := e.eval(n.Type)
	if err != nil {
		return nil, err
	}
	t, ok := tv.(value.TypeValue)
	if !ok {
		return nil, errorf(n.Type.Pos(), "%s(): copy_internal_type must be an element type, as in cutlass.Float16, got %s", n.Written, tv.Kind())
	}
	bits := t.Bits
	if n.Bits != nil {
		bv, err := e.eval(n.Bits)
		if err != nil {
			return nil, err
		}
		b, ok := bv.(value.TupleValue)
		if !ok || !b.T.IsInt() {
			return nil, errorf(n.Bits.Pos(), "%s(): num_bits_per_copy must be an integer, got %s", n.Written, bv.Kind())
		}
		bits = b.T.Value()
		switch bits {
		case 8, 16, 32, 64, 128:
		default:
			return nil, errorf(n.Bits.Pos(), "%s(): num_bits_per_copy must be 8, 16, 32, 64 or 128 here, got %d", n.Written, bits)
		}
	}
	cop := parse.CppCopyOp(op, bits)
	cop.At = n.At
	return evalTypeLit(&TypeLit{At: n.At, Name: "Copy_Atom", Args: []*TypeLit{cop, {At: n.Type.Pos(), Name: t.Name}}})
}

func (e *Env) evalDSLEnum(n *parse.DSLEnum) (value.Value, error) {
	return nil, errorf(n.At, "%s is read as an argument of an MMA operation, written out there", n.Name)
}
