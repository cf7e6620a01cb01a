package eval

import (
	"strings"
	"testing"
)

// TestUMMADescriptorFragments: partition_fragment_A|B of an SM100 _SS or
// _TS atom's shared-memory operand is make_tensor of an
// UMMA::DescriptorIterator (mma_sm100_desc.hpp's
// MakeTensor<UMMA::smem_desc>), which C++ prints by that name, after the
// checks of UMMA::make_umma_desc, not GMMA's make_gmma_desc: a K-major
// tile whose K extent is not 2 uint128_t is accepted, a canonical stride
// that is a run-time int (read as constexpr uint32_t) refused. g++'s
// answers, CUTLASS 7107b055, crosscheck's DynamicUMMACases seed 1; the
// engine printed GMMA::DescriptorIterator, refused the first case with
// make_gmma_desc's "Expected K-size 2", and took run-time strides.
func TestUMMADescriptorFragments(t *testing.T) {
	const note = "ERROR: cast_smem_ptr_to_uint not supported but used.\n"
	for in, want := range map[string]string{
		"make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>{}).get_slice(1).partition_fragment_A(make_tensor(make_smem_ptr<half_t>(nullptr),make_layout(make_shape(_128{},_64{}),make_stride(_1{},Int<128>{}))))":                                                                                       "UMMA::DescriptorIterator o (_1,_1,_4):(_0,_0,_256)",
		"make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>{}).get_slice(0).partition_fragment_A(make_tensor(make_smem_ptr<half_t>(nullptr),tile_to_shape(UMMA::Layout_K_INTER_Atom<half_t>{},make_shape(_256{},_64{}))))":                                                                              "UMMA::DescriptorIterator o (_1,_2,_4):(_0,_128,_512)",
		"make_tiled_mma(SM100_MMA_F16BF16_TS<half_t,half_t,half_t,128,256,UMMA::Major::K,UMMA::Major::K>{}).get_slice(int(0)).partition_fragment_B(make_tensor(make_smem_ptr<half_t>(nullptr),tile_to_shape(UMMA::Layout_K_SW64_Atom<half_t>{},make_shape(_256{},_64{}))))":                                                                         "UMMA::DescriptorIterator o (_1,_1,(_2,_2)):(_0,_0,(_2,_1024))",
		"make_tiled_mma(SM100_MMA_TF32_2x1SM_SS<tfloat32_t,tfloat32_t,float,256,48,UMMA::Major::K,UMMA::Major::K>{}).get_slice(Int<1>{}).partition_fragment_B(local_tile(make_tensor(make_smem_ptr<tfloat32_t>(nullptr),tile_to_shape(UMMA::Layout_K_INTER_Atom<tfloat32_t>{},make_shape(_48{},_64{}))),Shape<_48,_32>{},make_coord(_0{},int(1))))": "UMMA::DescriptorIterator o (_1,_1,_4):(_0,_0,_96)",
	} {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err != nil || strings.TrimRight(res.Text, "\n") != note+want {
			t.Errorf("%s = %q, %v; C++ prints %q", in, res.Text, err, note+want)
		}
	}
	for _, in := range []string{
		"make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,64,128,UMMA::Major::K,UMMA::Major::K>{}).get_slice(int(0)).partition_fragment_B(make_tensor(make_smem_ptr<half_t>(nullptr),make_layout(make_shape(_128{},_64{}),make_stride(_1{},int(128)))))",
		"make_tiled_mma(SM100_MMA_TF32_SS<tfloat32_t,tfloat32_t,float,64,8,UMMA::Major::K,UMMA::Major::MN>{}).get_slice(1).partition_fragment_A(make_tensor(make_smem_ptr<tfloat32_t>(nullptr),make_layout(make_shape(_64{},_64{}),make_stride(_1{},int(64)))))",
		"make_tiled_mma(SM100_MMA_F8F6F4_TS<float_e4m3_t,float_e4m3_t,float,64,128,UMMA::Major::K,UMMA::Major::K>{}).get_slice(int(0)).partition_fragment_B(make_tensor(make_smem_ptr<float_e4m3_t>(nullptr),make_layout(make_shape(_256{},_64{}),make_stride(_1{},int(256)))))",
	} {
		e := NewEnv()
		e.Static = true
		if res, err := e.Exec(in); err == nil {
			t.Errorf("%s = %s; C++ refuses it (a run-time canonical stride)", in, res.Text)
		}
	}
}
