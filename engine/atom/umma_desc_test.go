package atom

import "testing"

// TestUMMAInstrDesc: the descriptors g++ printed for
// printf("%u", uint32_t(UMMA::make_instr_desc<...>())) against CUTLASS
// 7107b055's headers.
func TestUMMAInstrDesc(t *testing.T) {
	for _, c := range []struct {
		a, b, c                 string
		m, n                    int
		aMN, bMN, aNeg, bNeg, s bool
		want                    uint32
	}{
		{"half_t", "half_t", "float", 128, 256, false, false, false, false, false, 138412048},
		{"bfloat16_t", "bfloat16_t", "half_t", 64, 8, true, false, false, false, false, 67273856},
		{"tfloat32_t", "tfloat32_t", "float", 256, 128, false, true, true, false, false, 270608656},
		{"int8_t", "uint8_t", "int32_t", 128, 16, false, false, false, false, true, 134480040},
		{"float_e4m3_t", "float_e5m2_t", "float", 128, 64, false, false, false, true, false, 135283728},
		{"float_e2m3_t", "float_e3m2_t", "half_t", 64, 32, false, false, false, false, false, 67637632},
		{"float_e2m1_t", "float_e2m1_t", "float", 128, 256, false, false, false, false, false, 138413200},
	} {
		got, err := UMMAInstrDesc(c.a, c.b, c.c, c.m, c.n, c.aMN, c.bMN, c.aNeg, c.bNeg, c.s)
		if err != nil || got != c.want {
			t.Errorf("make_instr_desc<%s,%s,%s,%d,%d> = %d, %v; g++ says %d", c.a, c.b, c.c, c.m, c.n, got, err, c.want)
		}
	}
	if _, err := UMMAInstrDesc("float", "float", "float", 128, 128, false, false, false, false, false); err == nil {
		t.Error("float A accepted; to_UMMAFormat has no format for it")
	}
}
