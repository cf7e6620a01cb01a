package eval

import (
	"strings"
	"testing"
)

// TestMakeTensorLikeIsARegisterTensor: make_tensor_like(T) and
// make_tensor_like<NewT>(T or L) are make_tensor<NewT>(make_layout_like(
// layout)), register tensors that C++ prints with their pointer; cutetui
// read them as the layout alone. Of a layout holding a run-time integer,
// or of a layout without NewT, C++ refuses them. g++'s answers, CUTLASS
// 7107b055, from crosscheck's DynamicFragmentCases seed 1 (the addresses
// are the engine's FragmentAddr where g++ prints a stack address).
func TestMakeTensorLikeIsARegisterTensor(t *testing.T) {
	for in, want := range map[string]string{
		"make_tensor_like(make_tensor(make_gmem_ptr<int8_t>(nullptr),make_layout(make_shape(_16{},_8{},_3{}))))":                                                   "ptr[8b](0x7f0000000000) o (_16,_8,_3):(_1,_16,_128)",
		"make_tensor_like(make_tensor(make_smem_ptr<bfloat16_t>(nullptr),make_layout(make_shape(_8{},_2{}),make_stride(Int<2>{},int(1)))))":                        "ptr[16b](0x7f0000000000) o (_8,_2):(_1,_8)",
		"make_tensor_like<double>(make_tensor(make_gmem_ptr<uint32_t>(nullptr),make_layout(make_shape(_8{},_8{},_4{}),make_stride(int(32),Int<4>{},_1{}))))":       "ptr[64b](0x7f0000000000) o (_8,_8,_4):(_32,_4,_1)",
		"make_tensor_like<int8_t>(make_tensor(make_smem_ptr<bfloat16_t>(nullptr),make_layout(make_shape(_2{},_8{},_2{}),make_stride(int(24),int(3),_1{}))))":       "ptr[8b](0x7f0000000000) o (_2,_8,_2):(_2,_4,_1)",
		"make_tensor_like<uint32_t>(make_layout(make_shape(_8{},_3{},_4{}),make_stride(_1{},Int<8>{},int(24))))":                                                   "ptr[32b](0x7f0000000000) o (_8,_3,_4):(_1,_8,_24)",
		"make_tensor_like<bfloat16_t>(make_layout(make_shape(_4{},_8{}),make_stride(Int<8>{},_1{})))":                                                              "ptr[16b](0x7f0000000000) o (_4,_8):(_8,_1)",
		"make_tensor_like(make_tensor(make_smem_ptr<float>(nullptr),make_layout(make_shape(_4{},_8{}),make_stride(_1{},int(5)))))(int(1),_)":                       "ptr[32b](0x7f0000000004) o (_8):(_4)",
		"make_tensor_like(make_tensor(make_gmem_ptr<double>(nullptr),make_layout(make_shape(_16{},_4{},_1{}),make_stride(_1{},Int<16>{},Int<64>{}))))(_,int(0),_)": "ptr[64b](0x7f0000000000) o (_16,_1):(_1,_0)",
	} {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err != nil || strings.TrimSpace(res.Text) != want {
			t.Errorf("%s = %q, %v; C++ prints %s", in, res.Text, err, want)
		}
	}
	for _, in := range []string{
		"make_tensor_like(make_tensor(make_gmem_ptr<bfloat16_t>(nullptr),make_layout(make_shape(Int<8>{},int(2)),make_stride(_1{},int(8)))))",
		"make_tensor_like<double>(make_layout(make_shape(Int<2>{},int(2)),make_stride(_1{},int(2))))",
		"make_tensor_like(make_layout(make_shape(_4{},_8{})))",
	} {
		e := NewEnv()
		if res, err := e.Exec(in); err == nil {
			t.Errorf("%s = %s; C++ refuses it", in, res.Text)
		}
	}
}
