package eval

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval/value"
)

// TestParseUse: the counts of arguments a use names, and whether it
// writes template arguments, as the usage lines of help write them.
func TestParseUse(t *testing.T) {
	for _, c := range []struct {
		use    string
		lo, hi int
		targs  bool
	}{
		{"coalesce(L[, profile])", 1, 2, false},
		{"make_tma_copy(op, gtensor, slayout[, cta_tiler][, cluster_size])", 3, 5, false},
		{"make_tiled_mma(atom[, atom_layout[, permutations]])", 1, 3, false},
		{"make_shape([a, b, ...])", 0, -1, false},
		{"gcd(a[, b, ...])", 1, -1, false},
		{"get<I...>(x) or get(x, I...)", 1, -1, true},
		{"L.compose(B) | L.compose(B0, B1, ...)", 2, -1, false},
		{"mma.tile_size_mnk<I>()", 1, 1, true},
		{"smem_ptr_flag_bits<B>{}", 0, 0, true},
		{"make_tmem_copy(Copy_Atom<SM100_TMEM_LOAD_…, T>{}, tmem_tensor)", 2, 2, false},
		{"tile_size<I>(mma|copy)", 1, 1, true},
		{"composition(A, B) | composition(A, offset, B)", 2, 3, false},
	} {
		u, err := parseUse(c.use)
		if err != nil || u.lo != c.lo || u.hi != c.hi || u.targs != c.targs {
			t.Errorf("parseUse(%q) = %+v, %v; want %d, %d, %v", c.use, u, err, c.lo, c.hi, c.targs)
		}
	}
	u, err := parseUse("make_instr_desc<A,B,C,M,N,a_major,b_major[,a_neg,b_neg,c_sat]>()")
	if err != nil || u.tlo != 7 || u.thi != 10 || u.lo != 0 || u.hi != 0 {
		t.Errorf("make_instr_desc's template parameters: %+v, %v; want 7 to 10, and no arguments", u, err)
	}
	b := builtin{name: "recast_layout", overloads: []overload{{use: "recast_layout<OldType,NewType>(L)", typeParams: true, typesRequired: true, fn: fnRecastLayout}}}
	if err := b.derive(0); err != nil || b.min != 3 || b.max != 3 || b.targs || b.types != 2 {
		t.Errorf("recast_layout: counts %d..%d, targs %v, types %d, %v; want 3..3 (the two types are its leading arguments), no targs, 2 types", b.min, b.max, b.targs, b.types, err)
	}
	for _, bad := range []string{"f", "f(a[, b)", "f<I(x)"} {
		if _, err := parseUse(bad); err == nil {
			t.Errorf("parseUse(%q) read a use", bad)
		}
	}
}

// TestNewBuiltinsRefusesBadTables: a table the resolver could not always
// answer from is a programming error caught when it is built.
func TestNewBuiltinsRefusesBadTables(t *testing.T) {
	fn := func(*callCtx) (value.Value, error) { return value.BoolValue(true), nil }
	on := func(*callCtx) bool { return true }
	for name, c := range map[string]struct {
		free [][]builtin
		more [][]moreOverload
	}{
		"a count only a selective overload takes": {free: [][]builtin{{{name: "f", overloads: []overload{
			{use: "f(a, b)", on: on, fn: fn}, {use: "f(a)", fn: fn}}}}}},
		"a hole between the counts": {free: [][]builtin{{{name: "f", overloads: []overload{
			{use: "f(a)", fn: fn}, {use: "f(a, b, c)", fn: fn}}}}}},
		"two built-ins of one name":  {free: [][]builtin{{{name: "f", overloads: []overload{{use: "f()", fn: fn}}}}, {{name: "f", overloads: []overload{{use: "f()", fn: fn}}}}}},
		"an overload of no built-in": {more: [][]moreOverload{{{name: "g", overload: overload{on: on, fn: fn}}}}},
		"no use at all":              {free: [][]builtin{{{name: "f", overloads: []overload{{on: on, fn: fn}}}}}},
		"an overload without fn":     {free: [][]builtin{{{name: "f", overloads: []overload{{use: "f()"}}}}}},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: newBuiltins accepted it", name)
				}
			}()
			newBuiltins(c.free, nil, c.more)
		}()
	}
}

