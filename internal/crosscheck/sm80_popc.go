package crosscheck

// POPCCases are Ampere's 1-bit MMAs (mma_traits_sm80.hpp), XOR and AND
// popcount: the two whose traits are well formed (16x8x256, 8x8x128) as
// atoms, tiled, and taken apart, their register fragments (sub-byte
// pointers) included; and 16x8x128, whose ALayout's stride is not
// congruent with its shape, where C++ cannot compile what composes its A
// layout (cutetui refuses the atom itself: atom.MMARefusal). The 4-bit
// atoms' fragments close the family.
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
		// Register fragments of uint1b_t: subbyte_iterators, printed
		// subptr[1b](0x….bit).
		for _, mnk := range []string{"16x8x256", "8x8x128"} {
			thr := "make_tiled_mma(SM80_" + mnk + "_S32U1U1S32_TN_" + op + "{}).get_slice(3)"
			for _, w := range []string{"A", "B"} {
				f := thr + ".partition_fragment_" + w + "(make_tensor(make_gmem_ptr<half_t>(nullptr),make_layout(Shape<_16,_256>{})))"
				add("popc_fragment", f)
				add("popc_fragment", f+"(_,0,0)")
				add("popc_fragment", f+"(5,_,_)")
				if mnk == "16x8x256" && w == "A" { // ((32,2,2),1,1): a byte and a bit on
					add("popc_fragment", f+"(make_coord(5,_,1),_,_)")
					add("popc_fragment", f+"(make_coord(3,1,_),_,_)")
				}
			}
		}
		bad := "make_tiled_mma(SM80_16x8x128_S32U1U1S32_TN_" + op + "{})"
		add("popc_refused", bad+".get_layoutA_TV()")
		add("popc_refused", "partition_shape_A("+bad+",Shape<_64,_512>{})")
	}
	// And the 4-bit integer atoms' fragments: subptr[4b].
	for _, op := range []string{"SM80_16x8x64_S32S4S4S32_TN", "SM80_8x8x32_S32U4U4S32_TN", "SM80_16x8x32_S32S4U4S32_TN"} {
		thr := "make_tiled_mma(" + op + "{}).get_slice(7)"
		for _, w := range []string{"A", "B"} {
			f := thr + ".partition_fragment_" + w + "(make_tensor(make_gmem_ptr<half_t>(nullptr),make_layout(Shape<_16,_64>{})))"
			add("s4_fragment", f)
			add("s4_fragment", f+"(3,_,_)")
			add("s4_fragment", f+"(_,0,0)")
		}
	}
	return out
}
