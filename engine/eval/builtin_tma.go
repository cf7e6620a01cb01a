package eval

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Hopper's TMA (copy_traits_sm90_tma.hpp): make_tma_copy and
// make_tma_atom of a global tensor and a shared-memory layout, the TMA
// coordinate tensor, and what C++ hands the driver and never shows: the
// arguments of cuTensorMapEncodeTiled (tma_encode_args, cutetui's own).

var tmaBuiltins = []builtin{
	{name: "make_tma_copy", doc: "the TiledCopy of one TMA instruction (SM90_TMA_LOAD{}, SM90_TMA_LOAD_MULTICAST{}, SM90_TMA_STORE{}) moving the smem tile slayout (plain or Sw o L) from or to the global tensor gtensor; cta_tiler defaults to product_each(shape(slayout)), cluster_size (the CTAs of a multicast) to 1",
		overloads: []overload{{use: "make_tma_copy(op, gtensor, slayout[, cta_tiler][, cluster_size])", fn: fnMakeTMACopy}}},
	{name: "make_tma_atom", doc: "the Copy_Atom of make_tma_copy: one TMA instruction, its box the whole smem tile (cut by the multicast in the descriptor only)",
		overloads: []overload{{use: "make_tma_atom(op, gtensor, slayout, cta_tiler[, cluster_size])", fn: fnMakeTMAAtom}}},
	{name: "get_tma_tensor", doc: "the TMA coordinate tensor of a global shape: make_coord_tensor(make_layout(shape, g_stride)), the coordinates the TMA instruction takes (tma.get_tma_tensor(shape))",
		overloads: []overload{{use: "get_tma_tensor(tma, shape)", fn: fnGetTMATensor}}},
	{name: "tma_encode_args", doc: "cutetui's: the arguments make_tma_copy passes to cuTensorMapEncodeTiled (data type, rank, global dims, global byte strides of dims 1.., box dims, element strides, interleave, swizzle, L2 promotion, OOB fill)",
		overloads: []overload{{use: "tma_encode_args(tma)", fn: fnTMAEncodeArgs}}},
	{name: "create_tma_multicast_mask", doc: "the uint16_t mask of the CTAs a multicast TMA writes: the cluster layout sliced at the coordinate with modes Modes free, a bit per CTA of the slice",
		overloads: []overload{{use: "create_tma_multicast_mask<Modes...>(cta_layout_vmnk, cta_coord_vmnk)", fn: fnMulticastMask}}},
	{name: "tma_partition", doc: "(gtensor, stensor) regrouped ((TMA,TMA_Iter),Rest...) for one TMA instruction per iteration, moved to the CTA's share of a multicast box; the CTA coordinate written Int<k>{}",
		overloads: []overload{{use: "tma_partition(atom, cta_coord, cta_layout, stensor, gtensor) | tma_partition(atom, stensor, gtensor)", fn: fnTMAPartition}}},
}

// TMAOpValue is a TMA copy operation named as a value, SM90_TMA_LOAD{}:
// make_tma_copy's first argument.
type TMAOpValue struct{ Name string }

