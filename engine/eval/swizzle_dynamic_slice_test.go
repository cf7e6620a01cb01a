package eval

import (
	"strings"
	"testing"
)

// TestSwizzleSlicesKeepRunTimeBits: slice_and_offset of a swizzled
// composed layout (swizzle_layout.hpp) at a coordinate holding run-time
// ints carries the bits it reaches as MixedBits (to_mixed_bits): an
// irreducible slice keeps them as its offset, printed M_S|(D&F)=V, and a
// decayed one makes each swizzle stride whose bit is run-time a run-time
// int (conditional_return of a run-time bool), composed with the rest as
// composition does with run-time strides. A run-time shape*stride under
// the swizzle does not compile (decltype(shape*stride)::value), and a
// run-time projection decays. Thread partitions slice at the thread's
// coordinate with C++'s types (run-time for get_slice(int(t)) but a size-1
// mode's _0), and partition_fragment_A|B|C of such a tensor follow. g++'s
// answers, CUTLASS 7107b055, crosscheck's DynamicComposedTensorCases seed
// 1, where the engine printed every such integer static (_16, _144),
// coalesced decayed modes ((_16,_4):(_1,_-16)), and refused the fragments.
func TestSwizzleSlicesKeepRunTimeBits(t *testing.T) {
	const m80 = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_1>>{})"
	for in, want := range map[string]string{
		"local_tile(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<3,3,3>{},Layout<Shape<_64,_64>,Stride<_64,_1>>{})),Shape<_16,_16>{},make_coord(int(1),int(2)))":                                                "smem_ptr[16b](0x800) o Sw<3,3,3> o M_0|(32&48)=32 o (_16,_16):(_64,_1)",
		"local_tile(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<2,2,3>{},make_layout(make_shape(_128{},_64{}),make_stride(Int<64>{},_1{})))),Shape<_16,_16>{},make_coord(Int<6>{},int(2)))":                    "smem_ptr[16b](0x3000) o Sw<2,2,3> o M_0|(32&32)=32 o (_16,_16):(_64,_1)",
		"make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<3,3,3>{},Layout<Shape<_16,_64>,Stride<_64,_1>>{}))(int(6),_)":                                                                                             "smem_ptr[16b](0x360) o ((_8,_2,_2,_2)):((_1,8,-16,-32))",
		"make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<3,1,3>{},make_layout(make_shape(_128{},_32{}),make_stride(int(32),_1{}))))(_,int(1))":                                                                     "smem_ptr[16b](0x2) o ((1,1,1,1,2,2,32)):((32,32,32,36,36,72,128))",
		"local_tile(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<3,2,3>{},make_layout(make_shape(_16{},_16{}),make_stride(int(16),_1{})))),Shape<_16,_16>{},make_coord(Int<0>{},int(0)))":                       "smem_ptr[16b]((nil)) o ((2,8,1),_16):((16,36,256),_1)",
		m80 + ".get_slice(int(49)).partition_A(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<3,2,3>{},make_layout(make_shape(_32{},_16{}),make_stride(Int<16>{},_1{})))))":                                       "smem_ptr[16b](0x294) o ((_2,_2,_2),_1,_1):((_1,144,-8),_0,_0)",
		m80 + ".get_slice(int(82)).partition_C(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<3,3,3>{},Layout<Shape<_64,_32>,Stride<_32,_1>>{})))":                                                                "smem_ptr[16b](0x138) o ((_2,_2),_2,_2):((_1,288),_1024,-16)",
		"make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N,half_t>{}," + m80 + ").get_slice(int(90)).partition_S(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<3,3,3>{},Layout<Shape<_128,_32>,Stride<_32,_1>>{})))": "smem_ptr[16b](0x2c0) o ((_8,_1),_4,_2):((_1,_0),_1024,16)",
		m80 + ".get_slice(int(111)).partition_fragment_B(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<2,2,2>{},make_layout(make_shape(_16{},_16{}),make_stride(Int<16>{},_1{})))))":                             "ptr[16b](0x7f0000000000) o ((_2,_2),_1,_1):((_1,_2),_0,_0)",
	} {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err != nil || strings.TrimSpace(res.Text) != want {
			t.Errorf("%s = %q, %v; C++ prints %s", in, res.Text, err, want)
		}
	}
	for _, in := range []string{
		"make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<3,1,3>{},make_layout(make_shape(int(32),int(32)),make_stride(_1{},int(32)))))(int(6),_)",
		"local_tile(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<3,2,3>{},make_layout(make_shape(int(16),int(16)),make_stride(int(16),_1{})))),Shape<_16,_16>{},make_coord(int(0),int(0)))",
		m80 + ".get_slice(64).partition_C(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<3,3,3>{},make_layout(make_shape(_64{},_32{}),make_stride(int(32),_1{})))))",
		m80 + ".get_slice(int(72)).partition_fragment_C(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<2,0,3>{},make_layout(make_shape(_32{},_32{}),make_stride(int(32),_1{})))))",
	} {
		e := NewEnv()
		if res, err := e.Exec(in); err == nil {
			t.Errorf("%s = %s; C++ refuses it", in, res.Text)
		}
	}
}
