package eval

import (
	"strings"
	"testing"
)

// TestGaussComplexAccumulator: SM80_8x8x4_GC64C64C64GC64_TN accumulates in
// its GaussComplex (mma_sm80.hpp: struct { double t0, t1, t2; }), so its
// C fragment is a register tensor of 192-bit elements; the engine took
// complex<double> (128 bits). g++'s answer, CUTLASS 7107b055, from
// crosscheck's DynamicFragmentCases seed 2.
func TestGaussComplexAccumulator(t *testing.T) {
	in := "partition_fragment_C(make_tiled_mma(SM80_8x8x4_GC64C64C64GC64_TN{},Layout<Shape<_1,_2,_1>,Stride<_0,_1,_2>>{},Tile<_16,Underscore>{}),make_shape(_16{},_16{}))"
	const want = "ptr[192b](0x7f0000000000) o (_2,_2,_1):(_1,_2,_0)"
	e := NewEnv()
	e.Static = true
	res, err := e.Exec(in)
	if err != nil || strings.TrimSpace(res.Text) != want {
		t.Errorf("%s = %q, %v; C++ prints %s", in, res.Text, err, want)
	}
}
