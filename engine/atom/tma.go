package atom

import (
	"fmt"
	"slices"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// TMA is what make_tma_copy (copy_traits_sm90_tma.hpp) builds beside its
// TiledCopy: the TMA box as modes into the global tensor (TmaGmemBasis),
// the strides of the TMA coordinate tensor (AuxTmaParams::g_stride_) and
// the arguments cuTensorMapEncodeTiled receives, which C++ hands to the
// driver and never shows.
type TMA struct {
	Op string
	// GBasis is tma_gbasis: TMA mode i -> the global modes it walks, each
	// leaf (shape, global mode); a mode of one leaf is rank 1.
	GBasis [][]tmaLeaf
	// GStride is g_stride_, one leaf per global mode: _0, or a
	// ScaledBasis k@j, k static or a run-time scale.
	GStride engine.IntTuple
	Encode  TMAEncodeArgs
}

type tmaLeaf struct{ shape, mode int }

// TMAEncodeArgs are the arguments of cuTensorMapEncodeTiled as
// make_tma_copy_desc passes them: rank, global dims and byte strides
// (globalStrides[0] is the stride of dim 1: dim 0's stride is one
// element), box dims, element strides, and the enums.
type TMAEncodeArgs struct {
	DataType       string
	Rank           int
	GlobalAddress  int
	GlobalDim      []uint64
	GlobalStrides  []uint64
	BoxDim         []uint32
	ElementStrides []uint32
	Interleave     string
	Swizzle        string
	L2Promotion    string
	OOBFill        string
}

// String prints the arguments one a line, as cutetui's tma_encode_args
// shows them (and the crosscheck's recording stub prints them).
func (a TMAEncodeArgs) String() string {
	var b strings.Builder
	addr := "(nil)"
	if a.GlobalAddress != 0 {
		addr = fmt.Sprintf("0x%x", a.GlobalAddress)
	}
	list := func(v any) string {
		s := strings.Fields(strings.Trim(fmt.Sprint(v), "[]"))
		return "(" + strings.Join(s, ",") + ")"
	}
	b.WriteString("cuTensorMapEncodeTiled\n")
	fmt.Fprintf(&b, "  tensorDataType:   %s\n", a.DataType)
	fmt.Fprintf(&b, "  tensorRank:       %d\n", a.Rank)
	fmt.Fprintf(&b, "  globalAddress:    %s\n", addr)
	fmt.Fprintf(&b, "  globalDim:        %s\n", list(a.GlobalDim))
	fmt.Fprintf(&b, "  globalStrides:    %s\n", list(a.GlobalStrides))
	fmt.Fprintf(&b, "  boxDim:           %s\n", list(a.BoxDim))
	fmt.Fprintf(&b, "  elementStrides:   %s\n", list(a.ElementStrides))
	fmt.Fprintf(&b, "  interleave:       %s\n", a.Interleave)
	fmt.Fprintf(&b, "  swizzle:          %s\n", a.Swizzle)
	fmt.Fprintf(&b, "  l2Promotion:      %s\n", a.L2Promotion)
	fmt.Fprintf(&b, "  oobFill:          %s\n", a.OOBFill)
	return b.String()
}

// TMAOps are the copy operations make_tma_copy takes here.
var TMAOps = []string{"SM90_TMA_LOAD", "SM90_TMA_LOAD_MULTICAST", "SM90_TMA_STORE"}

// IsTMAOp reports whether name is one of TMAOps.
func IsTMAOp(name string) bool {
	name = strings.TrimPrefix(name, "cute::")
	for _, o := range TMAOps {
		if o == name {
			return true
		}
	}
	return false
}

// TMAGmem is the global tensor of make_tma_copy: its element type, byte
// address and layout (flat: one integer mode per global dimension).
type TMAGmem struct {
	ValType string
	Addr    int
	Layout  engine.Layout
}

// TMASmem is the shared-memory layout of make_tma_copy: Sw o L, Sw the
// swizzle portion (Swizzle<0,4,3> for a plain layout) and L the
// non-swizzle portion.
type TMASmem struct {
	Sw     engine.Swizzle
	Layout engine.Layout
}

func tmaErr(cond, format string, args ...any) error {
	return &engine.Error{Op: "make_tma_copy", Cond: cond, Detail: fmt.Sprintf(format, args...)}
}

// tmaDataType is TMA::to_CUtensorMapDataType<T>.
var tmaDataType = map[string]string{
	"int8_t": "UINT8", "uint8_t": "UINT8", "float_e4m3_t": "UINT8", "float_e5m2_t": "UINT8",
	"uint16_t": "UINT16", "uint32_t": "UINT32", "uint64_t": "UINT64", "int32_t": "INT32", "int64_t": "INT64",
	"half_t": "FLOAT16", "float": "FLOAT32", "double": "FLOAT64", "bfloat16_t": "BFLOAT16", "tfloat32_t": "TFLOAT32",
}

// tmaSwizzle is to_CUtensorMapSwizzle(get_tma_swizzle_bits(sw),
// get_tma_swizzle_base(sw)), with their static_asserts.
func tmaSwizzle(sw engine.Swizzle) (string, error) {
	b, m, s := sw.B(), sw.M(), sw.S()
	switch {
	case m == 4 && b >= 0 && b <= 3 && s == 3:
		return [...]string{"NONE", "32B", "64B", "128B"}[b], nil
	case m == 5 && b == 2 && s == 2:
		return "128B_ATOM_32B", nil
	case m == 6 && b == 2:
		return "128B_ATOM_64B", nil
	}
	return "", tmaErr("Unsupported layout swizzle.", "%s: TMA takes Swizzle<0..3,4,3>, Swizzle<2,5,2> or Swizzle<2,6,S>", sw)
}

// MakeTMACopy is make_tma_copy(op, gtensor, slayout, cta_tiler,
// cluster_size) (copy_traits_sm90_tma.hpp), TmaInternalType the global
// tensor's element type, line by line:
//
//	cta_v_map  = make_identity_layout(shape(g)).compose(cta_tiler)
//	tma_gbasis = construct_tma_gbasis(g, slayout, cta_v_map)
//	desc       = make_tma_copy_desc(g, tma_gbasis, swizzle, cosize(cluster))
//	atom       = Copy_Atom<Copy_Traits<op, size(tma_gbasis)·bits>, T>
//	layout_TV  = (inv_smem ∘ layout_t ∘ cta_t_map, tile_to_shape((inv_smem ∘ n), size(cta_v_map)))
//
// with inv_smem = right_inverse(slayout's non-swizzle portion). Every
// integer is taken as static (C++ merges TMA modes only where it can
// prove the strides at compile time). The global tensor must be flat.
func MakeTMACopy(op string, g TMAGmem, s TMASmem, ctaTiler engine.IntTuple, cluster int) (TiledCopy, error) {
	atom, inv, ctaV, err := makeTMAAtom(op, g, s, ctaTiler, cluster)
	if err != nil {
		return TiledCopy{}, err
	}
	n := atom.TMA.size()
	layoutV0, err := engine.Composition(inv, engine.Int(n))
	if err != nil {
		return TiledCopy{}, err
	}
	wrapped, err := engine.Concat(layoutV0)
	if err != nil {
		return TiledCopy{}, err
	}
	layoutV, err := engine.TileToShape(wrapped, engine.Int(ctaV.Size()), engine.ModeOrder{})
	if err != nil {
		return TiledCopy{}, err
	}
	if n%cluster != 0 {
		return TiledCopy{}, tmaErr("safe_div: not divisible", "safe_div(%d elements per TMA, cluster size %d)", n, cluster)
	}
	ctaT, err := compact(cluster) // make_layout(cluster_size): _1:_0 for one CTA
	if err != nil {
		return TiledCopy{}, err
	}
	layoutT0, err := engine.Composition(mustLayout(cluster, n/cluster), ctaT)
	if err != nil {
		return TiledCopy{}, err
	}
	layoutT, err := engine.Composition(inv, layoutT0)
	if err != nil {
		return TiledCopy{}, err
	}
	tv, err := engine.Concat(layoutT, layoutV)
	if err != nil {
		return TiledCopy{}, err
	}
	tiler, err := engine.ProductEach(ctaV.Shape())
	if err != nil {
		return TiledCopy{}, err
	}
	return makeTiledCopy("make_tma_copy", atom, tv, tiler)
}

// MakeTMAAtom is make_tma_atom(op, gtensor, slayout, cta_tiler,
// cluster_size): the Copy_Atom of make_tma_copy, without the TiledCopy.
func MakeTMAAtom(op string, g TMAGmem, s TMASmem, ctaTiler engine.IntTuple, cluster int) (CopyAtom, error) {
	a, _, _, err := makeTMAAtom(op, g, s, ctaTiler, cluster)
	return a, err
}

// size is size(tma_gbasis): the elements one TMA instruction moves.
func (t *TMA) size() int {
	n := 1
	for _, m := range t.GBasis {
		for _, l := range m {
			n *= l.shape
		}
	}
	return n
}

// makeTMAAtom is make_tma_copy_atom, returning also right_inverse of the
// smem layout and cta_v_map's (integer) layout for make_tma_copy_tiled.
func makeTMAAtom(op string, g TMAGmem, s TMASmem, ctaTiler engine.IntTuple, cluster int) (CopyAtom, engine.Layout, engine.Layout, error) {
	var none engine.Layout
	op = strings.TrimPrefix(op, "cute::")
	if !IsTMAOp(op) {
		return CopyAtom{}, none, none, tmaErr("unsupported copy operation", "%s: make_tma_copy takes %s", op, strings.Join(TMAOps, ", "))
	}
	if cluster < 1 {
		return CopyAtom{}, none, none, tmaErr("bad cluster size", "a cluster of %d CTAs", cluster)
	}
	_, bits, ok := ElementType(g.ValType)
	if !ok {
		return CopyAtom{}, none, none, tmaErr("unknown element type", "%s", g.ValType)
	}
	gl := g.Layout
	if gl.Depth() > 1 {
		return CopyAtom{}, none, none, tmaErr("unsupported global tensor", "cutetui's make_tma_copy takes a flat global layout, got %s", gl)
	}
	gs, gd := leafInts(gl.Shape()), leafInts(gl.Stride())
	for _, d := range gd {
		if d < 0 {
			return CopyAtom{}, none, none, tmaErr("unsupported global tensor", "a negative stride in %s: TMA strides are unsigned", gl)
		}
	}
	// cta_v_map = make_identity_layout(shape(gtensor)).compose(cta_tiler):
	// per global mode j, one integer component.
	ctaV, ctaVB, err := ctaVMap(gl, ctaTiler)
	if err != nil {
		return CopyAtom{}, none, none, err
	}
	tma := &TMA{Op: op}
	inv := engine.RightInverse(s.Layout)
	if s.Layout.Size() != ctaV.Size() {
		return CopyAtom{}, none, none, tmaErr("TMA requires CTA_Tile and SLayout top-level size equivalence.", "size(slayout) = %d, size(cta_v_map) = %d", s.Layout.Size(), ctaV.Size())
	}
	// sidx2gmode_full = coalesce(composition(cta_v_map, inv_smem_layout)).
	leaves, err := composeBasis(ctaVB, inv)
	if err != nil {
		return CopyAtom{}, none, none, err
	}
	full := coalesceBasis(leaves)
	// smem_rank: the first mode whose basis value is not static 1.
	rank := len(full)
	for i, l := range full {
		if l.k != 1 {
			rank = i
			break
		}
	}
	if rank == 0 {
		return CopyAtom{}, none, none, tmaErr("Could not find a common tile-gmem vectorization. Does the Tile select out major GMEM modes?", "sidx2gmode_full = %s", basisLeavesString(full))
	}
	side := full[:rank]
	// tile_gstride = gtensor.compose(sidx2gmode): mode i is s_i:d_j;
	// tma_gstride = coalesce_256(tile_gstride), whose groups are the TMA
	// modes (tma_gbasis_tile).
	var groups [][]tmaLeaf
	var backS, backD int
	for i, l := range side {
		d := gd[l.mode]
		switch {
		case l.shape == 1:
		case i == 0 || len(groups) == 0:
			groups = append(groups, []tmaLeaf{{l.shape, l.mode}})
			backS, backD = l.shape, d
		case backS*backD == d && l.shape*backS <= 256:
			groups[len(groups)-1] = append(groups[len(groups)-1], tmaLeaf{l.shape, l.mode})
			backS *= l.shape
		default:
			groups = append(groups, []tmaLeaf{{l.shape, l.mode}})
			backS, backD = l.shape, d
		}
	}
	// The global modes the box does not walk, appended with size 1.
	for j := range gs {
		if gs[j] == 1 || gd[j] == 0 {
			continue
		}
		found := false
		for _, m := range groups {
			for _, l := range m {
				found = found || l.mode == j
			}
		}
		if !found {
			groups = append(groups, []tmaLeaf{{1, j}})
		}
	}
	if len(groups) > 5 {
		return CopyAtom{}, none, none, tmaErr("unsupported global tensor", "the TMA box has %d modes: cutetui holds at most the 5 of one TMA instruction", len(groups))
	}
	tma.GBasis = groups
	if err := tma.encode(g, gs, gd, bits, s.Sw, cluster); err != nil {
		return CopyAtom{}, none, none, err
	}
	tma.gStride(gs, gd, bits)
	nb := tma.size() * bits
	tr := CopyTraits{Op: op, ThrID: mustLayout(1, 0), SrcLayout: lay("(1,"+fmt.Sprint(nb)+")", "(0,1)")}
	tr.DstLayout, tr.RefLayout = tr.SrcLayout, tr.SrcLayout
	tr.TMA = tma
	a, err := MakeCopyAtom(tr, g.ValType)
	return a, inv, ctaV, err
}

// basisLeaf is one flat mode of a layout with ScaledBasis strides: its
// shape and stride k@mode (mode -1 for the stride 0).
type basisLeaf struct{ shape, k, mode int }

func basisLeavesString(ls []basisLeaf) string {
	sh, st := make([]string, len(ls)), make([]string, len(ls))
	for i, l := range ls {
		sh[i] = fmt.Sprint(l.shape)
		st[i] = "0"
		if l.mode >= 0 {
			st[i] = fmt.Sprintf("%d@%d", l.k, l.mode)
		}
	}
	return "(" + strings.Join(sh, ",") + "):(" + strings.Join(st, ",") + ")"
}

// coalesceBasis is coalesce of the flat layout of ScaledBasis strides
// ls (each k@mode a basis of its own direction): the engine's coalesce,
// which merges s0:d0 and s1:s0*d0 only along one direction, as C++ does.
func coalesceBasis(ls []basisLeaf) []basisLeaf {
	if len(ls) == 0 {
		return nil
	}
	sh, st := make([]engine.IntTuple, len(ls)), make([]engine.IntTuple, len(ls))
	for i, l := range ls {
		sh[i], st[i] = engine.Int(l.shape), engine.Int(0)
		if l.mode >= 0 {
			st[i] = engine.Basis(engine.Int(l.k), l.mode)
		}
	}
	l, err := engine.MakeLayout(engine.Tuple(sh...), engine.Tuple(st...))
	if err != nil {
		return ls // a layout the composition made: valid
	}
	out, _ := basisLeaves(engine.Coalesce(l), func(p []int) int { return p[0] })
	return out
}

// basisLeaves are the flat modes of l, a layout of ScaledBasis strides
// (and _0s), each basis's direction numbered by dir of its path.
func basisLeaves(l engine.Layout, dir func([]int) int) ([]basisLeaf, error) {
	sh, st := engine.Flatten(l.Shape()), engine.Flatten(l.Stride())
	if !l.Shape().IsTuple() {
		sh, st = engine.Tuple(l.Shape()), engine.Tuple(l.Stride())
	}
	out := make([]basisLeaf, sh.Len())
	for i := range out {
		out[i] = basisLeaf{shape: sh.At(i).Value(), mode: -1}
		switch d := st.At(i); {
		case d.IsBasis() && d.Value() != 0:
			out[i].mode, out[i].k = dir(d.BasisPath()), d.Value()
			if out[i].mode < 0 || d.Value() < 0 {
				return nil, tmaErr("unsupported tile", "cta_v_map stride %s", d.StaticString())
			}
		case d.IsBasis() || d.Value() == 0:
		default:
			return nil, tmaErr("unsupported tile", "an integer stride %s in cta_v_map", d.StaticString())
		}
	}
	return out, nil
}

// ctaVMap is make_identity_layout(shape(g)).compose(cta_tiler) for a flat
// g: a compact integer layout of its shape, and the basis layout.
func ctaVMap(gl engine.Layout, tiler engine.IntTuple) (engine.Layout, BasisLayout, error) {
	b, err := MakeIdentityLayout(gl.Shape())
	if err != nil {
		return engine.Layout{}, BasisLayout{}, err
	}
	var t engine.Tiler = tiler
	if tiler.IsTuple() {
		if tiler.Len() > gl.Rank() {
			return engine.Layout{}, BasisLayout{}, tmaErr("cta_tiler has more modes than the global tensor", "%s against %s", tiler, gl)
		}
		modes := make(engine.ByMode, tiler.Len())
		for i := range modes {
			modes[i] = tiler.At(i)
		}
		t = modes
	}
	if b, err = b.Apply(func(l engine.Layout) (engine.Layout, error) { return engine.Composition(l, t) }); err != nil {
		return engine.Layout{}, BasisLayout{}, err
	}
	l, err := engine.MakeCompactLayout(b.Shape())
	return l, b, err
}

// encode is make_tma_copy_desc up to the cuTensorMapEncodeTiled call:
// fill_tma_gmem_shape_stride, the byte strides, the box truncated by the
// multicast, and the asserts C++ makes before the call.
func (t *TMA) encode(g TMAGmem, gs, gd []int, bits int, sw engine.Swizzle, multicast int) error {
	dim := len(t.GBasis)
	shape := [5]uint64{1, 1, 1, 1, 1}
	stride := [5]uint64{}
	for i, m := range t.GBasis {
		if len(m) == 1 {
			shape[i], stride[i] = uint64(gs[m[0].mode]), uint64(gd[m[0].mode])
			continue
		}
		for _, l := range m {
			sj, dj := uint64(gs[l.mode]), uint64(gd[l.mode])
			old := stride[i]
			stride[i] = gcdU(stride[i], dj)
			if stride[i] != 0 {
				shape[i] = (shape[i]-1)*(old/stride[i]) + (sj-1)*(dj/stride[i]) + 1
			} else {
				shape[i] = sj
			}
		}
	}
	if g.Addr&15 != 0 {
		return tmaErr("Address must be 16B-aligned", "global address 0x%x", g.Addr)
	}
	for i, s := range shape {
		if s < 1 || s > 1<<32 {
			return tmaErr("Size must be min 1, max 2^32", "globalDim[%d] = %d", i, s)
		}
	}
	if stride[0] != 1 {
		return tmaErr("Majorness of smem doesn't match majorness of gmem", "the global stride of the box's first mode is %d, not 1", stride[0])
	}
	for i := range stride {
		stride[i] = stride[i] * uint64(bits) / 8
		if i > 0 && (stride[i] >= 1<<40 || stride[i]&15 != 0) {
			return tmaErr("Stride must be max 2^40 and a multiple of 16B (128b)", "globalStrides[%d] = %d bytes", i, stride[i])
		}
	}
	box := [5]uint32{1, 1, 1, 1, 1}
	for i, m := range t.GBasis {
		for _, l := range m {
			box[i] *= uint32(l.shape)
		}
	}
	for i, m := dim-1, uint32(multicast); m > 1; i-- {
		if i < 0 {
			return tmaErr("multicast larger than the box", "%d CTAs share a box of %d elements", multicast, t.size())
		}
		if box[i]%m != 0 && m%box[i] != 0 {
			return tmaErr("smem_box_shape[i] % multicast == 0 || multicast % smem_box_shape[i] == 0", "boxDim[%d] = %d, multicast %d", i, box[i], m)
		}
		nm := (m + box[i] - 1) / box[i]
		box[i] = (box[i] + m - 1) / m
		m = nm
	}
	for i, b := range box {
		if b < 1 || b > 256 {
			return tmaErr("Size must be min 1, max 2^8 = 256", "boxDim[%d] = %d", i, b)
		}
	}
	dt, ok := tmaDataType[g.ValType]
	if !ok {
		return tmaErr("Unknown TMA Format!", "%s has no CUtensorMapDataType", g.ValType)
	}
	swz, err := tmaSwizzle(sw)
	if err != nil {
		return err
	}
	t.Encode = TMAEncodeArgs{
		DataType: "CU_TENSOR_MAP_DATA_TYPE_" + dt, Rank: dim, GlobalAddress: g.Addr,
		GlobalDim: append([]uint64(nil), shape[:dim]...), GlobalStrides: append([]uint64{}, stride[1:dim]...),
		BoxDim: append([]uint32(nil), box[:dim]...), ElementStrides: make([]uint32, dim),
		Interleave: "CU_TENSOR_MAP_INTERLEAVE_NONE", Swizzle: "CU_TENSOR_MAP_SWIZZLE_" + swz,
		L2Promotion: "CU_TENSOR_MAP_L2_PROMOTION_L2_128B", OOBFill: "CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE",
	}
	for i := range t.Encode.ElementStrides {
		t.Encode.ElementStrides[i] = 1
	}
	return nil
}

// gStride is the end of make_tma_copy_desc (gmem_tma_basis_stride): for
// each global mode i, _0 where it has size 1, stride 0 or no TMA mode;
// (d_i)@0 in TMA mode 0; _1@j in a TMA mode j > 0 of one leaf; and
// otherwise E<j>{} * scale with the run-time int32 scale
// ceil_div(d_i*bits / max(globalStrides[j], 16), 8), its stride in units
// of the TMA mode's (in bytes).
func (t *TMA) gStride(gs, gd []int, bits int) {
	leaves := make([]engine.IntTuple, len(gs))
	for i := range gs {
		leaves[i] = engine.Int(0)
		if gs[i] == 1 || gd[i] == 0 {
			continue
		}
		for j, m := range t.GBasis {
			found := false
			for _, l := range m {
				found = found || l.mode == i
			}
			if !found {
				continue
			}
			switch {
			case j == 0:
				leaves[i] = engine.Basis(engine.Int(gd[i]), 0)
			case len(m) == 1:
				leaves[i] = engine.E(j)
			default:
				d := max(t.Encode.GlobalStrides[j-1], 16)
				scale := int32(uint64(gd[i]) * uint64(bits) / d)
				leaves[i] = engine.Basis(engine.DynInt(int((scale+7)/8)), j)
			}
			break
		}
	}
	t.GStride = engine.Tuple(leaves...)
}

func gcdU(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// composeBasis is composition(b, r) of the basis layout b (cta_v_map)
// with its ScaledBasis strides, flattened to leaves numbered by b's
// directions.
func composeBasis(b BasisLayout, r engine.Layout) ([]basisLeaf, error) {
	l, err := b.Layout()
	if err != nil {
		return nil, err
	}
	c, err := engine.Composition(l, r)
	if err != nil {
		return nil, err
	}
	paths := b.paths()
	return basisLeaves(c, func(p []int) int {
		for j, q := range paths {
			if slices.Equal(p, q) {
				return j
			}
		}
		return -1
	})
}
