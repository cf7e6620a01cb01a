package eval

import (
	"strings"
	"testing"
)

// TestCoordinateBuiltinsKeepCppTypes: crd2idx(c, shape, stride),
// crd2idx(c, L), idx2crd, slice_and_offset's offset and the members
// get_hier_coord/get_flat_coord/get_1d_coord print a run-time int where
// C++'s is one (a dynamic coordinate, index or layout integer reaching
// it). The answers are g++'s, CUTLASS 7107b055, the first five from
// crosscheck's DynamicWideCases seed 131 (the engine printed them static).
func TestCoordinateBuiltinsKeepCppTypes(t *testing.T) {
	for in, want := range map[string]string{
		"crd2idx(make_coord(int(0),_2{},int(1)),make_shape(int(6),int(6),int(4)),make_stride(_12{},_8{},int(3)))":                                                               "19",
		"slice_and_offset(int(163),make_layout(make_shape(int(3),make_shape(int(2),make_shape(_16{},_2{}))),make_stride(_64{},make_stride(_0{},make_stride(int(24),int(8))))))": "(():(),336)",
		"slice_and_offset(_1{},make_layout(_6{},int(0)))":                                                                       "(():(),0)",
		"make_layout(_2{},int(1)).get_1d_coord(int(0))":                                                                         "0",
		"idx2crd(int(13793),make_shape(make_shape(make_shape(int(5),_2{},int(5)),make_shape(_4{},_3{},_3{}),int(8))))":          "(((3,0,4),(3,2,1),7))",
		"crd2idx(make_coord(int(1),_2{}), make_shape(_4{},_3{}))":                                                               "9",
		"crd2idx(make_coord(_1{},_2{}), make_layout(make_shape(_4{},_3{})))":                                                    "_9",
		"make_layout(make_shape(_4{},int(3)),make_stride(_3{},_1{})).get_hier_coord(int(5))":                                    "(1,2)",
		"make_layout(make_shape(_4{},make_shape(int(3),_2{})),make_stride(_6{},make_stride(_1{},_3{}))).get_flat_coord(int(5))": "(0,5)",
		"make_layout(make_shape(_4{},int(3)),make_stride(_3{},_1{})).get_1d_coord(_5{})":                                        "9",
		"slice_and_offset(make_coord(_,_1{}), make_layout(make_shape(_4{},int(3))))":                                            "((_4):(_1),_4)",
		"slice_and_offset(make_coord(_,int(1)), make_layout(make_shape(_4{},_3{})))":                                            "((_4):(_1),4)",
	} {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err != nil || strings.TrimSpace(res.Text) != want {
			t.Errorf("%s = %q, %v; C++ prints %s", in, res.Text, err, want)
		}
	}
}

// TestCoalesceOfAnInteger: coalesce(shape) takes an integer too (C++'s
// is_integral<Shape>), returning it: g++ prints _16 for coalesce(_16{})
// and 16 for coalesce(int(16)) (CUTLASS 7107b055; crosscheck's AlgebraWide
// seed 109 drew the first, which cutetui refused as not a layout).
func TestCoalesceOfAnInteger(t *testing.T) {
	for in, want := range map[string]string{"coalesce(_16{})": "_16", "coalesce(int(16))": "16", "coalesce(make_shape(int(2),_4{}))": "(2,_4)"} {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err != nil || strings.TrimSpace(res.Text) != want {
			t.Errorf("%s = %q, %v; C++ prints %s", in, res.Text, err, want)
		}
	}
}

