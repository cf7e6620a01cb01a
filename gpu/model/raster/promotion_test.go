package raster

import "testing"

func TestBlockSpanAgreesWithRowByRow(t *testing.T) {
	// Row 1 of 6000 bytes starts 112 bytes into a 128-byte line: its first
	// 128 bytes touch five sectors but two lines.
	if got := blockSpan(1, 1, 6000, 0, 128, false, 128); got != 256 {
		t.Errorf("row 1's first 128 bytes in lines: %d bytes, want 256", got)
	}
	if got := blockSpan(1, 1, 6000, 128, 256, true, 128); got != 128 {
		t.Errorf("row 1's second 128 bytes after the first: %d bytes, want 128 (one new line)", got)
	}
	// The periodic sum is the row-by-row sum, for every block size.
	for _, g := range []int64{32, 64, 128, 256} {
		for _, rb := range []int64{6000, 11312, 200, 4096 + 48, 8192} {
			for _, r0 := range []int64{0, 3, 17} {
				for _, after := range []bool{false, true} {
					var want int64
					for r := r0; r < r0+300; r++ {
						a, e := r*rb+rb/4, r*rb+min(rb, rb/4+144)
						first := a / g
						if after {
							first = (a + g - 1) / g
						}
						want += ((e+g-1)/g - first) * g
					}
					if got := blockSpan(r0, 300, rb, rb/4, min(rb, rb/4+144), after, g); got != want {
						t.Errorf("g %d rowBytes %d r0 %d after %v: %d, row by row %d", g, rb, r0, after, got, want)
					}
				}
			}
		}
	}
}

func TestSimulatePromotionReadsWholeLines(t *testing.T) {
	// Everything fits (in step, one LRU per partition): each row of A and B
	// is read once, in the sectors it touches, or with L2 promotion of 128
	// bytes in the whole lines it touches. Rows of 6000 bytes (K = 3000)
	// are not whole lines, so lines cost more; rows of 8192 bytes are, and
	// the two agree.
	d, _ := Profile("h200")
	for _, k := range []int{3000, 4096} {
		p := Problem{M: 1024, N: 768, K: k, TileM: 128, TileN: 192, TileK: 64, ElemBytes: 2}
		rb := int64(k) * 2
		for _, tc := range []struct {
			promotion int
			g         int64
		}{{0, 32}, {64, 64}, {128, 128}} {
			l2 := inStep
			l2.Promotion = tc.promotion
			want := blockSpan(0, int64(p.M), rb, 0, rb, false, tc.g) + blockSpan(0, int64(p.N), rb, 0, rb, false, tc.g)
			for _, mp := range []Mapping{RowMajor(), Identity(8)} {
				tr, err := SimulateL2(p, mp, d, 1, l2)
				if err != nil {
					t.Fatal(err)
				}
				if tr.DRAMBytes != want {
					t.Errorf("K=%d %s, promotion %d: DRAM %d bytes, want %d", k, mp.Name(), tc.promotion, tr.DRAMBytes, want)
				}
			}
		}
		sectors := blockSpan(0, int64(p.M), rb, 0, rb, false, 32)
		lines := blockSpan(0, int64(p.M), rb, 0, rb, false, 128)
		if aligned := rb%128 == 0; aligned != (sectors == lines) {
			t.Errorf("K=%d: A in sectors %d bytes, in lines %d", k, sectors, lines)
		}
	}
}

func TestSimulateRefusesAPromotionTheHardwareHasNot(t *testing.T) {
	d, _ := Profile("h200")
	p := tmaProblem(1024, 1024, 1024)
	for _, pr := range []int{-1, 16, 100, 256, 512} {
		l2 := PersistentL2
		l2.Promotion = pr
		if _, err := SimulateL2(p, RowMajor(), d, 1, l2); err == nil {
			t.Errorf("promotion %d accepted", pr)
		}
	}
}
