package practice

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model"
	"github.com/cutetui/cutetui/lessons/grade"
)

// design is a design exercise: "find B so that …". Many values are
// right; judge runs the learner's value through the engine (after the
// exercise's setup, in env) and says whether it does what was asked,
// and if not, what it does instead.
//
// It is plain data (the exercise's parameters), so that an exercise
// drawn twice from one seed compares equal.
type design struct {
	tm, tn, m int            // tileDesign: TM×TN tiles of a column-major A with M rows
	sw        *swizzleDesign // or a swizzle that makes a read conflict-free
	cp        *copyDesign    // or a value layout for a TiledCopy
	tma       *tmaDesign     // or the GMMA atom of a stage one TMA box loads
}

// verdict judges got: Correct when judge accepts it, else Wrong with
// judge's reason.
func (d *design) verdict(v grade.Verdict, env *eval.Env, got value.Value) grade.Verdict {
	judge := d.judge
	if d.sw != nil {
		judge = d.sw.judge
	}
	if d.cp != nil {
		judge = d.cp.judge
	}
	if d.tma != nil {
		judge = d.tma.judge
	}
	ok, why := judge(env, got)
	if ok {
		v.Outcome, v.Message = grade.Correct, "Correct: "+why
		return v
	}
	v.Outcome, v.Message = grade.Wrong, why
	return v
}

// genTileDesign asks for a tiler: A is an M×N column-major matrix; find
// B so that zipped_divide(A, B) cuts it into TM×TN tiles of contiguous
// rows and columns. Any B whose first mode is exactly the top-left TM×TN
// block of A (as a set of offsets, walked rows first) is right: the
// shape (TM,TN), the tiler <TM:1,TN:1>, a layout whose modes are those.
func genTileDesign(d *draw) (*Exercise, error) {
	tm, tn := d.pick(2, 4, 8, 16), d.pick(2, 4, 8)
	if tm == tn {
		tn *= 2 // a non-square tile, so (TN,TM) is wrong
	}
	m, n := tm*d.between(2, 4), tn*d.between(2, 4)
	a := fmt.Sprintf("(%d,%d):(1,%d)", m, n, m)
	rows, cols := m/tm, n/tn
	want := engine.Ints(tm, tn)
	return &Exercise{
		Question:  fmt.Sprintf("Design: write a tiler B so that zipped_divide(A, B) cuts A into %d×%d tiles (rows 0–%d and columns 0–%d in the first tile).", tm, tn, tm-1, tn-1),
		Setup:     []string{"A = " + a},
		Statement: fmt.Sprintf("A = %s, a %d×%d column-major matrix; zipped_divide(A, B) = ((tile),(rest))", a, m, n),
		Answer:    want.String(),
		Hints: []string{
			fmt.Sprintf("A tiler divides mode by mode: the first mode of B cuts A's %d rows, the second its %d columns.", m, n),
			"A shape (a, b) is the tiler <a:1, b:1>: the first a rows and the first b columns.",
			fmt.Sprintf("The tile must have %d rows: B's first mode takes %d of A's %d rows, leaving %d tiles down.", tm, tm, m, rows),
			fmt.Sprintf("And %d columns: B's second mode takes %d of A's %d columns, leaving %d tiles across.", tn, tn, n, cols),
			fmt.Sprintf("zipped_divide then gathers the tile parts first: ((%d,%d),(%d,%d)).", tm, tn, rows, cols),
			fmt.Sprintf("(%d,%d) takes %d rows and %d columns; (%d,%d) would take them the other way round.", tm, tn, tm, tn, tn, tm),
		},
		want:   tupleValue(want),
		design: &design{tm: tm, tn: tn, m: m},
	}, nil
}

// judge runs zipped_divide(A, got) and accepts it when its first tile is
// exactly rows 0..TM-1 and columns 0..TN-1 of A, walked rows first.
func (d *design) judge(env *eval.Env, got value.Value) (bool, string) {
	tm, tn, m := d.tm, d.tn, d.m
	zd, err := env.Eval(fmt.Sprintf("zipped_divide(A, %s)", got))
	if err != nil {
		return false, "zipped_divide(A, " + got.String() + ") is refused: " + err.Error()
	}
	l, ok := zd.Layout()
	if !ok {
		return false, "zipped_divide(A, " + got.String() + ") is not a layout"
	}
	tile, err := l.Mode(0)
	if err != nil {
		return false, err.Error()
	}
	s0, err0 := tile.Mode(0)
	s1, err1 := tile.Mode(1)
	if tile.Rank() != 2 || err0 != nil || err1 != nil || s0.Size() != tm || s1.Size() != tn {
		return false, fmt.Sprintf("its tiles are %s: want %d×%d (rank 2, %d elements)", tile, tm, tn, tm*tn)
	}
	for r := 0; r < tm; r++ {
		for c := 0; c < tn; c++ {
			x, err := tile.Eval(engine.Ints(r, c))
			if err != nil || x != r+c*m {
				return false, fmt.Sprintf("its first tile %s is not rows 0–%d and columns 0–%d of A: at (%d,%d) it holds %d, where A(%d,%d) = %d", tile, tm-1, tn-1, r, c, x, r, c, r+c*m)
			}
		}
	}
	return true, fmt.Sprintf("zipped_divide(A, %s) = %s: %d×%d tiles, %d of them.", got, zd, tm, tn, l.Size()/(tm*tn))
}

