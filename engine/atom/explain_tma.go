package atom

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// MakeTMACopyTrace is MakeTMACopy with its derivation written to tr, step
// by step as copy_traits_sm90_tma.hpp computes it: construct_tma_gbasis
// (the smem layout's inverse composed with the CTA's value map, cut
// where it stops being contiguous, coalesced into TMA modes),
// make_tma_copy_desc (the arguments of cuTensorMapEncodeTiled) and
// make_tma_copy_tiled (the TV layout). Every value is the engine's: the
// intermediate layouts by the helpers MakeTMACopy runs, the TMA modes and
// the encode arguments read from the atom it builds.
func MakeTMACopyTrace(op string, g TMAGmem, s TMASmem, ctaTiler engine.IntTuple, cluster int, tr *engine.Trace) (TiledCopy, error) {
	return makeTMATrace(op, g, s, ctaTiler, cluster, false, tr)
}

// MakeTMAAtomTrace writes make_tma_atom's derivation: MakeTMACopyTrace's
// steps up to the Copy_Traits (the atom, without make_tma_copy_tiled's
// TV layout).
func MakeTMAAtomTrace(op string, g TMAGmem, s TMASmem, ctaTiler engine.IntTuple, cluster int, tr *engine.Trace) {
	_, _ = makeTMATrace(op, g, s, ctaTiler, cluster, true, tr)
}

func makeTMATrace(op string, g TMAGmem, s TMASmem, ctaTiler engine.IntTuple, cluster int, atomOnly bool, tr *engine.Trace) (TiledCopy, error) {
	tc, err := MakeTMACopy(op, g, s, ctaTiler, cluster)
	ctaV, ctaVB, verr := ctaVMap(g.Layout, ctaTiler)
	if verr != nil {
		return tc, err
	}
	tr.Say("cta_v_map", ctaVB.String(), "cta_v_map = make_identity_layout(shape(gtensor)).compose(cta_tiler %s) = %s: the CTA tile's value index -> the global coordinate it is", ctaTiler, ctaVB.String())
	inv := engine.RightInverse(s.Layout)
	tr.Say("inv_smem_layout", inv.String(), "inv_smem_layout = right_inverse(%s) = %s: smem index -> the tile's value index (the swizzle %s set aside: TMA applies it in hardware)", s.Layout, inv, s.Sw)
	leaves, cerr := composeBasis(ctaVB, inv)
	if cerr != nil {
		return tc, err
	}
	full := coalesceBasis(leaves)
	tr.Say("sidx2gmode_full", basisLeavesString(full), "sidx2gmode_full = coalesce(composition(cta_v_map, inv_smem_layout)) = %s: smem index -> global coordinate", basisLeavesString(full))
	rank := len(full)
	for i, l := range full {
		if l.k != 1 {
			rank = i
			break
		}
	}
	if rank == 0 {
		tr.Say("smem_rank", "", "its first mode does not step the global tensor by 1: no contiguous vector shared by smem and gmem, C++ stops here")
		return tc, err
	}
	tr.Say("sidx2gmode", basisLeavesString(full[:rank]), "keep the modes while their basis value is 1 (smem and gmem both contiguous): smem_rank = %d, sidx2gmode = take<0,%d> = %s", rank, rank, basisLeavesString(full[:rank]))
	gd := leafInts(g.Layout.Stride())
	var st []string
	for _, l := range full[:rank] {
		st = append(st, fmt.Sprintf("%d:%d", l.shape, gd[l.mode]))
	}
	tr.Say("tile_gstride", "", "tile_gstride = gtensor.compose(sidx2gmode): the smem vector's modes with their global strides, %s", strings.Join(st, ", "))
	if err != nil || tc.Atom.TMA == nil {
		tr.Say("make_tma_copy", "", "%v", err)
		return tc, err
	}
	t := tc.Atom.TMA
	tr.Say("tma_gbasis", t.gbasisString(), "coalesce_256 merges the modes whose global strides continue each other (up to 256 elements, a box's limit); global modes the tile does not walk are appended with size 1: tma_gbasis = %s, %d TMA modes", t.gbasisString(), len(t.GBasis))
	_, bits, _ := ElementType(g.ValType)
	done := tr.Nest()
	t.EncodeTrace(bits, tr)
	done()
	n := t.size()
	tr.Say("Copy_Traits", "", "one TMA instruction moves size(tma_gbasis) = %d elements, %d bits: Copy_Traits<%s, %d>, its SrcLayout (1,%d):(0,1) in bits, the Copy_Atom's ValLayoutSrc (1,%d):(0,1) in values", n, n*bits, t.Op, n*bits, n*bits, n)
	if atomOnly {
		return tc, nil
	}
	lv, _ := engine.Composition(inv, engine.Int(n))
	tr.Say("layout_v", lv.String(), "layout_v = composition(inv_smem_layout, %d) = %s: one instruction's values, as smem coordinates", n, lv)
	if w, e := engine.Concat(lv); e == nil {
		if lV, e := engine.TileToShape(w, engine.Int(ctaV.Size()), engine.ModeOrder{}); e == nil {
			tr.Say("layout_V", lV.String(), "layout_V = tile_to_shape(make_layout(layout_v), %d) = %s: repeated over the CTA's tile", ctaV.Size(), lV)
		}
	}
	if cluster > 1 {
		tr.Say("layout_t", "", "layout_t = make_layout(%d, %d / %d = %d): the %d CTAs of the multicast each take a %d-element share of one instruction", cluster, n, cluster, n/cluster, cluster, n/cluster)
	} else {
		tr.Say("layout_t", "", "one CTA (no multicast): layout_t = make_layout(1, %d), and the thread mode is 1:0", n)
	}
	tr.Say("TiledLayout_TV", tc.LayoutTV.String(), "layout_TV = (composition(inv_smem_layout, layout_t), layout_V) = %s over the tile product_each(shape(cta_v_map)) = %s", tc.LayoutTV, tc.TilerMN)
	return tc, nil
}

