package eval

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval/parse"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// dslCases pair a statement in the DSL's spelling with the C++ spelling
// it means. Both run in an Env holding L, T and the atoms below.
var dslCases = []struct{ dsl, cpp string }{
	{"cute.make_layout((4, 8), stride=(8, 1))", "make_layout((4,8),(8,1))"},
	{"cute.make_layout((4, 8))", "make_layout((4,8))"},
	{"cute.make_layout(4, stride=2)", "make_layout(4,2)"},
	{"cute.make_ordered_layout((4, 8, 2), order=(2, 0, 1))", "make_ordered_layout((4,8,2),(2,0,1))"},
	{"cute.make_identity_layout((4, 8))", "make_identity_layout((4,8))"},
	{"cute.coalesce(L, target_profile=(1, 1))", "coalesce(L,(1,1))"},
	{"cute.coalesce(L)", "coalesce(L)"},
	{"cute.coalesce(L, target_profile=None)", "coalesce(L)"},
	{"cute.composition(L, (3, 2))", "composition(L,(3,2))"},
	{"cute.complement(cute.make_layout(4, stride=2), 24)", "complement(make_layout(4,2),24)"},
	{"cute.logical_divide(L, tiler=(2, 2))", "logical_divide(L,(2,2))"},
	{"cute.zipped_divide(L, (2, 2))", "zipped_divide(L,(2,2))"},
	{"cute.blocked_product(L, tiler=cute.make_layout((2, 2)))", "blocked_product(L,make_layout((2,2)))"},
	{"cute.slice_(L, (None, 1))", "slice((_,1),L)"},
	{"L[None, 1]", "L(_,1)"},
	{"L[(1, None)]", "L((1,_))"},
	{"L[5]", "L(5)"},
	{"cute.dice(L, (1, None))", "dice((1,_),L)"},
	{"cute.repeat_like(7, (1, (2, 3)))", "repeat_like((1,(2,3)),7)"},
	{"cute.recast_layout(32, 16, L)", "recast_layout<uint16_t,uint32_t>(L)"},
	{"cute.size(L, mode=[1])", "size<1>(L)"},
	{"cute.size(L, mode=[1, 0])", "size<1,0>(L)"},
	{"cute.size(L, [1])", "size<1>(L)"},
	{"cute.size(L)", "size(L)"},
	{"cute.rank(L)", "rank(L)"},
	{"cute.depth(L)", "depth(L)"},
	{"cute.cosize(L)", "cosize(L)"},
	{"cute.shape(L, mode=1)", "shape<1>(L)"},
	{"L.shape", "shape(L)"},
	{"L.stride", "stride(L)"},
	{"cute.get(L, mode=[1])", "get<1>(L)"},
	{"cute.select(L, mode=[1, 0])", "select<1,0>(L)"},
	{"cute.group_modes(L, 0, 2)", "group_modes<0,2>(L)"},
	{"cute.flatten(L)", "flatten(L)"},
	{"cute.right_inverse(L)", "right_inverse(L)"},
	{"cute.crd2idx((1, 2), L)", "crd2idx((1,2),L)"},
	{"cute.idx2crd(5, (4, 8))", "idx2crd(5,(4,8))"},
	{"cute.product_each(((2, 3), 4))", "product_each(((2,3),4))"},
	{"cute.ceil_div((9, 8), (2, 4))", "ceil_div((9,8),(2,4))"},
	{"cute.make_swizzle(3, 4, 3)", "Sw<3,4,3>"},
	{"cute.make_composed_layout(cute.make_swizzle(3, 4, 3), 0, L)", "make_composed_layout(Sw<3,4,3>,0,L)"},
	{"S<3,4,3> o 0 o (8,64):(64,1)", "Sw<3,4,3> o 0 o (8,64):(64,1)"},
	{"cute.tile_to_shape(cute.make_layout((2, 2)), (8, 8), (0, 1))", "tile_to_shape(make_layout((2,2)),(8,8),(0,1))"},
	{"cute.local_tile(T, (2, 2), (1, None))", "local_tile(T,(2,2),(1,_))"},
	{"cute.local_partition(T, cute.make_layout((2, 2)), 3)", "local_partition(T,make_layout((2,2)),3)"},
	{"cute.local_tile(T, (2, 4, 2), (1, None, 0), proj=(1, None, 1))", "local_tile(T,(2,4,2),(1,_,0),(1,_,1))"},
	{"cute.local_tile(T, tiler=(2, 2), coord=(1, None), proj=None)", "local_tile(T,(2,2),(1,_))"},
	{"(4,)", "(4)"},
	{"cute.make_tensor(cute.make_ptr(cutlass.Float16, 64, cute.AddressSpace.gmem), cute.make_layout((8, 8)))", "make_tensor(make_gmem_ptr<half_t>(64),make_layout((8,8)))"},
	{"cute.make_ptr(cutlass.Float32, 0, cute.AddressSpace.smem, assumed_align=16)", "make_smem_ptr<float>(0)"},
	{"[4, [2, 3]]", "(4,(2,3))"},
	{"(None, 2)", "(_,2)"},
	{"cute.nvgpu.warp.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (16, 8, 16))", "SM80_16x8x16_F32F16F16F32_TN{}"},
	{"cute.nvgpu.warp.MmaF16BF16Op(cutlass.Float16, cutlass.Float16, (16, 8, 8))", "SM80_16x8x8_F16F16F16F16_TN{}"},
	{"cute.nvgpu.warpgroup.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (64, 128, 16), cute.nvgpu.warpgroup.OperandSource.SMEM, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.MN)",
		"SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::MN>{}"},
	{"cute.nvgpu.warpgroup.MmaF16BF16Op(cutlass.BFloat16, cutlass.Float32, (64, 64), cute.nvgpu.warpgroup.OperandSource.RMEM, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.K)",
		"SM90_64x64x16_F32BF16BF16_RS<GMMA::Major::K,GMMA::Major::K>{}"},
	{"cute.make_mma_atom(cute.nvgpu.warp.MmaTF32Op((16, 8, 8)))", "MMA_Atom<SM80_16x8x8_F32TF32TF32F32_TN>{}"},
	{"cute.make_tiled_mma(cute.nvgpu.warp.MmaF16BF16Op(cutlass.BFloat16, cutlass.Float32, (16, 8, 8)), (2, 2, 1), permutation_mnk=(32, 32, 16))",
		"make_tiled_mma(SM80_16x8x8_F32BF16BF16F32_TN{},make_layout((2,2,1)),(32,32,16))"},
	{"cute.make_tiled_mma(cute.nvgpu.warp.MmaTF32Op((16, 8, 4)))", "make_tiled_mma(SM80_16x8x4_F32TF32TF32F32_TN{})"},
	{"cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), cutlass.Float16, num_bits_per_copy=128)", "Copy_Atom<UniversalCopy<uint128_t>,half_t>{}"},
	{"cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), cutlass.Float32)", "Copy_Atom<UniversalCopy<uint32_t>,float>{}"},
	{"cute.make_copy_atom(cute.nvgpu.cpasync.CopyG2SOp(), cutlass.Float16, num_bits_per_copy=128)", "Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>{}"},
	{"cute.make_copy_atom(cute.nvgpu.warp.LdMatrix8x8x16bOp(False, 4), cutlass.Float16)", "Copy_Atom<SM75_U32x4_LDSM_N,half_t>{}"},
	{"cute.make_copy_atom(cute.nvgpu.warp.LdMatrix8x8x16bOp(transpose=True, num_matrices=4), cutlass.Float16)", "Copy_Atom<SM75_U16x8_LDSM_T,half_t>{}"},
	{"cute.make_copy_atom(cute.nvgpu.warp.StMatrix8x8x16bOp(False, 2), cutlass.Float16)", "Copy_Atom<SM90_U32x2_STSM_N,half_t>{}"},
	{"cute.make_tiled_copy_tv(cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), cutlass.Float16, num_bits_per_copy=128), cute.make_layout((32, 4), stride=(4, 1)), cute.make_layout((1, 8)))",
		"make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>,half_t>{},make_layout((32,4),(4,1)),make_layout((1,8)))"},
}

