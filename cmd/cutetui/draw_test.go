package main

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDrawFormats(t *testing.T) {
	dir := t.TempDir()
	stmt := "logical_divide(make_layout(make_shape(8,8)), make_tile(4,2))"
	for _, c := range []struct {
		args []string
		file string
		want string // a prefix of the file
	}{
		{[]string{"--svg", stmt, "--color", "tile"}, "a.svg", "<svg"},
		{[]string{stmt, "--color", "tile"}, "b.png", "\x89PNG"},
		{[]string{"--tex", "Layout<Shape<_4,_8>>{}"}, "c.tex", "% Layout: (_4,_8):(_1,_4)\n\\documentclass"},
		{[]string{"--svg", "--cute-compatible", "make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{})"}, "d.svg", "<!--  Tile: (_16,_8,_8)  -->"},
		{[]string{"--tv", "2x2", "(2,4):(0,1)"}, "e.svg", "<svg"},
		{[]string{"make_identity_tensor(make_shape(4,5))"}, "f.svg", "<svg"},
		{[]string{"make_tensor(make_gmem_ptr<float>(0), make_shape(4,5))"}, "g.png", "\x89PNG"},
	} {
		path := filepath.Join(dir, c.file)
		var out, errb bytes.Buffer
		if code := dispatch(append(append([]string{"draw"}, c.args...), "-o", path), strings.NewReader(""), &out, &errb); code != 0 {
			t.Errorf("draw %v: status %d: %s", c.args, code, errb.String())
			continue
		}
		b, err := os.ReadFile(path)
		if err != nil || !strings.HasPrefix(string(b), c.want) {
			t.Errorf("draw %v: file %.60q (%v), want it to start %q", c.args, b, err, c.want)
		}
		if strings.HasSuffix(c.file, ".png") {
			if _, err := png.Decode(bytes.NewReader(b)); err != nil {
				t.Errorf("draw %v: %v", c.args, err)
			}
		}
	}
}

func TestDrawRefusals(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{}, 2, "no statement to draw"},
		{[]string{"--svg", "--png", "8:1"}, 2, "one format at a time"},
		{[]string{"--color", "rainbow", "8:1"}, 2, `colour "rainbow"`},
		{[]string{"--tex", "--cute-compatible", "8:1"}, 2, "goes with --svg"},
		{[]string{"--tv", "16", "8:1"}, 2, "want a tile MxN"},
		{[]string{"coalesce(", "-o", "-"}, 1, "statement 1:"},
		{[]string{"--tex", "make_layout(make_shape(2,3,4))"}, 1, "rank"},
		{[]string{"make_layout(make_shape(4096,4096))"}, 1, "at most"},
		{[]string{"3"}, 1, "has no figure"},
	} {
		var out, errb bytes.Buffer
		code := dispatch(append([]string{"draw"}, c.args...), strings.NewReader(""), &out, &errb)
		if code != c.code || !strings.Contains(errb.String(), c.msg) {
			t.Errorf("draw %v: status %d, stderr %q; want %d and %q", c.args, code, errb.String(), c.code, c.msg)
		}
	}
}

// --scale sizes a PNG: the width grows with it, the automatic scale keeps
// a wide figure at 1, a wide copy tile is drawn D below S, and a scale out of range or without --png is
// refused.
func TestDrawPNGScale(t *testing.T) {
	copy128 := "make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{})"
	width := func(args ...string) int {
		t.Helper()
		var out, errb bytes.Buffer
		if code := dispatch(append([]string{"draw", "--png", "-o", "-"}, args...), strings.NewReader(""), &out, &errb); code != 0 {
			t.Fatalf("draw %v: status %d: %s", args, code, errb.String())
		}
		img, err := png.Decode(&out)
		if err != nil {
			t.Fatal(err)
		}
		return img.Bounds().Dx()
	}
	w1, w2, w3 := width(copy128, "--scale", "1"), width(copy128, "--scale", "2"), width(copy128, "--scale", "3")
	if w2 != 2*w1 || w3 != 3*w1 {
		t.Errorf("widths at scale 1, 2, 3: %d %d %d", w1, w2, w3)
	}
	// The copy's 16×64 tile is wider than tall: D is drawn below S, so
	// the figure is about one tile wide (it was 4123 px side by side).
	if w1 > 2100 {
		t.Errorf("the 16×64 copy figure is %d px wide at scale 1: S and D side by side", w1)
	}
	wide := "make_layout(make_shape(4,256))"
	if auto, s1 := width(wide), width(wide, "--scale", "1"); auto != s1 {
		t.Errorf("automatic scale of a %d px wide figure: %d px wide, want scale 1", s1, auto)
	}
	small := "make_layout(make_shape(4,8))"
	if auto, s2 := width(small), width(small, "--scale", "2"); auto != s2 {
		t.Errorf("a small figure: automatic %d px, scale 2 %d px", auto, s2)
	}
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--png", "--scale", "9", "8:1"}, "--scale 9: want 1..8"},
		{[]string{"--png", "--scale", "-1", "8:1"}, "--scale -1"},
		{[]string{"--svg", "--scale", "2", "8:1"}, "goes with --png"},
	} {
		var out, errb bytes.Buffer
		if code := dispatch(append([]string{"draw"}, c.args...), strings.NewReader(""), &out, &errb); code != 2 || !strings.Contains(errb.String(), c.msg) {
			t.Errorf("draw %v: status %d, stderr %q; want 2 and %q", c.args, code, errb.String(), c.msg)
		}
	}
}
