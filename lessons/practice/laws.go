package practice

import "github.com/cutetui/cutetui/engine"

// The generator asks only questions whose answers mean what the lessons
// say they mean. C++ CuTe (and so the engine) accepts some inputs where
// the algebra's laws fail: a composition whose modes each compose but
// whose whole is not A(B(i)), a divide whose tile and rest do not cover A.
// These checks find them, so those draws are discarded.

// composes reports whether r is the function A o B: r(i) = A(B(i)) for
// every index i of B, and, for a by-mode tiler, mode by mode.
func composes(a engine.Layout, b engine.Tiler, r engine.Layout) bool {
	switch b := b.(type) {
	case engine.ByMode:
		if r.Rank() != len(b) || a.Rank() < len(b) {
			return false
		}
		for i, bi := range b {
			ai, err1 := a.Mode(i)
			ri, err2 := r.Mode(i)
			if err1 != nil || err2 != nil || !composes(ai, bi, ri) {
				return false
			}
		}
		return true
	case engine.IntTuple:
		switch {
		case b.IsUnderscore():
			return sameFunction(a, r)
		case b.IsInt():
			l, err := engine.MakeLayout(b, engine.Int(1))
			return err == nil && composes(a, l, r)
		}
		return false
	case engine.Layout:
		if r.Size() != b.Size() {
			return false
		}
		for i := 0; i < b.Size(); i++ {
			bi, err := b.Eval(engine.Int(i))
			if err != nil {
				return false
			}
			x, err1 := a.Eval(engine.Int(bi))
			y, err2 := r.Eval(engine.Int(i))
			if err1 != nil || err2 != nil || x != y {
				return false
			}
		}
		return true
	}
	return false
}

// dividesExactly reports whether logical_divide(A, B) is A o (B, complement(B,
// size(A))) with the tile and its complement covering A exactly, mode by
// mode for a by-mode tiler.
func dividesExactly(a engine.Layout, b engine.Tiler) bool {
	switch b := b.(type) {
	case engine.ByMode:
		for i, bi := range b {
			ai, err := a.Mode(i)
			if err != nil || !dividesExactly(ai, bi) {
				return false
			}
		}
		return true
	case engine.IntTuple:
		switch {
		case b.IsUnderscore():
			return true
		case b.IsInt():
			l, err := engine.MakeLayout(b, engine.Int(1))
			return err == nil && dividesExactly(a, l)
		}
		return false
	case engine.Layout:
		c, err := engine.Complement(b, engine.Int(a.Size()))
		if err != nil {
			return false
		}
		t, err := engine.Concat(b, c)
		if err != nil || t.Size() != a.Size() {
			return false
		}
		r, err := engine.LogicalDivide(a, b)
		if err != nil {
			return false
		}
		return composes(a, t, r)
	}
	return false
}

// multiplies reports whether logical_product(A, B) is (A, complement(A,
// size(A)·cosize(B)) o B) with the second mode an exact composition.
func multiplies(a, b engine.Layout) bool {
	c, err := engine.Complement(a, engine.Int(a.Size()*b.Cosize()))
	if err != nil {
		return false
	}
	r, err := engine.LogicalProduct(a, b)
	if err != nil || r.Rank() != 2 {
		return false
	}
	r1, err := r.Mode(1)
	if err != nil {
		return false
	}
	return r.Size() == a.Size()*b.Size() && composes(c, b, r1)
}

// sameFunction reports whether a and b have the same size and values.
func sameFunction(a, b engine.Layout) bool {
	if a.Size() != b.Size() {
		return false
	}
	for i := 0; i < a.Size(); i++ {
		x, err1 := a.Eval(engine.Int(i))
		y, err2 := b.Eval(engine.Int(i))
		if err1 != nil || err2 != nil || x != y {
			return false
		}
	}
	return true
}

// isInjective reports whether l sends no two indices to the same offset.
func isInjective(l engine.Layout) bool {
	seen := make(map[int]bool, l.Size())
	for i := 0; i < l.Size(); i++ {
		v, err := l.Eval(engine.Int(i))
		if err != nil || seen[v] {
			return false
		}
		seen[v] = true
	}
	return true
}
