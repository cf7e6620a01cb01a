package gpu

import (
	"strings"
	"testing"
)

func TestTiled2DArgs(t *testing.T) {
	// A of an 8192×8192×8192 GEMM as the tma kernel reads it: rows of K bf16.
	a, err := Tiled2D{Base: 0x7f0000000000, Rows: 8192, Cols: 8192, ElemBytes: 2, BoxRows: 128, BoxCols: 64, Swizzle: Swizzle128B}.args()
	if err != nil {
		t.Fatal(err)
	}
	if a.dims != [2]uint64{8192, 8192} || a.strides != [1]uint64{16384} || a.box != [2]uint32{64, 128} || a.elemStr != [2]uint32{1, 1} {
		t.Errorf("args = %+v", a)
	}
	// Dimension 0 is the contiguous one: a 17×2000 B reads {K, N}.
	a, err = Tiled2D{Base: 256, Rows: 2000, Cols: 520, ElemBytes: 2, BoxRows: 256, BoxCols: 64, Swizzle: Swizzle128B}.args()
	if err != nil || a.dims != [2]uint64{520, 2000} || a.strides[0] != 1040 || a.box != [2]uint32{64, 256} {
		t.Errorf("args = %+v, %v", a, err)
	}
	// K = 2500 (5000-byte rows) read from a copy in rows of 2560: the
	// stride is the pitch, the tensor ends at K (the copy engine fills zeros past it).
	a, err = Tiled2D{Base: 256, Rows: 3000, Cols: 2500, Pitch: 2560, ElemBytes: 2, BoxRows: 128, BoxCols: 64, Swizzle: Swizzle128B}.args()
	if err != nil || a.dims != [2]uint64{2500, 3000} || a.strides[0] != 5120 {
		t.Errorf("pitched args = %+v, %v", a, err)
	}
	// A box larger than the tensor is fine: the copy engine fills zeros.
	if _, err := (Tiled2D{Base: 256, Rows: 1, Cols: 8, ElemBytes: 2, BoxRows: 128, BoxCols: 64, Swizzle: Swizzle128B}).args(); err != nil {
		t.Errorf("small tensor: %v", err)
	}
}

func TestTiled2DArgsRejects(t *testing.T) {
	ok := Tiled2D{Base: 256, Rows: 1024, Cols: 1024, ElemBytes: 2, BoxRows: 128, BoxCols: 64, Swizzle: Swizzle128B}
	for _, tc := range []struct {
		edit func(*Tiled2D)
		want string
	}{
		{func(t *Tiled2D) { t.Base = 0 }, "16-byte aligned"},
		{func(t *Tiled2D) { t.Base = 264 }, "16-byte aligned"},
		{func(t *Tiled2D) { t.Cols = 100 }, "row stride 200 bytes"},               // K % 8 != 0
		{func(t *Tiled2D) { t.Cols, t.Pitch = 100, 104 }, ""},                     // K % 8 != 0 in rows of 104: fine
		{func(t *Tiled2D) { t.Cols, t.Pitch = 100, 100 }, "row stride 200 bytes"}, // the pitch must be 16-byte rows too
		{func(t *Tiled2D) { t.Pitch = 1000 }, "row pitch 1000 elements is not in 1024..2^32"},
		{func(t *Tiled2D) { t.Rows = 0 }, "each side must be in 1..2^32"},
		{func(t *Tiled2D) { t.Rows = 1<<32 + 1 }, "each side must be in 1..2^32"},
		{func(t *Tiled2D) { t.BoxRows = 257 }, "box 257×64"},
		{func(t *Tiled2D) { t.BoxCols = 0 }, "box 128×0"},
		{func(t *Tiled2D) { t.BoxCols = 12 }, "24 bytes is not a multiple of 16"},
		{func(t *Tiled2D) { t.BoxCols = 128 }, "longer than the 128-byte swizzle"},
		{func(t *Tiled2D) { t.Swizzle = Swizzle64B }, "longer than the 64-byte swizzle"},
		{func(t *Tiled2D) { t.Swizzle = 7 }, "unknown swizzle"},
		{func(t *Tiled2D) { t.ElemBytes = 3 }, "element size 3"},
	} {
		bad := ok
		tc.edit(&bad)
		if _, err := bad.args(); tc.want == "" {
			if err != nil {
				t.Errorf("%+v: %v", bad, err)
			}
		} else if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: err = %v, want %q", bad, err, tc.want)
		}
	}
	if _, err := ok.args(); err != nil {
		t.Errorf("the unedited map: %v", err)
	}
	unswizzled := ok
	unswizzled.Swizzle, unswizzled.BoxCols = SwizzleNone, 256
	if _, err := unswizzled.args(); err != nil {
		t.Errorf("an unswizzled 512-byte box row: %v", err)
	}
}

func TestArgSlots(t *testing.T) {
	var tm TensorMap
	for _, tc := range []struct {
		args []any
		want int
	}{
		{[]any{int32(1)}, 1},
		{[]any{DevPtr(1), int32(2), float32(3)}, 3},
		{[]any{tm, tm, DevPtr(0), int32(1)}, 34},
		{[]any{DevPtr(0), tm}, 24},               // the map starts at slot 8
		{[]any{tm, int32(1), tm, DevPtr(0)}, 41}, // 16 + 1, padded to 24, + 16 + 1
	} {
		got, err := argSlots(tc.args)
		if err != nil || got != tc.want {
			t.Errorf("argSlots(%T...) = %d, %v, want %d", tc.args[0], got, err, tc.want)
		}
	}
	if _, err := argSlots([]any{int32(1), "x"}); err == nil || !strings.Contains(err.Error(), "argument 1 has unsupported type string") {
		t.Errorf("a string argument: %v", err)
	}
}

// TestTiled2DPromotion: the L2 promotion a tensor map is encoded with,
// CUtensorMapL2promotion's values, 128 bytes (CUTLASS's) when not set.
func TestTiled2DPromotion(t *testing.T) {
	for _, c := range []struct {
		set  int
		want uint32
	}{
		{L2PromoteDefault, 2}, {L2PromoteNone, 0}, {L2Promote64B, 1}, {L2Promote128B, 2}, {L2Promote256B, 3}, {-1, 2}, {9, 2},
	} {
		if got := (Tiled2D{L2Promotion: c.set}).promotion(); got != c.want {
			t.Errorf("L2Promotion %d: encoded as %d, want %d", c.set, got, c.want)
		}
	}
}