// TestCoordinateTensorsKeepCppTypes: local_tile, local_partition,
// inner/outer_partition and slices of an identity tensor of run-time
// extents, with run-time tile coordinates and thread indices, print the
// ArithTuple with C++'s types (a component a run-time integer reaches is
// a run-time int, a run-time 0 included). g++'s answers, CUTLASS 7107b055,
// from crosscheck's DynamicTensorCases (cutetui printed them static).
func TestCoordinateTensorsKeepCppTypes(t *testing.T) {
	for in, want := range map[string]string{
		"local_tile(make_identity_tensor(make_shape(int(128),int(64))),Shape<_32,_16>{},make_coord(int(0),int(0)))":        "ArithTuple(0,0) o (_32,_16):(_1@0,_1@1)",
		"local_tile(make_identity_tensor(make_shape(int(128),int(64))),Shape<_32,_16>{},make_coord(Int<1>{},int(2)))":      "ArithTuple(_32,32) o (_32,_16):(_1@0,_1@1)",
		"local_tile(make_identity_tensor(make_shape(int(128),int(64))),Shape<_32,_16>{},make_coord(int(2),_))":             "ArithTuple(64,_0) o (_32,_16,4):(_1@0,_1@1,_16@1)",
		"local_partition(make_identity_tensor(make_shape(int(128),int(64))),Layout<Shape<_16,_8>>{},int(0))":               "ArithTuple(0,0) o (8,8):(_16@0,_8@1)",
		"local_partition(make_identity_tensor(make_shape(int(128),int(64))),Layout<Shape<_16,_8>,Stride<_8,_1>>{},int(5))": "ArithTuple(0,5) o (8,8):(_16@0,_8@1)",
		"local_partition(make_identity_tensor(make_shape(int(128),int(64))),Layout<Shape<_16,_8>>{},int(13))":              "ArithTuple(13,0) o (8,8):(_16@0,_8@1)",
		"outer_partition(make_identity_tensor(make_shape(int(128),int(64))),Shape<_32,_16>{},make_coord(int(1),int(2)))":   "ArithTuple(1,2) o (4,4):(_32@0,_16@1)",
		"outer_partition(make_identity_tensor(make_shape(int(128),int(64))),Shape<_8,_4>{},make_coord(int(5),_))":          "ArithTuple(5,_0) o (_4,16,16):(_1@1,_8@0,_4@1)",
		"make_identity_tensor(make_shape(int(128),int(64)))(_,int(1))":                                                     "ArithTuple(_0,1) o (128):(_1@0)",
		"flat_divide(make_identity_tensor(make_shape(int(128),int(64))),Shape<_32,_16>{})(_,_,int(1),int(2))":              "ArithTuple(32,32) o (_32,_16):(_1@0,_1@1)",
		"zipped_divide(make_identity_tensor(make_shape(int(128),int(64))),Shape<_32,_16>{})(make_coord(_,_),int(7))":       "ArithTuple(96,16) o (_32,_16):(_1@0,_1@1)",
	} {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err != nil || strings.TrimSpace(res.Text) != want {
			t.Errorf("%s = %q, %v; C++ prints %s", in, res.Text, err, want)
		}
	}
}

// TestNamedBinaryFunctionsKeepCppTypes: max, min, gcd and lcm (the named
// binary functions of integral_constant.hpp, folded over tuples by
// int_tuple.hpp) are static only where every integer is, and coshape of a
// layout of integer strides has cosize's type. g++'s answers, CUTLASS
// 7107b055, run by hand (cutetui printed the first four static).
func TestNamedBinaryFunctionsKeepCppTypes(t *testing.T) {
	for in, want := range map[string]string{
		"max(make_shape(int(8),_4{}))": "8",
		"min(int(3),_4{})":             "3",
		"gcd(int(12),_8{})":            "4",
		"coshape(make_layout(make_shape(int(2),_3{}),make_stride(_3{},_1{})))": "6",
		"lcm(int(6),_4{})": "12",
		"lcm(_6{},_4{})":   "_12",
		"max(make_shape(_8{},make_shape(_4{},int(9))),_2{})":                   "9",
		"max(make_shape(_8{},_4{}),_2{})":                                      "_8",
		"coshape(make_layout(make_shape(_4{},_2{}),make_stride(_2{},_0{})))":   "_7",
		"coshape(make_layout(make_shape(_4{},_2{}),make_stride(_2{},int(0))))": "7",
	} {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err != nil || strings.TrimSpace(res.Text) != want {
			t.Errorf("%s = %q, %v; C++ prints %s", in, res.Text, err, want)
		}
	}
}

// TestArithmeticAndProductKeepCppTypes: x * y of a static _0 and a
// run-time int is the static _0 (integral_constant.hpp's mixed case), and
// product of a tuple with a run-time integer is a run-time int. g++'s
// answers, CUTLASS 7107b055, run by hand (cutetui printed 0 and _8).
func TestArithmeticAndProductKeepCppTypes(t *testing.T) {
	for in, want := range map[string]string{
		"_0{}*int(4)":                      "_0",
		"int(4)*_2{}":                      "8",
		"product(make_shape(int(4),_2{}))": "8",
		"product(make_shape(_0{},int(2)))": "_0",
	} {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err != nil || strings.TrimSpace(res.Text) != want {
			t.Errorf("%s = %q, %v; C++ prints %s", in, res.Text, err, want)
		}
	}
}

