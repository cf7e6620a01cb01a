package atom

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// Hopper's sparse warpgroup MMAs (mma_traits_sm90_gmma_sparse.hpp),
// cute::SM90::GMMA::SPARSE::GMMA_64xNxK_<types>_{SS,RS}[_TN]: A is 2:4
// structured-sparse, so K is twice the dense GMMA's (32 for 16-bit, 16
// for TF32, 64 for 8-bit types) and the metadata E (ValTypeE
// sparse_elem<8, uint8_t>, <4, uint8_t> for TF32) is laid out by
// ELayout_64xK. Every template argument is optional past the majors of the
// 16-bit forms: scaleA, scaleB (ScaleIn::One) and spsel
// (SparseSel::Zero). The layouts are GMMA's: ABLayout<64,K> and
// ABLayout<N,K> in shared memory, ALayout_64xK for A in registers (_RS),
// CLayout_64xN. N = 8, 16, 32, 64, 96, 128, 192, 256; the other
// multiples of 8 are in mma_traits_sm90_gmma_sparse_ext.hpp, included
// only under CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED.

// gmmaELayout is GMMA::ELayout_64xK, the sparse metadata's (thread,
// value) -> (M,K) layout.
func gmmaELayout(k int) engine.Layout {
	switch k {
	case 64:
		return lay("((2,2,8,4),(32))", "((8,2048,1,16),(64))")
	case 32:
		return lay("((2,2,8,4),(16,2))", "((1024,0,1,16),(64,8))")
	}
	return lay("((2,2,8,4),(8,2))", "((512,0,1,16),(64,8))")
}

// SparseGMMAPrefix is the namespace the sparse GMMA operations are named in.
const SparseGMMAPrefix = "SM90::GMMA::SPARSE::"

func init() {
	gmmaALayout64x64 := lay("((4,8,4),(8,2,2))", "((512,1,16),(64,8,2048))")
	type family struct {
		name, d, a, b string
		k             int
		majors        bool // takes tnspA, tnspB
		scaled        bool // takes scaleA, scaleB
		sat           bool // has a _SATURATE twin
		aReg          engine.Layout
	}
	fams := []family{
		{"F16F16F16", "half_t", "half_t", "half_t", 32, true, true, false, gmmaALayout64x32},
		{"F32F16F16", "float", "half_t", "half_t", 32, true, true, false, gmmaALayout64x32},
		{"F32BF16BF16", "float", "bfloat16_t", "bfloat16_t", 32, true, true, false, gmmaALayout64x32},
		{"F32TF32TF32", "float", "tfloat32_t", "tfloat32_t", 16, false, true, false, gmmaALayout64x16},
	}
	for _, d := range []struct{ name, ty string }{{"F16", "half_t"}, {"F32", "float"}} {
		for _, ab := range [][2]string{{"E4M3", "float_e4m3_t"}, {"E5M2", "float_e5m2_t"}} {
			for _, bb := range [][2]string{{"E4M3", "float_e4m3_t"}, {"E5M2", "float_e5m2_t"}} {
				fams = append(fams, family{d.name + ab[0] + bb[0], d.ty, ab[1], bb[1], 64, false, true, false, gmmaALayout64x64})
			}
		}
	}
	for _, ab := range [][2]string{{"S8", "int8_t"}, {"U8", "uint8_t"}} {
		for _, bb := range [][2]string{{"S8", "int8_t"}, {"U8", "uint8_t"}} {
			fams = append(fams, family{"S32" + ab[0] + bb[0], "int32_t", ab[1], bb[1], 64, false, false, true, gmmaALayout64x64})
		}
	}
	for _, f := range fams {
		for n := 8; n <= 256; n += 8 {
			for _, src := range []string{"SS", "RS"} {
				sfx := []string{""}
				if !f.majors {
					sfx = []string{"_TN"}
				}
				if f.sat {
					sfx = append(sfx, "_TN_SATURATE")
				}
				for _, s := range sfx {
					name := fmt.Sprintf("%sGMMA_64x%dx%d_%s_%s%s", SparseGMMAPrefix, n, f.k, f.name, src, s)
					f, n, src := f, n, src
					mmaOps[name] = mmaOp{targs: sparseParams(f.majors, f.scaled), build: func(op string, targs []string) (MMAAtom, error) {
						return buildSparseGMMA(op, targs, f.majors, f.scaled, func(args []string) (MMAAtom, error) {
							if !gmmaMainShapes[n] {
								return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "defined(CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED)",
									Detail: fmt.Sprintf("%s: N = %d is one of GMMA's extended shapes, declared by mma_traits_sm90_gmma_sparse_ext.hpp only when CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED is defined; N = 8, 16, 32, 64, 96, 128, 192 and 256 are always there", op, n)}
							}
							a := MMAAtom{
								Op:       op,
								ValTypeD: f.d, ValTypeA: f.a, ValTypeB: f.b, ValTypeC: f.d,
								FrgTypeA: "smem_desc", FrgTypeB: "smem_desc", MajorA: "K", MajorB: "K",
								ShapeMNK: engine.Ints(64, n, f.k),
								ThrID:    lay("128", ""),
								ALayout:  gmmaABLayout(64, f.k),
								BLayout:  gmmaABLayout(n, f.k),
								CLayout:  gmmaCLayout(n),
								ELayout:  gmmaELayout(f.k),
							}
							if len(args) > 0 {
								a.Op = op + "<" + strings.Join(args, ",") + ">"
							}
							if f.majors {
								a.MajorA, a.MajorB = strings.TrimPrefix(args[0], "GMMA::Major::"), strings.TrimPrefix(args[1], "GMMA::Major::")
							}
							if src == "RS" {
								if a.MajorA != "K" {
									return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "Register source operand A must have K major layout.",
										Detail: "static_assert(tnspA == GMMA::Major::K) of " + op}
								}
								a.FrgTypeA, a.MajorA, a.ALayout = "", "", f.aReg
							}
							return a, nil
						})
					}}
				}
			}
		}
	}
}