func (TMAOpValue) Kind() value.Kind              { return value.KindType }
func (v TMAOpValue) String() string              { return v.Name + "{}" }
func (v TMAOpValue) StaticString() string        { return v.String() }
func (TMAOpValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// TMAEncodeValue is what tma_encode_args returns: it prints the
// arguments one a line.
type TMAEncodeValue struct{ A atom.TMAEncodeArgs }

func (TMAEncodeValue) Kind() value.Kind              { return value.KindType }
func (v TMAEncodeValue) String() string              { return strings.TrimSuffix(v.A.String(), "\n") }
func (v TMAEncodeValue) StaticString() string        { return v.String() }
func (TMAEncodeValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

func tmaOpOf(n *TypeLit) (value.Value, error) {
	if len(n.Args) != 0 {
		return nil, errorf(n.At, "%s takes no template arguments", n.Name)
	}
	return TMAOpValue{Name: n.Name}, nil
}

// tmaArgs reads make_tma_copy's and make_tma_atom's arguments: the
// operation, the global tensor, the smem layout and, from argument 3,
// the CTA tiler (if tiler) and the cluster size.
func (c *callCtx) tmaArgs(tiler bool) (string, atom.TMAGmem, atom.TMASmem, engine.IntTuple, int, error) {
	var g atom.TMAGmem
	var s atom.TMASmem
	op, ok := c.args[0].(TMAOpValue)
	if !ok {
		return "", g, s, engine.IntTuple{}, 0, c.want(0, "a TMA operation (SM90_TMA_LOAD{}, SM90_TMA_LOAD_MULTICAST{}, SM90_TMA_STORE{})")
	}
	t, ok := c.args[1].(value.TensorValue)
	if !ok {
		return "", g, s, engine.IntTuple{}, 0, c.want(1, "a global tensor (make_tensor(make_gmem_ptr<T>(addr), layout))")
	}
	g = atom.TMAGmem{ValType: t.P().Type.Name, Addr: t.P().Addr, Layout: t.T.Layout}
	switch v := c.args[2].(type) {
	case value.LayoutValue:
		sw, err := engine.NewSwizzle(0, 4, 3)
		if err != nil {
			return "", g, s, engine.IntTuple{}, 0, err
		}
		s = atom.TMASmem{Sw: sw, Layout: v.L}
	case value.ComposedValue:
		sw, isSw := v.C.A().(engine.Swizzle)
		inner, isL := v.C.B().(engine.Layout)
		if !isSw || !isL {
			return "", g, s, engine.IntTuple{}, 0, c.failf(2, "a composed smem layout must be Sw o offset o L, got %s", v.C.StaticString())
		}
		s = atom.TMASmem{Sw: sw, Layout: inner}
	default:
		return "", g, s, engine.IntTuple{}, 0, c.want(2, "an smem layout (a layout or Sw o L)")
	}
	next := 3
	ctaTiler, err := engine.ProductEach(s.Layout.Shape())
	if err != nil {
		return "", g, s, engine.IntTuple{}, 0, c.engineErr(2, err)
	}
	if tiler || len(c.args) == 5 {
		if ctaTiler, err = c.shape(3); err != nil {
			return "", g, s, engine.IntTuple{}, 0, err
		}
		next = 4
	}
	cluster := 1
	if len(c.args) > next {
		if cluster, err = c.int(next); err != nil {
			return "", g, s, engine.IntTuple{}, 0, err
		}
		if cluster < 1 || cluster > 16 {
			return "", g, s, engine.IntTuple{}, 0, c.failf(next, "a cluster holds 1 to 16 CTAs, got %d", cluster)
		}
	}
	return op.Name, g, s, ctaTiler, cluster, nil
}

func fnMakeTMACopy(c *callCtx) (value.Value, error) {
	op, g, s, tiler, cluster, err := c.tmaArgs(false)
	if err != nil {
		return nil, err
	}
	t, err := atom.MakeTMACopy(op, g, s, tiler, cluster)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return value.TiledCopyValue{T: t}, nil
}

func fnMakeTMAAtom(c *callCtx) (value.Value, error) {
	op, g, s, tiler, cluster, err := c.tmaArgs(true)
	if err != nil {
		return nil, err
	}
	a, err := atom.MakeTMAAtom(op, g, s, tiler, cluster)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return value.CopyAtomValue{A: a}, nil
}

// tma reads argument i as the TMA of a TMA TiledCopy or Copy_Atom.
func (c *callCtx) tma(i int) (*atom.TMA, error) {
	var t *atom.TMA
	switch v := c.args[i].(type) {
	case value.TiledCopyValue:
		t = v.T.Atom.TMA
	case value.ThrCopyValue:
		t = v.S.Atom.TMA
	case value.CopyAtomValue:
		t = v.A.TMA
	}
	if t == nil {
		return nil, c.want(i, "a TMA copy (make_tma_copy(...) or make_tma_atom(...))")
	}
	return t, nil
}

func fnGetTMATensor(c *callCtx) (value.Value, error) {
	t, err := c.tma(0)
	if err != nil {
		return nil, err
	}
	sh, err := c.shape(1)
	if err != nil {
		return nil, err
	}
	n := t.GStride.Len()
	if !sh.IsTuple() || sh.Len() != n || engine.Depth(sh) > 1 {
		return nil, c.failf(1, "the shape must be congruent with g_stride %s: %d flat modes", t.GStride.StaticString(), n)
	}
	l, err := engine.MakeLayout(sh, t.GStride)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	ct, err := engine.MakeCoordTensor(l) // make_coord_tensor(make_layout(g_shape, g_stride_))
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	v, err := value.FromCoordTensor(ct)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return v, nil
}

func fnTMAEncodeArgs(c *callCtx) (value.Value, error) {
	t, err := c.tma(0)
	if err != nil {
		return nil, err
	}
	return TMAEncodeValue{t.Encode}, nil
}

// MaskValue is a uint16_t multicast mask; it prints as C++ prints an
// integer, never static.
type MaskValue uint16

func (MaskValue) Kind() value.Kind              { return value.KindType }
func (v MaskValue) String() string              { return strconv.Itoa(int(v)) }
func (v MaskValue) StaticString() string        { return v.String() }
func (MaskValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// fnMulticastMask is create_tma_multicast_mask<Modes...>(cta_layout_vmnk,
// cta_coord_vmnk): the coordinate's modes Modes replaced by _, the
// layout sliced there (slice_and_offset), a bit for each CTA of the
// slice, shifted by the offset, as uint16_t.
func fnMulticastMask(c *callCtx) (value.Value, error) {
	l, err := c.layout(0)
	if err != nil {
		return nil, err
	}
	crd, err := c.intTuple(1)
	if err != nil {
		return nil, err
	}
	if !crd.IsTuple() {
		crd = engine.Tuple(crd)
	}
	elems := make([]engine.IntTuple, crd.Len())
	for i := range elems {
		elems[i] = crd.At(i)
	}
	for _, m := range c.targs {
		if m < 0 || m >= len(elems) {
			return nil, c.failf(1, "mode %d of a coordinate of rank %d", m, len(elems))
		}
		elems[m] = engine.Underscore()
	}
	sub, off, err := l.Slice(engine.Tuple(elems...))
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	mask := uint16(1)
	if sub.Rank() > 0 {
		if n := sub.Size(); n > 1<<16 {
			return nil, c.failf(0, "a slice of %d CTAs: a cluster holds at most 16", n)
		}
		mask = 0
		for i := 0; i < sub.Size(); i++ {
			v, err := sub.Eval(engine.Int(i))
			if err != nil {
				return nil, c.engineErr(0, err)
			}
			if v >= 0 && v < 16 {
				mask |= uint16(1) << v
			}
		}
	}
	if off >= 0 && off < 16 {
		mask <<= off
	} else {
		mask = 0
	}
	return MaskValue(mask), nil
}

// TMAPartitionValue is tma_partition's (gtensor, stensor): it prints as
// C++ prints the cute::tuple of the two tensors.
type TMAPartitionValue struct{ G, S value.Value }

func (TMAPartitionValue) Kind() value.Kind { return value.KindType }
func (v TMAPartitionValue) String() string { return "(" + v.G.String() + "," + v.S.String() + ")" }
func (v TMAPartitionValue) StaticString() string {
	return "(" + v.G.StaticString() + "," + v.S.StaticString() + ")"
}
func (TMAPartitionValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// fnTMAPartition is tma_partition(atom, cta_coord, cta_layout, stensor,
// gtensor) (and tma_partition(atom, stensor, gtensor), the coordinate
// Int<0>{} of Layout<_1,_0>): with inv the right inverse of stensor's
// mode 0 and n the atom's NumValSrc,
//
//	layout_V = (logical_divide(tile_to_shape((inv), size<0>(stensor)), n))
//	T'       = coalesce(T.compose(layout_V, _...), ((1,1)))   for T = gtensor, stensor
//	offset   = cta_layout(cta_coord) · (n / cosize(cta_layout))
//
// each T' moved to the coordinate ((offset,0),0...) (domain_offset). A
// run-time CTA coordinate (int(k)) makes the offset a run-time int, and
// so the components of the TMA coordinate tensor's ArithTuple it reaches,
// as in C++.
func fnTMAPartition(c *callCtx) (value.Value, error) {
	a, err := c.copyAtom(0)
	if err != nil {
		if t, ok := c.args[0].(value.TiledCopyValue); ok {
			a, err = t.T.Atom, nil
		} else {
			return nil, err
		}
	}
	if a.TMA == nil {
		return nil, c.want(0, "a TMA copy atom (make_tma_atom(...))")
	}
	crd, ctaL, si := engine.Int(0), engine.Layout{}, 1
	ctaL, _ = engine.MakeLayout(engine.Int(1), engine.Int(0))
	if len(c.args) == 5 {
		if crd, err = c.intTuple(1); err != nil {
			return nil, err
		}
		if crd.IsInt() {
			crd = c.cppIndex(1) // a bare literal is an int in C++, Int<k>{} static
		}
		if ctaL, err = c.layout(2); err != nil {
			return nil, err
		}
		si = 3
	} else if len(c.args) != 3 {
		return nil, c.failf(0, "tma_partition(atom, cta_coord, cta_layout, stensor, gtensor) or tma_partition(atom, stensor, gtensor)")
	}
	st, ok := c.args[si].(value.TensorValue)
	if !ok {
		return nil, c.want(si, "the shared-memory tensor (TMATile, Rest...)")
	}
	s0, err := st.T.Layout.Mode(0)
	if err != nil {
		return nil, c.engineErr(si, err)
	}
	inv := engine.RightInverse(s0)
	wrapped, err := engine.Concat(inv)
	if err != nil {
		return nil, c.engineErr(si, err)
	}
	lv, err := engine.TileToShape(wrapped, engine.Int(s0.Size()), engine.ModeOrder{})
	if err != nil {
		return nil, c.engineErr(si, err)
	}
	n := a.NumValSrc()
	nl, _ := engine.MakeLayout(engine.Int(n), engine.Int(1))
	lvd, err := engine.LogicalDivide(lv, nl)
	if err != nil {
		return nil, c.engineErr(si, err)
	}
	k, err := ctaL.Crd2Idx(crd) // cta_layout(cta_coord), C++'s type
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	if !k.IsInt() {
		return nil, c.want(2, "a CTA layout of integer strides")
	}
	cos := ctaL.Cosize()
	if cos <= 0 || n%cos != 0 {
		return nil, c.failf(2, "size(tma_layout_v) = %d is not a multiple of cosize(cta_layout) = %d", n, cos)
	}
	off, err := engine.ArithMul(k, engine.Int(n/cos)) // multicast_offset
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	part := func(l engine.Layout) (engine.Layout, int, error) {
		r := l.Rank()
		if modeSize(l) != s0.Size() {
			return engine.Layout{}, 0, &engine.Error{Op: "tma_partition", Cond: "size<0>(stensor) == size<0>(tensor)", Detail: fmt.Sprintf("%d against %d", s0.Size(), modeSize(l))}
		}
		tiler := engine.ByMode{lvd}
		coord := []engine.IntTuple{engine.Tuple(off, engine.Int(0))}
		for i := 1; i < r; i++ {
			tiler = append(tiler, engine.Underscore())
			coord = append(coord, engine.Int(0))
		}
		v, err := engine.Composition(l, tiler)
		if err != nil {
			return engine.Layout{}, 0, err
		}
		if v, err = engine.CoalesceProfile(v, engine.Tuple(engine.Ints(1, 1))); err != nil {
			return engine.Layout{}, 0, err
		}
		if v.Stride().HasBasis() {
			// domain_offset: the coordinate moved by v(gcoord), an
			// ArithmeticTuple with C++'s types (a run-time CTA coordinate's
			// offset run-time, even where it is 0).
			o, err := v.SliceOffset(engine.Tuple(coord...))
			if err != nil {
				return engine.Layout{}, 0, err
			}
			return v, 0, &engine.ArithOffsetError{Op: "domain_offset", Offset: o, Sub: v}
		}
		o, err := v.Eval(engine.Tuple(coord...))
		return v, o, err
	}
	var g value.Value
	switch gt := c.args[si+1].(type) {
	case value.CoordTensorValue:
		r, _, err := gt.Apply(part)
		if err != nil {
			return nil, c.engineErr(si+1, err)
		}
		g = r
	case value.TensorValue:
		l, o, err := part(gt.T.Layout)
		if err != nil {
			return nil, c.engineErr(si+1, err)
		}
		gp := gt.P()
		if g, err = c.partitioned(si+1, l, o, &gp); err != nil {
			return nil, err
		}
	default:
		return nil, c.want(si+1, "the global tensor (a TMA coordinate tensor, gtensor.get_tma_tensor(shape))")
	}
	l, o, err := part(st.T.Layout)
	if err != nil {
		return nil, c.engineErr(si, err)
	}
	sp := st.P()
	s, err := c.partitioned(si, l, o, &sp)
	if err != nil {
		return nil, err
	}
	return TMAPartitionValue{G: g, S: s}, nil
}

// modeSize is size<0>(l).
func modeSize(l engine.Layout) int {
	m, err := l.Mode(0)
	if err != nil {
		return 0
	}
	return m.Size()
}
