package eval

import (
	"strings"
	"testing"
)

// TestComposedTensorForms: the divides, coalesce, composition and
// flatten of a tensor of a composed layout are tensor_impl.hpp's
// make_tensor(t.data(), f(t.layout(), ...)), and local_tile,
// inner_partition and outer_partition slice zipped_divide(t, tiler) as
// they do a plain tensor's; cutetui refused them ("not supported yet").
// g++'s answers, CUTLASS 7107b055, from crosscheck's
// DynamicComposedTensorCases seed 1.
func TestComposedTensorForms(t *testing.T) {
	for in, want := range map[string]string{
		"flat_divide(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<2,0,3>{},make_layout(make_shape(_128{},_32{}),make_stride(int(32),_1{})))),Shape<_8,_8>{})":                                 "smem_ptr[16b]((nil)) o Sw<2,0,3> o _0 o (_8,_8,_16,_4):(32,_1,256,_8)",
		"flat_divide(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<3,3,3>{},Layout<Shape<_128,_16>,Stride<_16,_1>>{})),Shape<_8,_8>{})":                                                        "smem_ptr[16b]((nil)) o Sw<3,3,3> o _0 o (_8,_8,_16,_2):(_16,_1,_128,_8)",
		"logical_divide(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<1,0,3>{},make_layout(make_shape(_128{},_64{}),make_stride(int(64),_1{})))),Shape<_8,_8>{})":                              "smem_ptr[16b]((nil)) o Sw<1,0,3> o _0 o ((_8,_16),(_8,_8)):((64,512),(_1,_8))",
		"zipped_divide(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<2,0,3>{},make_layout(make_shape(int(32),int(16)),make_stride(_1{},int(32))))),Shape<_8,_8>{})":                            "smem_ptr[16b]((nil)) o Sw<2,0,3> o _0 o ((_8,_8),(4,2)):((_1,32),(_8,256))",
		"local_tile(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<3,3,3>{},Layout<Shape<_16,_16>,Stride<_16,_1>>{})),Shape<_16,_16>{},make_coord(Int<0>{},int(0)))":                            "smem_ptr[16b]((nil)) o Sw<3,3,3> o _0 o (_16,_16):(_16,_1)",
		"local_tile(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<3,3,3>{},Layout<Shape<_128,_32>,Stride<_32,_1>>{})),Shape<_16,_16>{},make_coord(int(6),Int<1>{}))":                           "smem_ptr[16b](0x1800) o Sw<3,3,3> o _16 o (_16,_16):(_32,_1)",
		"local_tile(make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<1,2,1>{},make_layout(make_shape(int(16),int(32)),make_stride(_1{},Int<16>{})))),Shape<_16,_16>{},make_coord(int(0),int(0)))": "smem_ptr[16b]((nil)) o Sw<1,2,1> o _0 o (_16,_16):(_1,_16)",
	} {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err != nil || strings.TrimSpace(res.Text) != want {
			t.Errorf("%s = %q, %v; C++ prints %s", in, res.Text, err, want)
		}
	}
}
