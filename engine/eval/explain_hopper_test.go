package eval

import (
	"github.com/cutetui/cutetui/engine/eval/value"
	"strings"
	"testing"
)

// TestHopperDerivationsEndOnTheResult: the derivations of make_tma_copy,
// tma_partition and make_gmma_desc end on the value the statement
// prints (the TV layout, the two partitioned layouts, the descriptor's
// word), so their steps are the computation and not a story beside it.
func TestHopperDerivationsEndOnTheResult(t *testing.T) {
	e := NewEnv()
	for _, s := range []string{
		"g = make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_256,_128>,Stride<_128,_1>>{})",
		"gB = make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_256,_128>,Stride<_1,_256>>{})",
		"A = make_tensor(make_gmem_ptr<half_t>(0), (512,256):(256,1))",
		"sL = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, (128,64,4))",
		"mc = make_tma_copy(SM90_TMA_LOAD_MULTICAST{}, A, sL(_,_,0), (128,64), 2)",
		"s = group_modes<0,2>(make_tensor(make_smem_ptr<half_t>(0), sL))",
		"gm = group_modes<0,2>(local_tile(get_tma_tensor(mc, (512,256)), (128,64), (2,_)))",
		"sK = make_tensor(make_smem_ptr<half_t>(nullptr),tile_to_shape(GMMA::Layout_MN_SW32_Atom<half_t>{},Shape<Int<64>,Int<64>>{}))",
	} {
		if _, err := e.Exec(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	for _, c := range []struct {
		stmt  string
		value func(value.Value) []string // the values the last steps must hold
	}{
		{"make_tma_copy(SM90_TMA_LOAD{}, g, tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{},Shape<_128,_64>{}))", func(v value.Value) []string {
			return []string{v.(value.TiledCopyValue).T.LayoutTV.String()}
		}},
		{"make_tma_copy(SM90_TMA_LOAD_MULTICAST{}, gB, tile_to_shape(GMMA::Layout_MN_SW64_Atom<half_t>{},Shape<_64,_64>{}), Int<4>{})", func(v value.Value) []string {
			return []string{v.(value.TiledCopyValue).T.LayoutTV.String()}
		}},
		{"tma_partition(mc, Int<1>{}, Layout<_2>{}, s, gm)", func(v value.Value) []string {
			p := v.(TMAPartitionValue)
			return []string{p.G.(value.CoordTensorValue).Basis().String(), p.S.(value.TensorValue).T.Layout.String()}
		}},
		{"make_gmma_desc<GMMA::Major::MN>(local_tile(sK, Shape<Int<64>,Int<16>>{}, make_coord(Int<0>{},Int<2>{})))", func(v value.Value) []string {
			return []string{strings.Fields(v.String())[1]} // GmmaDescriptor: 0x...
		}},
	} {
		res, steps, err := e.Explain(c.stmt)
		if err != nil || len(steps) == 0 {
			t.Fatalf("%s: %v, %d steps", c.stmt, err, len(steps))
		}
		want := c.value(res.Value)
		if len(steps) < len(want) {
			t.Fatalf("%s: %d steps", c.stmt, len(steps))
		}
		last := steps[len(steps)-len(want):]
		for i, w := range want {
			if last[i].Value != w && !strings.HasSuffix(last[i].Text, w) {
				t.Errorf("%s: step %q ends on %q, the result is %q", c.stmt, last[i].Text, last[i].Value, w)
			}
		}
	}
}

// TestHopperDerivationsAreMarked: help functions marks the four Hopper
// functions as explained (what `cutetui eval --explain` used to say it
// could not do).
func TestHopperDerivationsAreMarked(t *testing.T) {
	for _, name := range []string{"make_tma_copy", "make_tma_atom", "tma_encode_args", "tma_partition", "make_gmma_desc", "make_umma_desc"} {
		if d, ok := Help(name); !ok || !d.Explained {
			t.Errorf("help functions does not mark %s as explained: %+v", name, d)
		}
		if s := NoDerivation(name + "(x)"); strings.Contains(s, "no step-by-step derivation yet") {
			t.Errorf("--explain %s(...) still says %q", name, s)
		}
	}
}
