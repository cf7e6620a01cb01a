package engine

// OnB is an operation that layout_composed.hpp defines on a composed
// layout A o O o B through its layout B. Most act on B and compose the
// result with A and the offset again, f(A o O o B) = composition(A, O,
// f(B)), recursively where B is itself composed (Recomposes); the others
// are answered for B's layout alone (shape, size, cosize, ... and
// complement, which ignore A). The table is C++'s, so it lives here; a
// caller that dispatches by name (the statement language) reads it with
// OnBs and OnB.String.
type OnB uint8

// The operations, each printed by String as its CuTe name.
const (
	OnBLayout         OnB = iota // layout<I...>(C): the mode(s) of B
	OnBGet                       // get<I...>(C)
	OnBFlatten                   // flatten
	OnBGroup                     // group<B,E>
	OnBCoalesce                  // coalesce
	OnBTake                      // take<B,E>
	OnBAppend                    // append<N>
	OnBFilter                    // filter(C, profile)
	OnBLogicalDivide             // logical_divide
	OnBZippedDivide              // zipped_divide
	OnBTiledDivide               // tiled_divide
	OnBFlatDivide                // flat_divide
	OnBLogicalProduct            // logical_product
	OnBZippedProduct             // zipped_product
	OnBTiledProduct              // tiled_product
	OnBFlatProduct               // flat_product
	OnBBlockedProduct            // blocked_product
	OnBRakedProduct              // raked_product
	OnBTileToShape               // tile_to_shape
	OnBThrfrgA                   // TiledMMA::thrfrg_A (its divides and compositions act on B)
	OnBThrfrgB                   // TiledMMA::thrfrg_B
	OnBThrfrgC                   // TiledMMA::thrfrg_C
	OnBTidfrgS                   // TiledCopy::tidfrg_S
	OnBTidfrgD                   // TiledCopy::tidfrg_D

	onBAnswered // the operations below answer for B alone

	OnBSize       // size
	OnBRank       // rank
	OnBDepth      // depth
	OnBShape      // shape
	OnBCosize     // cosize
	OnBComplement // complement
	onBEnd
)

var onBNames = [onBEnd]string{
	OnBLayout: "layout", OnBGet: "get", OnBFlatten: "flatten", OnBGroup: "group",
	OnBCoalesce: "coalesce", OnBTake: "take", OnBAppend: "append", OnBFilter: "filter",
	OnBLogicalDivide: "logical_divide", OnBZippedDivide: "zipped_divide",
	OnBTiledDivide: "tiled_divide", OnBFlatDivide: "flat_divide",
	OnBLogicalProduct: "logical_product", OnBZippedProduct: "zipped_product",
	OnBTiledProduct: "tiled_product", OnBFlatProduct: "flat_product",
	OnBBlockedProduct: "blocked_product", OnBRakedProduct: "raked_product",
	OnBTileToShape: "tile_to_shape",
	OnBThrfrgA:     "thrfrg_A", OnBThrfrgB: "thrfrg_B", OnBThrfrgC: "thrfrg_C",
	OnBTidfrgS: "tidfrg_S", OnBTidfrgD: "tidfrg_D",
	OnBSize: "size", OnBRank: "rank", OnBDepth: "depth", OnBShape: "shape",
	OnBCosize: "cosize", OnBComplement: "complement",
}

// String is the operation's CuTe name.
func (o OnB) String() string {
	if o < onBEnd && onBNames[o] != "" {
		return onBNames[o]
	}
	return "OnB(?)"
}

// Recomposes reports whether C++ composes the operation's result on B with
// A and the offset again (true), or answers for B's layout alone (false).
func (o OnB) Recomposes() bool { return o < onBAnswered }

// OnBs lists every operation.
func OnBs() []OnB {
	ops := make([]OnB, 0, onBEnd)
	for o := OnB(0); o < onBEnd; o++ {
		if o != onBAnswered {
			ops = append(ops, o)
		}
	}
	return ops
}

// OnB is op of A o O o B where f is op on a layout: composition(A, O,
// f(B)), recursively where B is composed, when op recomposes; f of the
// layout at the bottom of the chain of B's (Domain) when it does not. A B
// that is a swizzle has no such operation in C++.
func (c ComposedLayout) OnB(op OnB, f func(Layout) (Layout, error)) (Fn, error) {
	if !op.Recomposes() {
		l, err := c.ShapeOf(op.String())
		if err != nil {
			return nil, err
		}
		return f(l)
	}
	var r Fn
	switch b := c.b.(type) {
	case Layout:
		l, err := f(b)
		if err != nil {
			return nil, err
		}
		r = l
	case ComposedLayout:
		x, err := b.OnB(op, f)
		if err != nil {
			return nil, err
		}
		r = x
	default:
		return nil, errorf(op.String(), "no matching function", "C++ has no %s of a swizzle (%s is layout_b of %s)", op, c.b, c)
	}
	return Compose3(c.a, c.offset, r), nil
}
