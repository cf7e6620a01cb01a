package eval

import "testing"

// TestTmemFragmentsNeedStaticShapes: tmem_frg::make asserts its size with
// CUTE_STATIC_ASSERT_V (mma_traits_sm100_frag.hpp), which reads it as a
// type's value, so the accumulator of partition_fragment_C(mma, shape) of
// a run-time shape does not compile, while a CTA tile's (static extents,
// run-time strides) does. g++'s answers, CUTLASS 7107b055, from
// crosscheck's DynamicUMMACases seed 1, where the engine printed a TMEM
// tensor with run-time extents.
func TestTmemFragmentsNeedStaticShapes(t *testing.T) {
	for _, in := range []string{
		"partition_fragment_C(make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,64,8,UMMA::Major::K,UMMA::Major::MN>{}),make_shape(int(64),int(8)))",
		"partition_fragment_C(make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,64,24,UMMA::Major::K,UMMA::Major::K>{}),make_shape(Int<64>{},int(24)))",
		"partition_fragment_C(make_tiled_mma(SM100_MMA_F8F6F4_2x1SM_TS<float_e4m3_t,float_e4m3_t,float,256,256,UMMA::Major::K,UMMA::Major::K>{}),make_shape(Int<256>{},int(256)))",
		"partition_fragment_C(make_tiled_mma(SM100_MMA_F16BF16_2x1SM_SS<half_t,half_t,half_t,128,128,UMMA::Major::K,UMMA::Major::K>{}),make_shape(int(256),int(128)))",
	} {
		e := NewEnv()
		e.Static = true
		if res, err := e.Exec(in); err == nil {
			t.Errorf("%s = %s; C++ refuses it (CUTE_STATIC_ASSERT_V of a run-time TMEM size)", in, res.Text)
		}
	}
}
