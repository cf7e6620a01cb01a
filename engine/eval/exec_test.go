package eval

import (
	"os"
	"strings"
	"testing"
)

// run executes statements in a fresh Env and returns the last one's text.
func run(t *testing.T, stmts ...string) (string, error) {
	t.Helper()
	e := NewEnv()
	var res Result
	var err error
	for _, s := range stmts {
		res, err = e.exec(s)
		if err != nil {
			return "", err
		}
	}
	return res.Text, nil
}

// TestReferenceExamples evaluates the checked examples of
// shared/reference/cute-semantics.md through the language.
func TestReferenceExamples(t *testing.T) {
	tests := []struct{ in, want string }{
		{"coalesce((2,(1,6)):(1,(6,2)))", "12:1"},
		{"coalesce((2,(1,6)):(1,(6,2)), (1,1))", "(2,6):(1,2)"},
		{"complement(4:1, 24)", "6:4"},
		{"complement(6:4, 24)", "4:1"},
		{"composition((6,2):(8,2), (4,3):(3,1))", "((2,2),3):((24,2),8)"},
		{"composition(20:2, (5,4):(4,1))", "(5,4):(8,2)"},
		{"composition((10,2):(16,4), (5,4):(1,5))", "(5,(2,2)):(16,(80,4))"},
		{"composition((12,(4,8)):(59,(13,1)), <3:4,8:2>)", "(3,(2,4)):(236,(26,1))"},
		{"logical_divide((4,2,3):(2,1,8), 4:2)", "((2,2),(2,3)):((4,1),(2,8))"},
		{"zipped_divide((9,(4,8)):(59,(13,1)), <3:3,(2,4):(1,8)>)", "((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))"},
		{"tiled_divide((9,(4,8)):(59,(13,1)), <3:3,(2,4):(1,8)>)", "((3,(2,4)),3,(2,2)):((177,(13,2)),59,(26,1))"},
		{"logical_product((2,2):(4,1), 6:1)", "((2,2),(2,3)):((4,1),(2,8))"},
		{"idx2crd(16, (3,(2,3)))", "(1,(1,2))"},
		{"crd2idx(16, (3,(2,3)), (3,(12,1)))", "17"},
		{"shape_div((4,5,6), 40)", "(1,1,3)"},
		{"shape_div((8,10), (2,5))", "(4,2)"},
		// Where pycute and C++ differ (C++ is the reference).
		{"idx2crd((1,5), (3,(2,3)))", "(1,(1,2))"},
		{"idx2crd(20, (3,(2,3)))", "(2,(0,3))"},
		{"idx2crd(7, 4)", "7"},
		{"composition(1:3, (2):(1))", "(2):(3)"},
		{"composition(1:1, 1:1)", "1:1"},
		{"composition((4,3):(1,4), <2:1>)", "(2):(1)"},
		{"right_inverse((4,(2)):(0,(1)))", "2:4"},
		{"left_inverse(4:2)", "(2,4):(0,1)"},
		{"left_inverse((2,2):(12,2))", "(2,6,2):(0,2,1)"},
		{"flat_product((4):(1), <3>)", "((4),(3)):((1),(4))"},
		{"blocked_product((2,5):(5,1), (3,4):(1,3))", "((2,3),(5,4)):((5,10),(1,30))"},
		{"raked_product((2,5):(5,1), (3,4):(1,3))", "((3,2),(4,5)):((10,5),(30,1))"},
		{"Sw<0,3,0>(77)", "77"},
		{"shape_mod((6,2), 2)", "(2,1)"},
		{"shape_mod((6,2), 12)", "(6,2)"},
		{"shape_mod((3,6,2,8), 6)", "(3,2,1,1)"},
		{"shape_mod((3,6,2,8), 9)", "(3,3,1,1)"},
		{"shape_div((3,6,2,8), 72)", "(1,1,1,4)"},
		{"print_layout(make_composed_layout(Sw<1,0,1>, 0, (2,4):(4,1)))", "Sw<1,0,1> o 0 o (2,4):(4,1)\n" +
			"      0   1   2   3 \n" +
			"    +---+---+---+---+\n" +
			" 0  | 0 | 1 | 3 | 2 |\n" +
			"    +---+---+---+---+\n" +
			" 1  | 4 | 5 | 7 | 6 |\n" +
			"    +---+---+---+---+"},
		{"print_layout((4,3):(1,4))", "(4,3):(1,4)\n" +
			"       0    1    2 \n" +
			"    +----+----+----+\n" +
			" 0  |  0 |  4 |  8 |\n" +
			"    +----+----+----+\n" +
			" 1  |  1 |  5 |  9 |\n" +
			"    +----+----+----+\n" +
			" 2  |  2 |  6 | 10 |\n" +
			"    +----+----+----+\n" +
			" 3  |  3 |  7 | 11 |\n" +
			"    +----+----+----+"},
	}
	for _, tt := range tests {
		got, err := run(t, tt.in)
		if err != nil {
			t.Errorf("%s: %v", tt.in, err)
			continue
		}
		if got != tt.want {
			t.Errorf("%s = %s, want %s", tt.in, got, tt.want)
		}
	}
}

