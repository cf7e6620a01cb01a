package value

import (
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// DSLString is v as the CuTe DSL prints it: a Python tuple for an
// IntTuple, `(3, 8)`, `(4,)`, with None for `_`; a layout as CuTe prints
// it, `(4,8):(8,1)` (the notebooks' recorded output: no spaces); a swizzle
// S<B,M,S>, and so a composed layout `S<3,4,3> o 0 o (8,64):(64,1)`; a
// pointer `ptr<f16, gmem>` and a tensor of one `tensor<ptr<f16, gmem> o
// (8,8):(1,8)>`; atoms under the DSL's labels ("Tiled MMA", "Copy Atom",
// dsl_atom.go); anything else as String prints it.
func DSLString(v Value) string {
	if s, ok := dslAtomString(v); ok {
		return s
	}
	switch v := v.(type) {
	case TupleValue:
		var b strings.Builder
		writePyTuple(&b, v.T)
		return b.String()
	case LayoutValue:
		return engine.Sprint(v.L, engine.DSL)
	case SwizzleValue:
		return engine.Sprint(v.S, engine.DSL)
	case ComposedValue:
		return engine.Sprint(v.C, engine.DSL)
	case CoordTensorValue:
		if t, ok := strings.CutPrefix(v.String(), "ArithTuple"); ok {
			return "tensor<" + t + ">" // the DSL's coordinate tensor
		}
	case PointerValue:
		if p, ok := dslPointer(v); ok {
			return p
		}
	case TensorValue:
		if p, ok := dslPointer(v.P()); ok {
			return "tensor<" + p + " o " + engine.Sprint(v.T.Layout, engine.DSL) + ">"
		}
	case ComposedTensorValue:
		if p, ok := dslPointer(v.P); ok {
			return "tensor<" + p + " o " + DSLString(ComposedValue{C: v.C}) + ">"
		}
	case TypeValue:
		for dsl, cpp := range DSLTypes {
			if cpp == v.Name {
				return "cutlass." + dsl
			}
		}
	case ValuesValue:
		parts := make([]string, len(v.Vals))
		for i, x := range v.Vals {
			parts[i] = DSLString(x)
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
// space, and align<N> where the assumed alignment is not the element's
// own (cute.make_ptr's default; tensor<ptr<f16, smem, align<128>> o ...>).
// The address is a run-time value
// the DSL does not print. false for a pointer the DSL prints otherwise or
// has no spelling of here: a swizzle pointer, a TMEM address, an element
// type without an MLIR name.
func dslPointer(p PointerValue) (string, bool) {
	t := mlirTypeNames[p.Type.Name]
	switch {
	case t == "", p.Swizzled:
		return "", false
	case p.Space == "gmem", p.Space == "smem", p.Space == "rmem":
		if a := p.Align; a > 0 && a != max(1, p.Type.Bits/8) {
			return "ptr<" + t + ", " + p.Space + ", align<" + strconv.Itoa(a) + ">>", true
		}
		return "ptr<" + t + ", " + p.Space + ">", true
	}
	return "", false
}

// writePyTuple writes t as Python's repr of the tuple: elements after
// ", ", a rank-1 tuple with its trailing comma, `_` as None.
func writePyTuple(b *strings.Builder, t engine.IntTuple) {
	switch {
	case t.IsInt():
		b.WriteString(engine.Sprint(t, engine.DSL)) // ? for a dynamic integer
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

// DSLTypes are the DSL's element types (cutlass.Float16, ...) and the C++
// types they are; read only.
var DSLTypes = map[string]string{
	"Float16": "half_t", "BFloat16": "bfloat16_t", "Float32": "float", "TFloat32": "tfloat32_t", "Float64": "double",
	"Int8": "int8_t", "Uint8": "uint8_t", "Int16": "int16_t", "Uint16": "uint16_t",
	"Int32": "int32_t", "Uint32": "uint32_t", "Int64": "int64_t", "Uint64": "uint64_t",
	"Float8E4M3FN": "float_e4m3_t", "Float8E5M2": "float_e5m2_t",
}
