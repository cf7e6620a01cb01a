package value

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
)

// TypeValue is an element type named as a value: half_t in
// make_gmem_ptr<half_t>(0).
type TypeValue struct {
	Name string
	Bits int
}

// PointerValue is a typed address with nothing behind it, as
// make_gmem_ptr<T>, make_smem_ptr<T> or make_rmem_ptr<T> make one: the
// memory space ("gmem", "smem", "rmem"), the element type and the byte
// address. It prints as cute::print: gmem_ptr[16b](0x40), and a null
// address as glibc's %p prints it, (nil).
type PointerValue struct {
	Space string
	Type  TypeValue
	Addr  int
	// Swizzled marks a swizzle pointer, make_smem_ptr(p, Sw) (what
	// make_tensor of an smem pointer and a GMMA atom's Sw o
	// smem_ptr[Nb](unset) o L makes): it prints Sw<3,4,3>_smem_ptr[16b](...)
	// and moves by elements as the plain pointer does (an identity
	// swizzle Sw<0,M,S> makes the plain pointer).
	Swizzled bool
	Sw       engine.Swizzle
	Bit      int // a sub-byte pointer's bit index (engine.Pointer's Bit)
	Align    int // the DSL's assumed alignment in bytes (engine.Pointer's Align; 0: the element's)
}

// TensorValue is make_tensor(ptr, layout) of a pointer: the engine's
// Tensor of the pointer to element 0 (an engine.Pointer, or an
// engine.TmemPointer for TMEM) and the layout from coordinates to element
// offsets. It prints as cute::print: the pointer, " o ", the layout.
type TensorValue struct{ T engine.Tensor }

// NewTensor is the tensor value of the pointer p and the layout l.
func NewTensor(p PointerValue, l engine.Layout) TensorValue {
	return TensorValue{T: engine.MakeTensor(p.Iterator(), l)}
}

// P is the tensor's pointer, as a value.
func (v TensorValue) P() PointerValue { return FromIterator(v.T.Iter) }

func (TypeValue) Kind() Kind    { return KindType }
func (PointerValue) Kind() Kind { return KindPointer }
func (TensorValue) Kind() Kind  { return KindTensor }

func (v TypeValue) String() string       { return v.Name }
func (v TypeValue) StaticString() string { return v.Name }

func (v PointerValue) String() string       { return v.Iterator().String() }
func (v PointerValue) StaticString() string { return v.String() }

func (v TensorValue) String() string       { return v.T.String() }
func (v TensorValue) StaticString() string { return v.T.StaticString() }

func (TypeValue) Layout() (engine.Layout, bool)     { return engine.Layout{}, false }
func (PointerValue) Layout() (engine.Layout, bool)  { return engine.Layout{}, false }
func (v TensorValue) Layout() (engine.Layout, bool) { return v.T.Layout, true }

// Advance is the pointer moved by n elements (ptr + n in C++):
// engine.Pointer's Add, refused where the byte offset or the address
// would overflow 64 bits or the address would fall below 0.
func (v PointerValue) Advance(n int) (PointerValue, error) {
	p, err := v.Iterator().Add(n)
	if err != nil {
		return PointerValue{}, err
	}
	return FromIterator(p), nil
}

// Iterator is the engine's iterator of v: an engine.TmemPointer for a
// TMEM address (Space "tmem"), an engine.Pointer otherwise.
func (v PointerValue) Iterator() engine.Iterator {
	if v.Space == "tmem" {
		return engine.TmemPointer{Type: v.Type.Name, Bits: v.Type.Bits, Addr: uint32(v.Addr)}
	}
	return v.Pointer()
}

// Pointer is the engine's Pointer of v (not a TMEM address).
func (v PointerValue) Pointer() engine.Pointer {
	return engine.Pointer{Space: v.Space, Type: v.Type.Name, Bits: v.Type.Bits, Addr: v.Addr, Swizzled: v.Swizzled, Sw: v.Sw, Bit: v.Bit, Align: v.Align}
}

// FromPointer is the value of the engine's Pointer p.
func FromPointer(p engine.Pointer) PointerValue {
	return PointerValue{Space: p.Space, Type: TypeValue{Name: p.Type, Bits: p.Bits}, Addr: p.Addr, Swizzled: p.Swizzled, Sw: p.Sw, Bit: p.Bit, Align: p.Align}
}

