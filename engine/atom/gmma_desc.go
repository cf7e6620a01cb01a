package atom

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
)

func descErr(cond, format string, args ...any) error {
	return &engine.Error{Op: "make_gmma_desc", Cond: cond, Detail: fmt.Sprintf(format, args...)}
}

// GMMADescLayout is the layout of partition_fragment_A|B of a GMMA atom
// whose operand is an smem_desc: make_tensor<GMMA::smem_desc<major>>(p) of
// the partitioned shared-memory tensor p ((FrgV),Rest...) of elements of
// valBits bits, its pointer swizzled by sw (Swizzle<0,4,3> for a plain
// pointer, as get_swizzle_t says). As MakeTensor<smem_desc> it builds
// make_gmma_desc<major>(tensor<0>(p)), whose static_asserts it checks on
// u = recast<uint128_t>(tensor<0>(p)), of rank 2:
//
//	layout type: sw must be Swizzle<B,4,3>, 0 <= B <= 3; W = 1, 2, 4, 8 for B = 0..3
//	K:  size<0>(u) % 8 == 0, size<1>(u) in {2, 4};
//	    c = logical_divide(u, (8:1, 2:1)) congruent with ((1,1),(1,1)),
//	    stride<0,0>(c) == W, stride<1,0>(c) == 1 (any for INTERLEAVE)
//	MN: size<1>(u) in {256, 128, 512} / valBits;
//	    c = logical_divide(u, (W:1, 8:1)) congruent with ((1,1),(1,1)),
//	    stride<0,0>(c) == 1 (any for INTERLEAVE), stride<1,0>(c) == W
//
// and returns replace<0>(recast<uint128_t>(p).layout(), 1:0): one
// descriptor for the whole of mode 0.
func GMMADescLayout(p engine.Layout, valBits int, sw engine.Swizzle, major string) (engine.Layout, error) {
	m0, err := p.Mode(0)
	if err != nil {
		return engine.Layout{}, err
	}
	if rankOf(m0.Shape()) != 2 {
		return engine.Layout{}, descErr("GMMA Descriptors can only be constructed on rank-2 tensors.", "tensor<0> of the partition has layout %s", m0)
	}
	u, err := recast128(m0, valBits)
	if err != nil {
		return engine.Layout{}, err
	}
	if _, _, err := gmmaCanonical(u, valBits, sw, major); err != nil {
		return engine.Layout{}, err
	}
	return descTensorLayout(p, valBits)
}

// UMMADescLayout is GMMADescLayout for an UMMA atom whose operand is an
// UMMA::smem_desc: MakeTensor<UMMA::smem_desc<major>> (mma_sm100_desc.hpp)
// builds UMMA::make_umma_desc<major>(tensor<0>(p)), whose checks
// (UMMASmemDesc's) differ from make_gmma_desc's (no K-size or
// MN-size assertion for a K-major tile), and the same layout,
// replace<0>(recast<uint128_t>(p).layout(), 1:0).
func UMMADescLayout(p engine.Layout, valBits int, sw engine.Swizzle, major string) (engine.Layout, error) {
	m0, err := p.Mode(0)
	if err != nil {
		return engine.Layout{}, err
	}
	if _, err := UMMASmemDesc(m0, valBits, sw, 0, major); err != nil {
		return engine.Layout{}, err
	}
	return descTensorLayout(p, valBits)
}

// recast128 is recast<uint128_t> of a layout of valBits-bit elements:
// upcast by 128/gcd(128, valBits), then downcast by valBits/gcd.
func recast128(l engine.Layout, valBits int) (engine.Layout, error) {
	g := gcdInt(128, valBits)
	l, err := engine.Upcast(l, 128/g)
	if err != nil || valBits/g == 1 {
		return l, err
	}
	return engine.Downcast(l, valBits/g)
}

// descTensorLayout is replace<0>(recast<uint128_t>(p).layout(), 1:0):
// one descriptor for the whole of mode 0 of the partition p of
// valBits-bit elements.
func descTensorLayout(p engine.Layout, valBits int) (engine.Layout, error) {
	whole, err := recast128(p, valBits)
	if err != nil {
		return engine.Layout{}, err
	}
	modes := make([]engine.Layout, whole.Rank())
	modes[0] = mustLayout(1, 0)
	for i := 1; i < len(modes); i++ {
		if modes[i], err = whole.Mode(i); err != nil {
			return engine.Layout{}, err
		}
	}
	return engine.Concat(modes...)
}

// mustLayout is the rank-1 layout s:d.
func mustLayout(s, d int) engine.Layout {
	l, err := engine.MakeLayout(engine.Int(s), engine.Int(d))
	if err != nil {
		panic("atom: " + err.Error())
	}
	return l
}

