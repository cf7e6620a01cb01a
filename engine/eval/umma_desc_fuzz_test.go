package eval

import (
	"strings"
	"testing"
)

// FuzzUMMADescExec: no statement near UMMA's descriptors, the namespaced
// atoms or sub-byte tensors makes evaluation panic, and errors lie inside
// the statement (FuzzAtomExec's checks, from these seeds).
func FuzzUMMADescExec(f *testing.F) {
	for _, s := range []string{
		"UMMA::make_instr_desc<half_t, half_t, float, 128, 256, UMMA::Major::K, UMMA::Major::K>()",
		"UMMA::make_instr_desc<int8_t,uint8_t,int32_t,64,8,UMMA::Major::K,UMMA::Major::MN,UMMA::ScaleIn::One,UMMA::ScaleIn::Neg,UMMA::Saturate::True,false,UMMA::MaxShift::NoShift>()",
		"UMMA::make_instr_desc_block_scaled<float_e2m1_t,float_e2m1_t,float,float_ue4m3_t,128,256,UMMA::Major::K,UMMA::Major::K>()",
		"sA = make_tensor(make_smem_ptr<half_t>(nullptr),tile_to_shape(UMMA::Layout_K_SW128_Atom<half_t>{},Shape<_128,Int<128>>{}))\nmake_umma_desc<UMMA::Major::K>(local_tile(sA,Shape<_128,Int<16>>{},make_coord(Int<0>{},Int<1>{})))",
		"SM120::BLOCKSCALED::SM120_16x8x64_TN_VS<float_e2m1_t,float_e2m1_t,float,float_ue4m3_t,16>{}",
		"SM90::GMMA::SPARSE::GMMA_64x8x32_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}",
		"MMA_Atom<SM80_16x8x128_S32U1U1S32_TN_XORPOPC>{}",
		"g = make_tensor(make_gmem_ptr<int4b_t>(7), make_layout(Shape<_8,_64>{}))\ng(3,_)\nrecast<uint8_t>(g(1,_))",
		"gmem_subptr[4b]((nil).4) o (_64):(_8)",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e := NewEnv()
		for _, line := range strings.Split(s, "\n") {
			var err error
			withinBudget(t, line, func() { _, err = e.exec(line) })
			if err == nil {
				continue
			}
			ee, ok := err.(*Error)
			if !ok {
				t.Fatalf("Exec(%q): error %T, want *Error", line, err)
			}
			if ee.Pos < 0 || ee.Pos > len(line) {
				t.Fatalf("Exec(%q): column %d outside the statement", line, ee.Pos)
			}
		}
	})
}
