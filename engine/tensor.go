package engine

import (
	"errors"
	"fmt"
)

// A Tensor is CuTe's Tensor<Engine,Layout> without data: an iterator (where
// element 0 is) and a layout (coordinate -> element offset from it), as
// tensor_impl.hpp builds one with make_tensor(iter, layout). T(c) is the
// element at iter + layout(c); a slice T(_,c) is the tensor of iter +
// offset and the sliced layout.
type Tensor struct {
	Iter   Iterator
	Layout Layout
}

// Iterator is a tensor's iterator: it prints as cute::print prints it, and
// Add moves it by n elements (iter + n).
type Iterator interface {
	Add(n int) (Iterator, error)
	String() string
}

// MakeTensor is make_tensor(iter, layout).
func MakeTensor(it Iterator, l Layout) Tensor { return Tensor{Iter: it, Layout: l} }

// String prints the tensor as cute::print does: iterator " o " layout.
func (t Tensor) String() string { return t.Iter.String() + " o " + t.Layout.String() }

// StaticString is String with every integer of the layout static (_4),
// and of the iterator where it has a static form (ArithTuple(_0,_0)).
func (t Tensor) StaticString() string {
	it := t.Iter.String()
	if s, ok := t.Iter.(interface{ StaticString() string }); ok {
		it = s.StaticString()
	}
	return it + " o " + t.Layout.StaticString()
}

// Pointer is a typed address (pointer_base.hpp, pointer.hpp): a
// gmem_ptr, smem_ptr or rmem_ptr of elements of Bits bits, or, with Space
// "", a plain T* (a register array's). An smem pointer may carry a
// swizzle (make_smem_ptr(p, Sw), pointer_swizzle.hpp), which acts on the
// byte address it points to and leaves its arithmetic alone. It prints as
// C++ prints it: gmem_ptr[16b](0x40), Sw<3,4,3>_smem_ptr[16b](0x0),
// ptr[32b](0x7f0000000000), a null address as glibc's %p: (nil).
type Pointer struct {
	Space    string // "gmem", "smem", "rmem" or "" for a plain T*
	Type     string // the element type as C++ names it
	Bits     int    // sizeof_bits of the element type
	Addr     int    // byte address of element 0
	Swizzled bool   // a swizzle pointer (smem only)
	Sw       Swizzle
	// Bit is, for a sub-byte element type (Bits < 8: C++'s
	// subbyte_iterator), the bit index of element 0 in the byte at Addr
	// (pointer_subbyte.go).
	Bit int
	// Align is the alignment in bytes the address is known to have, the
	// CuTe DSL's assumed_align (make_ptr's, printed align<N>); 0 is the
	// element's own. Moving the pointer by k bytes keeps gcd(Align, k).
	Align int
}

// Add is p + n, refused where the byte offset or the address would
// overflow 64 bits, fall below 0, or not be a whole byte.
func (p Pointer) Add(n int) (Iterator, error) {
	if p.Bits < 8 {
		return p.addSubbyte(n)
	}
	bits, err := MulInt(n, p.Bits)
	if err != nil {
		return nil, fmt.Errorf("an offset of %d %d-bit elements overflows 64 bits", n, p.Bits)
	}
	if bits%8 != 0 {
		return nil, fmt.Errorf("an offset of %d %d-bit elements is not a whole byte", n, p.Bits)
	}
	addr, err := AddInt(p.Addr, bits/8)
	if err != nil || addr < 0 {
		return nil, fmt.Errorf("the address 0x%x moved by %d %d-bit elements is outside 0 to 2^63-1", p.Addr, n, p.Bits)
	}
	p.Addr = addr
	if p.Align > 0 && bits != 0 {
		p.Align = gcd(p.Align, bits/8)
	}
	return p, nil
}

func (p Pointer) String() string {
	addr := "(nil)"
	if p.Addr != 0 {
		addr = fmt.Sprintf("0x%x", p.Addr)
	}
	s := fmt.Sprintf("ptr[%db](%s)", p.Bits, addr)
	if p.Bits < 8 {
		s = fmt.Sprintf("subptr[%db](%s.%d)", p.Bits, addr, p.Bit) // print(subbyte_iterator)
	}
	if p.Space != "" {
		s = p.Space + "_" + s
	}
	if p.Swizzled {
		s = p.Sw.String() + "_" + s
	}
	return s
}

// DescriptorIterator is GMMA::DescriptorIterator (mma_sm90_desc.hpp), or
// with UMMA Blackwell's UMMA::DescriptorIterator (mma_sm100_desc.hpp): the
// iterator of an operand read from shared memory through a 64-bit matrix
// descriptor. Moving it adds to the descriptor's start address; C++
// prints only its name.
type DescriptorIterator struct{ UMMA bool }

