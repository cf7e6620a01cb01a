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
//
// The algorithms build every event whether or not a trace listens, so
// (trace.go says why) an event is small and a step keeps its hands off
// the caller's memory:
//
//   - an event holds ints and pointers to what the algorithm has in hand
//     (&l, &ns: its Layouts, tuples and slices, never copies of them), at
//     most four words where it is built on an untraced path: such a struct
//     lives in registers, so building it costs nothing when nobody listens;
//   - what only a derivation needs (a coalesced layout, the layout of some
//     modes, a quotient already found) is worked out in step, not by the
//     algorithm;
//   - a step hands fmt ints and strings only (a Layout or IntTuple as its
//     String, which leaks nothing; a string field joined, not an argument),
//     and gives no field of e to anything that keeps it, so that escape
//     analysis leaves the caller's variables on its stack. Checked by
//     go build -gcflags=-m ./engine/ 2>&1 | grep -E 'derivation.go.*leaking param: e|moved to heap: [^c]'
//     printing nothing. (A few steps leak "param content": their tuples'
//     elements reach shape_div, zip or appendLayout, which keep them; the
//     callers' variables stay put.)

func say(rule, format string, args ...any) (Step, bool) {
	return Step{Rule: rule, Text: fmt.Sprintf(format, args...)}, true
}

func sayv(rule, value, format string, args ...any) (Step, bool) {
	return Step{Rule: rule, Text: fmt.Sprintf(format, args...), Value: value}, true
}

// ---- coordinates (coord.go, explain.go)

type evIdx2CrdLast struct {
	mode *IntTuple
	rest int
}

func (e evIdx2CrdLast) step() (Step, bool) {
	return say("idx2crd", "last mode %s takes the rest %d unwrapped", e.mode.String(), e.rest)
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
	return sayv("idx2crd: result", e.r.String(), "idx2crd(%s, %s) = %s", e.c.String(), e.shape.String(), e.r.String())
}

