package engine

// ShapeDiv is cute::shape_div(a, b): a divided by b, folding an integer b
// left to right through a tuple a. (3,6,2,8)/72 = (1,1,1,4);
// (8,10)/(2,5) = (4,2). Each integer step requires a%b == 0 or b%a == 0
// ("Static shape_div failure") and rounds a quotient of 0 away from zero.
// Traced, it records the running divisor.
func ShapeDiv(a, b IntTuple, tr ...*Trace) (r IntTuple, err error) {
	defer catch("shape_div", &err)
	t := traceOf(tr)
	r, err = shapeDiv(a, b, t)
	if err == nil {
		evShapeDivResult{a, b, r}.to(t)
	}
	return r, err
}

func shapeDiv(a, b IntTuple, tr *Trace) (IntTuple, error) {
	if a.kind() == kindUnderscore || b.kind() == kindUnderscore {
		return IntTuple{}, errorf("shape_div", "invalid argument", "_ is not a shape")
	}
	if a.kind() == kindTuple {
		if b.kind() == kindTuple {
			if len(a.elems) != len(b.elems) {
				return IntTuple{}, errorf("shape_div", "Mismatched ranks", "%s has rank %d, %s has rank %d", a, len(a.elems), b, len(b.elems))
			}
			out := make([]IntTuple, len(a.elems))
			for i := range a.elems {
				q, err := shapeDiv(a.elems[i], b.elems[i], tr)
				if err != nil {
					return IntTuple{}, err
				}
				out[i] = q
			}
			return tuple(out), nil
		}
		out := make([]IntTuple, len(a.elems))
		rest := b
		for i, ai := range a.elems {
			q, err := shapeDiv(ai, rest, nil)
			if err != nil {
				return IntTuple{}, err
			}
			nr, err := shapeDiv(rest, ai, nil)
			if err != nil {
				return IntTuple{}, err
			}
			evShapeDivMode{i, &ai, &rest}.to(tr)
			out[i], rest = q, nr
		}
		return tuple(out), nil
	}
	if b.kind() == kindTuple {
		return shapeDiv(a, productT(b), tr)
	}
	if a.dynamic() || b.dynamic() {
		return shapeDivDynamic(a, b)
	}
	return shapeDivInt(a.v, b.v)
}

// shapeDivDynamic is shape_div(a, b) of two integers, one of them
// dynamic: int_tuple.hpp checks no divisibility at run time and returns
// (a + b - _1) / b, of dynamic type.
func shapeDivDynamic(a, b IntTuple) (IntTuple, error) {
	if b.v == 0 {
		return IntTuple{}, errorf("shape_div", "division by zero", "%d / 0", a.v)
	}
	q := add(a.v, b.v-1) / b.v
	if q*b.v == a.v {
		return dynDiv(q, divQuo(a, b)), nil // exact: a's multiple divided by b
	}
	return DynInt(q), nil
}

func shapeDivInt(a, b int) (IntTuple, error) {
	if b == 0 {
		return IntTuple{}, errorf("shape_div", "division by zero", "%d / 0", a)
	}
	if a%b != 0 && b%a != 0 {
		return IntTuple{}, errorf("shape_div", "Static shape_div failure", "neither of %d and %d divides the other", a, b)
	}
	if q := a / b; q != 0 {
		return Int(q), nil
	}
	return Int(sign(a) * sign(b)), nil
}

func sign(a int) int {
	switch {
	case a > 0:
		return 1
	case a < 0:
		return -1
	}
	return 0
}

// ShapeMod is the `%` of the CuTe documentation: a % n keeps the first n
// elements of a in colexicographic order, left to right:
// (3,6,2,8) % 6 = (3,2,1,1), (6,2) % 12 = (6,2). Each step requires one of
// the mode and the running modulus to divide the other.
// Traced, it records the running modulus.
func ShapeMod(a IntTuple, n int, tr ...*Trace) (r IntTuple, err error) {
	defer catch("shape_mod", &err)
	t := traceOf(tr)
	r, err = shapeMod(a, n, t)
	if err == nil {
		evShapeModResult{a, n, r}.to(t)
	}
	return r, err
}

