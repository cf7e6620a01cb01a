package eval

import (
	"strings"
	"testing"
)

// TestGMMADescriptorsReadStaticStrides: make_gmma_desc
// (mma_traits_sm90_gmma.hpp) reads the canonical layout's strides as
// constexpr uint32_t, as make_umma_desc does, so partition_fragment_A of
// a GMMA _SS atom over shared memory whose SBO or LBO stride is a
// run-time int does not compile; a run-time stride outside tensor<0> (a
// stage mode), or a run-time extent of the partition's rest, does. g++'s
// answers, CUTLASS 7107b055 (the engine took the run-time SBO).
func TestGMMADescriptorsReadStaticStrides(t *testing.T) {
	const note = "ERROR: cast_smem_ptr_to_uint not supported but used.\n"
	const s = "make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}).get_slice(int(77)).partition_fragment_A(make_tensor(make_smem_ptr<half_t>(nullptr),"
	for in, want := range map[string]string{
		s + "make_layout(make_shape(make_shape(_8{},_8{}),make_shape(_8{},_2{})),make_stride(make_stride(_8{},_64{}),make_stride(_1{},_512{})))))":                "GMMA::DescriptorIterator o (_1,_1,_1):(_0,_0,_0)",
		s + "make_layout(make_shape(make_shape(_8{},_8{}),make_shape(_8{},_2{}),_2{}),make_stride(make_stride(_8{},_64{}),make_stride(_1{},_512{}),int(1024)))))": "GMMA::DescriptorIterator o (_1,_1,_1,_2):(_0,_0,_0,128)",
		s + "make_layout(make_shape(make_shape(_8{},int(8)),make_shape(_8{},_2{})),make_stride(make_stride(_8{},_64{}),make_stride(_1{},_512{})))))":              "GMMA::DescriptorIterator o (_1,1,_1):(_0,_64,_0)",
	} {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err != nil || strings.TrimRight(res.Text, "\n") != note+want {
			t.Errorf("%s = %q, %v; C++ prints %q", in, res.Text, err, note+want)
		}
	}
	for _, in := range []string{
		s + "make_layout(make_shape(make_shape(_8{},_8{}),make_shape(_8{},_2{})),make_stride(make_stride(_8{},int(64)),make_stride(_1{},_512{})))))",
		s + "make_layout(make_shape(make_shape(_8{},_8{}),make_shape(_8{},_2{})),make_stride(make_stride(_8{},_64{}),make_stride(_1{},int(512))))))",
	} {
		e := NewEnv()
		if res, err := e.Exec(in); err == nil {
			t.Errorf("%s = %s; C++ refuses it (a run-time canonical stride)", in, res.Text)
		}
	}
}
