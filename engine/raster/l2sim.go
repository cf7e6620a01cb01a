package raster

import (
	"fmt"
	"sort"
)

// L2 says how Simulate models the L2 cache.
//
// Partitions is 1 or 2. The H100's and H200's L2 is two partitions, and an
// SM's reads are cached in the partition next to it, so a chunk read by CTAs
// on both sides is held twice. The CTAs of a wave are spread over all SMs, so
// the simulation takes every chunk read to be held in every partition: the
// L2 holds L2Bytes/Partitions of distinct data.
//
// WriteC: when a CTA finishes, its tile of C (Problem.CElemBytes per
// element) is written through the L2, which allocates it and so has less room
// for A and B. A written line lives in its home partition only, so each
// partition's share of the cache gives it 1/Partitions of its size. Writes
// are not reads: they add nothing to DRAMBytes themselves.
type L2 struct {
	Partitions int
	WriteC     bool
}

// SimL2 is the L2 that Simulate uses: two partitions, and C written through
// it. Each was kept because it brought the simulation closer to the DRAM
// bytes ncu measured on an H200 (docs/benchmarks.md, "The model against
// ncu"): over 112 launches of the tma and wgmma kernels, mean |error| 25% with
// one partition, 17% with two, 14% with two and C's writes.
var SimL2 = L2{Partitions: 2, WriteC: true}

// simDefaultTileK is the K step of a CTA when a Problem has no TileK.
const simDefaultTileK = 64

// maxSimChunks bounds the chunks (panels × K steps) that Simulate tracks.
const maxSimChunks = 1 << 24

// Simulate predicts the DRAM reads of A and B for a launch of p under mapping
// mp on device d with ctasPerSM resident CTAs per SM, with the L2 of SimL2.
//
// The model: the CTAs start in linear launch order, one wave of
// W = SMs·ctasPerSM at a time, and the CTAs of a wave walk their K loops in
// step: at step j every CTA of the wave reads chunk j of its A panel
// (TileM rows × TileK columns) and of its B panel (TileN rows × TileK), in
// launch order; then each writes its tile of C, and the next wave starts.
// Each chunk is a cache object of the bytes of the 32-byte sectors its rows
// touch (a row of TileK bf16 elements is one 128-byte line when K·2 is a
// multiple of 128, and spans more sectors otherwise). The L2 (see L2 and
// SimL2) keeps objects in least recently used order; a chunk that is not in
// it is read from DRAM. DRAMBytes counts these reads of A and B only.
func Simulate(p Problem, mp Mapping, d Device, ctasPerSM int) (Traffic, error) {
	return SimulateL2(p, mp, d, ctasPerSM, SimL2)
}

// SimulateL2 is Simulate with the L2 model l2.
func SimulateL2(p Problem, mp Mapping, d Device, ctasPerSM int, l2 L2) (Traffic, error) {
	tr, _, err := simulate(p, mp, d, ctasPerSM, l2, false)
	return tr, err
}

// TileMN is an output tile: row M of the tile grid (A's panel M), column N
// (B's panel N).
type TileMN struct{ M, N int }

// Wave is one wave of a simulated launch (see Simulate): the CTAs it
// launched, what the modelled L2 held when its last CTA had written C, and
// its traffic.
//
// RequestBytes is what the wave's CTAs ask the L2 for: Σ over its CTAs of
// the bytes of A's panel m and B's panel n (whole sectors). MissBytes is what
// the L2 did not hold and read from DRAM; HitBytes = RequestBytes −
// MissBytes (CTAs of one wave that share a chunk hit on the first one's
// fetch). TotalHitBytes and TotalMissBytes add up the waves so far.
type Wave struct {
	Tiles []TileMN // the wave's CTAs, in launch order
	// ResidentA[m] and ResidentB[n] are the bytes of A's panel m and B's
	// panel n in the modelled L2 (one partition's share) after the wave;
	// ResidentC is the bytes of C written through it that it still holds.
	ResidentA, ResidentB []int64
	ResidentC            int64

	RequestBytes, HitBytes, MissBytes int64
	TotalHitBytes, TotalMissBytes     int64
}

// Trace is Simulate wave by wave.
type Trace struct {
	Traffic        Traffic // Simulate's totals: Σ MissBytes = DRAMBytes, Σ RequestBytes = RequestBytes
	TilesM, TilesN int
	WaveCTAs       int   // CTAs in a wave: SMs × CTAs per SM
	CapacityBytes  int64 // bytes the modelled L2 holds: L2Bytes / partitions
	// PanelA[m] and PanelB[n] are the bytes of A's panel m and B's panel n
	// (every K step, whole sectors): a panel is wholly resident when its
	// Resident bytes equal these.
	PanelA, PanelB []int64
	Waves          []Wave
}

