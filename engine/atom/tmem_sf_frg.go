package atom

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
)

// TmemSFFrg is UMMA::tmem_sf_frg<sf_type, SFVecSize, N_SM, Is_SFA,
// TmemAlloc> (mma_traits_sm100_frag.hpp): the TMEM fragment of a
// block-scaled UMMA's scale factors, FrgTypeSFA / FrgTypeSFB of the
// atom. Its storage is its own type (8-bit), and every scale factor is
// replicated across the four 32-lane sub-partitions, so that each warp
// reads its rows' factors from its own lanes (the 4× duplication of
// NVIDIA/cutlass#2961).
type TmemSFFrg struct {
	ValBits int
	IsSFA   bool
	// Duplicated2by2 is TmemAllocMode::ScaleFactorDuplicated2by2 (a
	// 2-SM atom of M = 128); otherwise ScaleFactorDuplicated4by1.
	Duplicated2by2 bool
}

// Make is tmem_sf_frg::make(shape) for an MMA-SF partitioned shape
// ((MMA_MN,(VS,NSF)),num_MMA_MN,num_MMA_K,...): the atom
//
//	SFA, or SFB 4by1: (((32,MN/32),4),(VS,NSF)):(((1,512),32),(0,128))
//	SFB 2by2:         (((32,MN/64),2,2),(VS,NSF)):(((1,512),64,32),(0,128))
//
// (lanes stride 1, columns 128: each factor in 4 lanes 32 apart, the VS
// values it scales at stride 0), tiled over the rest of the shape
// (tiled_product with make_layout(take<1,R>(shape))), restrided by
// (128,16384):(DP<T>,1).
func (f TmemSFFrg) Make(shape engine.IntTuple) (engine.Layout, error) {
	fail := func(cond, detail string, args ...any) (engine.Layout, error) {
		return engine.Layout{}, &engine.Error{Op: "make_tensor<tmem_sf_frg>", Cond: cond, Detail: fmt.Sprintf(detail, args...)}
	}
	if !shape.IsTuple() || !shape.At(0).IsTuple() || shape.At(0).Len() != 2 {
		return fail("Expected post-partitioned shape ((M_MMA,N_MMA),...).", "the shape %s", shape)
	}
	if shape.Len() < 3 {
		return fail("Expected an MMA partitioned tensor", "rank(%s) = %d < 3", shape, shape.Len())
	}
	k := shape.At(0).At(1)
	if !k.IsTuple() || k.Len() != 2 {
		return fail("Expected an MMA-SF partitioned tensor", "mode <0,1> of %s is not (VecSize,NSF)", shape)
	}
	mn, _ := engine.Size(shape.At(0).At(0))
	vs, _ := engine.Size(k.At(0))
	nsf, _ := engine.Size(k.At(1))
	var atom engine.Layout
	if f.IsSFA || !f.Duplicated2by2 {
		atom = lay(fmt.Sprintf("(((32,%d),4),(%d,%d))", mn/32, vs, nsf), "(((1,512),32),(0,128))")
	} else {
		atom = lay(fmt.Sprintf("(((32,%d),2,2),(%d,%d))", mn/2/32, vs, nsf), "(((1,512),64,32),(0,128))")
	}
	rest, err := engine.Take(shape, 1, shape.Len())
	if err != nil {
		return engine.Layout{}, err
	}
	tiles, err := engine.MakeCompactLayout(rest)
	if err != nil {
		return engine.Layout{}, err
	}
	logical, err := engine.TiledProduct(atom, tiles)
	if err != nil {
		return engine.Layout{}, err
	}
	return engine.Composition(lay("(128,16384)", fmt.Sprintf("(%d,1)", TmemDP(f.ValBits))), logical)
}

// FrgSF is the atom's FrgTypeSFA (isSFA) or FrgTypeSFB: tmem_sf_frg of its
// scale-factor type, with the 2-SM atoms' TmemAlloc.
func (s BlockScale) FrgSF(isSFA bool) TmemSFFrg {
	return TmemSFFrg{ValBits: 8, IsSFA: isSFA, Duplicated2by2: s.TmemAlloc == "ScaleFactorDuplicated2by2"}
}
