package eval

import (
	"strings"
	"testing"
)

// TestComposedFragmentCHasThePartitionsShape: partition_fragment_C of a
// tensor of a composed layout is make_fragment_C(partition_C(T)), the
// column-major layout of the shape of the thread's partition, whose slice
// of the swizzle splits the tile_to_shape'd rest mode into (_2,_2); the
// engine took the shape of B's thrfrg (_4). g++'s answers, CUTLASS
// 7107b055, crosscheck's ComposedTensorCases (the address is the engine's
// FragmentAddr).
func TestComposedFragmentCHasThePartitionsShape(t *testing.T) {
	const sw2 = "make_tensor(make_smem_ptr<half_t>(nullptr),tile_to_shape(composition(Swizzle<3,3,3>{},Layout<Shape<_8,Shape<_8,_8>>,Stride<_8,Stride<_1,_64>>>{}),make_shape(Int<128>{},Int<64>{})))"
	for _, th := range []string{"0", "5", "37", "127"} {
		in := "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_1>>{}).get_slice(" + th + ").partition_fragment_C(" + sw2 + ")"
		const want = "ptr[32b](0x7f0000000000) o ((_2,_2),_4,(_2,_2)):((_1,_2),_4,(_16,_32))"
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err != nil || strings.TrimSpace(res.Text) != want {
			t.Errorf("%s = %q, %v; C++ prints %s", in, res.Text, err, want)
		}
	}
}
