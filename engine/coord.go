package engine

// Idx2Crd is cute::idx2crd(c, shape): the natural coordinate of c in shape,
// colexicographically. c may be a 1-D index, an R-D coordinate or a natural
// coordinate; each integer is split by division and remainder over the
// sub-shape it addresses. The last mode is never wrapped:
// idx2crd(16,(3,(2,3))) = (1,(1,2)), idx2crd(20,(3,(2,3))) = (2,(0,3)).
// Traced, it records the division/remainder steps.
func Idx2Crd(c, shape IntTuple, tr ...*Trace) (r IntTuple, err error) {
	defer catch("idx2crd", &err)
	t := traceOf(tr)
	r, err = idx2crd(c, shape, t)
	if err == nil {
		evIdx2CrdResult{c, shape, r}.to(t)
	}
	return r, err
}

func idx2crd(c, s IntTuple, tr *Trace) (IntTuple, error) {
	if s.HasUnderscore() {
		return IntTuple{}, errorf("idx2crd", "invalid argument", "shape %s contains _", s)
	}
	switch c.kind() {
	case kindUnderscore:
		return IntTuple{}, errorf("idx2crd", "invalid argument", "_ is not a coordinate")
	case kindTuple:
		if s.kind() != kindTuple {
			return IntTuple{}, errorf("idx2crd", "Invalid parameters", "coordinate %s is a tuple but shape %s is an integer", c, s)
		}
		if len(c.elems) != len(s.elems) {
			return IntTuple{}, errorf("idx2crd", "Mismatched Ranks", "coordinate %s has rank %d, shape %s has rank %d", c, len(c.elems), s, len(s.elems))
		}
		out := make([]IntTuple, len(c.elems))
		for i := range c.elems {
			e, err := idx2crd(c.elems[i], s.elems[i], tr)
			if err != nil {
				return IntTuple{}, err
			}
			out[i] = e
		}
		return tuple(out), nil
	}
	if s.kind() != kindTuple {
		return c, nil
	}
	// An integer over a tuple: C++'s crd2idx(idx, shape,
	// make_basis_like(shape)), a divmod by each mode's size but the last's,
	// with C++'s types (x % _1 is _0; a static _0 stays _0 everywhere).
	n := len(s.elems)
	out := make([]IntTuple, n)
	cur := c
	for i, si := range s.elems {
		if i == n-1 {
			evIdx2CrdLast{&si, cur.v}.to(tr)
			done := tr.nest()
			e, err := idx2crd(cur, si, tr)
			done()
			if err != nil {
				return IntTuple{}, err
			}
			out[i] = e
			break
		}
		sz := productT(si)
		if sz.v == 0 {
			return IntTuple{}, errorf("idx2crd", "division by zero", "mode %d of %s has size 0", i, s)
		}
		evIdx2CrdDivide{cur.v, sz.v, i}.to(tr)
		q, r := Int(0), Int(0) // is_constant<0>: C++ skips the divmod
		if !isConstant(cur, 0) {
			r, _ = leafMod("idx2crd", cur, sz)
			q, _ = leafDiv("idx2crd", cur, sz)
		}
		done := tr.nest()
		e, err := idx2crd(r, si, tr)
		done()
		if err != nil {
			return IntTuple{}, err
		}
		out[i], cur = e, q
	}
	return tuple(out), nil
}

// Crd2Idx is cute::crd2idx(c, shape, stride): the inner product of the
// natural coordinate of c with stride. An integer coordinate addressing a
// tuple is split colexicographically, the last mode unwrapped. `_` counts as 0.
//
// Traced, it is written out as the documentation teaches it: the natural
// coordinate (Idx2Crd, its steps nested), then the inner product with the
// stride term by term; the two agree (TestTraceAgreesWithPlain).
func Crd2Idx(c, shape, stride IntTuple, tr ...*Trace) (n int, err error) {
	defer catch("crd2idx", &err)
	if !Congruent(shape, stride) {
		return 0, errorf("crd2idx", "Mismatched Ranks", "shape %s and stride %s are not congruent", shape, stride)
	}
	t := traceOf(tr)
	if t == nil {
		return crd2idx(c, shape, stride, nil)
	}
	if c.HasUnderscore() {
		return 0, errorf("crd2idx", "invalid coordinate", "%s contains _", c)
	}
	evCrd2IdxNatural{c, shape}.to(t)
	done := t.nest()
	nat, err := idx2crd(c, shape, t)
	done()
	if err != nil {
		return 0, err
	}
	evCrd2IdxNaturalIs{nat}.to(t)
	sum := innerProduct(Flatten(nat), Flatten(stride))
	evCrd2IdxInner{nat, stride, sum}.to(t)
	return sum, nil
}

func crd2idx(c, s, d IntTuple, tr *Trace) (int, error) {
	switch c.kind() {
	case kindUnderscore:
		return 0, nil
	case kindTuple:
		if s.kind() != kindTuple {
			return 0, errorf("crd2idx", "Invalid parameters", "coordinate %s is a tuple but shape %s is an integer", c, s)
		}
		if len(c.elems) != len(s.elems) {
			return 0, errorf("crd2idx", "Mismatched Ranks", "coordinate %s has rank %d, shape %s has rank %d", c, len(c.elems), s, len(s.elems))
		}
		sum := 0
		for i := range c.elems {
			v, err := crd2idx(c.elems[i], s.elems[i], d.elems[i], tr)
			if err != nil {
				return 0, err
			}
			sum = add(sum, v)
		}
		return sum, nil
	}
	if s.kind() != kindTuple {
		if d.kind() == kindBasis {
			return 0, errorf("crd2idx", "invalid stride", "%s is a ScaledBasis: the index is an ArithmeticTuple (Crd2Idx)", d.StaticString())
		}
		return mul(c.v, d.v), nil
	}
	sum, idx, n := 0, c.v, len(s.elems)
	for i, si := range s.elems {
		ci := idx
		if i < n-1 {
			sz := product(si)
			if sz == 0 {
				return 0, errorf("crd2idx", "division by zero", "mode %d of %s has size 0", i, s)
			}
			ci, idx = idx%sz, idx/sz
		}
		v, err := crd2idx(Int(ci), si, d.elems[i], tr)
		if err != nil {
			return 0, err
		}
		sum = add(sum, v)
	}
	return sum, nil
}
