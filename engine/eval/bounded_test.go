package eval

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/cutetui/cutetui/internal/budget"
)

// The bounds every statement keeps (issue 17): an error or an answer, in
// at most boundedAlloc bytes allocated by the whole run of statements.
// The clock is only a generous guard; allocation is the tight bound.
const (
	boundedAlloc = 400 << 20
	boundedGuard = 30 * time.Second
)

// runBounded runs stmts in one Env and fails t if they allocate more than
// boundedAlloc bytes in all (runtime.MemStats.TotalAlloc, which counts
// every allocation, freed or not) or run past boundedGuard. It returns the
// last statement's result and error.
func runBounded(t *testing.T, stmts ...string) (Result, error) {
	t.Helper()
	runtime.GC()
	e := NewEnv()
	var res Result
	var err error
	n, took := budget.Measure(func() {
		for _, s := range stmts {
			res, err = e.exec(s) // exec does not recover: a panic fails the test
		}
	})
	if n > boundedAlloc {
		t.Errorf("allocated %d MB (the bound is %d MB)", n>>20, boundedAlloc>>20)
	}
	if took > boundedGuard {
		t.Errorf("took %v", took)
	}
	return res, err
}

// repeat is stmt n times.
func repeat(stmt string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = stmt
	}
	return out
}

// wantError checks that err is an *Error at column pos (0-based; -1 for
// any) whose message holds msg.
func wantError(t *testing.T, err error, pos int, msg string) {
	t.Helper()
	e, ok := err.(*Error)
	if !ok || (pos >= 0 && e.Pos != pos) || !strings.Contains(e.Msg, msg) || strings.Contains(e.Msg, "internal error") {
		t.Fatalf("got %v (%T); want column %d: %s", err, err, pos+1, msg)
	}
}

// TestComposedChainsAreCounted: every node of a composed layout's chain
// counts toward MaxValue, so doubling a chain through composition or
// make_composed_layout is refused once it is too large, instead of a Go
// stack overflow (composition of a chain with itself 19 times) or an
// exponential walk (a chain shared 2^40 times over).
func TestComposedChainsAreCounted(t *testing.T) {
	t.Run("composition of a chain with itself", func(t *testing.T) {
		stmts := []string{"C = make_composed_layout(Sw<1,1,1>{}, 0, 8:1)", "C = make_composed_layout(C, 0, 8:1)"}
		stmts = append(stmts, repeat("C = composition(C, C)", 19)...)
		_, err := runBounded(t, stmts...)
		wantError(t, err, 4, "value too large")
	})
	t.Run("a chain made of itself", func(t *testing.T) {
		stmts := append([]string{"C = Sw<1,1,1> o 1 o 8:1"}, repeat("C = make_composed_layout(C, 1, C)", 40)...)
		_, err := runBounded(t, stmts...)
		wantError(t, err, 4, "value too large")
		// C keeps the last value that was small enough; using it is quick.
		for _, use := range []string{"C(3)", "C", "size(C)"} {
			runBounded(t, append(stmts, use)...)
		}
	})
	t.Run("a chain below the limit still works", func(t *testing.T) {
		stmts := append([]string{"C = Sw<1,1,1> o 1 o 8:1"}, repeat("C = make_composed_layout(C, 1, C)", 4)...)
		res, err := runBounded(t, append(stmts, "C(3)")...)
		if err != nil || res.Text == "" {
			t.Fatalf("C(3): %q, %v", res.Text, err)
		}
	})
}

// TestCoordinatePartitionsAreBounded: partitioning a coordinate tensor
// probes a few threads per leaf of the thread layout, not every thread
// (2^30 threads once took 23.7 GB; a TiledCopy of a nested coordinate
// tensor 4,096 probes and seconds), and gives C++'s answer.
func TestCoordinatePartitionsAreBounded(t *testing.T) {
	res, err := runBounded(t,
		"M = make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_1073741824,_16,_1>>{})",
		"M.get_slice(17).partition_C(make_identity_tensor(make_shape(Int<128>{},Int<128>{})))")
	if err != nil || res.Text != "ArithTuple(17,0) o (1,1,8):(0,0,16@1)" {
		t.Errorf("partition_C: %q, %v", res.Text, err)
	}
	shape := "make_shape(Int<64>{},Int<2>{}),make_shape(Int<64>{},Int<2>{})" + strings.Repeat(",Int<2>{}", 30)
	res, err = runBounded(t,
		"copy = make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, float>{}, Layout<Shape<_64,_64>>{}, Layout<Shape<_1,_1>>{})",
		"copy.get_slice(5).partition_S(make_identity_tensor(make_shape("+shape+")))")
	if err != nil || !strings.HasPrefix(res.Text, "ArithTuple((5,0),(0,0),0,") {
		t.Errorf("partition_S: %q, %v", res.Text, err)
	}
}

