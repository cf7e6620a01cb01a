package engine

import "errors"

// Static and dynamic integers. C++ CuTe carries an integer's staticness in
// its type (Int<4> against int), and the algebra branches on it with
// is_static, is_constant and if constexpr; cutetui carries it as a mark on
// the leaf (DynInt) and follows the same branches. The arithmetic of
// integral_constant.hpp: an operation of two static integers is static, of
// a dynamic one dynamic, except C++'s "mixed static-dynamic special cases",
// where a static operand decides the result: _0 * x = x * _0 = _0.
//
// The static/dynamic branches of layout.hpp, int_tuple.hpp and
// integral_constant.hpp that the engine follows (each checked against g++
// by internal/crosscheck's TestCutlassDynamic):
//   - arithmetic: _0 * x = x * _0 = _0 and _0 / x = _0 (leafMul, leafDiv);
//     otherwise static op static is static (ceil_div, min, abs, signum, +).
//   - product (size) and cosize: folds from _1 and _0 (productT, cosizeT).
//   - compact_major (make_layout(shape)): a _1 mode gets _0, a dynamic 1
//     the running product; the product stays static while its factors are.
//   - coalesce, coalesce_x, bw_coalesce: a mode is dropped only when its
//     shape is _1 (is_constant<1>), the first mode replaced only when it
//     is _1, and two modes merged only when the front of the result has a
//     static shape and s*d == d' is a constant true (both sides static);
//     a result of one mode _1 is _1:_0, of one dynamic 1 that mode.
//   - filter_zeros: a mode's shape becomes _1 only where its stride is _0.
//   - coalesce(shape): runs of one kind multiplied (coalesceShape).
//   - composition_impl: the static-stride-0 and integral-LHS shortcuts,
//     is_constant<1> of next_shape and rest_shape, the stride and shape
//     divisibility conditions checked only on static integers, the last
//     mode dropped only when rest_shape is _1.
//   - complement: the _0-stride special case, "Dynamic-stride complement
//     only for rank-1 layouts", "Non-injective" only for a constant 0.
//   - logical_divide/product and their zipped, tiled, flat, blocked and
//     raked forms: built of the above (size(A)*cosize(B) with its type).
//   - right_inverse leaves dynamic strides out and keeps a mode only
//     while its stride is the constant extent so far; left_inverse
//     refuses dynamic strides (a static_assert).
//   - max_common_layout and max_common_vector keep the common layout's
//     first mode only when its shape is static and its stride the
//     constant _1 (TestCutlassDynamicCommon, with slices).
//   - tile_to_shape: the repeat counts ceil_div(target, block) with C++'s
//     types; the division asserted only for a static target, which a
//     dynamic block cannot satisfy (a static_assert).
//
// A ScaledBasis leaf (basis.go) reads as not static, so that layouts of
// basis strides take these general walks, which carry it as C++ does.
//
//   - shape_div and ceil_div: of two static integers checked and static;
//     otherwise (a + b - _1) / b, dynamic; product_each, elem_scale and
//     inner_product (_0 + ... + a_i * b_i) with the same types
//     (TestCutlassDynamicShapeDiv).
//
//   - upcast and downcast: layout.hpp's branches on a static-0, static
//     or dynamic stride (upcast) and a static ±1 stride (downcast);
//     has_int1 asks for a static _1.
//   - a layout or composed layout called on a coordinate: crd2idx with
//     C++'s types, a run-time int where B(c) is one; through Sw o 0 o B
//     the composition, divides, coalesce and tile_to_shape act on B
//     (TestCutlassDynamicComposed).
//
// The dynamic walks are traced step by step (derivation_dynamic.go), their
// integers printed with C++'s markers, each step saying where a dynamic
// integer made C++ take another branch.

// errDynamic is what a static walk answers when it meets a dynamic
// integer, for its caller to take the dynamic walk instead.
var errDynamic = errors.New("engine: a dynamic integer in a static walk")

