package eval

import (
	"regexp"
	"strings"
)

// The MMA operations ToDSL spells as the DSL's op classes, the inverse of
// mmaF16BF16Op and gmmaF16BF16Op (dsl_atoms.go): SM80's
// SM80_16x8x{K}_{C}{A}{A}{C}_TN and SM90's SM90_64x{N}x16_{C}{A}{A}_{SS|RS}.
var (
	sm80Op = regexp.MustCompile(`^SM80_16x8x(8|16)_(F32|F16)(F16|BF16)(F16|BF16)(F32|F16)_TN$`)
	sm90Op = regexp.MustCompile(`^SM90_64x([0-9]+)x16_(F32|F16)(F16|BF16)(F16|BF16)_(SS|RS)$`)
)

// dslTypeOfTag is mmaTypeTag's inverse: F16 is Float16.
func dslTypeOfTag(tag string) string {
	for dsl, t := range mmaTypeTag {
		if t == tag {
			return dsl
		}
	}
	return ""
}

// writeDSLOp writes an MMA operation written as its C++ type as the DSL's
// op class: SM80_16x8x16_F32F16F16F32_TN{} is
// cute.nvgpu.warp.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (16, 8, 16)).
func (w dslWriter) writeDSLOp(t *TypeLit) error {
	b := w.b
	if m := sm80Op.FindStringSubmatch(t.Name); m != nil && len(t.Args) == 0 && m[3] == m[4] && m[2] == m[5] {
		b.WriteString("cute.nvgpu.warp.MmaF16BF16Op(cutlass." + dslTypeOfTag(m[3]) + ", cutlass." + dslTypeOfTag(m[2]) + ", (16, 8, " + m[1] + "))")
		return nil
	}
	if m := sm90Op.FindStringSubmatch(t.Name); m != nil && len(t.Args) == 2 && m[3] == m[4] {
		src := map[string]string{"SS": "SMEM", "RS": "RMEM"}[m[5]]
		b.WriteString("cute.nvgpu.warpgroup.MmaF16BF16Op(cutlass." + dslTypeOfTag(m[3]) + ", cutlass." + dslTypeOfTag(m[2]) + ", (64, " + m[1] + ", 16), cute.nvgpu.warpgroup.OperandSource." + src)
		for _, a := range t.Args {
			major, ok := strings.CutPrefix(strings.TrimPrefix(a.Name, "GMMA::"), "Major::")
			if !ok || (major != "K" && major != "MN") || len(a.Args) > 0 {
				return noDSL(t, "`"+t.String()+"`")
			}
			b.WriteString(", cute.nvgpu.OperandMajorMode." + major)
		}
		b.WriteByte(')')
		return nil
	}
	return noDSL(t, "`"+t.String()+"`")
}

// writeDSLTiledMMA writes make_tiled_mma(atom[, atom_layout[, permutation]])
// as cute.make_tiled_mma(op, atom_layout, permutation_mnk=...).
func (w dslWriter) writeDSLTiledMMA(c *Call) error {
	if c.HasT || len(c.Args) == 0 || len(c.Args) > 3 {
		return noDSL(c, "`"+c.String()+"`")
	}
	b := w.b
	b.WriteString("cute.make_tiled_mma(")
	for i, a := range c.Args {
		switch i {
		case 1:
			b.WriteString(", ")
		case 2:
			b.WriteString(", permutation_mnk=")
		}
		if err := w.node(a); err != nil {
			return err
		}
	}
	b.WriteByte(')')
	return nil
}
