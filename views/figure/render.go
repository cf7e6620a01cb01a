package figure

import "fmt"

// Render draws fig in format "svg", "tex", "png" or "cute-svg" (CuTe's
// print_svg of a TiledMMA), the SVG and PNG for a dark or light
// background (a PNG at its automatic scale).
func Render(fig *Figure, format string, dark bool) ([]byte, error) {
	return RenderScaled(fig, format, dark, 0)
}

// RenderScaled is Render with a PNG's scale (see PNGScaled; other formats
// ignore it).
func RenderScaled(fig *Figure, format string, dark bool, scale int) ([]byte, error) {
	switch format {
	case "svg":
		s, err := SVG(fig, dark)
		return []byte(s), err
	case "tex":
		s, err := TeX(fig)
		return []byte(s), err
	case "png":
		return PNGScaled(fig, dark, scale)
	case "cute-svg":
		s, err := CuteSVG(fig)
		return []byte(s), err
	}
	return nil, fmt.Errorf("format %q: want svg, tex or png", format)
}