// FromIterator is the value of a pointer iterator of the engine, an
// engine.Pointer or an engine.TmemPointer.
func FromIterator(it engine.Iterator) PointerValue {
	if t, ok := it.(engine.TmemPointer); ok {
		return PointerValue{Space: "tmem", Type: TypeValue{Name: t.Type, Bits: t.Bits}, Addr: int(t.Addr)}
	}
	return FromPointer(it.(engine.Pointer))
}

// Tensor is the engine's Tensor of v: its pointer's iterator (TMEM
// addresses included) and its layout.
func (v TensorValue) Tensor() engine.Tensor { return v.T }

// FromTensor is the value of the engine's tensor t of a pointer (an
// engine.Pointer or engine.TmemPointer iterator).
func FromTensor(t engine.Tensor) TensorValue {
	return TensorValue{T: t}
}

// CoordTensorValue is a counting tensor, make_identity_tensor(shape) or
// make_coord_tensor(L): the engine's Tensor of an ArithTuple iterator (a
// coordinate) and a layout with ScaledBasis strides, so that T(c) is the
// coordinate c itself. It prints as cute::print: ArithTuple(_0,_0) o
// (_64,_64):(_1@0,_1@1); a component of the coordinate a thread's
// partition moved is a run-time int (C++ prints it without the _).
type CoordTensorValue struct{ T engine.Tensor }

