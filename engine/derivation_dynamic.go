package engine

// The events of the dynamic walks (coalesce_dynamic.go,
// composition_dynamic.go, complement_dynamic.go, inverse_dynamic.go),
// written as derivation.go's are. Their integers print as C++'s types
// print them, _4 static and 4 dynamic, because what a dynamic walk does
// turns on that difference: C++ takes a step that needs a value (a merge,
// a divisibility check, a skipped mode) only where it can know the value
// at compile time.

// dyn prints an integer or layout of a dynamic walk with C++'s markers.
func dyn(t IntTuple) string { return t.StaticString() }

// evDynamicWalk: op of l (and, for complement, the cotarget with) takes
// C++'s compile-time branches. Said once a trace, at the first dynamic
// walk: a divide or product runs several.
type evDynamicWalk struct {
	op   string
	l    *Layout
	with *IntTuple
}

func (e evDynamicWalk) step() (Step, bool) {
	of := e.l.StaticString()
	if e.with != nil {
		of += " with the cotarget " + dyn(*e.with)
	}
	if e.l.stride.HasBasis() && e.l.shape.IsStatic() && !hasDynamicLeaf(e.l.stride) && (e.with == nil || e.with.IsStatic()) {
		return say(e.op+": dynamic", "%s of %s: ScaledBasis strides are in play, which C++ carries as types (E<0>, E<1>) through the same walk as its other integers, each static _4 or dynamic 4", e.op, of)
	}
	return say(e.op+": dynamic", "%s of %s: a dynamic integer is in play (C++ prints a static integer _4, a dynamic one 4); C++ takes a step that needs to know a value — a merge, a divisibility check, skipping a mode — only where its integers are static", e.op, of)
}

func (e evDynamicWalk) to(t *Trace) {
	if t != nil && !t.dynamicSaid {
		t.dynamicSaid = true
		t.on(e.step)
	}
}

// ---- coalesce

// dynCoalesceCase is which branch of bw_coalesce a mode took.
type dynCoalesceCase uint8

const (
	dynCoalesceDrop    dynCoalesceCase = iota // a static _1 size
	dynCoalesceReplace                        // the result so far is _1:d
	dynCoalesceMerge                          // s×d is statically the next stride
	dynCoalesceKeep                           // anything else
)

// evDynCoalesce: mode i, s:d, of the flattened leaves took branch c; the
// result so far is ns:nd, back to front (its first mode last).
type evDynCoalesce struct {
	c      dynCoalesceCase
	i      int
	s, d   *IntTuple
	ns, nd *[]IntTuple
}

// dynRunning prints the result so far, ns:nd back to front.
func dynRunning(ns, nd []IntTuple) string {
	if len(ns) == 1 {
		return Layout{ns[0], nd[0]}.StaticString()
	}
	s, d := make([]IntTuple, len(ns)), make([]IntTuple, len(nd))
	for i := range ns {
		s[i], d[i] = ns[len(ns)-1-i], nd[len(nd)-1-i]
	}
	return Layout{tuple(s), tuple(d)}.StaticString()
}

func (e evDynCoalesce) step() (Step, bool) {
	ns, nd := *e.ns, *e.nd
	s, d := *e.s, *e.d
	run := dynRunning(ns, nd)
	switch e.c {
	case dynCoalesceDrop:
		return sayv("coalesce: size-1 left", run, "mode %d is %s:%s; a static size-1 mode adds nothing, drop it", e.i, dyn(s), dyn(d))
	case dynCoalesceReplace:
		return sayv("coalesce: size-1 right", run, "the result so far has the static size _1; replace it by mode %d, %s:%s", e.i, dyn(s), dyn(d))
	case dynCoalesceMerge:
		f := len(ns) - 1
		return sayv("coalesce: merge", run, "mode %d is %s:%s and %s×%s is statically the next stride: merge into %s:%s", e.i, dyn(s), dyn(d), dyn(s), dyn(d), dyn(ns[f]), dyn(nd[f]))
	}
	// Kept: ns[f]:nd[f] is now mode i, the one before is the next stride.
	f := len(ns) - 2
	next, size := nd[f], ns[f]
	p := leafMul(s, d)
	switch {
	case s.v == 1:
		return sayv("coalesce: keep", run, "mode %d is %s:%s; its size is a dynamic 1, which C++ cannot know is 1 at compile time: keep it", e.i, dyn(s), dyn(d))
	case p.v == next.v:
		return sayv("coalesce: keep", run, "mode %d is %s:%s; %s×%s = %d is the next stride %s, but C++ merges only what it knows at compile time (the product and the size %s ahead both static): keep it", e.i, dyn(s), dyn(d), dyn(s), dyn(d), p.v, dyn(next), dyn(size))
	}
	return sayv("coalesce: keep", run, "mode %d is %s:%s; %s×%s = %d is not the next stride %s: keep it as the result's first mode", e.i, dyn(s), dyn(d), dyn(s), dyn(d), p.v, dyn(next))
}

