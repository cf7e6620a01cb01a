// Package sweep runs the threadblock-swizzle benchmark: the mma.sync GEMM of
// package kernels under each CTA-to-tile mapping, checked against cuBLAS and
// timed with CUDA events, beside the L2 traffic model of gpu/model/raster. With no
// GPU it produces the model-only report for a device profile.
package sweep

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/gpu/model/raster"
)

// Shape is a GEMM problem C[M×N] = A[M×K]·B[N×K]ᵀ.
type Shape struct{ M, N, K int }

func (s Shape) String() string { return fmt.Sprintf("%dx%dx%d", s.M, s.N, s.K) }

// Flops is 2·M·N·K.
func (s Shape) Flops() float64 { return 2 * float64(s.M) * float64(s.N) * float64(s.K) }

// MaxDim bounds each of M, N, K; MaxElems bounds every operand's element count
// (A, B and C of one shape must fit on the device anyway).
const (
	MaxDim   = 1 << 20
	MaxElems = 1 << 32
)

// Check reports a shape with a side outside 1..MaxDim or an operand of more
// than MaxElems elements.
func (s Shape) Check() error {
	for _, v := range []int{s.M, s.N, s.K} {
		if v < 1 || v > MaxDim {
			return fmt.Errorf("%d is not in 1..%d", v, MaxDim)
		}
	}
	if int64(s.M)*int64(s.K) > MaxElems || int64(s.N)*int64(s.K) > MaxElems || int64(s.M)*int64(s.N) > MaxElems {
		return fmt.Errorf("an operand has more than %d elements", int64(MaxElems))
	}
	return nil
}

// ParseShapes reads "8192x8192x8192,16384x16384x4096" (also "8192^3" or a
// single "4096" for a cube). Errors name the position (1-based) of the bad item.
func ParseShapes(s string) ([]Shape, error) {
	var out []Shape
	for i, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		var parts []string
		if c, ok := strings.CutSuffix(item, "^3"); ok {
			parts = []string{c, c, c}
		} else {
			parts = strings.Split(strings.ToLower(item), "x")
		}
		if len(parts) == 1 {
			parts = []string{parts[0], parts[0], parts[0]}
		}
		if len(parts) != 3 {
			return nil, fmt.Errorf("shape %d %q: want MxNxK", i+1, item)
		}
		var v [3]int
		for j, p := range parts {
			n, err := strconv.Atoi(strings.TrimSpace(p))
			if err != nil || n < 1 || n > MaxDim {
				return nil, fmt.Errorf("shape %d %q: %q is not an integer in 1..%d", i+1, item, p, MaxDim)
			}
			v[j] = n
		}
		sh := Shape{v[0], v[1], v[2]}
		if err := sh.Check(); err != nil {
			return nil, fmt.Errorf("shape %d %q: %v", i+1, item, err)
		}
		out = append(out, sh)
	}
	return out, nil
}

// ParseMappings reads a comma-separated list of raster.Parse names.
func ParseMappings(s string) ([]raster.Mapping, error) {
	var out []raster.Mapping
	for i, item := range strings.Split(s, ",") {
		m, err := raster.Parse(strings.TrimSpace(item))
		if err != nil {
			return nil, fmt.Errorf("mapping %d: %v", i+1, err)
		}
		out = append(out, m)
	}
	return out, nil
}

// SwizzleMappings is Identity(n) for each n of "1,2,4,8".
func SwizzleMappings(s string) ([]raster.Mapping, error) {
	var out []raster.Mapping
	for i, item := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(item))
		if err != nil || n < 1 || n > 64 {
			return nil, fmt.Errorf("swizzle %d %q: want an integer 1..64", i+1, item)
		}
		out = append(out, raster.Identity(n))
	}
	return out, nil
}

// DefaultShapes are the shapes of docs/benchmarks.md.
var DefaultShapes = []Shape{{8192, 8192, 8192}, {16384, 16384, 4096}, {65536, 2048, 4096}, {2048, 65536, 4096}}

// DefaultMappings is row-major, N = 1, 2, 4, 8, AlongN S=8 and Triton G=8.
func DefaultMappings() []raster.Mapping {
	return []raster.Mapping{raster.RowMajor(), raster.Identity(1), raster.Identity(2), raster.Identity(4), raster.Identity(8), raster.SM90(8, false), raster.Triton(8)}
}

// Config is one sweep.
type Config struct {
	Shapes   []Shape
	Mappings []raster.Mapping
	Warmup   int    // launches of each variant before timing (default 3)
	Rounds   int    // timed rounds, each launching every variant once, round-robin (default 20, at least 20 for a report)
	Seed     uint32 // input seed; 0 picks one from the shape
	Tol      float64
	Kernel   string // kernels.ByName name, or kernels.Auto (each shape with kernels.Choose's); "" is "mma"
	// KernelWhy says why Kernel runs (kernels.Default's reason, or that it
	// was named), for the report.
	KernelWhy string
	// Tune, with Kernel kernels.Auto, is the rounds of timing each of a
	// shape's kernels.Candidates gets before the sweep, the fastest then
	// running it (tuneShape); 0 runs the rules' pick untimed.
	Tune int
}

func (c Config) withDefaults() Config {
	if len(c.Shapes) == 0 {
		c.Shapes = DefaultShapes
	}
	if len(c.Mappings) == 0 {
		c.Mappings = DefaultMappings()
	}
	if c.Warmup <= 0 {
		c.Warmup = 3
	}
	if c.Rounds <= 0 {
		c.Rounds = 20
	}
	if c.Tol <= 0 {
		c.Tol = 1e-2
	}
	return c
}