// TestLanguage covers the notation and every kind of statement.
func TestLanguage(t *testing.T) {
	tests := []struct {
		stmts []string
		want  string
	}{
		{[]string{"(2,(1,6)):(1,(6,2))"}, "(2,(1,6)):(1,(6,2))"},
		{[]string{" ( 2 , ( 1,6 ) ) :\t( 1 , (6 , 2) ) "}, "(2,(1,6)):(1,(6,2))"},
		{[]string{"_12:_1"}, "12:1"},
		{[]string{"(24)"}, "(24)"},
		{[]string{"24"}, "24"},
		{[]string{"-7"}, "-7"},
		{[]string{"_"}, "_"},
		{[]string{"(_,(1,_))"}, "(_,(1,_))"},
		{[]string{"8:-1"}, "8:-1"},
		{[]string{"<3:3,(2,4):(1,8)>"}, "<3:3,(2,4):(1,8)>"},
		{[]string{"<_,2,<3,_>>"}, "<_,2,<3,_>>"},
		{[]string{"make_tile(3:3, _)"}, "<3:3,_>"},
		{[]string{"(3:3, 2:1)"}, "<3:3,2:1>"},
		{[]string{"Sw<3,3,3>"}, "Sw<3,3,3>"},
		{[]string{"Sw<3,3,3>(77)"}, "69"},
		{[]string{"Sw<3,3,-3>(77)"}, "13"},
		{[]string{"Swizzle<3,3,3>(77)"}, "69"},
		{[]string{"A = (4,3):(1,4)", "A(5)"}, "5"},
		{[]string{"A = (4,3):(1,4)", "A(1,2)"}, "9"},
		{[]string{"A = (2,(1,6)):(1,(6,2))", "A((1,(0,2)))"}, "5"},
		{[]string{"A = (4,3):(1,4)", "A(_,1)"}, "(4):(1)"},
		{[]string{"A = (4,3):(1,4)", "slice_and_offset(A, (_,1))"}, "((4):(1),4)"},
		{[]string{"A = (4,3):(1,4)", "slice_and_offset((_,1), A)"}, "((4):(1),4)"},
		{[]string{"A = (4,3):(1,4)", "slice((2,_), A)"}, "(3):(4)"},
		{[]string{"(4,3):(1,4)(5)"}, "5"},
		{[]string{"A = (4,3):(1,4)", "B = A", "A = 2:1", "B"}, "(4,3):(1,4)"},
		{[]string{"A = (4,3):(1,4)", "size(A)", "cosize(A)"}, "12"},
		{[]string{"rank((4,3):(1,4))"}, "2"},
		{[]string{"rank(24)"}, "1"},
		{[]string{"depth((2,(1,6)):(1,(6,2)))"}, "2"},
		{[]string{"depth(5)"}, "0"},
		{[]string{"shape((2,(1,6)):(1,(6,2)))"}, "(2,(1,6))"},
		{[]string{"stride((2,(1,6)):(1,(6,2)))"}, "(1,(6,2))"},
		{[]string{"shape<1,1>((2,(1,6)):(1,(6,2)))"}, "6"},
		{[]string{"stride<1>((2,(1,6)):(1,(6,2)))"}, "(6,2)"},
		{[]string{"size<1>((2,(1,6)):(1,(6,2)))"}, "6"},
		{[]string{"get<1,0>((2,(1,6)))"}, "1"},
		{[]string{"get((2,(1,6)), 1, 0)"}, "1"},
		{[]string{"get<1>((2,(1,6)):(1,(6,2)))"}, "(1,6):(6,2)"},
		{[]string{"layout<1>((2,(1,6)):(1,(6,2)))"}, "(1,6):(6,2)"},
		{[]string{"layout<1,1>((2,(1,6)):(1,(6,2)))"}, "6:2"},
		{[]string{"flatten((2,(1,6)))"}, "(2,1,6)"},
		{[]string{"flatten((2,(1,6)):(1,(6,2)))"}, "(2,1,6):(1,6,2)"},
		{[]string{"group<1,3>((2,3,4,5):(1,2,6,24))"}, "(2,(3,4),5):(1,(2,6),24)"},
		{[]string{"group<0,2>((2,3,4))"}, "((2,3),4)"},
		{[]string{"product((2,(3,4)))"}, "24"},
		{[]string{"inner_product((2,(3,4)), (1,(2,3)))"}, "20"},
		{[]string{"prefix_product((3,(2,3)))"}, "(1,(3,6))"},
		// bool_constant, printed as cute::print does: _1 / _0 without the _.
		{[]string{"congruent((2,(3,4)), (1,(2,3)))"}, "1"},
		{[]string{"congruent((2,(3,4)), (1,2))"}, "0"},
		{[]string{"compatible(24, (2,(3,4)))"}, "1"},
		{[]string{"compatible((2,(3,4)), 24)"}, "0"},
		{[]string{"make_layout((4,3))"}, "(4,3):(1,4)"},
		{[]string{"make_layout((4,3), (3,1))"}, "(4,3):(3,1)"},
		{[]string{"make_layout(4:1, 3:4)"}, "(4,3):(1,4)"},
		{[]string{"make_shape(2, (3,4))"}, "(2,(3,4))"},
		{[]string{"s = (4,3)", "d = (1,4)", "s:d"}, "(4,3):(1,4)"},
		{[]string{"L = (4,3):(1,4)", "shape(L):stride(L)"}, "(4,3):(1,4)"},
		{[]string{"filter((4,1,2):(0,5,1))"}, "2:1"},
		{[]string{"complement((2,2):(1,6))"}, "3:2"},
		{[]string{"complement(4:1)"}, "1:0"},
		{[]string{"A = (6,2):(8,2)", "B = (4,3):(3,1)", "A o B"}, "((2,2),3):((24,2),8)"},
		{[]string{"(12,(4,8)):(59,(13,1)) o <3:4,8:2>"}, "(3,(2,4)):(236,(26,1))"},
		{[]string{"C = make_composed_layout(Sw<3,3,3>, 0, (8,64):(64,1))", "C"}, "Sw<3,3,3> o 0 o (8,64):(64,1)"},
		{[]string{"Sw<3,3,3> o 0 o (8,64):(64,1)"}, "Sw<3,3,3> o 0 o (8,64):(64,1)"},
		{[]string{"Sw<3,3,3> o (8,64):(64,1)"}, "Sw<3,3,3> o 0 o (8,64):(64,1)"},
		{[]string{"C = Sw<3,3,3> o 0 o (8,64):(64,1)", "C(1,0)"}, "72"},
		{[]string{"C = Sw<3,3,3> o 0 o (8,64):(64,1)", "C(1,2)"}, "74"},
		{[]string{"C = Sw<3,3,3> o 0 o (8,64):(64,1)", "size(C)"}, "512"},
		// C(i,1) = Sw(64i+1) = 72i+1: the slice decays to a plain layout
		// (swizzle_layout.hpp's slice_and_offset; slice drops the offset).
		{[]string{"C = Sw<3,3,3> o 0 o (8,64):(64,1)", "C(_,1)"}, "(8):(72)"},
		{[]string{"composition(8:1, Sw<3,3,3>)"}, "Sw<3,3,3> o 0 o 8:1"},
		{[]string{"Sw<3,3>"}, "Sw<3,3,3>"},
		{[]string{"C = Sw<3,3,3> o 0 o (8,64):(64,1)", "composition(C, (4,8):(1,8))"}, "Sw<3,3,3> o 0 o (4,8):(64,1)"},
		{[]string{"composition(Sw<1,0,1>, 4:1)"}, "Sw<1,0,1> o 0 o 4:1"},
		{[]string{"((4,3):(1,4) o 2:1)(1)"}, "1"},
		{[]string{"true"}, "1"},
		{[]string{"print(8:1)"}, "8:1"},
		{[]string{"x = 3 # trailing comment", "x"}, "3"},
	}
	for _, tt := range tests {
		stmts := tt.stmts
		got, err := run(t, stmts...)
		if err != nil {
			t.Errorf("%q: %v", stmts, err)
			continue
		}
		if got != tt.want {
			t.Errorf("%q = %q, want %q", stmts, got, tt.want)
		}
	}
}