// SimulateWaves is Simulate, recording each wave: its tiles, the panels
// resident after it and its hits and misses. The totals are Simulate's.
func SimulateWaves(p Problem, mp Mapping, d Device, ctasPerSM int) (Trace, error) {
	tr, trace, err := simulate(p, mp, d, ctasPerSM, SimL2, true)
	if err != nil {
		return Trace{}, err
	}
	trace.Traffic = tr
	return *trace, nil
}

// simulate is Simulate with the L2 model l2; with record it also returns the
// launch wave by wave (Traffic not yet filled in).
func simulate(p Problem, mp Mapping, d Device, ctasPerSM int, l2 L2, record bool) (Traffic, *Trace, error) {
	if p.K < 1 || p.ElemBytes < 1 || p.ElemBytes > 16 {
		return Traffic{}, nil, fmt.Errorf("raster: simulate: K=%d, element bytes=%d: must be positive (elements at most 16 bytes)", p.K, p.ElemBytes)
	}
	if d.SMs < 1 || d.L2Bytes < 1 || ctasPerSM < 1 {
		return Traffic{}, nil, fmt.Errorf("raster: simulate: device %q with %d SMs, %d bytes of L2, %d CTAs/SM: must be positive", d.Name, d.SMs, d.L2Bytes, ctasPerSM)
	}
	if l2.Partitions != 1 && l2.Partitions != 2 {
		return Traffic{}, nil, fmt.Errorf("raster: simulate: %d L2 partitions (want 1 or 2)", l2.Partitions)
	}
	tk := p.TileK
	if tk <= 0 {
		tk = simDefaultTileK
	}
	if p.K > 1<<31/p.ElemBytes/max(p.TileM, p.TileN, 1) {
		return Traffic{}, nil, fmt.Errorf("raster: simulate: panel of %d×%d elements is too large", max(p.TileM, p.TileN), p.K)
	}
	tm, tn, err := Tiles(p.M, p.N, p.TileM, p.TileN)
	if err != nil {
		return Traffic{}, nil, err
	}
	kt := ceilDiv(p.K, tk)
	if (tm+tn)*kt > maxSimChunks {
		return Traffic{}, nil, fmt.Errorf("raster: simulate: %d panels × %d K steps is too many to simulate", tm+tn, kt)
	}
	ctas, err := launchList(mp, tm, tn)
	if err != nil {
		return Traffic{}, nil, err
	}
	w := d.SMs * ctasPerSM
	s := newSim(p, tm, tn, kt, tk)
	cBytes := p.CElemBytes
	if cBytes <= 0 {
		cBytes = 4
	}
	nc := s.nChunks()
	if l2.WriteC {
		nc += tm * tn
	}
	cache := newLRU(nc, d.L2Bytes/int64(l2.Partitions))
	panelA, panelB := s.panelBytes()
	var trace *Trace
	if record {
		// Group g of chunk id: its panel (A's m, or tilesM + B's n), and
		// tilesM + tilesN for C's tiles; the cache keeps each group's bytes.
		cache.group = make([]int32, nc)
		for id := range cache.group {
			cache.group[id] = int32(min(id/kt, tm+tn))
		}
		cache.groupBytes = make([]int64, tm+tn+1)
		trace = &Trace{TilesM: tm, TilesN: tn, WaveCTAs: w, CapacityBytes: cache.cap, PanelA: panelA, PanelB: panelB,
			Waves: make([]Wave, 0, ceilDiv(len(ctas), w))}
	}
	// ids of the distinct panels a wave reads, in launch order.
	seen := make([]int32, tm+tn)
	for i := range seen {
		seen[i] = -1
	}
	panels := make([]int32, 0, 2*w)
	var miss, hits int64
	for w0, wave := 0, int32(0); w0 < len(ctas); w0, wave = w0+w, wave+1 {
		panels = panels[:0]
		inWave := ctas[w0:min(w0+w, len(ctas))]
		for _, c := range inWave {
			for _, id := range [2]int32{int32(c.m), int32(tm + c.n)} {
				if seen[id] != wave {
					seen[id] = wave
					panels = append(panels, id)
				}
			}
		}
		// Step j of the wave: each distinct chunk once (the CTAs that share
		// it in this step hit on the first one's fetch).
		var waveMiss int64
		for j := 0; j < kt; j++ {
			for _, pid := range panels {
				id := int(pid)*kt + j
				if !cache.touch(id, s.sizes[id]) {
					waveMiss += s.sizes[id]
				}
			}
		}
		miss += waveMiss
		if l2.WriteC {
			for _, c := range inWave {
				rows, cols := min(p.TileM, p.M-c.m*p.TileM), min(p.TileN, p.N-c.n*p.TileN)
				cache.touch(s.nChunks()+c.m*tn+c.n, int64(rows)*int64(cols)*int64(cBytes)/int64(l2.Partitions))
			}
		}
		if record {
			wv := Wave{Tiles: make([]TileMN, len(inWave)), MissBytes: waveMiss}
			for i, c := range inWave {
				wv.Tiles[i] = TileMN{c.m, c.n}
				wv.RequestBytes += panelA[c.m] + panelB[c.n]
			}
			wv.HitBytes = wv.RequestBytes - waveMiss
			hits += wv.HitBytes
			wv.TotalHitBytes, wv.TotalMissBytes = hits, miss
			wv.ResidentA = append([]int64(nil), cache.groupBytes[:tm]...)
			wv.ResidentB = append([]int64(nil), cache.groupBytes[tm:tm+tn]...)
			wv.ResidentC = cache.groupBytes[tm+tn]
			trace.Waves = append(trace.Waves, wv)
		}
	}
	var req int64
	for _, c := range ctas {
		req += panelA[c.m] + panelB[c.n]
	}
	tr := Traffic{
		Waves:        float64(len(ctas)) / float64(w),
		RequestBytes: req,
		DRAMBytes:    miss,
	}
	if req > 0 {
		tr.HitRate = 1 - float64(tr.DRAMBytes)/float64(req)
	}
	return tr, trace, nil
}