func (e evDynCoalesce) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evDynFlatten: l flattened to its leaves ss:ds; said only when l is nested.
type evDynFlatten struct {
	l      *Layout
	ss, ds *[]IntTuple
}

func (e evDynFlatten) step() (Step, bool) {
	if Depth(e.l.shape) <= 1 {
		return Step{}, false
	}
	return say("coalesce: flatten", "flatten %s to %s", e.l.StaticString(), Layout{tuple(*e.ss), tuple(*e.ds)}.StaticString())
}

func (e evDynFlatten) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evDynFilter: filter's zeros: mode i's stride is the static _0, its
// shape becomes _1.
type evDynFilter struct{ i int }

func (e evDynFilter) step() (Step, bool) {
	return say("filter: zero stride", "mode %d has the static stride _0: its shape becomes _1 (a dynamic 0 stride stays)", e.i)
}

func (e evDynFilter) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// evDynResult: the result of a dynamic walk (op names the rule).
type evDynResult struct {
	op string
	r  *Layout
}

func (e evDynResult) step() (Step, bool) {
	r := e.r.StaticString()
	return sayv(e.op+": result", r, "%s", r)
}

func (e evDynResult) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- composition

// evDynComposeCoalesceA: coalesce_x(A) is fa; said only when it changed A.
type evDynComposeCoalesceA struct{ a, fa *Layout }

func (e evDynComposeCoalesceA) step() (Step, bool) {
	if e.fa.Identical(*e.a) {
		return Step{}, false
	}
	return say("composition: coalesce A", "coalesce A (keeping its behaviour past its size): %s -> %s", e.a.StaticString(), e.fa.StaticString())
}

func (e evDynComposeCoalesceA) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// dynComposeCase is what composition_impl did at a mode of A.
type dynComposeCase uint8

const (
	dynComposeBMode      dynComposeCase = iota // B's mode (s, d are B's)
	dynComposeStrideZero                       // B's mode has the static stride _0
	dynComposeIntegralA                        // A is one mode (s, d are A's)
	dynComposeSkip                             // the stride steps over A's mode i
	dynComposeTake                             // A's mode i gives n elements
	dynComposeUnchecked                        // a divisibility check left to run time
	dynComposeLast                             // A's last mode takes the rest
)

// evDynCompose: at A's mode i, s:d, composition_impl's running shape and
// stride were rest:stride (rest the elements still needed) and it gave n.
type evDynCompose struct {
	c            dynComposeCase
	i            int
	s, d         *IntTuple
	rest, stride *IntTuple
	n            *IntTuple
}

func (e evDynCompose) step() (Step, bool) {
	s, d := *e.s, *e.d
	switch e.c {
	case dynComposeBMode:
		return say("composition: B mode", "B's mode %d: %s:%s", e.i, dyn(s), dyn(d))
	case dynComposeStrideZero:
		return say("composition: stride 0", "B's mode has the static stride _0: it stays %s:_0", dyn(s))
	case dynComposeIntegralA:
		return say("composition: integral A", "A is %s:%s: B's mode %s:%s gives %s:%s", dyn(s), dyn(d), dyn(*e.rest), dyn(*e.stride), dyn(*e.rest), dyn(leafMul(*e.stride, d)))
	case dynComposeUnchecked:
		return say("composition: checked at run time", "A's mode %d (%s:%s) at the stride %s: C++ checks the divisibility only when both integers are static, so here it is left to the run time", e.i, dyn(s), dyn(d), dyn(*e.stride))
	case dynComposeSkip:
		if isConstant(*e.rest, 1) {
			return Step{}, false
		}
		return say("composition: skip", "A's mode %d (%s:%s): the stride %s steps over it (⌈%s/%s⌉ is the static _1)", e.i, dyn(s), dyn(d), dyn(*e.stride), dyn(s), dyn(*e.stride))
	case dynComposeTake:
		return say("composition: take", "A's mode %d (%s:%s): take min(⌈%s/%s⌉, %s) = %s elements at the stride %s×%s = %s", e.i, dyn(s), dyn(d), dyn(s), dyn(*e.stride), dyn(*e.rest), dyn(*e.n), dyn(*e.stride), dyn(d), dyn(leafMul(*e.stride, d)))
	}
	if isConstant(*e.rest, 1) {
		return Step{}, false
	}
	return say("composition: last mode", "A's last mode (stride %s) takes the remaining %s at the stride %s×%s", dyn(d), dyn(*e.rest), dyn(*e.stride), dyn(d))
}

func (e evDynCompose) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- complement

// dynComplementCase is a step of detail::complement.
type dynComplementCase uint8

const (
	dynComplementFilter dynComplementCase = iota // filter(A) is l
	dynComplementZero                            // filter(A) is the static stride-0 layout
	dynComplementMode                            // the mode s:d of smallest stride
	dynComplementLast                            // the last mode s:d
	dynComplementRest                            // the rest up to the cotarget
)

