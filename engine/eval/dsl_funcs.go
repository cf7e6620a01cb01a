package eval

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine/eval/scan"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// dslCallSite is a call written in the DSL's spelling, its arguments
// parsed but not yet bound to the function's parameters.
type dslCallSite struct {
	At      int    // column of the function's name
	Written string // the name as written: cute.make_layout
	Name    string // without its module path: make_layout
	LParen  int
	Args    []Node
	Kw      []kwArg
	RParen  int
}

// dslParam is a parameter of a DSL function, as its Python signature
// declares it.
type dslParam struct {
	name     string
	optional bool // has a default
	kwOnly   bool // after the signature's `*`
}

// dslFunc is a function of the DSL and the C++ call it is: the C++
// function cpp with the DSL's parameters in C++'s order (order indexes
// params), and mode, when set, the parameter whose ints become C++'s
// template arguments (size(x, mode=[0,1]) is size<0,1>(x)). custom builds
// the C++ tree instead, for a function whose C++ spelling is not one call.
type dslFunc struct {
	sig     string // the DSL's signature, as its docs give it
	doc     string // what it computes, for a function C++ spells otherwise
	cpp     string
	order   []int
	mode    string
	onlyDSL bool // no C++ function of the name: a bare call always means this one
	custom  func(f *dslFunc, c *dslCallSite, a map[string]Node) (Node, error)
	params  []dslParam
}

// dslFuncs are the DSL's functions by name (without cute.), built from
// dslTables and never changed after.
var dslFuncs = func() map[string]*dslFunc {
	m := map[string]*dslFunc{}
	for _, table := range dslTables {
		for i := range table {
			f := &table[i]
			name, params := parseDSLSig(f.sig)
			f.params = params
			if f.cpp == "" && f.custom == nil {
				f.cpp = name
			}
			if f.order == nil && f.custom == nil {
				for j, p := range params {
					if p.name != f.mode {
						f.order = append(f.order, j)
					}
				}
			}
			if _, dup := m[name]; dup {
				panic("eval: two DSL functions named " + name)
			}
			m[name] = f
		}
	}
	return m
}()

// dslTables are the tables of the DSL's functions: the layout algebra's
// (dslTable) and the atoms' (dslAtomTable, dsl_atoms.go).
var dslTables = [][]dslFunc{dslTable, dslAtomTable}

// parseDSLSig reads `name(a, b=None, *, c=None)`.
func parseDSLSig(sig string) (string, []dslParam) {
	open := strings.IndexByte(sig, '(')
	name := sig[:open]
	var ps []dslParam
	kwOnly := false
	for _, s := range splitTop(strings.TrimSuffix(sig[open+1:], ")")) {
		s = strings.TrimSpace(s)
		switch {
		case s == "":
		case s == "*":
			kwOnly = true
		default:
			n, _, opt := strings.Cut(s, "=")
			ps = append(ps, dslParam{name: n, optional: opt, kwOnly: kwOnly})
		}
	}
	return name, ps
}

// splitTop splits s at its commas outside brackets.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// bind matches a call's arguments to f's parameters as Python does,
// with Python's errors, positioned at the argument at fault.
func (f *dslFunc) bind(c *dslCallSite) (map[string]Node, error) {
	a := map[string]Node{}
	npos := 0
	for _, p := range f.params {
		if !p.kwOnly {
			npos++
		}
	}
	for i, arg := range c.Args {
		if i >= npos {
			return nil, errorf(arg.Pos(), "%s() takes %d positional argument%s but %d were given%s", c.Written, npos, plural(npos), len(c.Args), f.kwHint(i))
		}
		a[f.params[i].name] = arg
	}
	for _, k := range c.Kw {
		found := false
		for _, p := range f.params {
			if p.name == k.Name {
				found = true
			}
		}
		if !found {
			return nil, errorf(k.At, "%s() got an unexpected keyword argument '%s' (its parameters: %s)", c.Written, k.Name, f.sigArgs())
		}
		if _, dup := a[k.Name]; dup {
			return nil, errorf(k.At, "%s() got multiple values for argument '%s'", c.Written, k.Name)
		}
		a[k.Name] = k.Val
	}
	for _, p := range f.params {
		if _, ok := a[p.name]; !ok && !p.optional {
			return nil, errorf(c.RParen, "%s() missing required argument: '%s' (its parameters: %s)", c.Written, p.name, f.sigArgs())
		}
	}
	return a, nil
}

