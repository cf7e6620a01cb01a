package grade

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model"
)

// Question is an exercise as the one grader sees it, whether a lesson's
// quiz or a generated practice exercise.
type Question struct {
	// Setup are the statements that define the question's names (shown
	// as "given"). The answer is evaluated without them: typing the
	// question's own expression is not an answer.
	Setup []string
	// Want is the right answer's value.
	Want value.Value
}

// Grade is the one grader: it reads the answer (Read) and judges its
// value against q.Want (Judge).
func Grade(q Question, answer string) Verdict {
	got, bad := Read(q.Setup, answer)
	if bad != nil {
		return *bad
	}
	return Judge(got, q.Want)
}

// Read evaluates an answer as a value written out: CuTe's printing of a
// layout, tuple, int, swizzle or composed layout, a C++ type spelling of
// one (`Layout<Shape<_1,_8>>{}`), or true/false; or the CuTe DSL's
// spelling of one (`(4,)`, `(1, None)`, `cute.make_layout((4,), stride=(2,))`,
// `S<3,4,3> o 0 o (8,64):(64,1)`), whatever the course's notation. It is evaluated in a
// fresh environment, where the question's names (bound by setup) are not
// defined; a call that computes the value (`coalesce(...)`, `cI(100,5)`)
// is refused, saying which part is not a value. The verdict is nil when
// the answer is a value; else it is Invalid, with the column at fault.
func Read(setup []string, answer string) (value.Value, *Verdict) {
	invalid := func(pos int, msg string) *Verdict { return &Verdict{Outcome: Invalid, Pos: pos, Message: msg} }
	if eval.IsBlank(answer) {
		return nil, invalid(0, "type a value, such as a layout 8:1, a tuple (2,3) or an int")
	}
	dsl := eval.LooksDSL(answer)
	parse, evalIn := eval.ParseExpr, (*eval.Env).Eval
	if dsl { // the DSL's spelling: (4,), None, cute.make_layout(...), S<3,4,3> o 0 o L
		parse, evalIn = eval.ParseDSLExpr, (*eval.Env).EvalDSL
	}
	n, err := parse(answer)
	if err != nil {
		return nil, fromError(err)
	}
	if bad := nonLiteral(n); bad != nil {
		if name := questionName(bad, setup); name != "" {
			return nil, invalid(bad.Pos(), fmt.Sprintf("%s is the question's own name: type the value it asks for, written out", name))
		}
		if dsl {
			// The node prints in C++'s spelling (slice((1,_),L) for
			// cute.slice_(L, (1, None))): the caret under the answer says
			// where instead.
			return nil, invalid(bad.Pos(), "type the value itself, not an expression that computes it")
		}
		return nil, invalid(bad.Pos(), fmt.Sprintf("type the value itself, not an expression that computes it (%s)", bad))
	}
	got, err := evalIn(eval.NewEnv(eval.WithLibrary(model.Library())), answer)
	if err != nil {
		return nil, fromError(err)
	}
	return got, nil
}

func fromError(err error) *Verdict {
	v := &Verdict{Outcome: Invalid, Message: err.Error()}
	if e, ok := err.(*eval.Error); ok {
		v.Pos, v.Message = e.Pos, e.Msg
	}
	return v
}

// constructors are the functions a written-out value may call: the C++
// type spellings parse to them (`Layout<Shape<_1,_8>>{}` is
// make_layout((_1,_8))), and they compute nothing.
var constructors = map[string]bool{"make_layout": true, "make_shape": true, "make_stride": true, "make_coord": true, "make_tuple": true}

// nonLiteral returns the first node of n that is not part of a value
// written out (a call that computes, a variable), or nil.
func nonLiteral(n eval.Node) eval.Node {
	all := func(ns ...eval.Node) eval.Node {
		for _, e := range ns {
			if bad := nonLiteral(e); bad != nil {
				return bad
			}
		}
		return nil
	}
	switch n := n.(type) {
	case *eval.IntLit, *eval.UnderscoreLit, *eval.SwizzleLit:
		return nil
	case *eval.Ident:
		if n.Name == "true" || n.Name == "false" { // a boolean's value
			return nil
		}
	case *eval.TupleLit:
		return all(n.Elems...)
	case *eval.TilerLit:
		return all(n.Elems...)
	case *eval.LayoutLit:
		return all(n.Shape, n.Stride)
	case *eval.Compose: // Sw<B,M,S> o offset o layout, as CuTe prints a composed layout
		return all(n.Ops...)
	case *eval.Call:
		if f, ok := n.Fun.(*eval.Ident); ok && constructors[f.Name] && !n.HasT {
			return all(n.Args...)
		}
	}
	return n
}

// questionName returns the name the node uses that the question's setup
// binds ("" if none): the learner typed the question's expression.
func questionName(n eval.Node, setup []string) string {
	var id *eval.Ident
	switch n := n.(type) {
	case *eval.Ident:
		id = n
	case *eval.Call:
		id, _ = n.Fun.(*eval.Ident)
	}
	if id == nil {
		return ""
	}
	for _, s := range setup {
		if name, _, ok := strings.Cut(s, "="); ok && strings.TrimSpace(name) == id.Name {
			return id.Name
		}
	}
	return ""
}

