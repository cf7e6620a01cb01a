package atom

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// Hopper's warpgroup MMAs (mma_traits_sm90_gmma.hpp): 128 threads, 64×N×16
// for 16-bit inputs, N a multiple of 8 up to 256. _SS reads A and B from
// shared memory through descriptors; _RS reads A from registers.

// gmmaCLayout is CLayout_64xN: (T128,V(N/2)) -> (M64,N).
func gmmaCLayout(n int) engine.Layout {
	return lay(fmt.Sprintf("((4,8,4),(2,2,%d))", n/8), "((128,1,16),(64,8,512))")
}

// gmmaABLayout is ABLayout<M,K>: every thread sees the whole M×K tile in
// shared memory, (128,(M,K)):(0,(1,M)).
func gmmaABLayout(m, k int) engine.Layout {
	return lay(fmt.Sprintf("(128,(%d,%d))", m, k), fmt.Sprintf("(0,(1,%d))", m))
}

// gmmaMainShapes are the N of mma_traits_sm90_gmma.hpp; the other
// multiples of 8 are in mma_traits_sm90_gmma_ext.hpp, which it includes
// only under CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED.
var gmmaMainShapes = map[int]bool{8: true, 16: true, 32: true, 64: true, 96: true, 128: true, 192: true, 256: true}

// gmmaALayout64x16 is ALayout_64x16, A in registers for 16-bit types.
var gmmaALayout64x16 = lay("((4,8,4),(2,2,2))", "((128,1,16),(64,8,512))")

// gmmaMajor reads a GMMA::Major template argument.
func gmmaMajor(s string) (string, bool) {
	s = strings.TrimPrefix(s, "cute::")
	s = strings.TrimPrefix(s, "SM90::")
	s = strings.TrimPrefix(s, "GMMA::")
	switch s {
	case "Major::K":
		return "K", true
	case "Major::MN":
		return "MN", true
	}
	return "", false
}

// gmmaScale reads a GMMA::ScaleIn template argument.
func gmmaScale(s string) (string, bool) {
	s = strings.TrimPrefix(s, "cute::")
	s = strings.TrimPrefix(s, "SM90::")
	s = strings.TrimPrefix(s, "GMMA::")
	switch s {
	case "ScaleIn::One":
		return "One", true
	case "ScaleIn::Neg":
		return "Neg", true
	}
	return "", false
}

func init() {
	for _, ty := range []struct{ name, d, ab string }{
		{"F16F16F16", "half_t", "half_t"},
		{"F32F16F16", "float", "half_t"},
		{"F32BF16BF16", "float", "bfloat16_t"},
	} {
		for n := 8; n <= 256; n += 8 {
			for _, src := range []string{"SS", "RS"} {
				name := fmt.Sprintf("SM90_64x%dx16_%s_%s", n, ty.name, src)
				ty, n, src := ty, n, src
				mmaOps[name] = mmaOp{targs: "tnspA,tnspB[,scaleA,scaleB]", build: func(op string, targs []string) (MMAAtom, error) {
					if len(targs) != 2 && len(targs) != 4 {
						return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "wrong number of template arguments",
							Detail: op + "<GMMA::Major tnspA, GMMA::Major tnspB[, GMMA::ScaleIn scaleA, scaleB]> takes 2 or 4"}
					}
					args := make([]string, len(targs))
					for i, t := range targs {
						var v string
						var ok bool
						if i < 2 {
							v, ok = gmmaMajor(t)
							args[i] = "GMMA::Major::" + v
						} else {
							v, ok = gmmaScale(t)
							args[i] = "GMMA::ScaleIn::" + v
						}
						if !ok {
							want := "GMMA::Major::K or GMMA::Major::MN"
							if i >= 2 {
								want = "GMMA::ScaleIn::One or GMMA::ScaleIn::Neg"
							}
							return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "invalid template argument", Detail: fmt.Sprintf("%s: argument %d is %s, want %s", op, i+1, t, want)}
						}
					}
					if !gmmaMainShapes[n] {
						return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "defined(CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED)",
							Detail: fmt.Sprintf("%s: N = %d is one of GMMA's extended shapes, declared by mma_traits_sm90_gmma_ext.hpp only when CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED is defined; N = 8, 16, 32, 64, 96, 128, 192 and 256 are always there", op, n)}
					}
					if src == "RS" && args[0] != "GMMA::Major::K" {
						return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "Register source operand A must have K major layout.",
							Detail: "static_assert(tnspA == GMMA::Major::K) of " + op}
					}
					a := MMAAtom{
						Op:       op + "<" + strings.Join(args, ",") + ">",
						ValTypeD: ty.d, ValTypeA: ty.ab, ValTypeB: ty.ab, ValTypeC: ty.d,
						FrgTypeA: "smem_desc", FrgTypeB: "smem_desc",
						MajorA: strings.TrimPrefix(args[0], "GMMA::Major::"), MajorB: strings.TrimPrefix(args[1], "GMMA::Major::"),
						ShapeMNK: engine.Ints(64, n, 16),
						ThrID:    lay("128", ""),
						ALayout:  gmmaABLayout(64, 16),
						BLayout:  gmmaABLayout(n, 16),
						CLayout:  gmmaCLayout(n),
					}
					if src == "RS" {
						a.FrgTypeA, a.MajorA = "", ""
						a.ALayout = gmmaALayout64x16
					}
					return a, nil
				}}
			}
		}
	}
}

