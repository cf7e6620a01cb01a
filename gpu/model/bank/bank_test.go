package bank

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
)

// lay builds a layout from shape and stride IntTuples.
func lay(t *testing.T, shape, stride engine.IntTuple) engine.Layout {
	t.Helper()
	l, err := engine.MakeLayout(shape, stride)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func i(v int) engine.IntTuple                   { return engine.Int(v) }
func tup(ts ...engine.IntTuple) engine.IntTuple { return engine.Tuple(ts...) }

func sw(t *testing.T, b, m, s int) engine.Swizzle {
	t.Helper()
	w, err := engine.NewSwizzle(b, m, s)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

func access(t *testing.T, name string) Access {
	t.Helper()
	a, err := ParseAccess(name)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestConflictsHandWorked checks the model on cases worked by hand.
func TestConflictsHandWorked(t *testing.T) {
	rowMajor32 := lay(t, tup(i(32), i(32)), tup(i(32), i(1)))                    // 32×32 floats, row-major
	padded33 := lay(t, tup(i(32), i(32)), tup(i(33), i(1)))                      // the same, rows padded to 33
	rowMajor8x64 := lay(t, tup(i(8), i(64)), tup(i(64), i(1)))                   // 8×64 halfs, row-major: 128 B rows
	rowMajor64x64 := lay(t, tup(i(64), i(64)), tup(i(64), i(1)))                 // 64×64 halfs, row-major
	colTV := lay(t, i(32), i(1))                                                 // thread t -> (t,0): a column
	rowTV := lay(t, i(32), i(32))                                                // thread t -> (0,t): a row
	colChunks := lay(t, tup(tup(i(8), i(4)), i(8)), tup(tup(i(1), i(64)), i(8))) // T t: row t%8, cols 8(t/8)..+7
	rowChunks := lay(t, tup(tup(i(8), i(4)), i(8)), tup(tup(i(64), i(1)), i(8))) // T t: row t/8, cols 8(t%8)..+7
	ldsmRows := lay(t, tup(i(16), i(2)), tup(i(1), i(512)))                      // ldmatrix.x4 of the 16×16 block at (0,0): T t -> row t%16, col 8(t/16)
	pairsDown := lay(t, tup(i(2), i(8), i(2)), tup(i(0), i(1), i(64)))           // T t, t^1: row (t/2)%8, cols 8(t/16)..+7
	cases := []struct {
		name       string
		smem       Smem
		access     string
		tv         *engine.Layout
		wavefronts int
		ways       int
	}{
		{"32x32 float read by column: 32-way", Plain(rowMajor32, 32), "LDS.32", &colTV, 32, 32},
		{"Sw<5,0,5> makes the column conflict-free", Smem{engine.MakeComposedLayout(sw(t, 5, 0, 5), 0, rowMajor32), 32}, "LDS.32", &colTV, 1, 1},
		{"padding the rows to 33 does too", Plain(padded33, 32), "LDS.32", &colTV, 1, 1},
		{"32x32 float read by row", Plain(rowMajor32, 32), "LDS.32", &rowTV, 1, 1},
		{"Sw<3,0,5>: 4-way", Smem{engine.MakeComposedLayout(sw(t, 3, 0, 5), 0, rowMajor32), 32}, "LDS.32", &colTV, 4, 4},
		{"LDS.128 8x64 half, 8 rows per phase: 8-way", Plain(rowMajor8x64, 16), "LDS.128", &colChunks, 32, 8},
		{"LDS.128 8x64 half, one row per phase", Plain(rowMajor8x64, 16), "LDS.128", &rowChunks, 4, 1},
		{"LDS.128 8x64 half with Sw<3,3,3>", Smem{engine.MakeComposedLayout(sw(t, 3, 3, 3), 0, rowMajor8x64), 16}, "LDS.128", &colChunks, 4, 1},
		{"STS.128 likewise 8-way", Plain(rowMajor8x64, 16), "STS.128", &colChunks, 32, 8},
		{"ldmatrix.x4 on 128 B rows: 8-way per matrix", Plain(rowMajor64x64, 16), "ldmatrix.x4", &ldsmRows, 32, 8},
		{"ldmatrix.x4.trans: the same addresses", Plain(rowMajor64x64, 16), "ldmatrix.x4.trans", &ldsmRows, 32, 8},
		{"ldmatrix.x4 with Sw<3,3,3>", Smem{engine.MakeComposedLayout(sw(t, 3, 3, 3), 0, rowMajor64x64), 16}, "ldmatrix.x4", &ldsmRows, 4, 1},
		{"ldmatrix.x1 reads threads 0-7 only", Plain(rowMajor64x64, 16), "ldmatrix.x1", &ldsmRows, 8, 8},
		{"LDS.64 of consecutive doubles", Plain(lay(t, i(64), i(1)), 64), "LDS.64", nil, 2, 1},
		{"LDS.64 stride 2 doubles: 2-way per half-warp", Plain(lay(t, i(64), i(2)), 64), "LDS.64", &colTV, 4, 2},
		{"broadcast: every thread the same word", Plain(lay(t, i(32), i(0)), 32), "LDS.32", nil, 1, 1},
		{"LDS.64 broadcast: the pairs merge into one phase", Plain(lay(t, i(32), i(0)), 64), "LDS.64", nil, 1, 1},
		{"LDS.128 broadcast: two phases", Plain(lay(t, i(32), i(0)), 128), "LDS.128", nil, 2, 1},
		{"LDS.128 pairs t^1 down 8 rows: 2 phases, 8-way", Plain(lay(t, tup(i(8), i(64)), tup(i(64), i(1))), 16), "LDS.128", &pairsDown, 16, 8},
		{"STS.64 broadcast: stores do not merge", Plain(lay(t, i(32), i(0)), 64), "STS.64", nil, 2, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := Conflicts(c.smem, access(t, c.access), c.tv)
			if err != nil {
				t.Fatal(err)
			}
			if r.Wavefronts != c.wavefronts || r.MaxWays() != c.ways || r.Conflicts != r.Wavefronts-r.Ideal {
				t.Errorf("%s: wavefronts %d, worst %d-way, conflicts %d (ideal %d); want %d wavefronts, %d-way", c.smem, r.Wavefronts, r.MaxWays(), r.Conflicts, r.Ideal, c.wavefronts, c.ways)
			}
		})
	}
}

// TestConflictsRefuses checks the positioned refusals of bad accesses.
func TestConflictsRefuses(t *testing.T) {
	row := lay(t, tup(i(8), i(64)), tup(i(64), i(1)))
	colTV := lay(t, tup(i(32), i(8)), tup(i(8), i(1))) // T t: 8 values down column t: not contiguous
	short := lay(t, i(16), i(8))
	odd := lay(t, i(32), i(3))
	cases := []struct {
		name   string
		smem   Smem
		access string
		tv     *engine.Layout
		want   string
	}{
		{"values not contiguous", Plain(row, 16), "LDS.128", &colTV, "not contiguous"},
		{"too few threads", Plain(row, 16), "LDS.128", &short, "needs 32 threads"},
		{"misaligned", Plain(row, 16), "LDS.32", &odd, "not aligned"},
		{"outside the layout", Plain(lay(t, i(16), i(1)), 16), "LDS.128", nil, "outside the smem layout"},
		{"element wider than the access", Plain(row, 128), "LDS.32", nil, "do not divide"},
	}
	for _, c := range cases {
		_, err := Conflicts(c.smem, access(t, c.access), c.tv)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error containing %q", c.name, err, c.want)
		}
	}
	if _, err := ParseAccess("LDS.96"); err == nil {
		t.Error("LDS.96 accepted")
	}
}

// naiveWavefronts counts, with no map, the most distinct words one bank
// delivers in each phase, summed: an independent statement of the model.
func naiveWavefronts(a Access, addrs []int) int {
	total := 0
	for lo := 0; lo < a.Threads; lo += a.PhaseThreads {
		var words []int
		for t := lo; t < lo+a.PhaseThreads; t++ {
			for k := 0; k < a.Bytes/4; k++ {
				w := addrs[t]/4 + k
				dup := false
				for _, x := range words {
					dup = dup || x == w
				}
				if !dup {
					words = append(words, w)
				}
			}
		}
		worst := 0
		for b := 0; b < 32; b++ {
			n := 0
			for _, w := range words {
				if w%32 == b {
					n++
				}
			}
			worst = max(worst, n)
		}
		total += worst
	}
	return total
}

// TestSimulateProperties: on random addresses, the bank of each lane is
// (addr/4)%32, the wavefronts are the naive count, at least one per phase
// and at most one per word, and permuting the threads of a phase changes
// nothing.
func TestSimulateProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	trials := 2000
	if testing.Short() {
		trials = 300
	}
	all := Accesses()
	for range trials {
		a := all[rng.IntN(len(all))]
		addrs := make([]int, a.Threads)
		span := 1 << (4 + rng.IntN(10))
		for t := range addrs {
			addrs[t] = rng.IntN(span) * a.Bytes
		}
		r, err := Simulate(a, addrs)
		if err != nil {
			t.Fatal(err)
		}
		if want := naiveWavefronts(a, addrs); r.Wavefronts != want {
			t.Fatalf("%s %v: %d wavefronts, naive count %d", a.Name, addrs, r.Wavefronts, want)
		}
		if r.Wavefronts < a.Phases() || r.Wavefronts > a.Threads*a.Bytes/4 || r.Ideal != a.Phases() {
			t.Fatalf("%s: %d wavefronts out of range", a.Name, r.Wavefronts)
		}
		for _, p := range r.Phases {
			for _, l := range p.Lanes {
				if l.Bank != (l.Addr/4)%32 || l.Bank != BankOf(addrs[l.Thread]) || l.Degree < 1 || l.Degree > p.Wavefronts {
					t.Fatalf("lane %+v of a %d-way phase", l, p.Wavefronts)
				}
			}
		}
		perm := append([]int(nil), addrs...)
		for lo := 0; lo < a.Threads; lo += a.PhaseThreads {
			ph := perm[lo : lo+a.PhaseThreads]
			rng.Shuffle(len(ph), func(x, y int) { ph[x], ph[y] = ph[y], ph[x] })
		}
		if r2, _ := Simulate(a, perm); r2.Wavefronts != r.Wavefronts {
			t.Fatalf("%s: permuting within phases changed %d to %d wavefronts", a.Name, r.Wavefronts, r2.Wavefronts)
		}
	}
}
