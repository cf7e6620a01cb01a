package practice

import (
	"fmt"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

// genTV practises the thread-value lesson: a thread layout (m-major, or
// n-major from level 3) and a value layout (values down the rows, or
// from level 4 along the columns); raked (or, at level 5, blocked)
// product. Odd levels ask who owns an element (raked_product gives
// thread + T·value, split in (T,V)), even levels which element a
// thread's value is (the right inverse, the TV layout). The setup binds
// mn (the product) and TV (its right inverse).
func genTV(d *draw) (*Exercise, error) {
	tm, tn := d.pick(2, 4, 8), d.pick(2, 4)
	v := d.pick(2, 4)
	thr := fmt.Sprintf("(%d,%d):(1,%d)", tm, tn, tm)
	if d.level >= 3 && d.chance(0.5) {
		thr = fmt.Sprintf("(%d,%d):(%d,1)", tm, tn, tn)
	}
	val, m, n := fmt.Sprintf("(%d,1):(1,0)", v), tm*v, tn
	if d.level >= 4 && d.chance(0.5) {
		val, m, n = fmt.Sprintf("(1,%d):(0,1)", v), tm, tn*v
	}
	prod := "raked_product"
	if d.level == 5 && d.chance(0.5) {
		prod = "blocked_product"
	}
	nt := tm * tn
	setup := []string{
		fmt.Sprintf("mn = %s(%s, %s)", prod, thr, val),
		"TV = right_inverse(mn)",
	}
	var stmt, q string
	var hints []string
	if d.level%2 == 1 {
		r, c := d.r.IntN(m), d.r.IntN(n)
		stmt = fmt.Sprintf("idx2crd(mn(%d,%d), (%d,%d))", r, c, nt, v)
		q = fmt.Sprintf("Threads %s, values %s, %s over a %d×%d tile. Which (thread, value) owns element (%d,%d)?", thr, val, prod, m, n, r, c)
		hints = []string{
			fmt.Sprintf("mn maps an element (m,n) to thread + %d·value: evaluate it at (%d,%d).", nt, r, c),
			fmt.Sprintf("Split the result in (%d,%d): idx2crd gives (thread, value).", nt, v),
		}
	} else {
		t, w := d.r.IntN(nt), d.r.IntN(v)
		stmt = fmt.Sprintf("idx2crd(TV(%d+%d*%d), (%d,%d))", t, nt, w, m, n)
		q = fmt.Sprintf("Threads %s, values %s, %s over a %d×%d tile. Which element (m,n) is thread %d's value %d?", thr, val, prod, m, n, t, w)
		hints = []string{
			"TV = right_inverse(mn) maps the 1-D index thread + T·value to the element's column-major index.",
			fmt.Sprintf("Thread %d, value %d is index %d + %d·%d = %d of TV.", t, w, t, nt, w, t+nt*w),
			fmt.Sprintf("idx2crd in (%d,%d) turns the element index into (m,n).", m, n),
		}
	}
	if d.level >= 3 {
		hints = append([]string{fmt.Sprintf("The thread layout %s puts thread t at its coordinate in (%d,%d) (m-major: t mod %d down, t / %d across; n-major: the other way round).", thr, tm, tn, tm, tm)}, hints...)
	}
	if d.level == 5 {
		hints = append(hints, fmt.Sprintf("%s of a %d×%d thread tile: raked puts a thread's values next to each other (one vector); blocked puts them a whole %d×%d thread-tile apart.", prod, tm, tn, tm, tn))
	}
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	for _, s := range setup {
		if _, err := env.Exec(s); err != nil {
			return nil, err
		}
	}
	// The product must be a bijection onto the tile for the question to
	// make sense: TV covers every element once.
	if sz, err := env.Eval("size(TV)"); err != nil || sz.String() != fmt.Sprint(m*n) {
		return nil, errRedraw
	}
	want, err := env.Eval(stmt)
	if err != nil {
		return nil, errRedraw
	}
	// The statement (idx2crd of TV or mn) is the way to the answer: not shown.
	return &Exercise{Question: q, Setup: setup, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}
