// Package value holds the values of the statement language (package
// eval): their kinds, how each prints (as cute::print, plain or with
// C++'s static markers), what each can be drawn as (the layout it holds),
// how large each is, and how two compare.
package value

import (
	"strconv"

	"github.com/cutetui/cutetui/engine"
)

// Kind says what sort of value a Value is.
type Kind int

const (
	KindInt         Kind = iota // 42
	KindTuple                   // (2,(1,6)), (24)
	KindUnderscore              // _
	KindLayout                  // (4,3):(1,4)
	KindTiler                   // <3:3,(2,4):(1,8)>
	KindSwizzle                 // Sw<3,3,3>
	KindComposed                // Sw<3,3,3> o 0 o (8,64):(64,1)
	KindBool                    // true, false
	KindText                    // print_layout's table
	KindPair                    // slice_and_offset's (layout,offset)
	KindMajor                   // LayoutLeft{}, LayoutRight{}: make_layout's order tags
	KindMMAAtom                 // MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}
	KindTiledMMA                // make_tiled_mma(...)
	KindThrMMA                  // mma.get_slice(i)
	KindCopyAtom                // Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}
	KindTiledCopy               // make_tiled_copy(...)
	KindThrCopy                 // copy.get_slice(i)
	KindType                    // half_t: an element type, make_gmem_ptr<half_t>'s argument
	KindPointer                 // make_gmem_ptr<half_t>(0): a typed address, nothing behind it
	KindTensor                  // make_tensor(ptr, layout): a pointer and a layout
	KindOffset                  // smem_ptr_flag_bits<16>{}: a composed layout's offset placeholder
	KindBank                    // bank_conflicts(...): the bank model's phases
	KindBasisLayout             // make_identity_layout(shape): a layout with ScaledBasis strides
	KindBasisStride             // E<0>{}, make_stride(E<0>{}, E<1>{}): ScaledBasis strides
	KindValues                  // (tiler_mn, layout_tv): the DSL's tuple of values of several kinds
	KindCopyOp                  // cute.nvgpu.CopyUniversalOp(): the DSL's copy operation, before its element type
)

var kindNames = [...]string{
	KindInt:         "int",
	KindTuple:       "tuple",
	KindUnderscore:  "underscore",
	KindLayout:      "layout",
	KindTiler:       "tiler",
	KindSwizzle:     "swizzle",
	KindComposed:    "composed layout",
	KindBool:        "bool",
	KindText:        "text",
	KindPair:        "pair",
	KindMajor:       "layout tag",
	KindMMAAtom:     "MMA atom",
	KindTiledMMA:    "TiledMMA",
	KindThrMMA:      "ThrMMA",
	KindCopyAtom:    "copy atom",
	KindTiledCopy:   "TiledCopy",
	KindThrCopy:     "ThrCopy",
	KindType:        "type",
	KindPointer:     "pointer",
	KindTensor:      "tensor",
	KindOffset:      "offset",
	KindBank:        "bank conflicts",
	KindBasisLayout: "basis layout",
	KindBasisStride: "basis stride",
	KindValues:      "tuple of values",
	KindCopyOp:      "copy operation",
}

func (k Kind) String() string { return kindNames[k] }

// Value is the result of an expression. String prints it as cute::print
// does with the `_` prefixes removed; StaticString prints CuTe's static
// form (`_12:_1`). Layout gives the layout a value holds, if any.
type Value interface {
	Kind() Kind
	String() string
	StaticString() string
	Layout() (engine.Layout, bool)
}

// TupleValue is an IntTuple: an int, a tuple or the underscore.
type TupleValue struct{ T engine.IntTuple }

// LayoutValue is a layout Shape:Stride.
type LayoutValue struct{ L engine.Layout }

// TilerValue is a by-mode tiler <T0,T1,...>.
type TilerValue struct{ T engine.ByMode }

// SwizzleValue is Sw<B,M,S>.
type SwizzleValue struct{ S engine.Swizzle }

// ComposedValue is a composed layout A o Offset o B, A and B each a
// layout, swizzle or composed layout.
type ComposedValue struct{ C engine.ComposedLayout }

// BoolValue is the answer of a predicate such as congruent.
type BoolValue bool

// TextValue is printed output: print_layout's table, with the layout it
// shows (so that Layout still finds it). Static, when set, is the text as
// C++ prints it with static integers (its title `(_2,_3):(_3,_1)`).
// Composed, when set, is the composed (swizzled) layout the table shows; L
// is then its outer layout.
type TextValue struct {
	Text     string
	L        engine.Layout
	Static   string
	Composed *engine.ComposedLayout
}

// PairValue is slice_and_offset's result: the sub-layout and the offset.
// Composed, when set, is the sub-layout of a composed layout that stays
// composed (L is then its layout).
type PairValue struct {
	L        engine.Layout
	Off      int
	DynOff   bool // the offset is a run-time int (C++'s int, printed without `_`)
	Composed *engine.ComposedLayout
}

