package atom

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
)

// umma100Args are template arguments of the smallest shape C++ accepts
// for the UMMA operation op, for the tests that build every atom.
func umma100Args(op string) []string {
	types := map[string][]string{
		"F16BF16": {"half_t", "half_t", "float"}, "TF32": {"tfloat32_t", "tfloat32_t", "float"},
		"S8": {"int8_t", "int8_t", "int32_t"}, "F8F6F4": {"float_e4m3_t", "float_e2m1_t", "float"},
	}[strings.Split(op, "_")[2]]
	m, n := "64", "16"
	if strings.Contains(op, "2x1SM") {
		m, n = "128", "32"
	}
	switch {
	case strings.HasPrefix(op, "SM100_MMA_MXF8F6F4_2x1SM"):
		return []string{"float_e4m3_t", "float_e2m1_t", "float", "float_ue8m0_t", "256", "16", "UMMA::Major::K", "UMMA::Major::K"}
	case strings.HasPrefix(op, "SM100_MMA_MXF8F6F4"):
		return []string{"float_e4m3_t", "float_e2m1_t", "float", "float_ue8m0_t", "128", "8", "UMMA::Major::K", "UMMA::Major::K"}
	case strings.HasPrefix(op, "SM100_MMA_MXF4"):
		return []string{"float_e2m1_t", "float_e2m1_t", "float", "float_ue4m3_t", "128", n, "16", "UMMA::Major::K", "UMMA::Major::K"}
	}
	return append(types, m, n, "UMMA::Major::K", "UMMA::Major::K")
}

// TestUMMAAtoms: the traits of mma_traits_sm100.hpp, the CTA as the
// "thread", and the static_asserts C++ checks.
func TestUMMAAtoms(t *testing.T) {
	one := mustMMA(t, "SM100_MMA_F16BF16_SS", "half_t", "half_t", "float", "128", "256", "UMMA::Major::K", "UMMA::Major::K")
	two := mustMMA(t, "SM100_MMA_F16BF16_2x1SM_SS", "half_t", "half_t", "float", "256", "256", "UMMA::Major::K", "UMMA::Major::MN")
	for _, c := range []struct{ got, want string }{
		{one.ThrID.StaticString(), "_1:_0"},
		{one.ShapeMNK.StaticString(), "(_128,_256,_16)"},
		{one.CLayout.StaticString(), "(_1,(_128,_256)):(_0,(_1,_128))"},
		{two.ThrID.StaticString(), "_2:_1"},
		{two.ALayout.StaticString(), "(_2,(_128,_16)):(_128,(_1,_256))"},
		{two.CLayout.StaticString(), "(_2,(_128,_256)):(_128,(_1,_256))"},
	} {
		if c.got != c.want {
			t.Errorf("got %s, want %s", c.got, c.want)
		}
	}
	for _, bad := range [][]string{
		{"SM100_MMA_F16BF16_SS", "half_t", "half_t", "float", "96", "128", "UMMA::Major::K", "UMMA::Major::K"},
		{"SM100_MMA_F16BF16_TS", "half_t", "half_t", "float", "128", "24", "UMMA::Major::K", "UMMA::Major::K"},
		{"SM100_MMA_F16BF16_TS", "half_t", "half_t", "float", "128", "32", "UMMA::Major::MN", "UMMA::Major::K"},
		{"SM100_MMA_F16BF16_SS", "float", "float", "float", "128", "128", "UMMA::Major::K", "UMMA::Major::K"},
		{"SM100_MMA_S8_SS", "int8_t", "int8_t", "float", "128", "128", "UMMA::Major::K", "UMMA::Major::K"},
		{"SM100_MMA_F16BF16_2x1SM_SS", "half_t", "half_t", "float", "64", "128", "UMMA::Major::K", "UMMA::Major::K"},
	} {
		if _, err := LookupMMA(bad[0], bad[1:]); err == nil {
			t.Errorf("%v was accepted; C++ refuses it", bad)
		}
	}
}

// TestTmemFrg: the accumulator of a 128×256 UMMA in TMEM, lane stride
// 2^16 and column stride 1 (the example of issue 22), and the 16-bit,
// 64-lane and 2-SM forms.
func TestTmemFrg(t *testing.T) {
	for _, c := range []struct {
		f     TmemFrg
		shape string
		want  string
	}{
		{TmemFrg{ValType: "float", ValBits: 32, StorageBits: 32, NSM: 1}, "((128,256),1,1)", "((_128,_256),_1,_1):((_65536,_1),_0,_0)"},
		{TmemFrg{ValType: "half_t", ValBits: 16, StorageBits: 32, NSM: 1}, "((128,64),1,2)", "((_128,_64),_1,_2):((_131072,_2),_0,_128)"},
	} {
		l, err := c.f.Make(tup(c.shape))
		if err != nil {
			t.Fatal(err)
		}
		if l.StaticString() != c.want {
			t.Errorf("%+v.Make(%s) = %s, want %s", c.f, c.shape, l.StaticString(), c.want)
		}
	}
	if _, err := (TmemFrg{ValType: "float", ValBits: 32, StorageBits: 32, NSM: 1}).Make(tup("((128,256),2,4)")); err == nil {
		t.Error("a fragment of 2^18 words was accepted; TMEM holds 2^16")
	}
	_ = engine.Int
}