func (CoordTensorValue) Kind() Kind                    { return KindTensor }
func (v CoordTensorValue) String() string              { return v.T.String() }
func (v CoordTensorValue) StaticString() string        { return v.T.StaticString() }
func (CoordTensorValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// Basis is v's layout with its coprofile, the codomain's shape of _0s
// that its coordinate gives (atom.BasisLayoutOver).
func (v CoordTensorValue) Basis() atom.BasisLayout {
	b, _ := atom.BasisLayoutOver(v.T.Layout, v.coord()) // checked by FromCoordTensor
	return b
}

// coord is the iterator's coordinate.
func (v CoordTensorValue) coord() engine.IntTuple { return v.T.Iter.(engine.ArithTuple).Coord }

// Coords are the coordinate's components, left to right, and whether
// each is a run-time int.
func (v CoordTensorValue) Coords() (coord []int, moved []bool) {
	c := v.coord()
	leaves := []engine.IntTuple{c}
	if c.IsTuple() {
		leaves = engine.Flatten(c).Elems()
	}
	coord, moved = make([]int, len(leaves)), make([]bool, len(leaves))
	for i, x := range leaves {
		coord[i], moved[i] = x.Value(), x.IsDynamic()
	}
	return coord, moved
}

// Apply is the counting tensor of f applied to v's layout
// (engine.Tensor.Apply: the coordinate moved by f's ArithmeticTuple
// offset, with C++'s types), and that offset one int per direction.
func (v CoordTensorValue) Apply(f engine.TensorOp) (CoordTensorValue, []int, error) {
	r, err := v.T.Apply(f)
	if err != nil {
		return CoordTensorValue{}, nil, err
	}
	out, err := FromCoordTensor(r)
	if err != nil {
		return CoordTensorValue{}, nil, err
	}
	was, _ := v.Coords()
	now, _ := out.Coords()
	if len(now) != len(was) {
		return CoordTensorValue{}, nil, &engine.Error{Op: "ArithTuple", Cond: "mismatched codomain", Detail: r.StaticString()}
	}
	offs := make([]int, len(was))
	for j := range offs {
		offs[j] = now[j] - was[j]
	}
	return out, offs, nil
}

// FromCoordTensor is the value of the engine's counting tensor t (an
// ArithTuple iterator whose coordinate its layout's strides fit).
func FromCoordTensor(t engine.Tensor) (CoordTensorValue, error) {
	a, ok := t.Iter.(engine.ArithTuple)
	if !ok {
		return CoordTensorValue{}, &engine.Error{Op: "make_coord_tensor", Cond: "not a counting tensor", Detail: t.Iter.String()}
	}
	if _, err := atom.BasisLayoutOver(t.Layout, a.Coord); err != nil {
		return CoordTensorValue{}, err
	}
	return CoordTensorValue{T: t}, nil
}

// Marked is v with the components of its coordinate where moved[i]
// holds a run-time int, the others static.
func (v CoordTensorValue) Marked(moved []bool) CoordTensorValue {
	coord, _ := v.Coords()
	it := engine.ArithTuple{Coord: v.Basis().CoordTupleMarked(coord, moved)}
	return CoordTensorValue{T: engine.MakeTensor(it, v.T.Layout)}
}

// CoordTensorOf is the counting tensor of the basis layout b at the
// coordinate whose components are coord (moved[i]: a run-time int).
func CoordTensorOf(b atom.BasisLayout, coord []int, moved []bool) (CoordTensorValue, error) {
	l, err := b.Layout()
	if err != nil {
		return CoordTensorValue{}, err
	}
	return FromCoordTensor(engine.MakeTensor(engine.ArithTuple{Coord: b.CoordTupleMarked(coord, moved)}, l))
}

// BasisLayoutValue is a layout whose strides are ScaledBasis elements:
// make_identity_layout(shape), or layout(T) of a coordinate tensor. It
// prints as cute::print: (_4,_8):(_1@0,_1@1).
type BasisLayoutValue struct{ B atom.BasisLayout }

func (BasisLayoutValue) Kind() Kind                    { return KindBasisLayout }
func (v BasisLayoutValue) String() string              { return v.B.String() }
func (v BasisLayoutValue) StaticString() string        { return v.B.StaticString() }
func (BasisLayoutValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// BasisStrideValue is a stride written with ScaledBasis elements (the
// engine's IntTuple leaves k@i): E<0>{} (1@0), or make_stride(E<0>{},
// E<1>{}) ((1@0,1@1)); make_layout(shape, it) is a BasisLayoutValue.
type BasisStrideValue struct{ S engine.IntTuple }

func (BasisStrideValue) Kind() Kind                    { return KindBasisStride }
func (v BasisStrideValue) String() string              { return v.S.String() }
func (v BasisStrideValue) StaticString() string        { return v.S.StaticString() }
func (BasisStrideValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// GMMADescHostNote is what C++'s host build prints while it makes a GMMA
// descriptor: make_gmma_desc calls cast_smem_ptr_to_uint (arch/util.hpp),
// which off the device prints this and returns 0.
const GMMADescHostNote = "ERROR: cast_smem_ptr_to_uint not supported but used.\n"

// DescTensorValue is partition_fragment_A|B of a GMMA atom whose operand is
// read through a shared-memory descriptor: make_tensor of a
// GMMA::DescriptorIterator and the layout GMMADescLayout gives. It prints
// as C++ prints the statement that makes it, the host build's note first:
//
//	ERROR: cast_smem_ptr_to_uint not supported but used.
//	GMMA::DescriptorIterator o (_1,_2,_4):(_0,_512,_2)
//
// UMMA marks Blackwell's UMMA::DescriptorIterator (an SM100 _SS atom's).
type DescTensorValue struct {
	L    engine.Layout
	UMMA bool
}

func (DescTensorValue) Kind() Kind { return KindTensor }
func (v DescTensorValue) String() string {
	return GMMADescHostNote + engine.MakeTensor(engine.DescriptorIterator{UMMA: v.UMMA}, v.L).String()
}
func (v DescTensorValue) StaticString() string {
	return GMMADescHostNote + engine.MakeTensor(engine.DescriptorIterator{UMMA: v.UMMA}, v.L).StaticString()
}
func (v DescTensorValue) Layout() (engine.Layout, bool) { return v.L, true }

// NotedValue is a value read from a DescTensorValue (its layout, size,
// shape, ...): it prints with the host build's note before it, as C++
// prints a statement that makes the descriptor on the way.
type NotedValue struct {
	Note string
	V    Value
}

func (v NotedValue) Kind() Kind                    { return v.V.Kind() }
func (v NotedValue) String() string                { return v.Note + v.V.String() }
func (v NotedValue) StaticString() string          { return v.Note + v.V.StaticString() }
func (v NotedValue) Layout() (engine.Layout, bool) { return v.V.Layout() }