// isConstant is C++'s is_constant<v, T>: t is the static integer v.
func isConstant(t IntTuple, v int) bool { return t.elems == nil && t.v == v }

// leafMul is a * b of two integers, static when C++'s is: both static, or
// either the static 0.
func leafMul(a, b IntTuple) IntTuple {
	if a.kind() == kindBasis || b.kind() == kindBasis {
		return basisMul(a, b)
	}
	p := mul(a.v, b.v)
	if isConstant(a, 0) || isConstant(b, 0) || !a.dynamic() && !b.dynamic() {
		return Int(p)
	}
	return dynDiv(p, divMul(a, b))
}

// constantEqual reports whether a == b is C++'s constant true: both
// static and equal (a dynamic operand makes == a run-time bool). A basis
// equals only a basis of its path (arithmetic_tuple.hpp's operator==).
func constantEqual(a, b IntTuple) bool {
	if ab, bb := a.kind() == kindBasis, b.kind() == kindBasis; ab || bb {
		return ab && bb && samePath(a, b) && !a.dynamic() && !b.dynamic() && a.v == b.v
	}
	return !a.dynamic() && !b.dynamic() && a.v == b.v
}

// static2 reports whether an operation of a and b is static by C++'s
// general rule: both operands are.
func static2(a, b IntTuple) bool { return !a.dynamic() && !b.dynamic() }

// mark is v with the mark C++'s type would give it: static or dynamic.
func mark(v int, static bool) IntTuple {
	if static {
		return Int(v)
	}
	return DynInt(v)
}

// leafAbs is abs(a): static of a static a; of a basis, its value's.
func leafAbs(a IntTuple) IntTuple {
	if a.kind() == kindBasis {
		return a.withValue(leafAbs(a.BasisValue()))
	}
	if a.dynamic() {
		return dynDiv(abs(a.v), a.Divisibility())
	}
	return Int(abs(a.v))
}

// leafSignum is signum(a): static of a static a.
func leafSignum(a IntTuple) IntTuple { return mark(sign(a.v), !a.dynamic()) }

// leafCeilDiv is ceil_div(a, b) of two integers, (a + b - _1) / b: static
// when both are. A zero divisor, which C++ divides by at run time, is
// refused.
func leafCeilDiv(op string, a, b IntTuple) (IntTuple, error) {
	if b.v == 0 {
		return IntTuple{}, errorf(op, "division by zero", "ceil_div(%d, 0)", a.v)
	}
	if static2(a, b) {
		return Int(ceilDivInt(a.v, b.v)), nil
	}
	return dynDiv(ceilDivInt(a.v, b.v), divQuo(a, b)), nil
}

// leafDiv is a / b of two integers: static when both are, and _0 / x is
// _0. A zero divisor is refused.
func leafDiv(op string, a, b IntTuple) (IntTuple, error) {
	if b.v == 0 {
		return IntTuple{}, errorf(op, "division by zero", "%d / 0", a.v)
	}
	if static2(a, b) || isConstant(a, 0) {
		return Int(a.v / b.v), nil
	}
	return dynDiv(a.v/b.v, divQuo(a, b)), nil
}

// leafMod is a % b of two integers: static when both are, and, as
// integral_constant.hpp's mixed cases, _0 % x and x % _1 (or _-1) are the
// static _0. A zero divisor is refused.
func leafMod(op string, a, b IntTuple) (IntTuple, error) {
	if b.v == 0 {
		return IntTuple{}, errorf(op, "division by zero", "%d %% 0", a.v)
	}
	if static2(a, b) || isConstant(a, 0) || isConstant(b, 1) || isConstant(b, -1) {
		return Int(a.v % b.v), nil
	}
	return dynDiv(a.v%b.v, gcd(a.Divisibility(), b.Divisibility())), nil
}

