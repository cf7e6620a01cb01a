package engine

// The ...Trace functions run an algorithm and record its derivation, step
// by step, in tr (which must not be nil). Their results are those of the
// plain functions; they exist for the tutor's "show me why". The sentences
// are written in derivation.go.

// Idx2CrdTrace is Idx2Crd recording the division/remainder steps.
func Idx2CrdTrace(c, shape IntTuple, tr *Trace) (r IntTuple, err error) {
	defer catch("idx2crd", &err)
	r, err = idx2crd(c, shape, tr)
	if err == nil {
		evIdx2CrdResult{c, shape, r}.to(tr)
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
	evCrd2IdxNatural{c, shape}.to(tr)
	done := tr.nest()
	nat, err := idx2crd(c, shape, tr)
	done()
	if err != nil {
		return 0, err
	}
	evCrd2IdxNaturalIs{nat}.to(tr)
	sum := innerProduct(Flatten(nat), Flatten(stride))
	evCrd2IdxInner{nat, stride, sum}.to(tr)
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
		evShapeDivResult{a, b, r}.to(tr)
	}
	return r, err
}

// ShapeModTrace is ShapeMod recording the running modulus.
func ShapeModTrace(a IntTuple, n int, tr *Trace) (r IntTuple, err error) {
	defer catch("shape_mod", &err)
	r, err = shapeMod(a, n, tr)
	if err == nil {
		evShapeModResult{a, n, r}.to(tr)
	}
	return r, err
}

// ComplementTrace is Complement recording the sort and each mode.
func ComplementTrace(a Layout, cotarget IntTuple, tr *Trace) (r Layout, err error) {
	defer catch("complement", &err)
	return checked("complement")(complement(a, cotarget, tr))
}

// ComplementDefaultTrace is ComplementDefault recording the default
// cotarget, the sort and each mode.
func ComplementDefaultTrace(a Layout, tr *Trace) (r Layout, err error) {
	defer catch("complement", &err)
	cotarget := Int(Filter(a).cosize())
	evComplementCotarget{cotarget}.to(tr)
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

// Divide names one of CuTe's divides, for DivideTrace.
type Divide uint8

// The divides, each printed by String as its CuTe name.
const (
	LogicalDivideOp Divide = iota // logical_divide
	ZippedDivideOp                // zipped_divide
	TiledDivideOp                 // tiled_divide
	FlatDivideOp                  // flat_divide
)

// Divides lists every Divide.
func Divides() []Divide {
	return []Divide{LogicalDivideOp, ZippedDivideOp, TiledDivideOp, FlatDivideOp}
}

func (d Divide) String() string {
	switch d {
	case LogicalDivideOp:
		return "logical_divide"
	case ZippedDivideOp:
		return "zipped_divide"
	case TiledDivideOp:
		return "tiled_divide"
	case FlatDivideOp:
		return "flat_divide"
	}
	return "Divide(?)"
}

// DivideTrace runs the divide d recording its complement, composition and
// regrouping.
func DivideTrace(d Divide, a Layout, b Tiler, tr *Trace) (r Layout, err error) {
	op := d.String()
	defer catch(op, &err)
	switch d {
	case LogicalDivideOp:
		return checked(op)(logicalDivide(a, b, tr))
	case ZippedDivideOp:
		return checked(op)(zippedDivide(a, b, tr))
	case TiledDivideOp, FlatDivideOp:
		z, err := zippedDivide(a, b, tr)
		if err != nil {
			return Layout{}, relabel(err, op)
		}
		r, err := checked(op)(unpack(z, d == FlatDivideOp))
		if err == nil {
			evUnpack{op, z, r}.to(tr)
		}
		return r, err
	}
	return Layout{}, errorf(op, "unknown divide", "%d", d)
}

// Product names one of CuTe's products, for ProductTrace.
type Product uint8

// The products, each printed by String as its CuTe name.
const (
	LogicalProductOp Product = iota // logical_product
	ZippedProductOp                 // zipped_product
	TiledProductOp                  // tiled_product
	FlatProductOp                   // flat_product
	BlockedProductOp                // blocked_product
	RakedProductOp                  // raked_product
)

// Products lists every Product.
func Products() []Product {
	return []Product{LogicalProductOp, ZippedProductOp, TiledProductOp, FlatProductOp, BlockedProductOp, RakedProductOp}
}

func (p Product) String() string {
	switch p {
	case LogicalProductOp:
		return "logical_product"
	case ZippedProductOp:
		return "zipped_product"
	case TiledProductOp:
		return "tiled_product"
	case FlatProductOp:
		return "flat_product"
	case BlockedProductOp:
		return "blocked_product"
	case RakedProductOp:
		return "raked_product"
	}
	return "Product(?)"
}

// ProductTrace runs the product p recording its complement, composition
// and regrouping.
func ProductTrace(p Product, a Layout, b Tiler, tr *Trace) (r Layout, err error) {
	op := p.String()
	defer catch(op, &err)
	switch p {
	case LogicalProductOp:
		return checked(op)(logicalProduct(a, b, tr))
	case ZippedProductOp:
		return checked(op)(zippedProduct(a, b, tr))
	case TiledProductOp, FlatProductOp:
		z, err := zippedProduct(a, b, tr)
		if err != nil {
			return Layout{}, relabel(err, op)
		}
		r, err := checked(op)(unpack(z, p == FlatProductOp))
		if err == nil {
			evUnpack{op, z, r}.to(tr)
		}
		return r, err
	case BlockedProductOp:
		return checked(op)(rankedProduct(op, a, b, false, tr))
	case RakedProductOp:
		return checked(op)(rankedProduct(op, a, b, true, tr))
	}
	return Layout{}, errorf(op, "unknown product", "%d", p)
}

// ApplyTrace is Apply written out in binary: the source bits, the shift and the XOR.
func (w Swizzle) ApplyTrace(x int, tr *Trace) int {
	width := max(w.m+max(0, w.s)+w.b, w.m-min(0, w.s)+w.b, bitLen(x))
	y := x & w.YYYMask()
	evSwizzleMasks{w, width}.to(tr)
	evSwizzleSelect{x, y, width}.to(tr)
	sh := y
	if w.s >= 0 {
		sh >>= w.s
	} else {
		sh <<= -w.s
	}
	evSwizzleShift{w.s, sh, width}.to(tr)
	r := x ^ sh
	evSwizzleXor{r, width}.to(tr)
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