func (e evIdx2CrdResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evCrd2IdxNatural struct{ c, shape IntTuple }

func (e evCrd2IdxNatural) step() (Step, bool) {
	return say("crd2idx: natural coordinate", "the natural coordinate of %s in %s:", e.c.String(), e.shape.String())
}

func (e evCrd2IdxNatural) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evCrd2IdxNaturalIs struct{ nat IntTuple }

func (e evCrd2IdxNaturalIs) step() (Step, bool) {
	return say("crd2idx: natural coordinate", "is %s", e.nat.String())
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
	cs, ds := appendLeafInts(nil, e.nat), appendLeafInts(nil, e.stride)
	terms := make([]string, len(cs))
	for i := range cs {
		terms[i] = fmt.Sprintf("%d×%d", cs[i], ds[i])
	}
	return sayv("crd2idx: inner product", fmt.Sprint(e.sum), "inner product with the stride %s: %s = %d", e.stride.String(), strings.Join(terms, " + "), e.sum)
}

func (e evCrd2IdxInner) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- coalesce (coalesce.go)

// evCoalesceFlatten: l's modes ss:ds, flattened; said only when l was nested.
type evCoalesceFlatten struct {
	l      *Layout
	ss, ds *[]int
}

func (e evCoalesceFlatten) step() (Step, bool) {
	l, ss, ds := e.l, *e.ss, *e.ds
	if Depth(l.shape) <= 1 {
		return Step{}, false
	}
	return say("coalesce: flatten", "flatten %s to %s", l.String(), Layout{Ints(ss...), Ints(ds...)}.String())
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
	ns, nd *[]int
}

func (e evCoalesceDrop) step() (Step, bool) {
	return sayv("coalesce: size-1 left", running(*e.ns, *e.nd), "mode %d is 1:%d; a size-1 mode adds nothing, drop it", e.i, e.d)
}

func (e evCoalesceDrop) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evCoalesceReplace: the result so far, 1:old, gives way to mode i, s:d,
// which is then the result's only mode.
type evCoalesceReplace struct {
	old, i int
	ns, nd *[]int
}

func (e evCoalesceReplace) step() (Step, bool) {
	ns, nd := *e.ns, *e.nd
	return sayv("coalesce: size-1 right", running(ns, nd), "the result so far is 1:%d; replace it by mode %d, %d:%d", e.old, e.i, ns[0], nd[0])
}

func (e evCoalesceReplace) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evCoalesceMerge: mode i, s:d, reaches the next stride s*d and merges
// into the result's first mode, which is then (s*s'):d.
type evCoalesceMerge struct {
	i, s   int
	ns, nd *[]int
}

func (e evCoalesceMerge) step() (Step, bool) {
	ns, nd := *e.ns, *e.nd
	f := len(ns) - 1
	d := nd[f]
	return sayv("coalesce: merge", running(ns, nd), "mode %d is %d:%d and %d×%d = %d is the next stride: merge into %d:%d", e.i, e.s, d, e.s, d, mul(e.s, d), ns[f], d)
}

func (e evCoalesceMerge) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evCoalesceKeep: mode i, s:d, does not reach the next stride (the
// stride of the mode before it, now the result's second mode) and becomes
// the result's first mode.
type evCoalesceKeep struct {
	i      int
	ns, nd *[]int
}

func (e evCoalesceKeep) step() (Step, bool) {
	ns, nd := *e.ns, *e.nd
	f := len(ns) - 1
	s, d, next := ns[f], nd[f], nd[f-1]
	return sayv("coalesce: keep", running(ns, nd), "mode %d is %d:%d and %d×%d = %d ≠ %d: keep it apart", e.i, s, d, s, d, mul(s, d), next)
}

func (e evCoalesceKeep) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evCoalesceResult struct{ r *Layout }

func (e evCoalesceResult) step() (Step, bool) {
	r := e.r.String()
	return sayv("coalesce: result", r, "%s", r)
}

func (e evCoalesceResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- shape_div and shape_mod (shape_div.go)

// evShapeDivMode: mode i of a, ai, divided by the running divisor gives
// q = ai / divisor; the divisor left is divisor / ai (both worked out
// again here: shape_div succeeded on them). A mode the divisor swallows
// (|ai| < divisor) becomes 1.
type evShapeDivMode struct {
	i           int
	ai, divisor *IntTuple
}

func (e evShapeDivMode) step() (Step, bool) {
	ai, divisor := *e.ai, e.divisor.v
	q, _ := shapeDiv(ai, *e.divisor, nil)
	rest, _ := shapeDiv(*e.divisor, ai, nil)
	if ai.kind() == kindInt && ai.v != 0 && ai.v/divisor == 0 {
		return sayv("shape_div", rest.String(), "mode %d: %d divides %d, so the divisor swallows the mode, which becomes %s; the divisor left is %d / %d = %s", e.i, ai.v, divisor, q.String(), divisor, ai.v, rest.String())
	}
	return sayv("shape_div", rest.String(), "mode %d: %s / %d = %s; the divisor left is %d / %s = %s", e.i, ai.String(), divisor, q.String(), divisor, Int(product(ai)).String(), rest.String())
}

func (e evShapeDivMode) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evShapeDivResult struct{ a, b, r IntTuple }

func (e evShapeDivResult) step() (Step, bool) {
	return sayv("shape_div: result", e.r.String(), "%s / %s = %s", e.a.String(), e.b.String(), e.r.String())
}

func (e evShapeDivResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evShapeModMode: mode i of a, ai, keeps ai % modulus; the modulus left
// is modulus / size(ai) (both worked out again here: shape_mod succeeded
// on them).
type evShapeModMode struct {
	i, modulus int
	ai         *IntTuple
}

func (e evShapeModMode) step() (Step, bool) {
	kept, _ := shapeMod(*e.ai, e.modulus, nil)
	rest, _ := shapeDivInt(e.modulus, product(*e.ai))
	return sayv("shape_mod", rest.String(), "mode %d: keep %s of %s; the modulus left is %d / %d = %s", e.i, kept.String(), e.ai.String(), e.modulus, product(*e.ai), rest.String())
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
	return sayv("shape_mod: result", e.r.String(), "%s %% %d = %s", e.a.String(), e.n, e.r.String())
}

func (e evShapeModResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- complement (complement.go)

// evComplementFilter: filter(A) has the modes fs:fd, last first; said only
// when it changed A.
type evComplementFilter struct {
	a      *Layout
	fs, fd *[]int
}

func (e evComplementFilter) step() (Step, bool) {
	f := modesLayout(*e.a, *e.fs, *e.fd)
	if f.Equal(*e.a) {
		return Step{}, false
	}
	return say("complement: filter", "filter A (drop stride-0 and size-1 modes, coalesce): %s -> %s", e.a.String(), f.String())
}

func (e evComplementFilter) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComplementTrivial: the complement is n:d, d being 1 (0 when n is 1).
type evComplementTrivial struct{ n, d int }

func (e evComplementTrivial) step() (Step, bool) {
	r := Layout{Int(e.n), Int(e.d)}.String()
	return sayv("complement: trivial", r, "A covers only offset 0, so the complement is all of [0,%d): %s", e.n, r)
}

func (e evComplementTrivial) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComplementSort: the modes of filter(A) (fs:fd, last first) sorted by
// stride.
type evComplementSort struct {
	a      *Layout
	fs, fd *[]int
}

func (e evComplementSort) step() (Step, bool) {
	fs, fd := *e.fs, *e.fd
	shapes, strides := make([]int, len(fs)), make([]int, len(fd))
	for i := range fs {
		shapes[i], strides[i] = fs[len(fs)-1-i], fd[len(fd)-1-i]
	}
	return say("complement: sort", "sort the modes of %s by stride: %s", modesLayout(*e.a, fs, fd).String(), sortedString(shapes, strides))
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
	cotarget     *IntTuple
	stride, rest int
}

func (e evComplementRest) step() (Step, bool) {
	cot := e.cotarget.String()
	return say("complement: rest", "repeat to reach the cotarget %s: ⌈%s/%d⌉ = %d at stride %d", cot, cot, e.stride, e.rest, e.stride)
}

func (e evComplementRest) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComplementCoalesce: the complement before coalescing is
// ((resS...), rest):((resD...), stride); it is coalesced again here.
type evComplementCoalesce struct {
	resS, resD   *[]int
	rest, stride int
}

func (e evComplementCoalesce) step() (Step, bool) {
	body := flatLayout(*e.resS, *e.resD, false)
	raw := Layout{Tuple(body.shape, Int(e.rest)), Tuple(body.stride, Int(e.stride))}
	s := append(slices.Clone(*e.resS), e.rest)
	d := append(slices.Clone(*e.resD), e.stride)
	r := bwCoalesceLeaves(Layout{}, s, d, false, nil).String()
	return sayv("complement: coalesce", r, "coalesce %s -> %s", raw.String(), r)
}

func (e evComplementCoalesce) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- composition (composition.go)

type evComposeUnderscore struct{ a *Layout }

func (e evComposeUnderscore) step() (Step, bool) {
	a := e.a.String()
	return say("composition: _", "%s ∘ _ keeps %s", a, a)
}

func (e evComposeUnderscore) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evComposeByMode struct {
	a *Layout
	b *Tiler
}

func (e evComposeByMode) step() (Step, bool) {
	return say("composition: by-mode", "%s ∘ %s: compose mode by mode; modes of A past the tiler are dropped", e.a.String(), TilerString(*e.b, Plain))
}

func (e evComposeByMode) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComposeCoalesceA: coalesce_x(A), said only when it changed A.
type evComposeCoalesceA struct{ a *Layout }

func (e evComposeCoalesceA) step() (Step, bool) {
	flat := coalesceX(*e.a)
	if flat.Equal(*e.a) {
		return Step{}, false
	}
	return say("composition: coalesce A", "coalesce A (keeping its behaviour past its size): %s -> %s", e.a.String(), flat.String())
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
	return say("composition: B mode", "B's mode %d: %s:%s", e.i, e.s.String(), e.d.String())
}

func (e evComposeBMode) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evComposeModes struct{ r Layout }

func (e evComposeModes) step() (Step, bool) {
	return sayv("composition: result", e.r.String(), "the modes together: %s", e.r.String())
}

func (e evComposeModes) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evComposeStrideZero struct{ s int }

func (e evComposeStrideZero) step() (Step, bool) {
	return say("composition: stride 0", "a stride-0 mode of B stays %d:0", e.s)
}

func (e evComposeStrideZero) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComposeIntegralA: A is the single mode as:ad; B's mode rs:rd gives
// rs:rd×ad.
type evComposeIntegralA struct{ as, ad, rs, rd int }

func (e evComposeIntegralA) step() (Step, bool) {
	a, r := Layout{Int(e.as), Int(e.ad)}, Layout{Int(e.rs), Int(mul(e.rd, e.ad))}
	return say("composition: integral A", "A is %s: the stride is %d×%d, giving %s", a.String(), e.rd, e.ad, r.String())
}

func (e evComposeIntegralA) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComposeMode holds what composition_impl has in hand at A's mode i
// (a.s[i]:a.d[i]) walking B's mode: the shape still needed and the
// running stride. Each event's step names the mode s:d.
type evComposeMode struct {
	a                        *flatA
	i, restShape, restStride int
}

func (e evComposeMode) mode() (s, d int) { return e.a.s[e.i], e.a.d[e.i] }

// evComposeStrideRefused: the Stride Divisibility Condition fails at mode i.
type evComposeStrideRefused evComposeMode

func (e evComposeStrideRefused) step() (Step, bool) {
	s, d := evComposeMode(e).mode()
	return say("composition: refused", "A's mode %d (%d:%d): stride %d is neither a multiple of %d nor less than it — %s", e.i, s, d, e.restStride, s, condStrideDivisibility)
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
	s, _ := evComposeMode(e).mode()
	st := abs(e.restStride)
	if e.restShape == 1 || st >= s || s%st == 0 || st <= 1 {
		return Step{}, false
	}
	return say(ruleWeakDivisibility, "note: stride %d is less than A's mode %d (size %d) but does not divide it; C++ accepts this (its weak divisibility check) and so does cutetui, but the result may differ from A(B(i)) where B steps across the mode", e.restStride, e.i, s)
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
	s, d := evComposeMode(e).mode()
	if e.restShape == 1 {
		return Step{}, false
	}
	st := abs(e.restStride)
	return say("composition: skip", "A's mode %d (%d:%d): stride %d steps over it entirely (⌈%d/%d⌉ = 1); the stride becomes ⌈%d/%d⌉ = %d", e.i, s, d, e.restStride, s, st, st, s, ceilDivInt(st, s)*sign(e.restStride))
}

func (e evComposeSkip) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComposeShapeRefused: the Shape Divisibility Condition fails at mode i.
type evComposeShapeRefused evComposeMode

func (e evComposeShapeRefused) step() (Step, bool) {
	s, d := evComposeMode(e).mode()
	st := abs(e.restStride)
	n := min(ceilDivInt(s, st), e.restShape)
	return say("composition: refused", "A's mode %d (%d:%d): it gives min(⌈%d/%d⌉, %d) = %d elements, and %d is not a multiple of %d — %s", e.i, s, d, s, st, e.restShape, n, e.restShape, n, condShapeDivisibility)
}

func (e evComposeShapeRefused) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evComposeTake: mode i gives min(⌈s/|stride|⌉, needed) elements.
type evComposeTake evComposeMode

func (e evComposeTake) step() (Step, bool) {
	s, d := evComposeMode(e).mode()
	st := abs(e.restStride)
	n := min(ceilDivInt(s, st), e.restShape)
	return say("composition: take", "A's mode %d (%d:%d): take min(⌈%d/%d⌉, %d) = %d elements at stride %d×%d = %d; %d/%d = %d still needed",
		e.i, s, d, s, st, e.restShape, n, e.restStride, d, mul(e.restStride, d), e.restShape, n, e.restShape/n)
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

// evComposeResult: composition_impl's result for an integer mode of B,
// the modes s[k:]:d[k:] (one mode an integer layout).
type evComposeResult struct {
	s, d *[]int
	k    int
}

func (e evComposeResult) step() (Step, bool) {
	r := modesFlat((*e.s)[e.k:], (*e.d)[e.k:]).String()
	return sayv("composition: result", r, "%s", r)
}

func (e evComposeResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- inverses (inverse.go)

// evRightInverseSort: the modes of coalesce(l), sorted by stride.
type evRightInverseSort struct{ l *Layout }

func (e evRightInverseSort) step() (Step, bool) {
	return say("right_inverse: sort", "coalesce to %s, sort the modes by stride", coalesce(*e.l, nil).String())
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

type evRightInverseResult struct{ r *Layout }

func (e evRightInverseResult) step() (Step, bool) {
	r := e.r.String()
	return sayv("right_inverse: result", r, "%s", r)
}

func (e evRightInverseResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evLeftInverseSort: the modes of coalesce(l), sorted by stride.
type evLeftInverseSort struct{ l *Layout }

func (e evLeftInverseSort) step() (Step, bool) {
	return say("left_inverse: sort", "coalesce to %s, sort the modes by stride", coalesce(*e.l, nil).String())
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
// the shape d/size at stride rd[len(rd)-2] (the index stride of the piece
// before it); the next piece sits at index stride rd[len(rd)-1]. Said once
// the mode is appended to the inverse's strides rd.
type evLeftInverseMode struct {
	s, d, size int
	rd         *[]int
}

func (e evLeftInverseMode) step() (Step, bool) {
	rd := *e.rd
	at, next := rd[len(rd)-2], rd[len(rd)-1]
	return say("left_inverse: mode", "mode %d:%d: shape %d/%d = %d at stride %d; the next piece starts at index stride %d", e.s, e.d, e.d, e.size, e.d/e.size, at, next)
}

func (e evLeftInverseMode) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evLeftInverseClose: the last mode's shape at the last stride ends the
// uncoalesced inverse rs:rd.
type evLeftInverseClose struct{ rs, rd *[]int }

func (e evLeftInverseClose) step() (Step, bool) {
	rs, rd := *e.rs, *e.rd
	return say("left_inverse: close", "end with the last mode's shape %d at stride %d: %s", rs[len(rs)-1], rd[len(rd)-1], flatLayout(rs, rd, false).String())
}

func (e evLeftInverseClose) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evLeftInverseResult struct{ r *Layout }

func (e evLeftInverseResult) step() (Step, bool) {
	r := e.r.String()
	return sayv("left_inverse: result", r, "%s", r)
}

func (e evLeftInverseResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- divides and products (divide.go, product.go)

// evByMode: logical_divide or logical_product (op) applied mode by mode.
type evByMode struct {
	op string
	a  *Layout
	b  *Tiler
}

func (e evByMode) step() (Step, bool) {
	verb := "divide"
	if e.op == "logical_product" {
		verb = "multiply"
	}
	return say(e.op+": by-mode", verb+" %s by %s mode by mode; A's remaining modes are kept", e.a.String(), TilerString(*e.b, Plain))
}

func (e evByMode) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evDivideDefinition struct {
	a, b *Layout
	cot  *IntTuple
}

func (e evDivideDefinition) step() (Step, bool) {
	cot := e.cot.String()
	return say("logical_divide: definition", "%s ⊘ %s = A ∘ (B, complement(B, %s)), %s being the shape of coalesce(A)", e.a.String(), e.b.String(), cot, cot)
}

func (e evDivideDefinition) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evDivideCompose: A is composed with (B, B*), B* the complement c.
type evDivideCompose struct{ b, c *Layout }

func (e evDivideCompose) step() (Step, bool) {
	// (B, B*) printed as concat would print it, without building it:
	// concat's tuples would take b's and c's tuples to the heap.
	b, c := e.b, e.c
	bc := "(" + b.shape.String() + "," + c.shape.String() + "):(" + b.stride.String() + "," + c.stride.String() + ")"
	return say("logical_divide: compose", "compose A with (B, B*) = %s", bc)
}

func (e evDivideCompose) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evRegroup: tile_unzip of l is r; said only when it changed l.
type evRegroup struct {
	op   string
	l, r *Layout
}

func (e evRegroup) step() (Step, bool) {
	if e.r.Equal(*e.l) {
		return Step{}, false
	}
	r := e.r.String()
	return sayv(e.op+": regroup", r, "gather the tile modes and the rest modes: %s -> %s", e.l.String(), r)
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
	return sayv(e.op+": unpack", e.r.String(), "unpack the rest modes of %s: %s", e.z.String(), e.r.String())
}

func (e evUnpack) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evProductDefinition struct{ a, b *Layout }

func (e evProductDefinition) step() (Step, bool) {
	a, b := e.a, e.b
	m := mul(a.Size(), b.cosize())
	return say("logical_product: definition", "%s ⊗ %s = (A, complement(A, %d×%d = %d) ∘ B)", a.String(), b.String(), a.Size(), b.cosize(), m)
}

func (e evProductDefinition) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evProductCompose struct{ c, b *Layout }

func (e evProductCompose) step() (Step, bool) {
	return say("logical_product: compose", "compose the complement %s with B = %s", e.c.String(), e.b.String())
}

func (e evProductCompose) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

type evProductResult struct{ cb, r *Layout }

func (e evProductResult) step() (Step, bool) {
	r := e.r.String()
	return sayv("logical_product: result", r, "(A, %s) = %s", e.cb.String(), r)
}

func (e evProductResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evPad: blocked/raked product pads A and B to the larger of their ranks
// (padded again here); said when it changed them.
type evPad struct {
	op   string
	a, b *Layout
}

func (e evPad) step() (Step, bool) {
	n := max(e.a.Rank(), e.b.Rank())
	pa, pb := appendLayout(*e.a, n), appendLayout(*e.b, n)
	if pa.Equal(*e.a) && pb.Equal(*e.b) {
		return Step{}, false
	}
	return say(e.op+": pad", "pad both to rank %d with 1:0 modes: %s and %s", n, pa.String(), pb.String())
}

func (e evPad) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evZip: the modes m0 and m1 zipped (again here: zip succeeded on them).
type evZip struct {
	op     string
	m0, m1 *Layout
}

func (e evZip) step() (Step, bool) {
	s, _ := zip(Tuple(e.m0.shape, e.m1.shape))
	d, _ := zip(Tuple(e.m0.stride, e.m1.stride))
	out := Layout{s, d}.String()
	return sayv(e.op+": zip", out, "zip %s with %s mode by mode: %s", e.m0.String(), e.m1.String(), out)
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
