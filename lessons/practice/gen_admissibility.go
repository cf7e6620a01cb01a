package practice

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

// genAdmissibility practises the admissibility lesson: levels 1–2 divide
// a shape by a number that left divides it (S / d, from level 2 also
// S % n), levels 3–5 compose a layout with a B that is admissible for
// its shape (Admissible), one mode at level 3, two modes (disjoint
// intervals of definition) from level 4. The hints walk the definitions:
// the division index, c, the induced factorization, the intervals.
func genAdmissibility(d *draw) (*Exercise, error) {
	rank := d.between(2, []int{0, 3, 3, 3, 3, 4}[d.level])
	shape := make([]int, rank)
	for i := range shape {
		shape[i] = d.pick(2, 3, 4, 6, 8)
	}
	if d.level <= 2 {
		return genShapeDivAdmissible(d, shape)
	}
	// A's strides: increasing and not compact, so no two modes coalesce.
	stride := make([]int, rank)
	next := 1
	for i := range stride {
		stride[i] = next + d.r.IntN(3)
		next = stride[i]*shape[i] + 1
	}
	modes := 1
	if d.level >= 4 {
		modes = 2
	}
	size := 1
	for _, s := range shape {
		size *= s
	}
	b := make([][2]int, modes)
	for k := range b {
		r := d.pick(1, 2, 3, 4, 6, 8, 12)
		if k > 0 {
			r = b[k-1][1] * b[k-1][0] * d.pick(1, 1, 2) // past the previous mode, so intervals can stay apart
		}
		b[k] = [2]int{d.pick(2, 3, 4), r}
	}
	if !Admissible(shape, b) || b[len(b)-1][0]*b[len(b)-1][1] > 4*size {
		return nil, errRedraw
	}
	a := tuple(shape) + ":" + tuple(stride)
	var bs string
	if modes == 1 {
		bs = fmt.Sprintf("%d:%d", b[0][0], b[0][1])
	} else {
		bs = fmt.Sprintf("(%d,%d):(%d,%d)", b[0][0], b[1][0], b[0][1], b[1][1])
	}
	stmt := fmt.Sprintf("composition(%s, %s)", a, bs)
	want, err := eval.NewEnv(eval.WithLibrary(model.Library())).Eval(stmt)
	if err != nil {
		return nil, errRedraw
	}
	ms := Factors(shape)
	var hints []string
	for _, m := range b {
		hints = append(hints, modeHints(ms, m[0], m[1])...)
	}
	if modes > 1 {
		var ivs []string
		for _, m := range b {
			if lo, hi, ok := Interval(shape, m[0], m[1]); ok {
				ivs = append(ivs, fmt.Sprintf("%d:%d → [%d,%d]", m[0], m[1], lo, hi))
			} else {
				ivs = append(ivs, fmt.Sprintf("%d:%d → ∅", m[0], m[1]))
			}
		}
		hints = append(hints, "Intervals of definition, inside [1, M') with M' the size without the last mode: "+strings.Join(ivs, ", ")+". Disjoint: the pair is admissible, and A ∘ B = (A ∘ B0, A ∘ B1).")
	}
	hints = append(hints, fmt.Sprintf("Each mode N:r gives shape (S / r) %% N with its 1s dropped, the cut mode's stride times c, the later modes' strides as they are: %s.", want))
	return &Exercise{
		Question:  "The pair is admissible. What is the composition A o B?",
		Statement: stmt,
		Expr:      stmt,
		Answer:    want.String(),
		Hints:     hints,
		want:      want,
	}, nil
}

// genShapeDivAdmissible asks for S / d with d left dividing S (and from
// level 2 sometimes (S / d) % n with the rest weakly left divisible by n).
func genShapeDivAdmissible(d *draw, shape []int) (*Exercise, error) {
	ms := Factors(shape)
	r := d.pick(2, 3, 4, 6, 8, 9, 12, 16, 24)
	if _, _, _, strong := LeftDivides(ms, r); !strong {
		return nil, errRedraw
	}
	stmt := fmt.Sprintf("shape_div(%s, %d)", tuple(shape), r)
	hints := divHints(ms, r)
	if d.level == 2 && d.chance(0.5) {
		n := d.pick(2, 3, 4, 6, 8)
		if _, _, weak, _ := LeftDivides(Induced(ms, r), n); !weak {
			return nil, errRedraw
		}
		stmt = fmt.Sprintf("shape_mod(shape_div(%s, %d), %d)", tuple(shape), r, n)
		hints = append(hints, fmt.Sprintf("Then keep %d: walk the result left to right, each mode keeping min(size, count) and dividing the count.", n))
	}
	want, err := eval.NewEnv(eval.WithLibrary(model.Library())).Eval(stmt)
	if err != nil {
		return nil, errRedraw
	}
	return &Exercise{
		Question:  "S / d in CuTe's notation: what does the statement give?",
		Statement: stmt,
		Expr:      stmt,
		Answer:    want.String(),
		Hints:     hints,
		want:      want,
	}, nil
}

// divHints says how d left divides the factorization ms.
func divHints(ms []int, d int) []string {
	i, c, _, _ := LeftDivides(ms, d)
	before := "nothing"
	if i > 0 {
		before = tuple(ms[:i])
	}
	h := fmt.Sprintf("Division index %d: the modes before it, %s, multiply to a divisor of %d, and c = %d", i, before, d, c)
	if i < len(ms)-1 {
		h += fmt.Sprintf(" is below %d and divides it: mode %d becomes %d/%d = %d.", ms[i], i, ms[i], c, ms[i]/c)
	} else {
		h += fmt.Sprintf(" lands in the last mode, which takes any divisor: it becomes %d/%d (rounded up).", ms[i], c)
	}
	return []string{"Drop the size-1 modes; walk left to right with the divisor.", h}
}

// modeHints walks Definition 2.12 for the mode n:r.
func modeHints(ms []int, n, r int) []string {
	h := []string{fmt.Sprintf("Mode %d:%d — is %s left divisible by r = %d?", n, r, tuple(ms), r)}
	h = append(h, divHints(ms, r)[1])
	rest := Induced(ms, r)
	inf := make([]string, len(rest))
	for k, v := range rest {
		inf[k] = fmt.Sprint(v)
	}
	inf[len(inf)-1] = "∞"
	h = append(h, fmt.Sprintf("Induced M' = (%s); it is weakly left divisible by N = %d, so the mode is admissible.", strings.Join(inf, ","), n))
	return h
}

// tuple writes ints as a CuTe tuple.
func tuple(vs []int) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = fmt.Sprint(v)
	}
	return "(" + strings.Join(s, ",") + ")"
}
