package eval

import (
	"regexp"
	"strings"

	"github.com/cutetui/cutetui/engine/eval/parse"
)

// The MMA operations ToDSL spells as the DSL's op classes, the inverse of
// mmaF16BF16Op and gmmaF16BF16Op (dsl_atoms.go): SM80's
// SM80_16x8x{K}_{C}{A}{A}{C}_TN and SM90's SM90_64x{N}x16_{C}{A}{A}_{SS|RS}.
var (
	sm80Op = regexp.MustCompile(`^SM80_16x8x(8|16)_(F32|F16)(F16|BF16)(F16|BF16)(F32|F16)_TN$`)
	sm90Op = regexp.MustCompile(`^SM90_64x([0-9]+)x16_(F32|F16)(F16|BF16)(F16|BF16)_(SS|RS)$`)
	// The copy operations of copyOp's inverse: the matrix loads and stores
	// by their C++ names (U32xN_N untransposed, U16x2N_T transposed).
	ldsm = regexp.MustCompile(`^(SM75_U32x([124])_LDSM_N|SM75_U16x([248])_LDSM_T|SM90_U32x([124])_STSM_N|SM90_U16x([248])_STSM_T)$`)
	uint = regexp.MustCompile(`^uint(8|16|32|64|128)_t$`)
)

// writeDSLCopyAtom writes Copy_Atom<Op, T>{} as the DSL's
// cute.make_copy_atom(op, cutlass.T[, num_bits_per_copy=N]).
func (w dslWriter) writeDSLCopyAtom(t *TypeLit) error {
	no := noDSL(t, "`"+t.String()+"`")
	if len(t.Args) != 2 || len(t.Args[1].Args) > 0 {
		return no
	}
	op, elem := t.Args[0], t.Args[1]
	dt, ok := dslTypeNames[elem.Name]
	if !ok {
		return no
	}
	bits := ""
	var dslOp string
	switch {
	case (op.Name == "UniversalCopy" || op.Name == "SM80_CP_ASYNC_CACHEALWAYS") && len(op.Args) == 1:
		m := uint.FindStringSubmatch(op.Args[0].Name)
		if m == nil {
			return no
		}
		bits = m[1]
		dslOp = "cute.nvgpu.CopyUniversalOp()"
		if op.Name != "UniversalCopy" {
			dslOp = "cute.nvgpu.cpasync.CopyG2SOp()"
		}
	case len(op.Args) == 0 && ldsm.MatchString(op.Name):
		m := ldsm.FindStringSubmatch(op.Name)
		class, tr, n := "LdMatrix8x8x16bOp", "False", m[2]+m[4]
		if strings.HasPrefix(op.Name, "SM90") {
			class = "StMatrix8x8x16bOp"
		}
		if k := m[3] + m[5]; k != "" {
			tr, n = "True", map[string]string{"2": "1", "4": "2", "8": "4"}[k]
		}
		dslOp = "cute.nvgpu.warp." + class + "(" + tr + ", " + n + ")"
	default:
		return no
	}
	w.b.WriteString("cute.make_copy_atom(" + dslOp + ", cutlass." + dt)
	if bits != "" {
		w.b.WriteString(", num_bits_per_copy=" + bits)
	}
	w.b.WriteByte(')')
	return nil
}

// dslTypeOfTag is parse.MMATypeTag's inverse: F16 is Float16.
func dslTypeOfTag(tag string) string {
	for dsl, t := range parse.MMATypeTag {
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
	if t.Name == "Copy_Atom" {
		return w.writeDSLCopyAtom(t)
	}
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