// TestOverloadsResolveInOrder: the overloads another file adds are tried
// before the built-in's own, each taking the counts of the uses.
func TestOverloadsResolveInOrder(t *testing.T) {
	answer := func(s string) func(*callCtx) (value.Value, error) {
		return func(*callCtx) (value.Value, error) { return value.TextValue{Text: s}, nil }
	}
	fs, _ := newBuiltins([][]builtin{{{name: "f", overloads: []overload{{use: "f(a[, b])", fn: answer("own")}}}}}, nil,
		[][]moreOverload{{{name: "f", overload: overload{on: argIs(0, value.KindLayout), fn: answer("layout")}},
			{name: "f", overload: overload{use: "f<T>(x)", typeParams: true, on: argIs(0, value.KindType), fn: answer("typed")}}}})
	b := fs["f"]
	if b.sig != "f(a[, b]) | f<T>(x)" || b.min != 1 || b.max != 2 {
		t.Fatalf("f: sig %q, counts %d..%d", b.sig, b.min, b.max)
	}
	for _, c := range []struct {
		args []value.Value
		want string
	}{
		{[]value.Value{value.LayoutValue{}}, "layout"},
		{[]value.Value{value.LayoutValue{}, intValue(1)}, "layout"},
		{[]value.Value{intValue(1)}, "own"},
		{[]value.Value{value.TypeValue{Name: "half_t", Bits: 16}, intValue(1)}, "typed"},
		{[]value.Value{intValue(1), intValue(1)}, "own"},
	} {
		got, err := b.call(&callCtx{name: "f", call: &Call{}, args: c.args})
		if err != nil || got.String() != c.want {
			t.Errorf("f(%v) = %v, %v; want %s", c.args, got, err, c.want)
		}
	}
}

// TestArityErrorsNameTheWrittenArguments: template arguments the parser
// makes leading arguments are not counted in the error.
func TestArityErrorsNameTheWrittenArguments(t *testing.T) {
	for in, want := range map[string]string{
		"recast_layout<half_t,float>((4,8):(1,4), 2)": "recast_layout: takes 1 argument, got 2; usage: recast_layout<OldType,NewType>(L)",
		"make_gmem_ptr<half_t>(0, 1)":                 "make_gmem_ptr: takes 1 argument, got 2; usage: make_gmem_ptr<T>(addr)",
		"min()":                                       "min: needs at least 1 argument, got 0; usage: min(a[, b, ...])",
	} {
		_, err := NewEnv().Exec(in)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v; want %q", in, err, want)
		}
	}
}

// TestTemplateParamsCountedApart: a call's template parameters that are
// types are counted against the use's <...>, its other arguments against
// its (...), each error naming what the user wrote.
func TestTemplateParamsCountedApart(t *testing.T) {
	fn := func(*callCtx) (value.Value, error) { return value.BoolValue(true), nil }
	fs, _ := newBuiltins([][]builtin{{{name: "f", overloads: []overload{{use: "f<A,B[,C]>(x)", typeParams: true, fn: fn}}}}}, nil, nil)
	b := fs["f"]
	call := func(types, args int) *Call {
		c := &Call{Fun: &Ident{Name: "f"}, Types: types, RParen: 9}
		for i := 0; i < types+args; i++ {
			c.Args = append(c.Args, &IntLit{At: i, Val: i})
		}
		return c
	}
	for _, c := range []struct {
		types, args int
		want        string
	}{
		{1, 1, "f takes 2 or 3 template arguments, got 1; usage: f<A,B[,C]>(x)"},
		{4, 1, "f takes 2 or 3 template arguments, got 4; usage: f<A,B[,C]>(x)"},
		{2, 2, "f: takes 1 argument, got 2; usage: f<A,B[,C]>(x)"},
		{3, 0, "f: takes 1 argument, got 0; usage: f<A,B[,C]>(x)"},
		{3, 1, ""},
	} {
		e := NewEnv()
		e.work.start(e.ctx)
		_, err := e.prepareCall(new(callFrame), "f", b, call(c.types, c.args))
		if got := fmt.Sprint(err); c.want == "" && err != nil || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("f with %d types and %d arguments: %v; want %q", c.types, c.args, err, c.want)
		}
	}
}