// kwHint names the keyword the extra positional argument i may mean.
func (f *dslFunc) kwHint(i int) string {
	for _, p := range f.params {
		if p.kwOnly {
			return "; " + p.name + " is a keyword argument, as in " + p.name + "=..."
		}
	}
	return ""
}

func (f *dslFunc) sigArgs() string { return f.sig[strings.IndexByte(f.sig, '(')+1 : len(f.sig)-1] }

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// build binds c's arguments and gives the C++ call they mean.
func (f *dslFunc) build(c *dslCallSite) (Node, error) {
	a, err := f.bind(c)
	if err != nil {
		return nil, err
	}
	if f.custom != nil {
		return f.custom(f, c, a)
	}
	call := &Call{Fun: &Ident{At: c.At, Name: f.cpp}, LParen: c.LParen, RParen: c.RParen, Start: c.At + 1}
	var from []int
	for _, j := range f.order {
		n, ok := a[f.params[j].name]
		if !ok {
			continue
		}
		if _, none := n.(*UnderscoreLit); none && f.params[j].optional {
			continue // proj=None, target_profile=None: the default
		}
		call.Args = append(call.Args, n)
		from = append(from, j)
	}
	if f.mode != "" {
		if m, ok := a[f.mode]; ok {
			ts, err := modeInts(c, f.mode, m)
			if err != nil {
				return nil, err
			}
			call.TArgs, call.HasT = ts, len(ts) > 0
		}
	}
	return &dslCall{Call: call, Written: c.Written, From: from}, nil
}

// modeInts reads a mode argument, an int or a list of ints, as the
// template arguments of the C++ call.
func modeInts(c *dslCallSite, param string, n Node) ([]*IntLit, error) {
	switch n := n.(type) {
	case *IntLit:
		return []*IntLit{n}, nil
	case *UnderscoreLit:
		return nil, nil
	case *TupleLit:
		out := make([]*IntLit, 0, len(n.Elems))
		for _, e := range n.Elems {
			i, ok := e.(*IntLit)
			if !ok {
				return nil, errorf(e.Pos(), "%s(): %s must be a list of integers written out, as in %s=[0, 1]", c.Written, param, param)
			}
			out = append(out, i)
		}
		return out, nil
	}
	return nil, errorf(n.Pos(), "%s(): %s must be an integer or a list of integers written out, as in %s=[0, 1]", c.Written, param, param)
}

// dslIntArg reads an argument that must be an integer written out.
func dslIntArg(c *dslCallSite, param string, n Node) (*IntLit, error) {
	i, ok := n.(*IntLit)
	if !ok {
		return nil, errorf(n.Pos(), "%s(): %s must be an integer written out", c.Written, param)
	}
	return i, nil
}

// callOf is the C++ call name(args...) at c.
func callOf(c *dslCallSite, name string, args ...Node) *Call {
	return &Call{Fun: &Ident{At: c.At, Name: name}, LParen: c.LParen, Args: args, RParen: c.RParen, Start: c.At + 1}
}