// TestTMAPartitionRunTimeCTACoordinate: tma_partition of a run-time CTA
// coordinate (int(k)), which cutetui refused, moves the TMA coordinate
// tensor by cta_layout(cta_coord) * (N / cosize(cta_layout)) with C++'s
// types (domain_offset). g++'s answers, CUTLASS 7107b055, from
// crosscheck's DynamicTMACases.
func TestTMAPartitionRunTimeCTACoordinate(t *testing.T) {
	for in, want := range map[string]string{
		"tma_partition(make_tma_atom(SM90_TMA_LOAD_MULTICAST{},make_tensor(make_gmem_ptr<float>(nullptr),make_shape(int(200),int(96)),make_stride(int(96),_1{})),tile_to_shape(GMMA::Layout_K_SW128_Atom<float>{},Shape<_128,_64>{}),Shape<_128,_64>{},Int<2>{}),int(1),Layout<Int<2>>{},group_modes<0,2>(make_tensor(make_smem_ptr<float>(nullptr),tile_to_shape(GMMA::Layout_K_SW128_Atom<float>{},Shape<_128,_64>{}))),group_modes<0,2>(local_tile(make_tma_atom(SM90_TMA_LOAD_MULTICAST{},make_tensor(make_gmem_ptr<float>(nullptr),make_shape(int(200),int(96)),make_stride(int(96),_1{})),tile_to_shape(GMMA::Layout_K_SW128_Atom<float>{},Shape<_128,_64>{}),Shape<_128,_64>{},Int<2>{}).get_tma_tensor(make_shape(int(200),int(96))),Shape<_128,_64>{},make_coord(int(1),_))))":  "(ArithTuple(0,192) o (((_32,_128),_2),2):(((_1@0,_1@1),_32@0),_64@0),Sw<3,4,3>_smem_ptr[32b](0x2000) o ((_4096,_2)):((_1,_4096)))",
		"tma_partition(make_tma_atom(SM90_TMA_LOAD_MULTICAST{},make_tensor(make_gmem_ptr<half_t>(nullptr),make_shape(int(256),_128{}),make_stride(_128{},_1{})),tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{},Shape<_128,_64>{}),Shape<_128,_64>{},Int<2>{}),int(1),Layout<Int<2>>{},group_modes<0,2>(make_tensor(make_smem_ptr<half_t>(nullptr),tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{},Shape<_128,_64>{}))),group_modes<0,2>(local_tile(make_tma_atom(SM90_TMA_LOAD_MULTICAST{},make_tensor(make_gmem_ptr<half_t>(nullptr),make_shape(int(256),_128{}),make_stride(_128{},_1{})),tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{},Shape<_128,_64>{}),Shape<_128,_64>{},Int<2>{}).get_tma_tensor(make_shape(int(256),_128{})),Shape<_128,_64>{},make_coord(int(1),_))))": "(ArithTuple(0,192) o (((_64,_128),_1),_2):(((_1@0,_1@1),_0),_64@0),Sw<3,4,3>_smem_ptr[16b](0x2000) o ((_8192,_1)):((_1,_0)))",
	} {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err != nil || strings.TrimSpace(res.Text) != want {
			t.Errorf("%s = %q, %v; C++ prints %s", in, res.Text, err, want)
		}
	}
}

