package gpu

import (
	"fmt"
	"runtime"
	"unsafe"
)

// TensorMap is a CUtensorMap: 128 opaque bytes, made by the driver, that
// describe a tiled view of a tensor in global memory to the tensor memory
// accelerator (TMA). A kernel takes it by value as a __grid_constant__
// parameter; Function.Launch accepts it as an argument.
type TensorMap struct{ opaque [16]uint64 }

// Swizzle modes of a tensor map (CUtensorMapSwizzle): how the copy engine
// permutes 16-byte chunks of each box row in shared memory.
const (
	SwizzleNone = 0
	Swizzle32B  = 1
	Swizzle64B  = 2
	Swizzle128B = 3
)

// CUtensorMap enum values used here.
const (
	tmDataTypeBF16   = 9 // CU_TENSOR_MAP_DATA_TYPE_BFLOAT16
	tmDataTypeF32    = 7 // CU_TENSOR_MAP_DATA_TYPE_FLOAT32
	tmInterleaveNone = 0 // CU_TENSOR_MAP_INTERLEAVE_NONE
	tmL2Promote128B  = 2 // CU_TENSOR_MAP_L2_PROMOTION_L2_128B: CUTLASS's make_tma_copy
	tmOOBFillZero    = 0 // CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE: elements outside the tensor read as zero
)

// Tiled2D is a 2-D tiled tensor map of a row-major matrix of Rows×Cols
// elements of ElemBytes bytes at Base (row stride Pitch elements, or Cols
// when Pitch is 0), read in boxes of BoxRows×BoxCols with swizzle mode
// Swizzle. Elements past Cols in a row are outside the tensor (read as zero).
// L2Promotion is how much a miss brings into L2 (L2Promote*; zero: 128
// bytes, as CUTLASS's make_tma_copy).
type Tiled2D struct {
	Base             DevPtr
	Rows, Cols       int
	Pitch            int
	ElemBytes        int
	BoxRows, BoxCols int
	Swizzle          int
	L2Promotion      int
}

// L2 promotion of a tensor map (CUtensorMapL2promotion, plus one): how much
// around a missed sector the copy engine brings into L2.
const (
	L2PromoteDefault = iota // 128 bytes
	L2PromoteNone
	L2Promote64B
	L2Promote128B
	L2Promote256B
)

// tiledArgs are the arguments of cuTensorMapEncodeTiled for a Tiled2D:
// dimension 0 is the contiguous one (columns), dimension 1 the rows.
type tiledArgs struct {
	dims    [2]uint64 // globalDim: {Cols, Rows}
	strides [1]uint64 // globalStrides: bytes between rows (dimension 0's is implied)
	box     [2]uint32 // boxDim: {BoxCols, BoxRows}
	elemStr [2]uint32 // elementStrides: {1, 1}
}

