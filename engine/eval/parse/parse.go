package parse

import (
	"fmt"

	"github.com/cutetui/cutetui/engine/eval/scan"
)

// Grammar (whitespace is free between tokens, `#` starts a comment; expr,
// sum and product are grammar.go's, shared with the DSL's reader):
//
//	statement = [ name "=" ] expr .
//	expr      = sum { "o" sum } .                    composition / composed layout
//	sum       = product { ( "+" | "-" ) product } .  integer + and -
//	product   = operand { ( "*" | "/" | "%" ) operand } .  *, shape_div, shape_mod
//	operand   = term { "(" args ")" } .              a value called on a coordinate
//	term      = unit [ ":" unit ] .                  Shape:Stride
//	unit      = int | "-" int | static | "_"
//	          | "(" expr { "," expr } ")"            tuple; (x) of a non-tuple groups
//	          | "<" expr { "," expr } ">"            by-mode tiler
//	          | name [ "<" [ targ { "," targ } ] ">" ] { "(" args ")" } .
//	args      = [ expr { "," expr } ] .
//	targ      = int | "-" int | static .
//	static    = "_" int | "_-" int .
//
// `Sw<B,M,S>` (or `Swizzle<B,M,S>`) is a swizzle; any other name with
// template arguments must be called: `get<1,0>(t)`, `layout<1>(L)`.

// MaxDepth bounds the nesting of brackets and calls.
const MaxDepth = 32

// MaxStatement bounds the bytes of one statement.
const MaxStatement = 1 << 16

// Statement parses one statement in the C++ spellings: an expression, or
// `name = expression` (*Assign). An empty or comment-only statement
// parses to nil.
func Statement(src string) (Node, error) {
	toks, err := scan.Cpp(src)
	if err != nil {
		return nil, err
	}
	p := &parser{toks: skipDeclType(toks)}
	if p.peek().Kind == scan.EOF {
		return nil, nil
	}
	var n Node
	if p.peek().Kind == scan.Ident && p.toks[1].Kind == scan.Assign {
		name := p.next()
		p.next()
		if p.peek().Kind == scan.EOF {
			return nil, errorf(p.peek().Pos, "missing expression after %s =", name.Text)
		}
		e, err := p.expr()
		if err != nil {
			return nil, err
		}
		n = &Assign{At: name.Pos, Name: name.Text, Expr: e}
	} else {
		n, err = p.expr()
		if err != nil {
			return nil, err
		}
	}
	if t := p.peek(); t.Kind != scan.EOF {
		return nil, p.unexpected(t, "")
	}
	return n, nil
}

type parser struct {
	toks  []scan.Token
	i     int
	depth int
}

// Peek is the next token, not consumed.
func (p *parser) Peek() scan.Token { return p.toks[p.i] }

func (p *parser) peek() scan.Token { return p.toks[p.i] }

// Next consumes the next token.
func (p *parser) Next() scan.Token { return p.next() }

func (p *parser) next() scan.Token {
	t := p.toks[p.i]
	if t.Kind != scan.EOF {
		p.i++
	}
	return t
}

// enter guards recursion: every bracket and call nests one level.
func (p *parser) enter(pos int) error {
	p.depth++
	if p.depth > MaxDepth {
		return errorf(pos, "nesting deeper than %d levels", MaxDepth)
	}
	return nil
}

func (p *parser) leave() { p.depth-- }

// unexpected reports scan.Token t; want, when set, says what was expected.
func (p *parser) unexpected(t scan.Token, want string) *scan.Error {
	switch {
	case t.Kind == scan.RParen || t.Kind == scan.RAngle:
		if want == "" {
			return errorf(t.Pos, "unbalanced brackets: unexpected %s", t.Describe())
		}
	case t.Kind == scan.Assign:
		if want == "" {
			return errorf(t.Pos, "unexpected =: assignment is `name = expression`, once, at the start")
		}
	}
	if want == "" {
		return errorf(t.Pos, "unexpected %s", t.Describe())
	}
	return errorf(t.Pos, "expected %s, found %s", want, t.Describe())
}

// expr parses `sum { "o" sum }` (grammar.go).
func (p *parser) expr() (Node, error) { return exprOf(p) }

// Operand parses a term and the calls after it.
func (p *parser) Operand() (Node, error) { return p.operand() }

func (p *parser) operand() (Node, error) {
	n, err := p.term()
	if err != nil {
		return nil, err
	}
	return p.calls(n)
}

