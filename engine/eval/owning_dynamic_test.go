package eval

import (
	"strings"
	"testing"
)

// TestRegisterTensorsNeedStaticLayouts: a register tensor (make_tensor<T>,
// make_fragment_like, make_fragment_like<T>, partition_fragment_A|B|C,
// partition_fragment_C(mma, shape), retile of one) owns an array of
// cosize(layout) elements, so C++ makes one only of a layout all of whose
// integers are static (tensor_impl.hpp's MakeTensor: static_assert
// "Dynamic owning tensors not supported"); a run-time extent or stride
// anywhere refuses it, while the fragment of a CTA tile (static extents,
// run-time strides) is static and made. g++'s answers, CUTLASS 7107b055,
// from crosscheck's DynamicAtomCases seed 1, where the engine printed the
// refused ones with run-time integers (((_2,_2),_1,2):((_1,_2),_0,_4) for
// the partition_fragment_C of a run-time shape). The addresses are the
// engine's FragmentAddr where g++ prints a stack address.
func TestRegisterTensorsNeedStaticLayouts(t *testing.T) {
	refused := []string{
		"partition_fragment_C(make_tiled_mma(SM89_16x8x32_F32E5M2E5M2F32_TN{},Layout<Shape<_2,_2>,Stride<_1,_2>>{}),make_shape(Int<32>{},int(32)))",
		"partition_fragment_C(make_tiled_mma(SM75_16x8x8_F16F16F16F16_TN{},Layout<Shape<_3>,Stride<_1>>{}),make_shape(int(48),int(8)))",
		"make_tiled_mma(SM80_16x8x64_S32U4U4S32_TN_SATURATE{},Layout<Shape<_1,_4>,Stride<_1,_1>>{},Tile<Underscore,_32>{}).get_slice(int(111)).partition_fragment_C(make_tensor(make_gmem_ptr<float>(nullptr),make_shape(int(48),Int<96>{}),make_stride(int(96),_1{})))",
		"make_tiled_mma(UniversalFMA<double,half_t,double,bfloat16_t>{},Layout<Shape<_2,_4>>{},Tile<_4>{}).get_slice(int(2)).partition_fragment_C(make_tensor(make_gmem_ptr<float>(nullptr),make_shape(int(8),Int<8>{}),make_stride(_1{},int(8))))",
		"make_fragment_like(make_tiled_copy(Copy_Atom<SM75_U32x1_LDSM_N,half_t>{},Layout<Shape<_64,_2>>{},Layout<Shape<_2,_1>>{}).get_slice(int(38)).partition_D(make_tensor(make_gmem_ptr<half_t>(nullptr),make_layout(make_shape(int(128),Int<8>{},int(3)),make_stride(Int<24>{},_0{},_1{})))))",
		"make_fragment_like(make_tiled_mma(SM80_16x8x16_F32BF16BF16F32_TN{},Layout<Shape<_2,_1,_4>>{}).get_slice(239).partition_B(make_tensor(make_gmem_ptr<bfloat16_t>(nullptr),make_layout(make_shape(int(16),Int<64>{}),make_stride(_1{},Int<16>{})))))",
		"make_tiled_mma(SM80_16x8x32_S32U8S8S32_TN_SATURATE{},Layout<Shape<_2,_3>,Stride<_1,_2>>{}).get_slice(int(52)).partition_fragment_C(make_tensor(make_gmem_ptr<float>(nullptr),make_shape(int(64),Int<24>{},Int<3>{}),make_stride(_1{},int(64),Int<1536>{})))(_,_,int(0))",
		"make_tensor<float>(make_shape(int(4),_8{}))",
	}
	for _, in := range refused {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err == nil {
			t.Errorf("%s = %s; C++ refuses it (Dynamic owning tensors not supported)", in, res.Text)
		} else if !strings.Contains(err.Error(), "Dynamic owning tensors not supported") {
			t.Errorf("%s: refused for another reason: %v", in, err)
		}
	}
	for in, want := range map[string]string{
		"make_fragment_like(make_tiled_mma(SM75_16x8x8_F16F16F16F16_TN{}).get_slice(24).partition_A(local_tile(make_tensor(make_gmem_ptr<half_t>(nullptr),make_shape(int(256),int(32)),make_stride(_1{},int(257))),Shape<_64,_8>{},make_coord(int(3),Int<0>{}))))":          "ptr[16b](0x7f0000000000) o ((_2,_2),_4,_1):((_1,_2),_4,_0)",
		"make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{},Layout<_1,_1>{}).get_thread_slice(int(8)).partition_fragment_C(local_tile(make_tensor(make_gmem_ptr<float>(nullptr),make_shape(int(96),Int<32>{}),make_stride(_1{},int(96))),Shape<_48,_8>{},make_coord(int(1),_)))": "ptr[16b](0x7f0000000000) o ((_2,_2),_3,_1,_4):((_1,_2),_4,_0,_12)",
		"make_tiled_mma(SM80_16x8x64_S32U4U4S32_TN{}).get_slice(5).partition_fragment_B(make_tensor(make_smem_ptr<int8_t>(nullptr),make_layout(make_shape(_16{},_128{}),make_stride(int(128),int(1)))))":                                                                    "subptr[4b](0x7f0000000000.0) o ((_8,_2),_2,_2):((_1,_8),_16,_32)",
	} {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err != nil || strings.TrimSpace(res.Text) != want {
			t.Errorf("%s = %q, %v; C++ prints %s", in, res.Text, err, want)
		}
	}
}
