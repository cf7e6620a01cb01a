package engine

// Rank is the number of top-level modes: len of a tuple, 1 for an integer.
func Rank(t IntTuple) int {
	if t.kind() == kindTuple {
		return len(t.elems)
	}
	return 1
}

// Depth is the nesting depth: 0 for an integer, 1 + max depth of the elements for a tuple.
func Depth(t IntTuple) int {
	if t.kind() != kindTuple {
		return 0
	}
	d := 0
	for _, e := range t.elems {
		d = max(d, Depth(e))
	}
	return d + 1
}

// Size is the product of all the integers of t (1 for the empty tuple).
func Size(t IntTuple) (n int, err error) {
	defer catch("size", &err)
	if t.HasUnderscore() {
		return 0, errorf("size", "invalid argument", "%s contains _", t)
	}
	return product(t), nil
}

// product is Size without the checks on `_`; it panics on overflow.
func product(t IntTuple) int {
	if t.kind() == kindInt {
		return t.v
	}
	p := 1
	for _, e := range t.elems {
		p = mul(p, product(e))
	}
	return p
}

// Get is get<I0,I1,...>(t): the element at the nested index path.
func Get(t IntTuple, idx ...int) (IntTuple, error) {
	cur := t
	for n, i := range idx {
		if cur.kind() != kindTuple {
			if i == 0 {
				continue // get<0>(x) == x for a non-tuple
			}
			return IntTuple{}, errorf("get", "index out of range", "index %d (position %d) of %s, which is not a tuple", i, n+1, cur)
		}
		if i < 0 || i >= len(cur.elems) {
			return IntTuple{}, errorf("get", "index out of range", "index %d (position %d) of %s of rank %d", i, n+1, cur, len(cur.elems))
		}
		cur = cur.elems[i]
	}
	return cur, nil
}

// Flatten removes all nesting: ((2,3),(4)) -> (2,3,4). An integer stays an integer.
func Flatten(t IntTuple) IntTuple {
	if t.kind() != kindTuple {
		return t
	}
	return tuple(flatLeaves(t))
}

// flatLeaves returns the integers of t in order (t itself if it is an integer).
func flatLeaves(t IntTuple) []IntTuple {
	return appendLeaves(make([]IntTuple, 0, countLeaves(t)), t)
}

// countLeaves is the number of integers (and `_`) of t.
func countLeaves(t IntTuple) int {
	if t.kind() != kindTuple {
		return 1
	}
	n := 0
	for _, e := range t.elems {
		n += countLeaves(e)
	}
	return n
}

// appendLeaves appends the integers (and `_`) of t to out, left to right.
func appendLeaves(out []IntTuple, t IntTuple) []IntTuple {
	if t.kind() != kindTuple {
		return append(out, t)
	}
	for _, e := range t.elems {
		out = appendLeaves(out, e)
	}
	return out
}

// appendLeafInts appends the values of the integers of t to out, left to right.
func appendLeafInts(out []int, t IntTuple) []int {
	if t.kind() != kindTuple {
		return append(out, t.v)
	}
	for _, e := range t.elems {
		out = appendLeafInts(out, e)
	}
	return out
}

// Congruent reports whether a and b have the same nesting profile.
func Congruent(a, b IntTuple) bool {
	if (a.kind() == kindTuple) != (b.kind() == kindTuple) {
		return false
	}
	if a.kind() != kindTuple {
		return true
	}
	if len(a.elems) != len(b.elems) {
		return false
	}
	for i := range a.elems {
		if !Congruent(a.elems[i], b.elems[i]) {
			return false
		}
	}
	return true
}

// Compatible is the weak partial order of the CuTe docs: a is compatible
// with b if size(a) == size(b) and every coordinate of a is a valid
// coordinate of b; that is, an integer of a may stand for a whole sub-tuple
// of b of the same size.
func Compatible(a, b IntTuple) bool {
	if a.kind() == kindTuple {
		if b.kind() != kindTuple || len(a.elems) != len(b.elems) {
			return false
		}
		for i := range a.elems {
			if !Compatible(a.elems[i], b.elems[i]) {
				return false
			}
		}
		return true
	}
	if a.kind() != kindInt {
		return false
	}
	n, err := Size(b)
	return err == nil && a.v == n
}

// zip transposes a tuple of tuples: ((a0,a1),(b0,b1)) -> ((a0,b0),(a1,b1)),
// as cute::zip does; a tuple whose first element is not a tuple is wrapped.
// When the first element is a tuple, every element must be a tuple of its
// rank (C++ static_asserts "Mismatched Ranks"; an integer element does not
// compile).
func zip(t IntTuple) (IntTuple, error) {
	if t.kind() != kindTuple {
		return t, nil
	}
	if len(t.elems) == 0 || t.elems[0].kind() != kindTuple {
		return Tuple(t), nil
	}
	r := len(t.elems[0].elems)
	for i, e := range t.elems {
		if e.kind() != kindTuple || len(e.elems) != r {
			return IntTuple{}, errorf("zip", "Mismatched Ranks", "element %d of %s is %s, not a tuple of rank %d like element 0", i, t, e, r)
		}
	}
	out := make([]IntTuple, r)
	for j := 0; j < r; j++ {
		col := make([]IntTuple, len(t.elems))
		for i, e := range t.elems {
			col[i] = e.elems[j]
		}
		out[j] = tuple(col)
	}
	return tuple(out), nil
}

// appendN pads t with x to rank n, as cute::append<N>: an integer with n == 1 stays.
func appendN(t IntTuple, n int, x IntTuple) IntTuple {
	if t.kind() != kindTuple {
		if n == 1 {
			return t
		}
		t = Tuple(t)
	}
	out := append([]IntTuple(nil), t.elems...)
	for len(out) < n {
		out = append(out, x)
	}
	return tuple(out)
}

// unwrap turns a rank-1 tuple into its element (once), as cute::unwrap on a tuple of one.
func unwrap(t IntTuple) IntTuple {
	for t.kind() == kindTuple && len(t.elems) == 1 {
		t = t.elems[0]
	}
	return t
}
