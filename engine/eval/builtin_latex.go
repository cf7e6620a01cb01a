package eval

import (
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// print_latex, print_latex_tv and print_svg (cute/util/print_latex.hpp,
// print_svg.hpp): the TikZ or SVG text C++ prints, byte for byte, from
// engine/atom.

var latexBuiltins = []builtin{
	{name: "print_latex", doc: "CuTe's TikZ picture of a layout (rank <= 2, swizzled too), an MMA atom, a TiledMMA or a TiledCopy",
		overloads: []overload{{use: "print_latex(X)", fn: fnPrintLatex}}},
	{name: "print_latex_tv", doc: "CuTe's TikZ picture of a coordinate-valued TV layout (thread, value) -> (m,n) over an M×N tile: composition(make_identity_tensor(tile), tv)",
		overloads: []overload{{use: "print_latex_tv(layout_tv, tile)", fn: fnPrintLatexTV}}},
	{name: "print_svg", doc: "CuTe's SVG picture of an MMA atom or a TiledMMA",
		overloads: []overload{{use: "print_svg(X)", fn: fnPrintSVG}}},
}

// pictureValue is the text of a picture, printed as it is in both forms.
func pictureValue(text string, l engine.Layout) value.TextValue {
	text = trimFinalNewline(text)
	return value.TextValue{Text: text, Static: text, L: l}
}

// tiledOf is the TiledMMA of an MMA atom (make_tiled_mma(atom), as
// print_latex and print_svg of an atom take it) or a TiledMMA.
func (c *callCtx) tiledOf(i int) (atom.TiledMMA, bool, error) {
	switch v := c.args[i].(type) {
	case value.MMAAtomValue:
		t, err := atom.MakeTiledMMA(v.A, nil, nil)
		if err != nil {
			return atom.TiledMMA{}, true, c.engineErr(i, err)
		}
		return t, true, nil
	case value.TiledMMAValue:
		return v.T, true, nil
	}
	return atom.TiledMMA{}, false, nil
}

func fnPrintLatex(c *callCtx) (value.Value, error) {
	if t, ok, err := c.tiledOf(0); ok {
		if err != nil {
			return nil, err
		}
		M, N, K := t.TileSize(0), t.TileSize(1), t.TileSize(2)
		if err := c.pictureFits(latexTVCellBytes, [2]int{M, N}, [2]int{M, K}, [2]int{N, K}); err != nil {
			return nil, err
		}
		s, err := atom.PrintLatexMMA(t)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		lc, _ := t.GetLayoutC_TV()
		return pictureValue(s, lc), nil
	}
	switch v := c.args[0].(type) {
	case value.TiledCopyValue:
		if v.T.TilerMN.IsTuple() && v.T.TilerMN.Len() == 2 {
			M, err1 := engine.Size(v.T.TilerMN.At(0))
			N, err2 := engine.Size(v.T.TilerMN.At(1))
			if err1 == nil && err2 == nil {
				if err := c.pictureFits(latexTVCellBytes, [2]int{M, N}, [2]int{M, N}); err != nil {
					return nil, err
				}
			}
		}
		s, err := atom.PrintLatexCopy(v.T)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		ls, _ := v.T.GetLayoutS_TV()
		return pictureValue(s, ls), nil
	case value.LayoutValue:
		if err := c.chargeCells(0); err != nil {
			return nil, err
		}
		s, err := atom.PrintLatexLayout(v.L)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return pictureValue(s, v.L), nil
	case value.ComposedValue:
		if err := c.chargeCells(0); err != nil {
			return nil, err
		}
		s, err := atom.PrintLatexLayout(v.C)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		cv := v.C
		return value.TextValue{Text: trimFinalNewline(s), Static: trimFinalNewline(s), L: v.C.Outer(), Composed: &cv}, nil
	}
	return nil, c.want(0, "a layout, a composed layout, an MMA atom, a TiledMMA or a TiledCopy")
}

func fnPrintLatexTV(c *callCtx) (value.Value, error) {
	sh, err := c.shape(1)
	if err != nil {
		return nil, err
	}
	if !sh.IsTuple() || sh.Len() != 2 {
		return nil, c.failf(1, "the tile is a shape (M,N), got %s", sh)
	}
	M, err := engine.Size(sh.At(0))
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	N, err := engine.Size(sh.At(1))
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	if err := c.pictureFits(latexTVCellBytes, [2]int{M, N}); err != nil {
		return nil, err
	}
	switch v := c.args[0].(type) {
	case value.CoordTensorValue:
		coord, _ := v.Coords()
		for i, x := range coord {
			if x != 0 {
				return nil, c.failf(0, "the TV tensor's coordinate starts at %d along mode %d; print_latex_tv draws from (0,0)", x, i)
			}
		}
		b := v.Basis()
		s, err := atom.PrintLatexTVBasis(b, M, N, v.StaticString())
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return tvPicture(c, s, b, M)
	case value.BasisLayoutValue:
		s, err := atom.PrintLatexTVBasis(v.B, M, N, v.StaticString())
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return tvPicture(c, s, v.B, M)
	case value.LayoutValue:
		return nil, c.failf(0, "print_latex_tv takes a coordinate-valued TV layout ((thread, value) -> (m,n): C++ binds auto [m, n] = layout_tv(tid, vid)); compose the tile's identity tensor with it: print_latex_tv(composition(make_identity_tensor(%s), tv), %s)", strings.TrimSpace(sh.StaticString()), sh.StaticString())
	}
	return nil, c.want(0, "a coordinate-valued TV tensor (composition(make_identity_tensor(tile), tv))")
}

// tvPicture is print_latex_tv's picture with the layout behind it: the TV
// layout's (m,n) read as the tile's column-major index m + M·n, as
// print_latex_tv indexes its cells.
func tvPicture(c *callCtx, s string, b atom.BasisLayout, M int) (value.Value, error) {
	l, err := b.Index([]int{1, M})
	if err != nil {
		return nil, c.engineErr(0, err)
	}
	return pictureValue(s, l), nil
}

func fnPrintSVG(c *callCtx) (value.Value, error) {
	t, ok, err := c.tiledOf(0)
	if !ok {
		return nil, c.want(0, "an MMA atom or a TiledMMA")
	}
	if err != nil {
		return nil, err
	}
	M, N, K := t.TileSize(0), t.TileSize(1), t.TileSize(2)
	if err := c.pictureFits(svgCellBytes, [2]int{M, N}, [2]int{M, K}, [2]int{N, K}); err != nil {
		return nil, err
	}
	s, err := atom.PrintSVGMMA(t)
	if err != nil {
		return nil, c.engineErr(0, err)
	}
	lc, _ := t.GetLayoutC_TV()
	return pictureValue(s, lc), nil
}

// The fewest bytes one cell of a picture prints: an SVG cell is a rect
// and two labels with their coordinates (270 bytes or more), a TikZ cell
// of a TV layout `\node[fill={rgb,255:...}] at (r,c) {\shortstack{Tt \\
// Vv}};` (83 bytes or more: 47 and a colour of 36).
const (
	svgCellBytes     = 256
	latexTVCellBytes = 80
)

// pictureFits refuses, before drawing, a picture of grids of the given
// sizes (rows, columns) whose cells alone, at perCell bytes each, would
// print more than MaxText bytes: a lower bound, so that nothing that fits
// is refused (a picture under it may still be refused once drawn).
func (c *callCtx) pictureFits(perCell int, grids ...[2]int) error {
	const side = 1 << 20 // products of sides below this fit an int
	total := 0
	for _, g := range grids {
		if g[0] > side || g[1] > side {
			total = MaxText + 1
			break
		}
		total += g[0] * g[1] * perCell
	}
	if total > MaxText {
		return c.failf(0, "value too large: the picture would take more than %d bytes of text (the limit is %d)", min(total, MaxText+1), MaxText)
	}
	return nil
}
