package engine_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
)

// The exported API, walked from outside the package with extreme operands:
// integers at the edges of int64 and of MaxExtent, negative and zero
// strides, the zero Layout, deep and wide tuples. Every call must return (a
// value or an *engine.Error); a panic of any kind fails the test, naming
// the call and its operands.

var extremeInts = []int{
	0, 1, 2, 3, -1, -2, 4, 8, 6,
	1 << 20, 1 << 30, 1 << 31, 1<<32 - 1, 1 << 32, 1 << 40, 1 << 60,
	engine.MaxExtent, engine.MaxExtent + 1, 1 << 62,
	math.MaxInt64, math.MaxInt64 - 1, math.MinInt64, math.MinInt64 + 1,
	-(1 << 40), -(1 << 61), -(1 << 62),
}

type extremes struct{ r *rand.Rand }

func (x extremes) int() int {
	if x.r.IntN(3) == 0 {
		return 1 + x.r.IntN(8)
	}
	return extremeInts[x.r.IntN(len(extremeInts))]
}

func (x extremes) tuple(depth int) engine.IntTuple {
	switch k := x.r.IntN(8); {
	case k == 0:
		return engine.Underscore()
	case depth == 0 || k < 4:
		return engine.Int(x.int())
	}
	n := x.r.IntN(4) // () included
	e := make([]engine.IntTuple, n)
	for i := range e {
		e[i] = x.tuple(depth - 1)
	}
	return engine.Tuple(e...)
}

// congruent returns a tuple of t's profile with fresh integers.
func (x extremes) congruent(t engine.IntTuple) engine.IntTuple {
	if !t.IsTuple() {
		return engine.Int(x.int())
	}
	e := make([]engine.IntTuple, t.Len())
	for i := range e {
		e[i] = x.congruent(t.At(i))
	}
	return engine.Tuple(e...)
}

// layout returns a valid layout with extreme integers where MakeLayout
// accepts them, else a small one, and sometimes the zero Layout.
func (x extremes) layout() engine.Layout {
	switch x.r.IntN(20) {
	case 0:
		return engine.Layout{}
	case 1, 2, 3, 4:
		return edgeLayouts[x.r.IntN(len(edgeLayouts))]
	}
	for range 20 {
		s := x.tuple(2)
		if l, err := engine.MakeLayout(s, x.congruent(s)); err == nil {
			return l
		}
		if l, err := engine.MakeCompactLayout(s); err == nil {
			return l
		}
	}
	l, _ := engine.MakeLayout(engine.Ints(2, 3), engine.Ints(3, 1))
	return l
}

// edgeLayouts are valid layouts at the limits MakeLayout allows.
var edgeLayouts = func() []engine.Layout {
	I, T := engine.Int, engine.Tuple
	pairs := [][2]engine.IntTuple{
		{I(engine.MaxExtent), I(1)},
		{I(engine.MaxExtent), I(0)},
		{I(2), I(1 << 60)},
		{I(2), I(-(1 << 60))},
		{I(1), I(math.MaxInt64)},
		{I(1), I(math.MinInt64 + 1)},
		{T(I(1<<30), I(1<<31)), T(I(1), I(1<<30))},
		{T(I(1<<30), I(1<<31)), T(I(1<<30), I(1))},
		{T(I(1<<20), I(1), I(1<<20)), T(I(1<<40), I(math.MaxInt64), I(1))},
		{T(I(2), T(I(1<<29), I(2))), T(I(1<<59), T(I(2), I(-(1<<58))))},
		{T(I(3), I(1<<58)), T(I(1<<58), I(1))},
	}
	ls := make([]engine.Layout, len(pairs))
	for i, p := range pairs {
		l, err := engine.MakeLayout(p[0], p[1])
		if err != nil {
			panic(fmt.Sprintf("edge layout %s:%s: %v", p[0], p[1], err))
		}
		ls[i] = l
	}
	return ls
}()

func (x extremes) swizzle() engine.Swizzle {
	for range 20 {
		if w, err := engine.NewSwizzle(x.r.IntN(8), x.r.IntN(12), x.r.IntN(17)-8); err == nil {
			return w
		}
	}
	return engine.Swizzle{}
}

func (x extremes) composed() engine.ComposedLayout {
	return engine.MakeComposedLayout(x.swizzle(), x.int(), x.layout())
}

func (x extremes) tiler() engine.Tiler {
	switch x.r.IntN(7) {
	case 0, 1:
		return x.layout()
	case 2, 3:
		return x.tuple(2)
	case 4:
		return nil // a nil interface, inside a ByMode or alone
	}
	n := x.r.IntN(3)
	b := make(engine.ByMode, n)
	for i := range b {
		b[i] = x.tiler()
	}
	return b
}

