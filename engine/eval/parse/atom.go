package parse

import (
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine/atom"

	"github.com/cutetui/cutetui/engine/eval/scan"
)

// TypeLit is an atom written as its C++ type, value-initialised:
//
//	MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}     an MMA atom
//	SM80_16x8x16_F32F16F16F32_TN{}               the same (make_tiled_mma wraps it)
//	SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}
//	UniversalFMA<float,float,float>{}
//	Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}       a copy atom
//	Copy_Atom<UniversalCopy<uint128_t>, half_t>{}
//
// Args are its template arguments: names (half_t, GMMA::Major::K), which
// have no Args themselves, or nested types.
type TypeLit struct {
	At   int
	Name string
	Args []*TypeLit
}

func (n *TypeLit) Pos() int { return n.At }

func (n *TypeLit) String() string {
	if len(n.Args) == 0 {
		return n.Name + "{}"
	}
	return n.TypeString() + "{}"
}

// typeString is the type without the value-initialising {}.
func (n *TypeLit) TypeString() string {
	if len(n.Args) == 0 {
		return n.Name
	}
	parts := make([]string, len(n.Args))
	for i, a := range n.Args {
		parts[i] = a.TypeString()
	}
	return n.Name + "<" + strings.Join(parts, ",") + ">"
}

// isAtomTypeName reports whether name starts an atom type.
func isAtomTypeName(name string) bool {
	if !strings.HasPrefix(name, "cute::") {
		return atomTypeNames[name] // what the test below gives, in one look-up
	}
	return name == "MMA_Atom" || name == "Copy_Atom" || atom.IsMMAOp(name) || atom.IsCopyOp(name) || atom.IsTMAOp(name) || atom.MMARefusal(name) != nil
}

// atomTypeNames holds MMA_Atom, Copy_Atom and the names of the MMA and
// copy operations (and of those atom.MMARefusal refuses): the names
// isAtomTypeName accepts, but for those written with cute::, which the
// atom package strips.
var atomTypeNames = func() map[string]bool {
	m := map[string]bool{"MMA_Atom": true, "Copy_Atom": true}
	for _, n := range append(append(atom.MMAOps(), atom.CopyOps()...), atom.TMAOps...) {
		m[n] = true
	}
	for _, op := range []string{"XORPOPC", "ANDPOPC"} { // read, to be refused with atom.MMARefusal's reason
		m["SM80_16x8x128_S32U1U1S32_TN_"+op] = true
	}
	return m
}()

// ptrMakers take an element type as their template argument.
var ptrMakers = map[string]bool{"make_gmem_ptr": true, "make_smem_ptr": true, "make_rmem_ptr": true}

