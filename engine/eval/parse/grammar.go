package parse

import "github.com/cutetui/cutetui/engine/eval/scan"

// The expression grammar the C++ and the DSL readers share; they differ
// in their operands (a C++ type, a DSL path, a list):
//
//	expr    = sum { "o" sum } .                          composition / composed layout
//	sum     = product { ( "+" | "-" ) product } .        integer + and -
//	product = operand { ( "*" | "/" | "%" ) operand } .  *, shape_div, shape_mod

// Reader is a reader of one of the notations: its tokens, and its
// operands.
type Reader interface {
	Peek() scan.Token
	Next() scan.Token
	Operand() (Node, error)
}

// Expr parses `sum { "o" sum }` over r's operands.
func Expr(r Reader) (Node, error) { return exprOf(r) }

// exprOf parses `sum { "o" sum }`.
func exprOf(r Reader) (Node, error) {
	first, err := sumOf(r)
	if err != nil {
		return nil, err
	}
	if t := r.Peek(); !(t.Kind == scan.Ident && t.Text == "o") {
		return first, nil
	}
	c := &Compose{Ops: []Node{first}}
	for t := r.Peek(); t.Kind == scan.Ident && t.Text == "o"; t = r.Peek() {
		r.Next()
		op, err := sumOf(r)
		if err != nil {
			return nil, err
		}
		c.Ops = append(c.Ops, op)
		c.Os = append(c.Os, t.Pos)
	}
	return c, nil
}

// sumOf parses `product { (+|-) product }`, left to right.
func sumOf(r Reader) (Node, error) {
	x, err := productOf(r)
	if err != nil {
		return nil, err
	}
	for t := r.Peek(); t.Kind == scan.Plus || t.Kind == scan.Minus; t = r.Peek() {
		r.Next()
		y, err := productOf(r)
		if err != nil {
			return nil, err
		}
		x = &Binary{X: x, Y: y, Op: t.Text[0], OpPos: t.Pos, Start: x.Pos() + 1}
	}
	return x, nil
}

// productOf parses `operand { (*|/|%) operand }`, left to right.
func productOf(r Reader) (Node, error) {
	x, err := r.Operand()
	if err != nil {
		return nil, err
	}
	for t := r.Peek(); t.Kind == scan.Star || t.Kind == scan.Slash || t.Kind == scan.Percent; t = r.Peek() {
		r.Next()
		y, err := r.Operand()
		if err != nil {
			return nil, err
		}
		x = &Binary{X: x, Y: y, Op: t.Text[0], OpPos: t.Pos, Start: x.Pos() + 1}
	}
	return x, nil
}
