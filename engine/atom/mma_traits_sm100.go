package atom

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// Blackwell's UMMA (mma_traits_sm100.hpp, arch/mma_sm100_umma.hpp): one
// thread of a CTA issues an M×N×K MMA whose A and B come from shared
// memory through descriptors (_SS) or A from tensor memory (_TS), and
// whose accumulator lives in tensor memory (TMEM). The "thread" of the
// atom is the CTA: ThrID is 1:0 for the one-CTA forms and 2:1 for the
// _2x1SM_ forms, where a pair of CTAs shares one MMA and each holds half
// of M (and of N for B). K is 256 bits of the A type (32 for F8F6F4).

// ummaKind is one family of UMMA operations: its name, which types it
// takes for A and B, and how it bounds M and N.
type ummaKind struct {
	name    string              // F16BF16, TF32, S8, F8F6F4
	abBits  func(a, b int) bool // the traits' static_assert on the widths of A and B
	abMsg   string              // its message
	k       func(aBits int) int // the K of the instruction
	shapeOK func(m, n int, ts, twoSM bool, bMN bool) (bool, string)
	negArgs bool // the _SS form takes a_neg, b_neg (S8_SS takes c_sat instead)
}

// ummaFormats are the types to_UMMAFormat accepts, with their widths
// (sub-byte ones included: they name the A and B of F8F6F4).
var ummaFormats = map[string]int{
	"half_t": 16, "bfloat16_t": 16, "tfloat32_t": 32, "uint8_t": 8, "int8_t": 8,
	"float_e4m3_t": 8, "float_e5m2_t": 8, "float_e2m3_t": 6, "float_e3m2_t": 6, "float_e2m1_t": 4,
}

// ummaCFormats are the types to_CFormat accepts for C.
var ummaCFormats = map[string]int{"half_t": 16, "float": 32, "int32_t": 32}

func mult(n, k, lo, hi int) bool { return n%k == 0 && lo <= n && n <= hi }

// ummaShape1 is the bound of the one-CTA F16BF16 and TF32 forms: M 64 or
// 128; N a multiple of 8 up to 256 for _SS, and for _TS with M = 128 a
// multiple of 16.
func ummaShape1(name string) func(m, n int, ts, twoSM, bMN bool) (bool, string) {
	return func(m, n int, ts, twoSM, bMN bool) (bool, string) {
		if twoSM {
			return ummaShape2(name)(m, n, ts, twoSM, bMN)
		}
		if m != 64 && m != 128 {
			return false, name + " M-mode size should be 64 or 128 for 1 CTA cluster MMA."
		}
		if !ts {
			return mult(n, 8, 8, 256), name + " N-mode size should be a multiple of 8 between 8 and 256."
		}
		return m == 64 && mult(n, 8, 8, 256) || m == 128 && mult(n, 16, 16, 256),
			name + " N-mode size should be a multiple of 8 between 8 and 256 for M=64, or a multiple of 16 between 16 and 256 for M=128."
	}
}

// ummaShape2 is the bound of the _2x1SM_ forms: M 128 or 256, N a
// multiple of 16 (_SS) or 32 (_TS) up to 256.
func ummaShape2(name string) func(m, n int, ts, twoSM, bMN bool) (bool, string) {
	return func(m, n int, ts, _, _ bool) (bool, string) {
		op := name + "_2x1SM_SS"
		if ts {
			op = name + "_2x1SM_TS"
		}
		if m != 128 && m != 256 {
			return false, op + " M-mode size should be 128 or 256 for 2 CTA cluster MMA."
		}
		if ts {
			return mult(n, 32, 32, 256), op + " N-mode size should be a multiple of 32 between 32 and 256."
		}
		return mult(n, 16, 16, 256), op + " N-mode size should be a multiple of 16 between 16 and 256."
	}
}

