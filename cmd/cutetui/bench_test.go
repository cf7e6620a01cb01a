package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/kernels"
)

// noGPUHere skips when this machine has a CUDA driver and a GPU.
func noGPUHere(t *testing.T) {
	t.Helper()
	t.Setenv(gpu.EnvLibDir, t.TempDir())
	if g, err := gpu.Open(gpu.Options{}); err == nil {
		g.Close()
		t.Skip("a GPU is here; the no-GPU path is not reachable")
	}
}

func TestBenchFlagErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--shapes", "8192x8192"}, "--shapes: shape 1"},
		{[]string{"--shapes", "64x64x64,0x1x1"}, "shape 2"},
		{[]string{"--swizzle", "1,zero"}, "--swizzle"},
		{[]string{"--mappings", "row-major,spiral"}, "--mappings: mapping 2"},
		{[]string{"--rounds", "5"}, "at least 20"},
		{[]string{"--device-profile", "a100"}, "unknown device profile"},
		{[]string{"extra"}, "unexpected argument"},
		{[]string{"--kernel", "cutlass"}, "unknown kernel"},
		{[]string{"--no-such-flag"}, "flag provided but not defined"},
		{[]string{"--tune", "-1"}, "--tune must be 0..1000"},
		{[]string{"--tune", "3", "--kernel", "tma"}, "--tune times auto's candidates"},
	} {
		var out, errb bytes.Buffer
		if code := runBench(tc.args, nil, &out, &errb); code != 2 {
			t.Errorf("bench %v: exit %d, want 2", tc.args, code)
		}
		if !strings.Contains(errb.String(), tc.want) {
			t.Errorf("bench %v: stderr %q lacks %q", tc.args, errb.String(), tc.want)
		}
	}
}

func TestBenchWithoutGPU(t *testing.T) {
	noGPUHere(t)
	var out, errb bytes.Buffer
	code := runBench([]string{"--shapes", "4096x4096x4096", "--swizzle", "1,8", "--device-profile", "h200"}, nil, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d, stderr %s", code, errb.String())
	}
	for _, want := range []string{"no GPU", "could not load libcuda", "MODEL ONLY"} {
		if !strings.Contains(errb.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, errb.String())
		}
	}
	for _, want := range []string{"MODEL ONLY", "NVIDIA H200", "N=1", "N=8", "row-major", "Triton G=8", "Predicted, not measured"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("stdout lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	errb.Reset()
	if code := runBench([]string{"--shapes", "2048x2048x2048", "--json"}, nil, &out, &errb); code != 0 {
		t.Fatalf("--json: exit %d", code)
	}
	var rep struct {
		ModelOnly bool `json:"model_only"`
		Results   []struct {
			Shape    string `json:"shape"`
			Variants []struct {
				Name string `json:"name"`
			} `json:"variants"`
		} `json:"results"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("JSON: %v\n%s", err, out.String())
	}
	if !rep.ModelOnly || len(rep.Results) != 1 || rep.Results[0].Shape != "2048x2048x2048" || len(rep.Results[0].Variants) != 7 {
		t.Errorf("JSON report = %+v", rep)
	}
}

func TestBenchVerifyNeedsGPU(t *testing.T) {
	noGPUHere(t)
	var out, errb bytes.Buffer
	if code := runBench([]string{"--verify"}, nil, &out, &errb); code != 1 {
		t.Errorf("--verify without a GPU: exit %d, want 1", code)
	}
	if !strings.Contains(errb.String(), "no GPU") {
		t.Errorf("stderr = %q", errb.String())
	}
}

// --kernel auto: each shape's table names the kernel kernels.Choose gives it.
func TestBenchAutoWithoutGPU(t *testing.T) {
	noGPUHere(t)
	var out, errb bytes.Buffer
	code := runBench([]string{"--kernel", "auto", "--shapes", "8192x8192x8192,10000x7000x3000", "--mappings", "row-major", "--device-profile", "h200"}, nil, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d, stderr %s", code, errb.String())
	}
	for _, want := range []string{"kernel auto", "8192x8192x8192  (32x43 tiles of 256x192)  kernel tma-pingpong", "10000x7000x3000  (40x28 tiles of 256x256)  kernel tma-multicast"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("stdout lacks %q:\n%s", want, out.String())
		}
	}
}

// TestBenchModelDefaultAndBound: with no GPU and no --kernel, the model is of
// the kernel the profile's GPU (Hopper) would run by default, auto, and the
// report says why; a sweep past the model's work limit is an error at once.
func TestBenchModelDefaultAndBound(t *testing.T) {
	noGPUHere(t)
	var out, errb bytes.Buffer
	if code := runBench([]string{"--shapes", "4096x4096x4096", "--mappings", "N=8", "--device-profile", "h200"}, nil, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"kernel auto", "Why auto: device profile h200: the default on sm_90a (Hopper)", "kernel tma-pingpong"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("lacks %q:\n%s", want, out.String())
		}
	}
	for _, args := range [][]string{{"--shapes", "65536x65536x65536"}, {"--swizzle", "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64"}} {
		out.Reset()
		errb.Reset()
		if code := runBench(args, nil, &out, &errb); code != 1 || !strings.Contains(errb.String(), "more than the limit of 262144") {
			t.Errorf("bench %v: exit %d, stderr %q", args[0], code, errb.String())
		}
	}
}

// TestBenchKernelsList: --kernels lists auto, every kernel of kernels.All
// and the names built on demand, each of which --kernel takes, and exits
// without looking for a GPU; --help's --kernel line points there.
func TestBenchKernelsList(t *testing.T) {
	var out, errb bytes.Buffer
	if code := runBench([]string{"--kernels"}, nil, &out, &errb); code != 0 || errb.Len() > 0 {
		t.Fatalf("bench --kernels: exit %d, stderr %q", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	listed := map[string]bool{}
	for _, l := range lines {
		if f := strings.Fields(l); len(f) > 1 && strings.HasPrefix(l, "  ") {
			listed[f[0]] = true
		}
	}
	want := []string{kernels.Auto}
	for _, k := range kernels.All {
		want = append(want, k.Name)
	}
	for _, f := range kernels.Families {
		want = append(want, f.Pattern)
	}
	for _, name := range want {
		if !listed[name] {
			t.Errorf("bench --kernels does not list %s:\n%s", name, out.String())
		}
	}
	// Auto's rules, each under it, wrapped to kernelsListWidth.
	text := out.String()
	for _, rule := range kernels.AutoRules {
		if first := strings.Join(strings.Fields(rule)[:4], " "); !strings.Contains(text, "    - "+first) {
			t.Errorf("bench --kernels does not list auto's rule %q", first)
		}
	}
	for _, l := range lines {
		if strings.HasPrefix(l, "    ") && utf8.RuneCountInString(l) > kernelsListWidth {
			t.Errorf("a rule's line is %d columns, over %d: %q", utf8.RuneCountInString(l), kernelsListWidth, l)
		}
	}
	// An instance of each family is a name --kernel takes.
	for _, name := range []string{"tma-multicast-256x232", "tma-pingpong-256x168", "tma-pingpong-64x72-8s", "tma-pingpong-256x160-4x1", "tma-pingpong-128x256-2x2-8s", "tma-multicast-512x128-4x2"} {
		if _, err := kernels.Resolve(name, 1, 1, 64); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	var help bytes.Buffer
	runBench([]string{"--help"}, nil, &help, &help)
	if !strings.Contains(help.String(), "any name --kernels lists") {
		t.Errorf("bench --help does not point --kernel at --kernels:\n%s", help.String())
	}
}
