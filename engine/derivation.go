package engine

import (
	"fmt"
	"slices"
	"strings"
)

// The sentences of every derivation, in one place. The algorithms record
// typed events (evX{...}.to(tr)) holding the numbers they had in hand;
// each event's step method writes the sentence a teacher would put on the
// board, with its rule name and, where there is one, the value reached.

func say(rule, format string, args ...any) (Step, bool) {
	return Step{Rule: rule, Text: fmt.Sprintf(format, args...)}, true
}

func sayv(rule, value, format string, args ...any) (Step, bool) {
	return Step{Rule: rule, Text: fmt.Sprintf(format, args...), Value: value}, true
}

// ---- coordinates (coord.go, explain.go)

type evIdx2CrdLast struct {
	mode IntTuple
	rest int
}

func (e evIdx2CrdLast) step() (Step, bool) {
	return say("idx2crd", "last mode %s takes the rest %d unwrapped", e.mode, e.rest)
}

func (e evIdx2CrdLast) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evIdx2CrdDivide struct{ idx, size, mode int }

func (e evIdx2CrdDivide) step() (Step, bool) {
	q, r := e.idx/e.size, e.idx%e.size
	return sayv("idx2crd", fmt.Sprint(q), "%d ÷ %d = %d r %d: mode %d gets %d, %d carries on", e.idx, e.size, q, r, e.mode, r, q)
}

func (e evIdx2CrdDivide) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evIdx2CrdResult struct{ c, shape, r IntTuple }

func (e evIdx2CrdResult) step() (Step, bool) {
	return sayv("idx2crd: result", e.r.String(), "idx2crd(%s, %s) = %s", e.c, e.shape, e.r)
}