func TestStatic(t *testing.T) {
	e := NewEnv()
	e.Static = true
	for _, tt := range []struct{ in, want string }{
		{"coalesce((2,(1,6)):(1,(6,2)))", "_12:_1"},
		{"(2,(1,6)):(1,(6,-2))", "(_2,(_1,_6)):(_1,(_6,_-2))"},
		{"(24)", "(_24)"},
		{"Sw<3,3,3> o 0 o (8,64):(64,1)", "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)"},
		{"<3:3,_>", "<_3:_3,_>"},
		{"congruent(1,2)", "_1"},
	} {
		res, err := e.Exec(tt.in)
		if err != nil {
			t.Errorf("%s: %v", tt.in, err)
			continue
		}
		if res.Text != tt.want {
			t.Errorf("static %s = %q, want %q", tt.in, res.Text, tt.want)
		}
	}
}

// TestRoundTrip checks print(parse(s)) == s for canonical values.
func TestRoundTrip(t *testing.T) {
	for _, s := range []string{
		"(2,(1,6)):(1,(6,2))", "8:1", "(24)", "24", "((24))", "(24):(1)", "-3", "_",
		"(_,1)", "8:-1", "<3:3,(2,4):(1,8)>", "<_,2,<3,_>>", "Sw<3,3,3>", "Sw<2,4,-3>",
		"Sw<3,3,3> o 0 o (8,64):(64,1)", "((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))",
	} {
		got, err := run(t, s)
		if err != nil {
			t.Errorf("%s: %v", s, err)
			continue
		}
		if got != s {
			t.Errorf("print(parse(%s)) = %s", s, got)
		}
	}
}