// calls parses the argument lists that follow a callee.
func (p *parser) calls(n Node) (Node, error) {
	for {
		switch p.peek().Kind {
		case scan.LParen:
			c := &Call{Fun: n, Start: n.Pos() + 1}
			if err := p.args(c); err != nil {
				return nil, err
			}
			n = c
		case scan.Dot:
			m, err := p.member(n)
			if err != nil {
				return nil, err
			}
			n = m
		default:
			return n, nil
		}
	}
}

func (p *parser) term() (Node, error) {
	shape, err := p.unit()
	if err != nil {
		return nil, err
	}
	if p.peek().Kind != scan.Colon {
		return shape, nil
	}
	colon := p.next()
	if k := p.peek().Kind; k == scan.EOF || k == scan.Comma || k == scan.RParen || k == scan.RAngle {
		return nil, errorf(p.peek().Pos, "missing stride after %s:", shape)
	}
	stride, err := p.unit()
	if err != nil {
		return nil, err
	}
	if p.peek().Kind == scan.Colon {
		return nil, errorf(p.peek().Pos, "a layout is Shape:Stride; found a second ':'")
	}
	return &LayoutLit{Shape: shape, Stride: stride, Colon: colon.Pos}, nil
}

func (p *parser) unit() (Node, error) {
	t := p.peek()
	switch t.Kind {
	case scan.Int, scan.Static, scan.Minus:
		k, err := p.intLit()
		if err != nil || p.peek().Kind != scan.At {
			return k, err
		}
		return p.basisLit(k) // 1@0, as printed
	case scan.Ptr:
		return pointerLit(p.next(), nil)
	case scan.Underscore:
		p.next()
		return &UnderscoreLit{At: t.Pos}, nil
	case scan.LParen:
		elems, err := p.list(scan.LParen, scan.RParen)
		if err != nil {
			return nil, err
		}
		return &TupleLit{At: t.Pos, Elems: elems}, nil
	case scan.LAngle:
		elems, err := p.list(scan.LAngle, scan.RAngle)
		if err != nil {
			return nil, err
		}
		return &TilerLit{At: t.Pos, Elems: elems}, nil
	case scan.Ident:
		if p.isCppType() {
			n, err := p.cppType()
			if err != nil {
				return nil, err
			}
			return p.calls(n)
		}
		return p.named()
	case scan.EOF:
		return nil, errorf(t.Pos, "missing expression at end of statement")
	case scan.RParen, scan.RAngle, scan.Comma:
		return nil, p.unexpected(t, "an expression")
	}
	return nil, p.unexpected(t, "")
}

// intLit parses int, -int, _int or _-int.
func (p *parser) intLit() (*IntLit, error) {
	t := p.next()
	neg := false
	start := t.Pos
	if t.Kind == scan.Minus {
		neg = true
		t = p.next()
		if t.Kind != scan.Int {
			return nil, errorf(t.Pos, "expected an integer after -, found %s", t.Describe())
		}
	}
	text := t.Text
	static := false
	if t.Kind == scan.Static {
		static = true
		text = text[1:]
	}
	v, ok := Digits(text, neg)
	if !ok {
		if neg {
			text = "-" + text
		}
		return nil, errorf(start, "integer %s does not fit in 64 bits", text)
	}
	return &IntLit{At: start, Val: v, Static: static}, nil
}

// Digits is strconv.ParseInt(s, 10, 64), of "-"+s if neg, without
// building that text: s is decimal digits, possibly after a sign (a
// static integer's '-'). ok is false where ParseInt refuses the text:
// the value does not fit in 64 bits, or it is not a signed number.
func Digits(s string, neg bool) (v int, ok bool) {
	if s != "" && (s[0] == '-' || s[0] == '+') {
		if neg {
			return 0, false
		}
		neg, s = s[0] == '-', s[1:]
	}
	if s == "" {
		return 0, false
	}
	var u uint64
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' || u > (1<<63)/10 {
			return 0, false
		}
		u = u*10 + uint64(c-'0')
	}
	switch {
	case neg && u <= 1<<63:
		return int(-u), true
	case !neg && u < 1<<63:
		return int(u), true
	}
	return 0, false
}

// list parses `open expr {, expr} close`; the caller has peeked open.
func (p *parser) list(open, close scan.Kind) ([]Node, error) {
	o := p.next()
	elems, _, err := p.elements(o, close)
	switch {
	case err != nil:
		return nil, err
	case len(elems) > 0:
		return elems, nil
	case open == scan.LParen:
		return []Node{}, nil // the empty tuple (), as slicing all modes away gives
	}
	return nil, errorf(o.Pos, "empty tiler <>")
}

