package lessons_test

import (
	"strings"
	"testing"
)

// TestTwoSMClaims: lesson 24's pair atom, its partitions and the
// multicast masks of a cluster of pairs, as the engine prints them.
func TestTwoSMClaims(t *testing.T) {
	const id = "two-sm"
	atom := "SM100_MMA_S8_2x1SM_SS<int8_t,int8_t,int32_t,256,128,Major::K,Major::K>"
	mustContain(t, id, atom, "`ThrID 2:1`", "`(2,(128,128)):(128,(1,256))`", "`(2,(128,32)):(128,(1,256))`",
		"`(2,(64,32)):(64,(1,128))`", "`((128,128)):((1,256))` at offset 128",
		"`gmem_ptr[32b](0x200) o ((128,128),1,1): ((1,256),0,0)`", "`((128,128),1,1):((65536,1),0,0)`",
		"`((2),2,2,1):((1),2,4,0)`", "rank 2", "`68` = 2² + 2⁶", "ranks 0 and 2, `5`", "(rank 3)")
	got := evalOne(t, atom)
	for _, w := range []string{"ThrID:      2:1", "LayoutA_TV: (2,(128,32)):(128,(1,256))", "LayoutB_TV: (2,(64,32)):(64,(1,128))", "LayoutC_TV: (2,(128,128)):(128,(1,256))"} {
		if !strings.Contains(got, w) {
			t.Errorf("%s = %q, the lesson says %s", atom, got, w)
		}
	}
	mma := "mma = make_tiled_mma(" + atom + "{})"
	for stmt, want := range map[string]string{
		"partition_C(get_slice(mma, 1), make_tensor(make_gmem_ptr<float>(0), make_layout((256,128))))": "gmem_ptr[32b](0x200) o ((128,128),1,1):((1,256),0,0)",
		"partition_B(get_slice(mma, 1), make_tensor(make_gmem_ptr<int8_t>(0), make_layout((128,32))))": "gmem_ptr[8b](0x40)",
		"partition_fragment_C(mma, (256,128))":                                                         "((128,128),1,1):((65536,1),0,0)",
		"slice_and_offset((1,_), composition(make_layout((256,128)), (2,(128,128)):(128,(1,256))))":    "(((128,128)):((1,256)),128)",
		"slice_and_offset((1,_), composition(make_layout((128,32)), (2,(64,32)):(64,(1,128))))":        ",64)",
	} {
		if got := evalOne(t, mma, stmt); !strings.Contains(got, want) {
			t.Errorf("%s = %q, the lesson says %q", stmt, got, want)
		}
	}
	vmnk := "vmnk = tiled_divide(make_layout((4,2,1)), make_tile(Layout<_2>{}))"
	for stmt, want := range map[string]string{
		"vmnk": "((2),2,2,1):((1),2,4,0)", "vmnk((0,1,0,0))": "2", "vmnk((1,1,0,0))": "3",
		"create_tma_multicast_mask<2>(vmnk, (0,1,0,0))": "68", "create_tma_multicast_mask<1>(vmnk, (0,1,0,0))": "5",
	} {
		if got := evalOne(t, vmnk, stmt); got != want {
			t.Errorf("%s = %q, the lesson says %q", stmt, got, want)
		}
	}
}
