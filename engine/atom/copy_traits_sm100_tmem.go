package atom

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
)

// Blackwell's TMEM loads and stores (copy_traits_sm100.hpp): a warp moves
// data between TMEM and registers. SM100_TMEM_LOAD_<dp>dp<bits>b<r>x
// reads r repetitions of a 16- or 32-lane datapath shape: each of the 32
// threads' registers (Dst, in bits) against the TMEM bits it covers (Src:
// every thread's source is the whole tile, stride 0, since a TMEM address
// is not a thread's). ValID is the atom's bits in TMEM addressing, lane
// stride DP_b = 2^21 bits; the _16b forms pack two 16-bit values from
// columns 32 bits apart. A STORE is the LOAD with Src and Dst exchanged
// (and its Ref, the LOAD's Src, now on the TMEM side).
//
//	datapath  ValID (bits)          Src          Dst
//	16dp256b  (256r,16)             (32,4096r)   ((4,8),(64,2,r)):((64,256r),(1,2048r,256))
//	16dp128b  (128r,16)             (32,2048r)   ((4,8),(32,2,r)):((32,128r),(1,1024r,128))
//	16dp64b   (64r,16)              (32,1024r)   ((2,2,8),(32,r)):((512r,32,64r),(1,64))
//	16dp32b   (64r,16)              (32,1024r)   ((16,2),32r):((64r,32r),1)
//	32dp32b   (32r,32)              (32,1024r)   (32,32r):(32r,1)
//
// with the r = 1 mode of Dst dropped, ValID's first mode (16,n/16):(1,32)
// for _16b, and Src (32,n):(0,1).

// TmemDPBits is TMEM::DP_b: the stride of one TMEM lane in bits, 2^21.
const TmemDPBits = 1 << 21

// tmemValID holds each TMEM copy operation's ValID, by name.
var tmemValID = map[string]engine.Layout{}

// TmemValID is Copy_Traits<op>::ValID of a TMEM load or store, and
// whether op is one.
func TmemValID(op string) (engine.Layout, bool) {
	l, ok := tmemValID[op]
	return l, ok
}

func init() {
	type path struct {
		name  string
		reps  []int
		lanes int // the datapath's lanes: 16 or 32
		bits  func(r int) int
		dst   func(r int) engine.Layout
	}
	reps := func(hi int) []int {
		var out []int
		for r := 1; r <= hi; r *= 2 {
			out = append(out, r)
		}
		return out
	}
	paths := []path{
		{"16dp256b", reps(32), 16, func(r int) int { return 256 * r }, func(r int) engine.Layout {
			if r == 1 {
				return lay("((4,8),(64,2))", "((64,256),(1,2048))")
			}
			return lay(fmt.Sprintf("((4,8),(64,2,%d))", r), fmt.Sprintf("((64,%d),(1,%d,256))", 256*r, 2048*r))
		}},
		{"16dp128b", reps(64), 16, func(r int) int { return 128 * r }, func(r int) engine.Layout {
			if r == 1 {
				return lay("((4,8),(32,2))", "((32,128),(1,1024))")
			}
			return lay(fmt.Sprintf("((4,8),(32,2,%d))", r), fmt.Sprintf("((32,%d),(1,%d,128))", 128*r, 1024*r))
		}},
		{"16dp64b", reps(128), 16, func(r int) int { return 64 * r }, func(r int) engine.Layout {
			if r == 1 {
				return lay("((2,2,8),32)", "((512,32,64),1)")
			}
			return lay(fmt.Sprintf("((2,2,8),(32,%d))", r), fmt.Sprintf("((%d,32,%d),(1,64))", 512*r, 64*r))
		}},
		{"16dp32b", reps(128), 16, func(r int) int { return 64 * r }, func(r int) engine.Layout {
			return lay(fmt.Sprintf("((16,2),%d)", 32*r), fmt.Sprintf("((%d,%d),1)", 64*r, 32*r))
		}},
		{"32dp32b", reps(128), 32, func(r int) int { return 32 * r }, func(r int) engine.Layout {
			return lay(fmt.Sprintf("(32,%d)", 32*r), fmt.Sprintf("(%d,1)", 32*r))
		}},
	}
	for _, p := range paths {
		for _, r := range p.reps {
			n := p.bits(r) // the bits of one lane
			src := lay(fmt.Sprintf("(32,%d)", n*p.lanes), "(0,1)")
			dst := p.dst(r)
			for _, packed := range []bool{false, true} {
				name := fmt.Sprintf("%s%dx", p.name, r)
				valID := lay(fmt.Sprintf("(%d,%d)", n, p.lanes), fmt.Sprintf("(1,%d)", TmemDPBits))
				if packed {
					name += "_16b"
					valID = lay(fmt.Sprintf("((16,%d),%d)", n/16, p.lanes), fmt.Sprintf("((1,32),%d)", TmemDPBits))
				}
				load, store := "SM100_TMEM_LOAD_"+name, "SM100_TMEM_STORE_"+name
				fixedCopy(load, CopyTraits{ThrID: warp, SrcLayout: src, DstLayout: dst, RefLayout: src})
				fixedCopy(store, CopyTraits{ThrID: warp, SrcLayout: dst, DstLayout: src, RefLayout: src})
				tmemValID[load], tmemValID[store] = valID, valID
			}
		}
	}
}

