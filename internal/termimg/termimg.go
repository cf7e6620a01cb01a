// Package termimg shows a picture inside a terminal: the kitty graphics
// protocol, iTerm2's inline images (also WezTerm, VS Code's terminal) and
// DEC sixel. It encodes; it does not draw the picture (views/figure does)
// nor write to the terminal (the app does). Detect guesses from the
// environment which protocol the terminal speaks.
package termimg

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"strings"
)

// Protocol is a way of showing images in a terminal.
type Protocol string

// The protocols, and Off for none.
const (
	Kitty  Protocol = "kitty"
	ITerm2 Protocol = "iterm2"
	Sixel  Protocol = "sixel"
	Off    Protocol = "off"
)

// Detect guesses the protocol of the terminal whose environment getenv
// reads (the process's, or an SSH session's): kitty and Ghostty speak
// kitty's; iTerm2, WezTerm and VS Code iTerm2's; foot, mlterm and
// contour sixel. Inside tmux or screen, which do not pass images on
// without extra set-up, and where nothing says, it is Off: the plain grid.
func Detect(getenv func(string) string) Protocol {
	term, prog := getenv("TERM"), getenv("TERM_PROGRAM")
	switch {
	case getenv("TMUX") != "" || strings.HasPrefix(term, "screen") || strings.HasPrefix(term, "tmux"):
		return Off
	case getenv("KITTY_WINDOW_ID") != "" || term == "xterm-kitty" || term == "xterm-ghostty" || prog == "ghostty":
		return Kitty
	case prog == "iTerm.app" || prog == "WezTerm" || prog == "vscode" || getenv("LC_TERMINAL") == "iTerm2":
		return ITerm2
	case strings.HasPrefix(term, "foot") || term == "mlterm" || term == "contour" || strings.HasSuffix(term, "-sixel"):
		return Sixel
	}
	return Off
}

// Cell is the size in pixels assumed for one terminal cell when a picture
// is fitted to a box of cells (the terminals do not all say theirs).
const CellW, CellH = 10, 20

// Fit scales img down (never up), keeping its aspect ratio, to fit in
// cols x rows cells of CellW x CellH pixels, by nearest neighbour (the
// figures are flat colours and lines). It returns the picture and the
// cells it covers.
func Fit(img image.Image, cols, rows int) (image.Image, int, int) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w <= 0 || h <= 0 || cols <= 0 || rows <= 0 {
		return img, 0, 0
	}
	maxW, maxH := cols*CellW, rows*CellH
	nw, nh := w, h
	if nw > maxW {
		nw, nh = maxW, max(1, h*maxW/w)
	}
	if nh > maxH {
		nw, nh = max(1, nw*maxH/nh), maxH
	}
	out := img
	if nw != w || nh != h {
		out = scale(img, nw, nh)
	}
	return out, (nw + CellW - 1) / CellW, (nh + CellH - 1) / CellH
}

// scale resamples img to w x h by nearest neighbour, keeping a paletted
// image paletted.
func scale(img image.Image, w, h int) image.Image {
	b := img.Bounds()
	at := func(x, y int) (int, int) { return b.Min.X + x*b.Dx()/w, b.Min.Y + y*b.Dy()/h }
	if p, ok := img.(*image.Paletted); ok {
		out := image.NewPaletted(image.Rect(0, 0, w, h), p.Palette)
		for y := range h {
			for x := range w {
				sx, sy := at(x, y)
				out.SetColorIndex(x, y, p.ColorIndexAt(sx, sy))
			}
		}
		return out
	}
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			sx, sy := at(x, y)
			out.Set(x, y, img.At(sx, sy))
		}
	}
	return out
}

// Sequence is the escape sequence that shows the PNG picture pngData in
// at most cols x rows cells, with the protocol p, at the cursor; it leaves
// the cursor where it was (the caller places it first). It returns the
// cells the picture covers.
func Sequence(p Protocol, pngData []byte, cols, rows int) (seq string, w, h int, err error) {
	img, err := png.Decode(bytes.NewReader(pngData))
	if err != nil {
		return "", 0, 0, fmt.Errorf("termimg: %v", err)
	}
	if p == Sixel {
		// Sixel draws pixels, not cells: fit for cells as short as 12
		// pixels, so that the picture never runs past the rows given.
		rows = max(1, rows*12/CellH)
	}
	fitted, w, h := Fit(img, cols, rows)
	if fitted != img {
		var buf bytes.Buffer
		if err := png.Encode(&buf, fitted); err != nil {
			return "", 0, 0, err
		}
		pngData = buf.Bytes()
	}
	switch p {
	case Kitty:
		return KittyPNG(pngData, w, h), w, h, nil
	case ITerm2:
		return ITerm2PNG(pngData, w, h), w, h, nil
	case Sixel:
		return SixelImage(fitted), w, h, nil
	}
	return "", 0, 0, fmt.Errorf("termimg: no image protocol %q (want kitty, iterm2 or sixel)", p)
}

// Delete is the sequence that takes the pictures of protocol p off the
// screen where the protocol has one (kitty's delete-all); sixel and iTerm2
// pictures are cells, cleared by redrawing the screen.
func Delete(p Protocol) string {
	if p == Kitty {
		return "\x1b_Ga=d,d=A,q=2\x1b\\"
	}
	return ""
}

// SixelInDA1 reports whether a terminal's answer to Primary Device
// Attributes (CSI c), "ESC [ ? Ps ; Ps ... c", lists attribute 4, sixel
// graphics; ok is false when b holds no complete answer.
func SixelInDA1(b []byte) (sixel, ok bool) {
	i := bytes.Index(b, []byte("\x1b[?"))
	if i < 0 {
		return false, false
	}
	rest := b[i+3:]
	end := bytes.IndexByte(rest, 'c')
	if end < 0 {
		return false, false
	}
	for _, p := range bytes.Split(rest[:end], []byte(";")) {
		if string(p) == "4" {
			return true, true
		}
	}
	return false, true
}
