package termimg

import (
	"bytes"
	"encoding/base64"
	"image"
	"image/color"
	"image/png"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
)

// sample is a 5x8 two-colour picture: a diagonal of red on white.
func sample() *image.Paletted {
	img := image.NewPaletted(image.Rect(0, 0, 5, 8), color.Palette{color.White, color.RGBA{255, 0, 0, 255}})
	for y := range 8 {
		img.SetColorIndex(y%5, y, 1)
	}
	return img
}

func samplePNG(t *testing.T) []byte {
	var b bytes.Buffer
	if err := png.Encode(&b, sample()); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// The escape sequences, byte for byte (go test -update rewrites them).
func TestKittyGolden(t *testing.T)  { golden.RequireEqual(t, []byte(KittyPNG(samplePNG(t), 1, 1))) }
func TestITerm2Golden(t *testing.T) { golden.RequireEqual(t, []byte(ITerm2PNG(samplePNG(t), 1, 1))) }
func TestSixelGolden(t *testing.T)  { golden.RequireEqual(t, []byte(SixelImage(sample()))) }

// TestKittyChunks: a picture larger than one command is sent in chunks
// of at most 4096 base64 bytes, every one but the last marked m=1, the
// first carrying the keys; joined, they are the PNG.
func TestKittyChunks(t *testing.T) {
	data := bytes.Repeat([]byte{0x89, 'P', 'N', 'G', 1, 2, 3}, 2000) // 14 000 bytes
	seq := KittyPNG(data, 30, 10)
	cmds := regexp.MustCompile("\x1b_G([^;]*);([^\x1b]*)\x1b\\\\").FindAllStringSubmatch(seq, -1)
	if len(cmds) != 5 || strings.Join(regexp.MustCompile("\x1b_G[^\x1b]*\x1b\\\\").FindAllString(seq, -1), "") != seq {
		t.Fatalf("%d commands, or text outside them", len(cmds))
	}
	var payload string
	for i, c := range cmds {
		keys, chunk := c[1], c[2]
		if len(chunk) > 4096 {
			t.Errorf("chunk %d: %d bytes", i, len(chunk))
		}
		wantM := "m=1"
		if i == len(cmds)-1 {
			wantM = "m=0"
		}
		if !strings.HasSuffix(keys, wantM) {
			t.Errorf("chunk %d keys %q, want %s", i, keys, wantM)
		}
		if (i == 0) != strings.HasPrefix(keys, "f=100,a=T,t=d,c=30,r=10,C=1,q=2,") {
			t.Errorf("chunk %d keys %q", i, keys)
		}
		payload += chunk
	}
	got, err := base64.StdEncoding.DecodeString(payload)
	if err != nil || !bytes.Equal(got, data) {
		t.Errorf("payload does not decode to the data: %v", err)
	}
}

// TestSixelDecodes reads the sixel sequence back, pixel by pixel, and
// finds the picture (a decoder written from the DEC format, independent
// of the encoder).
func TestSixelDecodes(t *testing.T) {
	img := sample()
	img2 := image.NewPaletted(image.Rect(0, 0, 13, 9), color.Palette{color.Black, color.White, color.RGBA{0, 0, 255, 255}})
	for y := range 9 {
		for x := range 13 {
			img2.SetColorIndex(x, y, uint8((x/4+y)%3))
		}
	}
	for _, im := range []*image.Paletted{img, img2} {
		got := decodeSixel(t, SixelImage(im))
		b := im.Bounds()
		for y := range b.Dy() {
			for x := range b.Dx() {
				if g, w := got[[2]int{x, y}], int(im.ColorIndexAt(x, y)); g != w {
					t.Fatalf("pixel (%d,%d): colour %d, want %d", x, y, g, w)
				}
			}
		}
	}
}

// decodeSixel returns the colour register of each pixel set.
func decodeSixel(t *testing.T, s string) map[[2]int]int {
	t.Helper()
	if !strings.HasPrefix(s, "\x1bPq") || !strings.HasSuffix(s, "\x1b\\") {
		t.Fatalf("not a sixel sequence: %q", s)
	}
	body := s[3 : len(s)-2]
	px := map[[2]int]int{}
	x, y, colour := 0, 0, 0
	for i := 0; i < len(body); {
		c := body[i]
		switch {
		case c == '"': // raster attributes
			i++
			for i < len(body) && (body[i] >= '0' && body[i] <= '9' || body[i] == ';') {
				i++
			}
		case c == '#':
			j := i + 1
			for j < len(body) && (body[j] >= '0' && body[j] <= '9' || body[j] == ';') {
				j++
			}
			colour, _ = strconv.Atoi(strings.SplitN(body[i+1:j], ";", 2)[0])
			i = j
		case c == '$':
			x = 0
			i++
		case c == '-':
			x, y = 0, y+6
			i++
		case c == '!':
			j := i + 1
			for body[j] >= '0' && body[j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(body[i+1 : j])
			for range n {
				setSixel(px, x, y, body[j]-63, colour)
				x++
			}
			i = j + 1
		case c >= 63 && c <= 126:
			setSixel(px, x, y, c-63, colour)
			x++
			i++
		default:
			t.Fatalf("unexpected byte %q at %d", c, i)
		}
	}
	return px
}

func setSixel(px map[[2]int]int, x, y int, bits byte, colour int) {
	for dy := range 6 {
		if bits&(1<<dy) != 0 {
			px[[2]int{x, y + dy}] = colour
		}
	}
}

// TestFit: a picture is scaled down into the box, keeping its shape, and
// never up; the cells it covers are returned.
func TestFit(t *testing.T) {
	big := image.NewPaletted(image.Rect(0, 0, 1000, 400), color.Palette{color.White})
	out, w, h := Fit(big, 50, 40) // 500 x 800 pixels of room
	if b := out.Bounds(); b.Dx() != 500 || b.Dy() != 200 || w != 50 || h != 10 {
		t.Errorf("1000x400 in 50x40 cells: %v, %dx%d cells", b, w, h)
	}
	small := image.NewPaletted(image.Rect(0, 0, 30, 30), color.Palette{color.White})
	if out, w, h := Fit(small, 50, 40); out != small || w != 3 || h != 2 {
		t.Errorf("small: scaled, or %dx%d cells", w, h)
	}
	if _, ok := out.(*image.Paletted); !ok {
		t.Error("a paletted picture lost its palette")
	}
}

func TestDetect(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want Protocol
	}{
		{map[string]string{"TERM": "xterm-kitty"}, Kitty},
		{map[string]string{"TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"}, Kitty},
		{map[string]string{"TERM": "xterm-ghostty"}, Kitty},
		{map[string]string{"TERM_PROGRAM": "iTerm.app"}, ITerm2},
		{map[string]string{"TERM_PROGRAM": "WezTerm"}, ITerm2},
		{map[string]string{"TERM": "foot"}, Sixel},
		{map[string]string{"TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"}, Off},
		{map[string]string{"TERM": "screen-256color"}, Off},
		{map[string]string{"TERM": "xterm-256color"}, Off},
		{map[string]string{}, Off},
	} {
		if got := Detect(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("Detect(%v) = %s, want %s", tc.env, got, tc.want)
		}
	}
}

// TestSequence: the whole path from a PNG, for each protocol; an unknown
// protocol or a file that is no PNG is an error.
func TestSequence(t *testing.T) {
	data := samplePNG(t)
	for _, p := range []Protocol{Kitty, ITerm2, Sixel} {
		seq, w, h, err := Sequence(p, data, 10, 10)
		if err != nil || seq == "" || w != 1 || h != 1 {
			t.Errorf("%s: %d bytes, %dx%d, %v", p, len(seq), w, h, err)
		}
	}
	if _, _, _, err := Sequence(Off, data, 10, 10); err == nil {
		t.Error("Off: no error")
	}
	if _, _, _, err := Sequence(Kitty, []byte("not a png"), 10, 10); err == nil {
		t.Error("not a PNG: no error")
	}
}

func TestSixelInDA1(t *testing.T) {
	for _, tc := range []struct {
		in        string
		sixel, ok bool
	}{
		{"\x1b[?62;4;6;22c", true, true}, // xterm -ti vt340, mlterm
		{"\x1b[?65;1;9c", false, true},   // no sixel
		{"\x1b[?64;14c", false, true},    // 14 is not 4
		{"junk\x1b[?4c", true, true},     // after other input
		{"\x1b[?62;4", false, false},     // not finished
		{"\x1b]11;rgb:0/0/0\x07", false, false},
	} {
		if sixel, ok := SixelInDA1([]byte(tc.in)); sixel != tc.sixel || ok != tc.ok {
			t.Errorf("SixelInDA1(%q) = %v, %v; want %v, %v", tc.in, sixel, ok, tc.sixel, tc.ok)
		}
	}
}