// apiCalls calls each exported entry point once with operands drawn by x.
// Results are discarded: this test is about what must not happen.
var apiCalls = []struct {
	name string
	call func(x extremes, desc *string)
}{
	{"MakeLayout", func(x extremes, desc *string) {
		s, d := x.tuple(2), x.tuple(2)
		*desc = fmt.Sprint(s, d)
		engine.MakeLayout(s, d)
	}},
	{"MakeCompactLayout", func(x extremes, desc *string) { s := x.tuple(3); *desc = s.String(); engine.MakeCompactLayout(s) }},
	{"Concat", func(x extremes, desc *string) {
		a, b, c := x.layout(), x.layout(), x.layout()
		*desc = fmt.Sprint(a, b, c)
		engine.Concat(a, b, c)
	}},
	{"Layout methods", func(x extremes, desc *string) {
		l, c, i, j := x.layout(), x.tuple(2), x.r.IntN(5)-1, x.r.IntN(5)-1
		*desc = fmt.Sprint(l, c, i, j)
		_, _, _, _ = l.Size(), l.Cosize(), l.Rank(), l.Depth()
		_, _, _ = l.String(), l.StaticString(), l.Flat()
		l.Mode(i, j)
		l.Group(i, j)
		l.Eval(c)
		l.Slice(c)
	}},
	{"Coalesce, Filter and their profiles", func(x extremes, desc *string) {
		l, p := x.layout(), x.tuple(2)
		*desc = fmt.Sprint(l, p)
		engine.Coalesce(l)
		engine.Filter(l)
		engine.CoalesceProfile(l, p)
		engine.FilterProfile(l, p)
	}},
	{"inverses and nullspace", func(x extremes, desc *string) {
		l := x.layout()
		*desc = l.String()
		engine.RightInverse(l)
		engine.LeftInverse(l)
		engine.Nullspace(l)
	}},
	{"max_common_*", func(x extremes, desc *string) {
		a, b := x.layout(), x.layout()
		*desc = fmt.Sprint(a, b)
		engine.MaxCommonLayout(a, b)
		engine.MaxCommonVector(a, b)
	}},
	{"Complement", func(x extremes, desc *string) {
		a, m := x.layout(), x.tuple(2)
		*desc = fmt.Sprint(a, m)
		engine.Complement(a, m)
		engine.Complement(a, engine.CosizeOf(engine.Filter(a)))
	}},
	{"Composition", func(x extremes, desc *string) {
		a, b := x.layout(), x.tiler()
		*desc = fmt.Sprint(a, " ", engine.TilerString(b, engine.Plain))
		engine.Composition(a, b)
	}},
	{"divides", func(x extremes, desc *string) {
		a, b := x.layout(), x.tiler()
		*desc = fmt.Sprint(a, " ", engine.TilerString(b, engine.Static))
		engine.LogicalDivide(a, b)
		engine.ZippedDivide(a, b)
		engine.TiledDivide(a, b)
		engine.FlatDivide(a, b)
	}},
	{"products", func(x extremes, desc *string) {
		a, b := x.layout(), x.tiler()
		*desc = fmt.Sprint(a, " ", engine.TilerString(b, engine.Plain))
		engine.LogicalProduct(a, b)
		engine.ZippedProduct(a, b)
		engine.TiledProduct(a, b)
		engine.FlatProduct(a, b)
		engine.BlockedProduct(a, b)
		engine.RakedProduct(a, b)
	}},
	{"TileToShape", func(x extremes, desc *string) {
		a, s := x.layout(), x.tuple(2)
		*desc = fmt.Sprint(a, s)
		engine.TileToShape(a, s, engine.ModeOrder{})
	}},
	{"TileToShapeOrder", func(x extremes, desc *string) {
		a, s, o := x.layout(), x.tuple(2), x.tuple(2)
		*desc = fmt.Sprint(a, s, o)
		engine.TileToShape(a, s, engine.OrderOf(o))
		engine.TileToShape(a, s, engine.OrderMajor(engine.LayoutRight))
	}},
	{"Upcast, Downcast", func(x extremes, desc *string) {
		a, n := x.layout(), x.int()
		*desc = fmt.Sprint(a, n)
		engine.Upcast(a, n)
		engine.Downcast(a, n)
	}},
	{"tuple algebra", func(x extremes, desc *string) {
		a, b, n := x.tuple(3), x.tuple(3), x.int()
		*desc = fmt.Sprint(a, b, n)
		engine.ShapeDiv(a, b)
		engine.ShapeMod(a, n)
		engine.PrefixProduct(a)
		engine.InnerProduct(a, b)
		engine.InnerProduct(a, x.congruent(a))
		engine.Idx2Crd(a, b)
		engine.Crd2Idx(a, b, x.congruent(b))
		engine.CompactMajor(a, engine.LayoutLeft, n)
		engine.CompactMajor(a, engine.LayoutRight, n)
		engine.CompactOrder(a, b)
		engine.CompactOrder(a, x.congruent(a))
		engine.Size(a)
		engine.Get(a, n, x.int())
		_, _, _ = engine.Rank(a), engine.Depth(a), engine.Flatten(a)
		_, _ = engine.Congruent(a, b), engine.Compatible(a, b)
		_, _, _ = a.String(), a.StaticString(), a.HasUnderscore()
	}},
	{"PrintLayout", func(x extremes, desc *string) {
		l, c := x.layout(), x.composed()
		*desc = fmt.Sprint(l, " ", c)
		engine.PrintLayout(l)
		engine.PrintComposedLayout(c)
	}},
	{"swizzles", func(x extremes, desc *string) {
		b, m, s, y, z, n := x.int(), x.int(), x.int(), x.int(), x.int(), x.int()
		w, v := x.swizzle(), x.swizzle()
		*desc = fmt.Sprint(b, m, s, y, z, n, w, v)
		engine.NewSwizzle(b, m, s)
		engine.MakeSwizzle(y, z)
		engine.ComposeSwizzles(w, v)
		w.Apply(n)
		w.Apply(n, &engine.Trace{})
		w.Upcast(n)
		w.Downcast(n)
		engine.SwizzleLayout(w)
	}},
	{"composed layouts", func(x extremes, desc *string) {
		a, w, c, d, crd, n := x.layout(), x.swizzle(), x.composed(), x.composed(), x.tuple(2), x.int()
		*desc = fmt.Sprint(a, w, c, d, crd, n)
		a.Compose(w)
		a.Compose(c)
		c.Eval(crd)
		_, _, _ = c.String(), c.StaticString(), c.Plain()
		c.RightInverse()
		c.LeftInverse()
		c.Upcast(n)
		c.Downcast(n)
		c.SliceAndOffset(crd)
		c.MaxCommonVector(d)
		c.MaxCommonVector(a)
		c.MaxCommonLayout(a)
	}},
	{"general composed layouts", func(x extremes, desc *string) {
		a, w, c, crd, n := x.layout(), x.swizzle(), x.composed(), x.tuple(2), x.int()
		offs := []engine.Offset{engine.IntOffset(x.int()), engine.SmemPtrFlag(x.int())}
		forms := []engine.ComposedLayout{
			engine.MakeComposed(a, offs[0], w),
			engine.MakeComposed(w, offs[1], a),
			engine.MakeComposed(w, offs[0], c),
			engine.MakeComposed(a, offs[0], c),
		}
		*desc = fmt.Sprint(a, " ", w, " ", c, " ", crd, " ", n, " ", offs[0], " ", offs[1])
		a.Compose(w)
		a.LogicalProduct(c)
		engine.Compose3(w, offs[0], a)
		for _, o := range offs {
			_, _, _, _ = o.Value(), o.Unsigned(), o.String(), o.StaticString()
			_, _ = o.FlagBits()
		}
		for _, f := range forms {
			f.Eval(crd)
			_, _, _, _ = f.String(), f.StaticString(), f.Plain(), f.Simple()
			_, _, _, _, _ = f.A(), f.B(), f.OffsetTerm(), f.Inner(), f.Offset()
			f.Outer()
			f.Domain()
			f.ShapeOf("size")
			f.RightInverse()
			f.LeftInverse()
			f.Upcast(n)
			f.Downcast(n)
			f.SliceAndOffset(crd)
			f.Compose(a)
			f.Compose(w)
			f.ComposeTiler(crd)
			f.OnB(engine.OnBCoalesce, func(l engine.Layout) (engine.Layout, error) { return engine.Coalesce(l), nil })
			a.Compose(f)
			w.Compose(f)
			f.Compose(c)
			f.RightInverse()
			f.LeftInverse()
			f.Upcast(n)
			f.Downcast(n)
			f.Nullspace()
			f.MaxCommonVector(c)
			f.MaxCommonLayout(a)
			engine.PrintComposedLayout(f)
		}
	}},
	{"traces", func(x extremes, desc *string) {
		a, b, t, c := x.layout(), x.tiler(), x.tuple(2), x.tuple(2)
		*desc = fmt.Sprint(a, " ", engine.TilerString(b, engine.Plain), " ", t, " ", c)
		tr := &engine.Trace{}
		engine.Idx2Crd(t, c, tr)
		engine.Crd2Idx(t, c, x.congruent(c), tr)
		engine.Coalesce(a, tr)
		engine.ShapeDiv(t, c, tr)
		engine.ShapeMod(t, x.int(), tr)
		engine.Complement(a, c, tr)
		engine.Complement(a, engine.CosizeOf(engine.Filter(a)), tr)
		engine.Composition(a, b, tr)
		engine.RightInverse(a, tr)
		engine.LeftInverse(a, tr)
		for _, d := range engine.Divides() {
			d.Apply(a, b, tr)
		}
		for _, p := range engine.Products() {
			p.Apply(a, b, tr)
		}
	}},
}

