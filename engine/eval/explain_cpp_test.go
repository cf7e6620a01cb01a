package eval

import (
	"strings"
	"testing"
)

// TestDerivationValuesAreCpps: the intermediate values of these
// derivations are the ones C++ CuTe computes for the same lines of
// mma_atom.hpp, copy_atom.hpp and layout.hpp. The want lists are what
// cute::print printed (CUTLASS 7107b055, g++ -std=c++17; the static
// markers dropped): for thrfrg_A, t_tensor, c_tensor, tv_tensor and
// thr_tensor of get_layoutA_TV's ref_A, then its result; for the copy,
// raked_product(thr, val) and get_layoutS_TV. The program is
// testdata/explain/cpp/derivations.cpp.
func TestDerivationValuesAreCpps(t *testing.T) {
	setup := []string{
		"mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, make_layout((2,2,1)))",
		"cp = make_tiled_copy(Copy_Atom<UniversalCopy<uint64_t>, half_t>{}, make_layout((8,4),(4,1)), make_layout((1,4)))",
		"tc = cp.get_slice(9)",
	}
	for _, c := range []struct {
		stmt string
		want []string
	}{
		{"get_layoutA_TV(mma)", []string{
			"(_32,_16):(_1,_32)",
			"((_32,_1),(_16,_1)):((_1,_0),(_32,_0))",
			"((_16,_16),(_2,_1)):((_1,_32),(_16,_0))",
			"(((_4,_8),(_2,_2,_2)),(_2,_1)):(((_64,_1),(_32,_8,_256)),(_16,_0))",
			"(((_4,_8),(_2,_1)),((_2,_2,_2),(_1,_1))):(((_64,_1),(_16,_0)),((_32,_8,_256),(_0,_0)))",
			"((_4,_8,_2,_2),((_2,_2,_2),(_1,_1))):((_64,_1,_16,_0),((_32,_8,_256),(_0,_0)))",
		}},
		{"make_tiled_copy(Copy_Atom<UniversalCopy<uint64_t>, half_t>{}, make_layout((8,4),(4,1)), make_layout((1,4)))", []string{
			"((_1,_8),(_4,_4)):((_0,_4),(_32,_1))",
		}},
		{"get_layoutS_TV(cp)", []string{"((_4,_8),(_4,_1)):((_32,_1),(_8,_0))"}},
		{"tidfrg_D(cp, make_layout((16,32)))", []string{"((_4,_8),(_4,_1),(_2,_2)):((_64,_1),(_16,_0),(_8,_256))"}},
		{"tile_to_shape((2,2):(1,2), (8,4))", []string{"((_2,_4),(_2,_2)):((_1,_4),(_2,_16))"}},
		{"max_common_layout((4,8):(1,4), (4,8):(1,4))", []string{"_32:_1"}},
		{"tc.retile_D(make_layout((4,2,2)))", []string{"((_4,_1),_2,_2):((_1,_0),_4,_8)"}},
	} {
		e := NewEnv()
		for _, s := range setup {
			if _, err := e.Exec(s); err != nil {
				t.Fatal(err)
			}
		}
		_, steps, err := e.Explain(c.stmt)
		if err != nil {
			t.Fatalf("%s: %v", c.stmt, err)
		}
		have := map[string]bool{}
		for _, s := range steps {
			have[s.Value] = true
		}
		for _, w := range c.want {
			w = strings.ReplaceAll(w, "_", "")
			if !have[w] {
				t.Errorf("%s: no step reaches C++'s %s", c.stmt, w)
			}
		}
	}
}
