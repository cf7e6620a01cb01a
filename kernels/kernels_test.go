package kernels

import (
	"strings"
	"testing"
)

func TestSources(t *testing.T) {
	for _, k := range All {
		for _, want := range []string{"tile_of(", "extern \"C\" __global__", k.Entry + "(", "gemm_smem_bytes", "gemm_stages"} {
			if !strings.Contains(k.Source, want) {
				t.Errorf("%s: source lacks %q", k.Name, want)
			}
		}
		if k.Unaligned != "" && !strings.Contains(k.Source, k.Unaligned+"(") {
			t.Errorf("%s: no %s", k.Name, k.Unaligned)
		}
		if strings.Contains(k.Source, "#include") {
			t.Errorf("%s: includes a header; NVRTC is given none", k.Name)
		}
		got, err := ByName(k.Name)
		if err != nil || got.Entry != k.Entry {
			t.Errorf("ByName(%q) = %v, %v", k.Name, got.Name, err)
		}
	}
	if _, err := ByName("tma"); err == nil {
		t.Error("ByName(tma) succeeded")
	}
}