// atomType parses an atom type whose name id the parser has just read;
// ok is false (and nothing is consumed) when id does not name one.
// make_gmem_ptr<T>(addr) (and smem, rmem) is read here too, as the call
// make_gmem_ptr(T, addr); nullptr is the address 0.
func (p *parser) atomType(id scan.Token) (n Node, ok bool, err error) {
	if p.peek().Kind == scan.LAngle && ptrMakers[id.Text] {
		t, err := p.typeRest(id)
		if err != nil {
			return nil, true, err
		}
		if len(t.Args) != 1 {
			return nil, true, errorf(id.Pos, "%s<T> takes one element type", id.Text)
		}
		if p.peek().Kind != scan.LParen {
			return nil, true, errorf(p.peek().Pos, "expected ( after %s<...>", id.Text)
		}
		c := &Call{Fun: &Ident{At: id.Pos, Name: id.Text}}
		if err := p.args(c); err != nil {
			return nil, true, err
		}
		for i, a := range c.Args {
			if x, ok := a.(*Ident); ok && x.Name == "nullptr" {
				if id.Text == "make_rmem_ptr" {
					return nil, true, errorf(x.At, "make_rmem_ptr<T>(nullptr) is ambiguous in C++: it has void* and void const* overloads and none for nullptr_t (make_gmem_ptr and make_smem_ptr have one)")
				}
				c.Args[i] = &IntLit{At: x.At, Val: 0}
			}
		}
		c.Args = append([]Node{t.Args[0]}, c.Args...)
		c.Types = 1
		return c, true, nil
	}
	if id.Text == "UMMA" && p.i+2 < len(p.toks) && p.toks[p.i].Kind == scan.Colon && p.toks[p.i+1].Kind == scan.Colon &&
		p.toks[p.i+2].Kind == scan.Ident && ummaFuncs[p.toks[p.i+2].Text] {
		// UMMA::make_umma_desc<...>(t), UMMA::make_instr_desc<...>(): the
		// functions of namespace cute::UMMA, read as the unqualified call.
		id = scan.Token{Kind: scan.Ident, Pos: id.Pos, Text: p.toks[p.i+2].Text}
		p.i += 3
		if p.peek().Kind != scan.LAngle {
			return nil, true, errorf(p.peek().Pos, "expected <...> after UMMA::%s: its template arguments", id.Text)
		}
	}
	if ummaFuncs[id.Text] && p.peek().Kind == scan.LAngle {
		c, err := p.templateCall(id)
		return c, true, err
	}
	if (id.Text == "recast" || id.Text == "make_fragment_like" || id.Text == "make_tensor_like" || id.Text == "make_tensor" || id.Text == "make_gmma_desc") && p.peek().Kind == scan.LAngle && p.i+1 < len(p.toks) && p.toks[p.i+1].Kind == scan.Ident {
		// recast<uint32_t>(T): the call recast(uint32_t, T); likewise
		// make_fragment_like<float>(T).
		t, err := p.typeRest(id)
		if err != nil {
			return nil, true, err
		}
		if len(t.Args) != 1 {
			return nil, true, errorf(id.Pos, "%s<T> takes one element type", id.Text)
		}
		if p.peek().Kind != scan.LParen {
			return nil, true, errorf(p.peek().Pos, "expected ( after %s<...>", id.Text)
		}
		c := &Call{Fun: &Ident{At: id.Pos, Name: id.Text}}
		if err := p.args(c); err != nil {
			return nil, true, err
		}
		c.Args = append([]Node{t.Args[0]}, c.Args...)
		c.Types = 1
		return c, true, nil
	}
	if id.Text == "recast_layout" && p.peek().Kind == scan.LAngle {
		// recast_layout<OldType,NewType>(x), read as the call
		// recast_layout(OldType, NewType, x).
		t, err := p.typeRest(id)
		if err != nil {
			return nil, true, err
		}
		if len(t.Args) != 2 {
			return nil, true, errorf(id.Pos, "recast_layout<OldType,NewType> takes two element types")
		}
		if p.peek().Kind != scan.LParen {
			return nil, true, errorf(p.peek().Pos, "expected ( after %s<...>", id.Text)
		}
		c := &Call{Fun: &Ident{At: id.Pos, Name: id.Text}}
		if err := p.args(c); err != nil {
			return nil, true, err
		}
		c.Args = append([]Node{t.Args[0], t.Args[1]}, c.Args...)
		c.Types = 2
		return c, true, nil
	}
	if qualifiers[id.Text] {
		// GMMA::Layout_K_SW128_Atom<half_t>{} (or SM90::GMMA::...), the
		// namespaced operations SM120::BLOCKSCALED::SM120_16x8x32_TN_VS<...>{}
		// and SM90::GMMA::SPARSE::GMMA_...<...>{}, and UMMA::Major::K: the
		// qualified name is read whole.
		j, name := p.i, id.Text
		for j+2 < len(p.toks) && p.toks[j].Kind == scan.Colon && p.toks[j+1].Kind == scan.Colon && p.toks[j+2].Kind == scan.Ident {
			name += "::" + p.toks[j+2].Text
			j += 3
		}
		var full string
		short := strings.TrimPrefix(strings.TrimPrefix(name, "SM90::"), "GMMA::")
		switch {
		case (id.Text == "GMMA" || id.Text == "SM90") && atom.IsGMMASmemAtom(short):
			full = "GMMA::" + short
		case strings.HasPrefix(name, "UMMA::") && atom.IsUMMASmemAtom(strings.TrimPrefix(name, "UMMA::")):
			full = name // UMMA::Layout_K_SW128_Atom<half_t>{}: Blackwell's atoms
		case isAtomTypeName(name), isEnumName(name):
			full = name
		default:
			return nil, false, nil
		}
		p.i = j
		t, err := p.typeRest(scan.Token{Kind: scan.Ident, Pos: id.Pos, Text: full})
		return t, true, err
	}
	if !isAtomTypeName(id.Text) {
		return nil, false, nil
	}
	t, err := p.typeRest(id)
	return t, true, err
}

