package atom

// Turing's ldmatrix (copy_traits_sm75.hpp): a warp loads 8×8 matrices of
// 16-bit elements from shared memory; the _T forms transpose them.
var (
	ldsmU32x1Src = lay("((8,4),128)", "((128,0),1)")
	ldsmU32x2Src = lay("((16,2),128)", "((128,0),1)")
	ldsmU32x4Src = lay("(32,128)", "(128,1)")
	ldsmU32x1Dst = lay("(32,32)", "(32,1)")
	ldsmU32x2Dst = lay("(32,(32,2))", "(32,(1,1024))")
	ldsmU32x4Dst = lay("(32,(32,4))", "(32,(1,1024))")
	ldsmU16x2Dst = lay("((4,8),(16,2))", "((256,16),(1,128))")
	ldsmU16x4Dst = lay("((4,8),(16,2,2))", "((256,16),(1,128,1024))")
	ldsmU16x8Dst = lay("((4,8),(16,2,4))", "((256,16),(1,128,1024))")
	warp         = lay("32", "")
)

func init() {
	fixedCopy("SM75_U32x1_LDSM_N", CopyTraits{ThrID: warp, SrcLayout: ldsmU32x1Src, DstLayout: ldsmU32x1Dst, RefLayout: ldsmU32x1Dst})
	fixedCopy("SM75_U32x2_LDSM_N", CopyTraits{ThrID: warp, SrcLayout: ldsmU32x2Src, DstLayout: ldsmU32x2Dst, RefLayout: ldsmU32x2Dst})
	fixedCopy("SM75_U32x4_LDSM_N", CopyTraits{ThrID: warp, SrcLayout: ldsmU32x4Src, DstLayout: ldsmU32x4Dst, RefLayout: ldsmU32x4Dst})
	fixedCopy("SM75_U16x2_LDSM_T", CopyTraits{ThrID: warp, SrcLayout: ldsmU32x1Src, DstLayout: ldsmU16x2Dst, RefLayout: ldsmU16x2Dst})
	fixedCopy("SM75_U16x4_LDSM_T", CopyTraits{ThrID: warp, SrcLayout: ldsmU32x2Src, DstLayout: ldsmU16x4Dst, RefLayout: ldsmU16x4Dst})
	fixedCopy("SM75_U16x8_LDSM_T", CopyTraits{ThrID: warp, SrcLayout: ldsmU32x4Src, DstLayout: ldsmU16x8Dst, RefLayout: ldsmU16x8Dst})
	// movmatrix: a warp transposes an 8×8 matrix of 16-bit elements in registers.
	fixedCopy("SM75_U32x1_MOVM_T", CopyTraits{ThrID: warp, SrcLayout: lay("(32,32)", "(32,1)"), DstLayout: lay("(32,32)", "(32,1)"), RefLayout: lay("(32,32)", "(32,1)")})
}
