package eval

import (
	"fmt"
	"sort"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Func is a function a Library adds to the language: what a hardware
// model (the bank model, the CTA rasters) offers beside CuTe's own
// functions, registered through an Env's options so that eval imports no
// model.
type Func struct {
	Name string // e.g. "bank_conflicts"
	// Sig is its usage, e.g. "bank_conflicts(smem, Copy_Atom<Op,T>{}[, thr_layout])",
	// read as a built-in's use: the numbers of arguments it takes, and
	// whether it takes template arguments, come from it.
	Sig string
	Doc string // one line: what it computes
	Fn  func(a *Args) (value.Value, error)
	// Explain, when set, is the derivation --explain shows: it appends
	// its steps to tr, and says nothing when the arguments are wrong
	// (Fn reports those).
	Explain func(a *Args, tr *engine.Trace)
}

// Args is one call of a library Func: its evaluated arguments, the
// template arguments, and errors placed at the argument they are about.
type Args struct{ c *callCtx }

// Name is the function called.
func (a *Args) Name() string { return a.c.name }

// Len is the number of arguments.
func (a *Args) Len() int { return len(a.c.args) }

// Arg is argument i.
func (a *Args) Arg(i int) value.Value { return a.c.args[i] }

// TArgs are the template arguments, f<2>(...) giving [2].
func (a *Args) TArgs() []int { return a.c.targs }

// Failf is an error at argument i (at the ')' past the last).
func (a *Args) Failf(i int, format string, args ...any) error {
	return a.c.failf(i, format, args...)
}

// FailfFunc is an error at the function's name.
func (a *Args) FailfFunc(format string, args ...any) error {
	return errorf(a.c.call.Fun.Pos(), "%s: %s", a.c.name, fmt.Sprintf(format, args...))
}

// Want says that argument i must be what, and is not (or is missing).
func (a *Args) Want(i int, what string) error { return a.c.want(i, what) }

// Layout reads argument i as a layout.
func (a *Args) Layout(i int) (engine.Layout, error) { return a.c.layout(i) }

// Library is a set of Funcs, built once by NewLibrary and never changed.
type Library struct {
	funcs map[string]*builtin
}

// NewLibrary gathers fs. Two functions of one name, a name CuTe's own
// functions use, a Func without Fn or a Sig that does not read is a
// programming error: it panics.
func NewLibrary(fs ...Func) *Library {
	l := &Library{funcs: make(map[string]*builtin, len(fs))}
	for _, f := range fs {
		if _, dup := l.funcs[f.Name]; dup || builtins[f.Name] != nil || members[f.Name] != nil || f.Fn == nil {
			panic("eval: library function " + f.Name + " is defined twice or has no Fn")
		}
		fn := f.Fn
		b := &builtin{name: f.Name, doc: f.Doc, overloads: []overload{{use: f.Sig,
			fn: func(c *callCtx) (value.Value, error) { return fn(&Args{c}) }}}}
		if ex := f.Explain; ex != nil {
			b.explain = func(c *callCtx, tr *engine.Trace) { ex(&Args{c}, tr) }
		}
		if err := b.derive(0); err != nil {
			panic("eval: library function " + f.Name + ": " + err.Error())
		}
		l.funcs[f.Name] = b
	}
	return l
}

// Option configures an Env made by NewEnv.
type Option func(*Env)

// WithLibrary adds l's functions to the Env. Libraries given to one Env
// must not share a name: the first one that has a name wins.
func WithLibrary(l *Library) Option {
	return func(e *Env) {
		if l != nil {
			e.libs = append(e.libs, l)
		}
	}
}

// libFunc is the library function name of e's libraries.
func (e *Env) libFunc(name string) (*builtin, bool) {
	for _, l := range e.libs {
		if b, ok := l.funcs[name]; ok {
			return b, true
		}
	}
	return nil, false
}

// isFunc reports whether name is a built-in or library function.
func (e *Env) isFunc(name string) bool {
	if _, ok := builtins[name]; ok {
		return true
	}
	_, ok := e.libFunc(name)
	return ok
}

// libDocs lists the functions of libs, sorted by name.
func libDocs(libs []*Library) []Doc {
	var ds []Doc
	for _, l := range libs {
		for name, b := range l.funcs {
			ds = append(ds, Doc{Name: name, Sig: b.sig, Doc: b.doc, Explained: b.explain != nil})
		}
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i].Name < ds[j].Name })
	return ds
}
