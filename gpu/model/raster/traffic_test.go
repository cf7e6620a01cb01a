package raster

import (
	"math"
	"testing"
)

func TestModelMatchesStripFormula(t *testing.T) {
	// 16384×16384×4096 on an H100: A does not fit in L2, so the model should
	// give reads ≈ |B| + |A|·tilesN/S (the formula that matched ncu here).
	d, err := Profile("h100")
	if err != nil {
		t.Fatal(err)
	}
	p := Problem{M: 16384, N: 16384, K: 4096, TileM: 128, TileN: 128, ElemBytes: 2}
	sizeA := float64(p.M) * float64(p.K) * 2
	sizeB := float64(p.N) * float64(p.K) * 2
	prev := math.Inf(1)
	for _, s := range []int{1, 2, 4, 8} {
		tr, err := Model(p, Identity(s), d, 2)
		if err != nil {
			t.Fatal(err)
		}
		want := sizeB + sizeA*128/float64(s)
		if r := float64(tr.DRAMBytes) / want; r < 0.9 || r > 1.1 {
			t.Errorf("N=%d: model %.2f GB, formula %.2f GB", s, float64(tr.DRAMBytes)/1e9, want/1e9)
		}
		if float64(tr.DRAMBytes) >= prev {
			t.Errorf("N=%d: traffic %d did not fall", s, tr.DRAMBytes)
		}
		prev = float64(tr.DRAMBytes)
		if wantReq := int64(2 * 128 * 128 * 128 * 4096 * 2); tr.RequestBytes != wantReq {
			t.Errorf("N=%d: requests %d, want %d", s, tr.RequestBytes, wantReq)
		}
		if tr.HitRate < 0 || tr.HitRate > 1 || math.Abs(tr.HitRate-(1-float64(tr.DRAMBytes)/float64(tr.RequestBytes))) > 1e-12 {
			t.Errorf("N=%d: hit rate %v inconsistent", s, tr.HitRate)
		}
	}
}

func TestModelSmallProblemReadsOnce(t *testing.T) {
	// Everything fits in L2: each byte of A and B is read from DRAM once.
	p := Problem{M: 1000, N: 700, K: 300, TileM: 128, TileN: 128, ElemBytes: 2}
	for _, mp := range allMappings() {
		tr, err := Model(p, mp, Device{Name: "t", SMs: 4, L2Bytes: 50 << 20}, 2)
		if err != nil {
			t.Fatal(err)
		}
		if want := int64((1000 + 700) * 300 * 2); tr.DRAMBytes != want {
			t.Errorf("%s: DRAM %d, want %d", mp.Name(), tr.DRAMBytes, want)
		}
	}
}

func TestModelTallAndWide(t *testing.T) {
	// Which operand fits in L2 decides. Tall (A large, B small): row-major
	// keeps all of B in L2 and streams A once, N=1 re-reads A for each column.
	// Wide (B large, A small): N=1 keeps A and streams B once, row-major
	// re-reads B for each row.
	d, _ := Profile("h100")
	tall := Problem{M: 65536, N: 2048, K: 4096, TileM: 128, TileN: 128, ElemBytes: 2}
	rm, err := Model(tall, RowMajor(), d, 2)
	if err != nil {
		t.Fatal(err)
	}
	n1, err := Model(tall, Identity(1), d, 2)
	if err != nil {
		t.Fatal(err)
	}
	if rm.DRAMBytes >= n1.DRAMBytes {
		t.Errorf("tall: row-major %d bytes, N=1 %d: want row-major lower", rm.DRAMBytes, n1.DRAMBytes)
	}
	wide := Problem{M: 2048, N: 65536, K: 4096, TileM: 128, TileN: 128, ElemBytes: 2}
	rm, _ = Model(wide, RowMajor(), d, 2)
	n1, _ = Model(wide, Identity(1), d, 2)
	if n1.DRAMBytes >= rm.DRAMBytes {
		t.Errorf("wide: N=1 %d bytes, row-major %d: want N=1 lower", n1.DRAMBytes, rm.DRAMBytes)
	}
}

func TestModelErrors(t *testing.T) {
	d, _ := Profile("h200")
	if d.L2Bytes != 60<<20 || d.SMs != 132 {
		t.Errorf("h200 profile = %+v", d)
	}
	if _, err := Profile("a100"); err == nil {
		t.Error("Profile(a100) succeeded")
	}
	for _, p := range []Problem{
		{M: 0, N: 1, K: 1, TileM: 1, TileN: 1, ElemBytes: 2},
		{M: 1, N: 1, K: 0, TileM: 1, TileN: 1, ElemBytes: 2},
		{M: 1 << 40, N: 1 << 40, K: 8, TileM: 128, TileN: 128, ElemBytes: 2},
		{M: 8, N: 8, K: 1 << 40, TileM: 128, TileN: 128, ElemBytes: 2},
	} {
		if _, err := Model(p, RowMajor(), d, 2); err == nil {
			t.Errorf("Model(%+v) succeeded, want an error", p)
		}
	}
	if _, err := Model(Problem{M: 8, N: 8, K: 8, TileM: 8, TileN: 8, ElemBytes: 2}, RowMajor(), Device{}, 2); err == nil {
		t.Error("Model with an empty device succeeded")
	}
}

func BenchmarkModel16k(b *testing.B) {
	d, _ := Profile("h100")
	p := Problem{M: 16384, N: 16384, K: 4096, TileM: 128, TileN: 128, ElemBytes: 2}
	for b.Loop() {
		if _, err := Model(p, Identity(8), d, 2); err != nil {
			b.Fatal(err)
		}
	}
}
