package parse

import (
	"strings"

	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The DSL reader's nodes that have no C++ spelling of their own, beside
// package parse's: syntax only. The executor evaluates them (exec.go's
// evalNode, dsl_exec.go) through the C++ nodes they hold.

// DSLVar is a name read as a variable (never as a function), as Python
// reads it: layout, shape and stride are ordinary names there.
type DSLVar struct {
	At   int
	Name string
}

func (n *DSLVar) Pos() int { return n.At }

func (n *DSLVar) String() string { return n.Name }

// DSLCall is a DSL function's call as the C++ call it means; its errors
// are worded in the DSL's terms (From[i] is the DSL parameter of C++
// argument i).
type DSLCall struct {
	Call    *Call
	Written string
	From    []int
}

func (n *DSLCall) Pos() int { return n.Call.Pos() }

func (n *DSLCall) String() string { return n.Call.String() }

// DSLNameCall is name(args) with a bare name: the value of a variable of
// that name called on the arguments when one is bound (layout(5)), else
// the function Fn.
type DSLNameCall struct {
	Name           string
	At             int
	Fn             Node
	Args           []Node
	LParen, RParen int
}

func (n *DSLNameCall) Pos() int { return n.At }

func (n *DSLNameCall) String() string { return n.Fn.String() }

// DSLMulti is a Python tuple of values that are not all IntTuples, as
// make_layout_tv returns: (tiler_mn, layout_tv).
type DSLMulti struct {
	At    int
	Elems []Node
}

func (n *DSLMulti) Pos() int { return n.At }

func (n *DSLMulti) String() string {
	parts := make([]string, len(n.Elems))
	for i, el := range n.Elems {
		parts[i] = el.String()
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// DSLUnpack is the statement `a, b = expr`: each name bound to an
// element of expr's value, as Python unpacks a tuple.
type DSLUnpack struct {
	Names []*Ident
	Expr  Node
}

func (n *DSLUnpack) Pos() int { return n.Names[0].At }

func (n *DSLUnpack) String() string {
	names := make([]string, len(n.Names))
	for i, id := range n.Names {
		names[i] = id.Name
	}
	return strings.Join(names, ", ") + " = " + n.Expr.String()
}

// DSLCopyOp is a copy operation written out: CopyUniversalOp(),
// warp.LdMatrix8x8x16bOp(False, 4).
type DSLCopyOp struct {
	At int
	V  value.CopyOpValue
}

func (n *DSLCopyOp) Pos() int { return n.At }

func (n *DSLCopyOp) String() string { return n.V.Written }

// DSLCopyAtom is make_copy_atom(op, T, num_bits_per_copy=B): C++'s
// Copy_Atom<Op, T>{} with Op the C++ operation of op (B bits a copy for
// the universal copy and cp.async, T's own width if B is not given).
type DSLCopyAtom struct {
	At       int
	Written  string
	Op, Type Node
	Bits     Node // nil: not given
}

func (n *DSLCopyAtom) Pos() int { return n.At }

func (n *DSLCopyAtom) String() string {
	if op, ok := n.Op.(*DSLCopyOp); ok {
		if t, ok := n.Type.(*TypeLit); ok {
			bits := 0
			if b, ok := n.Bits.(*IntLit); ok {
				bits = b.Val
			} else if _, b, ok := atom.ElementType(t.Name); ok && len(t.Args) == 0 {
				bits = b
			}
			return (&TypeLit{Name: "Copy_Atom", Args: []*TypeLit{CppCopyOp(op.V, bits), t}}).String()
		}
	}
	return "make_copy_atom(" + n.Op.String() + ", " + n.Type.String() + ")"
}

// DSLEnum is an enum member, read as an argument of an operation.
type DSLEnum struct {
	At   int
	Name string
}

func (n *DSLEnum) Pos() int { return n.At }

func (n *DSLEnum) String() string { return n.Name }

// DSLLayouts is make_layout((x0, x1, ...)): the layouts concatenated when
// every x is a layout, else the layout of the shape.
type DSLLayouts struct {
	Elems   []Node
	Layouts *DSLCall
	Shape   *DSLCall
}

func (n *DSLLayouts) Pos() int { return n.Shape.Pos() }

func (n *DSLLayouts) String() string { return n.Shape.String() }

// DSLAligned is a pointer (or a tensor of one) with the DSL's assumed
// alignment: ptr<f16, gmem, align<16>>, make_ptr(..., assumed_align=16).
type DSLAligned struct {
	X     Node // the C++ call that makes the pointer or tensor
	Align Node // the alignment in bytes
}

func (n *DSLAligned) Pos() int       { return n.X.Pos() }
func (n *DSLAligned) String() string { return n.X.String() }