func TestEnvAPI(t *testing.T) {
	e := NewEnv()
	res, err := e.Exec("A = (4,3):(1,4)")
	if err != nil || res.Name != "A" || res.Text != "" {
		t.Fatalf("assign: %+v, %v", res, err)
	}
	l, ok := res.Value.Layout()
	if !ok || l.String() != "(4,3):(1,4)" {
		t.Fatalf("Layout() = %v, %v", l, ok)
	}
	c := e.Clone()
	if _, err := c.Exec("A = 8:1"); err != nil {
		t.Fatal(err)
	}
	if v, _ := e.Lookup("A"); v.String() != "(4,3):(1,4)" {
		t.Fatalf("Clone shares variables: A = %s", v)
	}
	e.Reset()
	if _, ok := e.Lookup("A"); ok {
		t.Fatal("Reset kept A")
	}
	if res, err := e.Exec("  # nothing"); err != nil || res.Value != nil {
		t.Fatalf("comment: %+v %v", res, err)
	}
	if _, ok := (TupleValue{}).Layout(); ok {
		t.Fatal("a tuple has no layout")
	}

	l, err = ParseLayout(" (2,(1,6)) : (1,(6,2)) ")
	if err != nil || l.String() != "(2,(1,6)):(1,(6,2))" {
		t.Fatalf("ParseLayout: %v %v", l, err)
	}
	if _, err := ParseLayout("(2,3)"); err == nil || !strings.Contains(err.Error(), "expected a layout, got tuple") {
		t.Fatalf("ParseLayout of a tuple: %v", err)
	}
}

func TestExecBlock(t *testing.T) {
	src := "A = (4,3):(1,4)\n\n# comment\nsize(A)\nnope(A)\r\ncoalesce(A)\n"
	rs := NewEnv().ExecBlock(src)
	if len(rs) != 4 {
		t.Fatalf("%d results, want 4: %+v", len(rs), rs)
	}
	want := []struct {
		line int
		text string
		err  string
	}{{1, "", ""}, {4, "12", ""}, {5, "", "unknown function nope"}, {6, "12:1", ""}}
	for i, w := range want {
		r := rs[i]
		if r.Line != w.line || r.Result.Text != w.text {
			t.Errorf("result %d: line %d text %q, want %d %q", i, r.Line, r.Result.Text, w.line, w.text)
		}
		if (r.Err == nil) != (w.err == "") || r.Err != nil && !strings.HasPrefix(r.Err.Msg, w.err) {
			t.Errorf("result %d: err %v, want %q", i, r.Err, w.err)
		}
	}
	if rs[2].Input != "nope(A)" {
		t.Errorf("input %q keeps the CR", rs[2].Input)
	}
}

