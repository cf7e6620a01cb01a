package atom

import (
	"testing"

	"github.com/cutetui/cutetui/engine"
)

// TestTiledMMATraces: for every MMA atom that needs no template argument,
// alone and tiled (2,2,1), the traced TV layouts, thrfrg and partitions
// give the untraced results (checkSame would refuse a derivation that
// tells another story), and each records its steps.
func TestTiledMMATraces(t *testing.T) {
	thr := lay("(2,2,1)", "")
	n := 0
	for _, name := range MMAOps() {
		a, err := LookupMMA(name, nil)
		if err != nil {
			continue // a template: needs its element types
		}
		for _, tl := range []*engine.Layout{nil, &thr} {
			tr := &engine.Trace{}
			tm, err := MakeTiledMMA(a, tl, nil, tr)
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			if len(tr.Steps) == 0 {
				t.Errorf("%s: make_tiled_mma recorded nothing", name)
			}
			for _, w := range []string{"A", "B", "C"} {
				tr := &engine.Trace{}
				got, err := tm.getLayoutTVTraced(w, tr)
				if err != nil || len(tr.Steps) < 4 {
					t.Errorf("%s: get_layout%s_TV: %v, %d steps", name, w, err, len(tr.Steps))
					continue
				}
				if last := tr.Steps[len(tr.Steps)-1]; last.Value != got.String() {
					t.Errorf("%s: get_layout%s_TV ends at %s, not its result %s", name, w, last.Value, got)
				}
				x, y := map[string][2]int{"A": {0, 2}, "B": {1, 2}, "C": {0, 1}}[w][0], map[string][2]int{"A": {0, 2}, "B": {1, 2}, "C": {0, 1}}[w][1]
				ref, err := engine.MakeCompactLayout(engine.Ints(2*tm.TileSize(x), tm.TileSize(y)))
				if err != nil {
					t.Fatal(err)
				}
				for _, thrIdx := range []int{0, tm.Size() - 1, 37 % tm.Size()} {
					s, err := tm.GetSlice(thrIdx)
					if err != nil {
						t.Fatal(err)
					}
					got, off, err := s.partitionTraced(w, ref, &engine.Trace{})
					if err != nil {
						t.Errorf("%s: partition_%s(%s) of thread %d: %v", name, w, ref, thrIdx, err)
						continue
					}
					var want engine.Layout
					var woff int
					switch w {
					case "A":
						want, woff, err = s.PartitionA(ref)
					case "B":
						want, woff, err = s.PartitionB(ref)
					default:
						want, woff, err = s.PartitionC(ref)
					}
					if err != nil || got.String() != want.String() || off != woff {
						t.Errorf("%s: partition_%s of thread %d: traced %s at %d, untraced %s at %d (%v)", name, w, thrIdx, got, off, want, woff, err)
					}
				}
				n++
			}
		}
	}
	if n < 30 {
		t.Errorf("only %d TV layouts checked", n)
	}
}

// TestTiledCopyTraces: the traced make_tiled_copy, TV layouts, tidfrg,
// partitions and retile give the untraced results.
func TestTiledCopyTraces(t *testing.T) {
	cases := []struct {
		op, ty   string
		thr, val engine.Layout
	}{
		{"UniversalCopy<uint128_t>", "half_t", lay("(16,8)", "(8,1)"), lay("(1,8)", "")},
		{"UniversalCopy<uint64_t>", "half_t", lay("(8,4)", "(4,1)"), lay("(1,4)", "")},
		{"UniversalCopy<uint32_t>", "float", lay("(32,4)", ""), lay("(1,1)", "")},
		{"SM75_U32x4_LDSM_N", "half_t", lay("(32,1)", ""), lay("(1,8)", "")},
	}
	for _, c := range cases {
		op, targs := c.op, []string(nil)
		if i := len("UniversalCopy"); len(op) > i && op[:i] == "UniversalCopy" {
			op, targs = "UniversalCopy", []string{c.op[i+1 : len(c.op)-1]}
		}
		traits, err := LookupCopyTraits(op, targs)
		if err != nil {
			t.Fatalf("%s: %v", c.op, err)
		}
		a, err := MakeCopyAtom(traits, c.ty)
		if err != nil {
			t.Fatalf("%s: %v", c.op, err)
		}
		tr := &engine.Trace{}
		tc, err := MakeTiledCopy(a, c.thr, &c.val, tr)
		if err != nil {
			t.Errorf("%s: %v", c.op, err)
			continue
		}
		if last := tr.Steps[len(tr.Steps)-1]; last.Value != tc.TilerMN.String() {
			t.Errorf("%s: make_tiled_copy ends at %s", c.op, last.Value)
		}
		for _, w := range []string{"S", "D"} {
			if _, err := tc.getLayoutTVTraced(w, &engine.Trace{}); err != nil {
				t.Errorf("%s: get_layout%s_TV: %v", c.op, w, err)
			}
			ref, err := engine.MakeCompactLayout(engine.Tuple(engine.Int(2*tc.TilerMN.At(0).Value()), tc.TilerMN.At(1)))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := tc.tidfrgTraced(w, ref, &engine.Trace{}); err != nil {
				t.Errorf("%s: tidfrg_%s(%s): %v", c.op, w, ref, err)
			}
			s := tc.GetSlice(tc.Size() - 1)
			got, off, err := s.partitionTraced(w, ref, &engine.Trace{})
			want, woff, werr := s.PartitionS(ref)
			if w == "D" {
				want, woff, werr = s.PartitionD(ref)
			}
			if err != nil || werr != nil || got.String() != want.String() || off != woff {
				t.Errorf("%s: partition_%s: traced %s at %d (%v), untraced %s at %d (%v)", c.op, w, got, off, err, want, woff, werr)
			}
		}
		frg, err := engine.MakeCompactLayout(engine.Ints(c.val.Size(), 2, 2))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tc.Retile(frg, &engine.Trace{}); err != nil {
			t.Errorf("%s: retile(%s): %v", c.op, frg, err)
		}
	}
}
