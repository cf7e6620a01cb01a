package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The derivation of make_gmma_desc<Major>(tensor) as
// mma_traits_sm90_gmma.hpp computes it: recast the tile to uint128_t,
// the layout type from the pointer's swizzle, the start address >> 4,
// then the canonical layout (a logical_divide) whose strides are the
// leading and stride byte offsets. Every value is the engine's.

func init() {
	explainers["make_gmma_desc"] = explainMakeGMMADesc
	explainers["make_umma_desc"] = explainMakeUMMADesc
}

// gmmaLayoutTypes names LayoutType by Swizzle<B,4,3>'s B: its code and
// W, the swizzle atom's width in 16-byte units.
var gmmaLayoutTypes = [...]struct {
	name      string
	code, w   int
	swizzleOf string
}{
	{"INTERLEAVE", 0, 1, "Swizzle<0,4,3> (no swizzle)"},
	{"B32", 3, 2, "Swizzle<1,4,3>"},
	{"B64", 2, 4, "Swizzle<2,4,3>"},
	{"B128", 1, 8, "Swizzle<3,4,3>"},
}

func explainMakeGMMADesc(c *callCtx, tr *engine.Trace) {
	m, ok := c.args[0].(GMMAMajorValue)
	if !ok {
		return
	}
	t, ok := c.args[1].(value.TensorValue)
	if !ok || t.P().Space != "smem" || t.T.Layout.Rank() != 2 {
		return
	}
	bits := t.P().Type.Bits
	sw, err := engine.NewSwizzle(0, 4, 3)
	if err != nil || bits <= 0 {
		return
	}
	if t.P().Swizzled {
		sw = t.P().Sw
	}
	tr.Say("make_gmma_desc", t.T.Layout.String(), "the tile: %s of %d-bit %s in shared memory, its pointer swizzled by %s", t.T.Layout, bits, t.P().Type.Name, sw)
	// recast<uint128_t const>(tensor)
	g := gcd(128, bits)
	u, err := engine.Upcast(t.T.Layout, 128/g)
	if err == nil && bits/g != 1 {
		u, err = engine.Downcast(u, bits/g)
	}
	if err != nil {
		return
	}
	tr.Say("recast", u.String(), "recast<uint128_t>: the descriptor counts 16-byte units, %d elements each: %s", 128/bits, u)
	if sw.M() != 4 || sw.S() != 3 || sw.B() < 0 || sw.B() > 3 {
		tr.Say("layout_type", "", "%s is none of the four GMMA swizzles Swizzle<0..3,4,3>: C++ stops here", sw)
		return
	}
	lt := gmmaLayoutTypes[sw.B()]
	tr.Say("layout_type", lt.name, "layout_type from the swizzle: %s is LayoutType::%s = %d (bits 62-63); its swizzle atom is W = %d 16-byte units wide", lt.swizzleOf, lt.name, lt.code, lt.w)
	tr.Say("start_address", "", "start_address = smem address 0x%x >> 4 = 0x%x (bits 0-13); base_offset = 0 (bits 49-51)", t.P().Addr, uint32(t.P().Addr)>>4&0x3fff)
	one := func(n int) engine.Layout {
		l, _ := engine.MakeLayout(engine.Int(n), engine.Int(1))
		return l
	}
	tile := engine.ByMode{one(8), one(2)}
	what := "((8,m),(2,1)): 8 rows of 16 bytes, then the rows' groups; 2 units of K"
	if m.Major == "MN" {
		tile = engine.ByMode{one(lt.w), one(8)}
		what = "((W,n),(8,k)): W units of MN in one swizzle row, 8 rows of K"
	}
	cl, err := engine.LogicalDivide(u, tile)
	if err != nil {
		return
	}
	tr.Say("canonical", cl.String(), "the canonical GMMA_%s layout %s: logical_divide(%s, <%s,%s>) = %s", m.Major, what, u, tile[0], tile[1], cl)
	if !engine.Congruent(cl.Shape(), engine.Tuple(engine.Ints(1, 1), engine.Ints(1, 1))) {
		tr.Say("canonical", "", "its profile is not ((_,_),(_,_)): not a canonical GMMA_%s layout, C++ stops here", m.Major)
		return
	}
	d := cl.Stride()
	s01, s10, s11 := d.At(0).At(1).Value(), d.At(1).At(0).Value(), d.At(1).At(1).Value()
	var sbo, lbo int
	switch {
	case m.Major == "K":
		sbo, lbo = s01, s10
		tr.Say("SBO", "", "K-major: stride_byte_offset = stride<0,1> = %d units (%d bytes), from one group of 8 rows to the next", s01, 16*s01)
		tr.Say("LBO", "", "leading_byte_offset = stride<1,0> = %d units, the step between the two 16-byte K units (1, adjacent, in every swizzled K-major canonical layout)", s10)
	case lt.name == "INTERLEAVE":
		sbo, lbo = s01, s11
		tr.Say("SBO", "", "MN-major, no swizzle: stride_byte_offset = stride<0,1> = %d units (%d bytes), from one MN unit to the next", s01, 16*s01)
		tr.Say("LBO", "", "leading_byte_offset = stride<1,1> = %d units (%d bytes), from one group of 8 K rows to the next", s11, 16*s11)
	default:
		sbo, lbo = s11, s01
		tr.Say("SBO", "", "MN-major: stride_byte_offset = stride<1,1> = %d units (%d bytes), from one group of 8 K rows to the next", s11, 16*s11)
		tr.Say("LBO", "", "leading_byte_offset = stride<0,1> = %d units (%d bytes), from one swizzle atom of MN to the next", s01, 16*s01)
	}
	desc, err := atom.MakeGMMADesc(t.T.Layout, bits, sw, t.P().Addr, m.Major)
	if err != nil {
		tr.Say("make_gmma_desc", "", "the strides fail C++'s canonical checks: %v", err)
		return
	}
	tr.Say("make_gmma_desc", "", "the 64-bit word: start 0x%x | LBO %d << 16 | SBO %d << 32 | base 0 << 49 | layout type %d << 62 = 0x%016x", desc.StartAddr, lbo&0x3fff, sbo&0x3fff, lt.code, desc.Word())
}