// swizzleDesign asks for a swizzle that makes a 16-byte read of a
// row-major 8-row tile conflict-free; judged by the bank model
// (bank_conflicts): any Sw<B,M,S> under which the read has no bank
// conflicts and that stays inside the tile is right.
type swizzleDesign struct {
	smem, atom, thr string // eval text of the tile, the copy atom, the thread layout
	cosize          int
}

// genSwizzleDesign draws the tile: 16- or 32-bit elements, rows of 64 or
// 128 bytes, thread t reading row t mod 8 and the 16-byte chunk t/8.
func genSwizzleDesign(d *draw) (*Exercise, error) {
	elemBytes := d.pick(2, 4)
	rowBytes := d.pick(64, 128)
	cols := rowBytes / elemBytes
	v := 16 / elemBytes
	typ := map[int]string{2: "half_t", 4: "float"}[elemBytes]
	sw := &swizzleDesign{
		smem:   fmt.Sprintf("(8,%d):(%d,1)", cols, cols),
		atom:   fmt.Sprintf("Copy_Atom<UniversalCopy<uint128_t>, %s>{}", typ),
		thr:    fmt.Sprintf("((8,4),%d):((1,%d),8)", v, 8*v),
		cosize: 8 * cols,
	}
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	found, err := env.Eval(fmt.Sprintf("find_swizzle(%s, %s, %s)", sw.smem, sw.atom, sw.thr))
	if err != nil {
		return nil, errRedraw
	}
	first := swizzleRE.FindString(found.String())
	want, err := env.Eval(first)
	if err != nil || first == "" {
		return nil, errRedraw
	}
	return &Exercise{
		Question:  fmt.Sprintf("Design: which swizzle Sw<B,M,S> makes this read conflict-free? (A %d-byte row of %d %s values; thread t reads row t mod 8, 16 bytes at chunk t/8.)", rowBytes, cols, typ),
		Setup:     []string{"S = " + sw.smem, "T = " + sw.thr},
		Statement: fmt.Sprintf("bank_conflicts(Sw<B,M,S> o S, %s, T) with no bank conflicts", sw.atom),
		Answer:    want.String(),
		Hints: []string{
			"A 16-byte access is served in phases of 8 threads; here a phase reads one chunk column of 8 rows, which without a swizzle all fall in the same 4 banks.",
			fmt.Sprintf("M: the vector must stay whole — 16 bytes hold %d values, so M = %d.", v, log2(v)),
			fmt.Sprintf("B: a row has %d 16-byte chunks, so at most B = %d bits of chunk can be permuted.", rowBytes/16, log2(rowBytes/16)),
			fmt.Sprintf("S: the bits XOR-ed in should count 128-byte lines: 128 bytes are %d values, bit %d = M + S.", 128/elemBytes, log2(128/elemBytes)),
		},
		want:   want,
		design: &design{sw: sw},
	}, nil
}

var swizzleRE = regexp.MustCompile(`Sw<-?\d+,-?\d+,-?\d+>`)

func log2(n int) int {
	l := 0
	for n > 1 {
		n >>= 1
		l++
	}
	return l
}

// judgeSwizzle accepts a swizzle under which the read has no bank
// conflicts and which maps the tile into itself.
func (s *swizzleDesign) judge(env *eval.Env, got value.Value) (bool, string) {
	w, ok := got.(value.SwizzleValue)
	if !ok {
		return false, "write a swizzle, Sw<B,M,S>"
	}
	if span := 1 << (w.S.B() + w.S.M() + abs(w.S.S())); span > s.cosize {
		return false, fmt.Sprintf("%s reaches bit %d, past the tile's %d elements: it would move elements out of the tile", w, w.S.B()+w.S.M()+abs(w.S.S())-1, s.cosize)
	}
	r, err := env.Eval(fmt.Sprintf("bank_conflicts(%s o S, %s, T)", w, s.atom))
	if err != nil {
		return false, err.Error()
	}
	first := strings.SplitN(r.String(), "\n", 2)[0]
	if !strings.Contains(first, " 0 bank conflicts") {
		return false, fmt.Sprintf("with %s the read still conflicts: %s", w, first)
	}
	return true, fmt.Sprintf("with %s: %s", w, first)
}

