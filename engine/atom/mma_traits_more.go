package atom

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// The MMA_Traits of mma_traits_sm61.hpp, mma_traits_sm89.hpp and
// mma_traits_sm90.hpp, and the 4-bit, 1-bit and complex SM80 ones of
// mma_traits_sm80.hpp, as those files declare them.
func init() {
	// Pascal's dot products: one thread, D = A·B + C over K = 4 (or 2).
	fixedMMA("SM61_DP4A", MMAAtom{ValTypeD: "int32_t", ValTypeA: "int8_t", ValTypeB: "int8_t", ValTypeC: "int32_t",
		ShapeMNK: tup("(1,1,4)"), ThrID: lay("1", ""), ALayout: lay("(1,4)", ""), BLayout: lay("(1,4)", ""), CLayout: lay("(1,1)", "")})
	fixedMMA("SM61_DP2A", MMAAtom{ValTypeD: "int32_t", ValTypeA: "int16_t", ValTypeB: "int16_t", ValTypeC: "int32_t",
		ShapeMNK: tup("(1,1,2)"), ThrID: lay("1", ""), ALayout: lay("(1,2)", ""), BLayout: lay("(1,2)", ""), CLayout: lay("(1,1)", "")})

	// Ada's FP8 MMAs (16x8x32): every pairing of e4m3 and e5m2, to F32 or F16.
	for _, d := range []struct{ name, ty string }{{"F32", "float"}, {"F16", "half_t"}} {
		for _, ab := range []struct{ name, a, b string }{
			{"E4M3E4M3", "float_e4m3_t", "float_e4m3_t"}, {"E4M3E5M2", "float_e4m3_t", "float_e5m2_t"},
			{"E5M2E5M2", "float_e5m2_t", "float_e5m2_t"}, {"E5M2E4M3", "float_e5m2_t", "float_e4m3_t"},
		} {
			fixedMMA("SM89_16x8x32_"+d.name+ab.name+d.name+"_TN", MMAAtom{ValTypeD: d.ty, ValTypeA: ab.a, ValTypeB: ab.b, ValTypeC: d.ty,
				ShapeMNK: tup("(16,8,32)"), ThrID: sm80Warp,
				ALayout: lay("((4,8),(4,2,2))", "((64,1),(16,8,256))"), BLayout: lay("((4,8),(4,2))", "((32,1),(8,128))"), CLayout: sm80_16x8Row})
		}
	}

	// Hopper's warp-wide FP64 MMAs, and their complex<double> twins.
	for _, v := range []struct {
		k    string
		a, b engine2
	}{
		{"4", engine2{"((4,8),2)", "((16,1),8)"}, engine2{"((4,8),1)", "((8,1),0)"}},
		{"8", engine2{"((4,8),(2,2))", "((16,1),(8,64))"}, engine2{"((4,8),2)", "((8,1),32)"}},
		{"16", engine2{"((4,8),(2,4))", "((16,1),(8,64))"}, engine2{"((4,8),4)", "((8,1),32)"}},
	} {
		for _, t := range []struct{ name, ty string }{{"F64F64F64F64", "double"}, {"C64C64C64C64", "complex<double>"}} {
			fixedMMA("SM90_16x8x"+v.k+"_"+t.name+"_TN", MMAAtom{ValTypeD: t.ty, ValTypeA: t.ty, ValTypeB: t.ty, ValTypeC: t.ty,
				ShapeMNK: tup("(16,8," + v.k + ")"), ThrID: sm80Warp, ALayout: lay(v.a.s, v.a.d), BLayout: lay(v.b.s, v.b.d), CLayout: sm80_16x8Row})
		}
	}

	// Ampere's complex FP64 MMAs share the F64 layouts; the Gaussian one
	// accumulates in its GaussComplex (three doubles, mma_sm80.hpp).
	for _, v := range []struct{ name, c string }{
		{"SM80_8x8x4_C64C64C64C64_TN", "complex<double>"},
		{"SM80_8x8x4_GC64C64C64GC64_TN", "SM80_8x8x4_GC64C64C64GC64_TN::GaussComplex"},
	} {
		fixedMMA(v.name, MMAAtom{ValTypeD: v.c, ValTypeA: "complex<double>", ValTypeB: "complex<double>", ValTypeC: v.c,
			ShapeMNK: tup("(8,8,4)"), ThrID: sm80Warp, ALayout: sm80_8x4, BLayout: sm80_8x4, CLayout: sm80_8x8Row})
	}

	// Ampere's 4-bit integer MMAs, every signedness, each with a _SATURATE twin.
	i8x8x32 := MMAAtom{ShapeMNK: tup("(8,8,32)"), ThrID: sm80Warp, ALayout: lay("((4,8),(8))", "((64,1),(8))"), BLayout: lay("((4,8),(8))", "((64,1),(8))"), CLayout: sm80_8x8Row}
	i16x8x32 := MMAAtom{ShapeMNK: tup("(16,8,32)"), ThrID: sm80Warp, ALayout: lay("((4,8),(8,2))", "((128,1),(16,8))"), BLayout: lay("((4,8),(8))", "((64,1),(8))"), CLayout: sm80_16x8Row}
	i16x8x64 := MMAAtom{ShapeMNK: tup("(16,8,64)"), ThrID: sm80Warp, ALayout: lay("((4,8),(8,2,2))", "((128,1),(16,8,512))"), BLayout: lay("((4,8),(8,2))", "((64,1),(8,256))"), CLayout: sm80_16x8Row}
	for _, ab := range []struct{ name, a, b string }{
		{"S4S4", "int4b_t", "int4b_t"}, {"S4U4", "int4b_t", "uint4b_t"}, {"U4S4", "uint4b_t", "int4b_t"}, {"U4U4", "uint4b_t", "uint4b_t"},
	} {
		for _, sh := range []struct {
			mnk string
			a   MMAAtom
		}{{"8x8x32", i8x8x32}, {"16x8x32", i16x8x32}, {"16x8x64", i16x8x64}} {
			a := sh.a
			a.ValTypeD, a.ValTypeA, a.ValTypeB, a.ValTypeC = "int32_t", ab.a, ab.b, "int32_t"
			name := "SM80_" + sh.mnk + "_S32" + ab.name + "S32_TN"
			fixedMMA(name, a)
			fixedMMA(name+"_SATURATE", a)
		}
	}

	// Ampere's 1-bit MMAs (XOR or AND, then popcount).
	for _, op := range []string{"XORPOPC", "ANDPOPC"} {
		fixedMMA("SM80_16x8x256_S32U1U1S32_TN_"+op, MMAAtom{ValTypeD: "int32_t", ValTypeA: "cute::uint1b_t", ValTypeB: "cute::uint1b_t", ValTypeC: "int32_t",
			ShapeMNK: tup("(16,8,256)"), ThrID: sm80Warp,
			ALayout: lay("((4,8),(32,2,2))", "((512,1),(16,8,2048))"), BLayout: lay("((4,8),(32,2))", "((256,1),(8,1024))"), CLayout: sm80_16x8Row})
		fixedMMA("SM80_8x8x128_S32U1U1S32_TN_"+op, MMAAtom{ValTypeD: "int32_t", ValTypeA: "cute::uint1b_t", ValTypeB: "cute::uint1b_t", ValTypeC: "int32_t",
			ShapeMNK: tup("(8,8,128)"), ThrID: sm80Warp,
			ALayout: lay("((4,8),32)", "((256,1),8)"), BLayout: lay("((4,8),32)", "((256,1),8)"), CLayout: sm80_8x8Row})
	}
}

