package pane

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// A pane whose last statement is a multicast make_tma_copy shows the TMA
// view (the encode arguments, each CTA's part of the tile) in place of a
// copy figure, which a multicast's TV layout does not fit; o, z and v
// have nothing to act on. At 80×24.
func TestPaneDrawsTMAView(t *testing.T) {
	src := "gB = make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_256,_128>,Stride<_1,_256>>{})\n" +
		"sB = tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{},Shape<_128,_64>{})\n" +
		"make_tma_copy(SM90_TMA_LOAD_MULTICAST{}, gB, sB, Int<2>{})\n"
	m := newPane(testutil.Common(), src, nil)
	m.SetSize(80, 24)
	m.Focus()
	v := m.View()
	for _, want := range []string{"TMA SM90_TMA_LOAD_MULTICAST", "boxDim:           (64,4)", "   0 0 1 0 1"} {
		if !strings.Contains(v, want) {
			t.Errorf("missing %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "outside the") {
		t.Errorf("the copy figure's error is shown:\n%s", v)
	}
	if m.viewKey(kmsg("o")) {
		t.Error("o acted on a TMA view")
	}
	golden.RequireEqual(t, []byte(v))
}

// A make_gmma_desc result is drawn as the descriptor view.
func TestPaneDrawsGMMADescView(t *testing.T) {
	src := "sK = make_tensor(make_smem_ptr<half_t>(nullptr),tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{},Shape<Int<64>,Int<128>>{}))\n" +
		"make_gmma_desc<GMMA::Major::K>(local_tile(sK, Shape<Int<64>,Int<16>>{}, make_coord(Int<0>{},Int<3>{})))\n"
	m := newPane(testutil.Common(), src, nil)
	m.SetSize(100, 40)
	v := m.View()
	if !strings.Contains(v, "GmmaDescriptor 0x4000004000010006 (wgmma") || !strings.Contains(v, "TT..........BBB") {
		t.Errorf("no descriptor view:\n%s", v)
	}
}

// An SS wgmma's partition_fragment_B is drawn as its descriptors by k
// block and stage, not as a layout grid.
func TestPaneDrawsDescriptorFragment(t *testing.T) {
	src := "mma = make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>{})\n" +
		"sB = make_tensor(make_smem_ptr<half_t>(nullptr), tile_to_shape(GMMA::Layout_MN_SW64_Atom<half_t>{}, Shape<_128,_64,_3>{}))\n" +
		"mma.get_slice(3).partition_fragment_B(sB)\n"
	m := newPane(testutil.Common(), src, nil)
	m.SetSize(100, 40)
	v := m.View()
	if !strings.Contains(v, "D+2880") || strings.Contains(v, "grid of") {
		t.Errorf("no descriptor fragment view:\n%s", v)
	}
}