// dslTable lists the DSL's functions (python/CuTeDSL/cutlass/cute/core.py)
// with the C++ call each is. Parameters keep the DSL's names, so that its
// keyword arguments read as they are written.
var dslTable = []dslFunc{
	{sig: "make_layout(shape, *, stride=None)", cpp: "make_layout", custom: makeLayoutDSL},
	{sig: "make_ordered_layout(shape, order)"},
	{sig: "make_identity_layout(shape)"},
	{sig: "make_identity_tensor(shape)"},
	{sig: "make_composed_layout(inner, offset, outer)"},
	{sig: "make_layout_tv(thr_layout, val_layout)", onlyDSL: true, custom: makeLayoutTV,
		doc: "(tiler_mn, layout_tv): the val layout repeated over the thr layout (raked_product), and its inverse from (thread, value) to the tile's (m,n) coordinates"},
	{sig: "make_swizzle(b, m, s)", onlyDSL: true, custom: makeSwizzleDSL, doc: "the swizzle Sw<b,m,s>"},
	{sig: "make_fragment_like(src)"},
	{sig: "make_tensor(iterator, layout)"},
	{sig: "make_ptr(dtype, value, mem_space=None, *, assumed_align=None)", onlyDSL: true, custom: makePtrDSL,
		doc: "a typed address: make_gmem_ptr<T>(value) for AddressSpace.gmem, make_smem_ptr, make_rmem_ptr"},
	{sig: "coalesce(input, *, target_profile=None)"},
	{sig: "filter(input)"},
	{sig: "filter_zeros(input, *, target_profile=None)"},
	{sig: "composition(lhs, rhs)"},
	{sig: "complement(input, cotarget)"},
	{sig: "right_inverse(input)"},
	{sig: "left_inverse(input)"},
	{sig: "logical_divide(target, tiler)"},
	{sig: "zipped_divide(target, tiler)"},
	{sig: "tiled_divide(target, tiler)"},
	{sig: "flat_divide(target, tiler)"},
	{sig: "logical_product(block, tiler)"},
	{sig: "zipped_product(block, tiler)"},
	{sig: "tiled_product(block, tiler)"},
	{sig: "flat_product(block, tiler)"},
	{sig: "blocked_product(block, tiler)"},
	{sig: "raked_product(block, tiler)"},
	{sig: "tile_to_shape(atom, trg_shape, order)"},
	{sig: "local_tile(input, tiler, coord, proj=None)"},
	{sig: "local_partition(target, tiler, index, proj=None)"},
	{sig: "domain_offset(coord, tensor)"},
	{sig: "max_common_layout(a, b)"},
	{sig: "max_common_vector(a, b)"},
	{sig: "nullspace(input)"},
	{sig: "get_swizzle_portion(layout)"},
	{sig: "get_nonswizzle_portion(layout)"},
	{sig: "recast_layout(new_type_bits, old_type_bits, src_layout)", cpp: "recast_layout", custom: recastLayoutDSL},
	{sig: "slice_(src, coord)", cpp: "slice", order: []int{1, 0}, onlyDSL: true},
	{sig: "dice(src, dicer)", order: []int{1, 0}},
	{sig: "repeat_like(x, target)", order: []int{1, 0}},
	{sig: "size(a, mode=[])", mode: "mode"},
	{sig: "cosize(a, mode=[])", mode: "mode"},
	{sig: "rank(a, mode=[])", mode: "mode"},
	{sig: "depth(a)"},
	{sig: "shape(input, *, mode=None)", mode: "mode"},
	{sig: "get(input, mode=[])", mode: "mode"},
	{sig: "select(input, mode=[])", mode: "mode"},
	{sig: "group_modes(input, begin, end=None)", cpp: "group_modes", custom: groupModesDSL},
	{sig: "flatten(a)"},
	{sig: "product(a)"},
	{sig: "product_each(a)"},
	{sig: "ceil_div(input, tiler)"},
	{sig: "shape_div(lhs, rhs)"},
	{sig: "crd2idx(coord, layout)"},
	{sig: "idx2crd(idx, shape)"},
	{sig: "tuple_cat(a, b)"},
	{sig: "wrap(a)"},
	{sig: "unwrap(a)"},
	{sig: "front(a)"},
	{sig: "append(input, elem, up_to_rank=None)", mode: "up_to_rank", order: []int{0, 1}},
	{sig: "prepend(input, elem, up_to_rank=None)", mode: "up_to_rank", order: []int{0, 1}},
	{sig: "print(a)"},
}