func TestExportedAPISurvivesExtremeOperands(t *testing.T) {
	trials := 2000 // per entry point; 300 under -short
	if testing.Short() {
		trials = 300
	}
	for i, c := range apiCalls {
		x := extremes{rand.New(rand.NewPCG(uint64(i), 0x5eed))}
		for trial := range trials {
			if desc, p := callRecovering(c.call, x); p != nil {
				t.Errorf("%s (trial %d) panicked: %v\noperands: %s", c.name, trial, p, desc)
				break
			}
		}
	}
}

// FuzzExportedAPI draws every entry point's operands from the fuzzer's two
// seeds (make fuzz runs it): no input may make one panic.
func FuzzExportedAPI(f *testing.F) {
	f.Add(uint64(1), uint64(2))
	f.Add(uint64(1<<63), uint64(7))
	f.Fuzz(func(t *testing.T, s1, s2 uint64) {
		for _, c := range apiCalls {
			x := extremes{rand.New(rand.NewPCG(s1, s2))}
			var desc string
			var p any
			engine.WithinBudget(t, c.name, func() { desc, p = callRecovering(c.call, x) })
			if p != nil {
				t.Fatalf("%s panicked: %v\noperands: %s", c.name, p, desc)
			}
		}
	})
}

// callRecovering runs f, returning the operands it drew and the value of
// any panic.
func callRecovering(f func(extremes, *string), x extremes) (desc string, p any) {
	defer func() {
		if r := recover(); r != nil {
			p = fmt.Sprintf("%v\n%s", r, debug.Stack())
		}
	}()
	f(x, &desc)
	return desc, nil
}

