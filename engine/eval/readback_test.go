package eval

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval/value"
)

// readsBack reports why the printout of v does not evaluate back to v
// ("" when it does): the same kind, printed the same in the form it was
// printed in and in the other form.
func readsBack(v value.Value, static bool) string {
	text := v.String()
	if static {
		text = v.StaticString()
	}
	got, err := NewEnv().Eval(text)
	if err != nil {
		return "does not evaluate: " + err.Error()
	}
	if got.Kind() != v.Kind() {
		return "reads back as a " + got.Kind().String() + ", not a " + v.Kind().String()
	}
	if got.String() != v.String() {
		return "reads back as " + got.String()
	}
	if static && got.StaticString() != v.StaticString() {
		return "reads back as " + got.StaticString()
	}
	return ""
}

// TestPrintedFormsReadBack: every kind of value the course's second half
// prints (issue 18 §2) evaluates back from its printout to an equal value,
// in the plain and the static form.
func TestPrintedFormsReadBack(t *testing.T) {
	setup := []string{
		"mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, make_layout((2,2,1)))",
		"thr = mma.get_slice(3)",
		"cp = make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, make_layout((16,8),(8,1)), make_layout((1,8)))",
		"tc = cp.get_slice(5)",
		"I = make_identity_tensor((64,32))",
		"G = make_tensor(make_gmem_ptr<half_t>(0), make_layout((64,32)))",
	}
	values := []string{
		"(4,5):(1@0,1@1)",                 // a basis layout
		"make_identity_layout((4,(2,3)))", // nested bases 1@0@1
		"E<0>{}", "E<1,0>{}", "make_stride(E<0>{}, 3*2)",
		"make_identity_tensor((4,5))",
		"make_coord_tensor((4,5):(1,4))",
		"local_tile(I, (16,8), (1,2))",
		"tc.partition_S(I)",
		"thr.partition_C(I)",
		"G",
		"local_tile(G, (16,8), (1,2))",
		"thr.partition_A(make_tensor(make_smem_ptr<half_t>(256), make_layout((64,16))))",
		"make_tensor(make_smem_ptr<half_t>(0), GMMA::Layout_K_SW128_Atom<half_t>{})",
		"GMMA::Layout_K_SW128_Atom<half_t>{}",
		"GMMA::Layout_MN_SW64_Atom<bfloat16_t>{}",
		"Sw<3,4,3> o (8,64):(64,1)",
		"thr.partition_fragment_C(make_layout((64,32)))",
		"make_tensor<float>(make_shape(2,3))",
		"get_layoutC_TV(mma)",
		"tc.retile_D(make_layout((8,2,2)))",
		"(4,(2,3)):(1,(4,8))",
		"((2,3),4)",
	}
	for _, static := range []bool{false, true} {
		e := NewEnv()
		for _, s := range setup {
			if _, err := e.Exec(s); err != nil {
				t.Fatalf("%s: %v", s, err)
			}
		}
		for _, s := range values {
			v, err := e.Eval(s)
			if err != nil {
				t.Errorf("%s: %v", s, err)
				continue
			}
			if why := readsBack(v, static); why != "" {
				t.Errorf("%s prints %s (static %v), which %s", s, v, static, why)
			}
		}
	}
}

// TestPrintedPointersReadBack: the printed forms C++ gives that cutetui
// does not produce itself read back too: a register array's pointer (its
// stack address, or 0x… for one not known, read as cutetui's FragmentAddr)
// is a register tensor.
func TestPrintedPointersReadBack(t *testing.T) {
	for in, want := range map[string]string{
		"ptr[32b](0x7ffd5a3c9e10) o ((2,2),1,2):((1,2),0,4)": "ptr[32b](0x7ffd5a3c9e10) o ((2,2),1,2):((1,2),0,4)",
		"ptr[32b](0x…) o ((2,2),1,2):((1,2),0,4)":            "ptr[32b](0x7f0000000000) o ((2,2),1,2):((1,2),0,4)",
		"ptr[16b](0x...) o (_8,_2):(_1,_8)":                  "ptr[16b](0x7f0000000000) o (8,2):(1,8)",
		"gmem_ptr[16b](0x40)":                                "gmem_ptr[16b](0x40)",
		"smem_ptr[16b](0x2) o Sw<3,3,3> o _0 o (_64):(_32)":  "smem_ptr[16b](0x2) o Sw<3,3,3> o 0 o (64):(32)",
		"ptr[32b](0x10)":                                     "ptr[32b](0x10)",
		"smem_ptr[16b](unset)":                               "smem_ptr[16b](unset)",
		"(_4,_5):(_1@0,_1@1)":                                "(4,5):(1@0,1@1)",
		"(4,5):(E<0>{},E<1>{})":                              "(4,5):(1@0,1@1)",
		"ArithTuple(_3,_0) o (_4,_5):(_1@0,_1@1)":            "ArithTuple(3,0) o (4,5):(1@0,1@1)",
		"ArithTuple_0 o (4,5):(1,4)":                         "ArithTuple0 o (4,5):(1,4)",
		"2@1":                                                "2@1",
		"3*E<1>{}":                                           "3@1",
		"E<1,0>{}*2":                                         "2@0@1",
		"(4,5):(1@0,2*E<1>{})":                               "(4,5):(1@0,2@1)",
	} {
		v, err := NewEnv().Eval(in)
		if err != nil || v.String() != want {
			t.Errorf("%s = %v, %v; want %s", in, v, err, want)
		}
	}
	for _, bad := range []string{
		"ptr[0b](0x0) o 8:1", "gmem_ptr[16b](unset)", "1@", "1@64", "ArithTuple(0,0) o (4,5):(1@0,1@1,1@2)",
		"ArithTuple(0,0) o (4,5):(1@0,1@2)", "Sw<3,4,3>_gmem_ptr[16b](0x0)",
	} {
		if _, err := NewEnv().Eval(bad); err == nil {
			t.Errorf("%s evaluates", bad)
		}
	}
}

