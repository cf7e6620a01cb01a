package atom

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// The text of CuTe's print_latex and print_svg (util/print_latex.hpp,
// util/print_svg.hpp), byte for byte: TikZ in a standalone document with
// cells at (row, column) and x pointing down, or an SVG of 20-pixel cells.
// A TV picture draws, in (thread, value) order, each cell of the tile the
// first time a (thread, value) pair maps to it, coloured by the thread;
// the comment lines print the TV layouts composed with the tile's identity
// tensor (ArithTuple(_0,_0) o ...:(...@0,...@1)).

// tikzBWx8 is TikzColor_BWx8, print_latex's colours of a layout by offset.
var tikzBWx8 = [8]string{"black!00", "black!40", "black!20", "black!60", "black!10", "black!50", "black!30", "black!70"}

// tikzTV is TikzColor_TV, the colours of a TV picture by thread.
var tikzTV = [8]string{
	"{rgb,255:red,175;green,175;blue,255}",
	"{rgb,255:red,175;green,255;blue,175}",
	"{rgb,255:red,255;green,255;blue,175}",
	"{rgb,255:red,255;green,175;blue,175}",
	"{rgb,255:red,210;green,210;blue,255}",
	"{rgb,255:red,210;green,255;blue,210}",
	"{rgb,255:red,255;green,255;blue,210}",
	"{rgb,255:red,255;green,210;blue,210}",
}

// svgTV is SVGColor_TV, print_svg's colours by thread.
var svgTV = [8]string{"175,175,255", "175,255,175", "255,255,175", "255,175,175", "210,210,255", "210,255,210", "255,255,210", "255,210,210"}

const latexHeader = "\\documentclass[convert]{standalone}\n" +
	"\\usepackage{tikz}\n\n" +
	"\\begin{document}\n" +
	"\\begin{tikzpicture}[x={(0cm,-1cm)},y={(1cm,0cm)},every node/.style={minimum size=1cm, outer sep=0pt}]\n\n"

const latexFooter = "\\end{tikzpicture}\n\\end{document}\n"

// maxLatexCells bounds the cells of one picture (about 45 bytes of text
// each) and maxLatexPairs the (thread, value) pairs visited, so that no
// request prints or loops without end.
const (
	maxLatexCells = 1 << 16
	maxLatexPairs = 1 << 20
)

func latexErr(op, cond, format string, args ...any) error {
	return &engine.Error{Op: op, Cond: cond, Detail: fmt.Sprintf(format, args...)}
}

