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
	if d.v == 0 {
		return s, d, nil
	}
	if d.v%n != 0 && n%d.v != 0 {
		return IntTuple{}, IntTuple{}, errorf("upcast", "Divisibility condition", "stride %d and N = %d: neither divides the other", d.v, n)
	}
	shape := ceilDivInt(s.v, ceilDivInt(n, abs(d.v)))
	return Int(shape), Int(sign(d.v) * ceilDivInt(abs(d.v), n)), nil
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
	if !slices.Contains(appendLeafInts(nil, l.stride), 1) {
		return Layout{}, errorf("downcast", "Downcast requires adjacent elements", "%s has no stride-1 mode", l)
	}
	s := zipLeaves(l.shape, l.stride, func(s, d int) int {
		if d == 1 || d == -1 {
			return mul(s, n)
		}
		return s
	})
	d := l.stride.mapLeaves(func(d int) int {
		if d == 1 || d == -1 {
			return d
		}
		return mul(d, n)
	})
	return checked("downcast")(Layout{s, d}, nil)
}
