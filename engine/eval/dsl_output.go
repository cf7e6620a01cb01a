package eval

import (
	"strings"

	"github.com/cutetui/cutetui/engine/eval/parse"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// execOutput runs print(...) or cute.printf(...): the line it prints.
func (e *Env) execOutput(n *parse.DSLOutput) (value.Value, error) {
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
	case *parse.DSLStr:
		return a.Text, nil
	case *parse.DSLFStr:
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
func (e *Env) printf(n *parse.DSLOutput) (value.Value, error) {
	format := n.Args[0].(*parse.DSLStr)
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
		case *parse.DSLStr:
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
