package figure

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
)

// MaxOwners bounds the (thread, value) pairs a TV figure records.
const MaxOwners = 1 << 20

// tvPanel fills a rows×cols panel from TV layout tv: (thr, val) -> index of
// the tile, column-major (index = m + n·M, the identity tensor print_latex
// composes with). Every owner of a cell is kept, in thread then value
// order; the cell's key is its first owner's thread. cell maps the tile's
// (m, n) to the panel's (row, column) (B of an MMA is drawn k by n). A
// layout of rank R > 2 is read as CuTe reads a TV layout: mode 0 the
// thread, modes 1..R-1 the value (group<1,R>).
func tvPanel(tv engine.Layout, M, N int, name string, cell func(m, n int) (int, int), rows, cols int) (Panel, int, error) {
	tv, err := asTV(tv)
	if err != nil {
		return Panel{}, 0, err
	}
	if M <= 0 || N <= 0 || M*N > MaxCells || M > MaxCells || N > MaxCells {
		return Panel{}, 0, fmt.Errorf("tile %d×%d: a figure draws 1 to %d cells", M, N, MaxCells)
	}
	t0, err := tv.Mode(0)
	if err != nil {
		return Panel{}, 0, err
	}
	T := t0.Size()
	V := tv.Size() / max(T, 1)
	if T*V > MaxOwners {
		return Panel{}, 0, fmt.Errorf("TV layout %s: %d (thread, value) pairs; a figure draws at most %d", tv, T*V, MaxOwners)
	}
	offs, err := tv.Offsets(make([]int, 0, T*V), MaxOwners)
	if err != nil {
		return Panel{}, 0, err
	}
	p := Panel{Name: name, Rows: rows, Cols: cols, WinRows: rows, WinCols: cols, Cells: make([]Cell, rows*cols)}
	// Count each cell's owners, then hand out one array among the cells,
	// filled in (thread, value) order.
	count := make([]int32, rows*cols)
	at := make([]int32, len(offs))
	for k, idx := range offs {
		if idx < 0 || idx >= M*N {
			t, v := k%T, k/T
			return Panel{}, 0, outsideTile(tv, t, v, idx, M, N)
		}
		r, c := cell(idx%M, idx/M)
		at[k] = int32(r*cols + c)
		count[at[k]]++
	}
	owners := make([]Owner, len(offs))
	next := 0
	for i := range p.Cells {
		p.Cells[i].Key = -1
		p.Cells[i].Owners = owners[next : next : next+int(count[i])]
		next += int(count[i])
	}
	for t := 0; t < T; t++ {
		for v := 0; v < V; v++ {
			x := &p.Cells[at[t+v*T]]
			if len(x.Owners) == 0 {
				x.Key = t
			}
			x.Owners = append(x.Owners, Owner{t, v})
		}
	}
	for i := range p.Cells {
		if len(p.Cells[i].Owners) == 0 {
			p.Cells[i].Owners = nil
		}
	}
	return p, T, nil
}

// asTV is tv as a rank-2 (thread, value) layout: tv itself when its rank
// is 2, group<1,R>(tv) when it is R > 2 (mode 0 the thread, the rest the
// value). A rank-1 layout has no value mode: the error says how to give it
// one.
func asTV(tv engine.Layout) (engine.Layout, error) {
	switch r := tv.Rank(); {
	case r == 2:
		return tv, nil
	case r > 2:
		return tv.Group(1, r)
	default:
		return engine.Layout{}, fmt.Errorf("TV layout %s: rank %d, but a TV layout is (thread, value): mode 0 the thread, the other modes the value; "+
			"for one value per thread draw make_layout(L, Layout<_1>{}), or for threads of values make_layout(Layout<_1>{}, L)", tv, r)
	}
}

// outsideTile is the error of a TV layout that maps (t, v) to index idx
// outside the M×N tile, with how to fix it: a tile of at least
// cosize(tv) cells (M rows kept), or a layout whose indices are those of
// the tile.
func outsideTile(tv engine.Layout, t, v, idx, M, N int) error {
	msg := fmt.Sprintf("TV layout %s maps (T%d, V%d) to %d, outside the %d×%d tile (indices 0..%d, m + %d·n)", tv, t, v, idx, M, N, M*N-1, M)
	if c := tv.Cosize(); idx >= 0 && c > M*N {
		msg += fmt.Sprintf(": its indices reach %d, so draw it over a tile of at least %d cells, e.g. tv=%dx%d", c-1, c, M, (c+M-1)/M)
	} else if idx < 0 {
		msg += ": a TV layout's indices are positions in the tile, never negative"
	}
	return fmt.Errorf("%s", msg)
}

