// Package banks checks gpu/model/bank's model of shared-memory bank conflicts
// on the GPU: each case is one warp-wide access (a shared-memory layout,
// plain, padded or swizzled, an element type, an access and a thread-value
// layout); the model gives its addresses, wavefronts and conflicts; the
// probe kernels of kernels/bank_probe.cu perform exactly that access at
// exactly those addresses, and Nsight Compute counts what the hardware did.
package banks

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model/bank"
)

// Case is one access to check.
type Case struct {
	Name     string // what it is, for the table
	Layout   string // the smem layout, a layout literal
	Swizzle  [3]int // Sw<B,M,S>; B = 0 for none
	ElemBits int    // 16 half, 32 float, 64 double
	Access   string // bank.ParseAccess's name
	TV       string // the thread(-value) layout, a layout literal; "" for bank.DefaultTV
}

// Cases are the checked accesses: plain, padded and swizzled layouts; the
// K- and MN-major GMMA atoms' swizzles Sw<1,3,3>, Sw<2,3,3>, Sw<3,3,3> of
// half (Sw<B,4,3> in bits) with and without them; LDS.32/64/128,
// STS.32/64/128, ldmatrix x1/x2/x4 (.trans), stmatrix x4 (.trans) and
// cp.async 16 B; broadcasts.
var Cases = []Case{
	// 32×32 floats, row-major: a column, a row, with a swizzle, padded.
	{"32x32 f32 column", "(32,32):(32,1)", [3]int{}, 32, "LDS.32", "32:1"},
	{"32x32 f32 column, Sw<5,0,5>", "(32,32):(32,1)", [3]int{5, 0, 5}, 32, "LDS.32", "32:1"},
	{"32x32 f32 column, Sw<3,0,5>", "(32,32):(32,1)", [3]int{3, 0, 5}, 32, "LDS.32", "32:1"},
	{"32x32 f32 column, Sw<2,0,5>", "(32,32):(32,1)", [3]int{2, 0, 5}, 32, "LDS.32", "32:1"},
	{"32x33 padded f32 column", "(32,32):(33,1)", [3]int{}, 32, "LDS.32", "32:1"},
	{"32x32 f32 row", "(32,32):(32,1)", [3]int{}, 32, "LDS.32", "32:32"},
	{"32x16 f32 column", "(32,16):(16,1)", [3]int{}, 32, "LDS.32", "32:1"},
	{"f32 stride 2", "64:1", [3]int{}, 32, "LDS.32", "32:2"},
	{"f32 broadcast", "32:0", [3]int{}, 32, "LDS.32", ""},
	{"STS.32 32x32 f32 column", "(32,32):(32,1)", [3]int{}, 32, "STS.32", "32:1"},
	{"STS.32 32x32 f32 column, Sw<5,0,5>", "(32,32):(32,1)", [3]int{5, 0, 5}, 32, "STS.32", "32:1"},
	// 8-byte accesses: half-warp phases.
	{"f64 consecutive", "64:1", [3]int{}, 64, "LDS.64", ""},
	{"f64 stride 2", "64:2", [3]int{}, 64, "LDS.64", "32:1"},
	{"16x16 f64 column", "(16,16):(16,1)", [3]int{}, 64, "LDS.64", "(16,2):(1,128)"},
	{"f64 broadcast", "32:0", [3]int{}, 64, "LDS.64", ""},
	{"STS.64 f64 stride 2", "64:2", [3]int{}, 64, "STS.64", "32:1"},
	// 16-byte accesses of 8×64 halfs (the K-major SW128 atom's shape):
	// quarter-warp phases.
	{"LDS.128 8x64 f16 rows down", "(8,64):(64,1)", [3]int{}, 16, "LDS.128", "((8,4),8):((1,64),8)"},
	{"LDS.128 8x64 f16 rows across", "(8,64):(64,1)", [3]int{}, 16, "LDS.128", "((8,4),8):((64,1),8)"},
	{"LDS.128 8x64 f16 rows down, Sw<3,3,3>", "(8,64):(64,1)", [3]int{3, 3, 3}, 16, "LDS.128", "((8,4),8):((1,64),8)"},
	{"LDS.128 8x72 padded f16 rows down", "(8,64):(72,1)", [3]int{}, 16, "LDS.128", "((8,4),8):((1,64),8)"},
	{"LDS.128 broadcast", "8:0", [3]int{}, 16, "LDS.128", "32:0"},
	{"STS.128 8x64 f16 rows down", "(8,64):(64,1)", [3]int{}, 16, "STS.128", "((8,4),8):((1,64),8)"},
	{"STS.128 8x64 f16 rows down, Sw<3,3,3>", "(8,64):(64,1)", [3]int{3, 3, 3}, 16, "STS.128", "((8,4),8):((1,64),8)"},
	{"STS.128 8x72 padded f16 rows down", "(8,64):(72,1)", [3]int{}, 16, "STS.128", "((8,4),8):((1,64),8)"},
	{"cp.async.16 8x64 f16 rows down", "(8,64):(64,1)", [3]int{}, 16, "cp.async.16", "((8,4),8):((1,64),8)"},
	{"cp.async.16 8x64 f16 rows down, Sw<3,3,3>", "(8,64):(64,1)", [3]int{3, 3, 3}, 16, "cp.async.16", "((8,4),8):((1,64),8)"},
	{"cp.async.16 8x72 padded f16 rows down", "(8,64):(72,1)", [3]int{}, 16, "cp.async.16", "((8,4),8):((1,64),8)"},
	{"cp.async.16 8x64 f16 rows across", "(8,64):(64,1)", [3]int{}, 16, "cp.async.16", "((8,4),8):((64,1),8)"},
	{"cp.async.16 32x32 f16 rows down, 4-way", "(32,32):(32,1)", [3]int{}, 16, "cp.async.16", "((8,4),8):((1,256),32)"},
	{"cp.async.16 8x64 f16 rows across, Sw<3,3,3>", "(8,64):(64,1)", [3]int{3, 3, 3}, 16, "cp.async.16", "((8,4),8):((64,1),8)"},
	{"cp.async.16 8x72 padded f16 rows across", "(8,64):(72,1)", [3]int{}, 16, "cp.async.16", "((8,4),8):((64,1),8)"},
	{"cp.async.16 half rows: 4 chunks of 2 lines per phase", "512:1", [3]int{}, 16, "cp.async.16", "((4,8),8):((8,64),1)"},
	{"cp.async.16 broadcast", "8:0", [3]int{}, 16, "cp.async.16", "32:0"},
	// ldmatrix.x4 of a 16×16 block of K-major tiles (GMMA K atoms: INTER
	// 16 B rows, SW32, SW64, SW128), thread t giving row t%16, column 8(t/16).
	{"ldmatrix.x4 K INTER 32x8 f16", "(32,8):(8,1)", [3]int{}, 16, "ldmatrix.x4", "32:1"},
	{"ldmatrix.x4 K 16x16 f16 (SW32 shape)", "(16,16):(16,1)", [3]int{}, 16, "ldmatrix.x4", "(16,2):(1,128)"},
	{"ldmatrix.x4 K SW32 Sw<1,3,3>", "(16,16):(16,1)", [3]int{1, 3, 3}, 16, "ldmatrix.x4", "(16,2):(1,128)"},
	{"ldmatrix.x4 K 16x32 f16 (SW64 shape)", "(16,32):(32,1)", [3]int{}, 16, "ldmatrix.x4", "(16,2):(1,128)"},
	{"ldmatrix.x4 K SW64 Sw<2,3,3>", "(16,32):(32,1)", [3]int{2, 3, 3}, 16, "ldmatrix.x4", "(16,2):(1,128)"},
	{"ldmatrix.x4 K 16x64 f16 (SW128 shape)", "(16,64):(64,1)", [3]int{}, 16, "ldmatrix.x4", "(16,2):(1,128)"},
	{"ldmatrix.x4 K SW128 Sw<3,3,3>", "(16,64):(64,1)", [3]int{3, 3, 3}, 16, "ldmatrix.x4", "(16,2):(1,128)"},
	{"ldmatrix.x4 16x72 padded f16", "(16,64):(72,1)", [3]int{}, 16, "ldmatrix.x4", "(16,2):(1,128)"},
	{"ldmatrix.x2 K 16x64 f16", "(16,64):(64,1)", [3]int{}, 16, "ldmatrix.x2", "(16,2):(1,128)"},
	{"ldmatrix.x1 K 16x64 f16", "(16,64):(64,1)", [3]int{}, 16, "ldmatrix.x1", "(16,2):(1,128)"},
	{"ldmatrix.x4.trans K 16x64 f16", "(16,64):(64,1)", [3]int{}, 16, "ldmatrix.x4.trans", "(16,2):(1,128)"},
	{"ldmatrix.x4.trans K SW128 Sw<3,3,3>", "(16,64):(64,1)", [3]int{3, 3, 3}, 16, "ldmatrix.x4.trans", "(16,2):(1,128)"},
	// MN-major atoms read with .trans: thread t gives the 8 M-elements at
	// k = t%8 + 8(t/16), m = 8((t/8)%2).
	{"ldmatrix.x4.trans MN 64x16 f16 (SW128 shape)", "(64,16):(1,64)", [3]int{}, 16, "ldmatrix.x4.trans", "(8,2,2):(64,8,512)"},
	{"ldmatrix.x4.trans MN SW128 Sw<3,3,3>", "(64,16):(1,64)", [3]int{3, 3, 3}, 16, "ldmatrix.x4.trans", "(8,2,2):(64,8,512)"},
	{"ldmatrix.x4.trans MN 32x16 f16 (SW64 shape)", "(32,16):(1,32)", [3]int{}, 16, "ldmatrix.x4.trans", "(8,2,2):(32,8,256)"},
	{"ldmatrix.x4.trans MN SW64 Sw<2,3,3>", "(32,16):(1,32)", [3]int{2, 3, 3}, 16, "ldmatrix.x4.trans", "(8,2,2):(32,8,256)"},
	// Pairs: a 64- or 128-bit load whose threads t and t^1 (or t^2) give
	// equal addresses is served as 16 threads; nothing else pairs up.
	{"LDS.128 pairs t^1, 256 B in a row", "256:1", [3]int{}, 16, "LDS.128", "(2,16):(0,8)"},
	{"LDS.128 pairs t^2, 256 B in a row", "256:1", [3]int{}, 16, "LDS.128", "(2,2,8):(8,0,16)"},
	{"LDS.128 pairs t^1, 8 rows down", "(8,64):(64,1)", [3]int{}, 16, "LDS.128", "(2,8,2):(0,1,64)"},
	{"LDS.128 quads alike", "256:1", [3]int{}, 16, "LDS.128", "((4,8)):((0,8))"},
	{"LDS.128 t and t^8 alike (no pairs)", "256:1", [3]int{}, 16, "LDS.128", "(8,4):(8,0)"},
	{"LDS.64 pairs t^1", "64:1", [3]int{}, 64, "LDS.64", "(2,16):(0,1)"},
	{"LDS.64 pairs t^2", "64:1", [3]int{}, 64, "LDS.64", "(2,2,8):(1,0,2)"},
	{"LDS.64 pairs t^1, 128 B apart", "512:1", [3]int{}, 64, "LDS.64", "(2,16):(0,16)"},
	{"LDS.64 half-warps alike (no pairs)", "64:1", [3]int{}, 64, "LDS.64", "(16,2):(1,0)"},
	{"STS.128 pairs t^1", "256:1", [3]int{}, 16, "STS.128", "(2,16):(0,8)"},
	{"STS.64 broadcast", "32:0", [3]int{}, 64, "STS.64", ""},
	{"ldmatrix.x4, four matrices on the same rows", "(16,64):(64,1)", [3]int{}, 16, "ldmatrix.x4", "(8,4):(1,0)"},
	// stmatrix: the same rows, written.
	{"stmatrix.x4 K 16x64 f16", "(16,64):(64,1)", [3]int{}, 16, "stmatrix.x4", "(16,2):(1,128)"},
	{"stmatrix.x4 K SW128 Sw<3,3,3>", "(16,64):(64,1)", [3]int{3, 3, 3}, 16, "stmatrix.x4", "(16,2):(1,128)"},
	{"stmatrix.x4.trans MN SW128 Sw<3,3,3>", "(64,16):(1,64)", [3]int{3, 3, 3}, 16, "stmatrix.x4.trans", "(8,2,2):(64,8,512)"},
	{"stmatrix.x4.trans MN 64x16 f16", "(64,16):(1,64)", [3]int{}, 16, "stmatrix.x4.trans", "(8,2,2):(64,8,512)"},
}

