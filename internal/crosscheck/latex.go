package crosscheck

// LatexCases are print_latex of layouts (plain, rank 1, swizzled, GMMA's
// shared-memory atoms), MMA atoms, TiledMMAs and TiledCopies,
// print_latex_tv of coordinate-valued TV layouts and print_svg of MMA
// atoms and TiledMMAs: C++'s text, compared byte for byte.
func LatexCases() []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	for _, l := range []string{
		"Layout<Shape<_4,_8>>{}",
		"Layout<Shape<_4,_8>,Stride<_8,_1>>{}",
		"Layout<_8,_2>{}",
		"Layout<Shape<Shape<_2,_2>,Shape<_2,_4>>,Stride<Stride<_1,_8>,Stride<_2,_16>>>{}",
		"Layout<Shape<_4,_4>,Stride<_0,_1>>{}",
		"Layout<Shape<_2,_4,_2>>{}",
		"composition(Swizzle<2,0,3>{},Layout<Shape<_8,_8>,Stride<_8,_1>>{})",
		"composition(Swizzle<1,2,3>{},Int<0>{},Layout<Shape<_8,_16>,Stride<_16,_1>>{})",
		"GMMA::Layout_K_SW32_Atom<half_t>{}",
		"GMMA::Layout_MN_INTER_Atom<float>{}",
		"GMMA::Layout_K_SW128_Atom<uint8_t>{}",
	} {
		add("print_latex_layout", "print_latex("+l+")")
	}
	for _, m := range []string{
		"MMA_Atom<SM80_16x8x8_F32F16F16F32_TN>{}",
		"MMA_Atom<SM70_8x8x4_F32F16F16F32_NT>{}",
		"MMA_Atom<UniversalFMA<float,float,float>>{}",
		"MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}",
		"MMA_Atom<SM90_64x8x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>>{}",
		"make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_1>>{})",
		"make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN{},Layout<Shape<_2,_1,_1>>{},Tile<_32,_16,_8>{})",
		"make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT{},Layout<Shape<_2,_2,_1>,Stride<_2,_1,_1>>{})",
		"make_tiled_mma(UniversalFMA<float,float,float>{},Layout<Shape<_4,_4,_1>>{})",
		"make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_1,_2,_1>>{},Tile<_16,Layout<Shape<_8,_2>,Stride<_2,_1>>,_16>{})",
	} {
		add("print_latex_mma", "print_latex("+m+")")
		add("print_svg", "print_svg("+m+")")
	}
	for _, cp := range []string{
		"make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>,half_t>{},Layout<Shape<_4,_8>,Stride<_8,_1>>{},Layout<Shape<_1,_8>>{})",
		"make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,half_t>{},Layout<Shape<_8,_4>>{},Layout<Shape<_2,_1>>{})",
		"make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N,half_t>{},make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}))",
		"make_tiled_copy_B(Copy_Atom<SM75_U16x4_LDSM_T,half_t>{},make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}))",
		"make_tiled_copy_C(Copy_Atom<UniversalCopy<uint32_t>,half_t>{},make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN{}))",
		"make_tiled_copy_C_atom(Copy_Atom<UniversalCopy<uint32_t>,half_t>{},make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN{}))",
		"make_tiled_copy_C_atom(Copy_Atom<UniversalCopy<uint32_t>,half_t>{},make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_1>>{}))",
		"make_cotiled_copy(Copy_Atom<UniversalCopy<uint32_t>,half_t>{},Layout<Shape<_32,_2>,Stride<_2,_1>>{},Layout<Shape<_8,_8>,Stride<_8,_1>>{})",
	} {
		add("print_latex_copy", "print_latex("+cp+")")
	}
	for _, tv := range []struct{ tile, tv string }{
		{"Shape<_8,_8>", "Layout<Shape<Shape<_4,_2>,_8>,Stride<Stride<_1,_32>,_4>>{}"},
		{"Shape<_16,_8>", "make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN{}).get_layoutC_TV()"},
		{"Shape<_4,_8>", "Layout<Shape<_8,_4>,Stride<_4,_1>>{}"},
		{"Shape<_4,_4>", "Layout<Shape<_8,_2>,Stride<_1,_8>>{}"}, // values overlap: first owner drawn
	} {
		add("print_latex_tv", "print_latex_tv(composition(make_identity_tensor("+tv.tile+"{}),"+tv.tv+"),"+tv.tile+"{})")
	}
	add("print_latex_tv", "print_latex_tv(composition(make_identity_layout(Shape<_8,_4>{}),Layout<Shape<_8,_4>,Stride<_4,_1>>{}),Shape<_8,_4>{})")
	add("print_latex_tv", "print_latex_tv(Layout<Shape<_8,_4>,Stride<_4,_1>>{},Shape<_4,_8>{})") // integer-valued: C++ cannot bind [m, n]
	add("print_latex_layout", "print_latex(Layout<Shape<_2,_2,_2>,Stride<_1,_2,_4>>{})")         // rank 3
	return out
}
