package lessons_test

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
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
		"`gmem_ptr[32b](0x200) o ((128,128),1,1):((1,256),0,0)`", "`((128,128),1,1):((65536,1),0,0)`",
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

// TestBlockScalingClaims: lesson 25's atoms, the SFA fragment it reads
// back, and the addresses it quotes, as the engine computes them.
func TestBlockScalingClaims(t *testing.T) {
	const id = "block-scaling"
	frg := "((((32,4),4),(16,4)),1,2):((((262144,4),8388608),(0,1)),0,16)"
	mxf4 := "MMA_Atom<SM100_MMA_MXF4_SS<float_e2m1_t,float_e2m1_t,float,float_ue4m3_t,128,256,16,UMMA::Major::K,UMMA::Major::K>>{}"
	mustContain(t, id, mxf4, "`Shape_MNK: (128,256,64)`", "make_frg_SFA(mma, ((128,(16,4)),1,2))", "L = "+frg,
		"a lane is 65536·4 = 262144 apart", "`(32,4):(262144,4)`", "`(16,4):(0,1)`", "`4:8388608`", "16 bytes on: four columns further",
		"512 \"rows\" for M = 128", "`SM100_UTCCP_4x32dp128bit_1cta`", "`tcgen05.cp.cta_group::1.32x128b.warpx4`",
		"Row 33's factor 1, third copy: lane 1 + 64, column 1, byte 1")
	if got := evalOne(t, mxf4); !strings.Contains(got, "Shape_MNK:  (128,256,64)") || !strings.Contains(got, "ThrID:      1:0") {
		t.Errorf("%s = %q", mxf4, got)
	}
	if got := evalOne(t, "layout(make_frg_SFA("+mxf4+", ((128,(16,4)),1,2)))"); got != frg {
		t.Errorf("make_frg_SFA = %q, the lesson reads back %q", got, frg)
	}
	mxf8 := "MMA_Atom<SM100_MMA_MXF8F6F4_SS<float_e4m3_t,float_e4m3_t,float,float_ue8m0_t,128,256,UMMA::Major::K,UMMA::Major::K>>{}"
	if got := evalOne(t, "layout(make_frg_SFA("+mxf8+", ((128,(32,1)),1,4)))"); got != "((((32,4),4),(32,1)),1,4):((((262144,4),8388608),(0,1)),0,1)" {
		t.Errorf("the MXF8F6F4 SFA the second exercise quotes: %q", got)
	}
	if got := evalOne(t, "L = "+frg, "L(((33,2),(0,1)),0,0)"); got != "17039365" || 65*262144+1*4+1 != 17039365 {
		t.Errorf("row 33's factor 1, third copy = %s, the lesson says lane 65, column 1, byte 1", got)
	}
	// VS = 32 only for e2m1 with ue8m0 factors.
	bad := "MMA_Atom<SM100_MMA_MXF4_SS<float_e2m1_t,float_e2m1_t,float,float_ue4m3_t,128,256,32,UMMA::Major::K,UMMA::Major::K>>{}"
	if _, err := eval.NewEnv().Exec(bad); err == nil {
		t.Errorf("%s was accepted; the lesson says VS = 32 needs ue8m0", bad)
	}
}

// TestDescriptorsClaims: lesson 23's GMMA and UMMA descriptors as the
// engine prints them (make_umma_desc and make_instr_desc typed, and
// engine/atom's functions under them).
func TestDescriptorsClaims(t *testing.T) {
	const id = "descriptors"
	mustContain(t, id, "`(64,16):(64,1)` becomes `(64,2):(8,1)`", "`((8,8),(2,1)):((8,64),(1,0))`", "`stride<0,1>` = 64",
		"`stride<1,0>` = 1", "`0x4000004000010002`", "Start `0x80`", "`0x4000404000010002`", "`0x0000400000000000`",
		"`0x4000404000000080`", "`138412048` = `0x08400010`", "SWIZZLE_128B 2, SWIZZLE_64B 4, SWIZZLE_32B 6")
	k := []string{"sw = GMMA::Layout_K_SW128_Atom<half_t>{}", "sA = make_tensor(make_smem_ptr<half_t>(0), tile_to_shape(sw, (64,64)))"}
	if got := evalOne(t, append(k, "make_gmma_desc<GMMA::Major::K>(local_tile(sA, (64,16), (0,1)))")...); !strings.Contains(got, "GmmaDescriptor: 0x4000004000010002") {
		t.Errorf("K block 1's descriptor = %q", got)
	}
	mn := []string{"sw = GMMA::Layout_MN_SW128_Atom<half_t>{}", "sB = make_tensor(make_smem_ptr<half_t>(0), tile_to_shape(sw, (64,64)))"}
	if got := evalOne(t, append(mn, "make_gmma_desc<GMMA::Major::MN>(local_tile(sB, (64,16), (0,1)))")...); !strings.Contains(got, "start_addr :  0x0080") || !strings.Contains(got, "leading_off:  0x0000 (0)") {
		t.Errorf("the MN-major descriptor = %q", got)
	}
	if got := evalOne(t, "logical_divide((64,2):(8,1), <8:1,2:1>)"); got != "((8,8),(2,1)):((8,64),(1,0))" {
		t.Errorf("the canonical layout = %q", got)
	}
	sw, _ := engine.NewSwizzle(3, 4, 3)
	for _, c := range []struct {
		stmt, major string
		want        uint64
	}{{"local_tile(sA, (64,16), (0,1))", "K", 0x4000404000010002}, {"local_tile(sB, (64,16), (0,1))", "MN", 0x4000404000000080}} {
		setup := k
		if c.major == "MN" {
			setup = mn
		}
		env := eval.NewEnv()
		for _, s := range setup {
			if _, err := env.Exec(s); err != nil {
				t.Fatal(err)
			}
		}
		r, err := env.Exec(c.stmt)
		if err != nil {
			t.Fatal(err)
		}
		tv := r.Value.(value.TensorValue)
		if got, err := atom.UMMASmemDesc(tv.T.Layout, 16, sw, tv.P().Addr, c.major); err != nil || got != c.want {
			t.Errorf("make_umma_desc<%s> of %s = 0x%016x, %v; the lesson says 0x%016x", c.major, c.stmt, got, err, c.want)
		}
	}
	if d, err := atom.UMMAInstrDesc("half_t", "half_t", "float", 128, 256, false, false, false, false, false); err != nil || d != 0x08400010 || 16+32*131072+8*16777216 != 0x08400010 {
		t.Errorf("make_instr_desc of the fp16 128×256 UMMA = 0x%08x, %v", d, err)
	}
	if got := evalOne(t, append(k, "make_umma_desc<UMMA::Major::K>(local_tile(sA, (64,16), (0,1)))")...); !strings.Contains(got, "UMMA::SmemDescriptor: 0x4000404000010002") {
		t.Errorf("make_umma_desc of K block 1 = %q", got)
	}
	if got := evalOne(t, "make_instr_desc<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>()"); !strings.Contains(got, "UMMA::InstrDescriptor: 0x08400010") {
		t.Errorf("make_instr_desc = %q", got)
	}
	if d, err := atom.UMMAInstrDesc("int8_t", "int8_t", "int32_t", 128, 256, false, false, false, false, false); err != nil || d != 138413216 {
		t.Errorf("the third exercise's int8 word: make_instr_desc = %d, %v; the exercise says 138413216", d, err)
	}
}