// makeLayoutTV is make_layout_tv(thr, val) of core.py: the pair
// (tiler_mn, layout_tv) with layout_mn = raked_product(thr, val),
// layout_tv = composition(right_inverse(layout_mn),
// make_layout((size(thr), size(val)))) and tiler_mn =
// product_each(shape(layout_mn)): C++ calls, each CuTe's own.
func makeLayoutTV(_ *dslFunc, c *dslCallSite, a map[string]Node) (Node, error) {
	thr, val := a["thr_layout"], a["val_layout"]
	mn := func() Node { return callOf(c, "raked_product", thr, val) }
	tiler := callOf(c, "product_each", callOf(c, "shape", mn()))
	sizes := &TupleLit{At: c.At, Elems: []Node{callOf(c, "size", thr), callOf(c, "size", val)}}
	tv := callOf(c, "composition", callOf(c, "right_inverse", mn()), callOf(c, "make_layout", sizes))
	return &dslMulti{At: c.At, Elems: []Node{tiler, tv}}, nil
}

// makeSwizzleDSL is make_swizzle(b, m, s): the swizzle Sw<b,m,s>.
func makeSwizzleDSL(_ *dslFunc, c *dslCallSite, a map[string]Node) (Node, error) {
	var ps [3]*IntLit
	for i, n := range []string{"b", "m", "s"} {
		v, err := dslIntArg(c, n, a[n])
		if err != nil {
			return nil, err
		}
		ps[i] = v
	}
	return &SwizzleLit{At: c.At, Name: "Sw", B: ps[0], M: ps[1], S: ps[2]}, nil
}

// recastLayoutDSL is recast_layout(new_type_bits, old_type_bits, L): C++'s
// recast_layout<OldType,NewType>(L) over unsigned types of those widths
// (only the widths matter to it).
func recastLayoutDSL(_ *dslFunc, c *dslCallSite, a map[string]Node) (Node, error) {
	var ts [2]Node
	for i, n := range []string{"old_type_bits", "new_type_bits"} {
		v, err := dslIntArg(c, n, a[n])
		if err != nil {
			return nil, err
		}
		switch v.Val {
		case 8, 16, 32, 64, 128:
		default:
			return nil, errorf(v.At, "%s(): %s must be 8, 16, 32, 64 or 128 here, got %d", c.Written, n, v.Val)
		}
		ts[i] = &TypeLit{At: v.At, Name: "uint" + strconv.Itoa(v.Val) + "_t"}
	}
	call := callOf(c, "recast_layout", ts[0], ts[1], a["src_layout"])
	call.Types = 2 // the element types C++ writes as recast_layout<Old,New>
	return &dslCall{Call: call, Written: c.Written, From: []int{1, 0, 2}}, nil
}

// groupModesDSL is group_modes(x, begin, end): C++'s group_modes<B,E>(x).
func groupModesDSL(_ *dslFunc, c *dslCallSite, a map[string]Node) (Node, error) {
	b, err := dslIntArg(c, "begin", a["begin"])
	if err != nil {
		return nil, err
	}
	en, ok := a["end"]
	if _, none := en.(*UnderscoreLit); !ok || none {
		return nil, errorf(c.RParen, "%s(): give end (the rank of the input, for None) as an integer written out", c.Written)
	}
	e, err := dslIntArg(c, "end", en)
	if err != nil {
		return nil, err
	}
	call := callOf(c, "group_modes", a["input"])
	call.TArgs, call.HasT = []*IntLit{b, e}, true
	return &dslCall{Call: call, Written: c.Written, From: []int{0}}, nil
}

// dslAttrs are the attributes of a value the DSL reads, each the C++
// function of it.
var dslAttrs = map[string]string{"shape": "shape", "stride": "stride", "layout": "layout"}

func dslAttrNames() []string {
	out := make([]string, 0, len(dslAttrs))
	for k := range dslAttrs {
		out = append(out, "."+k)
	}
	sort.Strings(out)
	return out
}

// dslRenumber rewrites a C++ call's error in the DSL's terms: the
// function as written and its arguments counted in the DSL's order.
func dslRenumber(msg, cpp, written string, from []int) string {
	rest, ok := strings.CutPrefix(msg, cpp+": ")
	if !ok {
		return msg
	}
	var b strings.Builder
	for {
		i := strings.Index(rest, "argument ")
		if i < 0 {
			b.WriteString(rest)
			break
		}
		j := i + len("argument ")
		k := j
		for k < len(rest) && scan.IsDigit(rest[k]) {
			k++
		}
		b.WriteString(rest[:j])
		if n, err := strconv.Atoi(rest[j:k]); err == nil && n >= 1 && n <= len(from) {
			b.WriteString(strconv.Itoa(from[n-1] + 1))
		} else {
			b.WriteString(rest[j:k])
		}
		rest = rest[k:]
	}
	return fmt.Sprintf("%s(): %s", written, b.String())
}