// Judge compares an answer's value with the right one: printed the same
// is Correct; a layout of the same shape that prints differently but
// agrees at every index is Equivalent (right, with CuTe's form in the
// message); a layout of another shape is Wrong even when it is the same
// function (the shape is part of what is asked); anything else is Wrong,
// with a note on where it differs that does not give the answer away.
func Judge(got, want value.Value) Verdict {
	v := Verdict{Got: got.String()}
	got = AsBool(got, want)
	m, err := value.Compare(got, want)
	if err != nil {
		v.Outcome, v.Message = Wrong, err.Error()
		return v
	}
	switch m {
	case value.Identical:
		v.Outcome, v.Message = Correct, "Correct."
	case value.Equivalent:
		if !sameShape(got, want) {
			v.Outcome, v.Message = Wrong, "Not quite: the same function, but not the shape asked for."
			return v
		}
		v.Outcome, v.Canonical = Equivalent, want.String()
		v.Message = fmt.Sprintf("Correct: the same function. CuTe prints it as %s.", want.String())
	default:
		v.Outcome, v.Message = Wrong, Differs(got, want)
	}
	return v
}

// sameShape reports whether two layouts print the same shape.
func sameShape(got, want value.Value) bool {
	gl, ok1 := got.Layout()
	wl, ok2 := want.Layout()
	return ok1 && ok2 && gl.Shape().String() == wl.Shape().String()
}

// Differs says how a wrong value differs from the right one, without
// giving the right one away: the kind, a layout's size or first index
// where it differs, a tuple's rank, nesting or wrong modes.
func Differs(got, want value.Value) string {
	if got.Kind() != want.Kind() {
		return fmt.Sprintf("Not quite: that is %s %s; the answer is %s %s.", article(got.Kind().String()), got.Kind(), article(want.Kind().String()), want.Kind())
	}
	if gt, ok := got.(value.TupleValue); ok {
		if wt, ok := want.(value.TupleValue); ok {
			return "Not quite: " + tupleDiffers(gt.T, wt.T, "")
		}
	}
	gl, ok1 := got.(value.LayoutValue)
	wl, ok2 := want.(value.LayoutValue)
	if !ok1 || !ok2 {
		return fmt.Sprintf("Not quite: %s is not the answer.", got)
	}
	if gs, ws := gl.L.Size(), wl.L.Size(); gs != ws {
		return fmt.Sprintf("Not quite: your layout has size %d; the answer has size %d.", gs, ws)
	}
	for i := 0; i < min(gl.L.Size(), value.MaxSameFunction); i++ {
		a, err1 := gl.L.Eval(engine.Int(i))
		b, err2 := wl.L.Eval(engine.Int(i))
		if err1 != nil || err2 != nil {
			break
		}
		if a != b {
			return fmt.Sprintf("Not quite: the sizes agree, but at index %d your layout gives %d and the answer gives %d.", i, a, b)
		}
	}
	return fmt.Sprintf("Not quite: %s is not the answer.", got)
}

// tupleDiffers says where tuple got differs from want: the rank, the
// nesting, or which modes hold other values (every one of them at the
// level where they first differ, so "mode 0" is never said alone when
// mode 1 is wrong too). where names the mode compared ("" at the top).
func tupleDiffers(got, want engine.IntTuple, where string) string {
	at := func(s string) string {
		if where == "" {
			return s
		}
		return "mode " + where + ": " + s
	}
	switch {
	case want.IsInt() && got.IsInt():
		return at(fmt.Sprintf("%d is not the answer.", got.Value()))
	case want.IsInt():
		return at(fmt.Sprintf("the answer is an int; yours is a tuple of %d modes.", got.Len()))
	case got.IsInt():
		return at(fmt.Sprintf("the answer is a tuple of %d modes; yours is an int.", want.Len()))
	case got.Len() != want.Len():
		return at(fmt.Sprintf("rank differs: expected %d modes, got %d.", want.Len(), got.Len()))
	}
	var wrong []int
	for i := 0; i < want.Len(); i++ {
		if got.At(i).String() != want.At(i).String() {
			wrong = append(wrong, i)
		}
	}
	// Modes are numbered from the top: 1.0 is mode 0 of mode 1.
	num := func(i int) string {
		if where == "" {
			return fmt.Sprint(i)
		}
		return fmt.Sprintf("%s.%d", where, i)
	}
	switch {
	case len(wrong) == 0:
		return fmt.Sprintf("%s is not the answer.", got)
	case len(wrong) == 1:
		i := wrong[0]
		if g, w := got.At(i), want.At(i); !(g.IsInt() && w.IsInt()) {
			return tupleDiffers(g, w, num(i))
		}
		return fmt.Sprintf("the rank is right, but mode %s is not %s; the other modes are right.", num(i), got.At(i))
	}
	nums := make([]string, len(wrong))
	for k, i := range wrong {
		nums[k] = num(i)
	}
	return fmt.Sprintf("the rank is right, but modes %s and %s are wrong.", strings.Join(nums[:len(nums)-1], ", "), nums[len(nums)-1])
}

// article returns "a" or "an" for the noun w.
func article(w string) string {
	if w != "" && strings.ContainsRune("aeiou", rune(w[0])) {
		return "an"
	}
	return "a"
}
