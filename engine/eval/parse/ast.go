package parse

import (
	"strconv"
	"strings"
)

// Node is a node of the syntax tree. Pos is the 0-based byte column where
// the node starts; String prints it back in canonical form (no spaces, so
// that parse(n.String()) prints the same again).
type Node interface {
	Pos() int
	String() string
}

// IntLit is an integer literal: 42, -3, or static _42, _-3.
type IntLit struct {
	At     int
	Val    int
	Static bool // written with CuTe's `_` marker
}

// UnderscoreLit is `_`, CuTe's wildcard in slices and tilers.
type UnderscoreLit struct{ At int }

// TupleLit is `(e0,e1,...)`; a single element `(24)` is a rank-1 tuple,
// distinct from 24.
type TupleLit struct {
	At    int
	Elems []Node
}

// TilerLit is a by-mode tiler `<T0,T1,...>`.
type TilerLit struct {
	At    int
	Elems []Node
}

// LayoutLit is `Shape:Stride`.
type LayoutLit struct {
	Shape, Stride Node
	Colon         int // column of the ':'
}

// SwizzleLit is `Sw<B,M,S>` (also spelt `Swizzle<B,M,S>`).
type SwizzleLit struct {
	At      int
	Name    string
	B, M, S *IntLit
}

// Ident is a variable or function name.
type Ident struct {
	At   int
	Name string
}

// Call is `f<T...>(args)` with f a built-in function or `v(args)` with v a
// value (a layout, swizzle or composed layout applied to a coordinate).
type Call struct {
	Fun    Node      // *Ident for a named function or variable, else any expression
	TArgs  []*IntLit // template arguments of `get<1,0>(t)`, `layout<1>(L)`
	HasT   bool      // TArgs were written (possibly empty: `f<>(x)`)
	Member bool      // written x.f(args): f may be a member-only function (L.tile)
	// Types is how many of the leading Args are element types written as
	// template arguments: recast_layout<Old,New>(L) is the call
	// recast_layout(Old, New, L) with Types 2, and its argument counts
	// are those of (L).
	Types  int
	LParen int // column of the '(' of the argument list
	Args   []Node
	RParen int
	// Start is Pos()+1 where the parser knew it (0: ask Fun), so that a
	// chain f(a)(b)(c)... finds its column in one step, not one a link.
	Start int
}

// Compose is `A o B o ...`: composition, or a composed layout
// `Sw<B,M,S> o offset o L` as CuTe prints it.
type Compose struct {
	Ops []Node
	Os  []int // columns of the `o` operators
}

// Binary is `X op Y`: integer `+`, `-`, `*`, or the shape arithmetic of
// CuTe's documentation, `/` (shape_div) and `%` (shape_mod).
type Binary struct {
	X, Y  Node
	Op    byte // '+', '-', '*', '/' or '%'
	OpPos int  // column of the operator
	Start int  // Pos()+1 where the parser knew it (0: ask X), as Call's
}

// Assign is the statement `Name = Expr`.
type Assign struct {
	At   int
	Name string
	Expr Node
}

func (n *IntLit) Pos() int        { return n.At }
func (n *UnderscoreLit) Pos() int { return n.At }
func (n *TupleLit) Pos() int      { return n.At }
func (n *TilerLit) Pos() int      { return n.At }
func (n *LayoutLit) Pos() int     { return n.Shape.Pos() }
func (n *SwizzleLit) Pos() int    { return n.At }
func (n *Ident) Pos() int         { return n.At }
func (n *Call) Pos() int {
	if n.Start > 0 {
		return n.Start - 1
	}
	return n.Fun.Pos()
}
func (n *Compose) Pos() int { return n.Ops[0].Pos() }
func (n *Binary) Pos() int {
	if n.Start > 0 {
		return n.Start - 1
	}
	return n.X.Pos()
}
func (n *Assign) Pos() int { return n.At }

func (n *IntLit) String() string {
	s := strconv.Itoa(n.Val)
	if n.Static {
		return "_" + s
	}
	return s
}

func (n *UnderscoreLit) String() string { return "_" }

func (n *TupleLit) String() string { return nodeString(n) }

func (n *TilerLit) String() string { return nodeString(n) }

func (n *LayoutLit) String() string { return nodeString(n) }

func (n *SwizzleLit) String() string {
	return n.Name + "<" + n.B.String() + "," + n.M.String() + "," + n.S.String() + ">"
}

func (n *Ident) String() string { return n.Name }

func (n *Call) String() string { return nodeString(n) }

func (n *Compose) String() string { return nodeString(n) }

// String prints the operator between spaces, so that `_ - 3` does not
// print as the static integer _-3.
func (n *Binary) String() string { return nodeString(n) }

func (n *Assign) String() string { return nodeString(n) }

// nodeString prints n into one buffer, so that a long chain (f(a)(b)...,
// 1-2-3-...) prints in time linear in its length.
func nodeString(n Node) string {
	var b strings.Builder
	writeNode(&b, n)
	return b.String()
}

// writeNode appends n's String to b: the nodes that hold others write
// them into the same buffer; any other node is written by its String.
func writeNode(b *strings.Builder, n Node) {
	switch n := n.(type) {
	case *TupleLit:
		b.WriteByte('(')
		writeNodes(b, n.Elems)
		b.WriteByte(')')
	case *TilerLit:
		b.WriteByte('<')
		writeNodes(b, n.Elems)
		b.WriteByte('>')
	case *LayoutLit:
		writeNode(b, n.Shape)
		b.WriteByte(':')
		writeNode(b, n.Stride)
	case *Call:
		// `s:d(5)` would parse as s:(d(5)), so a layout literal whose
		// stride is a name or call is bracketed to keep the printed form
		// faithful.
		bracket := false
		if l, ok := n.Fun.(*LayoutLit); ok {
			switch l.Stride.(type) {
			case *Ident, *Call, *SwizzleLit:
				bracket = true
			}
		}
		if bracket {
			b.WriteByte('(')
		}
		writeNode(b, n.Fun)
		if bracket {
			b.WriteByte(')')
		}
		// The leading Types arguments were written as template
		// arguments (recast<uint32_t>(T)): they print there again, so
		// that the printed call reads back as the same call.
		types := min(max(n.Types, 0), len(n.Args))
		if n.HasT || types > 0 {
			b.WriteByte('<')
			for i, t := range n.Args[:types] {
				if i > 0 {
					b.WriteByte(',')
				}
				if tl, ok := t.(*TypeLit); ok {
					b.WriteString(tl.TypeString())
				} else {
					writeNode(b, t)
				}
			}
			for i, t := range n.TArgs {
				if i > 0 || types > 0 {
					b.WriteByte(',')
				}
				b.WriteString(t.String())
			}
			b.WriteByte('>')
		}
		b.WriteByte('(')
		writeNodes(b, n.Args[types:])
		b.WriteByte(')')
	case *Compose:
		for i, op := range n.Ops {
			if i > 0 {
				b.WriteString(" o ")
			}
			writeNode(b, op)
		}
	case *Binary:
		writeNode(b, n.X)
		b.WriteByte(' ')
		b.WriteByte(n.Op)
		b.WriteByte(' ')
		writeNode(b, n.Y)
	case *Assign:
		b.WriteString(n.Name)
		b.WriteString(" = ")
		writeNode(b, n.Expr)
	default:
		b.WriteString(n.String())
	}
}

func writeNodes(b *strings.Builder, ns []Node) {
	for i, e := range ns {
		if i > 0 {
			b.WriteByte(',')
		}
		writeNode(b, e)
	}
}