// TestBlockScaledUMMA: the block-scaled atoms' K, scale factors and the
// static_asserts C++ checks on M, N, VS and the types.
func TestBlockScaledUMMA(t *testing.T) {
	mx := mustMMA(t, "SM100_MMA_MXF8F6F4_SS", "float_e4m3_t", "float_e5m2_t", "float", "float_ue8m0_t", "128", "256", "UMMA::Major::K", "UMMA::Major::MN")
	f4 := mustMMA(t, "SM100_MMA_MXF4_2x1SM_SS", "float_e2m1_t", "float_e2m1_t", "float", "float_ue4m3_t", "128", "64", "16", "UMMA::Major::K", "UMMA::Major::K")
	for _, c := range []struct{ got, want string }{
		{mx.ShapeMNK.StaticString(), "(_128,_256,_32)"},
		{f4.ShapeMNK.StaticString(), "(_128,_64,_64)"},
		{f4.ALayout.StaticString(), "(_2,(_64,_64)):(_64,(_1,_128))"},
		{f4.Scale.TmemAlloc, "ScaleFactorDuplicated2by2"},
		{mx.Scale.SFType + "/" + mx.MajorB, "float_ue8m0_t/MN"},
	} {
		if c.got != c.want {
			t.Errorf("got %s, want %s", c.got, c.want)
		}
	}
	if f4.Scale.SFVecSize != 16 || mx.Scale.SFVecSize != 32 {
		t.Errorf("SFVecSize %d and %d, want 16 and 32", f4.Scale.SFVecSize, mx.Scale.SFVecSize)
	}
	for _, bad := range [][]string{
		{"SM100_MMA_MXF8F6F4_SS", "float_e4m3_t", "float_e4m3_t", "float", "float_ue8m0_t", "64", "128", "UMMA::Major::K", "UMMA::Major::K"},
		{"SM100_MMA_MXF8F6F4_SS", "half_t", "half_t", "float", "float_ue8m0_t", "128", "128", "UMMA::Major::K", "UMMA::Major::K"},
		{"SM100_MMA_MXF8F6F4_SS", "float_e4m3_t", "float_e4m3_t", "float", "float_e4m3_t", "128", "128", "UMMA::Major::K", "UMMA::Major::K"},
		{"SM100_MMA_MXF8F6F4_2x1SM_SS", "float_e4m3_t", "float_e4m3_t", "float", "float_ue8m0_t", "128", "128", "UMMA::Major::K", "UMMA::Major::K"},
		{"SM100_MMA_MXF4_SS", "float_e2m1_t", "float_e2m1_t", "float", "float_ue4m3_t", "128", "128", "32", "UMMA::Major::K", "UMMA::Major::K"},
		{"SM100_MMA_MXF4_SS", "float_e2m1_t", "float_e2m1_t", "float", "float_ue8m0_t", "128", "128", "8", "UMMA::Major::K", "UMMA::Major::K"},
		{"SM100_MMA_MXF4_SS", "float_e4m3_t", "float_e4m3_t", "float", "float_ue8m0_t", "128", "128", "16", "UMMA::Major::K", "UMMA::Major::K"},
		{"SM100_MMA_MXF4_2x1SM_SS", "float_e2m1_t", "float_e2m1_t", "float", "float_ue8m0_t", "128", "24", "16", "UMMA::Major::K", "UMMA::Major::K"},
	} {
		if _, err := LookupMMA(bad[0], bad[1:]); err == nil {
			t.Errorf("%v was accepted; C++ refuses it", bad)
		}
	}
}

// sm1xxArgs are template arguments C++ accepts for the SM120 block-scaled
// and SM90 sparse operations, for the tests that build every atom; ok is
// false for a sparse GMMA of an extended N (or a wide one under -short).
func sm1xxArgs(op string) ([]string, bool) {
	switch {
	case strings.HasSuffix(op, "SM120_16x8x32_TN_VS"):
		return []string{"float_e2m1_t", "float_e4m3_t", "float", "float_ue8m0_t", "32"}, true
	case strings.HasSuffix(op, "SM120_SPARSE_16x8x64_TN"):
		return []string{"float_e4m3_t", "float_e2m1_t", "half_t"}, true
	case strings.HasSuffix(op, "SM120_SPARSE_16x8x64_TN_VS"):
		return []string{"float_e4m3_t", "float_e2m1_t", "float", "float_ue8m0_t", "32"}, true
	case strings.HasSuffix(op, "SM120_SPARSE_16x8x128_TN_VS"), strings.HasSuffix(op, "SM120_16x8x64_TN_VS"):
		return []string{"float_e2m1_t", "float_e2m1_t", "float", "float_ue4m3_t", "16"}, true
	}
	var n int
	fmt.Sscanf(strings.TrimPrefix(op, SparseGMMAPrefix), "GMMA_64x%d", &n)
	if !gmmaMainShapes[n] || n > 16 && testing.Short() {
		return nil, false
	}
	if strings.Contains(op, "F16_") || strings.Contains(op, "BF16_") {
		return []string{"GMMA::Major::K", "GMMA::Major::K"}, true
	}
	return nil, true
}
