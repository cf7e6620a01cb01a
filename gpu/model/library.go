package model

import "github.com/cutetui/cutetui/engine/eval"

// library is built once: a Library never changes.
var library = eval.NewLibrary(
	eval.Func{Name: "bank_conflicts", Sig: "bank_conflicts(smem, Copy_Atom<Op,T>{}[, thr_layout])",
		Doc: "the bank conflicts of one warp's shared-memory access: per phase (32, 16 or 8 threads; one 8x8 matrix of ldmatrix) the most distinct 4-byte words one bank delivers, the wavefronts and conflicts ncu counts",
		Fn:  bankConflicts(false), Explain: explainBank(false)},
	eval.Func{Name: "bank_conflicts_store", Sig: "bank_conflicts_store(smem, Copy_Atom<UniversalCopy<U>,T>{}[, thr_layout])",
		Doc: "bank_conflicts of the store (STS) a UniversalCopy atom makes into shared memory",
		Fn:  bankConflicts(true), Explain: explainBank(true)},
	eval.Func{Name: "find_swizzle", Sig: "find_swizzle(smem, Copy_Atom<Op,T>{}[, thr_layout]) or find_swizzle(A, B)",
		Doc: "the swizzles Sw<B,M,S>, smallest first, that make the access conflict-free (when only one does, a swizzle value to compare or compose); with two layouts, the Sw with composition(Sw, A) = B, or why none exists",
		Fn:  findSwizzle, Explain: explainFindSwizzle},
	eval.Func{Name: "gemm_identity_swizzle", Sig: "gemm_identity_swizzle<N>((M,N), (BM,BN), (bx,by))",
		Doc: "the output tile (m,n) that CTA blockIdx (bx,by) computes under CUTLASS 2.x GemmIdentityThreadblockSwizzle<N>",
		Fn:  identitySwizzle, Explain: explainIdentitySwizzle},
)

// Library is the functions of the hardware models, for eval.WithLibrary.
func Library() *eval.Library { return library }