// leafMin is min(a, b): static when both are.
func leafMin(a, b IntTuple) IntTuple {
	if static2(a, b) {
		return Int(min(a.v, b.v))
	}
	return dynDiv(min(a.v, b.v), gcd(a.Divisibility(), b.Divisibility()))
}

// productT is product(t), C++'s fold (Int<1>{} * ... * product(v)):
// static when every integer is, or when one is the static 0.
func productT(t IntTuple) IntTuple {
	if t.kind() != kindTuple {
		return t
	}
	p := Int(1)
	for _, e := range t.elems {
		p = leafMul(p, productT(e))
	}
	return p
}

// ceilDivT is ceil_div(a, b) of an IntTuple a and an integer b: by the
// leaves of a, b folded through a's modes as int_tuple.hpp folds it.
func ceilDivT(op string, a, b IntTuple) (IntTuple, error) {
	if a.kind() != kindTuple {
		return leafCeilDiv(op, a, b)
	}
	out := make([]IntTuple, len(a.elems))
	rest := b
	for i, ai := range a.elems {
		r, err := ceilDivT(op, ai, rest)
		if err != nil {
			return IntTuple{}, err
		}
		out[i] = r
		if rest, err = leafCeilDiv(op, rest, productT(ai)); err != nil {
			return IntTuple{}, err
		}
	}
	return tuple(out), nil
}

// coalesceShape is coalesce(shape) of layout.hpp: the flattened shape with
// each run of integers of one kind (static or dynamic) multiplied into
// one; a single integer is that integer.
func coalesceShape(t IntTuple) IntTuple {
	leaves := flatLeaves(t)
	if len(leaves) == 0 {
		return t
	}
	out := leaves[:1]
	for _, a := range leaves[1:] {
		if b := out[len(out)-1]; b.dynamic() == a.dynamic() {
			out[len(out)-1] = leafMul(b, a)
		} else {
			out = append(out, a)
		}
	}
	if len(out) == 1 {
		return out[0]
	}
	return tuple(out)
}

// cosizeT is cosize(L) of layout.hpp, size(coshape(L)) =
// inner_product(shape - _1, abs(stride)) + _1, each integer with C++'s
// type: static when every term is ((s-_1)*|d| is _0 for a _1 shape).
func cosizeT(l Layout) IntTuple {
	return cosizeTerms(Int(0), l.shape, l.stride).add(Int(1))
}

// cosizeTerms adds (s-_1)*abs(d) to c for each mode s:d of the congruent
// s and d.
func cosizeTerms(c, s, d IntTuple) IntTuple {
	if s.kind() != kindTuple {
		return c.add(leafMul(mark(s.v-1, !s.dynamic()), leafAbs(d)))
	}
	for i := range s.elems {
		c = cosizeTerms(c, s.elems[i], d.elems[i])
	}
	return c
}

// add is a + b of two integers: static when both are.
func (a IntTuple) add(b IntTuple) IntTuple {
	if static2(a, b) {
		return Int(add(a.v, b.v))
	}
	return dynDiv(add(a.v, b.v), gcd(a.Divisibility(), b.Divisibility()))
}

// SizeOf is size(t) with C++'s type: the product of t's integers, static
// when every one is (or one is _0), as C++'s size(make_shape(int(4),_8{}))
// is the dynamic 32. (Size answers the plain int.)
func SizeOf(t IntTuple) (n IntTuple, err error) {
	defer catch("size", &err)
	if t.HasUnderscore() {
		return IntTuple{}, errorf("size", "invalid argument", "%s contains _", t)
	}
	return productT(t), nil
}

// CosizeOf is cosize(L) with C++'s type (Cosize answers the plain int).
func CosizeOf(l Layout) IntTuple { return cosizeT(l) }

// allStatic reports whether every integer of ts is static.
func allStatic(ts []IntTuple) bool {
	for i := range ts {
		if !isStatic(&ts[i]) {
			return false
		}
	}
	return true
}
