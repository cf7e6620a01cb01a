package termimg

import (
	"encoding/base64"
	"fmt"
	"image"
	"image/color"
	"image/color/palette"
	"image/draw"
	"strings"
)

// kittyChunk is the most base64 bytes in one kitty graphics command (the
// protocol's limit).
const kittyChunk = 4096

// KittyPNG is the kitty graphics command that transmits and displays a
// PNG (f=100, a=T) over cols x rows cells at the cursor, without moving
// the cursor (C=1) and with no reply (q=2), in chunks of 4096 base64
// bytes (m=1 on every chunk but the last).
func KittyPNG(pngData []byte, cols, rows int) string {
	enc := base64.StdEncoding.EncodeToString(pngData)
	var b strings.Builder
	first := true
	for len(enc) > 0 || first {
		n := min(len(enc), kittyChunk)
		chunk := enc[:n]
		enc = enc[n:]
		more := 0
		if len(enc) > 0 {
			more = 1
		}
		b.WriteString("\x1b_G")
		if first {
			fmt.Fprintf(&b, "f=100,a=T,t=d,c=%d,r=%d,C=1,q=2,", cols, rows)
			first = false
		}
		fmt.Fprintf(&b, "m=%d;%s\x1b\\", more, chunk)
	}
	return b.String()
}

// ITerm2PNG is iTerm2's inline-image sequence (OSC 1337 File=) for a PNG
// shown over cols x rows cells, keeping its aspect ratio.
func ITerm2PNG(pngData []byte, cols, rows int) string {
	return fmt.Sprintf("\x1b]1337;File=inline=1;size=%d;width=%d;height=%d;preserveAspectRatio=1:%s\x07",
		len(pngData), cols, rows, base64.StdEncoding.EncodeToString(pngData))
}

// SixelImage is img in DEC sixel: DCS q, the raster size, the palette
// (at most 256 colours, in percent), then bands six pixels high, each
// colour of a band run-length encoded (!n), bands ended by "-", ST.
// A picture with more than 256 colours is first mapped to the Plan 9
// palette.
func SixelImage(img image.Image) string {
	p, ok := img.(*image.Paletted)
	if !ok || len(p.Palette) > 256 {
		b := img.Bounds()
		p = image.NewPaletted(image.Rect(0, 0, b.Dx(), b.Dy()), palette.Plan9)
		draw.Draw(p, p.Rect, img, b.Min, draw.Src)
	}
	w, h := p.Rect.Dx(), p.Rect.Dy()
	var b strings.Builder
	fmt.Fprintf(&b, "\x1bPq\"1;1;%d;%d", w, h)
	for i, c := range p.Palette {
		r, g, bl, _ := color.RGBAModel.Convert(c).RGBA()
		fmt.Fprintf(&b, "#%d;2;%d;%d;%d", i, pct(r), pct(g), pct(bl))
	}
	for y0 := 0; y0 < h; y0 += 6 {
		// The colours used in this band, in palette order.
		used := make([]bool, len(p.Palette))
		for y := y0; y < min(y0+6, h); y++ {
			for x := range w {
				used[p.ColorIndexAt(p.Rect.Min.X+x, p.Rect.Min.Y+y)] = true
			}
		}
		firstColour := true
		for ci, u := range used {
			if !u {
				continue
			}
			if !firstColour {
				b.WriteByte('$') // back to the start of the band
			}
			firstColour = false
			fmt.Fprintf(&b, "#%d", ci)
			run, last := 0, byte(0)
			flush := func() {
				switch {
				case run > 3:
					fmt.Fprintf(&b, "!%d%c", run, last)
				default:
					for range run {
						b.WriteByte(last)
					}
				}
			}
			for x := range w {
				bits := 0
				for dy := range 6 {
					y := y0 + dy
					if y < h && int(p.ColorIndexAt(p.Rect.Min.X+x, p.Rect.Min.Y+y)) == ci {
						bits |= 1 << dy
					}
				}
				ch := byte(63 + bits)
				if run > 0 && ch == last {
					run++
					continue
				}
				flush()
				run, last = 1, ch
			}
			flush()
		}
		b.WriteByte('-')
	}
	b.WriteString("\x1b\\")
	return b.String()
}

// pct is a 16-bit colour channel in percent, rounded.
func pct(v uint32) int { return int((v*100 + 0x7fff) / 0xffff) }
