package engine

// ElemScale is int_tuple.hpp's elem_scale(a, b): a tuple of a's profile,
// each int of a multiplied by the product of the part of b it pairs with.
// A tuple a is taken mode by mode against the modes of b (b must have
// a's rank); an int a is a * product(b).
// elem_scale((2,3),(4,(2,3))) = (8,18).
func ElemScale(a, b IntTuple) (r IntTuple, err error) {
	defer catch("elem_scale", &err)
	if a.HasUnderscore() || b.HasUnderscore() {
		return IntTuple{}, errorf("elem_scale", "invalid argument", "_ is not an integer")
	}
	return elemScale(a, b)
}

func elemScale(a, b IntTuple) (IntTuple, error) {
	if a.kind() != kindTuple {
		return leafMul(a, productT(b)), nil
	}
	if b.kind() != kindTuple || len(b.elems) != len(a.elems) {
		return IntTuple{}, errorf("elem_scale", "Mismatched Ranks", "%s has rank %d but %s has rank %d", a, len(a.elems), b, Rank(b))
	}
	out := make([]IntTuple, len(a.elems))
	for i := range a.elems {
		e, err := elemScale(a.elems[i], b.elems[i])
		if err != nil {
			return IntTuple{}, err
		}
		out[i] = e
	}
	return tuple(out), nil
}