// tvReading says how a TV figure reads tv: which modes are the thread and
// which the value, and their sizes.
func tvReading(tv engine.Layout) string {
	r := tv.Rank()
	t0, err := tv.Mode(0)
	if err != nil || r < 2 {
		return ""
	}
	T := t0.Size()
	V := tv.Size() / max(T, 1)
	if r == 2 {
		return fmt.Sprintf("thread = mode 0 (%d threads), value = mode 1 (%d values)", T, V)
	}
	s := fmt.Sprintf("thread = mode 0 (%d threads), value = modes 1–%d taken together as group<1,%d> (%d values)", T, r-1, r, V)
	if last, err := tv.Mode(r - 1); err == nil && last.Size() > 0 {
		// The other split a flat layout often means: all modes but the
		// last the thread.
		v := last.Size()
		s += fmt.Sprintf("; for %d threads of %d values: composition(L, make_layout(make_shape(%d,%d)))", tv.Size()/v, v, tv.Size()/v, v)
	}
	return s
}

// FromTV builds the TV figure of tv over an M×N tile, as print_latex_tv
// draws it, but with every thread of a cell kept. A layout of rank above 2
// is drawn as group<1,R>(tv), as CuTe reads a TV layout; the title says
// which modes are the thread and which the value (a rank-2 layout needs
// no saying).
func FromTV(tv engine.Layout, M, N int) (*Figure, error) {
	p, T, err := tvPanel(tv, M, N, "", func(m, n int) (int, int) { return m, n }, M, N)
	if err != nil {
		return nil, err
	}
	p.RowName, p.ColName = "m", "n"
	g, err := asTV(tv)
	if err != nil {
		return nil, err
	}
	title := fmt.Sprintf("TV layout %s over %d×%d", tv, M, N)
	if tv.Rank() > 2 {
		title += " · " + tvReading(tv)
	}
	fig := &Figure{Kind: KindTV, Title: title, Mode: ByThread, Panels: []Panel{p}, Threads: T, Keys: T}
	fig.tex = texSource{latex: func() (string, error) { return atom.PrintLatexTV(g, M, N) }}
	return fig, nil
}

// sharedPanel fills a rows×cols panel from the TV layout tv of an operand
// read from shared memory through a GMMA descriptor: within each group of
// `group` threads (a warpgroup) every thread maps to the same elements
// (the atom's thread mode has stride 0), so a cell is owned by the group
// g and its value v, evaluated once per group at thread g·group.
//
// For an UMMA (cta), the one thread that issues the MMA for the CTA reads
// the tile: a cell's owner is then named for the CTA (CTA0 V3), not a
// warpgroup.
func sharedPanel(tv engine.Layout, M, N, group int, cta bool, name string, cell func(m, n int) (int, int), rows, cols int) (Panel, error) {
	tv, err := asTV(tv)
	if err != nil {
		return Panel{}, err
	}
	if M <= 0 || N <= 0 || M*N > MaxCells || M > MaxCells || N > MaxCells {
		return Panel{}, fmt.Errorf("tile %d×%d: a figure draws 1 to %d cells", M, N, MaxCells)
	}
	t0, err := tv.Mode(0)
	if err != nil {
		return Panel{}, err
	}
	T := t0.Size()
	V := tv.Size() / max(T, 1)
	if group <= 0 || T%group != 0 {
		return Panel{}, fmt.Errorf("TV layout %s: %d threads are not groups of %d", tv, T, group)
	}
	G := T / group
	if G*V > MaxOwners {
		return Panel{}, fmt.Errorf("TV layout %s: %d (group, value) pairs; a figure draws at most %d", tv, G*V, MaxOwners)
	}
	p := Panel{Name: name, Rows: rows, Cols: cols, WinRows: rows, WinCols: cols, Cells: make([]Cell, rows*cols), Shared: group}
	for i := range p.Cells {
		p.Cells[i].Key, p.Cells[i].Shared, p.Cells[i].cta = -1, group, cta
	}
	for g := 0; g < G; g++ {
		for v := 0; v < V; v++ {
			idx, err := tv.Eval(engine.Int(g*group + v*T))
			if err != nil {
				return Panel{}, err
			}
			if idx < 0 || idx >= M*N {
				return Panel{}, fmt.Errorf("TV layout %s maps (WG%d, V%d) to %d, outside the %d×%d tile", tv, g, v, idx, M, N)
			}
			r, c := cell(idx%M, idx/M)
			x := &p.Cells[r*cols+c]
			if len(x.Owners) == 0 {
				x.Key = g
			}
			x.Owners = append(x.Owners, Owner{g, v})
		}
	}
	return p, nil
}

