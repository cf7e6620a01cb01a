package eval

import "github.com/cutetui/cutetui/engine/eval/parse"

// The syntax tree is package parse's; these are its nodes under the
// names the evaluator and its users know them by.
type (
	Node          = parse.Node
	IntLit        = parse.IntLit
	UnderscoreLit = parse.UnderscoreLit
	TupleLit      = parse.TupleLit
	TilerLit      = parse.TilerLit
	LayoutLit     = parse.LayoutLit
	SwizzleLit    = parse.SwizzleLit
	Ident         = parse.Ident
	Call          = parse.Call
	Compose       = parse.Compose
	Binary        = parse.Binary
	Assign        = parse.Assign
	TypeLit       = parse.TypeLit
	BasisLit      = parse.BasisLit
	PtrLit        = parse.PtrLit
)

// Parse parses one statement: an expression, or `name = expression`
// (*Assign). An empty or comment-only statement parses to nil.
func Parse(src string) (Node, error) {
	if len(src) > MaxStatement {
		return nil, errorf(MaxStatement, "statement too long (%d bytes; the limit is %d)", len(src), MaxStatement)
	}
	return parse.Statement(src)
}

// ParseExpr parses an expression (no assignment).
func ParseExpr(src string) (Node, error) {
	n, err := Parse(src)
	if err != nil {
		return nil, err
	}
	switch n := n.(type) {
	case nil:
		return nil, errorf(0, "empty expression")
	case *Assign:
		return nil, errorf(n.At, "expected an expression, not an assignment")
	}
	return n, nil
}
