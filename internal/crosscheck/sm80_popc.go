package crosscheck

// POPCCases are Ampere's 1-bit MMAs (mma_traits_sm80.hpp), XOR and AND
// popcount: the two whose traits are well formed (16x8x256, 8x8x128) as
// atoms, tiled, and taken apart; and 16x8x128, whose ALayout's stride is
// not congruent with its shape, where C++ cannot compile what composes
// its A layout (cutetui refuses the atom itself: atom.MMARefusal).
func POPCCases() []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	for _, op := range []string{"XORPOPC", "ANDPOPC"} {
		for _, mnk := range []string{"16x8x256", "8x8x128"} {
			a := "SM80_" + mnk + "_S32U1U1S32_TN_" + op
			tm := "make_tiled_mma(" + a + "{},Layout<Shape<_2,_2,_1>>{})"
			add("popc_atom", "MMA_Atom<"+a+">{}")
			add("popc_tiled", tm)
			for _, w := range []string{"A", "B", "C"} {
				add("popc_tv", tm+".get_layout"+w+"_TV()")
			}
			add("popc_partition", "partition_shape_A("+tm+",Shape<_64,_512>{})")
			add("popc_partition", "partition_shape_C("+tm+",Shape<_64,_64>{})")
			add("popc_thrfrg", tm+".thrfrg_A(Layout<Shape<_64,_512>>{})")
		}
		bad := "make_tiled_mma(SM80_16x8x128_S32U1U1S32_TN_" + op + "{})"
		add("popc_refused", bad+".get_layoutA_TV()")
		add("popc_refused", "partition_shape_A("+bad+",Shape<_64,_512>{})")
	}
	return out
}