// Add is the iterator moved by n: it prints the same.
func (d DescriptorIterator) Add(int) (Iterator, error) { return d, nil }
func (d DescriptorIterator) String() string {
	if d.UMMA {
		return "UMMA::DescriptorIterator"
	}
	return "GMMA::DescriptorIterator"
}

// Apply is the tensor of f applied to its layout: f's layout, the
// iterator moved by f's offset. Every partition of a tensor is one. A
// counting tensor's offset is an ArithmeticTuple, which the slice ending
// f reports with its layout (ArithOffsetError).
func (t Tensor) Apply(f TensorOp) (Tensor, error) {
	l, off, err := f(t.Layout)
	if a, ok := t.Iter.(ArithTuple); ok && err != nil {
		if ae := (*ArithOffsetError)(nil); errors.As(err, &ae) {
			it, err := a.AddArith(ae.Offset)
			if err != nil {
				return Tensor{}, err
			}
			return Tensor{Iter: it, Layout: ae.Sub}, nil
		}
	}
	if err != nil {
		return Tensor{}, err
	}
	it, err := t.Iter.Add(off)
	if err != nil {
		return Tensor{}, err
	}
	return Tensor{Iter: it, Layout: l}, nil
}

// TensorOp is an operation of tensor_impl.hpp stated on a tensor's
// layout: the new layout and the offset (in elements) its iterator moves.
// Tensors of any iterator, a coordinate tensor's ScaledBasis layout one
// direction at a time included, apply the same TensorOp.
type TensorOp func(Layout) (Layout, int, error)

// SliceOp is T(c) with a _ in c: slice_and_offset(c, layout).
func SliceOp(c IntTuple) TensorOp {
	return func(l Layout) (Layout, int, error) { return l.Slice(c) }
}

// Slice is T(c) of a coordinate c with underscores: the tensor of the
// iterator moved to layout(c without the _ modes) and the sliced layout.
func (t Tensor) Slice(c IntTuple) (Tensor, error) { return t.Apply(SliceOp(c)) }

// DomainOffsetOp is domain_offset(c, T): the same layout, the iterator
// moved to layout(c).
func DomainOffsetOp(c IntTuple) TensorOp {
	return func(l Layout) (Layout, int, error) {
		if l.stride.HasBasis() {
			// A counting tensor's coordinate moves by the ArithmeticTuple
			// layout(c), with C++'s types (a run-time 0 included).
			o, err := l.SliceOffset(c)
			if err != nil {
				return Layout{}, 0, relabel(err, "domain_offset")
			}
			return l, 0, &ArithOffsetError{Op: "domain_offset", Offset: o, Sub: l}
		}
		off, err := l.Eval(c)
		return l, off, err
	}
}

// DomainOffset is domain_offset(c, T) of tensor_impl.hpp:
// make_tensor(T.data() + T.layout()(c), T.layout()).
func DomainOffset(c IntTuple, t Tensor) (Tensor, error) { return t.Apply(DomainOffsetOp(c)) }

// Recast is recast<NewType>(T) of a pointer tensor (tensor_impl.hpp):
// recast_ptr<NewType> of the pointer (the same address, and the same
// swizzle, which acts on byte addresses) and recast_layout<Old,New> of the
// layout: with the widths' ratio new/old = n/d in lowest terms,
// downcast<d>(upcast<n>(layout)), a step of 1 left out.
func Recast(t Tensor, typ string, bits int) (Tensor, error) {
	p, ok := t.Iter.(Pointer)
	if !ok {
		return Tensor{}, errorf("recast", "a tensor of a pointer", "the iterator is %s", t.Iter)
	}
	if bits <= 0 || p.Bits <= 0 {
		return Tensor{}, errorf("recast", "element widths must be positive", "%d and %d bits", p.Bits, bits)
	}
	g := gcdInt(bits, p.Bits)
	n, d := bits/g, p.Bits/g
	l := t.Layout
	var err error
	if n != 1 {
		if l, err = Upcast(l, n); err != nil {
			return Tensor{}, err
		}
	}
	if d != 1 {
		if l, err = Downcast(l, d); err != nil {
			return Tensor{}, err
		}
	}
	if p.Bits < 8 && bits >= 8 && p.Bit != 0 { // recast_ptr of a subbyte_iterator: raw_pointer_cast
		return Tensor{}, errorf("recast", "assert(x.idx_ == 0)", "a sub-byte pointer at bit %d of its byte (%s) cast to %d-bit elements", p.Bit, p, bits)
	}
	p.Type, p.Bits = typ, bits
	return Tensor{Iter: p, Layout: l}, nil
}

func gcdInt(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
