package eval

import (
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The scale-factor fragments of Blackwell's block-scaled UMMA
// (mma_traits_sm100_frag.hpp): make_tensor<typename
// TiledMMA::FrgTypeSFA>(shape), FrgTypeSFA being UMMA::tmem_sf_frg<sf,
// SFVecSize, N_SM, true[, TmemAlloc]>. C++ names the fragment only as a
// member type; cutetui spells the call make_frg_SFA(mma, shape).

var tmemSFBuiltins = []builtin{
	{name: "make_frg_SFA",
		doc:       "cutetui's spelling of make_tensor<typename TiledMMA::FrgTypeSFA>(shape) for a block-scaled UMMA: SFA's TMEM tensor (UMMA::tmem_sf_frg) of an MMA-SF partitioned shape ((MMA_M,(VS,NSF)),num_MMA_M,num_MMA_K), each factor in the four 32-lane sub-partitions",
		overloads: []overload{{use: "make_frg_SFA(mma, shape)", fn: func(c *callCtx) (value.Value, error) { return fnMakeFrgSF(c, true) }}}},
	{name: "make_frg_SFB",
		doc:       "cutetui's spelling of make_tensor<typename TiledMMA::FrgTypeSFB>(shape): SFB's TMEM tensor, ((MMA_N,(VS,NSF)),num_MMA_N,num_MMA_K); a 2-SM atom of M = 128 keeps it 2×2 (ScaleFactorDuplicated2by2)",
		overloads: []overload{{use: "make_frg_SFB(mma, shape)", fn: func(c *callCtx) (value.Value, error) { return fnMakeFrgSF(c, false) }}}},
}

// fnMakeFrgSF is tmem_sf_frg::make(shape) of the atom's scale-factor
// fragment (isSFA: FrgTypeSFA, else FrgTypeSFB), a TMEM tensor of the
// scale-factor type at address 0.
func fnMakeFrgSF(c *callCtx, isSFA bool) (value.Value, error) {
	var a atom.MMAAtom
	switch v := c.args[0].(type) {
	case value.MMAAtomValue:
		a = v.A
	default:
		t, err := c.tiledMMA(0)
		if err != nil {
			return nil, c.want(0, "a block-scaled UMMA (MMA_Atom or make_tiled_mma of SM100_MMA_MXF8F6F4_SS, SM100_MMA_MXF4_SS, ...)")
		}
		a = t.Atom
	}
	if a.Scale.SFVecSize == 0 {
		return nil, c.failf(0, "%s is not block-scaled: it has no FrgTypeSFA/FrgTypeSFB", a.Op)
	}
	sh, err := c.shape(1)
	if err != nil {
		return nil, err
	}
	f := a.Scale.FrgSF(isSFA)
	l, err := f.Make(sh)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return value.NewTensor(value.PointerValue{Space: "tmem", Type: value.TypeValue{Name: a.Scale.SFType, Bits: f.ValBits}}, l), nil
}
