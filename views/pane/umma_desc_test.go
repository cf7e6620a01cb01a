package pane

import (
	"testing"

	"github.com/cutetui/cutetui/engine/eval"
)

// TestUMMADescriptorsDrawTheirBits: a pane whose last value is an UMMA
// shared-memory or instruction descriptor hands it to the hardware view
// (views/hw draws its bits), as it does a GMMA descriptor.
func TestUMMADescriptorsDrawTheirBits(t *testing.T) {
	for _, src := range []string{
		"sA = make_tensor(make_smem_ptr<half_t>(0), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, (64,64)))\nmake_umma_desc<UMMA::Major::K>(local_tile(sA, (64,16), (0,1)))",
		"make_instr_desc<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>()",
	} {
		out := outcomes(eval.NewEnv().ExecBlock(src))
		if last := out[len(out)-1]; last.HW == nil || last.Err != "" {
			t.Errorf("%s: no hardware view (%+v)", src, last.Err)
		}
	}
}