// PrintLatexLayout is print_latex(layout) of a layout of rank <= 2 or a
// composed layout of rank 2: the comment "% Layout: " and the layout
// appended to rank 2 with Layout<_1,_0> (static form), then each cell
// (m,n) of the M×N grid filled with TikzColor_BWx8(idx) and labelled idx =
// layout(m,n), the grid, the row and column labels. A composed layout
// with an smem_ptr_flag_bits<B> offset is drawn as
// as_position_independent_swizzle_layout draws it:
// composition(recast_layout<uint8_t,uint_bit_t<B>>(Sw), _0, L).
func PrintLatexLayout(f engine.Fn) (string, error) {
	const op = "print_latex"
	var eval func(engine.IntTuple) (int, error)
	var text string
	var shape engine.IntTuple
	switch l := f.(type) {
	case engine.Layout:
		if l.Rank() > 2 {
			return "", latexErr(op, "rank(layout_a) <= Int<2>{}", "the layout %s has rank %d", l, l.Rank())
		}
		a := l
		if l.Rank() < 2 {
			one, err := engine.MakeLayout(engine.Int(1), engine.Int(0))
			if err == nil {
				a, err = engine.AppendLayoutN(l, one, 2)
			}
			if err != nil {
				return "", err
			}
		}
		eval, text, shape = a.Eval, a.StaticString(), a.Shape()
	case engine.ComposedLayout:
		c := l
		if bits, ok := c.OffsetTerm().FlagBits(); ok {
			sw, ok := c.A().(engine.Swizzle)
			if !ok {
				return "", latexErr(op, "unsupported layout", "%s: as_position_independent_swizzle_layout takes a swizzle as layout_a", c.StaticString())
			}
			var r engine.Fn = sw
			var err error
			switch {
			case bits > 8:
				r, err = sw.Upcast(bits / 8)
			case bits < 8:
				r, err = sw.Downcast(8 / bits)
			}
			if err != nil {
				return "", err
			}
			switch pi := engine.Compose3(r, engine.IntOffset(0), c.B()).(type) {
			case engine.ComposedLayout:
				c = pi
			case engine.Layout:
				// Sw<0,M,S> o _0 o L is L itself, as C++'s composition gives it.
				return PrintLatexLayout(pi)
			default:
				return "", latexErr(op, "unsupported layout", "%s: its position-independent form is not a layout", c.StaticString())
			}
		}
		dom, ok := c.Domain()
		if !ok || dom.Rank() != 2 {
			return "", latexErr(op, "rank(layout_a) <= Int<2>{}", "print_latex draws a composed layout whose domain has rank 2; %s", c.StaticString())
		}
		eval, text, shape = c.Eval, c.StaticString(), dom.Shape()
	default:
		return "", latexErr(op, "no matching function", "print_latex takes a layout, a composed layout, an MMA atom, a TiledMMA or a TiledCopy")
	}
	M, err := engine.Size(shape.At(0))
	if err != nil {
		return "", err
	}
	N, err := engine.Size(shape.At(1))
	if err != nil {
		return "", err
	}
	if M > maxLatexCells || N > maxLatexCells || M*N > maxLatexCells {
		return "", latexErr(op, "too large", "%d×%d cells; at most %d are drawn", M, N, maxLatexCells)
	}
	var b strings.Builder
	b.WriteString("% Layout: " + text + "\n")
	b.WriteString(latexHeader)
	for m := range M {
		for n := range N {
			v, err := eval(engine.Ints(m, n))
			if err != nil {
				return "", err
			}
			idx := int(int32(v))
			fmt.Fprintf(&b, "\\node[fill=%s] at (%d,%d) {%d};\n", tikzBWx8[((idx%8)+8)%8], m, n, idx)
		}
	}
	fmt.Fprintf(&b, "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (0,0) grid (%d,%d);\n\n", M, N)
	latexLabels(&b, M, N, func(m int) (int, int) { return m, -1 }, func(n int) (int, int) { return -1, n })
	b.WriteString(latexFooter)
	return b.String(), nil
}

// latexLabels writes the row labels 0..M-1 at rowAt(m) and the column
// labels 0..N-1 at colAt(n).
func latexLabels(b *strings.Builder, M, N int, rowAt, colAt func(int) (int, int)) {
	for m := range M {
		x, y := rowAt(m)
		fmt.Fprintf(b, "\\node at (%d,%d) {\\Large{\\texttt{%d}}};\n", x, y, m)
	}
	for n := range N {
		x, y := colAt(n)
		fmt.Fprintf(b, "\\node at (%d,%d) {\\Large{\\texttt{%d}}};\n", x, y, n)
	}
}

// tvTensor is a TV layout composed with the identity tensor of an M×N
// tile: (thread, value) -> (m, n), printed as cute::print prints it.
type tvTensor struct {
	B     BasisLayout
	Shape engine.IntTuple // (M, N)
}

func (t tvTensor) String() string { return "ArithTuple(_0,_0) o " + t.B.StaticString() }

// identityTV is composition(make_identity_tensor((M,N)), tv).
func identityTV(tv engine.Layout, M, N int) (tvTensor, error) {
	id, err := MakeIdentityLayout(engine.Ints(M, N))
	if err != nil {
		return tvTensor{}, err
	}
	b, err := id.Apply(func(l engine.Layout) (engine.Layout, error) { return engine.Composition(l, tv) })
	if err != nil {
		return tvTensor{}, err
	}
	return tvTensor{b, engine.Ints(M, N)}, nil
}