// Model is a case's access, its 32 byte addresses (the threads an access
// does not use repeat the used ones, as the probe needs an address for
// each lane) and the model's result.
type Model struct {
	Access bank.Access
	Addrs  [32]uint32
	Result bank.Result
}

// Run evaluates the case's layouts with the engine and runs the model.
func (c Case) Run() (Model, error) {
	l, err := eval.ParseLayout(c.Layout)
	if err != nil {
		return Model{}, fmt.Errorf("%s: layout %s: %v", c.Name, c.Layout, err)
	}
	w, err := engine.NewSwizzle(c.Swizzle[0], c.Swizzle[1], c.Swizzle[2])
	if err != nil {
		return Model{}, fmt.Errorf("%s: %v", c.Name, err)
	}
	s := bank.Smem{Layout: engine.MakeComposedLayout(w, 0, l), ElemBits: c.ElemBits}
	a, err := bank.ParseAccess(c.Access)
	if err != nil {
		return Model{}, err
	}
	var tv engine.Layout
	if c.TV == "" {
		tv, err = bank.DefaultTV(s, a)
	} else {
		tv, err = eval.ParseLayout(c.TV)
	}
	if err != nil {
		return Model{}, fmt.Errorf("%s: thread layout %s: %v", c.Name, c.TV, err)
	}
	addrs, err := bank.Addresses(s, a, tv)
	if err != nil {
		return Model{}, fmt.Errorf("%s: %v", c.Name, err)
	}
	r, err := bank.Simulate(a, addrs)
	if err != nil {
		return Model{}, fmt.Errorf("%s: %v", c.Name, err)
	}
	m := Model{Access: a, Result: r}
	for t := range m.Addrs {
		x := addrs[t%len(addrs)]
		if x >= MaxProbeBytes {
			return Model{}, fmt.Errorf("%s: address %d is beyond the probe's %d bytes", c.Name, x, MaxProbeBytes)
		}
		m.Addrs[t] = uint32(x)
	}
	return m, nil
}

// MaxProbeBytes bounds the addresses a probe touches: its dynamic shared
// memory is this plus 1024 bytes of alignment slack (under the 48 KiB a
// launch may use without opting in).
const MaxProbeBytes = 32 * 1024

// Kernel is the probe kernel of access a in kernels/bank_probe.cu.
func Kernel(a bank.Access) string {
	switch {
	case a.Name == "cp.async.16":
		return "bank_cp_async16"
	case a.Matrix:
		k := fmt.Sprintf("bank_ldsm_x%d", a.Threads/8)
		if a.Store {
			k = fmt.Sprintf("bank_stsm_x%d", a.Threads/8)
		}
		if a.Trans {
			k += "_trans"
		}
		return k
	case a.Store:
		return fmt.Sprintf("bank_sts%d", a.Bytes*8)
	}
	return fmt.Sprintf("bank_lds%d", a.Bytes*8)
}
