package parse

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine/eval/scan"
)

// DSLCallSite is a call written in the DSL's spelling, its arguments
// parsed but not yet bound to the function's parameters.
type DSLCallSite struct {
	At      int    // column of the function's name
	Written string // the name as written: cute.make_layout
	Name    string // without its module path: make_layout
	LParen  int
	Args    []Node
	Kw      []kwArg
	RParen  int
}

// DSLParam is a parameter of a DSL function, as its Python signature
// declares it.
type DSLParam struct {
	Name     string
	Optional bool // has a default
	KwOnly   bool // after the signature's `*`
}

// DSLFunc is a function of the DSL and the C++ call it is: the C++
// function cpp with the DSL's parameters in C++'s order (order indexes
// params), and mode, when set, the parameter whose ints become C++'s
// template arguments (size(x, mode=[0,1]) is size<0,1>(x)). custom builds
// the C++ tree instead, for a function whose C++ spelling is not one call.
type DSLFunc struct {
	Sig     string // the DSL's signature, as its docs give it
	Doc     string // what it computes, for a function C++ spells otherwise
	Cpp     string
	Order   []int
	Mode    string
	OnlyDSL bool // no C++ function of the Name: a bare call always means this one
	Custom  func(f *DSLFunc, c *DSLCallSite, a map[string]Node) (Node, error)
	Params  []DSLParam
}