// cells visits the tensor's (thread, value) pairs in order and calls
// draw(t, v, m, n) the first time each (m, n) is reached.
func (t tvTensor) cells(op string, draw func(tid, vid, m, n int)) error {
	if t.B.Rank() != 2 {
		return latexErr(op, "rank(layout_tv) == Int<2>{}", "the TV layout %s has rank %d", t.B.String(), t.B.Rank())
	}
	M, N := t.Shape.At(0).Value(), t.Shape.At(1).Value()
	sh := t.B.Shape()
	T, err := engine.Size(sh.At(0))
	if err != nil {
		return err
	}
	V, err := engine.Size(sh.At(1))
	if err != nil {
		return err
	}
	if T > maxLatexPairs || V > maxLatexPairs || T*V > maxLatexPairs || M > maxLatexCells || N > maxLatexCells || M*N > maxLatexCells {
		return latexErr(op, "too large", "%d threads × %d values over %d×%d cells; at most %d cells (%d pairs) are drawn", T, V, M, N, maxLatexCells, maxLatexPairs)
	}
	filled := make([]bool, M*N)
	if d := t.B.Directions(); d != 2 {
		return latexErr(op, "not a TV layout into an M×N tile", "its coordinates have %d components, not (m,n)", d)
	}
	for tid := range T {
		for vid := range V {
			// auto [m, n] = layout_tv(tid, vid): the ArithmeticTuple's two components.
			mn, err := t.B.EvalCoord(engine.Ints(tid, vid))
			if err != nil {
				return err
			}
			m, n := mn[0], mn[1]
			if m < 0 || m >= M || n < 0 || n >= N {
				return latexErr(op, "coordinate outside the tile", "(thread %d, value %d) maps to (%d,%d), outside the %d×%d tile", tid, vid, m, n, M, N)
			}
			if !filled[m+M*n] {
				filled[m+M*n] = true
				draw(tid, vid, m, n)
			}
		}
	}
	return nil
}

func latexNode(b *strings.Builder, tid, vid, r, c int) {
	fmt.Fprintf(b, "\\node[fill=%s] at (%d,%d) {\\shortstack{T%d \\\\ V%d}};\n", tikzTV[tid%8], r, c, tid, vid)
}

// PrintLatexTV is print_latex_tv of an integer TV layout (thread, value)
// -> index of the M×N tile (m + M·n), drawn as C++ draws
// print_latex_tv(composition(make_identity_tensor((M,N)), tv), (M,N)),
// whose comment prints that coordinate tensor.
func PrintLatexTV(tv engine.Layout, M, N int) (string, error) {
	const op = "print_latex_tv"
	t, err := identityTV(tv, M, N)
	if err != nil {
		return "", err
	}
	return printLatexTV(op, t, M, N, t.String())
}

// PrintLatexTVBasis is print_latex_tv of a coordinate-valued TV tensor.
func PrintLatexTVBasis(b BasisLayout, M, N int, comment string) (string, error) {
	if b.Directions() != 2 || !b.Coprofile.IsTuple() {
		return "", latexErr("print_latex_tv", "unsupported layout", "a TV layout onto (m,n) coordinates has two basis directions, %s has %d", b.String(), b.Directions())
	}
	return printLatexTV("print_latex_tv", tvTensor{b, engine.Ints(M, N)}, M, N, comment)
}

func printLatexTV(op string, t tvTensor, M, N int, comment string) (string, error) {
	var b strings.Builder
	b.WriteString("% Layout TV: " + comment + "\n")
	b.WriteString(latexHeader)
	if err := t.cells(op, func(tid, vid, m, n int) { latexNode(&b, tid, vid, m, n) }); err != nil {
		return "", err
	}
	fmt.Fprintf(&b, "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (0,0) grid (%d,%d);\n\n", M, N)
	latexLabels(&b, M, N, func(m int) (int, int) { return m, -1 }, func(n int) (int, int) { return -1, n })
	b.WriteString(latexFooter)
	return b.String(), nil
}

// mmaTensors are a TiledMMA's C, A and B TV layouts composed with the
// identity tensors of its (M,N), (M,K) and (N,K) tiles, and M, N, K.
func mmaTensors(mma TiledMMA) (c, a, b tvTensor, M, N, K int, err error) {
	M, N, K = mma.TileSize(0), mma.TileSize(1), mma.TileSize(2)
	lc, err := mma.GetLayoutC_TV()
	if err != nil {
		return
	}
	la, err := mma.GetLayoutA_TV()
	if err != nil {
		return
	}
	lb, err := mma.GetLayoutB_TV()
	if err != nil {
		return
	}
	if c, err = identityTV(lc, M, N); err != nil {
		return
	}
	if a, err = identityTV(la, M, K); err != nil {
		return
	}
	b, err = identityTV(lb, N, K)
	return
}

