package parse

import (
	"strings"

	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/scan"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Grammar of a statement in the CuTe DSL's Python spelling (whitespace is
// free between tokens, `#` starts a comment):
//
//	statement = [ name { "," name } [ "," ] "=" ] expr .
//	expr      = sum { "o" sum } .              a composed layout as the DSL prints it
//	sum       = product { ( "+" | "-" ) product } .
//	product   = operand { ( "*" | "/" | "%" ) operand } .
//	operand   = term { "(" args ")" | "[" expr { "," expr } "]" | "." name } .
//	term      = unit [ ":" unit ] .            Shape:Stride, as the DSL prints it
//	unit      = int [ "@" int { "@" int } ] | "-" int | "None" | path
//	          | "(" ")" | "(" expr ")" | "(" expr "," [ expr { "," expr } [ "," ] ] ")"
//	          | "[" [ expr { "," expr } [ "," ] ] "]"
//	          | ( "S" | "Sw" ) "<" int "," int "," int ">" .
//	path      = name { "." name } .            cute.make_layout, cutlass.Float16
//	args      = [ arg { "," arg } [ "," ] ] .
//	arg       = [ name "=" ] expr .
//
// Python's brackets are Python's: (x) groups, (x,) is a rank-1 tuple, a
// list is a tuple. The tree is the C++ spellings' (dsl_funcs.go maps each
// DSL call to the C++ call it means), so both notations run the same
// functions.
type DSLParser struct {
	*Cursor // the C++ reader's token cursor
	// layout is set while a Shape:Stride literal is read: CuTe's printed
	// notation, where (4) is a tuple of rank 1, as in C++'s spelling.
	layout bool
}

// ParseDSL parses one statement in the DSL's spelling.
func ParseDSL(src string) (Node, error) {
	if len(src) > MaxStatement {
		return nil, errorf(MaxStatement, "statement too long (%d bytes; the limit is %d)", len(src), MaxStatement)
	}
	toks, err := scan.DSL(src)
	if err != nil {
		return nil, err
	}
	p := &DSLParser{Cursor: NewCursor(toks)}
	if p.Peek().Kind == scan.EOF {
		return nil, nil
	}
	var n Node
	if out, ok, err := p.output(); ok {
		if err != nil {
			return nil, err
		}
		if t := p.Peek(); t.Kind != scan.EOF {
			return nil, p.unexpected(t, "")
		}
		return out, nil
	}
	if names, ok := p.targets(); ok {
		if p.Peek().Kind == scan.EOF {
			return nil, errorf(p.Peek().Pos, "missing expression after =")
		}
		e, err := p.expr()
		if err != nil {
			return nil, err
		}
		if len(names) == 1 && !names[0].trailing {
			n = &Assign{At: names[0].Pos, Name: names[0].Text, Expr: e}
		} else {
			u := &DSLUnpack{Expr: e}
			for _, t := range names {
				u.Names = append(u.Names, &Ident{At: t.Pos, Name: t.Text})
			}
			n = u
		}
	} else {
		n, err = p.expr()
		if err != nil {
			return nil, err
		}
	}
	if t := p.Peek(); t.Kind != scan.EOF {
		return nil, p.unexpected(t, "")
	}
	return n, nil
}

// target is a name on the left of `=`; trailing marks `a, = ...`.
type target struct {
	scan.Token
	trailing bool
}

// targets reads `name {, name} [,] =` at the start, if that is what the
// statement starts with; ok is false, and nothing consumed, otherwise.
func (p *DSLParser) targets() ([]target, bool) {
	var names []target
	j := 0
	for {
		if p.PeekAt(j).Kind != scan.Ident {
			return nil, false
		}
		names = append(names, target{Token: p.PeekAt(j)})
		j++
		if p.PeekAt(j).Kind == scan.Comma {
			j++
			if p.PeekAt(j).Kind == scan.Assign {
				names[len(names)-1].trailing = true
				break
			}
			continue
		}
		if p.PeekAt(j).Kind == scan.Assign {
			break
		}
		return nil, false
	}
	p.Reset(p.Mark() + j + 1)
	return names, true
}

// unexpected reports scan.Token t; want, when set, says what was expected.
func (p *DSLParser) unexpected(t scan.Token, want string) *scan.Error {
	if want != "" {
		return errorf(t.Pos, "expected %s, found %s", want, t.Describe())
	}
	switch t.Kind {
	case scan.RParen, scan.RAngle, scan.RBrack:
		return errorf(t.Pos, "unbalanced brackets: unexpected %s", t.Describe())
	case scan.Assign:
		return errorf(t.Pos, "unexpected =: assignment is `name = expression` (or `a, b = ...`), once, at the start")
	}
	return errorf(t.Pos, "unexpected %s", t.Describe())
}

// expr parses `sum { "o" sum }`, the grammar the C++ reader has
// (package parse), over the DSL's operands.
func (p *DSLParser) expr() (Node, error) { return Expr(p) }

// operand parses a term and the calls, indexing and members after it.
func (p *DSLParser) Operand() (Node, error) {
	start := p.Peek()
	n, path, err := p.term()
	if err != nil {
		return nil, err
	}
	if path != "" {
		n, err = p.pathValue(start, path)
		if err != nil {
			return nil, err
		}
	}
	for {
		switch t := p.Peek(); t.Kind {
		case scan.LParen:
			args, kw, rparen, err := p.args()
			if err != nil {
				return nil, err
			}
			c := &Call{Fun: n, LParen: t.Pos, Args: args, RParen: rparen, Start: n.Pos() + 1}
			if len(kw) > 0 {
				return nil, errorf(kw[0].At, "%s takes no keyword arguments: it is a value called on a coordinate", n)
			}
			n = c
		case scan.LBrack:
			o := p.Next()
			elems, close, err := p.elements(o, scan.RBrack)
			if err != nil {
				return nil, err
			}
			if len(elems) == 0 {
				return nil, errorf(close, "an index is needed, as in x[None, 2]")
			}
			n = &Call{Fun: n, LParen: o.Pos, Args: elems, RParen: close, Start: n.Pos() + 1}
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

// term parses unit [":" unit]; path is the dotted name the unit is, if
// it is one (its value, a call or a name, is decided by what follows).
func (p *DSLParser) term() (Node, string, error) {
	start := p.Mark()
	n, path, err := p.unit()
	if err != nil || path != "" || p.Peek().Kind != scan.Colon {
		return n, path, err
	}
	if !p.layout {
		// Read the shape again as CuTe's notation: (4):(6) is rank 1.
		p.layout = true
		p.Reset(start)
		defer func() { p.layout = false }()
		if n, _, err = p.unit(); err != nil {
			return nil, "", err
		}
	}
	colon := p.Next()
	stride, spath, err := p.unit()
	if err != nil {
		return nil, "", err
	}
	if spath != "" {
		stride = &DSLVar{At: colon.Pos + 1, Name: spath}
	}
	return &LayoutLit{Shape: n, Stride: stride, Colon: colon.Pos}, "", nil
}

// dslModules are the module names a dotted path passes through.
var dslModules = map[string]bool{"cutlass": true, "cute": true, "nvgpu": true, "warp": true, "warpgroup": true, "cpasync": true, "tcgen05": true, "arch": true,
	"OperandSource": true, "OperandMajorMode": true, "AddressSpace": true} // enums: their members are read as paths too

func (p *DSLParser) unit() (Node, string, error) {
	t := p.Peek()
	switch t.Kind {
	case scan.Int, scan.Minus:
		n, err := p.intLit()
		if err != nil || p.Peek().Kind != scan.At {
			return n, "", err
		}
		b, err := p.Basis(n) // 1@0, as printed: the C++ reader's basis literal
		return b, "", err
	case scan.LParen:
		o := p.Next()
		elems, close, trailing, err := p.tupleElems(o, scan.RParen)
		if err != nil {
			return nil, "", err
		}
		if len(elems) == 1 && !trailing && !p.layout {
			return elems[0], "", nil // (x) groups
		}
		_ = close
		if elems == nil {
			elems = []Node{}
		}
		return &TupleLit{At: o.Pos, Elems: elems}, "", nil
	case scan.Str:
		p.Next()
		return &DSLStr{At: t.Pos, Text: t.Text}, "", nil
	case scan.FStr:
		p.Next()
		n, err := p.fString(t)
		return n, "", err
	case scan.LBrack:
		o := p.Next()
		elems, _, err := p.elements(o, scan.RBrack)
		if err != nil {
			return nil, "", err
		}
		if elems == nil {
			elems = []Node{}
		}
		return &TupleLit{At: o.Pos, Elems: elems}, "", nil
	case scan.Ident:
		switch t.Text {
		case "None":
			p.Next()
			return &UnderscoreLit{At: t.Pos}, "", nil
		case "True", "False":
			p.Next()
			return &Ident{At: t.Pos, Name: strings.ToLower(t.Text)}, "", nil
		case "S", "Sw", "Swizzle":
			if p.PeekAt(1).Kind == scan.LAngle {
				n, err := p.swizzle()
				return n, "", err
			}
		case "tensor":
			if p.PeekAt(1).Kind == scan.LAngle {
				n, err := p.tensor()
				return n, "", err
			}
		case "ptr":
			if p.PeekAt(1).Kind == scan.LAngle {
				n, err := p.pointer()
				return n, "", err
			}
		}
		p.Next()
		path := t.Text
		for dslModules[lastName(path)] && p.Peek().Kind == scan.Dot && p.PeekAt(1).Kind == scan.Ident {
			p.Next()
			path += "." + p.Next().Text
		}
		return nil, path, nil
	case scan.EOF:
		return nil, "", errorf(t.Pos, "missing expression at end of statement")
	case scan.RParen, scan.RBrack, scan.Comma:
		return nil, "", p.unexpected(t, "an expression")
	}
	return nil, "", p.unexpected(t, "")
}

func lastName(path string) string { return path[strings.LastIndexByte(path, '.')+1:] }

// intLit parses int or -int.
func (p *DSLParser) intLit() (*IntLit, error) {
	t := p.Next()
	start, neg := t.Pos, false
	if t.Kind == scan.Minus {
		neg = true
		t = p.Next()
		if t.Kind != scan.Int {
			return nil, errorf(t.Pos, "expected an integer after -, found %s", t.Describe())
		}
	}
	v, ok := Digits(t.Text, neg)
	if !ok {
		return nil, errorf(start, "integer %s does not fit in 64 bits", t.Text)
	}
	return &IntLit{At: start, Val: v}, nil
}

// swizzle parses S<B,M,S>, the DSL's printed swizzle (Sw<B,M,S> is read
// too): the SwizzleLit of the C++ spelling.
func (p *DSLParser) swizzle() (Node, error) {
	id := p.Next()
	o := p.Next()
	var ps []*IntLit
	for {
		if k := p.Peek().Kind; k != scan.Int && k != scan.Minus {
			if k == scan.EOF {
				return nil, errorf(o.Pos, "unbalanced brackets: this < is never closed by >")
			}
			return nil, p.unexpected(p.Peek(), "an integer")
		}
		v, err := p.intLit()
		if err != nil {
			return nil, err
		}
		ps = append(ps, v)
		if p.Peek().Kind == scan.RAngle {
			p.Next()
			break
		}
		if p.Peek().Kind != scan.Comma {
			return nil, p.unexpected(p.Peek(), `"," or ">"`)
		}
		p.Next()
	}
	if len(ps) != 3 {
		return nil, errorf(id.Pos, "%s<B,M,S> takes three integers, got %d", id.Text, len(ps))
	}
	return &SwizzleLit{At: id.Pos, Name: "Sw", B: ps[0], M: ps[1], S: ps[2]}, nil
}

// pointer parses ptr<T, space[, align<N>]>, as the DSL prints a pointer
// (value.DSLString): the C++ call it means,
// make_<space>_ptr<T>(0), the DSL printing no address. align<N> is
// checked as cute.make_ptr checks its assumed_align (N a power of 2 that
// the element's bytes divide or divide) and kept in the pointer
// (engine.Pointer's Align).
func (p *DSLParser) pointer() (Node, error) {
	id := p.Next()
	o := p.Next()
	if err := p.Enter(o.Pos); err != nil {
		return nil, err
	}
	defer p.Leave()
	tt := p.Next()
	cname := value.CppOfMLIR(tt.Text)
	if tt.Kind != scan.Ident || cname == "" {
		return nil, errorf(tt.Pos, "ptr<T, space>: T is an MLIR element type (f16, bf16, f32, tf32, f64, i8, i16, i32, i64, f8E4M3FN, f8E5M2), found %s", tt.Describe())
	}
	if t := p.Next(); t.Kind != scan.Comma {
		return nil, p.unexpected(t, `","`)
	}
	sp := p.Next()
	switch {
	case sp.Kind != scan.Ident:
		return nil, p.unexpected(sp, "a memory space (gmem, smem or rmem)")
	case sp.Text == "generic":
		return nil, errorf(sp.Pos, "ptr<%s, generic>: cutetui has no generic pointer; give gmem, smem or rmem", tt.Text)
	case sp.Text != "gmem" && sp.Text != "smem" && sp.Text != "rmem":
		return nil, errorf(sp.Pos, "ptr<T, space>: the memory spaces are gmem, smem and rmem, found %s", sp.Text)
	}
	var align *IntLit
	if p.Peek().Kind == scan.Comma {
		p.Next()
		n, err := p.align(cname)
		if err != nil {
			return nil, err
		}
		align = n
	}
	c := p.Next()
	if c.Kind != scan.RAngle {
		if c.Kind == scan.EOF {
			return nil, errorf(o.Pos, "unbalanced brackets: this < is never closed by >")
		}
		return nil, p.unexpected(c, `">"`)
	}
	call := &Call{Fun: &Ident{At: id.Pos, Name: "make_" + sp.Text + "_ptr"}, LParen: o.Pos, RParen: c.Pos, Start: id.Pos + 1,
		Args: []Node{&TypeLit{At: tt.Pos, Name: cname}, &IntLit{At: id.Pos, Val: 0}}, Types: 1}
	if align != nil {
		return &DSLAligned{X: call, Align: align}, nil
	}
	return call, nil
}

// align parses align<N> of a pointer to elements of the C++ type cname.
func (p *DSLParser) align(cname string) (*IntLit, error) {
	a := p.Next()
	if a.Kind != scan.Ident || a.Text != "align" {
		return nil, p.unexpected(a, "align<N>")
	}
	if t := p.Next(); t.Kind != scan.LAngle {
		return nil, p.unexpected(t, `"<"`)
	}
	n, err := p.intLit()
	if err != nil {
		return nil, err
	}
	if t := p.Next(); t.Kind != scan.RAngle {
		return nil, p.unexpected(t, `">"`)
	}
	_, bits, ok := atom.ElementType(cname)
	if !ok {
		return nil, errorf(n.At, "align<%d>: %s is not an element type", n.Val, cname)
	}
	bytes := max(1, bits/8)
	if n.Val <= 0 || n.Val&(n.Val-1) != 0 || bytes%n.Val != 0 && n.Val%bytes != 0 {
		return nil, errorf(n.At, "align<%d>: the alignment is a power of 2 that divides the element's %d bytes or is a multiple of them", n.Val, bytes)
	}
	return n, nil
}

// tensor parses tensor<(c0,c1) o L>, the DSL's printed coordinate
// tensor: C++'s printed ArithTuple(c0,c1) o L, which the C++ reader
// reads back (readback.go); and tensor<ptr<T, space> o L>, its printed
// tensor of a pointer: make_tensor(make_<space>_ptr<T>(0), L).
func (p *DSLParser) tensor() (Node, error) {
	id := p.Next()
	o := p.Next()
	if err := p.Enter(o.Pos); err != nil {
		return nil, err
	}
	defer p.Leave()
	x, err := p.expr()
	if err != nil {
		return nil, err
	}
	if t := p.Peek(); t.Kind != scan.RAngle {
		if t.Kind == scan.EOF {
			return nil, errorf(o.Pos, "unbalanced brackets: this < is never closed by >")
		}
		return nil, p.unexpected(t, `">"`)
	}
	p.Next()
	c, ok := x.(*Compose)
	if !ok || len(c.Ops) < 2 {
		return nil, errorf(id.Pos, "tensor<...> is read as the DSL prints a tensor, tensor<ptr<f16, gmem> o (8,8):(1,8)> or tensor<(0,0) o (8,4):(1@0,1@1)>")
	}
	first := c.Ops[0]
	aligned, isAligned := first.(*DSLAligned)
	if isAligned {
		first = aligned.X
	}
	if ptr, ok := first.(*Call); ok && ptr.Types == 1 && strings.HasSuffix(ptr.Fun.String(), "_ptr") {
		// tensor<ptr<T, space> o L>: make_tensor(ptr, L), L the rest of
		// the chain (a composed layout S<...> o 0 o L when it is longer).
		var l Node = c.Ops[1]
		if len(c.Ops) > 2 {
			l = &Compose{Ops: c.Ops[1:], Os: c.Os[1:]}
		}
		var arg Node = ptr
		if isAligned {
			arg = aligned
		}
		return &Call{Fun: &Ident{At: id.Pos, Name: "make_tensor"}, LParen: o.Pos, Args: []Node{arg, l}, RParen: c.Ops[len(c.Ops)-1].Pos(), Start: id.Pos + 1}, nil
	}
	if len(c.Ops) != 2 {
		return nil, errorf(id.Pos, "tensor<...> is read as the DSL prints a tensor, tensor<ptr<f16, gmem> o (8,8):(1,8)> or tensor<(0,0) o (8,4):(1@0,1@1)>")
	}
	crd := &Call{Fun: &Ident{At: c.Ops[0].Pos(), Name: "ArithTuple"}, LParen: c.Ops[0].Pos(), RParen: c.Ops[0].Pos(), Start: c.Ops[0].Pos() + 1}
	switch t := c.Ops[0].(type) {
	case *TupleLit:
		crd.Args = t.Elems
	default:
		crd.Args = []Node{t}
	}
	return &Compose{Ops: []Node{crd, c.Ops[1]}, Os: c.Os}, nil
}

// tupleElems parses `[ expr { , expr } [,] ] close` after o, reporting
// whether a comma came last (Python's (x,)).
func (p *DSLParser) tupleElems(o scan.Token, close scan.Kind) (elems []Node, closePos int, trailing bool, err error) {
	if err := p.Enter(o.Pos); err != nil {
		return nil, 0, false, err
	}
	defer p.Leave()
	for {
		if p.Peek().Kind == close {
			return elems, p.Next().Pos, trailing, nil
		}
		e, err := p.expr()
		if err != nil {
			if p.Peek().Kind == scan.EOF {
				return nil, 0, false, p.unclosed(o)
			}
			return nil, 0, false, err
		}
		elems = append(elems, e)
		trailing = false
		switch t := p.Peek(); t.Kind {
		case scan.Comma:
			p.Next()
			trailing = true
		case close:
		case scan.EOF:
			return nil, 0, false, p.unclosed(o)
		default:
			return nil, 0, false, p.unexpected(t, `"," or "`+closeText(close)+`"`)
		}
	}
}

// elements is tupleElems without the trailing comma's meaning.
func (p *DSLParser) elements(o scan.Token, close scan.Kind) ([]Node, int, error) {
	elems, c, _, err := p.tupleElems(o, close)
	return elems, c, err
}

func closeText(k scan.Kind) string {
	switch k {
	case scan.RBrack:
		return "]"
	case scan.RAngle:
		return ">"
	}
	return ")"
}

func (p *DSLParser) unclosed(o scan.Token) *scan.Error {
	c := ")"
	if o.Kind == scan.LBrack {
		c = "]"
	}
	return errorf(o.Pos, "unbalanced brackets: this %s is never closed by %s", o.Text, c)
}

// kwArg is a keyword argument name=value of a call.
type kwArg struct {
	At   int
	Name string
	Val  Node
}

// args parses a call's arguments, positional then keyword.
func (p *DSLParser) args() (pos []Node, kw []kwArg, rparen int, err error) {
	o := p.Next()
	if err := p.Enter(o.Pos); err != nil {
		return nil, nil, 0, err
	}
	defer p.Leave()
	for {
		if p.Peek().Kind == scan.RParen {
			return pos, kw, p.Next().Pos, nil
		}
		if t := p.Peek(); t.Kind == scan.Ident && p.PeekAt(1).Kind == scan.Assign {
			p.Next()
			p.Next()
			v, err := p.expr()
			if err != nil {
				return nil, nil, 0, err
			}
			for _, k := range kw {
				if k.Name == t.Text {
					return nil, nil, 0, errorf(t.Pos, "keyword argument repeated: %s", t.Text)
				}
			}
			kw = append(kw, kwArg{At: t.Pos, Name: t.Text, Val: v})
		} else {
			e, err := p.expr()
			if err != nil {
				if p.Peek().Kind == scan.EOF {
					return nil, nil, 0, p.unclosed(o)
				}
				return nil, nil, 0, err
			}
			if len(kw) > 0 {
				return nil, nil, 0, errorf(e.Pos(), "positional argument follows keyword argument")
			}
			pos = append(pos, e)
		}
		switch t := p.Peek(); t.Kind {
		case scan.Comma:
			p.Next()
		case scan.RParen:
		case scan.EOF:
			return nil, nil, 0, p.unclosed(o)
		default:
			return nil, nil, 0, p.unexpected(t, `"," or ")"`)
		}
	}
}

// member parses .name after x: an attribute (x.shape) or a method call
// (x.get_slice(3)), each the C++ function of x.
func (p *DSLParser) member(x Node) (Node, error) {
	p.Next()
	f := p.Peek()
	if f.Kind != scan.Ident {
		return nil, p.unexpected(f, "an attribute name after .")
	}
	p.Next()
	if p.Peek().Kind != scan.LParen {
		a, ok := dslAttrs[f.Text]
		if !ok {
			return nil, errorf(f.Pos, "unknown attribute .%s (cutetui knows %s)", f.Text, strings.Join(DSLAttrNames(), ", "))
		}
		return &Call{Fun: &Ident{At: f.Pos, Name: a}, LParen: f.Pos, Args: []Node{x}, RParen: f.Pos, Start: x.Pos() + 1}, nil
	}
	o := p.Peek()
	args, kw, rparen, err := p.args()
	if err != nil {
		return nil, err
	}
	if len(kw) > 0 {
		return nil, errorf(kw[0].At, "%s: keyword arguments of methods are not read here; pass them in order", f.Text)
	}
	return &Call{Fun: &Ident{At: f.Pos, Name: f.Text}, Member: true, LParen: o.Pos, Args: append([]Node{x}, args...), RParen: rparen, Start: x.Pos() + 1}, nil
}

// pathValue is what a dotted name means where it stands: a call of the
// DSL function it names, an element type, or a variable.
func (p *DSLParser) pathValue(start scan.Token, path string) (Node, error) {
	name, qualified := DSLStrip(path)
	if _, ok := value.DSLTypes[name]; ok && p.Peek().Kind == scan.LParen {
		return p.dynamicInt(start, path, name)
	}
	if p.Peek().Kind == scan.LParen {
		o := p.Peek()
		args, kw, rparen, err := p.args()
		if err != nil {
			return nil, err
		}
		call := &DSLCallSite{At: start.Pos, Written: path, Name: name, LParen: o.Pos, Args: args, Kw: kw, RParen: rparen}
		if f, ok := DSLFuncs[name]; ok {
			n, err := f.build(call)
			if err != nil {
				return nil, err
			}
			if qualified || f.OnlyDSL {
				return n, nil
			}
			// A bare name: a variable of that name, if one is bound when
			// it runs, is called on the arguments instead (layout(5)).
			return &DSLNameCall{Name: name, At: start.Pos, Fn: n, Args: args, LParen: o.Pos, RParen: rparen}, nil
		}
		if qualified {
			return nil, errorf(start.Pos, "%s: not a function cutetui knows in the DSL's spelling (docs/dsl.md lists them)", path)
		}
		if len(kw) > 0 {
			return nil, errorf(kw[0].At, "%s: keyword arguments are read for the DSL's functions only (docs/dsl.md lists them)", path)
		}
		// Any other name: a C++ built-in of that name, or a variable's value.
		c := &Call{Fun: &Ident{At: start.Pos, Name: name}, LParen: o.Pos, Args: args, RParen: rparen}
		return &DSLNameCall{Name: name, At: start.Pos, Fn: c, Args: args, LParen: o.Pos, RParen: rparen}, nil
	}
	if t, ok := value.DSLTypes[name]; ok {
		return &TypeLit{At: start.Pos, Name: t}, nil
	}
	if dslEnums[name] {
		return &DSLEnum{At: start.Pos, Name: name}, nil
	}
	if qualified {
		if _, ok := DSLFuncs[name]; ok {
			return nil, errorf(p.Peek().Pos, "%s is a function: call it, as in %s(...)", path, path)
		}
		return nil, errorf(start.Pos, "%s: not a name cutetui knows in the DSL's spelling (docs/dsl.md lists them)", path)
	}
	if name == "_" {
		return nil, errorf(start.Pos, "the DSL writes C++'s _ as None")
	}
	return &DSLVar{At: start.Pos, Name: name}, nil
}

// DSLStrip drops the module path of a DSL name: cute.make_layout is
// make_layout, cute.nvgpu.warp.MmaF16BF16Op is warp.MmaF16BF16Op;
// qualified reports that there was one.
func DSLStrip(path string) (string, bool) {
	name := path
	for _, m := range []string{"cutlass.", "cute.", "nvgpu."} {
		name = strings.TrimPrefix(name, m)
	}
	return name, name != path
}

// dslIntTypes are the DSL's integer types, whose call cutlass.Int32(n) is
// a dynamic integer.
var dslIntTypes = map[string]bool{"Int8": true, "Uint8": true, "Int16": true, "Uint16": true, "Int32": true, "Uint32": true, "Int64": true, "Uint64": true}

// dynamicInt parses cutlass.Int32(n): a dynamic integer of value n, C++'s
// int(n), which the DSL's print shows as ? (its value is known at run
// time only: cute.printf shows it).
func (p *DSLParser) dynamicInt(start scan.Token, path, name string) (Node, error) {
	if !dslIntTypes[name] {
		return nil, errorf(start.Pos, "%s(...) is a run-time floating-point value; cutetui's values are integers, layouts and tensors (a dynamic integer is cutlass.Int32(n))", path)
	}
	o := p.Peek()
	args, kw, rparen, err := p.args()
	if err != nil {
		return nil, err
	}
	if len(kw) > 0 {
		return nil, errorf(kw[0].At, "%s: takes the value only, as in %s(8)", path, path)
	}
	if len(args) != 1 {
		return nil, errorf(o.Pos, "%s: takes one value, as in %s(8), got %d", path, path, len(args))
	}
	call := &Call{Fun: &Ident{At: start.Pos, Name: "int"}, LParen: o.Pos, Args: args, RParen: rparen, Start: start.Pos + 1}
	return &DSLCall{Call: call, Written: path, From: []int{0}}, nil
}