func (v TupleValue) Kind() Kind {
	switch {
	case v.T.IsInt():
		return KindInt
	case v.T.IsUnderscore():
		return KindUnderscore
	}
	return KindTuple
}
func (LayoutValue) Kind() Kind   { return KindLayout }
func (TilerValue) Kind() Kind    { return KindTiler }
func (SwizzleValue) Kind() Kind  { return KindSwizzle }
func (ComposedValue) Kind() Kind { return KindComposed }
func (BoolValue) Kind() Kind     { return KindBool }
func (TextValue) Kind() Kind     { return KindText }
func (PairValue) Kind() Kind     { return KindPair }

func (v TupleValue) String() string       { return v.T.String() }
func (v TupleValue) StaticString() string { return v.T.StaticString() }

func (v LayoutValue) String() string       { return v.L.String() }
func (v LayoutValue) StaticString() string { return v.L.StaticString() }

func (v TilerValue) String() string       { return engine.TilerString(v.T, engine.Plain) }
func (v TilerValue) StaticString() string { return engine.TilerString(v.T, engine.Static) }

func (v SwizzleValue) String() string       { return v.S.String() }
func (v SwizzleValue) StaticString() string { return v.S.String() }

func (v ComposedValue) String() string { return v.C.String() }

// StaticString prints `Sw<3,3,3> o _0 o (_8,_64):(_64,_1)`, as cute::print
// (a nested composed layout flat, `_32:_1 o _-32 o Sw<2,3,-3>`).
func (v ComposedValue) StaticString() string { return v.C.StaticString() }

// String prints a bool as cute::print prints C++'s static bool_constant
// (print(C<v>) is "_" then the bool promoted to int): "_1" and "_0", so
// "1" and "0" without the static marker.
func (v BoolValue) String() string {
	if v {
		return "1"
	}
	return "0"
}
func (v BoolValue) StaticString() string { return "_" + v.String() }

func (v TextValue) String() string { return v.Text }
func (v TextValue) StaticString() string {
	if v.Static != "" {
		return v.Static
	}
	return v.Text
}

func (v PairValue) String() string {
	if v.Composed != nil {
		return "(" + v.Composed.String() + "," + strconv.Itoa(v.Off) + ")"
	}
	return "(" + v.L.String() + "," + strconv.Itoa(v.Off) + ")"
}
func (v PairValue) StaticString() string {
	off := engine.Int(v.Off)
	if v.DynOff {
		off = engine.DynInt(v.Off)
	}
	if v.Composed != nil {
		return "(" + (ComposedValue{*v.Composed}).StaticString() + "," + off.StaticString() + ")"
	}
	return "(" + v.L.StaticString() + "," + off.StaticString() + ")"
}

func (TupleValue) Layout() (engine.Layout, bool)    { return engine.Layout{}, false }
func (v LayoutValue) Layout() (engine.Layout, bool) { return v.L, true }
func (TilerValue) Layout() (engine.Layout, bool)    { return engine.Layout{}, false }
func (SwizzleValue) Layout() (engine.Layout, bool)  { return engine.Layout{}, false }
func (ComposedValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }
func (BoolValue) Layout() (engine.Layout, bool)     { return engine.Layout{}, false }
func (v TextValue) Layout() (engine.Layout, bool)   { return v.L, true }
func (v PairValue) Layout() (engine.Layout, bool)   { return v.L, true }

// Equal reports whether a and b are the same value: same kind and the same
// printed form (printing is canonical, so this is structural equality).
// Layouts that differ in form but agree as functions are not Equal; see
// SameFunction.
func Equal(a, b Value) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.Kind() == b.Kind() && a.String() == b.String()
}

// MajorValue is C++'s LayoutLeft{} (GenColMajor{}) or LayoutRight{}
// (GenRowMajor{}): the order tag of make_layout(shape, tag).
type MajorValue struct{ Right bool }

func (v MajorValue) String() string {
	if v.Right {
		return "LayoutRight{}"
	}
	return "LayoutLeft{}"
}
func (MajorValue) Kind() Kind                    { return KindMajor }
func (v MajorValue) StaticString() string        { return v.String() }
func (MajorValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// Major is the engine's name of the tag.
func (v MajorValue) Major() engine.Major {
	if v.Right {
		return engine.LayoutRight
	}
	return engine.LayoutLeft
}

// OffsetValue is a composed layout's offset that is not an integer:
// smem_ptr_flag_bits<B>{}, GMMA's placeholder for an unset shared-memory
// pointer of B-bit elements, printed smem_ptr[Bb](unset).
type OffsetValue struct{ O engine.Offset }

func (OffsetValue) Kind() Kind                    { return KindOffset }
func (v OffsetValue) String() string              { return v.O.String() }
func (v OffsetValue) StaticString() string        { return v.O.StaticString() }
func (OffsetValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }
