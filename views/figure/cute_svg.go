package figure

import "errors"

// CuteSVG is CuTe's print_svg of a TiledMMA (or MMA atom), byte for byte:
// engine/atom's PrintSVGMMA, 20-pixel cells, C at (K+2, K+2), A to its
// left and B above it, each cell drawn by its first thread only (the
// figure's own SVG shows them all).
func CuteSVG(fig *Figure) (string, error) {
	if fig.tex.svg == nil {
		return "", errors.New("print_svg draws TiledMMAs (and MMA atoms); this figure is not one")
	}
	if err := checkSize("SVG", cellCount(fig)*cuteCellBytes); err != nil {
		return "", err
	}
	return fig.tex.svg()
}
