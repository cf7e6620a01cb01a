package engine

import "slices"

// Upcast is cute::upcast<N>(L): the layout of L over elements N times
// wider. A stride-1 mode shrinks its shape by N; every other stride is
// divided by N (rounding up), shapes shrinking by ⌈N/|d|⌉. Stride-0 modes
// stay. C++ requires d % N == 0 or N % d == 0 ("Divisibility condition").
func Upcast(l Layout, n int) (r Layout, err error) {
	defer catch("upcast", &err)
	if n < 1 {
		return Layout{}, errorf("upcast", "invalid argument", "N = %d must be positive", n)
	}
	s, d, err := upcast(l.shape, l.stride, n)
	if err != nil {
		return Layout{}, err
	}
	return checked("upcast")(Layout{s, d}, nil)
}

// upcast is layout.hpp's upcast<N>(shape, stride), mode by mode with
// C++'s types: a static-0 stride stays; a static stride d (N and d
// dividing one another) makes ceil_div(s, ceil_div(_N, |d|)) :
// signum(d) * ceil_div(|d|, _N); a dynamic stride is assumed a multiple
// of N, the shape kept and the stride d / _N.
func upcast(s, d IntTuple, n int) (IntTuple, IntTuple, error) {
	if s.kind() == kindTuple {
		ss, ds := make([]IntTuple, len(s.elems)), make([]IntTuple, len(s.elems))
		for i := range s.elems {
			var err error
			if ss[i], ds[i], err = upcast(s.elems[i], d.elems[i], n); err != nil {
				return IntTuple{}, IntTuple{}, err
			}
		}
		return tuple(ss), tuple(ds), nil
	}
	N := Int(n)
	switch {
	case isConstant(d, 0):
		return s, d, nil
	case d.dynamic():
		q, err := leafDiv("upcast", d, N)
		return s, q, err
	}
	if d.v == 0 || d.v%n != 0 && n%d.v != 0 {
		return IntTuple{}, IntTuple{}, errorf("upcast", "Divisibility condition", "stride %d and N = %d: neither divides the other", d.v, n)
	}
	k, err := leafCeilDiv("upcast", N, leafAbs(d))
	if err != nil {
		return IntTuple{}, IntTuple{}, err
	}
	shape, err := leafCeilDiv("upcast", s, k)
	if err != nil {
		return IntTuple{}, IntTuple{}, err
	}
	q, err := leafCeilDiv("upcast", leafAbs(d), N)
	if err != nil {
		return IntTuple{}, IntTuple{}, err
	}
	return shape, leafMul(leafSignum(d), q), nil
}

// Downcast is cute::downcast<N>(L): the layout of L over elements N times
// narrower. A stride ±1 mode grows its shape by N; every other stride is
// multiplied by N. C++ requires a stride-1 mode ("Downcast requires
// adjacent elements").
func Downcast(l Layout, n int) (r Layout, err error) {
	defer catch("downcast", &err)
	if n < 1 {
		return Layout{}, errorf("downcast", "invalid argument", "N = %d must be positive", n)
	}
	if !hasInt1(l.stride) {
		return Layout{}, errorf("downcast", "Downcast requires adjacent elements", "%s has no stride-1 mode", l)
	}
	s, d := downcast(l.shape, l.stride, Int(n))
	return checked("downcast")(Layout{s, d}, nil)
}

// downcast is layout.hpp's downcast<N>(shape, stride), mode by mode with
// C++'s types: a static ±1 stride multiplies its shape by _N, any other
// stride is multiplied by _N.
func downcast(s, d, N IntTuple) (IntTuple, IntTuple) {
	if s.kind() == kindTuple {
		ss, ds := make([]IntTuple, len(s.elems)), make([]IntTuple, len(s.elems))
		for i := range s.elems {
			ss[i], ds[i] = downcast(s.elems[i], d.elems[i], N)
		}
		return tuple(ss), tuple(ds)
	}
	if isConstant(d, 1) || isConstant(d, -1) {
		return leafMul(s, N), d
	}
	return s, leafMul(d, N)
}

// hasInt1 is C++'s has_int1<T>: a static _1 occurs in t.
func hasInt1(t IntTuple) bool {
	if t.kind() == kindTuple {
		return slices.ContainsFunc(t.elems, hasInt1)
	}
	return isConstant(t, 1)
}
