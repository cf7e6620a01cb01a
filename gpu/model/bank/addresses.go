package bank

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
)

// Smem is a shared-memory layout over elements of ElemBits bits: the
// composed layout Sw o off o L maps an element index i (0 <= i < size(L))
// to the element offset Sw(off + L(i)); a plain layout has Sw<0,0,0> and
// offset 0. Byte address of index i: Sw(off + L(i)) * ElemBits / 8, from a
// base aligned to 1024 bytes (as the 128-byte swizzles need).
type Smem struct {
	Layout   engine.ComposedLayout
	ElemBits int
}

// Plain is the smem layout l over elements of bits bits.
func Plain(l engine.Layout, bits int) Smem {
	return Smem{engine.MakeComposedLayout(engine.Swizzle{}, 0, l), bits}
}

// Size is the number of elements the layout indexes.
func (s Smem) Size() int { return s.Layout.Outer().Size() }

// String prints the layout, plain or composed.
func (s Smem) String() string {
	if s.Layout.Plain() {
		return s.Layout.Outer().String()
	}
	return s.Layout.String()
}

// Values is how many elements of s one thread's address covers in access
// a: a.Bytes*8 / ElemBits.
func (s Smem) Values(a Access) (int, error) {
	if s.ElemBits <= 0 || s.ElemBits > a.Bytes*8 || (a.Bytes*8)%s.ElemBits != 0 {
		return 0, fmt.Errorf("bank: %d-bit elements do not divide the %d bytes of %s", s.ElemBits, a.Bytes, a.Name)
	}
	return a.Bytes * 8 / s.ElemBits, nil
}

// DefaultTV is the thread-value layout (Threads, V):(V, 1): thread t's
// vector is the element indices t*V .. t*V+V-1 of the smem layout, V =
// Values(a). For ldmatrix this is the source layout of CuTe's LDSM atoms
// (thread t gives the row at bit 128*t), recast to elements.
func DefaultTV(s Smem, a Access) (engine.Layout, error) {
	v, err := s.Values(a)
	if err != nil {
		return engine.Layout{}, err
	}
	return engine.MakeLayout(engine.Tuple(engine.Int(a.Threads), engine.Int(v)), engine.Tuple(engine.Int(v), engine.Int(1)))
}

// Addresses are the byte addresses of access a on s, thread t's being that
// of element tv(t, 0). tv is a thread-value layout (thr, val) -> element
// index when it has rank 2 and its second mode V = Values(a) > 1 values,
// whose elements must then be contiguous in memory, s(tv(t,v)) =
// s(tv(t,0)) + v, as one vector instruction reads or writes them;
// otherwise it is a thread layout t -> element index (any shape, read at
// the 1-D index t) giving each thread's first element. Threads beyond
// a.Threads (an ldmatrix.x1 given a 32-thread layout) are ignored.
func Addresses(s Smem, a Access, tv engine.Layout) ([]int, error) {
	v, err := s.Values(a)
	if err != nil {
		return nil, err
	}
	// (thr,val) when the second mode holds the V values; otherwise the
	// whole layout is a thread layout, read at the 1-D index t.
	vals, pair := 1, false
	if tv.Rank() == 2 {
		if m1, _ := tv.Mode(1); m1.Size() == v && v > 1 {
			vals, pair = v, true
		}
	}
	threads := tv.Size()
	if pair {
		m0, _ := tv.Mode(0)
		threads = m0.Size()
	}
	if threads < a.Threads {
		return nil, fmt.Errorf("bank: %s needs %d threads' addresses; the thread layout %s gives %d (a thread-value layout (thr,val) has %d values of %d bits per thread)", a.Name, a.Threads, tv, threads, v, s.ElemBits)
	}
	if _, ok := s.Layout.Domain(); !ok {
		return nil, fmt.Errorf("bank: %s has no domain (its innermost layout is a swizzle): give a layout of the elements", s)
	}
	n := s.Size()
	offset := func(t, val int) (int, error) {
		crd := engine.Int(t)
		if pair {
			crd = engine.Tuple(engine.Int(t), engine.Int(val))
		}
		i, err := tv.Eval(crd)
		if err != nil {
			return 0, err
		}
		if i < 0 || i >= n {
			return 0, fmt.Errorf("bank: thread %d value %d: element index %d is outside the smem layout %s (size %d)", t, val, i, s, n)
		}
		return s.Layout.Eval(engine.Int(i))
	}
	addrs := make([]int, a.Threads)
	for t := range addrs {
		o, err := offset(t, 0)
		if err != nil {
			return nil, err
		}
		if o < 0 {
			return nil, fmt.Errorf("bank: thread %d: negative element offset %d", t, o)
		}
		for val := 1; val < vals; val++ {
			ov, err := offset(t, val)
			if err != nil {
				return nil, err
			}
			if ov != o+val {
				return nil, fmt.Errorf("bank: thread %d: value %d is at element offset %d, not %d: its %d values are not contiguous, so %s cannot access them at once", t, val, ov, o+val, vals, a.Name)
			}
		}
		bits, err := engine.MulInt(o, s.ElemBits)
		if err != nil {
			return nil, fmt.Errorf("bank: thread %d: element offset %d of %d-bit elements is beyond a 64-bit address", t, o, s.ElemBits)
		}
		if bits%(a.Bytes*8) != 0 {
			return nil, fmt.Errorf("bank: thread %d: element offset %d (byte %d) is not aligned to the %d bytes of %s", t, o, bits/8, a.Bytes, a.Name)
		}
		addrs[t] = bits / 8
	}
	return addrs, nil
}

// Conflicts simulates access a on s with thread-value layout tv (the
// default when tv is nil).
func Conflicts(s Smem, a Access, tv *engine.Layout) (Result, error) {
	var l engine.Layout
	if tv != nil {
		l = *tv
	} else {
		var err error
		if l, err = DefaultTV(s, a); err != nil {
			return Result{}, err
		}
	}
	addrs, err := Addresses(s, a, l)
	if err != nil {
		return Result{}, err
	}
	return Simulate(a, addrs)
}