// makeLayoutDSL is make_layout(shape, stride=d): C++'s make_layout(shape[,
// d]); and make_layout((L0, L1, ...)) of layouts (the DSL's Iterable[Layout])
// is C++'s make_layout(L0, L1, ...).
func makeLayoutDSL(f *dslFunc, c *dslCallSite, a map[string]Node) (Node, error) {
	call := callOf(c, "make_layout", a["shape"])
	from := []int{0}
	if d, ok := a["stride"]; ok {
		if _, none := d.(*UnderscoreLit); !none {
			call.Args = append(call.Args, d)
			from = append(from, 1)
		}
	}
	n := &dslCall{Call: call, Written: c.Written, From: from}
	if t, ok := a["shape"].(*TupleLit); ok && len(call.Args) == 1 && len(t.Elems) > 0 {
		return &dslLayouts{Elems: t.Elems, Layouts: &dslCall{Call: callOf(c, "make_layout", t.Elems...), Written: c.Written}, Shape: n}, nil
	}
	return n, nil
}

func (e *Env) evalDSLLayouts(n *dslLayouts) (value.Value, error) {
	for _, el := range n.Elems {
		v, err := e.eval(el)
		if err != nil {
			return nil, err
		}
		if _, ok := v.(value.LayoutValue); !ok {
			return e.eval(n.Shape)
		}
	}
	return e.eval(n.Layouts)
}

// dslSpelling is the DSL's spelling of the C++ function cpp, "" where the
// front end reads none: "cute.slice_(src, coord)", several joined by " | ".
func dslSpelling(cpp string) string {
	var out []string
	for _, table := range dslTables {
		for i := range table {
			if f := &table[i]; f.cpp == cpp {
				out = append(out, "cute."+f.sig)
			}
		}
	}
	sort.Strings(out)
	return strings.Join(out, " | ")
}

// dslHelp describes the DSL's function name (written with or without
// cute.): the C++ function it is, or its own description.
func dslHelp(name string) (Doc, bool) {
	short, _ := dslStrip(name)
	f, ok := dslFuncs[short]
	if !ok {
		return Doc{}, false
	}
	if b, ok := builtins[f.cpp]; ok && f.doc == "" {
		return Doc{Name: f.cpp, Sig: b.sig, Doc: b.doc, Explained: HasDerivation(f.cpp), DSL: dslSpelling(f.cpp)}, true
	}
	doc := f.doc
	if doc == "" {
		doc = "the CuTe DSL's; docs/dsl.md gives the C++ it is"
	}
	return Doc{Name: "cute." + short, Sig: "cute." + f.sig, Doc: doc, DSL: "cute." + f.sig}, true
}

// makePtrDSL is make_ptr(dtype, value, mem_space): C++'s
// make_gmem_ptr<T>(value), make_smem_ptr or make_rmem_ptr by the space
// (assumed_align, the alignment the address is known to have, is kept in
// the pointer and printed align<N> where it is not the element's own).
func makePtrDSL(_ *dslFunc, c *dslCallSite, a map[string]Node) (Node, error) {
	ms, ok := a["mem_space"]
	if !ok {
		return nil, errorf(c.RParen, "%s(): give mem_space (cute.AddressSpace.gmem, smem or rmem): cutetui has no generic pointer", c.Written)
	}
	space, err := enumArg(c, "mem_space", ms, "gmem", "smem", "rmem")
	if err != nil {
		return nil, err
	}
	call := callOf(c, "make_"+space+"_ptr", a["dtype"], a["value"])
	call.Types = 1 // the element type C++ writes as make_gmem_ptr<T>
	ptr := &dslCall{Call: call, Written: c.Written, From: []int{0, 1}}
	if al, ok := a["assumed_align"]; ok {
		return &dslAligned{X: ptr, Align: al}, nil
	}
	return ptr, nil
}
