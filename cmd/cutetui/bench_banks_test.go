package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/banks"
)

// TestBenchBanksWithoutGPU: with no GPU, `bench --banks` says so and prints
// the model's answer for every case, exit status 0.
func TestBenchBanksWithoutGPU(t *testing.T) {
	if g, err := gpu.Open(gpu.Options{}); err == nil {
		g.Close()
		t.Skip("a GPU is here: bench --banks would profile it (make gpu-test)")
	}
	var out, errb bytes.Buffer
	if code := runBench([]string{"--banks"}, nil, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(errb.String(), "MODEL ONLY") {
		t.Errorf("stderr does not say the model only follows: %s", errb.String())
	}
	rows := strings.Count(out.String(), "\n| ")
	if rows != len(banks.Cases) || !strings.Contains(out.String(), "| 1 | 32x32 f32 column | `(32,32):(32,1)` (32-bit) | `32:1` | LDS.32 | 32 | 31 | 32-way |") {
		t.Errorf("%d rows, want %d:\n%s", rows, len(banks.Cases), out.String())
	}
}
