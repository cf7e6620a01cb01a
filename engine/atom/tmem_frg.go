package atom

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
)

// TMEM, Blackwell's tensor memory (arch/tmem_allocator_sm100.hpp): 128
// data-path lanes (DP) × 512 columns of 32 bits per SM. A tmem_ptr<T>
// holds the address lane<<16 | column and prints it as lane.column
// (0x0000.0000); offsets in units of T are rotated right by
// OffsetShift = log2(32/bits(T)) before they are added, so that a
// sub-word index lands in the unused high bits.
const (
	TmemLanes       = 128
	TmemColumns     = 512
	tmemCapacityBit = TmemLanes * TmemColumns * 32 // TMEM::MAX_CAPACITY_BITS
)

// TmemOffsetShift is tmem_ptr<T>::OffsetShift for a T of the given width:
// log2(32/bits), 0 for 32 bits and wider.
func TmemOffsetShift(bits int) int { return engine.TmemOffsetShift(bits) }

// TmemDP is TMEM::DP<T>: the stride of one lane in T-addressing,
// (1<<16) << OffsetShift.
func TmemDP(bits int) int { return 1 << 16 << TmemOffsetShift(bits) }

// TmemFrg is UMMA::tmem_frg<ValueType, StorageType, N_SM, TmemAlloc>
// (mma_traits_sm100_frag.hpp): the fragment type of an UMMA operand held
// in TMEM. The zero value (NSM 0) means the operand is not in TMEM.
type TmemFrg struct {
	ValType        string
	ValBits        int
	StorageBits    int  // StorageType's width: 32 for uint32_t and int32_t
	NSM            int  // 1 or 2 CTAs
	NonInterleaved bool // TmemAllocMode::NonInterleaved (else Interleaved)
	Duplicated     bool // TmemAllocMode::Duplicated: a 2-CTA A of 64 rows copied to all four sub-partitions
}

// Make is tmem_frg::make(tmem_shape): the layout of the TMEM tensor of a
// post-partitioned shape ((M_MMA,N_MMA),MMA_M,MMA_N,...), from (m,n,...)
// to TMEM addresses. An atom of M_MMA lanes × N_MMA columns (in "virtual"
// addressing, lane stride 1, column stride 128) is tiled over the rest of
// the shape, lanes first, then restrided to lane stride DP<T> and column
// stride bits(StorageType)/bits(T):
//
//	composition((128,16384):(DP<T>,COL_ADDR), tiled_product(atom, make_layout(take<1,R>(shape))))
//
// M_MMA = 128 fills all lanes: atom (128,N):(1,128). M_MMA = 64 (one CTA)
// uses half of each 32-lane sub-partition: ((16,4),N):((1,32),128), tiles
// of it stepping 1 lane (Interleaved) or 2 (NonInterleaved). The 2-CTA
// forms with M_MMA = 64 and 32 fold N over the sub-partitions:
// (64,(N/2,2)):(1,(128,64)) and (32,(N/4,4)):(1,(128,32)); a Duplicated
// 2-CTA fragment of 64 rows takes the 128-lane atom.
func (f TmemFrg) Make(shape engine.IntTuple) (engine.Layout, error) {
	op := "make_tensor<tmem_frg>"
	fail := func(cond, detail string, args ...any) (engine.Layout, error) {
		return engine.Layout{}, &engine.Error{Op: op, Cond: cond, Detail: fmt.Sprintf(detail, args...)}
	}
	if f.ValBits > f.StorageBits {
		return fail("TMEM MMA allocations require StorageType big enough for ValueType.", "a %d-bit %s in %d-bit storage", f.ValBits, f.ValType, f.StorageBits)
	}
	size, err := engine.Size(shape)
	if err != nil {
		return engine.Layout{}, err
	}
	if !shape.IsStatic() {
		// CUTE_STATIC_ASSERT_V reads the size as a type's value: a
		// run-time extent does not compile.
		return fail("Requesting more TMEM than is available.", "size(tmem_shape) of %s is a run-time int, which CUTE_STATIC_ASSERT_V cannot read: a TMEM fragment's shape must be static", shape)
	}
	if size > tmemCapacityBit/f.StorageBits {
		return fail("Requesting more TMEM than is available.", "%d elements of %d bits, TMEM holds %d bits", size, f.StorageBits, tmemCapacityBit)
	}
	s0 := shape.At(0)
	if !shape.IsTuple() || !s0.IsTuple() || s0.Len() != 2 {
		return fail("Expected post-partitioned shape ((M_MMA,N_MMA),...).", "the shape %s", shape)
	}
	mSize, _ := engine.Size(s0.At(0))
	nSize, _ := engine.Size(s0.At(1))
	rest, err := engine.Take(shape, 1, shape.Len())
	if err != nil {
		return engine.Layout{}, err
	}
	var atom engine.Layout
	tileStride := 1
	switch {
	case f.NSM == 1 && mSize == 64:
		atom = lay(fmt.Sprintf("((16,4),%d)", nSize), "((1,32),128)")
		if f.NonInterleaved {
			tileStride = 2
		}
	case mSize == 128, f.NSM == 2 && mSize == 64 && f.Duplicated:
		atom = lay(fmt.Sprintf("(128,%d)", nSize), "(1,128)")
	case f.NSM == 2 && mSize == 64 && nSize%2 == 0:
		atom = lay(fmt.Sprintf("(64,(%d,2))", nSize/2), "(1,(128,64))")
	case f.NSM == 2 && mSize == 32 && nSize%4 == 0:
		atom = lay(fmt.Sprintf("(32,(%d,4))", nSize/4), "(1,(128,32))")
	case f.NSM == 1:
		return fail("UMMA_1SM M-mode size should be 64 or 128.", "M_MMA = %d", mSize)
	default:
		return fail("UMMA_2SM M-mode size should be 32 or 64 or 128.", "M_MMA = %d", mSize)
	}
	restStride, err := engine.CompactMajor(rest, engine.LayoutLeft, tileStride)
	if err != nil {
		return engine.Layout{}, err
	}
	tiles, err := engine.MakeLayout(rest, restStride)
	if err != nil {
		return engine.Layout{}, err
	}
	logical, err := engine.TiledProduct(atom, tiles)
	if err != nil {
		return engine.Layout{}, err
	}
	restride := lay("(128,16384)", fmt.Sprintf("(%d,%d)", TmemDP(f.ValBits), f.StorageBits/f.ValBits))
	return engine.Composition(restride, logical)
}
