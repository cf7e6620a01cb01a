package engine

// Unflatten is tuple_algorithms.hpp's unflatten(flat, profile): the
// elements of flat regrouped as profile nests them, so that the result is
// congruent with profile and flattens back to flat. Every int of profile
// takes the next element of flat; flat must have exactly as many elements
// as profile has ints. unflatten((2,3,4),(1,(1,1))) = (2,(3,4)).
func Unflatten(flat, profile IntTuple) (r IntTuple, err error) {
	defer catch("unflatten", &err)
	elems := modesOf(flat)
	r, rest, err := unflatten(elems, profile)
	if err != nil {
		return IntTuple{}, err
	}
	if len(rest) != 0 {
		return IntTuple{}, errorf("unflatten", "rank(flat_remainder) == Int<0>{}", "%s has %d elements left over after filling the profile %s", flat, len(rest), profile)
	}
	return r, nil
}

// unflatten is detail::unflatten_impl: the part of flat that profile
// takes, and what remains.
func unflatten(flat []IntTuple, p IntTuple) (IntTuple, []IntTuple, error) {
	if p.kind() != kindTuple {
		if len(flat) == 0 {
			return IntTuple{}, nil, errorf("unflatten", "invalid argument", "the flat tuple has too few elements for the profile")
		}
		return flat[0], flat[1:], nil
	}
	out := make([]IntTuple, len(p.elems))
	for i, e := range p.elems {
		var err error
		if out[i], flat, err = unflatten(flat, e); err != nil {
			return IntTuple{}, nil, err
		}
	}
	return tuple(out), flat, nil
}

// UnflattenLayout is layout.hpp's unflatten(L, profile): L's shape and
// stride unflattened alike.
func UnflattenLayout(l Layout, profile IntTuple) (Layout, error) {
	s, err := Unflatten(l.shape, profile)
	if err != nil {
		return Layout{}, err
	}
	d, err := Unflatten(l.stride, profile)
	if err != nil {
		return Layout{}, err
	}
	return MakeLayout(s, d)
}
