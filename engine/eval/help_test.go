package eval

import (
	"sort"
	"strings"
	"testing"
)

// TestHelp: Help finds what Builtins lists, with the table's usage line.
func TestHelp(t *testing.T) {
	ds := Builtins()
	if len(ds) == 0 || !sort.SliceIsSorted(ds, func(i, j int) bool { return ds[i].Name < ds[j].Name }) {
		t.Fatalf("Builtins() not sorted or empty: %d", len(ds))
	}
	d, ok := Help("coalesce")
	if !ok || d.Name != "coalesce" || !strings.HasPrefix(d.Sig, "coalesce(") || d.Doc == "" {
		t.Errorf("Help(coalesce) = %+v, %v", d, ok)
	}
	if _, ok := Help("no_such_function"); ok {
		t.Error("Help(no_such_function) found one")
	}
}

// TestHelpMarksDerivations: help functions marks the functions --explain
// works step by step, the second half's included, and only those.
func TestHelpMarksDerivations(t *testing.T) {
	for _, name := range []string{"local_tile", "local_partition", "inner_partition", "outer_partition", "tile_to_shape",
		"get_layoutA_TV", "get_layoutC_TV", "thrfrg_B", "make_tiled_mma", "make_tiled_copy", "get_layoutS_TV",
		"partition_S", "partition_D", "partition_A", "retile_S", "retile_D", "right_inverse",
		"max_common_vector", "max_common_layout", "coalesce", "logical_divide"} {
		if d, ok := Help(name); !ok || !d.Explained {
			t.Errorf("Help(%s) = %+v, %v: not marked", name, d, ok)
		}
		if steps := explainOf(t, name); steps == 0 {
			t.Errorf("%s is marked but its statement derives nothing", name)
		}
	}
	for _, name := range []string{"make_layout", "size", "get_slice"} {
		if d, _ := Help(name); d.Explained {
			t.Errorf("Help(%s) marks a derivation it has not", name)
		}
	}
}

// explainOf counts the steps --explain gives for a typical call of name.
func explainOf(t *testing.T, name string) int {
	setup := []string{
		"mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, make_layout((2,2,1)))",
		"thr = mma.get_slice(3)",
		"cp = make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, make_layout((16,8),(8,1)), make_layout((1,8)))",
		"tc = cp.get_slice(5)",
	}
	calls := map[string]string{
		"local_tile": "local_tile(make_layout((8,8)), (4,4), (1,0))", "local_partition": "local_partition(make_layout((8,8)), make_layout((2,2)), 3)",
		"inner_partition": "inner_partition(make_layout((8,8)), (4,4), (1,0))", "outer_partition": "outer_partition(make_layout((8,8)), (4,4), (1,0))",
		"tile_to_shape": "tile_to_shape((2,2):(1,2), (8,4))", "get_layoutA_TV": "get_layoutA_TV(mma)", "get_layoutC_TV": "mma.get_layoutC_TV()",
		"thrfrg_B": "thrfrg_B(mma, make_layout((16,16)))", "make_tiled_mma": setup[0][len("mma = "):], "make_tiled_copy": setup[2][len("cp = "):],
		"get_layoutS_TV": "get_layoutS_TV(cp)", "partition_S": "tc.partition_S(make_layout((128,64),(64,1)))",
		"partition_D": "tc.partition_D(make_layout((128,64),(64,1)))", "partition_A": "thr.partition_A(make_layout((64,16)))",
		"retile_S": "tc.retile_S(make_layout((8,2,2)))", "retile_D": "tc.retile_D(make_layout((8,2,2)))",
		"right_inverse":     "right_inverse(get_layoutC_TV(mma))",
		"max_common_vector": "max_common_vector((8,4):(1,8), (8,4):(1,8))", "max_common_layout": "max_common_layout((8,4):(1,8), (8,4):(1,8))",
		"coalesce": "coalesce((2,(1,6)):(1,(6,2)))", "logical_divide": "logical_divide((4,2,3):(2,1,8), 4:2)",
	}
	e := NewEnv()
	for _, s := range setup {
		if _, err := e.Exec(s); err != nil {
			t.Fatal(err)
		}
	}
	res, steps, err := e.Explain(calls[name])
	if err != nil {
		t.Errorf("%s: %v", calls[name], err)
	}
	if len(steps) > 0 && steps[len(steps)-1].Value != "" && name != "right_inverse" && name != "make_tiled_mma" && name != "make_tiled_copy" && steps[len(steps)-1].Value != res.Text {
		t.Errorf("%s: the derivation ends at %s, the result is %s", calls[name], steps[len(steps)-1].Value, res.Text)
	}
	return len(steps)
}
