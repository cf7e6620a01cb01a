package eval

import (
	"strings"

	"github.com/cutetui/cutetui/engine/eval/value"
)

// The DSL reader's nodes that have no C++ spelling of their own, beside
// package parse's: syntax only. The executor evaluates them (exec.go's
// evalNode, dsl_exec.go) through the C++ nodes they hold.

// dslVar is a name read as a variable (never as a function), as Python
// reads it: layout, shape and stride are ordinary names there.
type dslVar struct {
	At   int
	Name string
}

func (n *dslVar) Pos() int { return n.At }

func (n *dslVar) String() string { return n.Name }

// dslCall is a DSL function's call as the C++ call it means; its errors
// are worded in the DSL's terms (From[i] is the DSL parameter of C++
// argument i).
type dslCall struct {
	Call    *Call
	Written string
	From    []int
}

func (n *dslCall) Pos() int { return n.Call.Pos() }

func (n *dslCall) String() string { return n.Call.String() }

// dslNameCall is name(args) with a bare name: the value of a variable of
// that name called on the arguments when one is bound (layout(5)), else
// the function Fn.
type dslNameCall struct {
	Name           string
	At             int
	Fn             Node
	Args           []Node
	LParen, RParen int
}

func (n *dslNameCall) Pos() int { return n.At }

func (n *dslNameCall) String() string { return n.Fn.String() }

// dslMulti is a Python tuple of values that are not all IntTuples, as
// make_layout_tv returns: (tiler_mn, layout_tv).
type dslMulti struct {
	At    int
	Elems []Node
}

func (n *dslMulti) Pos() int { return n.At }

func (n *dslMulti) String() string {
	parts := make([]string, len(n.Elems))
	for i, el := range n.Elems {
		parts[i] = el.String()
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// dslUnpack is the statement `a, b = expr`: each name bound to an
// element of expr's value, as Python unpacks a tuple.
type dslUnpack struct {
	Names []*Ident
	Expr  Node
}

func (n *dslUnpack) Pos() int { return n.Names[0].At }

func (n *dslUnpack) String() string {
	names := make([]string, len(n.Names))
	for i, id := range n.Names {
		names[i] = id.Name
	}
	return strings.Join(names, ", ") + " = " + n.Expr.String()
}

// dslCopyOp is a copy operation written out: CopyUniversalOp(),
// warp.LdMatrix8x8x16bOp(False, 4).
type dslCopyOp struct {
	At int
	V  CopyOpValue
}

func (n *dslCopyOp) Pos() int { return n.At }

func (n *dslCopyOp) String() string { return n.V.Written }

// dslCopyAtom is make_copy_atom(op, T, num_bits_per_copy=B): C++'s
// Copy_Atom<Op, T>{} with Op the C++ operation of op (B bits a copy for
// the universal copy and cp.async, T's own width if B is not given).
type dslCopyAtom struct {
	At       int
	Written  string
	Op, Type Node
	Bits     Node // nil: not given
}

func (n *dslCopyAtom) Pos() int { return n.At }

func (n *dslCopyAtom) String() string {
	if op, ok := n.Op.(*dslCopyOp); ok {
		if t, ok := n.Type.(*TypeLit); ok {
			bits := 0
			if b, ok := n.Bits.(*IntLit); ok {
				bits = b.Val
			} else if tv, err := evalTypeLit(t); err == nil {
				bits = tv.(value.TypeValue).Bits
			}
			return (&TypeLit{Name: "Copy_Atom", Args: []*TypeLit{op.V.cppCopyOp(bits), t}}).String()
		}
	}
	return "make_copy_atom(" + n.Op.String() + ", " + n.Type.String() + ")"
}

// dslEnum is an enum member, read as an argument of an operation.
type dslEnum struct {
	At   int
	Name string
}

func (n *dslEnum) Pos() int { return n.At }

func (n *dslEnum) String() string { return n.Name }

// dslLayouts is make_layout((x0, x1, ...)): the layouts concatenated when
// every x is a layout, else the layout of the shape.
type dslLayouts struct {
	Elems   []Node
	Layouts *dslCall
	Shape   *dslCall
}

func (n *dslLayouts) Pos() int { return n.Shape.Pos() }

func (n *dslLayouts) String() string { return n.Shape.String() }

// dslAligned is a pointer (or a tensor of one) with the DSL's assumed
// alignment: ptr<f16, gmem, align<16>>, make_ptr(..., assumed_align=16).
type dslAligned struct {
	X     Node // the C++ call that makes the pointer or tensor
	Align Node // the alignment in bytes
}

func (n *dslAligned) Pos() int       { return n.X.Pos() }
func (n *dslAligned) String() string { return n.X.String() }