// A nil Tiler, alone or inside a ByMode, is refused by name.
func TestNilTilerIsRefused(t *testing.T) {
	l, err := engine.MakeLayout(engine.Ints(4, 2), engine.Ints(1, 4))
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range []engine.Tiler{nil, engine.ByMode{nil}, engine.ByMode{engine.Int(2), nil}} {
		for name, f := range map[string]func(engine.Layout, engine.Tiler, ...*engine.Trace) (engine.Layout, error){
			"composition": engine.Composition, "logical_divide": engine.LogicalDivide, "logical_product": engine.LogicalProduct,
		} {
			if _, err := f(l, tl); err == nil || !strings.Contains(err.Error(), "invalid tiler") {
				t.Errorf("%s(%s, %s) = %v, want an invalid tiler error", name, l, engine.TilerString(tl, engine.Plain), err)
			}
		}
	}
}

// The example: a layout whose size does not fit is refused at
// construction, and Concat refuses to build one from valid parts.
func TestOversizedLayoutsAreRefused(t *testing.T) {
	big := engine.Int(1 << 40)
	if _, err := engine.MakeLayout(engine.Tuple(big, big), engine.Tuple(big, engine.Int(1<<30))); err == nil {
		t.Fatal("MakeLayout((2^40,2^40):(2^40,2^30)) succeeded")
	}
	l, err := engine.MakeLayout(big, engine.Int(1))
	if err != nil {
		t.Fatal(err)
	}
	if r, err := engine.Concat(l, l); err == nil {
		t.Fatalf("Concat(2^40:1, 2^40:1) = %s, want a size error", r)
	}
	var e *engine.Error
	if _, err := engine.NewSwizzle(3, 3, math.MinInt64); err == nil {
		t.Fatal("NewSwizzle(3,3,MinInt64) succeeded")
	} else if !asError(err, &e) {
		t.Fatalf("NewSwizzle(3,3,MinInt64): %T %v, want *engine.Error", err, err)
	}
}

func asError(err error, e **engine.Error) bool {
	x, ok := err.(*engine.Error)
	*e = x
	return ok
}