// gbasisString is tma_gbasis as C++ prints it, shape:stride with each
// stride a basis 1@mode of the global tensor.
func (t *TMA) gbasisString() string {
	sh, st := make([]string, len(t.GBasis)), make([]string, len(t.GBasis))
	for i, m := range t.GBasis {
		if len(m) == 1 {
			sh[i], st[i] = fmt.Sprint(m[0].shape), fmt.Sprintf("1@%d", m[0].mode)
			continue
		}
		a, b := make([]string, len(m)), make([]string, len(m))
		for j, l := range m {
			a[j], b[j] = fmt.Sprint(l.shape), fmt.Sprintf("1@%d", l.mode)
		}
		sh[i], st[i] = "("+strings.Join(a, ",")+")", "("+strings.Join(b, ",")+")"
	}
	if len(sh) == 1 {
		return sh[0] + ":" + st[0]
	}
	return "(" + strings.Join(sh, ",") + "):(" + strings.Join(st, ",") + ")"
}

// EncodeTrace writes how make_tma_copy_desc fills the arguments of
// cuTensorMapEncodeTiled from the TMA modes (t.Encode, computed when the
// atom was made): one TMA dimension per mode, its global extent and byte
// stride, the box (cut by a multicast: smaller than the TMA modes), the
// swizzle. bits is the element's size.
func (t *TMA) EncodeTrace(bits int, tr *engine.Trace) {
	e := t.Encode
	if bits <= 0 {
		return
	}
	tr.Say("tensorRank", fmt.Sprint(e.Rank), "make_tma_copy_desc: tensorRank = rank(tma_gbasis) = %d, one TMA dimension per TMA mode; tensorDataType %s", e.Rank, e.DataType)
	for i, m := range t.GBasis {
		if i >= len(e.GlobalDim) {
			break
		}
		var modes []string
		for _, l := range m {
			modes = append(modes, fmt.Sprintf("mode %d", l.mode))
		}
		stride := "stride 1 element (dimension 0 is contiguous: it has no entry in globalStrides)"
		if i > 0 && i-1 < len(e.GlobalStrides) {
			stride = fmt.Sprintf("stride %d elements × %d bits = %d bytes (globalStrides[%d])", e.GlobalStrides[i-1]*8/uint64(bits), bits, e.GlobalStrides[i-1], i-1)
		}
		how := ""
		if len(m) > 1 {
			how = " (its global modes merged: extent (s0-1)·d0/d + (s1-1)·d1/d + 1 over their gcd stride d)"
		}
		tr.Say("globalDim", "", "TMA dimension %d walks global %s: globalDim[%d] = %d%s, %s", i, strings.Join(modes, ", "), i, e.GlobalDim[i], how, stride)
	}
	box := make([]string, len(t.GBasis))
	for i, m := range t.GBasis {
		n := 1
		for _, l := range m {
			n *= l.shape
		}
		box[i] = fmt.Sprint(n)
	}
	got := make([]string, len(e.BoxDim))
	for i, b := range e.BoxDim {
		got[i] = fmt.Sprint(b)
	}
	nbox := 1
	for _, b := range e.BoxDim {
		nbox *= int(b)
	}
	if n := t.size(); nbox > 0 && nbox < n {
		tr.Say("boxDim", "("+strings.Join(got, ",")+")", "the box is the TMA modes' sizes (%s); a multicast over %d CTAs cuts it from its last dimension down, so each CTA loads 1/%d of it: boxDim = (%s)", strings.Join(box, ","), n/nbox, n/nbox, strings.Join(got, ","))
	} else {
		tr.Say("boxDim", "("+strings.Join(got, ",")+")", "boxDim = the TMA modes' sizes = (%s), each at most 256; elementStrides all 1", strings.Join(got, ","))
	}
	tr.Say("swizzle", e.Swizzle, "swizzle = %s, read from the smem layout's swizzle (Swizzle<B,4,3>: B = 0, 1, 2, 3 for none, 32B, 64B, 128B); interleave none, L2 promotion 128B, no OOB fill", e.Swizzle)
}
