package parse

import "github.com/cutetui/cutetui/engine/eval/scan"

// C++ spellings of static CuTe values, so that a line copied from C++ code
// evaluates as written:
//
//	Int<8>{}                              8
//	Shape<_2,Shape<_1,_6>>{}              (2,(1,6))
//	Stride<_1,_2>, Coord<...>, Step<...>  tuples likewise
//	Layout<Shape<_4,_8>,Stride<_8,_1>>{}  (4,8):(8,1)
//	Layout<Shape<_4,_8>>{}                (4,8):(1,4), CuTe's default stride
//	Tile<Layout<_4,_2>,_8>{}              <4:2,8>
//	TiledMMA<MMA_Atom<Op>,Layout<...>[,Tile<...>]>{}  make_tiled_mma of them
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
	// TiledMMA<MMA_Atom, AtomLayoutMNK, PermutationMNK = Tile<_,_,_>>
	"TiledMMA": "tiled_mma",
}

// isCppType reports whether the tokens at the parser's position start a
// C++ type literal: a known template name followed by '<'.
func (p *parser) isCppType() bool {
	t := p.peek()
	if t.Kind != scan.Ident || p.i+1 >= len(p.toks) || p.toks[p.i+1].Kind != scan.LAngle {
		return false
	}
	_, ok := cppTypes[t.Text]
	return ok
}

// cppType parses `Name<Arg,...>`; the parser is at Name.
func (p *parser) cppType() (Node, error) {
	id := p.next()
	o := p.next() // '<'
	if err := p.enter(o.Pos); err != nil {
		return nil, err
	}
	defer p.leave()
	var args []Node
	for p.peek().Kind != scan.RAngle {
		if len(args) > 0 {
			if t := p.peek(); t.Kind != scan.Comma {
				if t.Kind == scan.EOF {
					return nil, Unclosed(o)
				}
				return nil, p.unexpected(t, `"," or ">"`)
			}
			p.next()
		}
		a, err := p.cppTypeArg(id.Text)
		if err != nil {
			return nil, err
		}
		args = append(args, a)
	}
	p.next() // '>'
	switch cppTypes[id.Text] {
	case "int":
		if len(args) != 1 {
			return nil, errorf(id.Pos, "Int takes one template argument, got %d", len(args))
		}
		lit, ok := args[0].(*IntLit)
		if !ok {
			return nil, errorf(args[0].Pos(), "Int<N> takes an integer")
		}
		return &IntLit{At: id.Pos, Val: lit.Val, Static: true}, nil
	case "tuple":
		if len(args) == 0 {
			return &TupleLit{At: id.Pos, Elems: []Node{}}, nil
		}
		return &TupleLit{At: id.Pos, Elems: args}, nil
	case "tiler":
		if len(args) == 0 {
			return nil, errorf(id.Pos, "empty Tile<>")
		}
		return &TilerLit{At: id.Pos, Elems: args}, nil
	case "tiled_mma":
		return tiledMMAType(id, o, args, p.toks[p.i-1].Pos)
	}
	// Layout<Shape[,Stride]>
	switch len(args) {
	case 1:
		return &Call{Fun: &Ident{At: id.Pos, Name: "make_layout"}, LParen: o.Pos, Args: args, RParen: p.toks[p.i-1].Pos}, nil
	case 2:
		return &LayoutLit{Shape: args[0], Stride: args[1], Colon: args[1].Pos()}, nil
	}
	return nil, errorf(id.Pos, "Layout takes a shape and an optional stride, got %d template arguments", len(args))
}

// cppTypeArg parses one template argument of a C++ type: a static integer
// `_N`, a plain integer, `_` (in a Tile), or a nested type.
func (p *parser) cppTypeArg(outer string) (Node, error) {
	t := p.peek()
	switch {
	case t.Kind == scan.Int || t.Kind == scan.Static || t.Kind == scan.Minus:
		return p.intLit()
	case t.Kind == scan.Underscore && outer == "Tile":
		p.next()
		return &UnderscoreLit{At: t.Pos}, nil
	case t.Kind == scan.Ident && t.Text == "Underscore" && outer == "Tile":
		p.next()
		return &UnderscoreLit{At: t.Pos}, nil
	case t.Kind == scan.Ident && (t.Text == "X" || t.Text == "Underscore") && outer == "Step":
		// Step<_1,X,_1>: cute::X is Underscore, the modes a projection drops.
		p.next()
		return &UnderscoreLit{At: t.Pos}, nil
	case outer == "TiledMMA" && t.Kind == scan.Ident && isAtomTypeName(t.Text):
		p.next()
		return p.typeRest(t)
	case p.isCppType():
		return p.cppType()
	case t.Kind == scan.EOF:
		return nil, errorf(t.Pos, "missing template argument at end of statement")
	}
	return nil, p.unexpected(t, "a type: _N, Int<N>, Shape<...>, Stride<...> or Layout<...>")
}

// tiledMMAType is the type TiledMMA<MMA_Atom, AtomLayoutMNK,
// PermutationMNK = Tile<_,_,_>>{}: make_tiled_mma of the same arguments,
// but without make_tiled_mma's padding to rank 3, as the struct's own
// static_asserts require ("TiledMMA requires rank-3 AtomLayoutMNK",
// "TiledMMA requires rank-3 PermutationMNK"), and of an MMA_Atom (a bare
// operation has no ThrID, Shape_MNK, ...).
func tiledMMAType(id, o scan.Token, args []Node, closing int) (Node, error) {
	if len(args) < 2 || len(args) > 3 {
		return nil, errorf(id.Pos, "TiledMMA<MMA_Atom, AtomLayoutMNK, PermutationMNK = Tile<_,_,_>> takes 2 or 3 template arguments, got %d", len(args))
	}
	if a, ok := args[0].(*TypeLit); !ok || a.Name != "MMA_Atom" {
		return nil, errorf(args[0].Pos(), "TiledMMA's first template argument is an MMA_Atom<Op> (it reads MMA_Atom::ThrID, Shape_MNK and the TV layouts)")
	}
	rank := -1 // of the layout's shape, where the literal says it
	switch l := args[1].(type) {
	case *LayoutLit:
		rank = literalRank(l.Shape)
	case *Call:
		if len(l.Args) == 1 {
			rank = literalRank(l.Args[0])
		}
	default:
		return nil, errorf(args[1].Pos(), "TiledMMA's AtomLayoutMNK is a Layout<...>")
	}
	if rank >= 0 && rank != 3 {
		return nil, errorf(args[1].Pos(), "TiledMMA requires rank-3 AtomLayoutMNK: static_assert(rank_v<AtomLayoutMNK> == 3) of a rank-%d layout", rank)
	}
	if len(args) == 3 {
		t, ok := args[2].(*TilerLit)
		if !ok {
			return nil, errorf(args[2].Pos(), "TiledMMA requires independent permutations of MNK: a Tile<...>")
		}
		if len(t.Elems) != 3 {
			return nil, errorf(args[2].Pos(), "TiledMMA requires rank-3 PermutationMNK: static_assert(rank_v<PermutationMNK> == 3) of %d permutations", len(t.Elems))
		}
	}
	return &Call{Fun: &Ident{At: id.Pos, Name: "make_tiled_mma"}, LParen: o.Pos, Args: args, RParen: closing}, nil
}

// literalRank is the rank of a shape written as a literal: 1 for an
// integer, the element count of a tuple; -1 when it is not a literal.
func literalRank(n Node) int {
	switch n := n.(type) {
	case *IntLit:
		return 1
	case *TupleLit:
		return len(n.Elems)
	}
	return -1
}
