package eval

// C++ spellings of static CuTe values, so that a line copied from C++ code
// evaluates as written:
//
//	Int<8>{}                              8
//	Shape<_2,Shape<_1,_6>>{}              (2,(1,6))
//	Stride<_1,_2>, Coord<...>, Step<...>  tuples likewise
//	Layout<Shape<_4,_8>,Stride<_8,_1>>{}  (4,8):(8,1)
//	Layout<Shape<_4,_8>>{}                (4,8):(1,4), CuTe's default stride
//	Tile<Layout<_4,_2>,_8>{}              <4:2,8>
//
// The `{}` of C++ value-initialisation is dropped by the scanner.

// cppTypes maps each accepted C++ type template to what it builds.
var cppTypes = map[string]string{
	"Int":    "int",
	"Shape":  "tuple",
	"Stride": "tuple",
	"Coord":  "tuple",
	"Step":   "tuple",
	"Tile":   "tiler",
	"Layout": "layout",
}

// isCppType reports whether the tokens at the parser's position start a
// C++ type literal: a known template name followed by '<'.
func (p *parser) isCppType() bool {
	t := p.peek()
	if t.kind != tIdent || p.i+1 >= len(p.toks) || p.toks[p.i+1].kind != tLAngle {
		return false
	}
	_, ok := cppTypes[t.text]
	return ok
}

// cppType parses `Name<Arg,...>`; the parser is at Name.
func (p *parser) cppType() (Node, error) {
	id := p.next()
	o := p.next() // '<'
	if err := p.enter(o.pos); err != nil {
		return nil, err
	}
	defer p.leave()
	var args []Node
	for p.peek().kind != tRAngle {
		if len(args) > 0 {
			if t := p.peek(); t.kind != tComma {
				if t.kind == tEOF {
					return nil, unclosed(o)
				}
				return nil, p.unexpected(t, `"," or ">"`)
			}
			p.next()
		}
		a, err := p.cppTypeArg(id.text)
		if err != nil {
			return nil, err
		}
		args = append(args, a)
	}
	p.next() // '>'
	switch cppTypes[id.text] {
	case "int":
		if len(args) != 1 {
			return nil, errorf(id.pos, "Int takes one template argument, got %d", len(args))
		}
		lit, ok := args[0].(*IntLit)
		if !ok {
			return nil, errorf(args[0].Pos(), "Int<N> takes an integer")
		}
		return &IntLit{At: id.pos, Val: lit.Val, Static: true}, nil
	case "tuple":
		if len(args) == 0 {
			return &TupleLit{At: id.pos, Elems: []Node{}}, nil
		}
		return &TupleLit{At: id.pos, Elems: args}, nil
	case "tiler":
		if len(args) == 0 {
			return nil, errorf(id.pos, "empty Tile<>")
		}
		return &TilerLit{At: id.pos, Elems: args}, nil
	}
	// Layout<Shape[,Stride]>
	switch len(args) {
	case 1:
		return &Call{Fun: &Ident{At: id.pos, Name: "make_layout"}, LParen: o.pos, Args: args, RParen: p.toks[p.i-1].pos}, nil
	case 2:
		return &LayoutLit{Shape: args[0], Stride: args[1], Colon: args[1].Pos()}, nil
	}
	return nil, errorf(id.pos, "Layout takes a shape and an optional stride, got %d template arguments", len(args))
}

// cppTypeArg parses one template argument of a C++ type: a static integer
// `_N`, a plain integer, `_` (in a Tile), or a nested type.
func (p *parser) cppTypeArg(outer string) (Node, error) {
	t := p.peek()
	switch {
	case t.kind == tInt || t.kind == tStatic || t.kind == tMinus:
		return p.intLit()
	case t.kind == tUnderscore && outer == "Tile":
		p.next()
		return &UnderscoreLit{At: t.pos}, nil
	case t.kind == tIdent && t.text == "Underscore" && outer == "Tile":
		p.next()
		return &UnderscoreLit{At: t.pos}, nil
	case t.kind == tIdent && (t.text == "X" || t.text == "Underscore") && outer == "Step":
		// Step<_1,X,_1>: cute::X is Underscore, the modes a projection drops.
		p.next()
		return &UnderscoreLit{At: t.pos}, nil
	case p.isCppType():
		return p.cppType()
	case t.kind == tEOF:
		return nil, errorf(t.pos, "missing template argument at end of statement")
	}
	return nil, p.unexpected(t, "a type: _N, Int<N>, Shape<...>, Stride<...> or Layout<...>")
}
