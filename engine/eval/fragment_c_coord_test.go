package eval

import (
	"strings"
	"testing"
)

// TestMakeFragmentCOfACoordinateTensor: thr_mma.make_fragment_C(T) is
// make_tensor<FrgTypeC>(shape(T)), of any tensor's shape, a coordinate
// tensor's (partition_C of an identity tensor) too; the engine refused
// it. g++'s answer, CUTLASS 7107b055, from crosscheck's
// DynamicFragmentCases seed 2.
func TestMakeFragmentCOfACoordinateTensor(t *testing.T) {
	const tm = "make_tiled_mma(SM80_8x8x32_S32S4S4S32_TN{},Layout<Shape<_4,_4>,Stride<_1,_5>>{},Tile<Layout<Shape<_2,_2,_16>,Stride<_1,_2,_4>>,Layout<Shape<_8,_2,_2>,Stride<_4,_2,_1>>,Layout<Shape<_2,_4,_4>,Stride<_16,_4,_1>>>{})"
	in := tm + ".make_fragment_C(" + tm + ".get_slice(int(35)).partition_C(local_tile(make_identity_tensor(make_shape(int(192),Int<384>{})),Shape<_96,_128>{},make_coord(int(1),int(1)))))"
	const want = "ptr[32b](0x7f0000000000) o (_2,_4,_4):(_1,_2,_8)"
	e := NewEnv()
	e.Static = true
	res, err := e.Exec(in)
	if err != nil || strings.TrimSpace(res.Text) != want {
		t.Errorf("%s = %q, %v; C++ prints %s", in, res.Text, err, want)
	}
}