// engine2 is a layout's shape and stride as text, for the tables above.
type engine2 struct{ s, d string }

// SM120_16x8x32_TN<A, B, C> (mma_traits_sm120.hpp): Blackwell's warp-wide
// narrow-float MMA, declared for A and B each of e2m1, e2m3, e3m2, e4m3 and
// e5m2 and C float or half_t (any other triple is the static_assert "No
// MMA matches SM120_16x8x32_TN for given data types."); its traits are
// SM80_16x8x32_S32S8S8S32_TN's with 8-bit A and B values.
func init() {
	narrow := map[string]bool{"float_e2m1_t": true, "float_e2m3_t": true, "float_e3m2_t": true, "float_e4m3_t": true, "float_e5m2_t": true}
	accum := map[string]bool{"float": true, "half_t": true}
	strip := func(s string) string {
		s = strings.TrimPrefix(s, "cute::")
		return strings.TrimPrefix(s, "cutlass::")
	}
	mmaOps["SM120_16x8x32_TN"] = mmaOp{targs: "a_type,b_type,c_type", build: func(op string, targs []string) (MMAAtom, error) {
		if len(targs) != 3 {
			return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "wrong number of template arguments", Detail: "SM120_16x8x32_TN<a_type, b_type, c_type> takes 3 types"}
		}
		a, b, c := strip(targs[0]), strip(targs[1]), strip(targs[2])
		if !narrow[a] || !narrow[b] || !accum[c] {
			return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "No MMA matches SM120_16x8x32_TN for given data types.",
				Detail: fmt.Sprintf("SM120_16x8x32_TN<%s,%s,%s>: A and B are e2m1, e2m3, e3m2, e4m3 or e5m2 floats, C float or half_t", a, b, c)}
		}
		base := mmaOps["SM80_16x8x32_S32S8S8S32_TN"]
		at, err := base.build("SM80_16x8x32_S32S8S8S32_TN", nil)
		if err != nil {
			return MMAAtom{}, err
		}
		at.Op = "SM120_16x8x32_TN<" + a + "," + b + "," + c + ">"
		at.ValTypeA, at.ValTypeB, at.ValTypeC, at.ValTypeD = "uint8_t", "uint8_t", c, c
		return at, nil
	}}
}
