package atom

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// Blackwell's block-scaled UMMA (mma_traits_sm100.hpp,
// arch/mma_sm100_umma.hpp): D = (A·SFA)(B·SFB) + C, where every SFVecSize
// consecutive K values of a row of A (and of B) share one scale factor
// (an 8-bit float_ue8m0_t or float_ue4m3_t) read from TMEM. The atom's
// layouts are UMMA's (one CTA, or a pair for _2x1SM_); K is 32 for
// MXF8F6F4 (SFVecSize 32) and 64 for MXF4 (SFVecSize VS, 16 or 32).
//
//	SM100_MMA_MXF8F6F4_SS<a, b, c, sf, M, N, a_major, b_major[, a_neg, b_neg]>
//	SM100_MMA_MXF4_SS<a, b, c, sf, M, N, VS, a_major, b_major[, a_neg, b_neg]>
//
// and their _2x1SM_SS forms.

// BlockScale is what a block-scaled UMMA adds to its atom: the scale
// factors' type (ValTypeSFA = ValTypeSFB), how many values one scales
// (SFVecSize), and the TmemAllocMode of its 2-CTA scale-factor fragments
// (ScaleFactorDuplicated2by2 for M = 128, 4by1 otherwise). The zero value
// means the atom is not block-scaled.
type BlockScale struct {
	SFType    string
	SFVecSize int
	TmemAlloc string // "", "ScaleFactorDuplicated2by2" or "ScaleFactorDuplicated4by1"
}

// ummaScaleFormats are the scale-factor types to_ScaleFormat accepts,
// with their ScaleFormat codes (UE4M3 0, UE8M0 1).
var ummaScaleFormats = map[string]uint32{"float_ue4m3_t": 0, "float_ue8m0_t": 1}

// blockScaledKind is one block-scaled UMMA family.
type blockScaledKind struct {
	name string // MXF8F6F4 or MXF4
	vs   bool   // takes VS after N
	k    int
}

func init() {
	for _, kind := range []blockScaledKind{{"MXF8F6F4", false, 32}, {"MXF4", true, 64}} {
		for _, twoSM := range []bool{false, true} {
			name := "SM100_MMA_" + kind.name + "_SS"
			if twoSM {
				name = "SM100_MMA_" + kind.name + "_2x1SM_SS"
			}
			params := "a_type,b_type,c_type,sf_type,M,N,a_major,b_major[,a_neg,b_neg]"
			if kind.vs {
				params = "a_type,b_type,c_type,sf_type,M,N,VS,a_major,b_major[,a_neg,b_neg]"
			}
			kind, twoSM := kind, twoSM
			mmaOps[name] = mmaOp{targs: params, build: func(op string, targs []string) (MMAAtom, error) {
				return buildBlockScaledUMMA(op, params, kind, twoSM, targs)
			}}
		}
	}
}

// ummaType is the C++ type t as UMMA's tables name it.
func ummaType(t string) string {
	c, _, _ := ElementType(t)
	return strings.TrimPrefix(strings.TrimPrefix(c, "cutlass::"), "cute::")
}