// elements parses `[ expr { "," expr } ] close` after the opening scan.Token
// o: the elements (nil for none) and the column of the closing scan.Token.
func (p *parser) elements(o scan.Token, close scan.Kind) ([]Node, int, error) {
	if err := p.enter(o.Pos); err != nil {
		return nil, 0, err
	}
	defer p.leave()
	if p.peek().Kind == close {
		return nil, p.next().Pos, nil
	}
	elems := make([]Node, 0, 4) // most lists: one allocation
	for {
		var e Node
		var err error
		if p.peek().Kind == scan.Int && (p.toks[p.i+1].Kind == scan.Comma || p.toks[p.i+1].Kind == close) {
			// The commonest element, an integer alone: the literal expr
			// would reach through sum, product, term and unit.
			e, err = p.intLit()
		} else {
			e, err = p.expr()
		}
		if err != nil {
			if t := p.peek(); t.Kind == scan.EOF {
				if e, ok := err.(*scan.Error); ok && e.Pos == t.Pos {
					return nil, 0, Unclosed(o)
				}
			}
			return nil, 0, err
		}
		elems = append(elems, e)
		switch t := p.peek(); t.Kind {
		case scan.Comma:
			p.next()
		case close:
			return elems, p.next().Pos, nil
		case scan.EOF:
			return nil, 0, Unclosed(o)
		default:
			return nil, 0, p.unexpected(t, fmt.Sprintf("%q or %q", ",", close.String()))
		}
	}
}

// Unclosed is the error of a bracket o never closed.
func Unclosed(o scan.Token) *scan.Error {
	c := ")"
	if o.Kind == scan.LAngle {
		c = ">"
	}
	return errorf(o.Pos, "unbalanced brackets: this %s is never closed by %s", o.Text, c)
}

// args parses a call's argument list into c.
func (p *parser) args(c *Call) error {
	o := p.next()
	c.LParen = o.Pos
	args, rparen, err := p.elements(o, scan.RParen)
	c.Args, c.RParen = args, rparen
	return err
}

// named parses a name, its template arguments and its calls.
func (p *parser) named() (Node, error) {
	id := p.next()
	if n, ok, err := p.atomType(id); ok {
		if err != nil {
			return nil, err
		}
		return p.calls(n)
	}
	name := &Ident{At: id.Pos, Name: id.Text}
	if p.peek().Kind != scan.LAngle {
		return p.calls(name)
	}
	o := p.next()
	var targs []*IntLit
	if p.peek().Kind != scan.RAngle {
		for {
			switch p.peek().Kind {
			case scan.Int, scan.Static, scan.Minus:
			case scan.EOF:
				return nil, Unclosed(o)
			default:
				return nil, p.unexpected(p.peek(), "an integer template argument")
			}
			v, err := p.intLit()
			if err != nil {
				return nil, err
			}
			targs = append(targs, v)
			t := p.peek()
			if t.Kind == scan.RAngle {
				break
			}
			if t.Kind == scan.EOF {
				return nil, Unclosed(o)
			}
			if t.Kind != scan.Comma {
				return nil, p.unexpected(t, `"," or ">"`)
			}
			p.next()
		}
	}
	p.next() // '>'
	if id.Text == "Sw" || id.Text == "Swizzle" {
		if len(targs) == 2 { // Swizzle<BBits, MBase, SShift = BBits>
			targs = append(targs, &IntLit{At: targs[0].At, Val: targs[0].Val, Static: targs[0].Static})
		}
		if len(targs) != 3 {
			return nil, errorf(id.Pos, "%s takes template arguments <B,M,S> or <B,M> (S = B), got %d", id.Text, len(targs))
		}
		sw := &SwizzleLit{At: id.Pos, Name: id.Text, B: targs[0], M: targs[1], S: targs[2]}
		if t := p.peek(); t.Kind == scan.Ptr && t.Text[0] == '_' {
			return pointerLit(p.next(), sw) // Sw<3,4,3>_smem_ptr[16b](0x0), as printed
		}
		return p.calls(sw)
	}
	if (id.Text == "smem_ptr_flag_bits" || id.Text == "E") && p.peek().Kind != scan.LParen {
		// smem_ptr_flag_bits<B>{}, a value (the scanner drops the `{}`).
		return p.calls(&Call{Fun: name, TArgs: targs, HasT: true, LParen: id.Pos, RParen: id.Pos})
	}
	if p.peek().Kind != scan.LParen {
		return nil, errorf(p.peek().Pos, "expected ( after %s<...>", id.Text)
	}
	c := &Call{Fun: name, TArgs: targs, HasT: true}
	if err := p.args(c); err != nil {
		return nil, err
	}
	return p.calls(c)
}

// errorf is an error at column pos.
func errorf(pos int, format string, args ...any) *scan.Error {
	return &scan.Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}
