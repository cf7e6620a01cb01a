package eval

import (
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
)

// Hopper's TMA (copy_traits_sm90_tma.hpp): make_tma_copy and
// make_tma_atom of a global tensor and a shared-memory layout, the TMA
// coordinate tensor, and what C++ hands the driver and never shows: the
// arguments of cuTensorMapEncodeTiled (tma_encode_args, cutetui's own).

var tmaBuiltins = []builtin{
	{name: "make_tma_copy", sig: "make_tma_copy(op, gtensor, slayout[, cta_tiler][, cluster_size])",
		doc: "the TiledCopy of one TMA instruction (SM90_TMA_LOAD{}, SM90_TMA_LOAD_MULTICAST{}, SM90_TMA_STORE{}) moving the smem tile slayout (plain or Sw o L) from or to the global tensor gtensor; cta_tiler defaults to product_each(shape(slayout)), cluster_size (the CTAs of a multicast) to 1",
		min: 3, max: 5, fn: fnMakeTMACopy},
	{name: "make_tma_atom", sig: "make_tma_atom(op, gtensor, slayout, cta_tiler[, cluster_size])",
		doc: "the Copy_Atom of make_tma_copy: one TMA instruction, its box the whole smem tile (cut by the multicast in the descriptor only)",
		min: 4, max: 5, fn: fnMakeTMAAtom},
	{name: "get_tma_tensor", sig: "get_tma_tensor(tma, shape)",
		doc: "the TMA coordinate tensor of a global shape: make_coord_tensor(make_layout(shape, g_stride)), the coordinates the TMA instruction takes (tma.get_tma_tensor(shape))",
		min: 2, max: 2, fn: fnGetTMATensor},
	{name: "tma_encode_args", sig: "tma_encode_args(tma)",
		doc: "cutetui's: the arguments make_tma_copy passes to cuTensorMapEncodeTiled (data type, rank, global dims, global byte strides of dims 1.., box dims, element strides, interleave, swizzle, L2 promotion, OOB fill)",
		min: 1, max: 1, fn: fnTMAEncodeArgs},
	{name: "create_tma_multicast_mask", sig: "create_tma_multicast_mask<Modes...>(cta_layout_vmnk, cta_coord_vmnk)",
		doc: "the uint16_t mask of the CTAs a multicast TMA writes: the cluster layout sliced at the coordinate with modes Modes free, a bit per CTA of the slice",
		min: 2, max: 2, targs: true, fn: fnMulticastMask},
}

// TMAOpValue is a TMA copy operation named as a value, SM90_TMA_LOAD{}:
// make_tma_copy's first argument.
type TMAOpValue struct{ Name string }

func (TMAOpValue) Kind() Kind                    { return KindType }
func (v TMAOpValue) String() string              { return v.Name + "{}" }
func (v TMAOpValue) StaticString() string        { return v.String() }
func (TMAOpValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// TMAEncodeValue is what tma_encode_args returns: it prints the
// arguments one a line.
type TMAEncodeValue struct{ A atom.TMAEncodeArgs }

func (TMAEncodeValue) Kind() Kind                    { return KindType }
func (v TMAEncodeValue) String() string              { return strings.TrimSuffix(v.A.String(), "\n") }
func (v TMAEncodeValue) StaticString() string        { return v.String() }
func (TMAEncodeValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

func tmaOpOf(n *TypeLit) (Value, error) {
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
	t, ok := c.args[1].(TensorValue)
	if !ok {
		return "", g, s, engine.IntTuple{}, 0, c.want(1, "a global tensor (make_tensor(make_gmem_ptr<T>(addr), layout))")
	}
	g = atom.TMAGmem{ValType: t.P.Type.Name, Addr: t.P.Addr, Layout: t.L}
	switch v := c.args[2].(type) {
	case LayoutValue:
		sw, err := engine.NewSwizzle(0, 4, 3)
		if err != nil {
			return "", g, s, engine.IntTuple{}, 0, err
		}
		s = atom.TMASmem{Sw: sw, Layout: v.L}
	case ComposedValue:
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

func fnMakeTMACopy(c *callCtx) (Value, error) {
	op, g, s, tiler, cluster, err := c.tmaArgs(false)
	if err != nil {
		return nil, err
	}
	t, err := atom.MakeTMACopy(op, g, s, tiler, cluster)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return TiledCopyValue{t}, nil
}

func fnMakeTMAAtom(c *callCtx) (Value, error) {
	op, g, s, tiler, cluster, err := c.tmaArgs(true)
	if err != nil {
		return nil, err
	}
	a, err := atom.MakeTMAAtom(op, g, s, tiler, cluster)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return CopyAtomValue{a}, nil
}

// tma reads argument i as the TMA of a TMA TiledCopy or Copy_Atom.
func (c *callCtx) tma(i int) (*atom.TMA, error) {
	var t *atom.TMA
	switch v := c.args[i].(type) {
	case TiledCopyValue:
		t = v.T.Atom.TMA
	case ThrCopyValue:
		t = v.S.Atom.TMA
	case CopyAtomValue:
		t = v.A.TMA
	}
	if t == nil {
		return nil, c.want(i, "a TMA copy (make_tma_copy(...) or make_tma_atom(...))")
	}
	return t, nil
}

func fnGetTMATensor(c *callCtx) (Value, error) {
	t, err := c.tma(0)
	if err != nil {
		return nil, err
	}
	sh, err := c.shape(1)
	if err != nil {
		return nil, err
	}
	n := len(t.GStride.Elems)
	if !sh.IsTuple() || sh.Len() != n || engine.Depth(sh) > 1 {
		return nil, c.failf(1, "the shape must be congruent with g_stride %s: %d flat modes", t.GStride.String(true), n)
	}
	if len(t.GStrideDynamic) > 0 {
		return nil, c.failf(0, "the TMA coordinate stride of global mode %d is a run-time scale (a TMA mode past the first merges several global modes): cutetui prints static strides only", t.GStrideDynamic[0])
	}
	b, err := atom.MakeBasisLayout(sh, t.GStride)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return CoordTensorValue{Coord: make([]int, len(b.Comps)), Moved: make([]bool, len(b.Comps)), B: b}, nil
}

func fnTMAEncodeArgs(c *callCtx) (Value, error) {
	t, err := c.tma(0)
	if err != nil {
		return nil, err
	}
	return TMAEncodeValue{t.Encode}, nil
}

// MaskValue is a uint16_t multicast mask; it prints as C++ prints an
// integer, never static.
type MaskValue uint16

func (MaskValue) Kind() Kind                    { return KindType }
func (v MaskValue) String() string              { return strconv.Itoa(int(v)) }
func (v MaskValue) StaticString() string        { return v.String() }
func (MaskValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// fnMulticastMask is create_tma_multicast_mask<Modes...>(cta_layout_vmnk,
// cta_coord_vmnk): the coordinate's modes Modes replaced by _, the
// layout sliced there (slice_and_offset), a bit for each CTA of the
// slice, shifted by the offset, as uint16_t.
func fnMulticastMask(c *callCtx) (Value, error) {
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
