package atom

// Turing's warp-wide MMAs (mma_traits_sm75.hpp).
func init() {
	a16x8x8 := lay("((4,8),(2,2))", "((32,1),(16,8))")
	b8x8 := lay("((4,8),2)", "((16,1),8)")
	fixedMMA("SM75_16x8x8_F32F16F16F32_TN", MMAAtom{ValTypeD: "float", ValTypeA: "half_t", ValTypeB: "half_t", ValTypeC: "float",
		ShapeMNK: tup("(16,8,8)"), ThrID: lay("32", ""), ALayout: a16x8x8, BLayout: b8x8, CLayout: a16x8x8})
	fixedMMA("SM75_16x8x8_F16F16F16F16_TN", MMAAtom{ValTypeD: "half_t", ValTypeA: "half_t", ValTypeB: "half_t", ValTypeC: "half_t",
		ShapeMNK: tup("(16,8,8)"), ThrID: lay("32", ""), ALayout: a16x8x8, BLayout: b8x8, CLayout: a16x8x8})
	fixedMMA("SM75_8x8x16_S32S8S8S32_TN", MMAAtom{ValTypeD: "int32_t", ValTypeA: "int8_t", ValTypeB: "int8_t", ValTypeC: "int32_t",
		ShapeMNK: tup("(8,8,16)"), ThrID: lay("32", ""),
		ALayout: lay("((4,8),4)", "((32,1),8)"), BLayout: lay("((4,8),4)", "((32,1),8)"), CLayout: lay("((4,8),2)", "((16,1),8)")})
}
