package gpu

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestOpenWithoutLibrarySaysWhereItLooked(t *testing.T) {
	dir := t.TempDir()
	// A file that is not a library: dlopen must fail and the error say so.
	if err := os.WriteFile(filepath.Join(dir, "libcuda.so.1"), []byte("not an ELF file"), 0o644); err != nil {
		t.Fatal(err)
	}
	g, err := Open(Options{LibDir: dir + ":/nonexistent/cuda"})
	if err == nil {
		g.Close()
		t.Skip("a CUDA driver loaded from the system: this machine has one")
	}
	var le *LibError
	if !errors.As(err, &le) {
		t.Skipf("driver found but no usable GPU: %v", err)
	}
	msg := err.Error()
	for _, want := range []string{
		filepath.Join(dir, "libcuda.so.1") + " (", // tried, with the reason
		"/nonexistent/cuda/{libcuda.so.1,libcuda.so} (not there)",
		"libcuda.so.1 via the dynamic loader",
		EnvLibDir,
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("error lacks %q:\n%s", want, msg)
		}
	}
	if le.Lib != "libcuda" {
		t.Errorf("Lib = %q", le.Lib)
	}
}

func TestSearchDirs(t *testing.T) {
	t.Setenv("CUDA_HOME", "/opt/my-cuda")
	t.Setenv("CUDA_PATH", "")
	t.Setenv("LD_LIBRARY_PATH", "/ld/one:/ld/two")
	dirs := SearchDirs("/first:/second")
	if len(dirs) < 6 || dirs[0] != "/first" || dirs[1] != "/second" || dirs[2] != "/opt/my-cuda/lib64" {
		t.Fatalf("SearchDirs = %v", dirs)
	}
	joined := strings.Join(dirs, "\n")
	for _, want := range []string{"/usr/local/cuda", "/ld/one", "/ld/two", "/usr/lib64"} {
		if !strings.Contains(joined, want) {
			t.Errorf("SearchDirs lacks %q: %v", want, dirs)
		}
	}
	seen := map[string]bool{}
	for _, d := range dirs {
		if seen[d] {
			t.Errorf("%s listed twice", d)
		}
		seen[d] = true
	}
}

func TestArch(t *testing.T) {
	for _, tc := range []struct {
		maj, min int
		want     string
	}{{9, 0, "sm_90a"}, {8, 0, "sm_80"}, {8, 9, "sm_89"}, {10, 0, "sm_100"}} {
		if got := Arch(tc.maj, tc.min); got != tc.want {
			t.Errorf("Arch(%d,%d) = %s, want %s", tc.maj, tc.min, got, tc.want)
		}
	}
}

func TestCubinCache(t *testing.T) {
	k := cubinCacheKey("src", []string{"-DA=1"}, "sm_90a", 13000)
	for _, other := range []string{
		cubinCacheKey("src2", []string{"-DA=1"}, "sm_90a", 13000),
		cubinCacheKey("src", []string{"-DA=2"}, "sm_90a", 13000),
		cubinCacheKey("src", []string{"-DA=1"}, "sm_80", 13000),
		cubinCacheKey("src", []string{"-DA=1"}, "sm_90a", 12080),
	} {
		if other == k {
			t.Errorf("cache keys collide: %s", k)
		}
	}
	if !strings.Contains(k, "sm_90a") || !strings.Contains(k, "drv13000") {
		t.Errorf("key %q does not name arch and driver", k)
	}
	dir := filepath.Join(t.TempDir(), "cubin")
	if readCache(dir, k) != nil || inCache(dir, k) {
		t.Fatal("empty cache returned data")
	}
	if !writeCache(dir, k, []byte("cubin bytes")) {
		t.Fatal("writeCache failed")
	}
	if got := readCache(dir, k); string(got) != "cubin bytes" || !inCache(dir, k) {
		t.Fatalf("readCache = %q, inCache %v", got, inCache(dir, k))
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("cache holds %d files, want 1 (no temp files left)", len(ents))
	}
	// A cache that cannot be written (its directory is a file) says so.
	if writeCache(filepath.Join(dir, k), k, []byte("x")) || writeCache("", k, []byte("x")) {
		t.Error("writeCache reported a write it could not make")
	}
}

func TestErrorText(t *testing.T) {
	e := &Error{Call: "cuMemAlloc(10 bytes)", Code: 2, Name: "CUDA_ERROR_OUT_OF_MEMORY", Detail: "out of memory"}
	if got, want := e.Error(), "gpu: cuMemAlloc(10 bytes) failed: CUDA_ERROR_OUT_OF_MEMORY (2): out of memory"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}

// TestEverySymbolBound checks that each C function field of the bindings is
// filled by its symbol table (a field left out would be a nil call).
func TestEverySymbolBound(t *testing.T) {
	for name, pair := range map[string]struct {
		v    any
		syms map[string]any
	}{
		"driver": {&driver{}, nil}, "nvrtc": {&nvrtc{}, nil}, "cublas": {&cublas{}, nil},
	} {
		var syms map[string]any
		switch v := pair.v.(type) {
		case *driver:
			syms = v.symbols()
			for k, p := range v.optional() {
				syms[k] = p
			}
		case *nvrtc:
			syms = v.symbols()
		case *cublas:
			syms = v.symbols()
		}
		bound := map[uintptr]bool{}
		for _, p := range syms {
			bound[reflect.ValueOf(p).Pointer()] = true
		}
		rv := reflect.ValueOf(pair.v).Elem()
		for i := 0; i < rv.NumField(); i++ {
			f := rv.Field(i)
			if f.Kind() != reflect.Func {
				continue
			}
			if !bound[f.Addr().Pointer()] {
				t.Errorf("%s: field %s has no symbol", name, rv.Type().Field(i).Name)
			}
		}
	}
}

func TestDeviceSummary(t *testing.T) {
	d := Device{Name: "NVIDIA H100 80GB HBM3", Major: 9, SMs: 132, L2Bytes: 50 << 20, MemBytes: 80 << 30, MemBandwidthGBs: 3352.3, ClockMHz: 1980}
	if got, want := d.Summary(), "NVIDIA H100 80GB HBM3, sm_90, 132 SMs, 50 MiB L2, 80 GiB at 3352 GB/s, SM clock up to 1980 MHz"; got != want {
		t.Errorf("Summary() = %q, want %q", got, want)
	}
	d.MemBandwidthGBs, d.ClockMHz = 0, 0
	if got := d.Summary(); strings.Contains(got, "GB/s") || strings.Contains(got, "clock") {
		t.Errorf("Summary() with unknown bandwidth and clock = %q", got)
	}
}