// DSLFuncs are the DSL's functions by name (without cute.), built from
// DSLTables and never changed after.
var DSLFuncs = func() map[string]*DSLFunc {
	m := map[string]*DSLFunc{}
	for _, table := range DSLTables {
		for i := range table {
			f := &table[i]
			name, params := parseDSLSig(f.Sig)
			f.Params = params
			if f.Cpp == "" && f.Custom == nil {
				f.Cpp = name
			}
			if f.Order == nil && f.Custom == nil {
				for j, p := range params {
					if p.Name != f.Mode {
						f.Order = append(f.Order, j)
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

// DSLTables are the tables of the DSL's functions: the layout algebra's
// (DSLTable) and the atoms' (dslAtomTable, dsl_atoms.go).
var DSLTables = [][]DSLFunc{DSLTable, dslAtomTable}

// parseDSLSig reads `name(a, b=None, *, c=None)`.
func parseDSLSig(sig string) (string, []DSLParam) {
	open := strings.IndexByte(sig, '(')
	name := sig[:open]
	var ps []DSLParam
	kwOnly := false
	for _, s := range splitTop(strings.TrimSuffix(sig[open+1:], ")")) {
		s = strings.TrimSpace(s)
		switch {
		case s == "":
		case s == "*":
			kwOnly = true
		default:
			n, _, opt := strings.Cut(s, "=")
			ps = append(ps, DSLParam{Name: n, Optional: opt, KwOnly: kwOnly})
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
func (f *DSLFunc) bind(c *DSLCallSite) (map[string]Node, error) {
	a := map[string]Node{}
	npos := 0
	for _, p := range f.Params {
		if !p.KwOnly {
			npos++
		}
	}
	for i, arg := range c.Args {
		if i >= npos {
			return nil, errorf(arg.Pos(), "%s() takes %d positional argument%s but %d were given%s", c.Written, npos, plural(npos), len(c.Args), f.kwHint(i))
		}
		a[f.Params[i].Name] = arg
	}
	for _, k := range c.Kw {
		found := false
		for _, p := range f.Params {
			if p.Name == k.Name {
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
	for _, p := range f.Params {
		if _, ok := a[p.Name]; !ok && !p.Optional {
			return nil, errorf(c.RParen, "%s() missing required argument: '%s' (its parameters: %s)", c.Written, p.Name, f.sigArgs())
		}
	}
	return a, nil
}

// kwHint names the keyword the extra positional argument i may mean.
func (f *DSLFunc) kwHint(i int) string {
	for _, p := range f.Params {
		if p.KwOnly {
			return "; " + p.Name + " is a keyword argument, as in " + p.Name + "=..."
		}
	}
	return ""
}

func (f *DSLFunc) sigArgs() string { return f.Sig[strings.IndexByte(f.Sig, '(')+1 : len(f.Sig)-1] }

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// build binds c's arguments and gives the C++ call they mean.
func (f *DSLFunc) build(c *DSLCallSite) (Node, error) {
	a, err := f.bind(c)
	if err != nil {
		return nil, err
	}
	if f.Custom != nil {
		return f.Custom(f, c, a)
	}
	call := &Call{Fun: &Ident{At: c.At, Name: f.Cpp}, LParen: c.LParen, RParen: c.RParen, Start: c.At + 1}
	var from []int
	for _, j := range f.Order {
		n, ok := a[f.Params[j].Name]
		if !ok {
			continue
		}
		if _, none := n.(*UnderscoreLit); none && f.Params[j].Optional {
			continue // proj=None, target_profile=None: the default
		}
		call.Args = append(call.Args, n)
		from = append(from, j)
	}
	if f.Mode != "" {
		if m, ok := a[f.Mode]; ok {
			ts, err := modeInts(c, f.Mode, m)
			if err != nil {
				return nil, err
			}
			call.TArgs, call.HasT = ts, len(ts) > 0
		}
	}
	return &DSLCall{Call: call, Written: c.Written, From: from}, nil
}

// modeInts reads a mode argument, an int or a list of ints, as the
// template arguments of the C++ call.
func modeInts(c *DSLCallSite, param string, n Node) ([]*IntLit, error) {
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
func dslIntArg(c *DSLCallSite, param string, n Node) (*IntLit, error) {
	i, ok := n.(*IntLit)
	if !ok {
		return nil, errorf(n.Pos(), "%s(): %s must be an integer written out", c.Written, param)
	}
	return i, nil
}

// callOf is the C++ call name(args...) at c.
func callOf(c *DSLCallSite, name string, args ...Node) *Call {
	return &Call{Fun: &Ident{At: c.At, Name: name}, LParen: c.LParen, Args: args, RParen: c.RParen, Start: c.At + 1}
}

// DSLTable lists the DSL's functions (python/CuTeDSL/cutlass/cute/core.py)
// with the C++ call each is. Parameters keep the DSL's names, so that its
// keyword arguments read as they are written.
var DSLTable = []DSLFunc{
	{Sig: "make_layout(shape, *, stride=None)", Cpp: "make_layout", Custom: makeLayoutDSL},
	{Sig: "make_ordered_layout(shape, order)"},
	{Sig: "make_identity_layout(shape)"},
	{Sig: "make_identity_tensor(shape)"},
	{Sig: "make_composed_layout(inner, offset, outer)"},
	{Sig: "make_layout_tv(thr_layout, val_layout)", OnlyDSL: true, Custom: makeLayoutTV,
		Doc: "(tiler_mn, layout_tv): the val layout repeated over the thr layout (raked_product), and its inverse from (thread, value) to the tile's (m,n) coordinates"},
	{Sig: "make_swizzle(b, m, s)", OnlyDSL: true, Custom: makeSwizzleDSL, Doc: "the swizzle Sw<b,m,s>"},
	{Sig: "make_fragment_like(src)"},
	{Sig: "make_tensor(iterator, layout)"},
	{Sig: "make_ptr(dtype, value, mem_space=None, *, assumed_align=None)", OnlyDSL: true, Custom: makePtrDSL,
		Doc: "a typed address: make_gmem_ptr<T>(value) for AddressSpace.gmem, make_smem_ptr, make_rmem_ptr"},
	{Sig: "coalesce(input, *, target_profile=None)"},
	{Sig: "filter(input)"},
	{Sig: "filter_zeros(input, *, target_profile=None)"},
	{Sig: "composition(lhs, rhs)"},
	{Sig: "complement(input, cotarget)"},
	{Sig: "right_inverse(input)"},
	{Sig: "left_inverse(input)"},
	{Sig: "logical_divide(target, tiler)"},
	{Sig: "zipped_divide(target, tiler)"},
	{Sig: "tiled_divide(target, tiler)"},
	{Sig: "flat_divide(target, tiler)"},
	{Sig: "logical_product(block, tiler)"},
	{Sig: "zipped_product(block, tiler)"},
	{Sig: "tiled_product(block, tiler)"},
	{Sig: "flat_product(block, tiler)"},
	{Sig: "blocked_product(block, tiler)"},
	{Sig: "raked_product(block, tiler)"},
	{Sig: "tile_to_shape(atom, trg_shape, order)"},
	{Sig: "local_tile(input, tiler, coord, proj=None)"},
	{Sig: "local_partition(target, tiler, index, proj=None)"},
	{Sig: "domain_offset(coord, tensor)"},
	{Sig: "max_common_layout(a, b)"},
	{Sig: "max_common_vector(a, b)"},
	{Sig: "nullspace(input)"},
	{Sig: "get_swizzle_portion(layout)"},
	{Sig: "get_nonswizzle_portion(layout)"},
	{Sig: "recast_layout(new_type_bits, old_type_bits, src_layout)", Cpp: "recast_layout", Custom: recastLayoutDSL},
	{Sig: "slice_(src, coord)", Cpp: "slice", Order: []int{1, 0}, OnlyDSL: true},
	{Sig: "dice(src, dicer)", Order: []int{1, 0}},
	{Sig: "repeat_like(x, target)", Order: []int{1, 0}},
	{Sig: "size(a, mode=[])", Mode: "mode"},
	{Sig: "cosize(a, mode=[])", Mode: "mode"},
	{Sig: "rank(a, mode=[])", Mode: "mode"},
	{Sig: "depth(a)"},
	{Sig: "shape(input, *, mode=None)", Mode: "mode"},
	{Sig: "get(input, mode=[])", Mode: "mode"},
	{Sig: "select(input, mode=[])", Mode: "mode"},
	{Sig: "group_modes(input, begin, end=None)", Cpp: "group_modes", Custom: groupModesDSL},
	{Sig: "flatten(a)"},
	{Sig: "product(a)"},
	{Sig: "product_each(a)"},
	{Sig: "ceil_div(input, tiler)"},
	{Sig: "shape_div(lhs, rhs)"},
	{Sig: "crd2idx(coord, layout)"},
	{Sig: "idx2crd(idx, shape)"},
	{Sig: "tuple_cat(a, b)"},
	{Sig: "wrap(a)"},
	{Sig: "unwrap(a)"},
	{Sig: "front(a)"},
	{Sig: "append(input, elem, up_to_rank=None)", Mode: "up_to_rank", Order: []int{0, 1}},
	{Sig: "prepend(input, elem, up_to_rank=None)", Mode: "up_to_rank", Order: []int{0, 1}},
	{Sig: "print(a)"},
}

// makeLayoutTV is make_layout_tv(thr, val) of core.py: the pair
// (tiler_mn, layout_tv) with layout_mn = raked_product(thr, val),
// layout_tv = composition(right_inverse(layout_mn),
// make_layout((size(thr), size(val)))) and tiler_mn =
// product_each(shape(layout_mn)): C++ calls, each CuTe's own.
func makeLayoutTV(_ *DSLFunc, c *DSLCallSite, a map[string]Node) (Node, error) {
	thr, val := a["thr_layout"], a["val_layout"]
	mn := func() Node { return callOf(c, "raked_product", thr, val) }
	tiler := callOf(c, "product_each", callOf(c, "shape", mn()))
	sizes := &TupleLit{At: c.At, Elems: []Node{callOf(c, "size", thr), callOf(c, "size", val)}}
	tv := callOf(c, "composition", callOf(c, "right_inverse", mn()), callOf(c, "make_layout", sizes))
	return &DSLMulti{At: c.At, Elems: []Node{tiler, tv}}, nil
}

// makeSwizzleDSL is make_swizzle(b, m, s): the swizzle Sw<b,m,s>.
func makeSwizzleDSL(_ *DSLFunc, c *DSLCallSite, a map[string]Node) (Node, error) {
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
func recastLayoutDSL(_ *DSLFunc, c *DSLCallSite, a map[string]Node) (Node, error) {
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
	return &DSLCall{Call: call, Written: c.Written, From: []int{1, 0, 2}}, nil
}

// groupModesDSL is group_modes(x, begin, end): C++'s group_modes<B,E>(x).
func groupModesDSL(_ *DSLFunc, c *DSLCallSite, a map[string]Node) (Node, error) {
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
	return &DSLCall{Call: call, Written: c.Written, From: []int{0}}, nil
}

// dslAttrs are the attributes of a value the DSL reads, each the C++
// function of it.
var dslAttrs = map[string]string{"shape": "shape", "stride": "stride", "layout": "layout"}

func DSLAttrNames() []string {
	out := make([]string, 0, len(dslAttrs))
	for k := range dslAttrs {
		out = append(out, "."+k)
	}
	sort.Strings(out)
	return out
}

// DSLRenumber rewrites a C++ call's error in the DSL's terms: the
// function as written and its arguments counted in the DSL's order.
func DSLRenumber(msg, cpp, written string, from []int) string {
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
func makeLayoutDSL(f *DSLFunc, c *DSLCallSite, a map[string]Node) (Node, error) {
	call := callOf(c, "make_layout", a["shape"])
	from := []int{0}
	if d, ok := a["stride"]; ok {
		if _, none := d.(*UnderscoreLit); !none {
			call.Args = append(call.Args, d)
			from = append(from, 1)
		}
	}
	n := &DSLCall{Call: call, Written: c.Written, From: from}
	if t, ok := a["shape"].(*TupleLit); ok && len(call.Args) == 1 && len(t.Elems) > 0 {
		return &DSLLayouts{Elems: t.Elems, Layouts: &DSLCall{Call: callOf(c, "make_layout", t.Elems...), Written: c.Written}, Shape: n}, nil
	}
	return n, nil
}

// DSLSpelling is the DSL's spelling of the C++ function cpp, "" where the
// front end reads none: "cute.slice_(src, coord)", several joined by " | ".
func DSLSpelling(cpp string) string {
	var out []string
	for _, table := range DSLTables {
		for i := range table {
			if f := &table[i]; f.Cpp == cpp {
				out = append(out, "cute."+f.Sig)
			}
		}
	}
	sort.Strings(out)
	return strings.Join(out, " | ")
}

// makePtrDSL is make_ptr(dtype, value, mem_space): C++'s
// make_gmem_ptr<T>(value), make_smem_ptr or make_rmem_ptr by the space
// (assumed_align, the alignment the address is known to have, is kept in
// the pointer and printed align<N> where it is not the element's own).
func makePtrDSL(_ *DSLFunc, c *DSLCallSite, a map[string]Node) (Node, error) {
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
	ptr := &DSLCall{Call: call, Written: c.Written, From: []int{0, 1}}
	if al, ok := a["assumed_align"]; ok {
		return &DSLAligned{X: ptr, Align: al}, nil
	}
	return ptr, nil
}
