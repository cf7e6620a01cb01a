package eval

import (
	"context"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/parse"
	"github.com/cutetui/cutetui/engine/eval/scan"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Env is the environment of a run: the variables that assignments bind,
// shared by all the statements executed in it. The zero value is not
// usable; call NewEnv. An Env is not safe for concurrent use: give each
// goroutine its own (Clone is cheap). Different Envs may run in parallel.
type Env struct {
	vars map[string]value.Value
	// libs are the libraries whose functions the Env adds to CuTe's.
	libs []*Library
	// Static makes Result.Text use CuTe's static form (`_12:_1`).
	Static bool
	// Dialect is the notation statements are read and printed in.
	Dialect Dialect
	// text is where exec prints a value before Result.Text is made.
	text []byte
	// frames are the contexts of the built-in calls under way, depth of
	// them (callBuiltin).
	frames []*callFrame
	depth  int
	// work is the budget of the statement under way; ctx, when set
	// (ExecContext), can stop it early.
	work work
	ctx  context.Context
}

// Result is what a statement produced. Text is the plain output (empty for
// an assignment or an empty statement); Value is the value computed (nil
// for an empty statement); Name is the variable an assignment bound.
type Result struct {
	Text  string
	Value value.Value
	Name  string
}

// LineResult is one statement of a block run by ExecBlock.
type LineResult struct {
	Line   int    // 1-based line number in the block
	Input  string // the statement as written
	Result Result
	Err    *Error // nil when the statement succeeded
}

// NewEnv returns an empty environment.
// Options add the functions of libraries (WithLibrary).
func NewEnv(opts ...Option) *Env {
	e := &Env{vars: map[string]value.Value{}}
	for _, o := range opts {
		o(e)
	}
	return e
}

// Clone returns a copy that can be changed without affecting e. Values are
// immutable, so this copies only the name table.
func (e *Env) Clone() *Env {
	c := &Env{vars: make(map[string]value.Value, len(e.vars)), Static: e.Static, Dialect: e.Dialect, libs: e.libs}
	for k, v := range e.vars {
		c.vars[k] = v
	}
	return c
}

// Reset forgets every variable.
func (e *Env) Reset() { clear(e.vars) }

// Lookup returns the value bound to name.
func (e *Env) Lookup(name string) (value.Value, bool) {
	v, ok := e.vars[name]
	return v, ok
}

// Exec parses and evaluates one statement. An assignment binds its name
// and prints nothing; an expression's value is printed into Result.Text.
// A blank or comment-only statement gives an empty Result. The error, when
// not nil, is an *Error.
//
// Exec never panics: a panic inside the engine (a bug) is returned as an
// "internal error" so that the tutor and the command keep running. The
// tests and fuzz targets call exec, which does not recover, so that such a
// bug fails them instead.
func (e *Env) Exec(line string) (res Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = Result{}, errorf(0, "internal error: %v (please report this statement)", r)
		}
	}()
	return e.exec(line)
}

// ExecContext is Exec under ctx: the statement stops with a positioned
// error once ctx is done, as it does past its own budget and deadline.
func (e *Env) ExecContext(ctx context.Context, line string) (Result, error) {
	prev := e.ctx
	e.ctx = ctx
	defer func() { e.ctx = prev }()
	return e.Exec(line)
}

func (e *Env) exec(line string) (Result, error) {
	res, text, err := e.execAppend(e.text[:0], line)
	if cap(text) <= maxKeptText {
		e.text = text[:0]
	}
	if err != nil {
		return Result{}, err
	}
	res.Text = string(text)
	return res, nil
}

// maxKeptText bounds the printing buffer an Env keeps between statements.
const maxKeptText = 1 << 16

// execText is Exec with the value printed onto dst rather than into
// Result.Text, which it leaves empty; it recovers from a panic as Exec
// does.
func (e *Env) execText(dst []byte, line string) (res Result, text []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, text, err = Result{}, dst, errorf(0, "internal error: %v (please report this statement)", r)
		}
	}()
	return e.execAppend(dst, line)
}

