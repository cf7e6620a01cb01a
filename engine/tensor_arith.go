package engine

// Counting tensors (tensor_impl.hpp, arithmetic_tuple.hpp): a tensor whose
// iterator is an ArithmeticTupleIterator, a coordinate, and whose layout
// has ScaledBasis strides, so that T(c) is the coordinate c itself:
// make_identity_tensor, make_coord_tensor, and TMA's get_tma_tensor.

// ArithTuple is ArithmeticTupleIterator: the coordinate an element of a
// counting tensor is, an integer, basis or ArithmeticTuple (tuple) with
// C++'s static and dynamic types. It prints ArithTuple(_0,_0).
type ArithTuple struct{ Coord IntTuple }

// Add is the iterator moved by the int n, coord_ + n: n = 0 moves
// nothing; any other n adds to an integer coordinate only (C++'s
// "ArithmeticTuple op+ error!" otherwise).
func (a ArithTuple) Add(n int) (Iterator, error) {
	if n == 0 {
		return a, nil
	}
	return a.AddArith(Int(n))
}

// AddArith is the iterator moved by the offset o (a crd2idx of basis
// strides): coord_ + o, an ArithmeticTuple sum.
func (a ArithTuple) AddArith(o IntTuple) (ArithTuple, error) {
	c, err := ArithAdd(a.Coord, o)
	if err != nil {
		return ArithTuple{}, err
	}
	return ArithTuple{c}, nil
}

// String prints the iterator as cute::print does, without the static `_`.
func (a ArithTuple) String() string { return "ArithTuple" + a.Coord.String() }

// StaticString prints the iterator as cute::print does: ArithTuple(_0,_0).
func (a ArithTuple) StaticString() string { return "ArithTuple" + a.Coord.StaticString() }

// Coprofile is coprofile(L) of layout.hpp: a tuple of _0s congruent with
// L's codomain, repeat_like(as_arithmetic_tuple(sum(stride(L))), _0):
// (_0,_0) for strides (1@0,1@1), _0 for integer strides.
func Coprofile(l Layout) (co IntTuple, err error) {
	defer catch("coprofile", &err)
	s, err := sumT(l.stride)
	if err != nil {
		return IntTuple{}, err
	}
	return zerosLike(asArithmeticTuple(s)), nil
}

// sumT is sum(t): _0 + every leaf, as ArithmeticTuples add.
func sumT(t IntTuple) (IntTuple, error) {
	if t.kind() != kindTuple {
		return arithAdd(Int(0), t)
	}
	s := Int(0)
	for _, e := range t.elems {
		x, err := sumT(e)
		if err != nil {
			return IntTuple{}, err
		}
		if s, err = arithAdd(s, x); err != nil {
			return IntTuple{}, err
		}
	}
	return s, nil
}

// zerosLike is repeat_like(t, _0), the tuples inside a basis's
// ArithmeticTuple included.
func zerosLike(t IntTuple) IntTuple {
	switch t.kind() {
	case kindTuple:
		return t.transform(zerosLike)
	case kindBasis:
		return zerosLike(asArithmeticTuple(t))
	}
	return Int(0)
}

// MakeBasisLike is make_basis_like(shape): E<i...> at each leaf of shape,
// i... its path (E<> for an integer shape).
func MakeBasisLike(shape IntTuple) IntTuple { return basisLike(shape, nil) }

func basisLike(t IntTuple, path []int) IntTuple {
	if t.kind() != kindTuple {
		return E(path...)
	}
	out := make([]IntTuple, len(t.elems))
	for i, e := range t.elems {
		out[i] = basisLike(e, append(path[:len(path):len(path)], i))
	}
	return tuple(out)
}

// MakeIdentityLayout is make_identity_layout(shape):
// make_layout(shape, make_basis_like(shape)), the layout that maps a
// coordinate to itself.
func MakeIdentityLayout(shape IntTuple) (Layout, error) {
	return MakeLayout(shape, MakeBasisLike(shape))
}

// MakeCoordTensor is make_coord_tensor(L):
// make_tensor(make_inttuple_iter(coprofile(L)), L).
func MakeCoordTensor(l Layout) (Tensor, error) {
	co, err := Coprofile(l)
	if err != nil {
		return Tensor{}, err
	}
	return Tensor{Iter: ArithTuple{co}, Layout: l}, nil
}

// MakeIdentityTensor is make_identity_tensor(shape):
// make_coord_tensor(make_identity_layout(shape)).
func MakeIdentityTensor(shape IntTuple) (Tensor, error) {
	l, err := MakeIdentityLayout(shape)
	if err != nil {
		return Tensor{}, err
	}
	return MakeCoordTensor(l)
}

// At is T(c) of a counting tensor: *(iter + layout(c)), the coordinate
// plus crd2idx(c), an ArithmeticTuple sum with C++'s types.
func (t Tensor) At(c IntTuple) (IntTuple, error) {
	a, ok := t.Iter.(ArithTuple)
	if !ok {
		return IntTuple{}, errorf("operator()", "a tensor without data", "T%s reads memory behind %s, which a tensor without data does not have", c, t.Iter)
	}
	x, err := t.Layout.Crd2Idx(c)
	if err != nil {
		return IntTuple{}, err
	}
	r, err := a.AddArith(x)
	if err != nil {
		return IntTuple{}, err
	}
	return r.Coord, nil
}