// PrintLatexMMA is print_latex(mma) of a TiledMMA (of an MMA atom:
// print_latex(make_tiled_mma(atom))): the C tile at (0,0), A at column
// -K-1 and B at row -K-1, each with its grid and labels, as
// detail::print_latex_mma draws them.
func PrintLatexMMA(mma TiledMMA) (string, error) {
	const op = "print_latex"
	c, a, bt, M, N, K, err := mmaTensors(mma)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString("% LayoutC: " + c.String() + "\n")
	b.WriteString("% LayoutA: " + a.String() + "\n")
	b.WriteString("% LayoutB: " + bt.String() + "\n")
	b.WriteString(latexHeader)
	if err := c.cells(op, func(tid, vid, m, n int) { latexNode(&b, tid, vid, m, n) }); err != nil {
		return "", err
	}
	fmt.Fprintf(&b, "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (%d,%d) grid (%d,%d);\n\n", 0, 0, M, N)
	if err := a.cells(op, func(tid, vid, m, k int) { latexNode(&b, tid, vid, m, k-K-1) }); err != nil {
		return "", err
	}
	fmt.Fprintf(&b, "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (%d,%d) grid (%d,%d);\n\n", 0, -K-1, M, -1)
	latexLabels(&b, M, K, func(m int) (int, int) { return m, -1 - K - 1 }, func(k int) (int, int) { return -1, k - K - 1 })
	if err := bt.cells(op, func(tid, vid, n, k int) { latexNode(&b, tid, vid, k-K-1, n) }); err != nil {
		return "", err
	}
	fmt.Fprintf(&b, "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (%d,%d) grid (%d,%d);\n\n", -K-1, 0, -1, N)
	latexLabels(&b, N, K, func(n int) (int, int) { return -1 - K - 1, n }, func(k int) (int, int) { return k - K - 1, -1 })
	b.WriteString(latexFooter)
	return b.String(), nil
}

// PrintLatexCopy is print_latex(copy) of a TiledCopy: tidfrg_S and
// tidfrg_D of the identity tensor of its tile, sliced at (_,_,0), the S
// picture at (0,0) and the D picture N+3 columns to its right, as
// detail::print_latex_copy draws them.
func PrintLatexCopy(cp TiledCopy) (string, error) {
	const op = "print_latex"
	if !cp.TilerMN.IsTuple() || cp.TilerMN.Len() != 2 {
		return "", latexErr(op, "rank(S) == Int<2>{}", "the TiledCopy's tile %s is not rank 2", cp.TilerMN)
	}
	// tile_mn = product_each(shape(logical_divide(make_layout(Shape<_1,_1>{}), Tiler_MN))):
	// a tiler of layouts with holes spans their complements too.
	one, err := engine.MakeCompactLayout(engine.Ints(1, 1))
	if err != nil {
		return "", err
	}
	div, err := engine.LogicalDivide(one, cp.tiler())
	if err != nil {
		return "", err
	}
	tile := productEach(div.Shape())
	if !tile.IsTuple() || tile.Len() != 2 {
		return "", latexErr(op, "rank(S) == Int<2>{}", "the TiledCopy's tile %s is not rank 2", tile)
	}
	M, N := tile.At(0).Value(), tile.At(1).Value()
	if M > maxLatexCells || N > maxLatexCells {
		return "", latexErr(op, "too large", "a %d×%d tile; at most %d cells are drawn", M, N, maxLatexCells)
	}
	tensor := func(tidfrg func(engine.Layout, ...*engine.Trace) (engine.Layout, error)) (tvTensor, error) {
		id, err := MakeIdentityLayout(engine.Ints(M, N))
		if err != nil {
			return tvTensor{}, err
		}
		f, err := id.Apply(func(l engine.Layout) (engine.Layout, error) { return tidfrg(l) })
		if err != nil {
			return tvTensor{}, err
		}
		u := engine.Underscore()
		s, _, err := f.ApplyOffset(func(l engine.Layout) (engine.Layout, int, error) {
			return l.Slice(engine.Tuple(u, u, engine.Int(0)))
		})
		return tvTensor{s, engine.Ints(M, N)}, err
	}
	s, err := tensor(cp.TidfrgS)
	if err != nil {
		return "", err
	}
	d, err := tensor(cp.TidfrgD)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString("% Layout S TV: " + s.String() + "\n")
	b.WriteString("% Layout D TV: " + d.String() + "\n")
	b.WriteString(latexHeader)
	if err := s.cells(op, func(tid, vid, m, n int) { latexNode(&b, tid, vid, m, n) }); err != nil {
		return "", err
	}
	fmt.Fprintf(&b, "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (%d,%d) grid (%d,%d);\n\n", 0, 0, M, N)
	latexLabels(&b, M, N, func(m int) (int, int) { return m, -1 }, func(n int) (int, int) { return -1, n })
	if err := d.cells(op, func(tid, vid, m, n int) { latexNode(&b, tid, vid, m, n+N+3) }); err != nil {
		return "", err
	}
	fmt.Fprintf(&b, "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (%d,%d) grid (%d,%d);\n\n", 0, N+3, M, N+N+3)
	latexLabels(&b, M, N, func(m int) (int, int) { return m, N + N + 3 }, func(n int) (int, int) { return -1, n + N + 3 })
	b.WriteString(latexFooter)
	return b.String(), nil
}

