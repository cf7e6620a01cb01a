package atom

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
)

// UMMASmemDesc is UMMA::make_umma_desc<Major>(tensor)
// (arch/mma_sm100_desc.hpp), the 64-bit shared-memory descriptor of a
// rank-2 tile of valBits-bit elements whose layout is l and whose pointer
// is swizzled by sw at byte address addr, as uint64_t(SmemDescriptor):
//
//	bits  0-13 start address >> 4     bits 46-47 version (1 for Blackwell)
//	bits 16-29 leading byte offset    bits 49-51 base offset (0)
//	bits 32-45 stride byte offset     bit  52    LBO mode (0, legacy)
//	                                  bits 61-63 layout type
//
// the offsets in 16-byte units, read from the canonical layout
// logical_divide(u, (W, 8|4)) (MN) or (8:1, 2:1) (K) of u, the tile
// recast to uint128_t; the layout type from the swizzle: Swizzle<0..3,4,3>
// SWIZZLE_NONE 0, 32B 6, 64B 4, 128B 2, and Swizzle<2,5,2>
// SWIZZLE_128B_BASE32B 1 (MN only), W its atom's MN size in uint128_t
// (1, 2, 4, 8, 8). The static_asserts of C++ are the errors.
func UMMASmemDesc(l engine.Layout, valBits int, sw engine.Swizzle, addr int, major string) (uint64, error) {
	fail := func(cond, format string, args ...any) (uint64, error) {
		return 0, &engine.Error{Op: "make_umma_desc", Cond: cond, Detail: fmt.Sprintf(format, args...)}
	}
	if l.Rank() != 2 {
		return fail("UMMA Descriptors can only be constructed on rank-2 tensors.", "the tensor's layout %s", l)
	}
	g := gcdInt(128, valBits)
	u, err := engine.Upcast(l, 128/g)
	if err == nil && valBits/g != 1 {
		u, err = engine.Downcast(u, valBits/g)
	}
	if err != nil {
		return 0, err
	}
	var layoutType uint64
	var w int
	switch {
	case sw.M() == 4 && sw.S() == 3 && sw.B() >= 0 && sw.B() <= 3:
		layoutType = []uint64{0, 6, 4, 2}[sw.B()]
		w = 1 << sw.B()
	case sw.M() == 5 && sw.B() == 2 && sw.S() == 2:
		layoutType, w = 1, 8
	default:
		return fail("Unsupported layout swizzle.", "layout_type of a tensor swizzled by %s", sw)
	}
	none := layoutType == 0
	var tile engine.ByMode
	switch major {
	case "MN":
		k := 8
		if layoutType == 1 {
			k = 4
		}
		tile = engine.ByMode{mustLayout(w, 1), mustLayout(k, 1)}
	case "K":
		if layoutType == 1 {
			return fail("SWIZZLE_128B_BASE32B is invalid for Major-K", "a tile swizzled by %s", sw)
		}
		if !u.Shape().At(0).IsStatic() {
			return fail("Not a canonical UMMA_K Layout: Expected MN-size multiple of 8.", "size<0>(%s) is a run-time int, which CUTE_STATIC_ASSERT_V cannot read", u)
		}
		if modeSize(u, 0)%8 != 0 {
			return fail("Not a canonical UMMA_K Layout: Expected MN-size multiple of 8.", "size<0>(%s) = %d", u, modeSize(u, 0))
		}
		tile = engine.ByMode{mustLayout(8, 1), mustLayout(2, 1)}
	default:
		return fail("Unrecognized MajorMode!", "%q", major)
	}
	c, err := engine.LogicalDivide(u, tile)
	if err != nil {
		return 0, err
	}
	if !engine.Congruent(c.Shape(), engine.Tuple(engine.Ints(1, 1), engine.Ints(1, 1))) {
		return fail("Not a canonical UMMA_"+major+" Layout: Expected profile failure.", "logical_divide(%s, %s) = %s", u, tilerPrint(tile, engine.Plain), c)
	}
	d := c.Stride()
	// C++ reads the strides it checks and encodes as constexpr uint32_t:
	// a run-time one does not compile (K-major never reads stride<1,1>).
	read := []engine.IntTuple{d.At(0).At(0), d.At(0).At(1), d.At(1).At(0)}
	if major == "MN" {
		read = append(read, d.At(1).At(1))
	}
	for _, x := range read {
		if !x.IsStatic() {
			return fail("Not a canonical UMMA_"+major+" Layout: Expected stride failure.", "logical_divide(%s, %s) = %s has the run-time stride %s, which a constexpr uint32_t cannot hold", u, tilerPrint(tile, engine.Plain), c, x)
		}
	}
	d00, d01 := d.At(0).At(0).Value(), d.At(0).At(1).Value()
	d10, d11 := d.At(1).At(0).Value(), d.At(1).At(1).Value()
	var sbo, lbo int
	if major == "MN" {
		if !none && d00 != 1 || d10 != w {
			return fail("Not a canonical UMMA_MN Layout: Expected stride failure.", "logical_divide(%s, %s) = %s", u, tilerPrint(tile, engine.Plain), c)
		}
		sbo, lbo = d11, d01
		if none {
			sbo, lbo = d01, d11
		}
	} else {
		if d00 != w || !none && d10 != 1 {
			return fail("Not a canonical UMMA_K Layout: Expected stride failure.", "logical_divide(%s, %s) = %s", u, tilerPrint(tile, engine.Plain), c)
		}
		sbo, lbo = d01, d10
	}
	desc := uint64(uint32(addr)>>4) & 0x3FFF
	desc |= uint64(lbo)&0x3FFF<<16 | uint64(sbo)&0x3FFF<<32 | 1<<46 | layoutType<<61
	return desc, nil
}
