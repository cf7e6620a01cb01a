package engine

import (
	"fmt"
	"strings"
)

// The ...Trace functions run an algorithm and record its derivation, step
// by step, in tr (which must not be nil). Their results are those of the
// plain functions; they exist for the tutor's "show me why".

// Idx2CrdTrace is Idx2Crd recording the division/remainder steps.
func Idx2CrdTrace(c, shape IntTuple, tr *Trace) (r IntTuple, err error) {
	defer catch("idx2crd", &err)
	r, err = idx2crd(c, shape, tr)
	if err == nil {
		tr.addv("idx2crd: result", r.String(), "idx2crd(%s, %s) = %s", c, shape, r)
	}
	return r, err
}

// Crd2IdxTrace is Crd2Idx written out: the natural coordinate, then the
// inner product with the stride term by term.
func Crd2IdxTrace(c, shape, stride IntTuple, tr *Trace) (n int, err error) {
	defer catch("crd2idx", &err)
	if !Congruent(shape, stride) {
		return 0, errorf("crd2idx", "Mismatched Ranks", "shape %s and stride %s are not congruent", shape, stride)
	}
	if c.HasUnderscore() {
		return 0, errorf("crd2idx", "invalid coordinate", "%s contains _", c)
	}
	tr.add("crd2idx: natural coordinate", "the natural coordinate of %s in %s:", c, shape)
	done := tr.nest()
	nat, err := idx2crd(c, shape, tr)
	done()
	if err != nil {
		return 0, err
	}
	tr.add("crd2idx: natural coordinate", "is %s", nat)
	cs, ds := flatLeaves(nat), flatLeaves(stride)
	terms := make([]string, len(cs))
	sum := 0
	for i := range cs {
		terms[i] = fmt.Sprintf("%d×%d", cs[i].v, ds[i].v)
		sum = add(sum, mul(cs[i].v, ds[i].v))
	}
	tr.addv("crd2idx: inner product", fmt.Sprint(sum), "inner product with the stride %s: %s = %d", stride, strings.Join(terms, " + "), sum)
	return sum, nil
}

// CoalesceTrace is Coalesce recording the flattening and the rule applied to
// each pair of modes.
func CoalesceTrace(l Layout, tr *Trace) Layout { return coalesce(l, tr) }

// ShapeDivTrace is ShapeDiv recording the running divisor.
func ShapeDivTrace(a, b IntTuple, tr *Trace) (r IntTuple, err error) {
	defer catch("shape_div", &err)
	r, err = shapeDiv(a, b, tr)
	if err == nil {
		tr.addv("shape_div: result", r.String(), "%s / %s = %s", a, b, r)
	}
	return r, err
}

// ShapeModTrace is ShapeMod recording the running modulus.
func ShapeModTrace(a IntTuple, n int, tr *Trace) (r IntTuple, err error) {
	defer catch("shape_mod", &err)
	r, err = shapeMod(a, n, tr)
	if err == nil {
		tr.addv("shape_mod: result", r.String(), "%s %% %d = %s", a, n, r)
	}
	return r, err
}

// ComplementTrace is Complement (or, with a zero cotarget IntTuple{} and
// useDefault, ComplementDefault) recording the sort and each mode.
func ComplementTrace(a Layout, cotarget IntTuple, useDefault bool, tr *Trace) (r Layout, err error) {
	defer catch("complement", &err)
	if useDefault {
		cotarget = Int(Filter(a).cosize())
		tr.add("complement: cotarget", "the default cotarget is cosize(filter(A)) = %s", cotarget)
	}
	return checked("complement")(complement(a, cotarget, tr))
}

// CompositionTrace is Composition recording, for each mode of B, how its
// stride and shape are divided through A's modes.
func CompositionTrace(a Layout, b Tiler, tr *Trace) (r Layout, err error) {
	defer catch("composition", &err)
	return checked("composition")(composition(a, b, tr))
}

// RightInverseTrace is RightInverse recording the sorted modes.
func RightInverseTrace(l Layout, tr *Trace) (Layout, error) { return rightInverse(l, tr) }

// LeftInverseTrace is LeftInverse recording the sorted modes.
func LeftInverseTrace(l Layout, tr *Trace) (Layout, error) { return leftInverse(l, tr) }

// DivideTrace runs the named divide (logical_divide, zipped_divide,
// tiled_divide or flat_divide) recording its complement, composition and
// regrouping.
func DivideTrace(op string, a Layout, b Tiler, tr *Trace) (r Layout, err error) {
	defer catch(op, &err)
	switch op {
	case "logical_divide":
		return checked(op)(logicalDivide(a, b, tr))
	case "zipped_divide":
		return checked(op)(zippedDivide(a, b, tr))
	case "tiled_divide", "flat_divide":
		z, err := zippedDivide(a, b, tr)
		if err != nil {
			return Layout{}, relabel(err, op)
		}
		r, err := checked(op)(unpack(z, op == "flat_divide"))
		if err == nil {
			tr.addv(op+": unpack", r.String(), "unpack the rest modes of %s: %s", z, r)
		}
		return r, err
	}
	return Layout{}, errorf(op, "unknown divide", "%s", op)
}

// ProductTrace runs the named product (logical_product, zipped_product,
// tiled_product, flat_product, blocked_product or raked_product) recording
// its complement, composition and regrouping.
func ProductTrace(op string, a Layout, b Tiler, tr *Trace) (r Layout, err error) {
	defer catch(op, &err)
	switch op {
	case "logical_product":
		return checked(op)(logicalProduct(a, b, tr))
	case "zipped_product":
		return checked(op)(zippedProduct(a, b, tr))
	case "tiled_product", "flat_product":
		z, err := zippedProduct(a, b, tr)
		if err != nil {
			return Layout{}, relabel(err, op)
		}
		r, err := checked(op)(unpack(z, op == "flat_product"))
		if err == nil {
			tr.addv(op+": unpack", r.String(), "unpack the rest modes of %s: %s", z, r)
		}
		return r, err
	case "blocked_product":
		return checked(op)(rankedProduct(op, a, b, false, tr))
	case "raked_product":
		return checked(op)(rankedProduct(op, a, b, true, tr))
	}
	return Layout{}, errorf(op, "unknown product", "%s", op)
}

// ApplyTrace is Apply written out in binary: the source bits, the shift and the XOR.
func (w Swizzle) ApplyTrace(x int, tr *Trace) int {
	width := max(w.m+max(0, w.s)+w.b, w.m-min(0, w.s)+w.b, bitLen(x))
	bin := func(v int) string { return fmt.Sprintf("%0*b", width, v) }
	y := x & w.YYYMask()
	tr.add("swizzle: masks", "%s: source bits [%d,%d) mask %s, target bits [%d,%d) mask %s",
		w, w.m+max(0, w.s), w.m+max(0, w.s)+w.b, bin(w.YYYMask()), w.m-min(0, w.s), w.m-min(0, w.s)+w.b, bin(w.ZZZMask()))
	tr.add("swizzle: select", "x = %d = %s; x & yyy = %s", x, bin(x), bin(y))
	sh := y
	if w.s >= 0 {
		sh >>= w.s
		tr.add("swizzle: shift", "shift right by %d: %s", w.s, bin(sh))
	} else {
		sh <<= -w.s
		tr.add("swizzle: shift", "shift left by %d: %s", -w.s, bin(sh))
	}
	r := x ^ sh
	tr.addv("swizzle: xor", fmt.Sprint(r), "x ^ that = %s = %d", bin(r), r)
	return r
}

func bitLen(x int) int {
	n := 1
	for x > 1 {
		x >>= 1
		n++
	}
	return n
}
