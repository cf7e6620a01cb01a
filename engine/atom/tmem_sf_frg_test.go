package atom

import "testing"

// TestTmemSFFrg: the scale-factor fragments g++ printed for
// make_tensor<UMMA::tmem_sf_frg<...>>(shape) against CUTLASS 7107b055.
func TestTmemSFFrg(t *testing.T) {
	for _, c := range []struct {
		f           TmemSFFrg
		shape, want string
	}{
		{TmemSFFrg{8, true, false}, "((128,(32,4)),1,1)", "((((_32,_4),_4),(_32,_4)),_1,_1):((((_262144,_4),_8388608),(_0,_1)),_0,_0)"},
		{TmemSFFrg{8, false, false}, "((256,(16,4)),2,3)", "((((_32,_8),_4),(_16,_4)),_2,_3):((((_262144,_4),_8388608),(_0,_1)),_32,_64)"},
		{TmemSFFrg{8, false, true}, "((128,(32,4)),1,2)", "((((_32,_2),_2,_2),(_32,_4)),_1,_2):((((_262144,_4),_16777216,_8388608),(_0,_1)),_0,_8)"},
		{TmemSFFrg{8, true, true}, "((64,(16,4)),2,2,2)", "((((_32,_2),_4),(_16,_4)),_2,_2,_2):((((_262144,_4),_8388608),(_0,_1)),_8,_16,_32)"},
		{TmemSFFrg{8, false, false}, "((128,(32,2)),1,1)", "((((_32,_4),_4),(_32,_2)),_1,_1):((((_262144,_4),_8388608),(_0,_1)),_0,_0)"},
	} {
		got, err := c.f.Make(tup(c.shape))
		if err != nil || got.StaticString() != c.want {
			t.Errorf("%+v.Make(%s) = %s, %v; g++ says %s", c.f, c.shape, got.StaticString(), err, c.want)
		}
	}
	if _, err := (TmemSFFrg{8, true, false}).Make(tup("((128,128),1,1)")); err == nil {
		t.Error("a shape without (VecSize,NSF) was accepted; C++ asserts an MMA-SF partitioned tensor")
	}
}