// qualifiers are the namespaces whose qualified names atomType reads.
var qualifiers = map[string]bool{"GMMA": true, "UMMA": true, "SM90": true, "SM100": true, "SM120": true}

// ummaFuncs are the functions of namespace cute::UMMA that take template
// arguments: make_umma_desc<Major>(tensor), and make_instr_desc<a, b, c,
// M, N, a_major, b_major, ...>() and make_instr_desc_block_scaled<a, b, c,
// sf, M, N, a_major, b_major, ...>() (arch/mma_sm100_desc.hpp).
var ummaFuncs = map[string]bool{"make_umma_desc": true, "make_instr_desc": true, "make_instr_desc_block_scaled": true}

// isEnumName reports whether name is a value of one of UMMA's enums
// written as a template argument (UMMA::Major::K, UMMA::ScaleIn::Neg).
func isEnumName(name string) bool {
	for _, e := range []string{"UMMA::Major::", "UMMA::ScaleIn::", "UMMA::Saturate::", "UMMA::MaxShift::"} {
		if strings.HasPrefix(name, e) {
			return true
		}
	}
	return false
}

// templateCall parses the rest of f<T...>(args), f named by id and its
// template arguments types, enumerators or integers: the call
// f(T..., args), the integers as integer literals.
func (p *parser) templateCall(id scan.Token) (Node, error) {
	t, err := p.typeRest(id)
	if err != nil {
		return nil, err
	}
	if p.peek().Kind != scan.LParen {
		return nil, errorf(p.peek().Pos, "expected ( after %s<...>", id.Text)
	}
	c := &Call{Fun: &Ident{At: id.Pos, Name: id.Text}}
	if err := p.args(c); err != nil {
		return nil, err
	}
	targs := make([]Node, len(t.Args))
	for i, a := range t.Args {
		targs[i] = a
		if v, err := strconv.Atoi(a.Name); err == nil && len(a.Args) == 0 {
			targs[i] = &IntLit{At: a.At, Val: v}
		}
		if (a.Name == "false" || a.Name == "true") && len(a.Args) == 0 { // is_sparse
			targs[i] = &IntLit{At: a.At, Val: map[bool]int{true: 1}[a.Name == "true"]}
		}
	}
	c.Args = append(targs, c.Args...)
	c.Types = len(targs)
	return c, nil
}

