package atom

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// GMMADesc is GmmaDescriptor (mma_sm90_desc.hpp), the 64-bit word a
// wgmma instruction reads for an operand in shared memory: bits [0,14)
// the start address >> 4, [16,30) the leading byte offset, [32,46) the
// stride byte offset (both in 16-byte units), [49,52) the base offset and
// [62,64) the layout type (0 INTERLEAVE, 1 B128, 2 B64, 3 B32).
type GMMADesc struct {
	StartAddr, LBO, SBO, BaseOffset, LayoutType uint64
}

// Word is the descriptor as the 64-bit integer desc_.
func (d GMMADesc) Word() uint64 {
	return d.StartAddr&0x3fff | (d.LBO&0x3fff)<<16 | (d.SBO&0x3fff)<<32 | (d.BaseOffset&7)<<49 | (d.LayoutType&3)<<62
}

var gmmaLayoutTypeName = [...]string{"INTERLEAVE", "B128", "B64", "B32"}

// Print is cute::print(GmmaDescriptor).
func (d GMMADesc) Print() string {
	var b strings.Builder
	fmt.Fprintf(&b, "GmmaDescriptor: 0x%016x\n", d.Word())
	fmt.Fprintf(&b, "  start_addr :  0x%04x\n", d.StartAddr)
	fmt.Fprintf(&b, "  leading_off:  0x%04x (%d)\n", d.LBO, d.LBO)
	fmt.Fprintf(&b, "  stride_off :  0x%04x (%d)\n", d.SBO, d.SBO)
	fmt.Fprintf(&b, "  base_offset:  0x%01x\n", d.BaseOffset)
	fmt.Fprintf(&b, "  layout_type:  0x%01x (%s)\n", d.LayoutType, gmmaLayoutTypeName[d.LayoutType])
	return b.String()
}

// MakeGMMADesc is make_gmma_desc<major>(tensor) (mma_traits_sm90_gmma.hpp)
// of a rank-2 shared-memory tensor at byte address addr, layout l of
// valBits-bit elements, its pointer swizzled by sw: with u the tile
// recast to uint128_t and c its canonical layout (gmmaCanonical),
//
//	K:  SBO = stride<0,1>(c), LBO = stride<1,0>(c)
//	MN: SBO = stride<0,1>(c), LBO = stride<1,1>(c) for INTERLEAVE,
//	    SBO = stride<1,1>(c), LBO = stride<0,1>(c) otherwise
//
// in uint128_t units, the start address addr >> 4, the base offset 0,
// each field cut to its bits as the bitfield assignment cuts it.
func MakeGMMADesc(l engine.Layout, valBits int, sw engine.Swizzle, addr int, major string) (GMMADesc, error) {
	if l.Rank() != 2 {
		return GMMADesc{}, descErr("GMMA Descriptors can only be constructed on rank-2 tensors.", "the tensor's layout %s has rank %d", l, l.Rank())
	}
	g := gcdInt(128, valBits)
	u, err := engine.Upcast(l, 128/g)
	if err == nil && valBits/g != 1 {
		u, err = engine.Downcast(u, valBits/g)
	}
	if err != nil {
		return GMMADesc{}, err
	}
	c, _, err := gmmaCanonical(u, valBits, sw, major)
	if err != nil {
		return GMMADesc{}, err
	}
	d := c.Stride()
	s01, s10, s11 := d.At(0).At(1).Value(), d.At(1).At(0).Value(), d.At(1).At(1).Value()
	desc := GMMADesc{StartAddr: uint64(uint32(addr)>>4) & 0x3fff, LayoutType: [...]uint64{0, 3, 2, 1}[sw.B()]}
	sbo, lbo := s01, s10
	if major == "MN" {
		sbo, lbo = s11, s01
		if sw.B() == 0 {
			sbo, lbo = s01, s11
		}
	}
	desc.SBO, desc.LBO = uint64(uint32(sbo))&0x3fff, uint64(uint32(lbo))&0x3fff
	return desc, nil
}