func shapeMod(a IntTuple, n int, tr *Trace) (IntTuple, error) {
	switch a.kind() {
	case kindUnderscore:
		return IntTuple{}, errorf("shape_mod", "invalid argument", "_ is not a shape")
	case kindInt:
		if n <= 0 || a.v <= 0 {
			return IntTuple{}, errorf("shape_mod", "invalid argument", "%d %% %d needs positive operands", a.v, n)
		}
		if a.v%n != 0 && n%a.v != 0 {
			return IntTuple{}, errorf("shape_mod", "Shape Divisibility Condition", "neither of %d and %d divides the other", a.v, n)
		}
		return Int(min(a.v, n)), nil
	}
	out := make([]IntTuple, len(a.elems))
	rest := n
	for i, ai := range a.elems {
		m, err := shapeMod(ai, rest, nil)
		if err != nil {
			return IntTuple{}, err
		}
		nr, err := shapeDivInt(rest, product(ai))
		if err != nil {
			return IntTuple{}, err
		}
		evShapeModMode{i, rest, &ai}.to(tr)
		out[i], rest = m, nr.v
	}
	return tuple(out), nil
}

// ceilDivProduct is product(ceil_div(a, b)) for an integer b, without
// building the tuple: cute::ceil_div divides a tuple a left to right, the
// divisor shrinking as each mode uses it up (ceil_div(rest, mode)).
func ceilDivProduct(a IntTuple, b int) int {
	if a.kind() != kindTuple {
		return ceilDivInt(a.v, b)
	}
	p, rest := 1, b
	for _, ai := range a.elems {
		p = mul(p, ceilDivProduct(ai, rest))
		rest = ceilDivInt(rest, product(ai))
	}
	return p
}

func ceilDivInt(a, b int) int { return (add(a, b) - 1) / b }

// PrefixProduct is cute::prefix_product: the exclusive prefix products of
// the integers of t, keeping its nesting: (3,(2,3)) -> (1,(3,6)).
func PrefixProduct(t IntTuple) (r IntTuple, err error) {
	defer catch("prefix_product", &err)
	if t.HasUnderscore() {
		return IntTuple{}, errorf("prefix_product", "invalid argument", "%s contains _", t)
	}
	r, _ = prefixProduct(t, 1)
	return r, nil
}

// prefixProduct returns the prefix products of t starting at init, and the
// running product after t.
func prefixProduct(t IntTuple, init int) (IntTuple, int) {
	if t.kind() != kindTuple {
		return Int(init), mul(init, t.v)
	}
	out := make([]IntTuple, len(t.elems))
	cur := init
	for i, e := range t.elems {
		out[i], cur = prefixProduct(e, cur)
	}
	return tuple(out), cur
}

// compactColMajor is cute::compact_col_major(shape, start): the strides of a
// column-major layout of shape whose first stride is start. As in C++
// (detail::compact), a mode of size 1 gets stride 0 and does not advance the
// product: compact_col_major((2,1,3)) = (1,0,2), so make_layout((2,1,3)) is
// (2,1,3):(1,0,2). PrefixProduct, which has no such rule, differs there.
func compactColMajor(shape IntTuple, start int) IntTuple {
	r, _ := compactMajor(shape, false, Int(start))
	return r
}

// InnerProduct is the sum of the products of corresponding integers of two
// congruent tuples.
func InnerProduct(a, b IntTuple) (r IntTuple, err error) {
	defer catch("inner_product", &err)
	if !Congruent(a, b) {
		return IntTuple{}, errorf("inner_product", "Mismatched ranks", "%s and %s are not congruent", a, b)
	}
	if a.HasUnderscore() || b.HasUnderscore() {
		return IntTuple{}, errorf("inner_product", "invalid argument", "_ is not an integer")
	}
	return innerProductT(a, b), nil
}

// innerProductT is inner_product with C++'s types: (_0 + ... + a_i*b_i).
func innerProductT(a, b IntTuple) IntTuple {
	if a.kind() != kindTuple {
		return leafMul(a, b)
	}
	s := Int(0)
	for i := range a.elems {
		s = s.add(innerProductT(a.elems[i], b.elems[i]))
	}
	return s
}

func innerProduct(a, b IntTuple) int {
	if a.kind() != kindTuple {
		return mul(a.v, b.v)
	}
	s := 0
	for i := range a.elems {
		s = add(s, innerProduct(a.elems[i], b.elems[i]))
	}
	return s
}