// sparseParams are the template parameters of a sparse GMMA, for messages.
func sparseParams(majors, scaled bool) string {
	switch {
	case majors:
		return "tnspA,tnspB[,scaleA,scaleB[,spsel]]"
	case scaled:
		return "[scaleA,scaleB[,spsel]]"
	}
	return "[spsel]"
}

// buildSparseGMMA reads the template arguments of a sparse GMMA (the
// majors if it takes them, then the optional ScaleIns and SparseSel, in
// C++'s order, defaults left unwritten) and builds it with them.
func buildSparseGMMA(op string, targs []string, majors, scaled bool, build func(args []string) (MMAAtom, error)) (MMAAtom, error) {
	var kinds []string
	if majors {
		kinds = append(kinds, "Major", "Major")
	}
	if scaled {
		kinds = append(kinds, "ScaleIn", "ScaleIn")
	}
	kinds = append(kinds, "SparseSel")
	least := 0
	if majors {
		least = 2
	}
	if len(targs) < least || len(targs) > len(kinds) {
		return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "wrong number of template arguments",
			Detail: fmt.Sprintf("%s<%s> takes %d to %d", op, sparseParams(majors, scaled), least, len(kinds))}
	}
	args := make([]string, len(targs))
	for i, t := range targs {
		s := strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(t, "cute::"), "SM90::"), "GMMA::")
		v, ok := strings.CutPrefix(s, kinds[i]+"::")
		valid := map[string][]string{"Major": {"K", "MN"}, "ScaleIn": {"One", "Neg"}, "SparseSel": {"Zero", "One"}}[kinds[i]]
		if !ok || (v != valid[0] && v != valid[1]) {
			return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "invalid template argument",
				Detail: fmt.Sprintf("%s: argument %d is %s, want GMMA::%s::%s or GMMA::%s::%s", op, i+1, t, kinds[i], valid[0], kinds[i], valid[1])}
		}
		args[i] = "GMMA::" + kinds[i] + "::" + v
	}
	return build(args)
}