var ummaKinds = []ummaKind{
	{name: "F16BF16", abBits: func(a, b int) bool { return a == b && b == 16 }, abMsg: "supports 16bit types",
		k: func(a int) int { return 256 / a }, shapeOK: ummaShape1("SM100_MMA_F16BF16"), negArgs: true},
	{name: "TF32", abBits: func(a, b int) bool { return a == b && b == 32 }, abMsg: "supports 32bit types",
		k: func(a int) int { return 256 / a }, shapeOK: ummaShape1("SM100_MMA_TF32"), negArgs: true},
	{name: "S8", abBits: func(a, b int) bool { return a == b && b == 8 }, abMsg: "supports 8bit types",
		k: func(a int) int { return 256 / a }, shapeOK: func(m, n int, ts, twoSM, bMN bool) (bool, string) {
			if twoSM {
				return ummaShape2("SM100_MMA_S8")(m, n, true, twoSM, bMN) // 32 for _SS and _TS alike
			}
			op := "SM100_MMA_S8_SS"
			if ts {
				op = "SM100_MMA_S8_TS"
			}
			if m != 64 && m != 128 {
				return false, op + " M-mode size should be 64 or 128 for 1 CTA cluster MMA."
			}
			return n == 8 || mult(n, 16, 16, 256), op + " N-mode size should be 8 or a multiple of 16 between 16 and 256."
		}},
	{name: "F8F6F4", abBits: func(a, b int) bool { return a <= 8 && b <= 8 }, abMsg: "supports types with leq 8bit types",
		k: func(int) int { return 32 }, negArgs: true, shapeOK: func(m, n int, ts, twoSM, bMN bool) (bool, string) {
			switch {
			case ts && !twoSM:
				return ummaShape1("SM100_MMA_F8F6F4_TS")(m, n, ts, twoSM, bMN)
			case ts:
				if m != 128 && m != 256 {
					return false, "SM100_MMA_F8F6F4_2x1SM_TS M-mode size should be 64 or 128 for 1 CTA cluster MMA."
				}
				return mult(n, 32, 32, 256), "SM100_MMA_F8F6F4_2x1SM_TS N-mode size should be a multiple of 32 between 32 and 256."
			case !twoSM:
				if m != 64 && m != 128 {
					return false, "SM100_MMA_F8F6F4_SS M-mode size should be 64 or 128 for 1 CTA cluster MMA."
				}
				return !bMN && mult(n, 8, 8, 256) || bMN && mult(n, 16, 16, 256), "SM100_MMA_F8F6F4_SS N-mode size should be a multiple of 8 between 8 and 256 when B is K major. SM100_MMA_F8F6F4_SS N-mode size should be a multiple of 16 between 16 and 256 when B is MN major."
			}
			if m != 128 && m != 256 {
				return false, "SM100_MMA_F8F6F4_2x1SM_SS M-mode size should be 64 or 128 for 1 CTA cluster MMA."
			}
			return !bMN && mult(n, 16, 16, 256) || bMN && mult(n, 32, 32, 256), "SM100_MMA_F8F6F4_2x1SM_SS N-mode size should be a multiple of 16 between 16 and 256 when B is K major. SM100_MMA_F8F6F4_2x1SM_SS N-mode size should be a multiple of 32 between 32 and 256 when B is MN major."
		}},
}

// ummaEnum reads a UMMA:: enumerator template argument of the given
// enum ("Major", "ScaleIn", "Saturate"), answering its enumerator.
func ummaEnum(s, enum string, values ...string) (string, bool) {
	s = strings.TrimPrefix(s, "cute::")
	s = strings.TrimPrefix(s, "UMMA::")
	v, ok := strings.CutPrefix(s, enum+"::")
	if !ok {
		return "", false
	}
	for _, w := range values {
		if v == w {
			return v, true
		}
	}
	return "", false
}

func ummaErr(cond, detail string) error {
	return &engine.Error{Op: "MMA_Atom", Cond: cond, Detail: detail}
}

func init() {
	for _, kind := range ummaKinds {
		for _, twoSM := range []bool{false, true} {
			for _, ts := range []bool{false, true} {
				name := "SM100_MMA_" + kind.name
				if twoSM {
					name += "_2x1SM"
				}
				if ts {
					name += "_TS"
				} else {
					name += "_SS"
				}
				kind, twoSM, ts := kind, twoSM, ts
				params := "a_type,b_type,c_type,M,N,a_major,b_major[,a_neg,b_neg]"
				switch {
				case ts:
					params = "a_type,b_type,c_type,M,N,a_major,b_major[,a_neg,b_neg[,c_sat]]"
				case !kind.negArgs:
					params = "a_type,b_type,c_type,M,N,a_major,b_major[,c_sat]"
				}
				mmaOps[name] = mmaOp{targs: params, build: func(op string, targs []string) (MMAAtom, error) {
					return buildUMMA(op, params, kind, twoSM, ts, targs)
				}}
			}
		}
	}
}