// explainMakeUMMADesc is make_umma_desc<Major>(tensor) as
// arch/mma_sm100_desc.hpp computes it: the same recast and canonical
// layout as make_gmma_desc, UMMA's layout-type codes (3 bits), the
// version 1, and the word from engine/atom's UMMASmemDesc.
func explainMakeUMMADesc(c *callCtx, tr *engine.Trace) {
	m, ok := c.args[0].(UMMAEnumValue)
	if !ok || m.Enum != "Major" {
		return
	}
	t, ok := c.args[1].(value.TensorValue)
	if !ok || t.P().Space != "smem" || t.T.Layout.Rank() != 2 || t.P().Type.Bits <= 0 {
		return
	}
	bits := t.P().Type.Bits
	sw, err := engine.NewSwizzle(0, 4, 3)
	if err != nil {
		return
	}
	if t.P().Swizzled {
		sw = t.P().Sw
	}
	tr.Say("make_umma_desc", t.T.Layout.String(), "the tile: %s of %d-bit %s in shared memory, its pointer swizzled by %s", t.T.Layout, bits, t.P().Type.Name, sw)
	g := gcd(128, bits)
	u, err := engine.Upcast(t.T.Layout, 128/g)
	if err == nil && bits/g != 1 {
		u, err = engine.Downcast(u, bits/g)
	}
	if err != nil {
		return
	}
	tr.Say("recast", u.String(), "recast<uint128_t>: the descriptor counts 16-byte units: %s", u)
	var code uint32
	var w int
	switch {
	case sw.M() == 4 && sw.S() == 3 && sw.B() >= 0 && sw.B() <= 3:
		code, w = []uint32{0, 6, 4, 2}[sw.B()], 1<<sw.B()
	case sw.M() == 5 && sw.B() == 2 && sw.S() == 2:
		code, w = 1, 8
	default:
		tr.Say("layout_type", "", "%s is none of UMMA's swizzles: C++ stops here", sw)
		return
	}
	tr.Say("layout_type", atom.UMMALayoutTypeName(code), "layout_type from the swizzle: %s is %s = %d (bits 61-63); its atom is W = %d 16-byte units wide", sw, atom.UMMALayoutTypeName(code), code, w)
	tr.Say("start_address", "", "start_address = smem address 0x%x >> 4 = 0x%x (bits 0-13); version = 1 (bits 46-47); base_offset 0, lbo_mode 0", t.P().Addr, uint32(t.P().Addr)>>4&0x3fff)
	one := func(n int) engine.Layout {
		l, _ := engine.MakeLayout(engine.Int(n), engine.Int(1))
		return l
	}
	tile := engine.ByMode{one(8), one(2)}
	if m.Name == "MN" {
		k := 8
		if code == 1 {
			k = 4
		}
		tile = engine.ByMode{one(w), one(k)}
	}
	cl, err := engine.LogicalDivide(u, tile)
	if err != nil {
		return
	}
	tr.Say("canonical", cl.String(), "the canonical UMMA_%s layout: logical_divide(%s, <%s,%s>) = %s", m.Name, u, tile[0], tile[1], cl)
	if !engine.Congruent(cl.Shape(), engine.Tuple(engine.Ints(1, 1), engine.Ints(1, 1))) {
		tr.Say("canonical", "", "its profile is not ((_,_),(_,_)): not a canonical UMMA_%s layout, C++ stops here", m.Name)
		return
	}
	d := cl.Stride()
	s01, s10, s11 := d.At(0).At(1).Value(), d.At(1).At(0).Value(), d.At(1).At(1).Value()
	switch {
	case m.Name == "K":
		tr.Say("SBO", "", "K-major: stride_byte_offset = stride<0,1> = %d units (%d bytes); leading_byte_offset = stride<1,0> = %d", s01, 16*s01, s10)
	case code == 0:
		tr.Say("SBO", "", "MN-major, no swizzle: stride_byte_offset = stride<0,1> = %d units; leading_byte_offset = stride<1,1> = %d units", s01, s11)
	default:
		tr.Say("SBO", "", "MN-major: stride_byte_offset = stride<1,1> = %d units (%d bytes); leading_byte_offset = stride<0,1> = %d units (%d bytes)", s11, 16*s11, s01, 16*s01)
	}
	word, err := atom.UMMASmemDesc(t.T.Layout, bits, sw, t.P().Addr, m.Name)
	if err != nil {
		tr.Say("make_umma_desc", "", "the strides fail C++'s canonical checks: %v", err)
		return
	}
	tr.Say("make_umma_desc", "", "the 64-bit word: start | LBO << 16 | SBO << 32 | 1 << 46 | layout type %d << 61 = 0x%016x", code, word)
}
