package atom

// Hopper's stmatrix (copy_traits_sm90.hpp): ldmatrix run backwards, its
// Src and Dst exchanged, the reference on the register side (Src).
func init() {
	fixedCopy("SM90_U32x1_STSM_N", CopyTraits{ThrID: warp, SrcLayout: ldsmU32x1Dst, DstLayout: ldsmU32x1Src, RefLayout: ldsmU32x1Dst})
	fixedCopy("SM90_U32x2_STSM_N", CopyTraits{ThrID: warp, SrcLayout: ldsmU32x2Dst, DstLayout: ldsmU32x2Src, RefLayout: ldsmU32x2Dst})
	fixedCopy("SM90_U32x4_STSM_N", CopyTraits{ThrID: warp, SrcLayout: ldsmU32x4Dst, DstLayout: ldsmU32x4Src, RefLayout: ldsmU32x4Dst})
	fixedCopy("SM90_U16x2_STSM_T", CopyTraits{ThrID: warp, SrcLayout: ldsmU16x2Dst, DstLayout: ldsmU32x1Src, RefLayout: ldsmU16x2Dst})
	fixedCopy("SM90_U16x4_STSM_T", CopyTraits{ThrID: warp, SrcLayout: ldsmU16x4Dst, DstLayout: ldsmU32x2Src, RefLayout: ldsmU16x4Dst})
	fixedCopy("SM90_U16x8_STSM_T", CopyTraits{ThrID: warp, SrcLayout: ldsmU16x8Dst, DstLayout: ldsmU32x4Src, RefLayout: ldsmU16x8Dst})
}

// Maxwell's warp shuffles (copy_traits_sm50.hpp): 2×2 transposes of 32-bit
// values between lanes XOR 1 and XOR 4.
func init() {
	src := lay("(32,64)", "(64,1)")
	fixedCopy("SM50_Shuffle_U32_2x2Trans_XOR1", CopyTraits{ThrID: warp, SrcLayout: src, DstLayout: lay("((2,16),(32,2))", "((32,128),(1,64))"), RefLayout: src})
	fixedCopy("SM50_Shuffle_U32_2x2Trans_XOR4", CopyTraits{ThrID: warp, SrcLayout: src, DstLayout: lay("((4,2,4),(32,2))", "((64,32,512),(1,256))"), RefLayout: src})
}
