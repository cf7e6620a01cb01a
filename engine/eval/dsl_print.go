package eval

import (
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// appendDSL appends v as the CuTe DSL prints it, after checkSize's check
// at pos: a Python tuple for an IntTuple, `(3, 8)`, `(4,)`, with None for
// `_`; a layout as CuTe prints it, `(4,8):(8,1)` (the notebooks' recorded
// output: no spaces); a swizzle S<B,M,S>, and so a composed layout
// `S<3,4,3> o 0 o (8,64):(64,1)`; a pointer `ptr<f16, gmem>` and a tensor
// of one `tensor<ptr<f16, gmem> o (8,8):(1,8)>`; atoms under the DSL's labels ("Tiled
// MMA", "Copy Atom", dsl_print_atom.go); anything else as cutetui prints it.
func appendDSL(dst []byte, v value.Value, pos int) ([]byte, error) {
	if err := checkSize(v, pos); err != nil {
		return dst, err
	}
	return append(dst, dslString(v)...), nil
}

// dslString is v as the DSL prints it (appendDSL).
func dslString(v value.Value) string {
	if s, ok := dslAtomString(v); ok {
		return s
	}
	switch v := v.(type) {
	case value.TupleValue:
		var b strings.Builder
		writePyTuple(&b, v.T)
		return b.String()
	case value.SwizzleValue, value.ComposedValue:
		return strings.ReplaceAll(v.String(), "Sw<", "S<")
	case value.CoordTensorValue:
		if t, ok := strings.CutPrefix(v.String(), "ArithTuple"); ok {
			return "tensor<" + t + ">" // the DSL's coordinate tensor
		}
	case value.PointerValue:
		if p, ok := dslPointer(v); ok {
			return p
		}
	case value.TensorValue:
		if p, ok := dslPointer(v.P); ok {
			return "tensor<" + p + " o " + v.L.String() + ">"
		}
	case value.ComposedTensorValue:
		if p, ok := dslPointer(v.P); ok {
			return "tensor<" + p + " o " + dslString(value.ComposedValue{C: v.C}) + ">"
		}
	case value.TypeValue:
		for dsl, cpp := range dslTypes {
			if cpp == v.Name {
				return "cutlass." + dsl
			}
		}
	case value.ValuesValue:
		parts := make([]string, len(v.Vals))
		for i, x := range v.Vals {
			parts[i] = dslString(x)
		}
		if len(parts) == 1 {
			return "(" + parts[0] + ",)"
		}
		return "(" + strings.Join(parts, ", ") + ")"
	}
	return v.String()
}

// dslPointer is p as the DSL prints a pointer's type, the MLIR type
// !cute.ptr<f16, gmem> without its prefix (print.ipynb records
// tensor<ptr<f32, gmem> o (4,3):(3,1)>): the element type, the memory
// space, and no align<N>, as cute.make_ptr's default alignment is the
// element's own (cutetui keeps no other). The address is a run-time value
// the DSL does not print. false for a pointer the DSL prints otherwise or
// has no spelling of here: a swizzle pointer, a TMEM address, an element
// type without an MLIR name.
func dslPointer(p value.PointerValue) (string, bool) {
	t := mlirTypeNames[p.Type.Name]
	switch {
	case t == "", p.Swizzled:
		return "", false
	case p.Space == "gmem", p.Space == "smem", p.Space == "rmem":
		return "ptr<" + t + ", " + p.Space + ">", true
	}
	return "", false
}

// writePyTuple writes t as Python's repr of the tuple: elements after
// ", ", a rank-1 tuple with its trailing comma, `_` as None.
func writePyTuple(b *strings.Builder, t engine.IntTuple) {
	switch {
	case t.IsInt():
		b.WriteString(strconv.Itoa(t.Value()))
		return
	case t.IsUnderscore():
		b.WriteString("None")
		return
	case !t.IsTuple():
		b.WriteString(t.String())
		return
	}
	b.WriteByte('(')
	for i := 0; i < t.Len(); i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		writePyTuple(b, t.At(i))
	}
	if t.Len() == 1 {
		b.WriteByte(',')
	}
	b.WriteByte(')')
}