// smemOperand reports whether operand A (or B) of mma comes from shared
// memory through a GMMA or UMMA descriptor read as a whole: its fragment
// type is a descriptor (atom.IsSmemDesc) and the atom's TV layout gives every thread
// the same elements (its thread mode has stride 0).
func smemOperand(mma atom.TiledMMA, a bool) bool {
	frg, lay := mma.Atom.FrgTypeB, mma.Atom.BLayout
	if a {
		frg, lay = mma.Atom.FrgTypeA, mma.Atom.ALayout
	}
	if !atom.IsSmemDesc(frg) || lay.Rank() < 1 {
		return false
	}
	t, err := lay.Mode(0)
	if err != nil {
		return false
	}
	return t.Cosize() <= 1
}

// smemNote says what a shared-memory operand panel is: for a Hopper
// wgmma, a tile the warpgroup reads through a GMMA descriptor; for an
// UMMA (umma), a tile the tcgen05.mma that one thread issues for the whole
// CTA reads through a UMMA shared-memory descriptor.
func smemNote(name, major string, group int, umma bool) string {
	mj := "K-major"
	if major == "MN" {
		mj = "MN-major"
	}
	k := map[bool]string{true: "K", false: "MN"}[major != "MN"]
	if umma {
		return fmt.Sprintf("%s: shared memory, read as one tile through a UMMA shared-memory descriptor (UMMA::SmemDescriptor, UMMA::Major::%s, %s) "+
			"by the tcgen05.mma that one thread issues for the whole CTA; cell CTAc Vv is value v of the tile. "+
			"The descriptor's layout is the shared-memory tensor's (a UMMA::Layout_%s_*_Atom tiled to the tile)", name, major, mj, k)
	}
	return fmt.Sprintf("%s: shared memory, read as one tile by all %d threads of a warpgroup through a GMMA descriptor (GMMA::Major::%s, %s); "+
		"cell WGw Vv is value v of the tile warpgroup w reads. The descriptor's layout is the shared-memory tensor's (a GMMA::Layout_%s_*_Atom tiled to the tile)",
		name, group, major, mj, k)
}

// tmemNote says what an UMMA's C panel is: the accumulator in tensor
// memory, not registers.
const tmemNote = "C: the accumulator, in tensor memory (TMEM), not in registers: cell CTAc Vv is value v of the tile CTA c accumulates into " +
	"(one thread issues the MMA for the CTA, or for both CTAs of a 2SM atom); " +
	"partition_fragment_C gives its TMEM tensor (lane.column), read back to registers by a TMEM load atom"

// ummaOperandNote says what an UMMA operand drawn per CTA is: a 2SM
// atom's A or B, split between the shared memory of the two CTAs of the
// pair (a descriptor fragment), or a _TS atom's A in tensor memory ("tmem").
func ummaOperandNote(name, frg string) string {
	if frg == "tmem" {
		return name + ": in tensor memory (TMEM), not shared memory: cell CTAc Vv is value v of the tile in CTA c's TMEM"
	}
	return name + ": shared memory, split between the two CTAs of the pair: cell CTAc Vv is value v of the part in CTA c's shared memory, " +
		"which the 2SM tcgen05.mma, issued by one thread for both CTAs, reads through a UMMA shared-memory descriptor"
}

