package eval

import (
	"strings"

	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The DSL's printing of atoms (python/CuTeDSL/cutlass/cute/atom.py's
// __str__): the same layouts as C++'s print, under the DSL's labels.

// mlirTypeNames are the MLIR element types the DSL prints as a copy
// atom's "Value type".
var mlirTypeNames = map[string]string{
	"half_t": "f16", "bfloat16_t": "bf16", "float": "f32", "tfloat32_t": "tf32", "double": "f64",
	"int8_t": "i8", "uint8_t": "i8", "int16_t": "i16", "uint16_t": "i16", "int32_t": "i32", "uint32_t": "i32",
	"int64_t": "i64", "uint64_t": "i64", "uint128_t": "i128", "float_e4m3_t": "f8E4M3FN", "float_e5m2_t": "f8E5M2",
}

// mlirTypeCpp is the C++ element type of an MLIR element type the DSL
// prints: mlirTypeNames read backwards, a signless integer as the signed
// type (i8 is int8_t).
func mlirTypeCpp(mlir string) string {
	for _, c := range mlirCppOrder {
		if mlirTypeNames[c] == mlir {
			return c
		}
	}
	return ""
}

// mlirCppOrder is mlirTypeNames's C++ types, each signed integer before
// its unsigned one, for mlirTypeCpp.
var mlirCppOrder = []string{"half_t", "bfloat16_t", "float", "tfloat32_t", "double", "int8_t", "uint8_t", "int16_t", "uint16_t",
	"int32_t", "uint32_t", "int64_t", "uint64_t", "uint128_t", "float_e4m3_t", "float_e5m2_t"}

func dslMMAAtom(b *strings.Builder, a atom.MMAAtom, pad string) {
	b.WriteString("MMA Atom\n")
	b.WriteString("  ThrID:       " + pad + a.ThrID.String() + "\n")
	b.WriteString("  Shape MNK:   " + pad + a.ShapeMNK.String() + "\n")
	b.WriteString("  TV Layout A: " + pad + a.ALayout.String() + "\n")
	b.WriteString("  TV Layout B: " + pad + a.BLayout.String() + "\n")
	b.WriteString("  TV Layout C: " + pad + a.CLayout.String())
}

func dslCopyAtomText(b *strings.Builder, a atom.CopyAtom, pad string) {
	vt := mlirTypeNames[a.ValType]
	if vt == "" {
		vt = a.ValType
	}
	b.WriteString("Copy Atom\n")
	b.WriteString("  ThrID:         " + pad + a.ThrID.String() + "\n")
	b.WriteString("  TV Layout Src: " + pad + a.ValLayoutSrc.String() + "\n")
	b.WriteString("  TV Layout Dst: " + pad + a.ValLayoutDst.String() + "\n")
	b.WriteString("  Value type:    " + pad + vt)
}

// printedField is the value C++'s print gives label in text ("Tiler_MN"
// of a TiledCopy), the one field the atom package does not export.
func printedField(text, label string) string {
	for _, l := range strings.Split(text, "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(l), label+":"); ok {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// dslAtomString is v as the DSL prints it, ok false for a value that is
// not an atom.
func dslAtomString(v value.Value) (string, bool) {
	var b strings.Builder
	switch v := v.(type) {
	case value.MMAAtomValue:
		dslMMAAtom(&b, v.A, "")
	case value.TiledMMAValue:
		b.WriteString("Tiled MMA\n")
		b.WriteString("  Thr Layout VMNK: " + v.T.ThrLayoutVMNK.String() + "\n")
		b.WriteString("  Permutation MNK: " + printedField(v.String(), "PermutationMNK") + "\n")
		dslMMAAtom(&b, v.T.Atom, "    ")
	case value.CopyAtomValue:
		dslCopyAtomText(&b, v.A, "")
	case value.TiledCopyValue:
		b.WriteString("Tiled Copy\n")
		b.WriteString("  Tiler MN:        " + printedField(v.String(), "Tiler_MN") + "\n")
		b.WriteString("  TV Layout tiled: " + v.T.LayoutTV.String() + "\n")
		dslCopyAtomText(&b, v.T.Atom, "  ")
	default:
		return "", false
	}
	return b.String(), true
}