// execAppend parses and evaluates one statement as exec does, appending
// the value an expression gives, printed, to dst.
func (e *Env) execAppend(dst []byte, line string) (Result, []byte, error) {
	if len(line) > MaxStatement {
		return Result{}, dst, errorf(MaxStatement, "statement too long (%d bytes; the limit is %d)", len(line), MaxStatement)
	}
	e.work.start(e.ctx)
	if e.work.err != nil {
		return Result{}, dst, e.work.err
	}
	e.depth = 0 // a call a panic left under way is over
	n, err := e.parseStatement(line)
	if err != nil {
		return Result{}, dst, err
	}
	switch n := n.(type) {
	case nil:
		return Result{}, dst, nil
	case *parse.DSLUnpack:
		res, err := e.execUnpack(n)
		return res, dst, err
	case *Assign:
		if err := e.checkAssignable(&Ident{At: n.At, Name: n.Name}); err != nil {
			return Result{}, dst, err
		}
		v, err := e.eval(n.Expr)
		if err != nil {
			return Result{}, dst, err
		}
		e.vars[n.Name] = v
		return Result{Value: v, Name: n.Name}, dst, nil
	}
	v, err := e.eval(n)
	if err != nil {
		return Result{}, dst, err
	}
	if e.Dialect.printsDSL() {
		dst, err = appendDSL(dst, v, n.Pos())
	} else {
		dst, err = appendValue(dst, v, e.Static, n.Pos())
	}
	if err != nil {
		return Result{}, dst, err
	}
	return Result{Value: v}, dst, nil
}

// Eval evaluates one expression (not an assignment) without changing e.
func (e *Env) Eval(expr string) (value.Value, error) {
	n, err := ParseExpr(expr)
	if err != nil {
		return nil, err
	}
	e.work.start(e.ctx)
	return e.eval(n)
}

// ExecBlock runs the lines of src in order, skipping blank lines and
// `#` comments but keeping their line numbers. Evaluation continues past
// a failed statement.
func (e *Env) ExecBlock(src string) []LineResult {
	return e.ExecBlockContext(context.Background(), src)
}

// ExecBlockContext is ExecBlock under ctx: each statement
// runs under its own budget and deadline, and once ctx is done every
// statement left fails at once with the reason.
func (e *Env) ExecBlockContext(ctx context.Context, src string) []LineResult {
	prev := e.ctx
	e.ctx = ctx
	defer func() { e.ctx = prev }()
	var out []LineResult
	lines := strings.Split(src, "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSuffix(lines[i], "\r")
		if isBlank(line) {
			continue
		}
		first := i
		line, _ = e.ContinueStatement(line, func() (string, bool) {
			if i+1 >= len(lines) {
				return "", false
			}
			i++
			return lines[i], true
		})
		lr := LineResult{Line: first + 1, Input: line}
		res, err := e.Exec(line)
		if err != nil {
			lr.Err = asError(err)
		} else {
			lr.Result = res
		}
		out = append(out, lr)
	}
	return out
}

// isBlank reports whether line is empty, white space, or a comment (after
// a byte order mark, which the scanner skips too).
func isBlank(line string) bool {
	t := strings.TrimLeft(strings.TrimPrefix(line, scan.BOM), " \t\r")
	return t == "" || t[0] == '#'
}

// IsBlank reports whether a statement is blank or only a `#` comment: the
// lines that `cutetui eval` and ExecBlock skip.
func IsBlank(line string) bool { return isBlank(line) }

func asError(err error) *Error {
	if e, ok := err.(*Error); ok {
		return e
	}
	return &Error{Msg: err.Error()}
}

// ParseLayout parses and evaluates s, which must denote a layout
// (a literal such as `(4,3):(1,4)` or any expression giving one).
func ParseLayout(s string) (engine.Layout, error) {
	v, err := NewEnv().Eval(s)
	if err != nil {
		return engine.Layout{}, err
	}
	l, ok := v.(value.LayoutValue)
	if !ok {
		return engine.Layout{}, errorf(0, "expected a layout, got %s %s", v.Kind(), v)
	}
	return l.L, nil
}