// SM100's 8-bit ldmatrix and stmatrix (copy_traits_sm100.hpp): the _T
// forms transpose 8-bit values; SU4/SU6_DU8x16 load 4- or 6-bit values
// packed in shared memory into 8-bit registers.
func init() {
	u8T := func(r int) engine.Layout {
		if r == 4 {
			return lay("((4,8),(8,2,2))", "((256,8),(1,128,64))")
		}
		return lay(fmt.Sprintf("((4,8),(8,2,2,%d))", r/4), "((256,8),(1,128,64,1024))")
	}
	fixedCopy("SM100_U8x8_LDSM_T", CopyTraits{ThrID: warp, SrcLayout: lay("((2,2,4,2),128)", "((128,1024,256,0),1)"), DstLayout: u8T(8), RefLayout: u8T(8)})
	fixedCopy("SM100_U8x16_LDSM_T", CopyTraits{ThrID: warp, SrcLayout: lay("((2,2,4,2),128)", "((128,1024,256,2048),1)"), DstLayout: u8T(16), RefLayout: u8T(16)})
	for _, su := range []string{"SU4", "SU6"} {
		x1, x2, x4 := lay("(32,32)", "(32,1)"), lay("(32,(32,2))", "(32,(1,1024))"), lay("(32,(32,4))", "(32,(1,1024))")
		fixedCopy("SM100_"+su+"_DU8x16_x1_LDSM_N", CopyTraits{ThrID: warp, SrcLayout: lay("((8,4),128)", "((128,0),1)"), DstLayout: x1, RefLayout: x1})
		fixedCopy("SM100_"+su+"_DU8x16_x2_LDSM_N", CopyTraits{ThrID: warp, SrcLayout: lay("((16,2),128)", "((128,0),1)"), DstLayout: x2, RefLayout: x2})
		fixedCopy("SM100_"+su+"_DU8x16_x4_LDSM_N", CopyTraits{ThrID: warp, SrcLayout: lay("(32,128)", "(128,1)"), DstLayout: x4, RefLayout: x4})
	}
	fixedCopy("SM100_U8x4_STSM_T", CopyTraits{ThrID: warp, SrcLayout: u8T(4), DstLayout: lay("((8,4),128)", "((128,0),1)"), RefLayout: u8T(4)})
	fixedCopy("SM100_U8x8_STSM_T", CopyTraits{ThrID: warp, SrcLayout: u8T(8), DstLayout: lay("((16,2),128)", "((128,0),1)"), RefLayout: u8T(8)})
	fixedCopy("SM100_U8x16_STSM_T", CopyTraits{ThrID: warp, SrcLayout: u8T(16), DstLayout: lay("(32,128)", "(128,1)"), RefLayout: u8T(16)})
}