// gmmaALayout64x8 and gmmaALayout64x32 are ALayout_64x8 (32-bit A in
// registers) and ALayout_64x32 (8-bit A in registers).
var (
	gmmaALayout64x8  = lay("((4,8,4),(2,2))", "((64,1,16),(8,256))")
	gmmaALayout64x32 = lay("((4,8,4),(4,2,2))", "((256,1,16),(64,8,1024))")
)

// The K-major-only (_TN) warpgroup MMAs: TF32 (64xNx8), FP8 (64xNx32, every
// pairing of e4m3 and e5m2, to F32 or F16) and 8-bit integer (64xNx32,
// every signedness, each with a _SATURATE twin). TF32 and FP8 take
// optional GMMA::ScaleIn arguments; the integer ones are not templates.
func init() {
	type tnType struct {
		name, d, a, b string
		k             int
		scaled        bool
		aReg          engine.Layout
	}
	var types []tnType
	types = append(types, tnType{"F32TF32TF32", "float", "tfloat32_t", "tfloat32_t", 8, true, gmmaALayout64x8})
	for _, d := range []struct{ name, ty string }{{"F32", "float"}, {"F16", "half_t"}} {
		for _, ab := range []struct{ name, a, b string }{
			{"E4M3E4M3", "float_e4m3_t", "float_e4m3_t"}, {"E4M3E5M2", "float_e4m3_t", "float_e5m2_t"},
			{"E5M2E4M3", "float_e5m2_t", "float_e4m3_t"}, {"E5M2E5M2", "float_e5m2_t", "float_e5m2_t"},
		} {
			types = append(types, tnType{d.name + ab.name, d.ty, ab.a, ab.b, 32, true, gmmaALayout64x32})
		}
	}
	for _, ab := range []struct{ name, a, b string }{
		{"S8S8", "int8_t", "int8_t"}, {"S8U8", "int8_t", "uint8_t"}, {"U8S8", "uint8_t", "int8_t"}, {"U8U8", "uint8_t", "uint8_t"},
	} {
		types = append(types, tnType{"S32" + ab.name, "int32_t", ab.a, ab.b, 32, false, gmmaALayout64x32})
	}
	for _, ty := range types {
		for n := 8; n <= 256; n += 8 {
			for _, src := range []string{"SS", "RS"} {
				suffixes := []string{""}
				if !ty.scaled {
					suffixes = append(suffixes, "_SATURATE")
				}
				for _, sfx := range suffixes {
					name := fmt.Sprintf("SM90_64x%dx%d_%s_%s_TN%s", n, ty.k, ty.name, src, sfx)
					ty, n, src := ty, n, src
					mmaOps[name] = mmaOp{targs: "[scaleA,scaleB]", build: func(op string, targs []string) (MMAAtom, error) {
						if !ty.scaled && len(targs) > 0 {
							return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "not a template", Detail: op + " takes no template arguments"}
						}
						if len(targs) != 0 && len(targs) != 2 {
							return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "wrong number of template arguments",
								Detail: op + "<GMMA::ScaleIn scaleA = One, GMMA::ScaleIn scaleB = One> takes 0 or 2"}
						}
						args := make([]string, len(targs))
						for i, t := range targs {
							v, ok := gmmaScale(t)
							if !ok {
								return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "invalid template argument", Detail: fmt.Sprintf("%s: argument %d is %s, want GMMA::ScaleIn::One or GMMA::ScaleIn::Neg", op, i+1, t)}
							}
							args[i] = "GMMA::ScaleIn::" + v
						}
						if !gmmaMainShapes[n] {
							return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "defined(CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED)",
								Detail: fmt.Sprintf("%s: N = %d is one of GMMA's extended shapes, declared by mma_traits_sm90_gmma_ext.hpp only when CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED is defined; N = 8, 16, 32, 64, 96, 128, 192 and 256 are always there", op, n)}
						}
						full := op
						if ty.scaled {
							full = op + "<" + strings.Join(args, ",") + ">"
						}
						a := MMAAtom{
							Op:       full,
							ValTypeD: ty.d, ValTypeA: ty.a, ValTypeB: ty.b, ValTypeC: ty.d,
							FrgTypeA: "smem_desc", FrgTypeB: "smem_desc", MajorA: "K", MajorB: "K",
							ShapeMNK: engine.Ints(64, n, ty.k),
							ThrID:    lay("128", ""),
							ALayout:  gmmaABLayout(64, ty.k),
							BLayout:  gmmaABLayout(n, ty.k),
							CLayout:  gmmaCLayout(n),
						}
						if src == "RS" {
							a.FrgTypeA, a.MajorA, a.ALayout = "", "", ty.aReg
						}
						return a, nil
					}}
				}
			}
		}
	}
}