// TestLessonValuesReadBack: every value the course's cute cells print
// (each cell in a fresh environment, as a pane runs it) reads back, except
// the kinds printed as a description (TiledMMA, TiledCopy and the like),
// which are not values one types.
func TestLessonValuesReadBack(t *testing.T) {
	files, _ := filepath.Glob("../../lessons/*.md")
	if len(files) < 12 { // the course has at least the first half and the tensors lesson
		t.Fatalf("lessons not found: %v", files)
	}
	checked := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, cell := range cuteCells(string(data)) {
			e := NewEnv()
			for _, line := range cell {
				res, err := e.Exec(line)
				if err != nil {
					continue
				}
				var v value.Value
				if res.Name != "" {
					v, _ = e.Lookup(res.Name)
				} else if n, perr := ParseExpr(line); perr == nil && n != nil {
					v, _ = e.eval(n)
				}
				if v == nil || strings.Contains(v.String(), "\n") || !printedAsValue(v) {
					continue
				}
				checked++
				if why := readsBack(v, e.Static); why != "" {
					t.Errorf("%s: %s prints %s, which %s", filepath.Base(f), line, v, why)
				}
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d values checked", checked)
	}
}

// printedAsValue: the kinds whose printout is a value, not a description
// or a report.
func printedAsValue(v value.Value) bool {
	switch v.(type) {
	case value.LayoutValue, value.TupleValue, value.SwizzleValue, value.ComposedValue, value.TensorValue, value.CoordTensorValue, value.BasisLayoutValue, value.BasisStrideValue, value.PointerValue, value.OffsetValue:
		return true
	}
	return false
}

// cuteCells splits a lesson into its ```cute fences' statements.
func cuteCells(md string) [][]string {
	var cells [][]string
	var cur []string
	in := false
	for _, line := range strings.Split(md, "\n") {
		switch {
		case !in && strings.HasPrefix(line, "```cute"):
			in, cur = true, nil
		case in && strings.HasPrefix(line, "```"):
			in = false
			cells = append(cells, cur)
		case in && !IsBlank(line):
			cur = append(cur, line)
		}
	}
	return cells
}

// TestCppPrintoutsReadBack: what C++ CuTe (CUTLASS 7107b055, g++ -std=c++17,
// cute::print) printed for these expressions evaluates, pasted into
// cutetui, to the value cutetui gives the expression itself. The register
// tensor's address is the stack address that run printed
// (testdata/explain/cpp/printouts.cpp). (The static
// forms differ where C++ holds an int at run time: cutetui's static form
// makes every integer static.)
func TestCppPrintoutsReadBack(t *testing.T) {
	for _, c := range []struct{ cpp, expr string }{
		{"ptr[32b](0x7fff13957c90) o (_2,_3):(_1,_2)", "make_tensor<float>(make_shape(Int<2>{},Int<3>{}))"},
		{"ArithTuple(_0,_0,1) o (_4,_5):(_1@0,_1@1)", "make_identity_tensor(make_shape(Int<4>{},Int<5>{},Int<6>{}))(_,_,1)"},
		{"ArithTuple(_0,(_0,_0)) o (4,(2,3)):(_1@0,(_1@0@1,_1@1@1))", "make_identity_tensor(make_shape(4,make_shape(2,3)))"},
		{"ArithTuple_0 o (4,5):(1,4)", "make_coord_tensor(make_layout(make_shape(4,5),make_stride(1,4)))"},
		{"gmem_ptr[16b]((nil)) o (_8,_8):(_1,_8)", "make_tensor(make_gmem_ptr<half_t>(nullptr), make_layout(make_shape(Int<8>{},Int<8>{})))"},
		{"(4,5):(_1@0,_1@1)", "make_identity_layout(make_shape(4,5))"},
		{"ArithTuple(2,2) o (_2,_2):(_1@0,_1@1)", "local_tile(make_identity_tensor(make_shape(Int<4>{},Int<4>{})), Shape<_2,_2>{}, make_coord(1,1))"},
		{"_1@0@1", "E<1,0>{}"},
		{"3@1", "3*E<1>{}"},
	} {
		got, err := NewEnv().Eval(c.cpp)
		if err != nil {
			t.Errorf("%s: %v", c.cpp, err)
			continue
		}
		want, err := NewEnv().Eval(c.expr)
		if err != nil {
			t.Fatalf("%s: %v", c.expr, err)
		}
		if t, ok := want.(value.TensorValue); ok && t.P().Space == "" {
			// A register tensor reads back at the address C++ printed.
			p := t.P()
			p.Addr = 0x7fff13957c90
			want = value.NewTensor(p, t.T.Layout)
		}
		if got.Kind() != want.Kind() || got.String() != want.String() {
			t.Errorf("%s reads back as %s, %s is %s", c.cpp, got, c.expr, want)
		}
	}
}