// PrintSVGMMA is print_svg(mma) of a TiledMMA (of an MMA atom:
// print_svg(make_tiled_mma(atom))), as detail::print_svg_mma draws it:
// 20-pixel cells, C at (K+2, K+2), A to its left, B above it.
func PrintSVGMMA(mma TiledMMA) (string, error) {
	const op = "print_svg"
	c, a, bt, M, N, K, err := mmaTensors(mma)
	if err != nil {
		return "", err
	}
	const cs = 20
	var b strings.Builder
	fmt.Fprintf(&b, "<!--  Tile: (_%d,_%d,_%d)  -->\n", M, N, K)
	fmt.Fprintf(&b, "<!--     A: %s  -->\n", a)
	fmt.Fprintf(&b, "<!--     B: %s  -->\n", bt)
	fmt.Fprintf(&b, "<!--     C: %s  -->\n", c)
	fmt.Fprintf(&b, "<svg width=\"100%%\" height=\"100%%\" viewBox=\"0 0 %d %d\" preserveAspectRatio=\"xMidYMid meet\" xmlns=\"http://www.w3.org/2000/svg\">\n", (K+N+2)*cs, (K+M+2)*cs)
	cell := func(x, y, t, v int, close string) {
		fmt.Fprintf(&b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"rgb(%s)\" stroke=\"black\"%s>\n", x, y, cs, cs, svgTV[t%8], close)
		fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" alignment-baseline=\"central\" font-size=\"8\">T%d</text>\n", x+cs/2, y+cs/4, t)
		fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" alignment-baseline=\"central\" font-size=\"8\">V%d</text>\n", x+cs/2, y+3*cs/4, v)
	}
	label := func(x, y, v int) {
		fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" alignment-baseline=\"central\" font-size=\"12\">%d</text>\n", x+cs/2, y+cs/2, v)
	}
	if err := c.cells(op, func(t, v, m, n int) { cell((n+K+2)*cs, (m+K+2)*cs, t, v, "/") }); err != nil {
		return "", err
	}
	if err := a.cells(op, func(t, v, m, k int) { cell((k+1)*cs, (m+K+2)*cs, t, v, " /") }); err != nil {
		return "", err
	}
	for m := range M {
		label(0, (m+K+2)*cs, m)
	}
	for k := range K {
		label((k+1)*cs, (K+1)*cs, k)
	}
	if err := bt.cells(op, func(t, v, n, k int) { cell((n+K+2)*cs, (k+1)*cs, t, v, " /") }); err != nil {
		return "", err
	}
	for n := range N {
		label((n+K+2)*cs, 0, n)
	}
	for k := range K {
		label((K+1)*cs, (k+1)*cs, k)
	}
	b.WriteString("</svg>\n")
	return b.String(), nil
}