func (e evIdx2CrdResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evCrd2IdxNatural struct{ c, shape IntTuple }

func (e evCrd2IdxNatural) step() (Step, bool) {
	return say("crd2idx: natural coordinate", "the natural coordinate of %s in %s:", e.c, e.shape)
}

func (e evCrd2IdxNatural) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evCrd2IdxNaturalIs struct{ nat IntTuple }

func (e evCrd2IdxNaturalIs) step() (Step, bool) {
	return say("crd2idx: natural coordinate", "is %s", e.nat)
}

func (e evCrd2IdxNaturalIs) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evCrd2IdxInner struct {
	nat, stride IntTuple
	sum         int
}

func (e evCrd2IdxInner) step() (Step, bool) {
	cs, ds := flatLeaves(e.nat), flatLeaves(e.stride)
	terms := make([]string, len(cs))
	for i := range cs {
		terms[i] = fmt.Sprintf("%d×%d", cs[i].v, ds[i].v)
	}
	return sayv("crd2idx: inner product", fmt.Sprint(e.sum), "inner product with the stride %s: %s = %d", e.stride, strings.Join(terms, " + "), e.sum)
}

func (e evCrd2IdxInner) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- coalesce (coalesce.go)

// evCoalesceFlatten: l's modes, flattened; said only when l was nested.
type evCoalesceFlatten struct {
	l      Layout
	ss, ds []int
}

func (e evCoalesceFlatten) step() (Step, bool) {
	if Depth(e.l.shape) <= 1 && (e.l.shape.kind() != kindTuple || len(e.ss) <= 1) {
		return Step{}, false
	}
	return say("coalesce: flatten", "flatten %s to %s", e.l.String(), Layout{Ints(e.ss...), Ints(e.ds...)}.String())
}

// The coalesce events hold the result so far back to front, as bwCoalesce
// builds it (ns[len(ns)-1]:nd[len(nd)-1] is its first mode); running prints it.
func running(ns, nd []int) string {
	if len(ns) == 1 {
		return Layout{Int(ns[0]), Int(nd[0])}.String()
	}
	return flatLayout(ns, nd, true).String()
}

func (e evCoalesceFlatten) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evCoalesceDrop: mode i, 1:d, adds nothing; ns:nd is the result so far.
type evCoalesceDrop struct {
	i, d   int
	ns, nd []int
}

func (e evCoalesceDrop) step() (Step, bool) {
	return sayv("coalesce: size-1 left", running(e.ns, e.nd), "mode %d is 1:%d; a size-1 mode adds nothing, drop it", e.i, e.d)
}

func (e evCoalesceDrop) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evCoalesceReplace: the result so far, 1:old, gives way to mode i, s:d.
type evCoalesceReplace struct {
	old, i, s, d int
	ns, nd       []int
}

func (e evCoalesceReplace) step() (Step, bool) {
	return sayv("coalesce: size-1 right", running(e.ns, e.nd), "the result so far is 1:%d; replace it by mode %d, %d:%d", e.old, e.i, e.s, e.d)
}

func (e evCoalesceReplace) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evCoalesceMerge: mode i, s:d, reaches the next stride s*d and merges.
type evCoalesceMerge struct {
	i, s, d, next int
	ns, nd        []int
}

func (e evCoalesceMerge) step() (Step, bool) {
	return sayv("coalesce: merge", running(e.ns, e.nd), "mode %d is %d:%d and %d×%d = %d is the next stride: merge into %d:%d", e.i, e.s, e.d, e.s, e.d, e.next, e.ns[len(e.ns)-1], e.d)
}

func (e evCoalesceMerge) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evCoalesceKeep: mode i, s:d, does not reach the next stride.
type evCoalesceKeep struct {
	i, s, d, next int
	ns, nd        []int
}

func (e evCoalesceKeep) step() (Step, bool) {
	return sayv("coalesce: keep", running(e.ns, e.nd), "mode %d is %d:%d and %d×%d = %d ≠ %d: keep it apart", e.i, e.s, e.d, e.s, e.d, mul(e.s, e.d), e.next)
}

func (e evCoalesceKeep) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evCoalesceResult struct{ r Layout }

func (e evCoalesceResult) step() (Step, bool) {
	return sayv("coalesce: result", e.r.String(), "%s", e.r)
}

func (e evCoalesceResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- shape_div and shape_mod (shape_div.go)

// evShapeDivMode: mode i of a, ai, divided by the running divisor gives q;
// the divisor left is rest. A mode the divisor swallows (|ai| < divisor)
// becomes 1.
type evShapeDivMode struct {
	i       int
	ai      IntTuple
	divisor int
	q, rest IntTuple
}

func (e evShapeDivMode) step() (Step, bool) {
	if e.ai.kind() == kindInt && e.ai.v != 0 && e.ai.v/e.divisor == 0 {
		return sayv("shape_div", e.rest.String(), "mode %d: %d divides %d, so the divisor swallows the mode, which becomes %s; the divisor left is %d / %d = %s", e.i, e.ai.v, e.divisor, e.q, e.divisor, e.ai.v, e.rest)
	}
	return sayv("shape_div", e.rest.String(), "mode %d: %s / %d = %s; the divisor left is %d / %s = %s", e.i, e.ai, e.divisor, e.q, e.divisor, Int(product(e.ai)), e.rest)
}

func (e evShapeDivMode) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evShapeDivResult struct{ a, b, r IntTuple }

func (e evShapeDivResult) step() (Step, bool) {
	return sayv("shape_div: result", e.r.String(), "%s / %s = %s", e.a, e.b, e.r)
}

func (e evShapeDivResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evShapeModMode: mode i of a keeps kept of ai; the modulus left is rest.
type evShapeModMode struct {
	i, modulus int
	ai, kept   IntTuple
	rest       IntTuple
}

func (e evShapeModMode) step() (Step, bool) {
	return sayv("shape_mod", e.rest.String(), "mode %d: keep %s of %s; the modulus left is %d / %d = %s", e.i, e.kept, e.ai, e.modulus, product(e.ai), e.rest)
}

func (e evShapeModMode) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evShapeModResult struct {
	a IntTuple
	n int
	r IntTuple
}

func (e evShapeModResult) step() (Step, bool) {
	return sayv("shape_mod: result", e.r.String(), "%s %% %d = %s", e.a, e.n, e.r)
}

func (e evShapeModResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- complement (complement.go)

type evComplementCotarget struct{ cotarget IntTuple }

func (e evComplementCotarget) step() (Step, bool) {
	return say("complement: cotarget", "the default cotarget is cosize(filter(A)) = %s", e.cotarget)
}

func (e evComplementCotarget) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComplementFilter: filter(A) has the modes fs:fd, last first; said only
// when it changed A.
type evComplementFilter struct {
	a      Layout
	fs, fd []int
}

func (e evComplementFilter) step() (Step, bool) {
	f := modesLayout(e.a, e.fs, e.fd)
	if f.Equal(e.a) {
		return Step{}, false
	}
	// Strings only reach fmt, so that the algorithm's slices in e can stay
	// on its stack (escape analysis does not tell e's fields apart).
	return say("complement: filter", "filter A (drop stride-0 and size-1 modes, coalesce): %s -> %s", e.a.String(), f.String())
}

func (e evComplementFilter) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evComplementTrivial struct {
	n int
	r Layout
}

func (e evComplementTrivial) step() (Step, bool) {
	return sayv("complement: trivial", e.r.String(), "A covers only offset 0, so the complement is all of [0,%d): %s", e.n, e.r)
}

func (e evComplementTrivial) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComplementSort: the modes shapes:strides of filter(A) (whose modes,
// last first, are fs:fd) sorted by stride.
type evComplementSort struct {
	a               Layout
	fs, fd          []int
	shapes, strides []int
}

func (e evComplementSort) step() (Step, bool) {
	// No field of e reaches fmt or sort.SliceStable's closure, so that the
	// algorithm's slices can stay on its stack.
	return say("complement: sort", "sort the modes of %s by stride: %s", modesLayout(e.a, e.fs, e.fd).String(), sortedString(slices.Clone(e.shapes), slices.Clone(e.strides)))
}

func (e evComplementSort) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComplementRefused: mode s:d starts inside the last offsets covered.
type evComplementRefused struct{ s, d, last int }

func (e evComplementRefused) step() (Step, bool) {
	return say("complement: refused", "mode %d:%d starts at stride %d < %d, inside what is already covered: A is not injective", e.s, e.d, e.d, e.last)
}

func (e evComplementRefused) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ruleComplementNotDivisible marks a step that C++ accepts although the
// stride is not a multiple of the extent covered before it.
const ruleComplementNotDivisible = "complement: not divisible"

// evComplementNotDivisible: a note, said when stride is not a multiple of last.
type evComplementNotDivisible struct{ stride, last int }

func (e evComplementNotDivisible) step() (Step, bool) {
	if e.stride%e.last == 0 {
		return Step{}, false
	}
	return say(ruleComplementNotDivisible, "note: stride %d is not a multiple of %d, the extent covered so far; C++ accepts this, but (A, complement) will not cover [0,M) exactly", e.stride, e.last)
}

func (e evComplementNotDivisible) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComplementMode: the mode s:d of smallest stride leaves a gap mode
// d/last at stride last and covers up to s*d.
type evComplementMode struct{ s, d, last int }

func (e evComplementMode) step() (Step, bool) {
	return say("complement: mode", "smallest stride left is %d (mode %d:%d): a gap mode %d/%d = %d at stride %d; covered up to %d×%d = %d",
		e.d, e.s, e.d, e.d, e.last, e.d/e.last, e.last, e.d, e.s, mul(e.d, e.s))
}

func (e evComplementMode) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evComplementLast struct{ s, d, last int }

func (e evComplementLast) step() (Step, bool) {
	return say("complement: last mode", "last mode %d:%d: a gap mode %d/%d = %d at stride %d; covered up to %d", e.s, e.d, e.d, e.last, e.d/e.last, e.last, mul(e.d, e.s))
}

func (e evComplementLast) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evComplementRest struct {
	cotarget     IntTuple
	stride, rest int
}

func (e evComplementRest) step() (Step, bool) {
	return say("complement: rest", "repeat to reach the cotarget %s: ⌈%s/%d⌉ = %d at stride %d", e.cotarget, e.cotarget, e.stride, e.rest, e.stride)
}

func (e evComplementRest) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComplementCoalesce: the complement before coalescing is
// ((resS...), rest):((resD...), stride); r after.
type evComplementCoalesce struct {
	resS, resD   []int
	rest, stride int
	r            Layout
}

func (e evComplementCoalesce) step() (Step, bool) {
	body := flatLayout(e.resS, e.resD, false)
	raw := Layout{Tuple(body.shape, Int(e.rest)), Tuple(body.stride, Int(e.stride))}
	return sayv("complement: coalesce", e.r.String(), "coalesce %s -> %s", raw.String(), e.r.String())
}

func (e evComplementCoalesce) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- composition (composition.go)

type evComposeUnderscore struct{ a Layout }

func (e evComposeUnderscore) step() (Step, bool) {
	return say("composition: _", "%s ∘ _ keeps %s", e.a, e.a)
}

func (e evComposeUnderscore) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComposeByMode prints a with String, not through fmt (see evByMode).
type evComposeByMode struct {
	a Layout
	b Tiler
}

func (e evComposeByMode) step() (Step, bool) {
	return say("composition: by-mode", "%s ∘ %s: compose mode by mode; modes of A past the tiler are dropped", e.a.String(), TilerString(e.b, false))
}

func (e evComposeByMode) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComposeCoalesceA: coalesce_x(A) = flat; said only when it changed A.
type evComposeCoalesceA struct{ a, flat Layout }

func (e evComposeCoalesceA) step() (Step, bool) {
	if e.flat.Equal(e.a) {
		return Step{}, false
	}
	return say("composition: coalesce A", "coalesce A (keeping its behaviour past its size): %s -> %s", e.a, e.flat)
}

func (e evComposeCoalesceA) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evComposeBMode struct {
	i    int
	s, d IntTuple
}

func (e evComposeBMode) step() (Step, bool) {
	return say("composition: B mode", "B's mode %d: %s:%s", e.i, e.s, e.d)
}

func (e evComposeBMode) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evComposeModes struct{ r Layout }

func (e evComposeModes) step() (Step, bool) {
	return sayv("composition: result", e.r.String(), "the modes together: %s", e.r)
}

func (e evComposeModes) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evComposeStrideZero struct{ s IntTuple }

func (e evComposeStrideZero) step() (Step, bool) {
	return say("composition: stride 0", "a stride-0 mode of B stays %s:0", e.s)
}

func (e evComposeStrideZero) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComposeIntegralA: A is a single mode a; B's mode at stride d gives r.
type evComposeIntegralA struct {
	a, r Layout
	d    int
}

func (e evComposeIntegralA) step() (Step, bool) {
	return say("composition: integral A", "A is %s: the stride is %d×%d, giving %s", e.a, e.d, e.a.stride.v, e.r)
}

func (e evComposeIntegralA) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComposeMode holds what composition_impl has in hand at A's mode i
// (s:d) walking B's mode: the shape still needed and the running stride.
type evComposeMode struct{ i, s, d, restShape, restStride int }

// evComposeStrideRefused: the Stride Divisibility Condition fails at mode i.
type evComposeStrideRefused evComposeMode

func (e evComposeStrideRefused) step() (Step, bool) {
	return say("composition: refused", "A's mode %d (%d:%d): stride %d is neither a multiple of %d nor less than it — %s", e.i, e.s, e.d, e.restStride, e.s, condStrideDivisibility)
}

func (e evComposeStrideRefused) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ruleWeakDivisibility marks a step that C++ accepts under its weak stride
// divisibility check although the stride does not divide the mode.
const ruleWeakDivisibility = "composition: weak divisibility"

// evComposeWeak: a note, said when a stride less than the mode does not divide it.
type evComposeWeak evComposeMode

func (e evComposeWeak) step() (Step, bool) {
	st := abs(e.restStride)
	if e.restShape == 1 || st >= e.s || e.s%st == 0 || st <= 1 {
		return Step{}, false
	}
	return say(ruleWeakDivisibility, "note: stride %d is less than A's mode %d (size %d) but does not divide it; C++ accepts this (its weak divisibility check) and so does cutetui, but the result may differ from A(B(i)) where B steps across the mode", e.restStride, e.i, e.s)
}

func (e evComposeWeak) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComposeSkip: the running stride steps over mode i; said only while
// elements are still needed.
type evComposeSkip evComposeMode

func (e evComposeSkip) step() (Step, bool) {
	if e.restShape == 1 {
		return Step{}, false
	}
	st := abs(e.restStride)
	return say("composition: skip", "A's mode %d (%d:%d): stride %d steps over it entirely (⌈%d/%d⌉ = 1); the stride becomes ⌈%d/%d⌉ = %d", e.i, e.s, e.d, e.restStride, e.s, st, st, e.s, ceilDivInt(st, e.s)*sign(e.restStride))
}

func (e evComposeSkip) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComposeShapeRefused: the Shape Divisibility Condition fails at mode i.
type evComposeShapeRefused evComposeMode

func (e evComposeShapeRefused) step() (Step, bool) {
	st := abs(e.restStride)
	n := min(ceilDivInt(e.s, st), e.restShape)
	return say("composition: refused", "A's mode %d (%d:%d): it gives min(⌈%d/%d⌉, %d) = %d elements, and %d is not a multiple of %d — %s", e.i, e.s, e.d, e.s, st, e.restShape, n, e.restShape, n, condShapeDivisibility)
}

func (e evComposeShapeRefused) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComposeTake: mode i gives min(⌈s/|stride|⌉, needed) elements.
type evComposeTake evComposeMode

func (e evComposeTake) step() (Step, bool) {
	st := abs(e.restStride)
	n := min(ceilDivInt(e.s, st), e.restShape)
	return say("composition: take", "A's mode %d (%d:%d): take min(⌈%d/%d⌉, %d) = %d elements at stride %d×%d = %d; %d/%d = %d still needed",
		e.i, e.s, e.d, e.s, st, e.restShape, n, e.restStride, e.d, mul(e.restStride, e.d), e.restShape, n, e.restShape/n)
}

func (e evComposeTake) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComposeLast: A's last mode (stride d) takes what is still needed;
// said unless earlier modes took everything.
type evComposeLast struct{ taken, d, restShape, restStride int }

func (e evComposeLast) step() (Step, bool) {
	if e.taken > 0 && e.restShape == 1 {
		return Step{}, false
	}
	return say("composition: last mode", "A's last mode (stride %d) takes the remaining %d at stride %d×%d", e.d, e.restShape, e.restStride, e.d)
}

func (e evComposeLast) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evComposeResult struct{ r Layout }

func (e evComposeResult) step() (Step, bool) {
	return sayv("composition: result", e.r.String(), "%s", e.r)
}

func (e evComposeResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- inverses (inverse.go)

type evRightInverseSort struct{ c Layout }

func (e evRightInverseSort) step() (Step, bool) {
	return say("right_inverse: sort", "coalesce to %s, sort the modes by stride", e.c)
}

func (e evRightInverseSort) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evRightInverseSkip struct{ s, d, covered int }

func (e evRightInverseSkip) step() (Step, bool) {
	return say("right_inverse: skip", "mode %d:%d: stride %d ≠ %d, the extent covered so far: skip", e.s, e.d, e.d, e.covered)
}

func (e evRightInverseSkip) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evRightInverseKeep struct{ s, d, at int }

func (e evRightInverseKeep) step() (Step, bool) {
	return say("right_inverse: keep", "mode %d:%d: stride %d = %d: it is the next contiguous piece; it sits at index stride %d", e.s, e.d, e.d, e.d, e.at)
}

func (e evRightInverseKeep) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evRightInverseResult struct{ r Layout }

func (e evRightInverseResult) step() (Step, bool) {
	return sayv("right_inverse: result", e.r.String(), "%s", e.r)
}

func (e evRightInverseResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evLeftInverseSort struct{ c Layout }

func (e evLeftInverseSort) step() (Step, bool) {
	return say("left_inverse: sort", "coalesce to %s, sort the modes by stride", e.c)
}

func (e evLeftInverseSort) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evLeftInverseSkip struct{ s int }

func (e evLeftInverseSkip) step() (Step, bool) {
	return say("left_inverse: skip", "mode %d:0 has stride 0: skip", e.s)
}

func (e evLeftInverseSkip) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evLeftInverseMode: mode s:d, reached when size offsets are covered, adds
// the shape d/size at stride at (the index stride of the piece before it);
// the next piece sits at index stride next.
type evLeftInverseMode struct{ s, d, size, at, next int }

func (e evLeftInverseMode) step() (Step, bool) {
	return say("left_inverse: mode", "mode %d:%d: shape %d/%d = %d at stride %d; the next piece starts at index stride %d", e.s, e.d, e.d, e.size, e.d/e.size, e.at, e.next)
}

func (e evLeftInverseMode) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evLeftInverseClose: the last mode's shape s at stride at ends the
// uncoalesced inverse rs:rd.
type evLeftInverseClose struct {
	s, at  int
	rs, rd []int
}

func (e evLeftInverseClose) step() (Step, bool) {
	return say("left_inverse: close", "end with the last mode's shape %d at stride %d: %s", e.s, e.at, flatLayout(e.rs, e.rd, false))
}

func (e evLeftInverseClose) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evLeftInverseResult struct{ r Layout }

func (e evLeftInverseResult) step() (Step, bool) {
	return sayv("left_inverse: result", e.r.String(), "%s", e.r)
}

func (e evLeftInverseResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- divides and products (divide.go, product.go)
//
// The events holding a Tiler print their layouts with String: a value of e
// handed to fmt would let escape analysis move the caller's tiler to the heap.

// evByMode: a divide or a product (op) applied mode by mode.
type evByMode struct {
	op   string
	verb string
	a    Layout
	b    Tiler
}

func (e evByMode) step() (Step, bool) {
	return say(e.op+": by-mode", "%s %s by %s mode by mode; A's remaining modes are kept", e.verb, e.a.String(), TilerString(e.b, false))
}

func (e evByMode) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evDivideDefinition struct {
	a, b Layout
	cot  IntTuple
}

func (e evDivideDefinition) step() (Step, bool) {
	return say("logical_divide: definition", "%s ⊘ %s = A ∘ (B, complement(B, %s)), %s being the shape of coalesce(A)", e.a, e.b, e.cot, e.cot)
}

func (e evDivideDefinition) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evDivideCompose: A is composed with (B, B*), B* the complement c.
type evDivideCompose struct{ b, c Layout }

func (e evDivideCompose) step() (Step, bool) {
	return say("logical_divide: compose", "compose A with (B, B*) = %s", concat(e.b, e.c))
}

func (e evDivideCompose) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evRegroup: tile_unzip of l is r; said only when it changed l.
type evRegroup struct {
	op   string
	l, r Layout
}

func (e evRegroup) step() (Step, bool) {
	if e.r.Equal(e.l) {
		return Step{}, false
	}
	return sayv(e.op+": regroup", e.r.String(), "gather the tile modes and the rest modes: %s -> %s", e.l, e.r)
}

func (e evRegroup) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evUnpack struct {
	op   string
	z, r Layout
}

func (e evUnpack) step() (Step, bool) {
	return sayv(e.op+": unpack", e.r.String(), "unpack the rest modes of %s: %s", e.z, e.r)
}

func (e evUnpack) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evProductDefinition struct{ a, b Layout }

func (e evProductDefinition) step() (Step, bool) {
	m := mul(e.a.Size(), e.b.cosize())
	return say("logical_product: definition", "%s ⊗ %s = (A, complement(A, %d×%d = %d) ∘ B)", e.a, e.b, e.a.Size(), e.b.cosize(), m)
}

func (e evProductDefinition) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evProductCompose struct{ c, b Layout }

func (e evProductCompose) step() (Step, bool) {
	return say("logical_product: compose", "compose the complement %s with B = %s", e.c, e.b)
}

func (e evProductCompose) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evProductResult struct{ cb, r Layout }

func (e evProductResult) step() (Step, bool) {
	return sayv("logical_product: result", e.r.String(), "(A, %s) = %s", e.cb, e.r)
}

func (e evProductResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evPad: blocked/raked product pads A and B to rank n; said when it did.
type evPad struct {
	op     string
	n      int
	a, b   Layout
	pa, pb Layout
}

func (e evPad) step() (Step, bool) {
	if e.pa.Equal(e.a) && e.pb.Equal(e.b) {
		return Step{}, false
	}
	return say(e.op+": pad", "pad both to rank %d with 1:0 modes: %s and %s", e.n, e.pa, e.pb)
}

func (e evPad) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evZip struct {
	op          string
	m0, m1, out Layout
}

func (e evZip) step() (Step, bool) {
	return sayv(e.op+": zip", e.out.String(), "zip %s with %s mode by mode: %s", e.m0, e.m1, e.out)
}

func (e evZip) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- swizzles (explain.go)

// binary prints v in base 2, zero-padded to width digits.
func binary(width, v int) string { return fmt.Sprintf("%0*b", width, v) }

type evSwizzleMasks struct {
	w     Swizzle
	width int
}

func (e evSwizzleMasks) step() (Step, bool) {
	w := e.w
	return say("swizzle: masks", "%s: source bits [%d,%d) mask %s, target bits [%d,%d) mask %s",
		w, w.m+max(0, w.s), w.m+max(0, w.s)+w.b, binary(e.width, w.YYYMask()), w.m-min(0, w.s), w.m-min(0, w.s)+w.b, binary(e.width, w.ZZZMask()))
}

func (e evSwizzleMasks) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evSwizzleSelect struct{ x, y, width int }

func (e evSwizzleSelect) step() (Step, bool) {
	return say("swizzle: select", "x = %d = %s; x & yyy = %s", e.x, binary(e.width, e.x), binary(e.width, e.y))
}

func (e evSwizzleSelect) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evSwizzleShift struct{ s, shifted, width int }

func (e evSwizzleShift) step() (Step, bool) {
	if e.s >= 0 {
		return say("swizzle: shift", "shift right by %d: %s", e.s, binary(e.width, e.shifted))
	}
	return say("swizzle: shift", "shift left by %d: %s", -e.s, binary(e.width, e.shifted))
}

func (e evSwizzleShift) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evSwizzleXor struct{ r, width int }

func (e evSwizzleXor) step() (Step, bool) {
	return sayv("swizzle: xor", fmt.Sprint(e.r), "x ^ that = %s = %d", binary(e.width, e.r), e.r)
}

func (e evSwizzleXor) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}