// TestWorkBudget: a statement past its step budget fails with a
// positioned error, and every charge after it fails too; a statement
// under a context that is done stops at once.
func TestWorkBudget(t *testing.T) {
	var w work
	w.start(context.Background())
	if err := w.charge(MaxSteps, 3); err != nil {
		t.Fatalf("the whole budget: %v", err)
	}
	err := w.charge(1, 7)
	wantError(t, err, 7, "this statement needs more than 4194304 steps")
	if w.charge(0, 9) != err {
		t.Errorf("a charge after the budget is spent does not fail")
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	e := NewEnv()
	if _, err := e.ExecContext(ctx, "make_layout(make_shape(2,3))"); err == nil || !strings.Contains(err.Error(), "stopped: context canceled") {
		t.Errorf("under a cancelled context: %v", err)
	}
	lrs := e.ExecBlockContext(ctx, "A = 2:1\nA")
	if len(lrs) != 2 || lrs[0].Err == nil || lrs[1].Err == nil {
		t.Errorf("ExecBlockContext under a cancelled context: %+v", lrs)
	}
	// The budget is the statement's own: the Env works again without ctx.
	if res, err := e.Exec("make_layout(make_shape(2,3))"); err != nil || res.Text != "(2,3):(1,2)" {
		t.Errorf("after the cancelled statement: %q, %v", res.Text, err)
	}
}

// TestLongStatementsAreLinear: a statement's columns and messages are
// found without walking the statement again at every node (a 64 KB
// `1-1-1-…` took seconds; `(8:1)` followed by `(_)` 21,800 times rebuilt
// the text of the chain at every call and ran for minutes).
func TestLongStatementsAreLinear(t *testing.T) {
	res, err := runBounded(t, "1"+strings.Repeat("-1", 32000))
	if err != nil || res.Text != "-31999" {
		t.Errorf("1-1-…: %q, %v", res.Text, err)
	}
	res, err = runBounded(t, "(8:1)"+strings.Repeat("(_)", 21800))
	if err != nil || res.Text != "8:1" {
		t.Errorf("(8:1)(_)…: %q, %v", res.Text, err)
	}
	_, err = runBounded(t, "(8:1)"+strings.Repeat("(_)", 20000)+"()")
	wantError(t, err, 60006, "a coordinate is needed")
	_, err = runBounded(t, strings.Repeat("1-", 30000)+"(8:1)")
	wantError(t, err, -1, "")
}

// TestAddressesAreChecked: moving a pointer past 64 bits or below 0 is an
// error, never a wrapped address (once gmem_ptr[32b](0x-8000000000000000),
// (nil) for a uint128_t pointer).
func TestAddressesAreChecked(t *testing.T) {
	for _, c := range []struct{ stmt, msg string }{
		{"domain_offset(1, make_tensor(make_gmem_ptr<float>(9223372036854775800), 8:2))", "is outside 0 to 2^63-1"},
		{"domain_offset(2, make_tensor(make_gmem_ptr<float>(8), 8:-4))", "is outside 0 to 2^63-1"},
		{"domain_offset(1, make_tensor(make_gmem_ptr<uint128_t>(16), 8:144115188075855872))", "overflows 64 bits"},
	} {
		_, err := runBounded(t, c.stmt)
		wantError(t, err, -1, c.msg)
	}
	// Within range the pointer moves as C++ moves it.
	res, err := runBounded(t, "domain_offset(1, make_tensor(make_gmem_ptr<float>(16), 8:-1))")
	if err != nil || res.Text != "gmem_ptr[32b](0xc) o 8:-1" {
		t.Errorf("domain_offset: %q, %v", res.Text, err)
	}
}

// TestPicturesAreEstimated: print_svg, print_latex and print_latex_tv
// refuse a picture too large before drawing it (print_svg once built 56.7
// MB of text, 273 MB at peak, first; print_latex of a TiledCopy 11.9 MB),
// and the bound is below the text of a picture that fits.
func TestPicturesAreEstimated(t *testing.T) {
	for _, s := range []string{
		"print_svg(make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_256,_256,_1>>{}))",
		"print_svg(make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_1073741824,_1073741824,_1>>{}))",
		"print_latex(make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_256,_256,_1>>{}))",
		"print_latex(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, float>{}, Layout<Shape<_256,_256>>{}, Layout<Shape<_1,_1>>{}))",
		"print_latex_tv(make_identity_tensor(make_shape(1024,1024)), make_shape(1024,1024))",
	} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := NewEnv().Exec(s)
		runtime.ReadMemStats(&after)
		wantError(t, err, -1, "the picture would take more than")
		if n := after.TotalAlloc - before.TotalAlloc; n > 4<<20 {
			t.Errorf("%s: refusing allocated %d bytes", s, n)
		}
	}
	for _, c := range []struct {
		stmt    string
		perCell int
		cells   int
	}{
		{"print_svg(make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_16,_16,_1>>{}))", svgCellBytes, 16*16 + 16 + 16},
		{"print_latex(make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_16,_16,_1>>{}))", latexTVCellBytes, 16*16 + 16 + 16},
		{"print_latex(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, float>{}, Layout<Shape<_16,_16>>{}, Layout<Shape<_1,_1>>{}))", latexTVCellBytes, 2 * 16 * 16},
		{"print_latex_tv(make_identity_tensor(make_shape(16,16)), make_shape(16,16))", latexTVCellBytes, 16 * 16},
	} {
		res, err := runBounded(t, c.stmt)
		if err != nil {
			t.Fatal(err)
		}
		if b := c.cells * c.perCell; b > len(res.Text) {
			t.Errorf("%s: the bound %d is above the %d bytes printed", c.stmt, b, len(res.Text))
		}
	}
}