// buildBlockScaledUMMA checks the template arguments as the arch
// struct's, the traits' and make_instr_desc_block_scaled's
// static_asserts do, and builds the MMA_Traits.
func buildBlockScaledUMMA(op, params string, kind blockScaledKind, twoSM bool, targs []string) (MMAAtom, error) {
	nInts := 2
	if kind.vs {
		nInts = 3
	}
	least, most := 6+nInts, 8+nInts
	if len(targs) < least || len(targs) > most {
		return MMAAtom{}, ummaErr("wrong number of template arguments", fmt.Sprintf("%s<%s> takes %d to %d", op, params, least, most))
	}
	types := []string{ummaType(targs[0]), ummaType(targs[1]), ummaType(targs[2]), ummaType(targs[3])}
	ints := make([]int, nInts)
	for i := range ints {
		v, err := strconv.Atoi(targs[4+i])
		if err != nil {
			return MMAAtom{}, ummaErr("invalid template argument", fmt.Sprintf("%s: argument %d is an int, got %s", op, 5+i, targs[4+i]))
		}
		ints[i] = v
	}
	m, n, vs := ints[0], ints[1], 32
	if kind.vs {
		vs = ints[2]
	}
	majors := make([]string, 2)
	for i := range majors {
		v, ok := ummaEnum(targs[4+nInts+i], "Major", "K", "MN")
		if !ok {
			return MMAAtom{}, ummaErr("invalid template argument", fmt.Sprintf("%s: argument %d is %s, want UMMA::Major::K or UMMA::Major::MN", op, 5+nInts+i, targs[4+nInts+i]))
		}
		majors[i] = v
	}
	args := append([]string{}, types...)
	for _, v := range ints {
		args = append(args, strconv.Itoa(v))
	}
	args = append(args, "UMMA::Major::"+majors[0], "UMMA::Major::"+majors[1])
	for i, t := range targs[6+nInts:] {
		v, ok := ummaEnum(t, "ScaleIn", "One", "Neg")
		if !ok {
			return MMAAtom{}, ummaErr("invalid template argument", fmt.Sprintf("%s: argument %d is %s, want a UMMA::ScaleIn", op, 7+nInts+i, t))
		}
		args = append(args, "UMMA::ScaleIn::"+v)
	}
	// The arch struct's static_asserts.
	fail := func(cond string) (MMAAtom, error) {
		return MMAAtom{}, ummaErr(cond, fmt.Sprintf("%s<%s>", op, strings.Join(args, ",")))
	}
	switch {
	case !twoSM && m != 128 && kind.vs:
		return fail(op + " M-mode size should be 128 for 1 CTA cluster MMA.")
	case !twoSM && m != 128:
		return fail(op + " M-mode size should be 64 or 128 for 1 CTA cluster MMA.")
	case !twoSM && !mult(n, 8, 8, 256):
		return fail(op + " N-mode size should be a multiple of 8 between 8 and 256.")
	case twoSM && kind.vs && m != 128 && m != 256, twoSM && !kind.vs && m != 256:
		return fail(op + " M-mode size should be 128 or 256 for 2 CTA cluster MMA.")
	case twoSM && !mult(n, 16, 16, 256):
		return fail(op + " N-mode size should be a multiple of 16 between 16 and 256.")
	case kind.vs && vs != 16 && vs != 32:
		return fail(op + " Vector size can only be 16 or 32.")
	}
	// The traits' static_asserts, then make_instr_desc_block_scaled's
	// (the traits' idesc_ initialiser): to_UMMAFormat of A and B,
	// to_ScaleFormat of the scale factors.
	bits := make([]int, 2)
	for i := range bits {
		b, ok := ummaFormats[types[i]]
		if !ok {
			return MMAAtom{}, ummaErr("Unknown type for UMMAFormat", fmt.Sprintf("%s: %s (argument %d)", op, targs[i], i+1))
		}
		bits[i] = b
	}
	switch {
	case !kind.vs && (bits[0] > 8 || bits[1] > 8):
		return fail(op + " supports types with leq 8bit types")
	case kind.vs && (bits[0] != 4 || bits[1] != 4):
		return fail(op + " supports 4bit types")
	case kind.vs && vs == 32 && (types[0] != "float_e2m1_t" || types[1] != "float_e2m1_t" || types[3] != "float_ue8m0_t"):
		return fail("2x mode (VectorSize=32) only supports a_type and b_type=float_e2m1_t or cutlass::type_erased_dynamic_float4_t and sf_type=ue8m0_t")
	}
	if _, ok := ummaScaleFormats[types[3]]; !ok {
		return MMAAtom{}, ummaErr("Unknown type for ScaleFormat", fmt.Sprintf("%s: %s (argument 4)", op, targs[3]))
	}
	_, cBits, ok := ElementType(types[2])
	if !ok {
		return MMAAtom{}, ummaErr("unknown element type", fmt.Sprintf("%s: %s (argument 3)", op, targs[2]))
	}
	a := MMAAtom{
		Op:       op + "<" + strings.Join(args, ",") + ">",
		ValTypeD: types[2], ValTypeA: types[0], ValTypeB: types[1], ValTypeC: types[2],
		FrgTypeA: "umma_smem_desc", FrgTypeB: "umma_smem_desc", MajorA: majors[0], MajorB: majors[1],
		ShapeMNK: engine.Ints(m, n, kind.k),
		// FrgTypeC: tmem_frg_1sm<c_type> or tmem_frg_2sm<c_type>.
		FrgC:  TmemFrg{ValType: types[2], ValBits: cBits, StorageBits: 32, NSM: 1},
		Scale: BlockScale{SFType: types[3], SFVecSize: vs},
	}
	k := kind.k
	if !twoSM {
		a.ThrID = lay("1", "0")
		a.ALayout = lay(fmt.Sprintf("(1,(%d,%d))", m, k), fmt.Sprintf("(0,(1,%d))", m))
		a.BLayout = lay(fmt.Sprintf("(1,(%d,%d))", n, k), fmt.Sprintf("(0,(1,%d))", n))
		a.CLayout = lay(fmt.Sprintf("(1,(%d,%d))", m, n), fmt.Sprintf("(0,(1,%d))", m))
		return a, nil
	}
	a.FrgC.NSM = 2
	a.Scale.TmemAlloc = "ScaleFactorDuplicated4by1"
	if m == 128 {
		a.Scale.TmemAlloc = "ScaleFactorDuplicated2by2"
	}
	a.ThrID = lay("2", "1")
	a.ALayout = lay(fmt.Sprintf("(2,(%d,%d))", m/2, k), fmt.Sprintf("(%d,(1,%d))", m/2, m))
	a.BLayout = lay(fmt.Sprintf("(2,(%d,%d))", n/2, k), fmt.Sprintf("(%d,(1,%d))", n/2, n))
	a.CLayout = lay(fmt.Sprintf("(2,(%d,%d))", m/2, n), fmt.Sprintf("(%d,(1,%d))", m/2, m))
	return a, nil
}