// evDynComplement: a step of complement over filter(A); for a mode, s:d
// and the extent covered before it, last; for the rest, the cotarget
// (in s), the stride reached (d) and the repeat count (last).
type evDynComplement struct {
	c       dynComplementCase
	s, d    *IntTuple
	last    *IntTuple
	a, filt *Layout
}

func (e evDynComplement) step() (Step, bool) {
	switch e.c {
	case dynComplementFilter:
		if e.filt.Identical(*e.a) {
			return Step{}, false
		}
		return say("complement: filter", "filter A (drop static stride-0 and size-1 modes, coalesce): %s -> %s", e.a.StaticString(), e.filt.StaticString())
	case dynComplementZero:
		return say("complement: trivial", "filter(A) is %s, the static stride _0: the complement is the compact layout of the cotarget", e.filt.StaticString())
	case dynComplementRest:
		return say("complement: rest", "repeat to reach the cotarget %s: ⌈%s/%s⌉ = %s at the stride %s", dyn(*e.s), dyn(*e.s), dyn(*e.d), dyn(*e.last), dyn(*e.d))
	}
	s, d, last := *e.s, *e.d, *e.last
	gap := Int(0)
	if last.v != 0 {
		gap = mark(d.v/last.v, static2(d, last))
	}
	rule := "complement: mode"
	if e.c == dynComplementLast {
		rule = "complement: last mode"
	}
	return say(rule, "mode %s:%s: a gap mode %s/%s = %s at the stride %s; covered up to %s×%s = %s", dyn(s), dyn(d), dyn(d), dyn(last), dyn(gap), dyn(last), dyn(d), dyn(s), dyn(leafMul(d, s)))
}

func (e evDynComplement) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// ---- inverses

// dynInverseCase is a step of right_inverse or left_inverse.
type dynInverseCase uint8

const (
	dynInverseCoalesce  dynInverseCase = iota // coalesce(L) is l
	dynInverseDynStride                       // right_inverse leaves a dynamic stride out
	dynInverseSkip                            // right_inverse: the stride is not the extent covered
	dynInverseKeep                            // right_inverse: the next contiguous piece
	dynInverseZero                            // left_inverse: a static _0 stride
	dynInverseMode                            // left_inverse: a mode of the inverse
	dynInverseClose                           // left_inverse: the last mode's shape
)

// evDynInverse: mode s:d of coalesce(L) (for coalesce, l is it); at is
// its index stride (the prefix product of the shapes before it), covered
// the extent covered so far; rs:rd is left_inverse's result so far, its
// last stride the index stride of the piece the mode starts.
type evDynInverse struct {
	c           dynInverseCase
	op          string
	s, d        *IntTuple
	at, covered *IntTuple
	l           *Layout
	rs, rd      *[]IntTuple
}

func (e evDynInverse) step() (Step, bool) {
	if e.c == dynInverseCoalesce {
		return say(e.op+": sort", "coalesce to %s, then walk the modes by increasing stride", e.l.StaticString())
	}
	if e.c == dynInverseClose {
		rs, rd := *e.rs, *e.rd
		return say(e.op+": close", "end with the last mode's shape %s at the index stride %s: %s", dyn(rs[len(rs)-1]), dyn(rd[len(rd)-1]), Layout{tuple(rs), tuple(rd)}.StaticString())
	}
	s, d := dyn(*e.s), dyn(*e.d)
	switch e.c {
	case dynInverseDynStride:
		return say(e.op+": skip", "mode %s:%s: its stride is dynamic, and C++ leaves out a mode whose stride it cannot sort at compile time", s, d)
	case dynInverseSkip:
		return say(e.op+": skip", "mode %s:%s: the stride %s is not statically %s, the extent covered so far: skip", s, d, d, dyn(*e.covered))
	case dynInverseKeep:
		return say(e.op+": keep", "mode %s:%s: the stride %s is the extent covered so far: it is the next contiguous piece, at the index stride %s", s, d, d, dyn(*e.at))
	case dynInverseZero:
		return say(e.op+": skip", "mode %s:_0: a stride-0 mode has no inverse: skip", s)
	}
	rs, rd := *e.rs, *e.rd
	return say(e.op+": mode", "mode %s:%s: shape %s/%s = %s at the index stride %s; the next piece starts at the index stride %s", s, d, d, dyn(*e.covered), dyn(rs[len(rs)-1]), dyn(rd[len(rd)-2]), dyn(rd[len(rd)-1]))
}

func (e evDynInverse) to(t *Trace) {
	if t != nil {
		t.on(e.step)
	}
}

// hasDynamicLeaf reports whether an integer of t (a basis's scale
// included) is dynamic.
func hasDynamicLeaf(t IntTuple) bool {
	if t.kind() == kindTuple {
		for _, e := range t.elems {
			if hasDynamicLeaf(e) {
				return true
			}
		}
		return false
	}
	if t.kind() == kindBasis {
		return t.BasisValue().IsDynamic()
	}
	return t.IsDynamic()
}
