package eval

import (
	"strings"

	"github.com/cutetui/cutetui/engine/eval/parse"
	"github.com/cutetui/cutetui/engine/eval/scan"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The DSL's two ways to print (print.ipynb): Python's print(...) runs
// while @cute.jit traces the function, so it shows what is known at
// compile time (a dynamic integer is ?, or ?{div=N}); cute.printf(fmt,
// ...) runs on the GPU and shows the values ({} is replaced by the next
// argument). A statement of either prints one line.

// dslStr is a Python string literal; it is a value only to print.
type dslStr struct {
	At   int
	Text string
}

func (n *dslStr) Pos() int       { return n.At }
func (n *dslStr) String() string { return pyQuote(n.Text) }

// dslFStr is an f-string, f"a: {a}": its text and the expressions in
// braces, each printed as print prints it.
type dslFStr struct {
	At    int
	Text  []string // the text before each expression, and after the last
	Exprs []Node
}

func (n *dslFStr) Pos() int { return n.At }
func (n *dslFStr) String() string {
	var b strings.Builder
	b.WriteString(`f"`)
	for i, t := range n.Text {
		b.WriteString(strings.NewReplacer("{", "{{", "}", "}}", `"`, `\"`, `\`, `\\`).Replace(t))
		if i < len(n.Exprs) {
			b.WriteString("{" + n.Exprs[i].String() + "}")
		}
	}
	b.WriteByte('"')
	return b.String()
}

// dslOutput is print(args...) or cute.printf(format, args...).
type dslOutput struct {
	At      int
	Runtime bool // cute.printf
	Args    []Node
	RParen  int
}

func (n *dslOutput) Pos() int { return n.At }
func (n *dslOutput) String() string {
	name := "print"
	if n.Runtime {
		name = "cute.printf"
	}
	parts := make([]string, len(n.Args))
	for i, a := range n.Args {
		parts[i] = a.String()
	}
	return name + "(" + strings.Join(parts, ", ") + ")"
}

// pyQuote is s as a Python string literal.
func pyQuote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`).Replace(s) + `"`
}

// output parses print(...) or cute.printf(...) at the start of a
// statement; ok is false, and nothing consumed, when the statement is
// neither.
func (p *dslParser) output() (n Node, ok bool, err error) {
	start := p.Peek()
	runtime := false
	switch {
	case start.Kind == scan.Ident && start.Text == "print" && p.PeekAt(1).Kind == scan.LParen:
		p.Next()
	case start.Kind == scan.Ident && start.Text == "cute" && p.PeekAt(1).Kind == scan.Dot &&
		p.PeekAt(2).Kind == scan.Ident && p.PeekAt(2).Text == "printf" && p.PeekAt(3).Kind == scan.LParen:
		p.Next()
		p.Next()
		p.Next()
		runtime = true
	default:
		return nil, false, nil
	}
	args, kw, rparen, err := p.args()
	if err != nil {
		return nil, true, err
	}
	if len(kw) > 0 {
		return nil, true, errorf(kw[0].At, "%s=: print's keyword arguments are not read here; print joins its arguments with a space", kw[0].Name)
	}
	if runtime {
		if len(args) == 0 {
			return nil, true, errorf(rparen, "cute.printf: give the format first, as in cute.printf(\"{}\", x)")
		}
		if _, ok := args[0].(*dslStr); !ok {
			return nil, true, errorf(args[0].Pos(), "cute.printf: the format is a string, as in cute.printf(\"L = {}\", L)")
		}
	}
	return &dslOutput{At: start.Pos, Runtime: runtime, Args: args, RParen: rparen}, true, nil
}

// fString parses the f-string token t: its text split at each {expr},
// each expression read in the DSL's spelling ({{ and }} are braces).
func (p *dslParser) fString(t scan.Token) (Node, error) {
	n := &dslFStr{At: t.Pos}
	var text strings.Builder
	s := t.Text
	base := t.Pos + 2 // past f"
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '{' && i+1 < len(s) && s[i+1] == '{', c == '}' && i+1 < len(s) && s[i+1] == '}':
			text.WriteByte(c)
			i++
		case c == '}':
			return nil, errorf(min(base+i, p.end()), "f-string: single '}' is not allowed")
		case c == '{':
			j := strings.IndexByte(s[i:], '}')
			if j < 0 {
				return nil, errorf(min(base+i, p.end()), "f-string: expecting '}'")
			}
			e, err := p.subExpr(s[i+1:i+j], base+i+1)
			if err != nil {
				return nil, err
			}
			n.Text = append(n.Text, text.String())
			text.Reset()
			n.Exprs = append(n.Exprs, e)
			i += j
		default:
			text.WriteByte(c)
		}
	}
	n.Text = append(n.Text, text.String())
	return n, nil
}

// end is the column of the statement's end, where errors past it point.
func (p *dslParser) end() int {
	i := p.Mark()
	for p.Peek().Kind != scan.EOF {
		p.Next()
	}
	e := p.Peek().Pos
	p.Reset(i)
	return e
}

// subExpr parses src, an f-string's {expr} that starts at column at of
// the statement, as one expression.
func (p *dslParser) subExpr(src string, at int) (Node, error) {
	if strings.TrimSpace(src) == "" {
		return nil, errorf(min(at, p.end()), "f-string: empty expression not allowed")
	}
	if k := strings.IndexAny(src, ":!="); k >= 0 && !strings.Contains(src, "(") {
		return nil, errorf(min(at+k, p.end()), "f-string: format specifications are not read here; write {x}")
	}
	toks, err := scan.DSL(src)
	if err != nil {
		e := err.(*scan.Error)
		return nil, errorf(min(at+e.Pos, p.end()), "%s", e.Msg)
	}
	end := p.end()
	for i := range toks {
		toks[i].Pos = min(toks[i].Pos+at, end)
	}
	q := &dslParser{Cursor: parse.NewCursor(toks)}
	e, err := q.expr()
	if err != nil {
		return nil, err
	}
	if t := q.Peek(); t.Kind != scan.EOF {
		return nil, q.unexpected(t, "")
	}
	return e, nil
}

// execOutput runs print(...) or cute.printf(...): the line it prints.
func (e *Env) execOutput(n *dslOutput) (value.Value, error) {
	if n.Runtime {
		return e.printf(n)
	}
	var b strings.Builder
	for i, a := range n.Args {
		s, err := e.compileTimeString(a)
		if err != nil {
			return nil, err
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		if err := appendBounded(&b, s, a.Pos()); err != nil {
			return nil, err
		}
	}
	line := b.String()
	return value.TextValue{Text: line, Static: line}, nil
}

// appendBounded appends s to the line b prints, refused at pos past
// MaxText bytes: print(x, x, x, ...) of a large text stops there.
func appendBounded(b *strings.Builder, s string, pos int) error {
	if b.Len()+len(s) > MaxText {
		return errorf(pos, "value too large: the printed line would be more than %d bytes", MaxText)
	}
	b.WriteString(s)
	return nil
}

// compileTimeString is a as Python's print shows it inside @cute.jit: a
// string as it is, a value as the DSL prints it.
func (e *Env) compileTimeString(a Node) (string, error) {
	switch a := a.(type) {
	case *dslStr:
		return a.Text, nil
	case *dslFStr:
		var b strings.Builder
		for i, t := range a.Text {
			b.WriteString(t)
			if i < len(a.Exprs) {
				s, err := e.compileTimeString(a.Exprs[i])
				if err != nil {
					return "", err
				}
				if err := appendBounded(&b, s, a.Exprs[i].Pos()); err != nil {
					return "", err
				}
			}
		}
		return b.String(), nil
	}
	v, err := e.eval(a)
	if err != nil {
		return "", err
	}
	return value.DSLString(v), nil
}

// printf is cute.printf(format, args...): each {} of the format replaced
// by the next argument's value as the GPU prints it (every integer's
// value, a tuple without spaces: (3,8)).
func (e *Env) printf(n *dslOutput) (value.Value, error) {
	format := n.Args[0].(*dslStr)
	args := n.Args[1:]
	var b strings.Builder
	k := 0
	s := format.Text
	for i := 0; i < len(s); i++ {
		if s[i] != '{' {
			b.WriteByte(s[i])
			continue
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			b.WriteString(s[i:])
			break
		}
		if k >= len(args) {
			return nil, errorf(format.At, "cute.printf: the format has more {} than the %d values given", len(args))
		}
		var str string
		switch a := args[k].(type) {
		case *dslStr:
			str = a.Text
		default:
			v, err := e.eval(a)
			if err != nil {
				return nil, err
			}
			str = v.String()
		}
		if err := appendBounded(&b, str, args[k].Pos()); err != nil {
			return nil, err
		}
		k++
		i += j
	}
	if k < len(args) {
		return nil, errorf(args[k].Pos(), "cute.printf: %d values for %d {} in the format", len(args), k)
	}
	line := b.String()
	return value.TextValue{Text: line, Static: line}, nil
}