// TestDomainOffsetOfCoordinateTensor: domain_offset(coord, T) of a
// coordinate tensor (cutetui took pointer tensors only) moves its
// ArithTuple by T.layout()(coord) with C++'s types. g++'s answers, CUTLASS
// 7107b055, run by hand.
func TestDomainOffsetOfCoordinateTensor(t *testing.T) {
	for in, want := range map[string]string{
		"domain_offset(make_coord(int(3),_2{}),make_identity_tensor(make_shape(int(8),_8{})))":                                 "ArithTuple(3,_2) o (8,_8):(_1@0,_1@1)",
		"domain_offset(make_coord(_3{},_2{}),make_identity_tensor(make_shape(int(8),_8{})))":                                   "ArithTuple(_3,_2) o (8,_8):(_1@0,_1@1)",
		"domain_offset(make_coord(_3{},_0{}),make_identity_tensor(Shape<_8,_8>{}))":                                            "ArithTuple(_3,_0) o (_8,_8):(_1@0,_1@1)",
		"domain_offset(make_coord(int(0),_0{}),make_identity_tensor(Shape<_8,_8>{}))":                                          "ArithTuple(0,_0) o (_8,_8):(_1@0,_1@1)",
		"domain_offset(make_coord(_1{},make_coord(_1{},int(1))),make_identity_tensor(make_shape(_4{},make_shape(_2{},_4{}))))": "ArithTuple(_1,(_1,1)) o (_4,(_2,_4)):(_1@0,(_1@0@1,_1@1@1))",
		"domain_offset(int(5),make_identity_tensor(Shape<_8,_8>{}))":                                                           "ArithTuple(5,0) o (_8,_8):(_1@0,_1@1)",
		"domain_offset(make_coord(int(3),_2{}),make_tensor(make_gmem_ptr<float>(nullptr),make_shape(int(8),_8{})))":            "gmem_ptr[32b](0x4c) o (8,_8):(_1,8)",
	} {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err != nil || strings.TrimSpace(res.Text) != want {
			t.Errorf("%s = %q, %v; C++ prints %s", in, res.Text, err, want)
		}
	}
}

// TestLocalPartitionIndexType: local_partition's index is typed as C++
// types it, as get_slice's thr_idx: a bare literal (an int in C++) or
// int(i) run-time, Int<i>{} static, which a coordinate tensor's
// ArithTuple shows. g++'s answers, CUTLASS 7107b055, run by hand.
func TestLocalPartitionIndexType(t *testing.T) {
	for in, want := range map[string]string{
		"local_partition(make_identity_tensor(Shape<_64,_32>{}),Layout<Shape<_16,_8>>{},13)":                              "ArithTuple(13,0) o (_4,_4):(_16@0,_8@1)",
		"local_partition(make_identity_tensor(Shape<_64,_32>{}),Layout<Shape<_16,_8>>{},Int<13>{})":                       "ArithTuple(_13,_0) o (_4,_4):(_16@0,_8@1)",
		"local_partition(make_identity_tensor(Shape<_64,_32>{}),Layout<Shape<_16,_8>>{},0)":                               "ArithTuple(0,0) o (_4,_4):(_16@0,_8@1)",
		"local_partition(make_tensor(make_gmem_ptr<float>(nullptr),Layout<Shape<_64,_32>>{}),Layout<Shape<_16,_8>>{},13)": "gmem_ptr[32b](0x34) o (_4,_4):(_16,_512)",
	} {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		if err != nil || strings.TrimSpace(res.Text) != want {
			t.Errorf("%s = %q, %v; C++ prints %s", in, res.Text, err, want)
		}
	}
}

// TestWithShapeOfAPlainInt: Layout::with_shape(shape) calls make_layout
// unqualified, which C++ finds only through an argument of a CuTe type,
// so g++ refuses L.with_shape(int(4)) and L.with_shape(4) ("'make_layout'
// was not declared in this scope") and compiles L.with_shape(_4{}),
// L.with_shape(make_shape(int(4))) and L.with_shape(int(4),int(4))
// (CUTLASS 7107b055; crosscheck's DynamicWideCases seed 130 drew the
// first).
func TestWithShapeOfAPlainInt(t *testing.T) {
	for in, want := range map[string]string{
		"make_layout(make_shape(_8{}),make_stride(int(16))).with_shape(int(4))": "",
		"make_layout(make_shape(_8{},_2{})).with_shape(4)":                      "",
		"make_layout(make_shape(_8{},_2{})).with_shape(_4{})":                   "_4:_1",
		"make_layout(make_shape(_8{},_2{})).with_shape(make_shape(int(4)))":     "(4):(_1)",
		"make_layout(make_shape(_8{},_2{})).with_shape(int(4),int(4))":          "(4,4):(_1,4)",
	} {
		e := NewEnv()
		e.Static = true
		res, err := e.Exec(in)
		got := strings.TrimSpace(res.Text)
		if want == "" && err == nil || want != "" && (err != nil || got != want) {
			t.Errorf("%s = %q, %v; C++: %q (empty: refused)", in, got, err, want)
		}
	}
}
