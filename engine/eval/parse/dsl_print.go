package parse

import (
	"strings"

	"github.com/cutetui/cutetui/engine/eval/scan"
)

// The DSL's two ways to print (print.ipynb): Python's print(...) runs
// while @cute.jit traces the function, so it shows what is known at
// compile time (a dynamic integer is ?, or ?{div=N}); cute.printf(fmt,
// ...) runs on the GPU and shows the values ({} is replaced by the next
// argument). A statement of either prints one line.

// DSLStr is a Python string literal; it is a value only to print.
type DSLStr struct {
	At   int
	Text string
}

func (n *DSLStr) Pos() int       { return n.At }
func (n *DSLStr) String() string { return pyQuote(n.Text) }

// DSLFStr is an f-string, f"a: {a}": its text and the expressions in
// braces, each printed as print prints it.
type DSLFStr struct {
	At    int
	Text  []string // the text before each expression, and after the last
	Exprs []Node
}

func (n *DSLFStr) Pos() int { return n.At }
func (n *DSLFStr) String() string {
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

// DSLOutput is print(args...) or cute.printf(format, args...).
type DSLOutput struct {
	At      int
	Runtime bool // cute.printf
	Args    []Node
	RParen  int
}

func (n *DSLOutput) Pos() int { return n.At }
func (n *DSLOutput) String() string {
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
func (p *DSLParser) output() (n Node, ok bool, err error) {
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
		if _, ok := args[0].(*DSLStr); !ok {
			return nil, true, errorf(args[0].Pos(), "cute.printf: the format is a string, as in cute.printf(\"L = {}\", L)")
		}
	}
	return &DSLOutput{At: start.Pos, Runtime: runtime, Args: args, RParen: rparen}, true, nil
}

// fString parses the f-string token t: its text split at each {expr},
// each expression read in the DSL's spelling ({{ and }} are braces).
func (p *DSLParser) fString(t scan.Token) (Node, error) {
	n := &DSLFStr{At: t.Pos}
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
func (p *DSLParser) end() int {
	toks := p.Cursor.p.toks
	if len(toks) == 0 {
		return 0
	}
	return toks[len(toks)-1].Pos // the EOF token, last of every scan
}

// subExpr parses src, an f-string's {expr} that starts at column at of
// the statement, as one expression.
func (p *DSLParser) subExpr(src string, at int) (Node, error) {
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
	q := &DSLParser{Cursor: NewCursor(toks)}
	e, err := q.expr()
	if err != nil {
		return nil, err
	}
	if t := q.Peek(); t.Kind != scan.EOF {
		return nil, q.unexpected(t, "")
	}
	return e, nil
}