func TestCompare(t *testing.T) {
	e := NewEnv()
	v := func(s string) Value {
		t.Helper()
		x, err := e.Eval(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	for _, tt := range []struct {
		a, b string
		want Match
	}{
		{"12:1", "coalesce((2,(1,6)):(1,(6,2)))", Identical},
		{"(2,6):(1,2)", "12:1", Equivalent},
		{"(2,(1,6)):(1,(6,2))", "12:1", Equivalent},
		{"12:2", "12:1", Different},
		{"6:1", "12:1", Different},
		{"(24)", "24", Different},
		{"24", "24", Identical},
		{"12:1", "12", Different},
	} {
		got, err := Compare(v(tt.a), v(tt.b))
		if err != nil || got != tt.want {
			t.Errorf("Compare(%s, %s) = %v, %v; want %v", tt.a, tt.b, got, err, tt.want)
		}
	}
	big := v("(1024,2048):(1,1024)")
	big2 := v("2097152:1")
	if _, err := Compare(big, big2); err == nil {
		t.Error("Compare of 2^21 elements was not refused")
	}
	if ok, err := SameFunction(v("(2,2):(2,1)").(LayoutValue).L, v("4:1").(LayoutValue).L); ok || err != nil {
		t.Errorf("SameFunction((2,2):(2,1), 4:1) = %v, %v", ok, err)
	}
}

// TestDocsListEveryFunction keeps docs/eval.md in step with the functions.
func TestDocsListEveryFunction(t *testing.T) {
	doc, err := os.ReadFile("../../docs/eval.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range Builtins() {
		if !strings.Contains(string(doc), "`"+f.Name+"(") && !strings.Contains(string(doc), "`"+f.Name+"<") {
			t.Errorf("docs/eval.md does not document %s", f.Name)
		}
	}
}

// TestExecRecovers: a panic below Exec (an engine bug) becomes an error.
func TestExecRecovers(t *testing.T) {
	builtins["panic_for_test"] = &builtin{sig: "panic_for_test()", max: 0, fn: func(*callCtx) (Value, error) { panic("boom") }}
	defer delete(builtins, "panic_for_test")
	e := NewEnv()
	_, err := e.Exec("panic_for_test()")
	if err == nil || !strings.Contains(err.Error(), "internal error: boom") {
		t.Fatalf("Exec = %v, want an internal error", err)
	}
	if res, err := e.Exec("size(8:1)"); err != nil || res.Text != "8" {
		t.Fatalf("after a recovered panic: %v %v", res, err)
	}
}

func TestPrintLayoutKeepsLayout(t *testing.T) {
	res, err := NewEnv().Exec("print_layout((2,2):(1,2))")
	if err != nil {
		t.Fatal(err)
	}
	if l, ok := res.Value.Layout(); !ok || l.String() != "(2,2):(1,2)" || res.Value.Kind() != KindText {
		t.Fatalf("print_layout value: %v %v %v", res.Value.Kind(), l, ok)
	}
}

func TestExtraFunctions(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"upcast<2>((4,8):(1,4))", "(2,8):(1,2)"},
		{"downcast<2>((2,8):(1,2))", "(4,8):(1,4)"},
		{"max_common_vector((8,4):(1,8), (8,4):(1,16))", "8"},
		{"max_common_layout((4,8):(1,4), (4,8):(1,4))", "32:1"},
		{"nullspace((4,(2,3)):(0,(1,0)))", "(4,3):(1,8)"},
		{"tile_to_shape((2,2):(1,2), (4,6))", "((2,2),(2,3)):((1,4),(2,8))"},
	} {
		got, err := run(t, c.in)
		if err != nil || got != c.want {
			t.Errorf("%s = %q, %v; want %s", c.in, got, err, c.want)
		}
	}
}