// FromMMA builds the figure of TiledMMA mma as print_latex arranges it: C
// (M×N) at the origin, A (M×K) to its left, B (K×N, k down) above it,
// every cell coloured by its thread.
func FromMMA(mma atom.TiledMMA) (*Figure, error) {
	M, N, K := mma.TileSize(0), mma.TileSize(1), mma.TileSize(2)
	lc, err := mma.GetLayoutC_TV()
	if err != nil {
		return nil, err
	}
	la, err := mma.GetLayoutA_TV()
	if err != nil {
		return nil, err
	}
	lb, err := mma.GetLayoutB_TV()
	if err != nil {
		return nil, err
	}
	id := func(m, n int) (int, int) { return m, n }
	c, T, err := tvPanel(lc, M, N, "C", id, M, N)
	if err != nil {
		return nil, err
	}
	group, err := engine.Size(mma.Atom.ThrID.Shape())
	if err != nil {
		return nil, err
	}
	// An UMMA (its accumulator a TMEM fragment) is issued by one thread
	// for the CTA.
	umma := mma.Atom.FrgC.NSM > 0
	if umma {
		c.Note = tmemNote
	}
	var a, b Panel
	if smemOperand(mma, true) {
		a, err = sharedPanel(la, M, K, group, umma, "A", id, M, K)
		a.Note = smemNote("A", mma.Atom.MajorA, group, umma)
	} else {
		a, _, err = tvPanel(la, M, K, "A", id, M, K)
	}
	if err != nil {
		return nil, err
	}
	kn := func(n, k int) (int, int) { return k, n }
	if smemOperand(mma, false) {
		b, err = sharedPanel(lb, N, K, group, umma, "B", kn, K, N)
		b.Note = smemNote("B", mma.Atom.MajorB, group, umma)
	} else {
		b, _, err = tvPanel(lb, N, K, "B", kn, K, N)
	}
	if err != nil {
		return nil, err
	}
	if umma {
		// The UMMA atom's "thread" is the CTA (ThrID 1:0, or 2:1 for the
		// pair of a 2SM atom): its cells are named for it.
		for _, pn := range []*Panel{&c, &a, &b} {
			for i := range pn.Cells {
				pn.Cells[i].cta = true
			}
		}
		if a.Note == "" {
			a.Note = ummaOperandNote("A", mma.Atom.FrgTypeA)
		}
		if b.Note == "" {
			b.Note = ummaOperandNote("B", mma.Atom.FrgTypeB)
		}
	}
	c.RowName, c.ColName = "m", "n"
	a.RowName, a.ColName, a.AtCol = "m", "k", -K-1
	b.RowName, b.ColName, b.AtRow = "k", "n", -K-1
	perm := make([]string, 3)
	for i := range perm {
		perm[i] = engine.TilerString(mma.Permutation[i], engine.Plain)
	}
	title := fmt.Sprintf("TiledMMA %s · atom layout %s · permutation (%s) · tile %d×%d×%d",
		mma.Atom.Op, mma.ThrLayoutVMNK, strings.Join(perm, ","), M, N, K)
	fig := &Figure{Kind: KindMMA, Title: title, Mode: ByThread, Panels: []Panel{c, a, b}, Threads: T, Keys: T}
	fig.tex = texSource{
		latex: func() (string, error) { return atom.PrintLatexMMA(mma) },
		svg:   func() (string, error) { return atom.PrintSVGMMA(mma) },
	}
	return fig, nil
}

// FromCopy builds the figure of TiledCopy cp: the source tile and, three
// columns to its right, the destination tile, as print_latex_copy places
// them — below it when the tile is wider than tall — every cell coloured
// by its thread.
func FromCopy(cp atom.TiledCopy) (*Figure, error) {
	if cp.TilerMN.IsInt() || cp.TilerMN.Len() != 2 {
		return nil, fmt.Errorf("TiledCopy tiler %s: want a rank-2 tile", cp.TilerMN)
	}
	M, err := engine.Size(cp.TilerMN.At(0))
	if err != nil {
		return nil, err
	}
	N, err := engine.Size(cp.TilerMN.At(1))
	if err != nil {
		return nil, err
	}
	ls, err := cp.GetLayoutS_TV()
	if err != nil {
		return nil, err
	}
	ld, err := cp.GetLayoutD_TV()
	if err != nil {
		return nil, err
	}
	id := func(m, n int) (int, int) { return m, n }
	s, T, err := tvPanel(ls, M, N, "S", id, M, N)
	if err != nil {
		return nil, err
	}
	d, _, err := tvPanel(ld, M, N, "D", id, M, N)
	if err != nil {
		return nil, err
	}
	s.RowName, s.ColName = "m", "n"
	d.RowName, d.ColName = "m", "n"
	if N > M {
		// A wide tile: D below S, so the figure is about as wide as the
		// tile rather than twice it (a 32×64 copy fits 80 columns
		// compacted, and its PNG is half as wide).
		d.AtRow = M + 2
	} else {
		d.AtCol = N + 3
	}
	title := fmt.Sprintf("TiledCopy %s · tile %d×%d · %d threads", cp.Atom.Op, M, N, T)
	fig := &Figure{Kind: KindCopy, Title: title, Mode: ByThread, Panels: []Panel{s, d}, Threads: T, Keys: T}
	fig.tex = texSource{latex: func() (string, error) { return atom.PrintLatexCopy(cp) }}
	return fig, nil
}
