package atom

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
)

func tmaPlain(t *testing.T) engine.Swizzle {
	t.Helper()
	sw, err := engine.NewSwizzle(0, 4, 3)
	if err != nil {
		t.Fatal(err)
	}
	return sw
}

// TestMakeTMACopyMulticastCutsTheBox: a K-major half_t (256,128) tensor
// and a (64,64) K-major tile give the box (64,64), and over a cluster of
// two CTAs (64,32), each CTA's thread mode 32 elements apart, as C++
// prints and its cuTensorMapEncodeTiled receives.
func TestMakeTMACopyMulticastCutsTheBox(t *testing.T) {
	g := TMAGmem{ValType: "half_t", Layout: lay("(256,128)", "(128,1)")}
	s := TMASmem{Sw: tmaPlain(t), Layout: lay("(64,64)", "(64,1)")}
	for _, c := range []struct {
		cluster int
		box, tv string
	}{
		{1, "[64 64]", "(1,(((64,64),1))):(0,(((64,1),0)))"},
		{2, "[64 32]", "(2,(((64,64),1))):(32,(((64,1),0)))"},
	} {
		tc, err := MakeTMACopy("SM90_TMA_LOAD_MULTICAST", g, s, engine.Ints(64, 64), c.cluster)
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(tc.Atom.TMA.Encode.BoxDim); got != c.box {
			t.Errorf("cluster %d: boxDim %s, want %s", c.cluster, got, c.box)
		}
		if got := tc.LayoutTV.String(); got != c.tv {
			t.Errorf("cluster %d: TiledLayout_TV %s, want %s", c.cluster, got, c.tv)
		}
		if e := tc.Atom.TMA.Encode; fmt.Sprint(e.GlobalDim, e.GlobalStrides) != "[128 256] [256]" {
			t.Errorf("cluster %d: globalDim, globalStrides %v %v, want [128 256] [256]", c.cluster, e.GlobalDim, e.GlobalStrides)
		}
	}
}

// TestMakeTMACopyRefusesWhatCppAsserts: the conditions C++ checks before
// cuTensorMapEncodeTiled (static_asserts and asserts) are refusals here.
func TestMakeTMACopyRefusesWhatCppAsserts(t *testing.T) {
	for _, c := range []struct {
		name, ty, g, gd, s, sd string
		cluster                int
		want                   string
	}{
		{"majorness", "half_t", "(256,128)", "(1,256)", "(64,64)", "(64,1)", 1, "Majorness"},
		{"box over 256", "half_t", "(128,1024)", "(1024,1)", "(8,512)", "(512,1)", 1, "256"},
		{"stride not 16B", "half_t", "(100,128)", "(130,1)", "(32,64)", "(64,1)", 1, "16B"},
		{"no TMA format", "int16_t", "(128,64)", "(64,1)", "(64,64)", "(64,1)", 1, "Unknown TMA Format"},
		{"tile size", "half_t", "(128,64)", "(64,1)", "(64,32)", "(32,1)", 1, "size equivalence"},
		{"multicast over the box", "half_t", "(128,64)", "(64,1)", "(2,2)", "(2,1)", 16, "multicast"},
	} {
		g := TMAGmem{ValType: c.ty, Layout: lay(c.g, c.gd)}
		s := TMASmem{Sw: tmaPlain(t), Layout: lay(c.s, c.sd)}
		tiler := engine.IntTuple(lay(c.s, c.sd).Shape())
		if c.name == "tile size" {
			tiler = engine.Ints(64, 64)
		}
		_, err := MakeTMACopy("SM90_TMA_LOAD_MULTICAST", g, s, tiler, c.cluster)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want one naming %q", c.name, err, c.want)
		}
	}
}
