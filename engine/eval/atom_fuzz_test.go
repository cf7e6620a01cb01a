package eval

import (
	"strings"
	"testing"
)

// atomSeeds are statements of the atom layer, for FuzzAtomExec.
var atomSeeds = []string{
	"mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{})\nmma.get_layoutC_TV()",
	"make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}).get_slice(3).partition_C(make_layout(make_shape(64,128)))",
	"MMA_Atom<SM70_8x8x4_F32F16F16F32_NT>{}",
	"make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_16,_16,_1>>{}, Tile<_32,Layout<Shape<_2,_16>,Stride<_16,_1>>,_1>{})",
	"c = make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{})\nc.get_slice(5).partition_S(make_tensor(make_smem_ptr<half_t>(64), Layout<Shape<_128,_64>,Stride<_64,_1>>{}))",
	"make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{})).retile(Layout<Shape<Shape<_2,_2,_2>,_2,_2>>{})",
	"auto t = make_tensor(make_gmem_ptr<float>(nullptr), make_shape(Int<64>{},Int<64>{}));\nt.layout()",
	"tile_size<1>(make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN{}))",
	"make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_4,_4,_1>>{}).get_slice(5).partition_A(make_identity_tensor(make_shape(Int<16>{},Int<8>{})))",
	"gA = make_tensor(make_gmem_ptr<half_t>(0), Layout<Shape<_128,_64>,Stride<_64,_1>>{})\nlocal_tile(gA, Shape<_32,_8,_16>{}, make_coord(1,2,_), Step<_1,X,_1>{})",
	"local_partition(make_identity_tensor(make_shape(4,make_shape(2,4))), Layout<Shape<_4,_2>>{}, 5)",
	"cA = make_identity_tensor(make_shape(8,8))\ncA(3,_)\ncA(1,2)\ncoalesce(cA)\nlayout<1>(cA)",
	"recast<uint32_t>(make_tensor(make_smem_ptr<half_t>(0), Layout<Shape<_8,_8>>{}))",
	"sA = make_tensor(make_smem_ptr<half_t>(0), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, Shape<_128,_64>{}))\nouter_partition(sA, Shape<_8,_4>{}, make_coord(5,_))",
	"print_latex(make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN{}))",
	"print_latex_tv(composition(make_identity_layout(Shape<_8,_4>{}), Layout<Shape<_8,_4>,Stride<_4,_1>>{}), Shape<_8,_4>{})",
	"print_svg(MMA_Atom<UniversalFMA<float,float,float>>{})",
	"make_cotiled_copy(Copy_Atom<UniversalCopy<uint32_t>,half_t>{}, Layout<Shape<_32,_2>,Stride<_2,_1>>{}, Layout<Shape<_8,_8>,Stride<_8,_1>>{})",
	"make_tiled_copy_C_atom(Copy_Atom<UniversalCopy<uint32_t>,half_t>{}, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}))",
}

// FuzzAtomExec: no statement of the atom layer makes evaluation panic, and
// errors lie inside the statement.
func FuzzAtomExec(f *testing.F) {
	for _, s := range atomSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e := NewEnv()
		for _, line := range strings.Split(s, "\n") {
			var err error
			withinBudget(t, line, func() { _, err = e.exec(line) }) // no recover: a panic fails the fuzz
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
