package engine

// LogicalProduct is cute::logical_product(A, B) = (A, complement(A, size(A)·cosize(B)) ∘ B):
// mode 0 is A, mode 1 repeats A in the pattern of B. A by-mode tiler
// multiplies mode by mode and keeps A's remaining modes.
// Traced, it records its complement, composition and regrouping.
func LogicalProduct(a Layout, b Tiler, tr ...*Trace) (r Layout, err error) {
	defer catch("logical_product", &err)
	return checked("logical_product")(logicalProduct(a, b, traceOf(tr)))
}

func logicalProduct(a Layout, b Tiler, tr *Trace) (Layout, error) {
	if isUnderscore(b) {
		return a, nil
	}
	if ms, ok := byModes(b); ok {
		evByMode{"logical_product", &a, &b}.to(tr)
		return transformLayout("logical_product", a, ms, true, func(m Layout, t Tiler) (Layout, error) {
			defer tr.nest()()
			return logicalProduct(m, t, tr)
		})
	}
	bl, _, err := tilerLayout("logical_product", b)
	if err != nil {
		return Layout{}, err
	}
	m := leafMul(productT(a.shape), cosizeT(bl)) // size(A)·cosize(B), static when C++'s is
	evProductDefinition{&a, &bl}.to(tr)
	done := tr.nest()
	c, err := complement(a, m, tr)
	done()
	if err != nil {
		return Layout{}, err
	}
	evProductCompose{&c, &bl}.to(tr)
	done = tr.nest()
	cb, err := composeLayout(c, bl, tr)
	done()
	if err != nil {
		return Layout{}, err
	}
	r := concat(a, cb)
	evProductResult{&cb, &r}.to(tr)
	return r, nil
}

// ZippedProduct is cute::zipped_product: logical_product regrouped by the tiler.
func ZippedProduct(a Layout, b Tiler, tr ...*Trace) (r Layout, err error) {
	defer catch("zipped_product", &err)
	return checked("zipped_product")(zippedProduct(a, b, traceOf(tr)))
}

func zippedProduct(a Layout, b Tiler, tr *Trace) (Layout, error) {
	r, err := logicalProduct(a, b, tr)
	if err != nil {
		return Layout{}, err
	}
	return tileUnzip("zipped_product", r, b, tr)
}

// TiledProduct is cute::tiled_product: ((block modes...), rest0, rest1, ...).
func TiledProduct(a Layout, b Tiler, tr ...*Trace) (r Layout, err error) {
	defer catch("tiled_product", &err)
	return unpacked("tiled_product", zippedProduct, a, b, false, traceOf(tr))
}

// FlatProduct is cute::flat_product: (block0, block1, ..., rest0, rest1, ...).
func FlatProduct(a Layout, b Tiler, tr ...*Trace) (r Layout, err error) {
	defer catch("flat_product", &err)
	return unpacked("flat_product", zippedProduct, a, b, true, traceOf(tr))
}

// BlockedProduct is cute::blocked_product(A, B): both padded to the same
// rank R with 1:0 modes, multiplied, and zipped mode by mode so that mode i
// is (A_i, B_i): A is a block repeated across B.
func BlockedProduct(a Layout, b Tiler, tr ...*Trace) (r Layout, err error) {
	defer catch("blocked_product", &err)
	return checked("blocked_product")(rankedProduct("blocked_product", a, b, false, traceOf(tr)))
}

// RakedProduct is cute::raked_product(A, B): like blocked_product with each
// mode (B_i, A_i), so the copies of A are interleaved.
func RakedProduct(a Layout, b Tiler, tr ...*Trace) (r Layout, err error) {
	defer catch("raked_product", &err)
	return checked("raked_product")(rankedProduct("raked_product", a, b, true, traceOf(tr)))
}

// Product names one of CuTe's products, for a caller that picks one at run
// time.
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

// Apply is the product p of A and B: LogicalProduct, ZippedProduct,
// TiledProduct, FlatProduct, BlockedProduct or RakedProduct.
func (p Product) Apply(a Layout, b Tiler, tr ...*Trace) (Layout, error) {
	switch p {
	case LogicalProductOp:
		return LogicalProduct(a, b, tr...)
	case ZippedProductOp:
		return ZippedProduct(a, b, tr...)
	case TiledProductOp:
		return TiledProduct(a, b, tr...)
	case FlatProductOp:
		return FlatProduct(a, b, tr...)
	case BlockedProductOp:
		return BlockedProduct(a, b, tr...)
	case RakedProductOp:
		return RakedProduct(a, b, tr...)
	}
	return Layout{}, errorf(p.String(), "unknown product", "%d", p)
}

func rankedProduct(op string, a Layout, b Tiler, raked bool, tr *Trace) (Layout, error) {
	bl, ok := b.(Layout)
	if !ok {
		// C++ declares blocked_product and raked_product for two layouts
		// only; an integer or a by-mode tiler does not compile.
		return Layout{}, errorf(op, "invalid argument", "the second operand must be a layout (C++ has no %s for an integer or a tiler; write n as n:1), got %s", op, TilerString(b, Plain))
	}
	r := max(a.Rank(), bl.Rank())
	pa := appendLayout(a, r)
	pb := appendLayout(bl, r)
	evPad{op, &a, &bl}.to(tr)
	p, err := logicalProduct(pa, pb, tr)
	if err != nil {
		return Layout{}, err
	}
	m0, m1 := p.modes()[0], p.modes()[1]
	if raked {
		m0, m1 = m1, m0
	}
	// zip(x, y) is ((x,y)) for an integer x, else needs y to be a tuple of
	// x's rank ("Mismatched Ranks"): blocked_product((4):(1), 3:1) does not
	// compile, the padded halves being (4) and 3.
	s, err := zip(Tuple(m0.shape, m1.shape))
	if err != nil {
		return Layout{}, relabel(err, op)
	}
	d, _ := zip(Tuple(m0.stride, m1.stride))
	out := Layout{s, d}
	evZip{op, &m0, &m1}.to(tr)
	return out, nil
}

// appendLayout is cute::append<N>(L): L padded with 1:0 modes to rank n.
func appendLayout(l Layout, n int) Layout {
	return Layout{appendN(l.shape, n, Int(1)), appendN(l.stride, n, Int(0))}
}
