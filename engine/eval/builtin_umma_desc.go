package eval

import (
	"fmt"
	"slices"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Blackwell's UMMA descriptors (arch/mma_sm100_desc.hpp):
// UMMA::make_umma_desc<Major>(tensor), the 64-bit shared-memory
// descriptor of an operand tile, and UMMA::make_instr_desc<...>() and
// make_instr_desc_block_scaled<...>(), the 32-bit instruction
// descriptors. C++ has no print for these unions; a value prints its word
// and then every field of the union's struct, as C++ reads them
// (d.start_address_, d.m_dim_, ...), with the field's bits [lo,hi) and,
// where the header names the code, the name of its enumerator.

var ummaDescBuiltins = []builtin{
	{name: "make_umma_desc",
		doc:       "UMMA's SmemDescriptor of a rank-2 shared-memory tile: start address >> 4, leading and stride byte offsets in 16-byte units, version 1, layout type from the pointer's swizzle",
		overloads: []overload{{use: "make_umma_desc<UMMA::Major::K|MN>(tensor)", typeParams: true, fn: fnMakeUMMADesc}}},
	{name: "make_instr_desc",
		doc:       "the InstrDescriptor of a dense UMMA: the formats of A, B and C, M >> 4, N >> 3, the majors (UMMA::Major::K|MN), negations (UMMA::ScaleIn::One|Neg) and saturation (UMMA::Saturate::False|True)",
		overloads: []overload{{use: "make_instr_desc<A,B,C,M,N,a_maj,b_maj[,a_neg,b_neg,sat,sparse,shift]>()", typeParams: true, fn: fnMakeInstrDesc}}},
	{name: "make_instr_desc_block_scaled",
		doc:       "the InstrDescriptorBlockScaled of a block-scaled UMMA: the formats of A and B, the scale format of SF, M >> 4, N >> 3, the majors (UMMA::Major::K|MN) and negations (UMMA::ScaleIn::One|Neg)",
		overloads: []overload{{use: "make_instr_desc_block_scaled<A,B,C,SF,M,N,a_maj,b_maj[,a_neg,b_neg,sp]>()", typeParams: true, fn: fnMakeInstrDescBlockScaled}}},
}

// UMMAEnumValue is an enumerator of namespace UMMA written as a template
// argument: UMMA::Major::K, UMMA::ScaleIn::Neg, UMMA::Saturate::True,
// UMMA::MaxShift::NoShift. Val is its value in the header.
type UMMAEnumValue struct {
	Enum, Name string
	Val        uint32
}

func (UMMAEnumValue) Kind() value.Kind              { return value.KindType }
func (v UMMAEnumValue) String() string              { return "UMMA::" + v.Enum + "::" + v.Name }
func (v UMMAEnumValue) StaticString() string        { return v.String() }
func (UMMAEnumValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// ummaEnums are the enumerators of the enums UMMA's descriptor makers
// take, with their values (enum class Major, ScaleIn, Saturate, MaxShift).
var ummaEnums = map[string]map[string]uint32{
	"Major":    {"K": 0, "MN": 1},
	"ScaleIn":  {"One": 0, "Neg": 1},
	"Saturate": {"False": 0, "True": 1},
	"MaxShift": {"NoShift": 0, "MaxShift8": 1, "MaxShift16": 2, "MaxShift32": 3},
}

// ummaEnumOf reads UMMA::Enum::Name; ok is false for a name outside
// namespace UMMA's enums.
func ummaEnumOf(n *TypeLit) (value.Value, bool, error) {
	rest, found := strings.CutPrefix(n.Name, "UMMA::")
	enum, name, two := strings.Cut(rest, "::")
	vals, known := ummaEnums[enum]
	if !found || !two || !known {
		return nil, false, nil
	}
	v, ok := vals[name]
	if !ok || len(n.Args) > 0 {
		names := make([]string, 0, len(vals))
		for k := range vals {
			names = append(names, "UMMA::"+enum+"::"+k)
		}
		slices.Sort(names)
		return nil, true, errorf(n.At, "%s is not an enumerator of UMMA::%s (%s)", n.TypeString(), enum, strings.Join(names, ", "))
	}
	return UMMAEnumValue{Enum: enum, Name: name, Val: v}, true, nil
}

// ummaFormatTypes are the numeric types UMMA's descriptors encode that
// the element types (make_smem_ptr<T>'s) do not hold, with their widths:
// the sub-byte floats and the scale-factor types.
var ummaFormatTypes = map[string]int{
	"float_e2m1_t": 4, "float_e2m3_t": 6, "float_e3m2_t": 6, "float_ue4m3_t": 8, "float_ue8m0_t": 8,
}

// UMMATypeValue is a numeric type of ummaFormatTypes named as a template
// argument of make_instr_desc or make_instr_desc_block_scaled.
type UMMATypeValue struct{ Name string }

func (UMMATypeValue) Kind() value.Kind              { return value.KindType }
func (v UMMATypeValue) String() string              { return v.Name }
func (v UMMATypeValue) StaticString() string        { return v.Name }
func (UMMATypeValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// ummaFormatName is the enumerator to_UMMAFormat, to_CFormat or
// to_ScaleFormat gives type t, for the printed field list.
var ummaFormatName = map[string]string{
	"half_t": "F16", "bfloat16_t": "BF16", "tfloat32_t": "TF32", "uint8_t": "UINT8", "int8_t": "INT8",
	"float_e4m3_t": "E4M3", "float_e5m2_t": "E5M2", "float_e2m3_t": "E2M3", "float_e3m2_t": "E3M2",
	"float_e2m1_t": "E2M1", "float_ue4m3_t": "UE4M3", "float_ue8m0_t": "UE8M0",
}

var ummaCFormatName = map[string]string{"half_t": "F16", "float": "F32", "int32_t": "S32"}

// UMMASmemDescValue is an UMMA::SmemDescriptor. T is the shared-memory
// tensor it was made of, for views that draw the tile beside the
// descriptor (nil when unknown).
type UMMASmemDescValue struct {
	D uint64
	T *value.TensorValue
}

func (UMMASmemDescValue) Kind() value.Kind              { return value.KindType }
func (v UMMASmemDescValue) StaticString() string        { return v.String() }
func (UMMASmemDescValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// String is the 64-bit word and the union's fields.
func (v UMMASmemDescValue) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "UMMA::SmemDescriptor: 0x%016x", v.D)
	for _, f := range atom.UMMASmemFields(v.D) {
		note := ""
		switch f.Name {
		case "start_address_", "leading_byte_offset_", "stride_byte_offset_":
			note = fmt.Sprintf(" (%d bytes)", f.Value<<4)
		case "layout_type_":
			if s := atom.UMMALayoutTypeName(f.Value); s != "" {
				note = " (" + s + ")"
			}
		}
		writeUMMAField(&b, f, 20, note)
	}
	return b.String()
}

// UMMAInstrDescValue is an UMMA::InstrDescriptor, or an
// InstrDescriptorBlockScaled when BlockScaled; A, B, C and SF are the
// types it was made of (SF only when BlockScaled), for the enumerator
// names of the format fields.
type UMMAInstrDescValue struct {
	D           uint32
	BlockScaled bool
	A, B, C, SF string
	AMaj, BMaj  string
}

func (UMMAInstrDescValue) Kind() value.Kind              { return value.KindType }
func (v UMMAInstrDescValue) StaticString() string        { return v.String() }
func (UMMAInstrDescValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// String is the 32-bit word and the union's fields.
func (v UMMAInstrDescValue) String() string {
	var b strings.Builder
	name := "InstrDescriptor"
	if v.BlockScaled {
		name = "InstrDescriptorBlockScaled"
	}
	fmt.Fprintf(&b, "UMMA::%s: 0x%08x", name, v.D)
	for _, f := range atom.UMMAInstrFields(v.D, v.BlockScaled) {
		note := ""
		switch f.Name {
		case "a_format_":
			note = ummaFormatName[v.A]
		case "b_format_":
			note = ummaFormatName[v.B]
		case "c_format_":
			note = ummaCFormatName[v.C]
		case "scale_format_":
			note = ummaFormatName[v.SF]
		case "a_major_":
			note = v.AMaj
		case "b_major_":
			note = v.BMaj
		case "m_dim_":
			note = fmt.Sprintf("M = %d", f.Value<<4)
		case "n_dim_":
			note = fmt.Sprintf("N = %d", f.Value<<3)
		}
		if note != "" {
			note = " (" + note + ")"
		}
		writeUMMAField(&b, f, 14, note)
	}
	return b.String()
}

// writeUMMAField writes one line: the field's name padded to width, its
// bits [lo,hi) and its value.
func writeUMMAField(b *strings.Builder, f atom.UMMAField, width int, note string) {
	fmt.Fprintf(b, "\n  %-*s [%2d,%2d): %d%s", width, f.Name, f.Lo, f.Lo+f.Width, f.Value, note)
}

func fnMakeUMMADesc(c *callCtx) (value.Value, error) {
	m, ok := c.args[0].(UMMAEnumValue)
	if !ok || m.Enum != "Major" || c.call.Types != 1 {
		return nil, c.want(0, "the major mode as a template argument: make_umma_desc<UMMA::Major::K>(tensor)")
	}
	t, ok := c.args[1].(value.TensorValue)
	if !ok {
		return nil, c.want(1, "a shared-memory tensor (make_tensor(make_smem_ptr<T>(addr), layout))")
	}
	if t.P().Space != "smem" {
		return nil, c.failf(1, "UMMA Descriptors can only be constructed on smem.: the tensor's pointer is %s", t.P())
	}
	sw, err := engine.NewSwizzle(0, 4, 3)
	if err != nil {
		return nil, err
	}
	if t.P().Swizzled {
		sw = t.P().Sw
	}
	d, err := atom.UMMASmemDesc(t.T.Layout, t.P().Type.Bits, sw, t.P().Addr, m.Name)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return UMMASmemDescValue{D: d, T: &t}, nil
}

// instrArgs reads the template arguments the two instruction descriptor
// makers share: types (a, b, c[, sf]), then M, N, the majors and the
// negations; i is where M is.
type instrArgs struct {
	types      []string
	m, n       int
	aMaj, bMaj UMMAEnumValue
	aNeg, bNeg bool
	next       int // the argument after the negations
}

func (c *callCtx) instrArgs(nTypes, most int) (instrArgs, error) {
	var r instrArgs
	if c.call.Types != len(c.args) {
		return r, errorf(c.call.Fun.Pos(), "%s takes template arguments only, none in its (); usage: %s", c.name, c.b.sig)
	}
	if n := len(c.args); n < nTypes+4 || n > most {
		return r, errorf(c.call.Fun.Pos(), "%s takes %d to %d template arguments, got %d; usage: %s", c.name, nTypes+4, most, n, c.b.sig)
	}
	for i := 0; i < nTypes; i++ {
		switch t := c.args[i].(type) {
		case value.TypeValue:
			r.types = append(r.types, t.Name)
		case UMMATypeValue:
			r.types = append(r.types, t.Name)
		default:
			return r, c.want(i, "a numeric type (half_t, float_e4m3_t, float_e2m1_t, ...)")
		}
	}
	var err error
	if r.m, err = c.int(nTypes); err != nil {
		return r, err
	}
	if r.n, err = c.int(nTypes + 1); err != nil {
		return r, err
	}
	enum := func(i int, enum string, def UMMAEnumValue) (UMMAEnumValue, error) {
		if i >= len(c.args) {
			return def, nil
		}
		v, ok := c.args[i].(UMMAEnumValue)
		if !ok || v.Enum != enum {
			return v, c.want(i, "an enumerator of UMMA::"+enum)
		}
		return v, nil
	}
	maj := UMMAEnumValue{Enum: "Major"}
	one := UMMAEnumValue{Enum: "ScaleIn", Name: "One"}
	i := nTypes + 2
	if r.aMaj, err = enum(i, "Major", maj); err != nil {
		return r, err
	}
	if r.bMaj, err = enum(i+1, "Major", maj); err != nil {
		return r, err
	}
	a, err := enum(i+2, "ScaleIn", one)
	if err != nil {
		return r, err
	}
	b, err := enum(i+3, "ScaleIn", one)
	if err != nil {
		return r, err
	}
	r.aNeg, r.bNeg, r.next = a.Val == 1, b.Val == 1, i+4
	return r, nil
}

// notSparse refuses is_sparse = true at argument i: the sparse
// descriptors are not modelled.
func (c *callCtx) notSparse(i int) error {
	if i >= len(c.args) {
		return nil
	}
	v, err := c.int(i)
	if err != nil || v != 0 && v != 1 {
		return c.want(i, "is_sparse, a bool (false)")
	}
	if v == 1 {
		return c.failf(i, "is_sparse = true: the sparse UMMA descriptors (sparse_flag_, the metadata id) are not modelled; only the dense ones are")
	}
	return nil
}

func fnMakeInstrDesc(c *callCtx) (value.Value, error) {
	r, err := c.instrArgs(3, 12)
	if err != nil {
		return nil, err
	}
	sat := false
	if r.next < len(c.args) {
		v, ok := c.args[r.next].(UMMAEnumValue)
		if !ok || v.Enum != "Saturate" {
			return nil, c.want(r.next, "an enumerator of UMMA::Saturate")
		}
		sat = v.Val == 1
	}
	if err := c.notSparse(r.next + 1); err != nil {
		return nil, err
	}
	if i := r.next + 2; i < len(c.args) {
		v, ok := c.args[i].(UMMAEnumValue)
		if !ok || v.Enum != "MaxShift" {
			return nil, c.want(i, "an enumerator of UMMA::MaxShift")
		}
		if v.Val != 0 {
			return nil, c.failf(i, "%s: the weight-stationary shift (max_shift_) is not modelled; only UMMA::MaxShift::NoShift is", v)
		}
	}
	d, err := atom.UMMAInstrDesc(r.types[0], r.types[1], r.types[2], r.m, r.n, r.aMaj.Val == 1, r.bMaj.Val == 1, r.aNeg, r.bNeg, sat)
	if err != nil {
		return nil, c.formatErr(err)
	}
	return UMMAInstrDescValue{D: d, A: r.types[0], B: r.types[1], C: r.types[2], AMaj: r.aMaj.Name, BMaj: r.bMaj.Name}, nil
}

func fnMakeInstrDescBlockScaled(c *callCtx) (value.Value, error) {
	r, err := c.instrArgs(4, 11)
	if err != nil {
		return nil, err
	}
	if err := c.notSparse(r.next); err != nil {
		return nil, err
	}
	d, err := atom.UMMAInstrDescBlockScaled(r.types[0], r.types[1], r.types[3], r.m, r.n, r.aMaj.Val == 1, r.bMaj.Val == 1, r.aNeg, r.bNeg)
	if err != nil {
		return nil, c.formatErr(err)
	}
	return UMMAInstrDescValue{D: d, BlockScaled: true, A: r.types[0], B: r.types[1], C: r.types[2], SF: r.types[3], AMaj: r.aMaj.Name, BMaj: r.bMaj.Name}, nil
}

// formatErr is the static_assert of a type the descriptor has no format
// for, at the type it is about: C's (CFormat), SF's (ScaleFormat), else
// A's.
func (c *callCtx) formatErr(err error) error {
	msg := strings.TrimPrefix(err.Error(), c.name+": ")
	switch {
	case strings.Contains(msg, "CFormat"):
		return c.failf(2, "%s", msg)
	case strings.Contains(msg, "ScaleFormat"):
		return c.failf(3, "%s", msg)
	}
	return c.failf(0, "%s", msg)
}
