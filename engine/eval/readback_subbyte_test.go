package eval

import "testing"

// TestSubbytePointersReadBack: a sub-byte pointer as C++ prints it
// (subptr[4b](address.bit), after its memory space) reads back with its
// bit index, and the sub-byte tensors cutetui prints read back equal; a
// subptr of a byte-wide type, or a bit index past 7, is refused.
func TestSubbytePointersReadBack(t *testing.T) {
	for in, want := range map[string]string{
		"subptr[1b](0x7ffd09d507e8.5) o (_2,_1,_1):(_32,_0,_0)": "subptr[1b](0x7ffd09d507e8.5) o (2,1,1):(32,0,0)",
		"subptr[4b](0x….4) o (_8):(_4)":                         "subptr[4b](0x7f0000000000.4) o (8):(4)",
		"subptr[4b](0x....4) o (_8):(_4)":                       "subptr[4b](0x7f0000000000.4) o (8):(4)",
		"gmem_subptr[4b]((nil).4) o (_64):(_8)":                 "gmem_subptr[4b]((nil).4) o (64):(8)",
		"Sw<3,4,3>_smem_subptr[4b](0x40.0) o (_8):(_4)":         "Sw<3,4,3>_smem_subptr[4b](0x40.0) o (8):(4)",
	} {
		v, err := NewEnv().Eval(in)
		if err != nil || v.String() != want {
			t.Errorf("%s reads back as %v, %v; want %s", in, v, err, want)
		}
	}
	for _, in := range []string{"subptr[16b](0x40.0)", "subptr[4b](0x40.9)"} {
		if v, err := NewEnv().Eval(in); err == nil {
			t.Errorf("%s reads back as %v; want refused", in, v)
		}
	}
	e := NewEnv()
	for _, s := range []string{
		"make_tensor(make_gmem_ptr<int4b_t>(0), make_layout((8,64)))(3,_)",
		"make_tensor<uint4b_t>(make_shape(4,8))(1,_)",
		"make_tiled_mma(SM80_16x8x256_S32U1U1S32_TN_XORPOPC{}).get_slice(3).partition_fragment_A(make_layout((16,256)))",
	} {
		v, err := e.Eval(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		for _, static := range []bool{false, true} {
			if why := readsBack(v, static); why != "" {
				t.Errorf("%s prints %s (static %v), which %s", s, v, static, why)
			}
		}
	}
}
