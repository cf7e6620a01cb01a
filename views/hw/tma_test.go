package hw

import (
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// valueOf evaluates statements in a fresh environment and returns the last
// one's value.
func valueOf(t *testing.T, stmts ...string) value.Value {
	t.Helper()
	env := eval.NewEnv()
	var last value.Value
	for _, s := range stmts {
		for _, r := range env.ExecBlock(s) {
			if r.Err != nil {
				t.Fatalf("%s: %s", s, r.Err.Msg)
			}
			last = r.Result.Value
		}
	}
	return last
}

// multicastB is tma.txt's MN-major operand multicast over two CTAs.
var multicastB = []string{
	"gB = make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_256,_128>,Stride<_1,_256>>{})",
	"sB = tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{},Shape<_128,_64>{})",
	"make_tma_copy(SM90_TMA_LOAD_MULTICAST{}, gB, sB, Int<2>{})",
}

var kMajorA = []string{
	"g = make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_256,_128>,Stride<_128,_1>>{})",
	"sA = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{},Shape<_128,_64>{})",
	"make_tma_copy(SM90_TMA_LOAD{}, g, sA)",
}

func tmaView(t *testing.T, stmts []string, w, h int) string {
	t.Helper()
	v, ok := valueOf(t, stmts...).(value.TiledCopyValue)
	if !ok {
		t.Fatalf("%s: not a TiledCopy", stmts[len(stmts)-1])
	}
	s, err := TMA(v.T, w, h)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// fits reports a line of s wider than w or more lines than h.
func fits(t *testing.T, s string, w, h int) {
	t.Helper()
	lines := strings.Split(s, "\n")
	if len(lines) > h {
		t.Errorf("%d lines, want at most %d", len(lines), h)
	}
	for i, l := range lines {
		if n := len([]rune(l)); n > w {
			t.Errorf("line %d is %d wide, want at most %d: %q", i, n, w, l)
		}
	}
}

// The multicast view at 80×24 and 200×60: the encode arguments under the
// pictures, then beside them.
func TestTMAMulticastView(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {200, 60}} {
		t.Run(strings.Join([]string{itoa(sz[0]), itoa(sz[1])}, "x"), func(t *testing.T) {
			s := tmaView(t, multicastB, sz[0], sz[1])
			fits(t, s, sz[0], sz[1])
			golden.RequireEqual(t, []byte(s))
		})
	}
}

// A multicast over two CTAs splits the 128×64 tile in two halves, each
// issued by one CTA: both digits appear, each in half the blocks; a plain
// load's tile is all CTA 0; the box is boxDim of the encode arguments.
func TestTMAViewCTAs(t *testing.T) {
	v := valueOf(t, multicastB...).(value.TiledCopyValue)
	n, tm, err := ctaTile(v.T)
	if err != nil {
		t.Fatal(err)
	}
	count := map[int16]int{}
	for _, c := range tm.cta {
		count[c]++
	}
	if n != 2 || count[0] != 4096 || count[1] != 4096 {
		t.Errorf("multicast: %d CTAs, elements per CTA %v; want 2 CTAs of 4096", n, count)
	}
	a := valueOf(t, kMajorA...).(value.TiledCopyValue)
	n, tm, err = ctaTile(a.T)
	if err != nil || n != 1 {
		t.Fatalf("plain load: %d CTAs, %v", n, err)
	}
	for i, c := range tm.cta {
		if c != 0 {
			t.Fatalf("plain load: element %d written by CTA %d, want 0", i, c)
		}
	}
	s := tmaView(t, kMajorA, 80, 24)
	if !strings.Contains(s, "global (128,256) in boxes (64,128): (2,2) = 4") || !strings.Contains(s, "boxDim:           (64,128)") {
		t.Errorf("K-major A's global in boxes missing:\n%s", s)
	}
}

// A copy that is not a TMA is refused with how to make one.
func TestTMAViewRefusesOtherCopies(t *testing.T) {
	v := valueOf(t, "make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,float>{}, Layout<Shape<_4,_8>>{}, Layout<Shape<_1,_4>>{})").(value.TiledCopyValue)
	if _, err := TMA(v.T, 80, 24); err == nil || !strings.Contains(err.Error(), "make_tma_copy") {
		t.Errorf("err %v, want a refusal naming make_tma_copy", err)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