// copyDesign asks for a value layout: with the given thread layout, the
// TiledCopy must cover an M×N row-major tile with each thread moving V
// contiguous elements (one 128-bit vector of halves).
type copyDesign struct {
	m, n, v int // the tile and the values per thread
}

// genCopyDesign draws a row-major thread layout of rows × (N/8) threads.
func genCopyDesign(d *draw) (*Exercise, error) {
	tc := d.pick(4, 8)
	tr := 256 / tc / d.pick(1, 2, 4)
	cd := &copyDesign{m: tr, n: tc * 8, v: 8}
	thr := fmt.Sprintf("Layout<Shape<_%d,_%d>,Stride<_%d,_1>>{}", tr, tc, tc)
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	want, err := env.Eval("Layout<Shape<_1,_8>>{}")
	if err != nil {
		return nil, err
	}
	return &Exercise{
		Question:  fmt.Sprintf("Design: %d threads in a row-major %d×%d layout copy a %d×%d row-major tile of halves. Write the value layout V so that each thread moves 8 contiguous halves (one 128-bit load) and make_tiled_copy(atom, thr, V) covers the tile.", tr*tc, tr, tc, cd.m, cd.n),
		Setup:     []string{"atom = Copy_Atom<UniversalCopy<uint128_t>, half_t>{}", "thr = " + thr},
		Statement: fmt.Sprintf("make_tiled_copy(atom, thr, V) over (%d,%d):(%d,1)", cd.m, cd.n, cd.n),
		Answer:    want.String(),
		Hints: []string{
			fmt.Sprintf("The tile is (thread rows · value rows, thread columns · value columns): %d×%d threads, and %d×%d to cover.", tr, tc, cd.m, cd.n),
			fmt.Sprintf("The rows are already %d threads: one value row. The columns need %d / %d = 8 values.", cd.m, cd.n, tc),
			"Row-major: contiguous halves run along a row, so the 8 values go along the columns: shape (1,8).",
		},
		want:   want,
		design: &design{cp: cd},
	}, nil
}

// judge builds the TiledCopy with got as the value layout and checks
// its tile and that every thread's values are contiguous in the
// row-major tile.
func (c *copyDesign) judge(env *eval.Env, got value.Value) (bool, string) {
	if _, ok := got.Layout(); !ok {
		return false, "write a layout for the values, e.g. (a,b):(s,t)"
	}
	if _, err := env.Exec(fmt.Sprintf("cp = make_tiled_copy(atom, thr, %s)", got)); err != nil {
		return false, err.Error()
	}
	tv, err := env.Eval("get_layoutS_TV(cp)")
	if err != nil {
		return false, err.Error()
	}
	l, _ := tv.Layout()
	m0, _ := env.Eval("tile_size<0>(cp)")
	m1, _ := env.Eval("tile_size<1>(cp)")
	if m0.String() != fmt.Sprint(c.m) || m1.String() != fmt.Sprint(c.n) {
		return false, fmt.Sprintf("that TiledCopy covers %s×%s, not the %d×%d tile", m0, m1, c.m, c.n)
	}
	t0, err0 := l.Mode(0)
	v0, err1 := l.Mode(1)
	if err0 != nil || err1 != nil || v0.Size() != c.v {
		return false, fmt.Sprintf("each thread moves %d values (%s); a 128-bit load of halves is 8", v0.Size(), v0)
	}
	for t := 0; t < t0.Size(); t++ {
		first := -1
		for v := 0; v < c.v; v++ {
			i, err := l.Eval(engine.Ints(t, v))
			if err != nil {
				return false, err.Error()
			}
			off := (i%c.m)*c.n + i/c.m // row-major offset of (row, column)
			if v == 0 {
				first = off
			} else if off != first+v {
				return false, fmt.Sprintf("thread %d's value %d is at row-major offset %d, not %d: its values are not contiguous", t, v, off, first+v)
			}
		}
	}
	return true, fmt.Sprintf("every thread moves 8 contiguous halves of the %d×%d tile.", c.m, c.n)
}