func dslEnv(t *testing.T) *Env {
	t.Helper()
	e := NewEnv()
	for _, s := range []string{"L = (4,(2,3)):(6,(1,2))", "T = make_tensor(make_gmem_ptr<half_t>(0), (8,8):(1,8))"} {
		if _, err := e.exec(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	return e
}

// TestDSLSpellingsAreTheCppCalls holds each DSL statement to the C++
// spelling it means: it parses to the same tree (printed canonically) and
// gives the same answer.
func TestDSLSpellingsAreTheCppCalls(t *testing.T) {
	for _, c := range dslCases {
		if !parse.LooksDSL(c.dsl) && !strings.HasPrefix(c.dsl, "L") && !strings.HasPrefix(c.dsl, "(4") {
			t.Errorf("%s: not recognised as the DSL's spelling", c.dsl)
		}
		n, err := parse.ParseDSL(c.dsl)
		if err != nil {
			t.Errorf("%s: %v", c.dsl, err)
			continue
		}
		m, err := Parse(c.cpp)
		if err != nil {
			t.Fatalf("%s: %v", c.cpp, err)
		}
		if n.String() != m.String() {
			t.Errorf("%s reads as %s, want %s", c.dsl, n, m)
		}
		e := dslEnv(t)
		e.Dialect = DialectDSL
		dv, derr := e.exec(c.dsl)
		cv, cerr := dslEnv(t).exec(c.cpp)
		if derr != nil || cerr != nil {
			t.Errorf("%s: %v; %s: %v", c.dsl, derr, c.cpp, cerr)
			continue
		}
		if got, want := printCpp(dv.Value), printCpp(cv.Value); got != want {
			t.Errorf("%s = %s, but %s = %s", c.dsl, got, c.cpp, want)
		}
	}
}

func printCpp(v value.Value) string {
	b, err := appendValue(nil, v, false, 0)
	if err != nil {
		return err.Error()
	}
	return string(b)
}

// TestDSLRecognisedPerStatement checks which statements the default
// dialect reads as the DSL's: its marks, and none of C++'s statements.
func TestDSLRecognisedPerStatement(t *testing.T) {
	for _, s := range []string{
		"cute.make_layout((4, 8), stride=(8, 1))", "x = cutlass.Float16", "L[None, 1]", "(4,)",
		"a, b = (1, 2)", "make_layout((4,8), stride=(8,1))", "(1, None)", "S<3,4,3> o 0 o 8:1", "L.shape", "tensor<(0,0) o (8,4):(1@0,1@1)>",
	} {
		if !parse.LooksDSL(s) {
			t.Errorf("%s: read as C++", s)
		}
	}
	for _, s := range []string{
		"make_layout(make_shape(4,8), LayoutRight{})", "A = (4,8):(8,1)", "L(_,1)", "Sw<3,4,3> o 0 o 8:1",
		"auto t = local_tile(T, make_tile(2,2), make_coord(1,_));", "size<1>(L)", "mma.get_slice(3)",
		"cute::make_layout(cute::Int<4>{})", "(4,8)", "recast_layout<half_t,float>(L)",
	} {
		if parse.LooksDSL(s) {
			t.Errorf("%s: read as the DSL's", s)
		}
	}
}

// TestDSLErrorsArePositioned checks that a DSL statement's errors point
// at the argument at fault and name the function as written.
func TestDSLErrorsArePositioned(t *testing.T) {
	for _, c := range []struct {
		stmt string
		col  int
		msg  string
	}{
		{"cute.make_layout((4, 8), (8, 1))", 26, "stride is a keyword argument"},
		{"cute.make_layout((4, 8), stide=(8, 1))", 26, "unexpected keyword argument 'stide'"},
		{"cute.make_layout(shape=(4, 8), shape=(8,))", 32, "keyword argument repeated"},
		{"cute.make_layout((4, 8), stride=(8, 1)", 17, "never closed"},
		{"cute.coalesce(target_profile=(1, 1))", 36, "missing required argument: 'input'"},
		{"cute.recast_layout(12, 16, L)", 20, "new_type_bits must be 8, 16, 32, 64 or 128"},
		{"cute.size(L, mode=[1, y])", 23, "mode must be a list of integers"},
		{"cute.dice(L, cute.make_layout(2))", 14, "cute.dice(): argument 2 must be an int or a tuple"},
		{"cutlass.Int33", 1, "not a name cutetui knows"},
		{"cute.frob(L)", 1, "not a function cutetui knows"},
		{"x = L[]", 7, "an index is needed"},
		{"L.frob", 3, "unknown attribute .frob"},
		{"cute.nvgpu.warp.MmaF16BF16Op(cutlass.BFloat16, cutlass.Float16, (16, 8, 8))", 48, "expects the 'acc_dtype' Op parameter to be Float32 when 'ab_dtype' is BFloat16"},
		{"cute.nvgpu.warp.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (16, 8, 32))", 64, "one of (16,8,8) or (16,8,16)"},
		{"cute.nvgpu.warp.LdMatrix8x8x16bOp(False, 3)", 42, "one of [1,2,4]"},
		{"cute.nvgpu.warpgroup.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (64, 12, 16), cute.nvgpu.warpgroup.OperandSource.SMEM, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.K)", 69, "N in 8..256, a multiple of 8"},
		{"cute.nvgpu.warpgroup.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (64, 16), cute.nvgpu.warpgroup.OperandSource.RMEM, cute.nvgpu.OperandMajorMode.MN, cute.nvgpu.OperandMajorMode.K)", 120, "A in registers must be K-major"},
		{"cute.nvgpu.OperandMajorMode.K", 1, "read as an argument of an MMA operation"},
		{"L[_, 1]", 3, "the DSL writes C++'s _ as None"},
		{"cute.make_copy_atom(L, cutlass.Float16)", 21, "op must be a copy operation"},
		{"cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), cutlass.Float16, num_bits_per_copy=96)", 86, "num_bits_per_copy must be 8, 16, 32, 64 or 128"},
	} {
		e := dslEnv(t)
		e.Dialect = DialectDSL
		_, err := e.exec(c.stmt)
		ee, ok := err.(*Error)
		if !ok {
			t.Errorf("%s: error %v, want one at column %d", c.stmt, err, c.col)
			continue
		}
		if ee.Pos+1 != c.col || !strings.Contains(ee.Msg, c.msg) {
			t.Errorf("%s: column %d: %s; want column %d: ...%s...", c.stmt, ee.Pos+1, ee.Msg, c.col, c.msg)
		}
	}
}

// TestDSLElementTypes checks the DSL's dtype names against C++'s types.
func TestDSLElementTypes(t *testing.T) {
	for dsl, want := range map[string]value.TypeValue{
		"cutlass.Float16": {Name: "half_t", Bits: 16}, "cutlass.BFloat16": {Name: "bfloat16_t", Bits: 16}, "cutlass.Float32": {Name: "float", Bits: 32},
		"cutlass.TFloat32": {Name: "tfloat32_t", Bits: 32}, "cutlass.Int8": {Name: "int8_t", Bits: 8}, "cutlass.Float8E4M3FN": {Name: "float_e4m3_t", Bits: 8},
	} {
		e := NewEnv()
		e.Dialect = DialectDSL
		r, err := e.exec(dsl)
		if err != nil || r.Value != want || r.Text != dsl {
			t.Errorf("%s = %v %q (%v), want %v printed %q", dsl, r.Value, r.Text, err, want, dsl)
		}
	}
}

// TestDSLDocListsEveryFunction holds docs/dsl.md's name table to the
// functions the DSL front end reads.
func TestDSLDocListsEveryFunction(t *testing.T) {
	doc, err := os.ReadFile("../../docs/dsl.md")
	if err != nil {
		t.Fatal(err)
	}
	for name := range parse.DSLFuncs {
		d := string(doc)
		if !strings.Contains(d, "`"+name+"(") && !strings.Contains(d, "."+name+"(") && !strings.Contains(d, "`"+name+"`") {
			t.Errorf("docs/dsl.md does not list %s", name)
		}
	}
	for dsl := range value.DSLTypes {
		if !strings.Contains(string(doc), "`"+dsl+"`") {
			t.Errorf("docs/dsl.md does not list cutlass.%s", dsl)
		}
	}
}

// FuzzDSL runs statements in the DSL's dialect: none panics or leaves
// its budget, every error is positioned inside the statement, and what
// the DSL's printing gives of an IntTuple, layout, swizzle or composed
// layout reads back, in the DSL's dialect, to the same value.
func FuzzDSL(f *testing.F) {
	for _, c := range dslCases {
		f.Add(c.dsl)
	}
	for _, s := range []string{"a, b = (1, (2, 3))", "tv, = (1,)", "x = [None, [1, 2]]", "cute.make_layout_tv(L, L)", "L[None][0]", "layout = L\nlayout(3)", "cute.size(L, mode=[0, 0, 0])", "m = cutlass.Int32(8)\ncute.make_layout((4, m), stride=(m * 2, 1))", "print(\">>>\", L)", "cute.printf(\"{} {}\", L, 3)", "print(f\"a: {L}\")"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e := dslEnv(t)
		e.Dialect = DialectDSL
		for _, line := range strings.Split(s, "\n") {
			var res Result
			var err error
			withinBudget(t, line, func() { res, err = e.exec(line) })
			if err != nil {
				ee, ok := err.(*Error)
				if !ok || ee.Pos < 0 || ee.Pos > len(line) {
					t.Fatalf("%q: error %v outside the statement", line, err)
				}
				continue
			}
			if res.Name != "" || strings.Contains(res.Text, "?") {
				continue // an assignment prints nothing; ? is a value known at run time only
			}
			switch res.Value.(type) {
			case value.TupleValue, value.LayoutValue, value.SwizzleValue, value.ComposedValue, value.BasisLayoutValue, value.CoordTensorValue:
			default:
				continue
			}
			back := NewEnv()
			back.Dialect = DialectDSL
			r, err := back.exec(res.Text)
			if err != nil || !value.Equal(r.Value, res.Value) {
				t.Fatalf("%q = %s, which reads back as %v (%v)", line, res.Text, r.Value, err)
			}
		}
	})
}

// TestDSLExplain checks that --explain derives a DSL statement as the C++
// call it means.
func TestDSLExplain(t *testing.T) {
	for _, c := range []struct{ dsl, cpp string }{
		{"cute.coalesce(cute.make_layout((2, (1, 6)), stride=(1, (6, 2))))", "coalesce((2,(1,6)):(1,(6,2)))"},
		{"r = cute.complement(cute.make_layout((2, 2), stride=(4, 1)), 24)", "r = complement((2,2):(4,1), 24)"},
		{"cute.logical_divide(cute.make_layout((4, 2, 3), stride=(2, 1, 8)), tiler=cute.make_layout(4, stride=2))", "logical_divide((4,2,3):(2,1,8), 4:2)"},
	} {
		_, dsteps, derr := NewEnv().Explain(c.dsl)
		_, csteps, cerr := NewEnv().Explain(c.cpp)
		if derr != nil || cerr != nil || len(csteps) == 0 {
			t.Fatalf("%s: %v; %s: %v, %d steps", c.dsl, derr, c.cpp, cerr, len(csteps))
		}
		if fmt.Sprint(dsteps) != fmt.Sprint(csteps) {
			t.Errorf("%s explained as\n%v\nwant, as %s,\n%v", c.dsl, dsteps, c.cpp, csteps)
		}
	}
}

// TestDSLHelp checks that help gives each function's DSL spelling and
// finds a function by its DSL name.
func TestDSLHelp(t *testing.T) {
	if d, ok := Help("slice"); !ok || d.DSL != "cute.slice_(src, coord)" {
		t.Errorf("Help(slice) = %+v, want the DSL spelling cute.slice_(src, coord)", d)
	}
	if d, ok := Help("cute.slice_"); !ok || d.Name != "slice" {
		t.Errorf("Help(cute.slice_) = %+v, %v; want slice's", d, ok)
	}
	if d, ok := Help("make_layout_tv"); !ok || !strings.Contains(d.Doc, "tiler_mn") {
		t.Errorf("Help(make_layout_tv) = %+v, %v", d, ok)
	}
	if d, _ := Help("make_tiled_copy"); d.DSL != "cute.make_tiled_copy_tv(atom, thr_layout, val_layout)" {
		t.Errorf("Help(make_tiled_copy).DSL = %q", d.DSL)
	}
	if _, ok := Help("cute.frob"); ok {
		t.Error("Help(cute.frob) found something")
	}
}