// typeRest parses the template arguments, if any, of the type named id.
func (p *parser) typeRest(id scan.Token) (*TypeLit, error) {
	t := &TypeLit{At: id.Pos, Name: id.Text}
	if p.peek().Kind != scan.LAngle {
		return t, nil
	}
	o := p.next()
	if err := p.enter(o.Pos); err != nil {
		return nil, err
	}
	defer p.leave()
	if p.peek().Kind == scan.RAngle {
		// Op<>: every template argument defaulted (GMMA's ScaleIn).
		p.next()
		return t, nil
	}
	for {
		a := p.peek()
		if a.Kind == scan.Int { // an int template argument: UMMA's M and N
			p.next()
			t.Args = append(t.Args, &TypeLit{At: a.Pos, Name: a.Text})
			switch s := p.peek(); s.Kind {
			case scan.Comma:
				p.next()
				continue
			case scan.RAngle:
				p.next()
				return t, nil
			case scan.EOF:
				return nil, Unclosed(o)
			default:
				return nil, p.unexpected(s, `"," or ">"`)
			}
		}
		if a.Kind != scan.Ident {
			if a.Kind == scan.EOF {
				return nil, Unclosed(o)
			}
			return nil, p.unexpected(a, "a type (an element type such as half_t, an operation, or GMMA::Major::K)")
		}
		p.next()
		name := a.Text
		for p.peek().Kind == scan.Colon && p.i+2 < len(p.toks) && p.toks[p.i+1].Kind == scan.Colon && p.toks[p.i+2].Kind == scan.Ident {
			name += "::" + p.toks[p.i+2].Text
			p.i += 3
		}
		var arg *TypeLit
		if isAtomTypeName(name) {
			var err error
			if arg, err = p.typeRest(scan.Token{Kind: scan.Ident, Pos: a.Pos, Text: name}); err != nil {
				return nil, err
			}
		} else {
			arg = &TypeLit{At: a.Pos, Name: name}
		}
		t.Args = append(t.Args, arg)
		switch s := p.peek(); s.Kind {
		case scan.Comma:
			p.next()
		case scan.RAngle:
			p.next()
			return t, nil
		case scan.EOF:
			return nil, Unclosed(o)
		default:
			return nil, p.unexpected(s, `"," or ">"`)
		}
	}
}

// member parses `.f(args)` or `.f<I...>(args)` after x: the call f(x, args).
func (p *parser) member(x Node) (Node, error) {
	p.next() // '.'
	f := p.peek()
	if f.Kind != scan.Ident {
		return nil, p.unexpected(f, "a member function name after .")
	}
	p.next()
	c := &Call{Fun: &Ident{At: f.Pos, Name: f.Text}, Member: true}
	if p.peek().Kind == scan.LAngle {
		o := p.next()
		c.HasT = true
		for p.peek().Kind != scan.RAngle {
			if len(c.TArgs) > 0 {
				if p.peek().Kind != scan.Comma {
					if p.peek().Kind == scan.EOF {
						return nil, Unclosed(o)
					}
					return nil, p.unexpected(p.peek(), `"," or ">"`)
				}
				p.next()
			}
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
			c.TArgs = append(c.TArgs, v)
		}
		p.next()
	}
	if p.peek().Kind != scan.LParen {
		return nil, errorf(p.peek().Pos, "expected ( after .%s: a member is called, as in x.%s(...)", f.Text, f.Text)
	}
	if err := p.args(c); err != nil {
		return nil, err
	}
	c.Args = append([]Node{x}, c.Args...)
	return c, nil
}

// declTypes are the C++ types a kernel declares its variables with:
// `auto mma = ...`, `TiledMMA mma = ...`, `Tensor tCgC = ...`.
var declTypes = map[string]bool{
	"auto": true, "const": true, "constexpr": true,
	"Tensor": true, "Layout": true, "TiledMMA": true, "TiledCopy": true,
	"ThrMMA": true, "ThrCopy": true, "MMA_Atom": true, "Copy_Atom": true,
}

// skipDeclType drops the C++ type of a declaration `T name = expr`, so
// that it is the assignment `name = expr`.
func skipDeclType(toks []scan.Token) []scan.Token {
	if len(toks) < 3 || toks[0].Kind != scan.Ident || toks[1].Kind != scan.Ident {
		return toks // no `Type name =`: what the loop below finds, without a look-up
	}
	i := 0
	for i < len(toks) && toks[i].Kind == scan.Ident && declTypes[toks[i].Text] {
		i++
	}
	if i > 0 && i+1 < len(toks) && toks[i].Kind == scan.Ident && toks[i+1].Kind == scan.Assign {
		return toks[i:]
	}
	return toks
}
