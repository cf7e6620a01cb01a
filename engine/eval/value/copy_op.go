package value

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
)

// CopyOpValue is a CuTe DSL copy operation (cute.nvgpu.CopyUniversalOp(),
// cpasync.CopyG2SOp(), warp.LdMatrix8x8x16bOp(transpose, num_matrices),
// warp.StMatrix8x8x16bOp(...)): a copy without its element type, which
// becomes a C++ copy operation once make_copy_atom gives it one.
type CopyOpValue struct {
	Op        string // universal, g2s, ldsm or stsm
	Transpose bool
	N         int // num_matrices of ldmatrix and stmatrix
	Written   string
}

func (CopyOpValue) Kind() Kind                    { return KindCopyOp }
func (v CopyOpValue) String() string              { return v.Written }
func (v CopyOpValue) StaticString() string        { return v.Written }
func (CopyOpValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// CppCopyOp is the C++ copy operation of v over elements of bits bits
// each, as its name and template argument ("" for none): the copy width
// for the universal copy and cp.async (UniversalCopy<uint32_t>), the
// ldmatrix/stmatrix of v's matrices otherwise (SM75_U32x4_LDSM_N; a
// transposed one moves 16-bit units, SM75_U16x8_LDSM_T).
func (v CopyOpValue) CppCopyOp(bits int) (name, arg string) {
	u := fmt.Sprintf("uint%d_t", bits)
	switch v.Op {
	case "universal":
		return "UniversalCopy", u
	case "g2s":
		return "SM80_CP_ASYNC_CACHEALWAYS", u
	}
	arch, suffix, unit, n := "SM75", "LDSM", "U32", v.N
	if v.Op == "stsm" {
		arch, suffix = "SM90", "STSM"
	}
	t := "N"
	if v.Transpose {
		unit, n, t = "U16", 2*v.N, "T"
	}
	return fmt.Sprintf("%s_%sx%d_%s_%s", arch, unit, n, suffix, t), ""
}
