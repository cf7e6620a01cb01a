package atom

import (
	"fmt"
	"strconv"

	"github.com/cutetui/cutetui/engine"
)

// SM120's block-scaled warp MMAs (mma_traits_sm120.hpp, arch/mma_sm120.hpp),
// cute::SM120::BLOCKSCALED::SM120_16x8x32_TN_VS<a, b, c, sf, VS> and
// SM120_16x8x64_TN_VS<a, b, c, sf, VS>: D = (A·SFA)(B·SFB) + C over a
// warp, each VS values of a row of A (and B) scaled by one sf. The 16x8x32
// form keeps SM120_16x8x32_TN's layouts (8-bit A and B registers) and is
// declared for A and B each of e2m1, e2m3, e3m2, e4m3 and e5m2, C float
// and sf float_ue8m0_t; the 16x8x64 form packs 4-bit A and B and is
// declared for e2m1 × e2m1 with sf ue8m0 or ue4m3. Any other types are
// the primary template's static_assert ("No MMA matches ... for given
// data types."). The scale factors' layouts (SFALayout, SFBLayout) are
// not printed by MMA_Atom; BlockScale carries their type and VS.
func init() {
	narrow := map[string]bool{"float_e2m1_t": true, "float_e2m3_t": true, "float_e3m2_t": true, "float_e4m3_t": true, "float_e5m2_t": true}
	for _, v := range []struct {
		name     string
		declared func(a, b, c, sf string) bool
		traits   func(a, b, c string) (MMAAtom, error)
	}{
		{"SM120_16x8x32_TN_VS", func(a, b, c, sf string) bool {
			return narrow[a] && narrow[b] && c == "float" && sf == "float_ue8m0_t"
		}, func(a, b, c string) (MMAAtom, error) {
			return LookupMMA("SM120_16x8x32_TN", []string{a, b, c})
		}},
		{"SM120_16x8x64_TN_VS", func(a, b, c, sf string) bool {
			return a == "float_e2m1_t" && b == "float_e2m1_t" && c == "float" && (sf == "float_ue8m0_t" || sf == "float_ue4m3_t")
		}, func(a, b, c string) (MMAAtom, error) {
			return MMAAtom{ValTypeD: c, ValTypeA: "uint4_t", ValTypeB: "uint4_t", ValTypeC: c,
				ShapeMNK: tup("(16,8,64)"), ThrID: sm80Warp,
				ALayout: lay("((4,8),(8,2,2))", "((128,1),(16,8,512))"),
				BLayout: lay("((4,8),(8,2))", "((64,1),(8,256))"),
				CLayout: sm80_16x8Row}, nil
		}},
	} {
		v := v
		full := "SM120::BLOCKSCALED::" + v.name
		mmaOps[full] = mmaOp{targs: "a_type,b_type,c_type,sf_type,VS", build: func(op string, targs []string) (MMAAtom, error) {
			if len(targs) != 5 {
				return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "wrong number of template arguments", Detail: full + "<a_type, b_type, c_type, sf_type, VS> takes 5"}
			}
			a, b, c, sf := ummaType(targs[0]), ummaType(targs[1]), ummaType(targs[2]), ummaType(targs[3])
			vs, err := strconv.Atoi(targs[4])
			if err != nil {
				return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "invalid template argument", Detail: fmt.Sprintf("%s: VS is an int, got %s", full, targs[4])}
			}
			if !v.declared(a, b, c, sf) {
				return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "No MMA matches " + v.name + " for given data types.",
					Detail: fmt.Sprintf("%s<%s,%s,%s,%s,%d>", full, a, b, c, sf, vs)}
			}
			at, err := v.traits(a, b, c)
			if err != nil {
				return MMAAtom{}, err
			}
			at.Op = fmt.Sprintf("%s<%s,%s,%s,%s,%d>", full, a, b, c, sf, vs)
			at.Scale = BlockScale{SFType: sf, SFVecSize: vs}
			return at, nil
		}}
	}
}