// tileXY is a tile of the launch, in launch order.
type tileXY struct{ m, n int }

// launchList is every tile of mp in launch order.
func launchList(mp Mapping, tm, tn int) ([]tileXY, error) {
	order, err := LaunchOrder(mp, tm, tn)
	if err != nil {
		return nil, err
	}
	// Launch ids are below the grid's size (LaunchOrder checked the grid and
	// that no two tiles share an id): place each tile at its id, then close
	// the gaps left by CTAs with no tile.
	gx, gy, gz := mp.Grid(tm, tn)
	slot := make([]int32, gx*gy*gz)
	for i := range slot {
		slot[i] = -1
	}
	for m := range order {
		for n, t := range order[m] {
			slot[t] = int32(m*tn + n)
		}
	}
	out := make([]tileXY, 0, tm*tn)
	for _, v := range slot {
		if v >= 0 {
			out = append(out, tileXY{int(v) / tn, int(v) % tn})
		}
	}
	return out, nil
}

// sim holds the chunk geometry of one problem.
type sim struct {
	p          Problem
	tm, tn, kt int
	tk         int
	sizes      []int64 // bytes (whole sectors) of chunk id = panel·kt + j; panel < tm is A's, else B's
}

func newSim(p Problem, tm, tn, kt, tk int) *sim {
	s := &sim{p: p, tm: tm, tn: tn, kt: kt, tk: tk, sizes: make([]int64, (tm+tn)*kt)}
	rowBytes := int64(p.K) * int64(p.ElemBytes)
	for panel := 0; panel < tm+tn; panel++ {
		r0, rows := panel*p.TileM, min(p.TileM, p.M-panel*p.TileM)
		if panel >= tm {
			r0, rows = (panel-tm)*p.TileN, min(p.TileN, p.N-(panel-tm)*p.TileN)
		}
		for j := 0; j < kt; j++ {
			b0 := int64(j*tk) * int64(p.ElemBytes)
			b1 := int64(min(p.K, (j+1)*tk)) * int64(p.ElemBytes)
			s.sizes[panel*kt+j] = sectorBytes(int64(r0), int64(rows), rowBytes, b0, b1)
		}
	}
	return s
}

