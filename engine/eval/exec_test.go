package eval

import (
	"os"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval/value"
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
	if _, ok := (value.TupleValue{}).Layout(); ok {
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
	v := func(s string) value.Value {
		t.Helper()
		x, err := e.Eval(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	for _, tt := range []struct {
		a, b string
		want value.Match
	}{
		{"12:1", "coalesce((2,(1,6)):(1,(6,2)))", value.Identical},
		{"(2,6):(1,2)", "12:1", value.Equivalent},
		{"(2,(1,6)):(1,(6,2))", "12:1", value.Equivalent},
		{"12:2", "12:1", value.Different},
		{"6:1", "12:1", value.Different},
		{"(24)", "24", value.Different},
		{"24", "24", value.Identical},
		{"12:1", "12", value.Different},
	} {
		got, err := value.Compare(v(tt.a), v(tt.b))
		if err != nil || got != tt.want {
			t.Errorf("Compare(%s, %s) = %v, %v; want %v", tt.a, tt.b, got, err, tt.want)
		}
	}
	big := v("(1024,2048):(1,1024)")
	big2 := v("2097152:1")
	if _, err := value.Compare(big, big2); err == nil {
		t.Error("Compare of 2^21 elements was not refused")
	}
	if ok, err := value.SameFunction(v("(2,2):(2,1)").(value.LayoutValue).L, v("4:1").(value.LayoutValue).L); ok || err != nil {
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
	lib := NewLibrary(Func{Name: "panic_for_test", Sig: "panic_for_test()", Fn: func(*Args) (value.Value, error) { panic("boom") }})
	e := NewEnv(WithLibrary(lib))
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
	if l, ok := res.Value.Layout(); !ok || l.String() != "(2,2):(1,2)" || res.Value.Kind() != value.KindText {
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
