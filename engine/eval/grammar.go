package eval

import "github.com/cutetui/cutetui/engine/eval/scan"

// The expression grammar the C++ and the DSL readers share; they differ
// in their operands (a C++ type, a DSL path, a list):
//
//	expr    = sum { "o" sum } .                          composition / composed layout
//	sum     = product { ( "+" | "-" ) product } .        integer + and -
//	product = operand { ( "*" | "/" | "%" ) operand } .  *, shape_div, shape_mod

// exprReader is a reader of one of the notations: its tokens, and its
// operands.
type exprReader interface {
	peek() scan.Token
	next() scan.Token
	operand() (Node, error)
}

// exprOf parses `sum { "o" sum }`.
func exprOf(r exprReader) (Node, error) {
	first, err := sumOf(r)
	if err != nil {
		return nil, err
	}
	if t := r.peek(); !(t.Kind == scan.Ident && t.Text == "o") {
		return first, nil
	}
	c := &Compose{Ops: []Node{first}}
	for t := r.peek(); t.Kind == scan.Ident && t.Text == "o"; t = r.peek() {
		r.next()
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
func sumOf(r exprReader) (Node, error) {
	x, err := productOf(r)
	if err != nil {
		return nil, err
	}
	for t := r.peek(); t.Kind == scan.Plus || t.Kind == scan.Minus; t = r.peek() {
		r.next()
		y, err := productOf(r)
		if err != nil {
			return nil, err
		}
		x = &Binary{X: x, Y: y, Op: t.Text[0], OpPos: t.Pos, start: x.Pos() + 1}
	}
	return x, nil
}

// productOf parses `operand { (*|/|%) operand }`, left to right.
func productOf(r exprReader) (Node, error) {
	x, err := r.operand()
	if err != nil {
		return nil, err
	}
	for t := r.peek(); t.Kind == scan.Star || t.Kind == scan.Slash || t.Kind == scan.Percent; t = r.peek() {
		r.next()
		y, err := r.operand()
		if err != nil {
			return nil, err
		}
		x = &Binary{X: x, Y: y, Op: t.Text[0], OpPos: t.Pos, start: x.Pos() + 1}
	}
	return x, nil
}
