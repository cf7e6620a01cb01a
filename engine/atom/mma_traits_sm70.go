package atom

// Volta's quad-pair MMAs (mma_traits_sm70.hpp): 8 threads in two groups of
// four (ThrID (4,2):(1,16)), 8×8×4 per quad pair.
var (
	sm70QuadPair = lay("(4,2)", "(1,16)")
	sm70_8x4Row  = lay("(8,4)", "(1,8)")
	sm70_8x4Col  = lay("((4,2),4)", "((8,4),1)")
	sm70_8x8_16b = lay("(8,8)", "(1,8)")
	sm70_8x8_32b = lay("((2,2,2),(2,2,2))", "((1,16,4),(8,2,32))")
)

func init() {
	for _, v := range []struct {
		name   string
		d, c   string
		clay   bool // 32-bit accumulators
		aT, bT bool // A, B row (T) or column (N) layouts
	}{
		{"SM70_8x8x4_F16F16F16F16_TN", "half_t", "half_t", false, true, true},
		{"SM70_8x8x4_F16F16F16F16_NT", "half_t", "half_t", false, false, false},
		{"SM70_8x8x4_F16F16F16F16_NN", "half_t", "half_t", false, false, true},
		{"SM70_8x8x4_F16F16F16F16_TT", "half_t", "half_t", false, true, false},
		{"SM70_8x8x4_F32F16F16F32_TN", "float", "float", true, true, true},
		{"SM70_8x8x4_F32F16F16F32_NT", "float", "float", true, false, false},
		{"SM70_8x8x4_F32F16F16F32_NN", "float", "float", true, false, true},
		{"SM70_8x8x4_F32F16F16F32_TT", "float", "float", true, true, false},
	} {
		a := MMAAtom{ValTypeD: v.d, ValTypeA: "half_t", ValTypeB: "half_t", ValTypeC: v.c,
			ShapeMNK: tup("(8,8,4)"), ThrID: sm70QuadPair,
			ALayout: sm70_8x4Col, BLayout: sm70_8x4Col, CLayout: sm70_8x8_16b}
		if v.aT {
			a.ALayout = sm70_8x4Row
		}
		if v.bT {
			a.BLayout = sm70_8x4Row
		}
		if v.clay {
			a.CLayout = sm70_8x8_32b
		}
		fixedMMA(v.name, a)
	}
}
