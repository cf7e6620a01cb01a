package main

import (
	"bytes"
	"strings"
	"testing"
)

// drawRun runs cutetui draw with args: its output, errors and status.
func drawRun(args ...string) (string, string, int) {
	var out, errb bytes.Buffer
	code := dispatch(append([]string{"draw"}, args...), strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), code
}

// draw --text prints a TMA copy's view at the size asked, every line
// within it; a value with no hardware view and a bad size are refused.
func TestDrawTextTMA(t *testing.T) {
	g := "g = make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_256,_128>,Stride<_128,_1>>{})"
	s := "sA = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{},Shape<_128,_64>{})"
	out, errs, code := drawRun("--text", "80x24", g, s, "make_tma_copy(SM90_TMA_LOAD{}, g, sA)")
	if code != 0 {
		t.Fatalf("status %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) > 24 || !strings.HasPrefix(out, "TMA SM90_TMA_LOAD · FLOAT16") || !strings.Contains(out, "boxDim:           (64,128)") {
		t.Errorf("%d lines:\n%s", len(lines), out)
	}
	for _, l := range lines {
		if len([]rune(l)) > 80 {
			t.Errorf("line wider than 80: %q", l)
		}
	}
	if _, errs, code := drawRun("--text", "80x24", "8:1"); code != 1 || !strings.Contains(errs, "has no hardware view") {
		t.Errorf("a layout: status %d, %s", code, errs)
	}
	if _, errs, code := drawRun("--text", "80", "8:1"); code != 2 || !strings.Contains(errs, "WxH") {
		t.Errorf("a bad size: status %d, %s", code, errs)
	}
}
