package atom

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// SM120's sparse warp MMAs (mma_traits_sm120_sparse.hpp,
// arch/mma_sm120_sparse.hpp): A is 2:4 sparse, its metadata E laid out by
// ELayout.
//
//	SM120::SPARSE::SM120_SPARSE_16x8x64_TN<a, b, c>                 a, b narrow floats; c float or half_t
//	SM120::BLOCKSCALED::SPARSE::SM120_SPARSE_16x8x64_TN_VS<a, b, c, sf, VS>   the same layouts; c float, sf ue8m0
//	SM120::BLOCKSCALED::SPARSE::SM120_SPARSE_16x8x128_TN_VS<a, b, c, sf, VS>  e2m1 × e2m1, c float, sf ue8m0 or ue4m3
//
// with narrow floats e2m1, e2m3, e3m2, e4m3 and e5m2; any other types are
// the primary template's static_assert.
func init() {
	narrow := map[string]bool{"float_e2m1_t": true, "float_e2m3_t": true, "float_e3m2_t": true, "float_e4m3_t": true, "float_e5m2_t": true}
	x64 := MMAAtom{ValTypeA: "uint8_t", ValTypeB: "uint8_t", ShapeMNK: tup("(16,8,64)"), ThrID: sm80Warp,
		ALayout: lay("((4,8),(8,2,2))", "((128,1),(16,8,512))"), BLayout: lay("((4,8),(4,4))", "((32,1),(8,128))"),
		CLayout: sm80_16x8Row, ELayout: lay("((2,2,8),32)", "((8,512,1),16)")}
	x128 := MMAAtom{ValTypeA: "uint8_t", ValTypeB: "uint4_t", ShapeMNK: tup("(16,8,128)"), ThrID: sm80Warp,
		ALayout: lay("((4,8),(16,2,2))", "((256,1),(16,8,1024))"), BLayout: lay("((4,8),(8,4))", "((64,1),(8,256))"),
		CLayout: sm80_16x8Row, ELayout: lay("((2,2,8),(64))", "((8,1024,1),(16))")}
	for _, v := range []struct {
		name     string
		scaled   bool
		base     MMAAtom
		declared func(a, b, c, sf string) bool
	}{
		{"SM120::SPARSE::SM120_SPARSE_16x8x64_TN", false, x64, func(a, b, c, _ string) bool {
			return narrow[a] && narrow[b] && (c == "float" || c == "half_t")
		}},
		{"SM120::BLOCKSCALED::SPARSE::SM120_SPARSE_16x8x64_TN_VS", true, x64, func(a, b, c, sf string) bool {
			return narrow[a] && narrow[b] && c == "float" && sf == "float_ue8m0_t"
		}},
		{"SM120::BLOCKSCALED::SPARSE::SM120_SPARSE_16x8x128_TN_VS", true, x128, func(a, b, c, sf string) bool {
			return a == "float_e2m1_t" && b == "float_e2m1_t" && c == "float" && (sf == "float_ue8m0_t" || sf == "float_ue4m3_t")
		}},
	} {
		v := v
		short := v.name[strings.LastIndex(v.name, "::")+2:]
		params, count := "a_type,b_type,c_type", 3
		if v.scaled {
			params, count = "a_type,b_type,c_type,sf_type,VS", 5
		}
		mmaOps[v.name] = mmaOp{targs: params, build: func(op string, targs []string) (MMAAtom, error) {
			if len(targs) != count {
				return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "wrong number of template arguments", Detail: fmt.Sprintf("%s<%s> takes %d", v.name, params, count)}
			}
			args := make([]string, count)
			for i, t := range targs {
				args[i] = ummaType(t)
			}
			sf := ""
			if v.scaled {
				sf = args[3]
				if _, err := strconv.Atoi(args[4]); err != nil {
					return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "invalid template argument", Detail: fmt.Sprintf("%s: VS is an int, got %s", v.name, targs[4])}
				}
			}
			full := v.name + "<" + strings.Join(args, ",") + ">"
			if !v.declared(args[0], args[1], args[2], sf) {
				return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "No MMA matches " + short + " for given data types.", Detail: full}
			}
			a := v.base
			a.Op, a.ValTypeC, a.ValTypeD = full, args[2], args[2]
			if v.scaled {
				vs, _ := strconv.Atoi(args[4])
				a.Scale = BlockScale{SFType: sf, SFVecSize: vs}
			}
			return a, nil
		}}
	}
}
