package eval

import (
	"sort"

	"github.com/cutetui/cutetui/engine/eval/parse"
)

// Doc describes a built-in function for help screens and completion.
type Doc struct {
	Name string // CuTe name, e.g. "coalesce"
	Sig  string // usage, e.g. "coalesce(L[, profile])"
	Doc  string // one line: what it computes
	// Explained: --explain (and e in a pane) works it step by step.
	Explained bool
	// DSL is its spelling in the CuTe DSL, where it has one:
	// "cute.slice_(src, coord)" (docs/dsl.md).
	DSL string
}

// Builtins lists the built-in functions, member-only ones (L.tile(B))
// included, and the functions of libs, sorted by name.
func Builtins(libs ...*Library) []Doc {
	ds := make([]Doc, 0, len(builtins)+len(members))
	for _, table := range []map[string]*builtin{builtins, members} {
		for name, b := range table {
			ds = append(ds, Doc{Name: name, Sig: b.sig, Doc: b.doc, Explained: HasDerivation(name), DSL: parse.DSLSpelling(name)})
		}
	}
	ds = append(ds, libDocs(libs)...)
	sort.Slice(ds, func(i, j int) bool { return ds[i].Name < ds[j].Name })
	return ds
}

// Help describes the built-in function name, or the CuTe DSL's function
// of that name (slice_, cute.make_layout_tv), or the function of libs;
// false when there is none.
func Help(name string, libs ...*Library) (Doc, bool) {
	b, ok := builtins[name]
	if !ok {
		b, ok = members[name]
	}
	if !ok {
		for _, d := range libDocs(libs) {
			if d.Name == name {
				return d, true
			}
		}
		return dslHelp(name)
	}
	return Doc{Name: name, Sig: b.sig, Doc: b.doc, Explained: HasDerivation(name), DSL: parse.DSLSpelling(name)}, true
}
