package kernels

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// every kernel, registered or not.
var every = []Kernel{MMA, WGMMA, TMAKernel, TMAPersistent, TMAMulticast, TMAMulticast2x2, TMAStore}

func TestSources(t *testing.T) {
	for _, k := range every {
		for _, want := range []string{"tile_", "record_tile(rec,", "extern \"C\" __global__", k.Entry + "(", "gemm_smem_bytes", "gemm_stages"} {
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
	}
	for _, k := range All {
		got, err := ByName(k.Name)
		if err != nil || got.Entry != k.Entry {
			t.Errorf("ByName(%q) = %v, %v", k.Name, got.Name, err)
		}
	}
	if _, err := ByName("nope"); err == nil || !strings.Contains(err.Error(), "mma") {
		t.Errorf("ByName(nope) = %v, want an error listing the kernels", err)
	}
}

// The tile in the Kernel value is the one the source computes with.
func TestTileMatchesSource(t *testing.T) {
	for _, k := range every {
		for name, want := range map[string]int{"BM": k.TileM, "BN": k.TileN, "BK": k.TileK} {
			m := regexp.MustCompile(`(?m)^#define ` + name + ` (\d+)$`).FindStringSubmatch(k.Source)
			if m == nil {
				t.Errorf("%s: no #define %s", k.Name, name)
				continue
			}
			if got, _ := strconv.Atoi(m[1]); got != want {
				t.Errorf("%s: #define %s %d, Kernel says %d", k.Name, name, got, want)
			}
		}
	}
}

// The tma kernel takes tensor maps in place of A and B, as __grid_constant__.
func TestTMAKernelParameters(t *testing.T) {
	src := TMAKernel.Source
	i := strings.Index(src, TMAKernel.Entry+"(")
	if i < 0 {
		t.Fatal("no entry")
	}
	params := src[i : i+strings.Index(src[i:], ")")]
	for _, want := range []string{"const __grid_constant__ TensorMap tmA", "const __grid_constant__ TensorMap tmB", "float *C", "int *rec"} {
		if !strings.Contains(params, want) {
			t.Errorf("parameters %q lack %q", params, want)
		}
	}
	if !TMAKernel.TMA || !TMAKernel.Hopper || MMA.TMA || WGMMA.TMA {
		t.Error("TMA flags")
	}
}
