package engine

import "testing"

// TestFusedAgrees: the untraced fused paths of logical_divide,
// zipped_divide, tiled_divide and the products (fusedDivideProduct) and
// of by-mode composition (fusedComposition) answer as the traced,
// step-by-step ones do, refusals included.
func TestFusedAgrees(t *testing.T) {
	as := []Layout{
		{Int(8), Int(1)}, {Int(24), Int(2)}, {Ints(4, 6), Ints(1, 4)}, {Ints(4, 6, 2), Ints(12, 1, 48)},
		{Tuple(Int(4), Ints(2, 3)), Tuple(Int(6), Ints(1, 24))}, {Int(1), Int(0)}, {Ints(8, 1), Ints(1, 0)},
		{Ints(128, 64), Ints(64, 1)}, {Tuple(Int(16), Ints(4, 8)), Tuple(Int(1), Ints(64, 4))},
	}
	tls := []Tiler{Int(2), Int(4), Int(3), Int(1), Layout{Int(2), Int(2)}, Layout{Ints(2, 2), Ints(1, 4)}, Layout{Int(4), Int(0)},
		ByMode{}, ByMode{Int(2)}, ByMode{Layout{Int(2), Int(3)}}, ByMode{Int(2), Int(3)}, ByMode{Layout{Int(4), Int(2)}, Int(8)},
		ByMode{Int(32), Int(16)}, ByMode{Layout{Ints(2, 2), Ints(2, 8)}, Int(2)}, ByMode{Int(2), Int(2), Int(2)},
		ByMode{Int(2), Int(0)}, ByMode{Int(3), Layout{Int(4), Int(0)}}, ByMode{Underscore(), Int(2)}, ByMode{Layout{Int(3), Int(5)}, Layout{Ints(2, 3), Ints(3, 1)}}}
	n := 0
	for _, a := range as {
		for _, b := range tls {
			for _, op := range []string{"ld", "zd", "lp", "zp", "td", "tp", "c"} {
				var fast, slow Layout
				var ef, es error
				switch op {
				case "ld":
					fast, ef = logicalDivide(a, b, nil)
					slow, es = logicalDivide(a, b, &Trace{})
				case "zd":
					fast, ef = zippedDivide(a, b, nil)
					slow, es = zippedDivide(a, b, &Trace{})
				case "lp":
					fast, ef = logicalProduct(a, b, nil)
					slow, es = logicalProduct(a, b, &Trace{})
				case "zp":
					fast, ef = zippedProduct(a, b, nil)
					slow, es = zippedProduct(a, b, &Trace{})
				case "c":
					fast, ef = composition(a, b, nil)
					slow, es = composition(a, b, &Trace{})
				case "td", "tp":
					// The exported forms against zipped then unpack.
					z, f := zippedDivide, TiledDivide
					if op == "tp" {
						z, f = zippedProduct, TiledProduct
					}
					fast, ef = f(a, b)
					var zl Layout
					if zl, es = z(a, b, &Trace{}); es == nil {
						slow, es = unpack(zl, false)
					}
					if es != nil {
						es = relabel(es, map[string]string{"td": "tiled_divide", "tp": "tiled_product"}[op])
					}
				}
				if (ef == nil) != (es == nil) || (ef != nil && ef.Error() != es.Error()) || !fast.Equal(slow) {
					t.Errorf("%s %s %s: fast %s %v, slow %s %v", op, a, TilerString(b, false), fast, ef, slow, es)
				}
				n++
			}
		}
	}
	t.Logf("%d cases", n)
}