// TestByteOrderMark: a BOM before the first statement is skipped, its
// bytes still counted in the columns; a line of only a BOM and a comment
// is blank.
func TestByteOrderMark(t *testing.T) {
	lrs := NewEnv().ExecBlock("\ufeffA = (2,3):(1,2)\nA(x)")
	if len(lrs) != 2 || lrs[0].Err != nil {
		t.Fatalf("%+v", lrs)
	}
	if lrs[1].Err == nil || lrs[1].Err.Pos != 2 {
		t.Errorf("A(x): %v", lrs[1].Err)
	}
	_, err := NewEnv().Exec("\ufeffB(1)")
	wantError(t, err, 3, "unknown function B")
	if !IsBlank("\ufeff# a comment") {
		t.Errorf("a BOM and a comment is not blank")
	}
}

// TestErrorsEscapeControlCharacters: no error message carries a control
// character of the statement (an escape sequence would reach the
// terminal); they are quoted.
func TestErrorsEscapeControlCharacters(t *testing.T) {
	for _, s := range []string{"make_layout(\x1b[31m)", "A\x07", "(2,3):(1,\x00)", "\x1b]11;?\x07", "Sw<1,2,\x1b>", "x = \u202e1", "\x9b31m"} {
		_, err := NewEnv().Exec(s)
		if err == nil {
			t.Errorf("%q: no error", s)
			continue
		}
		if hasControl(err.Error()) {
			t.Errorf("%q: the message %q holds a control character", s, err)
		}
	}
}

// hasControl reports whether s holds a C0 or C1 control character or DEL.
func hasControl(s string) bool {
	for _, r := range s {
		if r < 0x20 && r != '\n' || r == 0x7f || r >= 0x80 && r < 0xa0 {
			return true
		}
	}
	return false
}

// TestTablesChargeTheBudget: a table of a layout charges its cells times
// the nodes each walks before drawing: a 256×256 table of a layout padded
// with 1,900 unit modes (once 4.5 s for print_layout, 3.9 s for
// print_latex) is refused at once, and an ordinary 256×256 table drawn.
func TestTablesChargeTheBudget(t *testing.T) {
	ones, zeros := strings.Repeat(",1", 1900), strings.Repeat(",0", 1900)
	padded := "((256" + ones + "),256):((1" + zeros + "),256)"
	for _, f := range []string{"print_layout", "print_latex"} {
		_, err := runBounded(t, f+"("+padded+")")
		wantError(t, err, 0, "this statement needs more than 4194304 steps")
	}
	res, err := runBounded(t, "print_layout((256,256):(256,1))")
	if err != nil || !strings.Contains(res.Text, "65535") {
		t.Errorf("print_layout of 256×256: %v", err)
	}
}

// TestHugeLayoutIsCheap: the engine's part of a pane showing a layout of
// 2^60 elements (the grid once allocated for every row and column) is an
// answer or a refusal at once.
func TestHugeLayoutIsCheap(t *testing.T) {
	res, err := runBounded(t, "make_layout(make_shape(1073741824,1073741824))")
	if err != nil || res.Text != "(1073741824,1073741824):(1,1073741824)" {
		t.Errorf("make_layout: %q, %v", res.Text, err)
	}
	_, err = runBounded(t, "print_layout(make_layout(make_shape(1073741824,1073741824)))")
	wantError(t, err, 13, "table too large")
}

// stopLater is a context that is done from its n-th look on.
type stopLater struct {
	context.Context
	n int
}

func (c *stopLater) Err() error {
	if c.n--; c.n <= 0 {
		return context.Canceled
	}
	return nil
}

// TestContextStopsAStatementUnderWay: a statement looks at its context as
// it works (every 1024 steps), so one already running stops once the
// context is done, not only at its start.
func TestContextStopsAStatementUnderWay(t *testing.T) {
	long := "1" + strings.Repeat("+1", 5000) // 10,001 nodes
	ctx := &stopLater{Context: context.Background(), n: 3}
	_, err := NewEnv().ExecContext(ctx, long)
	wantError(t, err, -1, "this statement was stopped: context canceled")
	if ctx.n > 0 {
		t.Errorf("the context was looked at %d times, want 3", 3-ctx.n)
	}
	res, err := NewEnv().ExecContext(&stopLater{Context: context.Background(), n: 1 << 30}, long)
	if err != nil || res.Text != "5001" {
		t.Errorf("under a context never done: %q, %v", res.Text, err)
	}
	dead, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	_, err = NewEnv().ExecContext(dead, "2:1")
	wantError(t, err, 0, "this statement was stopped: context deadline exceeded")
}