func gcdInt(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// gmmaCanonical is make_gmma_desc's check of u, the rank-2 tile recast to
// uint128_t, swizzled by sw: its static_asserts, and the canonical layout
// c = logical_divide(u, (8:1, 2:1)) (K) or (W:1, 8:1) (MN) whose strides
// the descriptor holds, with W = 1, 2, 4, 8 for Swizzle<0..3,4,3>.
func gmmaCanonical(u engine.Layout, valBits int, sw engine.Swizzle, major string) (engine.Layout, int, error) {
	if sw.M() != 4 || sw.S() != 3 || sw.B() < 0 || sw.B() > 3 {
		return engine.Layout{}, 0, descErr("Unsupported layout swizzle", "layout_type of a tensor swizzled by %s", sw)
	}
	w := 1 << sw.B()
	inter := sw.B() == 0
	s0, s1 := modeSize(u, 0), modeSize(u, 1)
	var tile engine.ByMode
	// The size assertions read size<0> (K) and size<1> as types' values
	// (CUTE_STATIC_ASSERT_V, static_assert): a run-time size does not
	// compile.
	if major == "K" && !u.Shape().At(0).IsStatic() {
		return engine.Layout{}, 0, descErr("Not a canonical GMMA_K Layout: Expected MN-size multiple of 8.", "size<0>(%s) is a run-time int, which CUTE_STATIC_ASSERT_V cannot read", u)
	}
	if (major == "K" || major == "MN") && !u.Shape().At(1).IsStatic() {
		return engine.Layout{}, 0, descErr("Not a canonical GMMA_"+major+" Layout: Expected K-size.", "size<1>(%s) is a run-time int, which a static_assert cannot read", u)
	}
	switch major {
	case "K":
		if s0%8 != 0 {
			return engine.Layout{}, 0, descErr("Not a canonical GMMA_K Layout: Expected MN-size multiple of 8.", "size<0>(%s) = %d", u, s0)
		}
		if s1 != 2 && s1 != 4 {
			return engine.Layout{}, 0, descErr("Not a canonical GMMA_K Layout: Expected K-size 2 for dense or 4 for sparse (in units of uint128_t).", "size<1>(%s) = %d", u, s1)
		}
		tile = engine.ByMode{mustLayout(8, 1), mustLayout(2, 1)}
	case "MN":
		if s1*valBits != 256 && s1*valBits != 128 && s1*valBits != 512 {
			return engine.Layout{}, 0, descErr("Not a canonical GMMA_MN Layout: Expected K-size 256/sizeof_bits<T> for dense or (128|512)/sizeof_bits<T> for sparse.", "size<1>(%s) = %d of %d-bit elements", u, s1, valBits)
		}
		tile = engine.ByMode{mustLayout(w, 1), mustLayout(8, 1)}
	default:
		return engine.Layout{}, 0, descErr("Unrecognized MajorMode!", "%q", major)
	}
	c, err := engine.LogicalDivide(u, tile)
	if err != nil {
		return engine.Layout{}, 0, err
	}
	if !engine.Congruent(c.Shape(), engine.Tuple(engine.Ints(1, 1), engine.Ints(1, 1))) {
		return engine.Layout{}, 0, descErr("Not a canonical GMMA_"+major+" Layout: Expected profile failure.", "logical_divide(%s, %s) = %s", u, tilerPrint(tile, engine.Plain), c)
	}
	d := c.Stride()
	// make_gmma_desc reads the strides it checks and encodes as constexpr
	// uint32_t: a run-time one does not compile (K-major never reads
	// stride<1,1>).
	read := []engine.IntTuple{d.At(0).At(0), d.At(0).At(1), d.At(1).At(0)}
	if major == "MN" {
		read = append(read, d.At(1).At(1))
	}
	for _, x := range read {
		if !x.IsStatic() {
			return engine.Layout{}, 0, descErr("Not a canonical GMMA_"+major+" Layout: Expected stride failure.", "logical_divide(%s, %s) = %s has the run-time stride %s, which a constexpr uint32_t cannot hold", u, tilerPrint(tile, engine.Plain), c, x)
		}
	}
	d00, d10 := d.At(0).At(0).Value(), d.At(1).At(0).Value()
	want00, want10 := 1, w
	if major == "K" {
		want00, want10 = w, 1
	}
	if (major == "K" || !inter) && d00 != want00 || (major == "MN" || !inter) && d10 != want10 {
		return engine.Layout{}, 0, descErr("Not a canonical GMMA_"+major+" Layout: Expected stride failure.", "logical_divide(%s, %s) = %s", u, tilerPrint(tile, engine.Plain), c)
	}
	return c, w, nil
}