// sectorBytes is the bytes of the 32-byte sectors that bytes [b0, b1) of rows
// r0 .. r0+rows−1 touch, in a matrix whose rows are rowBytes long and start at
// address 0: Σ_r (⌈(r·rowBytes + b1)/32⌉ − ⌊(r·rowBytes + b0)/32⌋)·32.
// The row offsets mod 32 repeat with period 32/gcd(rowBytes mod 32, 32), so
// at most 32 rows are summed.
func sectorBytes(r0, rows, rowBytes, b0, b1 int64) int64 {
	if rows <= 0 || b1 <= b0 {
		return 0
	}
	per := int64(1)
	if rem := rowBytes % 32; rem != 0 {
		per = 32 / gcd(rem, 32)
	}
	var sum int64
	for i := int64(0); i < min(per, rows); i++ {
		a := (r0+i)*rowBytes + b0
		e := (r0+i)*rowBytes + b1
		cnt := (rows - i + per - 1) / per // rows r0+i, r0+i+per, … in the panel
		sum += ((e+31)/32 - a/32) * 32 * cnt
	}
	return sum
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func (s *sim) nChunks() int { return len(s.sizes) }

// panelBytes is the bytes (whole sectors, every K step) of each A panel
// and each B panel.
func (s *sim) panelBytes() (a, b []int64) {
	a, b = make([]int64, s.tm), make([]int64, s.tn)
	for panel := range a {
		for j := 0; j < s.kt; j++ {
			a[panel] += s.sizes[panel*s.kt+j]
		}
	}
	for panel := range b {
		for j := 0; j < s.kt; j++ {
			b[panel] += s.sizes[(s.tm+panel)*s.kt+j]
		}
	}
	return a, b
}

// lru is a least-recently-used cache of chunks with a byte capacity, as an
// intrusive doubly linked list over chunk ids (no allocation per access).
type lru struct {
	prev, next []int32
	in         []bool
	size       []int64
	head, tail int32 // most and least recently used; -1 when empty
	used, cap  int64
	// With group set (SimulateWaves), groupBytes[group[id]] is the bytes
	// of the cached chunks of that group.
	group      []int32
	groupBytes []int64
}

func newLRU(n int, capBytes int64) *lru {
	c := &lru{prev: make([]int32, n), next: make([]int32, n), in: make([]bool, n), size: make([]int64, n), head: -1, tail: -1, cap: capBytes}
	return c
}

func (c *lru) unlink(id int32) {
	p, n := c.prev[id], c.next[id]
	if p >= 0 {
		c.next[p] = n
	} else {
		c.head = n
	}
	if n >= 0 {
		c.prev[n] = p
	} else {
		c.tail = p
	}
}

func (c *lru) pushFront(id int32) {
	c.prev[id], c.next[id] = -1, c.head
	if c.head >= 0 {
		c.prev[c.head] = id
	}
	c.head = id
	if c.tail < 0 {
		c.tail = id
	}
}

// touch makes chunk id (of size bytes) the most recently used and reports
// whether it was already cached; on a miss it evicts least recently used
// chunks until the cache holds at most cap bytes (keeping at least this one).
func (c *lru) touch(id int, size int64) bool {
	i := int32(id)
	if c.in[i] {
		if c.head != i {
			c.unlink(i)
			c.pushFront(i)
		}
		return true
	}
	c.in[i], c.size[i] = true, size
	c.pushFront(i)
	c.used += size
	if c.group != nil {
		c.groupBytes[c.group[i]] += size
	}
	for c.used > c.cap && c.tail != i {
		t := c.tail
		c.unlink(t)
		c.in[t] = false
		c.used -= c.size[t]
		if c.group != nil {
			c.groupBytes[c.group[t]] -= c.size[t]
		}
	}
	return false
}

// Measured is a launch order measured on a GPU, cut into waves as the
// model cuts its own (see StartWaves).
type Measured struct {
	Wave  []int // measured wave of tile (m, n), at m·TilesN + n
	Agree int   // tiles whose measured wave is the model's
	// First[w] and Last[w] are the earliest and latest start time of the
	// tiles of measured wave w: how far from "in step" the wave started.
	First, Last []int64
}

// StartWaves is the launch order measured on a GPU, as waves: given the
// time each tile's CTA started (startNs[m·TilesN + n], any clock common to
// all SMs), the tiles ranked by start time, r = 0, 1, …, are in measured
// wave ⌊r / WaveCTAs⌋, the same cut as the model's waves. Equal times keep
// the model's launch order.
func StartWaves(tr Trace, startNs []int64) (Measured, error) {
	if len(startNs) != tr.TilesM*tr.TilesN || tr.WaveCTAs < 1 {
		return Measured{}, fmt.Errorf("raster: start waves: %d start times for %d×%d tiles", len(startNs), tr.TilesM, tr.TilesN)
	}
	type tile struct {
		start      int64
		rank, wave int // model's launch rank and wave
		idx        int
	}
	tiles := make([]tile, 0, len(startNs))
	for wi, w := range tr.Waves {
		for _, t := range w.Tiles {
			i := t.M*tr.TilesN + t.N
			tiles = append(tiles, tile{startNs[i], len(tiles), wi, i})
		}
	}
	if len(tiles) != len(startNs) {
		return Measured{}, fmt.Errorf("raster: start waves: the trace holds %d of %d tiles", len(tiles), len(startNs))
	}
	sort.Slice(tiles, func(a, b int) bool {
		if tiles[a].start != tiles[b].start {
			return tiles[a].start < tiles[b].start
		}
		return tiles[a].rank < tiles[b].rank
	})
	nw := ceilDiv(len(tiles), tr.WaveCTAs)
	ms := Measured{Wave: make([]int, len(startNs)), First: make([]int64, nw), Last: make([]int64, nw)}
	for r, t := range tiles {
		w := r / tr.WaveCTAs
		ms.Wave[t.idx] = w
		if w == t.wave {
			ms.Agree++
		}
		if r%tr.WaveCTAs == 0 {
			ms.First[w] = t.start
		}
		ms.Last[w] = t.start
	}
	return ms, nil
}
