package atom

// Ampere's warp-wide MMAs (mma_traits_sm80.hpp).
var (
	sm80_8x4      = lay("((4,8),1)", "((8,1),0)")           // (T32,V1) -> (M8,N8)
	sm80_8x8Row   = lay("((4,8),2)", "((16,1),8)")          // (T32,V2) -> (M8,N8)
	sm80_8x16Row  = lay("((4,8),4)", "((32,1),8)")          // (T32,V4) -> (M8,N16)
	sm80_16x8Row  = lay("((4,8),(2,2))", "((32,1),(16,8))") // (T32,V4) -> (M16,N8)
	sm80Warp      = lay("32", "")
	sm80_16x8x16A = lay("((4,8),(2,2,2))", "((32,1),(16,8,128))")
	sm80_16x8x16B = lay("((4,8),(2,2))", "((16,1),(8,64))")
)

func init() {
	f16x8x8 := MMAAtom{ShapeMNK: tup("(16,8,8)"), ThrID: sm80Warp, ALayout: sm80_16x8Row, BLayout: sm80_8x8Row, CLayout: sm80_16x8Row}
	f16x8x16 := MMAAtom{ShapeMNK: tup("(16,8,16)"), ThrID: sm80Warp, ALayout: sm80_16x8x16A, BLayout: sm80_16x8x16B, CLayout: sm80_16x8Row}
	typed := func(a MMAAtom, d, ab, c string) MMAAtom {
		a.ValTypeD, a.ValTypeA, a.ValTypeB, a.ValTypeC = d, ab, ab, c
		return a
	}
	fixedMMA("SM80_16x8x8_F16F16F16F16_TN", typed(f16x8x8, "half_t", "half_t", "half_t"))
	fixedMMA("SM80_16x8x16_F16F16F16F16_TN", typed(f16x8x16, "half_t", "half_t", "half_t"))
	fixedMMA("SM80_16x8x8_F32F16F16F32_TN", typed(f16x8x8, "float", "half_t", "float"))
	fixedMMA("SM80_16x8x16_F32F16F16F32_TN", typed(f16x8x16, "float", "half_t", "float"))
	fixedMMA("SM80_16x8x8_F32BF16BF16F32_TN", typed(f16x8x8, "float", "bfloat16_t", "float"))
	fixedMMA("SM80_16x8x16_F32BF16BF16F32_TN", typed(f16x8x16, "float", "bfloat16_t", "float"))

	fixedMMA("SM80_16x8x4_F32TF32TF32F32_TN", typed(MMAAtom{ShapeMNK: tup("(16,8,4)"), ThrID: sm80Warp,
		ALayout: lay("((4,8),2)", "((16,1),8)"), BLayout: sm80_8x4, CLayout: sm80_16x8Row}, "float", "tfloat32_t", "float"))
	fixedMMA("SM80_16x8x8_F32TF32TF32F32_TN", typed(MMAAtom{ShapeMNK: tup("(16,8,8)"), ThrID: sm80Warp,
		ALayout: lay("((4,8),(2,2))", "((16,1),(8,64))"), BLayout: lay("((4,8),2)", "((8,1),32)"), CLayout: sm80_16x8Row}, "float", "tfloat32_t", "float"))
	fixedMMA("SM80_8x8x4_F64F64F64F64_TN", typed(MMAAtom{ShapeMNK: tup("(8,8,4)"), ThrID: sm80Warp,
		ALayout: sm80_8x4, BLayout: sm80_8x4, CLayout: sm80_8x8Row}, "double", "double", "double"))

	// The integer MMAs: every signedness of A and B shares the s8 layouts,
	// and each has a _SATURATE twin with the same traits.
	i8x8x16 := MMAAtom{ShapeMNK: tup("(8,8,16)"), ThrID: sm80Warp, ALayout: sm80_8x16Row, BLayout: sm80_8x16Row, CLayout: sm80_8x8Row}
	i16x8x16 := MMAAtom{ShapeMNK: tup("(16,8,16)"), ThrID: sm80Warp, ALayout: lay("((4,8),(4,2))", "((64,1),(16,8))"), BLayout: sm80_8x16Row, CLayout: sm80_16x8Row}
	i16x8x32 := MMAAtom{ShapeMNK: tup("(16,8,32)"), ThrID: sm80Warp,
		ALayout: lay("((4,8),(4,2,2))", "((64,1),(16,8,256))"), BLayout: lay("((4,8),(4,2))", "((32,1),(8,128))"), CLayout: sm80_16x8Row}
	for _, ab := range []struct{ name, a, b string }{
		{"S8S8", "int8_t", "int8_t"}, {"S8U8", "int8_t", "uint8_t"}, {"U8S8", "uint8_t", "int8_t"}, {"U8U8", "uint8_t", "uint8_t"},
	} {
		for _, sh := range []struct {
			mnk string
			a   MMAAtom
		}{{"8x8x16", i8x8x16}, {"16x8x16", i16x8x16}, {"16x8x32", i16x8x32}} {
			a := sh.a
			a.ValTypeD, a.ValTypeA, a.ValTypeB, a.ValTypeC = "int32_t", ab.a, ab.b, "int32_t"
			name := "SM80_" + sh.mnk + "_S32" + ab.name + "S32_TN"
			fixedMMA(name, a)
			fixedMMA(name+"_SATURATE", a)
		}
	}
}