// buildUMMA checks the template arguments as the arch struct's and the
// traits' static_asserts do, and builds MMA_Traits<op<targs...>>.
func buildUMMA(op, params string, kind ummaKind, twoSM, ts bool, targs []string) (MMAAtom, error) {
	most := 9
	if ts {
		most = 10
	} else if !kind.negArgs {
		most = 8
	}
	if len(targs) < 7 || len(targs) > most {
		return MMAAtom{}, ummaErr("wrong number of template arguments", fmt.Sprintf("%s<%s> takes 7 to %d", op, params, most))
	}
	types := make([]string, 3)
	bits := make([]int, 3)
	for i := range types {
		c, _, _ := ElementType(targs[i])
		c = strings.TrimPrefix(strings.TrimPrefix(c, "cutlass::"), "cute::")
		types[i] = c
		b, ok := ummaFormats[c]
		what := "UMMAFormat"
		if i == 2 {
			b, ok = ummaCFormats[c]
			what = "CFormat"
		}
		if !ok {
			return MMAAtom{}, ummaErr("Unknown type for "+what, fmt.Sprintf("%s: %s (argument %d)", op, targs[i], i+1))
		}
		bits[i] = b
	}
	m, err1 := strconv.Atoi(targs[3])
	n, err2 := strconv.Atoi(targs[4])
	if err1 != nil || err2 != nil {
		return MMAAtom{}, ummaErr("invalid template argument", fmt.Sprintf("%s: M and N are ints, got %s and %s", op, targs[3], targs[4]))
	}
	majors := make([]string, 2)
	for i := range majors {
		v, ok := ummaEnum(targs[5+i], "Major", "K", "MN")
		if !ok {
			return MMAAtom{}, ummaErr("invalid template argument", fmt.Sprintf("%s: argument %d is %s, want UMMA::Major::K or UMMA::Major::MN", op, 6+i, targs[5+i]))
		}
		majors[i] = v
	}
	args := []string{types[0], types[1], types[2], strconv.Itoa(m), strconv.Itoa(n), "UMMA::Major::" + majors[0], "UMMA::Major::" + majors[1]}
	for i, t := range targs[7:] {
		enum, values := "ScaleIn", []string{"One", "Neg"}
		if i == 2 || !kind.negArgs && !ts {
			enum, values = "Saturate", []string{"False", "True"}
		}
		v, ok := ummaEnum(t, enum, values...)
		if !ok {
			return MMAAtom{}, ummaErr("invalid template argument", fmt.Sprintf("%s: argument %d is %s, want a UMMA::%s", op, 8+i, t, enum))
		}
		args = append(args, "UMMA::"+enum+"::"+v)
	}
	// The arch struct's static_asserts come first (instantiating the
	// operation), then the traits'.
	if kind.name == "S8" && !ts && !twoSM && types[2] != "int32_t" {
		return MMAAtom{}, ummaErr("SM100_MMA_S8_SS result type can only be int32_t.", op+"<..., "+types[2]+", ...>")
	}
	if ok, msg := kind.shapeOK(m, n, ts, twoSM, majors[1] == "MN"); !ok {
		return MMAAtom{}, ummaErr(msg, fmt.Sprintf("%s with M = %d, N = %d", op, m, n))
	}
	if ts && majors[0] != "K" {
		return MMAAtom{}, ummaErr(op+" A from TMEM can't be transposed", "static_assert(a_major == UMMA::Major::K) of "+op)
	}
	if !kind.abBits(bits[0], bits[1]) {
		return MMAAtom{}, ummaErr(op+" "+kind.abMsg, fmt.Sprintf("A is %s (%d bits), B is %s (%d bits)", types[0], bits[0], types[1], bits[1]))
	}
	k := kind.k(bits[0])
	a := MMAAtom{
		Op:       op + "<" + strings.Join(args, ",") + ">",
		ValTypeD: types[2], ValTypeA: types[0], ValTypeB: types[1], ValTypeC: types[2],
		FrgTypeA: "umma_smem_desc", FrgTypeB: "umma_smem_desc", MajorA: majors[0], MajorB: majors[1],
		ShapeMNK: engine.Ints(m, n, k),
	}
	if ts {
		// FrgTypeA: tmem_frg_1sm<a_type, a_type, NonInterleaved>, or
		// tmem_frg_2sm<a_type, a_type, Duplicated>.
		a.FrgTypeA, a.MajorA = "tmem", ""
		a.FrgA = TmemFrg{ValType: types[0], ValBits: bits[0], StorageBits: bits[0], NSM: 1, NonInterleaved: !twoSM}
		if twoSM {
			a.FrgA.NSM, a.FrgA.Duplicated = 2, true
		}
	}
	// FrgTypeC: tmem_frg_1sm<c_type> (storage uint32_t, interleaved) for
	// the one-CTA _SS forms, tmem_frg_1sm<c_type, int32_t,
	// NonInterleaved> for the one-CTA _TS forms, tmem_frg_2sm<c_type> for
	// both _2x1SM_ forms.
	a.FrgC = TmemFrg{ValType: types[2], ValBits: bits[2], StorageBits: 32, NSM: 1}
	switch {
	case twoSM:
		a.FrgC.NSM = 2
	case ts:
		a.FrgC.NonInterleaved = true
	}
	if !twoSM {
		a.ThrID = lay("1", "0")
		a.ALayout = lay(fmt.Sprintf("(1,(%d,%d))", m, k), fmt.Sprintf("(0,(1,%d))", m))
		a.BLayout = lay(fmt.Sprintf("(1,(%d,%d))", n, k), fmt.Sprintf("(0,(1,%d))", n))
		a.CLayout = lay(fmt.Sprintf("(1,(%d,%d))", m, n), fmt.Sprintf("(0,(1,%d))", m))
		return a, nil
	}
	a.ThrID = lay("2", "1")
	a.ALayout = lay(fmt.Sprintf("(2,(%d,%d))", m/2, k), fmt.Sprintf("(%d,(1,%d))", m/2, m))
	a.BLayout = lay(fmt.Sprintf("(2,(%d,%d))", n/2, k), fmt.Sprintf("(%d,(1,%d))", n/2, n))
	a.CLayout = lay(fmt.Sprintf("(2,(%d,%d))", m/2, n), fmt.Sprintf("(%d,(1,%d))", m/2, m))
	return a, nil
}
