package engine

import "testing"

// TestUntracedAllocs: the algorithms build their derivation events whether
// or not a trace listens (evX{...}.to(tr), trace.go), so an event that
// grew past four words or a step that let a field of its event escape
// would show here as more allocations on untraced calls (escape analysis
// moving the callers' variables to the heap). The ceilings are what the
// operations allocate for their results; a change that lowers one can
// lower its ceiling too.
func TestUntracedAllocs(t *testing.T) {
	L := func(s string) Layout { return lay(t, s) }
	T := func(s string) IntTuple { return tup(t, s) }
	a, b, c := L("(12,(4,8)):(59,(13,1))"), L("(4,3):(3,1)"), L("((4,8),(2,2)):((2,16),(1,8))")
	m, d := L("(6,2):(8,2)"), L("(2,3):(1,2)")
	bm, tt := ByMode{L("3:4"), L("8:2")}, T("(3,8)")
	sh := T("(3,6,2,8)")
	cases := []struct {
		name string
		max  float64
		f    func()
	}{
		{"coalesce", 1, func() { Coalesce(c) }},
		{"filter", 1, func() { Filter(c) }},
		{"complement", 0, func() { _, _ = Complement(c, Int(8192)) }},
		{"complement default", 0, func() { _, _ = ComplementDefault(b) }},
		{"composition layout", 3, func() { _, _ = Composition(m, b) }},
		{"composition int", 0, func() { _, _ = Composition(a, Int(4)) }},
		{"composition _", 0, func() { _, _ = Composition(a, Underscore()) }},
		{"composition by-mode", 3, func() { _, _ = Composition(a, bm) }},
		{"composition tuple", 6, func() { _, _ = Composition(a, tt) }},
		{"logical_divide", 1, func() { _, _ = LogicalDivide(a, b) }},
		{"logical_divide tuple", 7, func() { _, _ = LogicalDivide(a, tt) }},
		{"zipped_divide tuple", 8, func() { _, _ = ZippedDivide(a, tt) }},
		{"logical_product", 3, func() { _, _ = LogicalProduct(b, d) }},
		{"blocked_product", 17, func() { _, _ = BlockedProduct(b, d) }},
		{"raked_product", 17, func() { _, _ = RakedProduct(b, d) }},
		{"right_inverse", 1, func() { RightInverse(c) }},
		{"left_inverse", 1, func() { _, _ = LeftInverse(c) }},
		{"shape_div", 3, func() { _, _ = ShapeDiv(sh, Int(72)) }},
		{"shape_mod", 3, func() { _, _ = ShapeMod(sh, 6) }},
	}
	for _, k := range cases {
		if n := testing.AllocsPerRun(100, k.f); n > k.max {
			t.Errorf("%s: %v allocations untraced, at most %v expected", k.name, n, k.max)
		}
	}
}