// args checks t against the driver's documented limits for
// cuTensorMapEncodeTiled and returns its arguments: base 16-byte aligned,
// each dimension 1..2³², the row stride a multiple of 16 bytes below 2⁴⁰,
// each box side 1..256 with a box row a multiple of 16 bytes and, when
// swizzled, no longer than the swizzle span (32, 64 or 128 bytes).
func (t Tiled2D) args() (tiledArgs, error) {
	var a tiledArgs
	if t.ElemBytes != 1 && t.ElemBytes != 2 && t.ElemBytes != 4 && t.ElemBytes != 8 {
		return a, fmt.Errorf("gpu: tensor map: element size %d bytes is not 1, 2, 4 or 8", t.ElemBytes)
	}
	if t.Base == 0 || t.Base%16 != 0 {
		return a, fmt.Errorf("gpu: tensor map: base address %#x is not a 16-byte aligned device address", uint64(t.Base))
	}
	if t.Rows < 1 || t.Cols < 1 || int64(t.Rows) > 1<<32 || int64(t.Cols) > 1<<32 {
		return a, fmt.Errorf("gpu: tensor map: %d×%d elements: each side must be in 1..2^32", t.Rows, t.Cols)
	}
	pitch := t.Pitch
	if pitch == 0 {
		pitch = t.Cols
	}
	if pitch < t.Cols || int64(pitch) > 1<<32 {
		return a, fmt.Errorf("gpu: tensor map: row pitch %d elements is not in %d..2^32 (the row's %d elements)", pitch, t.Cols, t.Cols)
	}
	stride := uint64(pitch) * uint64(t.ElemBytes)
	if stride%16 != 0 || stride >= 1<<40 {
		return a, fmt.Errorf("gpu: tensor map: row stride %d bytes (%d elements of %d bytes) is not a multiple of 16 below 2^40", stride, pitch, t.ElemBytes)
	}
	if t.BoxRows < 1 || t.BoxRows > 256 || t.BoxCols < 1 || t.BoxCols > 256 {
		return a, fmt.Errorf("gpu: tensor map: box %d×%d: each side must be in 1..256", t.BoxRows, t.BoxCols)
	}
	rowBytes := t.BoxCols * t.ElemBytes
	if rowBytes%16 != 0 {
		return a, fmt.Errorf("gpu: tensor map: a box row of %d bytes is not a multiple of 16", rowBytes)
	}
	switch t.Swizzle {
	case SwizzleNone:
	case Swizzle32B, Swizzle64B, Swizzle128B:
		if span := 16 << t.Swizzle; rowBytes > span {
			return a, fmt.Errorf("gpu: tensor map: a box row of %d bytes is longer than the %d-byte swizzle", rowBytes, span)
		}
	default:
		return a, fmt.Errorf("gpu: tensor map: unknown swizzle mode %d", t.Swizzle)
	}
	a.dims = [2]uint64{uint64(t.Cols), uint64(t.Rows)}
	a.strides = [1]uint64{stride}
	a.box = [2]uint32{uint32(t.BoxCols), uint32(t.BoxRows)}
	a.elemStr = [2]uint32{1, 1}
	return a, nil
}

// TensorMapBF16 encodes t (ElemBytes is taken as 2) with cuTensorMapEncodeTiled:
// a bf16 tensor, elements outside it read as zero, L2 promotion of 128 bytes
// unless t says otherwise. (256 bytes cost 7–18% where rows are not whole
// 128-byte lines: docs/benchmarks.md, "Where the last points go".)
// It runs on the host (no device work); call it inside Do.
func (g *GPU) TensorMapBF16(t Tiled2D) (TensorMap, error) {
	t.ElemBytes = 2
	return g.encodeTiled(t, tmDataTypeBF16, "bf16")
}

// TensorMapF32 encodes t (ElemBytes is taken as 4) as an fp32 tensor, for
// TMA stores (which clip what lies outside the tensor) as well as loads.
func (g *GPU) TensorMapF32(t Tiled2D) (TensorMap, error) {
	t.ElemBytes = 4
	return g.encodeTiled(t, tmDataTypeF32, "fp32")
}

// promotion is t.L2Promotion as CUtensorMapL2promotion.
func (t Tiled2D) promotion() uint32 {
	if t.L2Promotion <= L2PromoteDefault || t.L2Promotion > L2Promote256B {
		return tmL2Promote128B
	}
	return uint32(t.L2Promotion - 1)
}

func (g *GPU) encodeTiled(t Tiled2D, dtype uint32, dname string) (TensorMap, error) {
	a, err := t.args()
	if err != nil {
		return TensorMap{}, err
	}
	d := g.drv
	if d.cuTensorMapEncodeTiled == nil {
		return TensorMap{}, fmt.Errorf("gpu: the driver %s has no cuTensorMapEncodeTiled (it needs CUDA 12 or newer)", d.path)
	}
	// The driver writes a CUtensorMap, which is 64-byte aligned.
	buf := make([]uint64, 16+8)
	var pin runtime.Pinner
	defer pin.Unpin()
	pin.Pin(&buf[0])
	pin.Pin(&a)
	off := (64 - int(uintptr(unsafe.Pointer(&buf[0]))%64)) % 64 / 8
	r := d.cuTensorMapEncodeTiled(unsafe.Pointer(&buf[off]), dtype, 2, uint64(t.Base),
		&a.dims[0], &a.strides[0], &a.box[0], &a.elemStr[0],
		tmInterleaveNone, uint32(t.Swizzle), t.promotion(), tmOOBFillZero)
	if err := d.check(fmt.Sprintf("cuTensorMapEncodeTiled(%d×%d %s, box %d×%d)", t.Rows, t.Cols, dname, t.BoxRows, t.BoxCols), r); err != nil {
		return TensorMap{}, err
	}
	var m TensorMap
	copy(m.opaque[:], buf[off:off+16])
	return m, nil
}
