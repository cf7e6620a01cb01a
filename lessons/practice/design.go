package practice

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
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
	tm, tn, m int // tileDesign: TM×TN tiles of a column-major A with M rows
}

// verdict judges got: Correct when judge accepts it, else Wrong with
// judge's reason.
func (d *design) verdict(v grade.Verdict, env *eval.Env, got eval.Value) grade.Verdict {
	ok, why := d.judge(env, got)
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
			"A tiler divides mode by mode: the first mode of B cuts the rows, the second the columns.",
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
func (d *design) judge(env *eval.Env, got eval.Value) (bool, string) {
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
