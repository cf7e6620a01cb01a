package raster

import (
	"fmt"
	"sort"
)

// L2 says how Simulate models the L2 cache and the CTAs' timing.
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
//
// Ways: 0 keeps the cache fully associative (one LRU). Ways > 0 makes it
// set-associative, as a hardware cache is: each object is hashed to one of
// Capacity / (Ways · mean chunk bytes) sets, each set an LRU holding about
// Ways chunks, and a miss evicts from its own set only. Sets fill unevenly,
// so a working set a little under the capacity already loses some of its
// objects, and one a little over it keeps some (a fully associative LRU keeps
// everything in the first case and, walking the set cyclically, nothing in
// the second). C's tile is written as pieces of about a chunk's size.
//
// Spread: the first wave's CTAs do not start at once but one after another
// in launch order, spread over Spread × the length of a CTA's K loop; each
// SM starts its next CTA when the last one ends, so every later wave keeps
// the stagger. CTAs that share a panel read its chunks at different times,
// and a chunk may be evicted between them. 0 is a wave in step.
//
// Drift: each CTA's tiles after its first start late by a pseudo-random
// delay, uniform in [0, 2·Drift] × the K loop's length (mean Drift), drawn
// afresh per tile from a hash of (CTA, tile); the delays add up, so CTAs
// that started together drift apart as a random walk, and neighbours in
// launch order (which share panels) are no longer in step. 0 keeps every
// CTA's tiles back to back.
//
// Rate: each CTA runs its tiles at its own steady pace, every tile after
// its first Rate·(2x − 1) K loops longer than the model's (x in [0, 1)
// from a hash of the CTA's place, the same for all its tiles), so the CTAs
// come apart linearly rather than as a random walk. The H200's measured
// starts show that shape: simulated with each cluster's start times
// replaced by their straight-line fit, a launch reads what it reads with
// its own starts (docs/l2-model.md, holdout6). Not used by SimL2 or
// PersistentL2 yet: the values that helped (±1% and ±0.5%) were picked on
// the hold-out sets themselves and await a fresh one.
//
// CHeld: the share of C's written bytes that one partition holds (WriteC);
// 0 means 1/Partitions, each line in its home partition only. 3/4 would be
// a far-homed write also allocated in the writer's partition. Not used by
// SimL2 or PersistentL2: offline it helps tma-multicast's 4096-row launches
// and costs ping-pong's at the same shapes (docs/l2-model.md, "C's share").
//
// Promotion: the bytes a miss on A or B brings into L2, the L2 promotion of
// their TMA tensor maps (CU_TENSOR_MAP_L2_PROMOTION_L2_64B or _128B): each
// chunk is then the bytes of the 64- or 128-byte blocks its rows touch in
// place of their 32-byte sectors (0 or 32). Where a row (K·ElemBytes) is not
// a whole number of blocks, its K steps straddle blocks and each row's first
// and last block hold the rows around it: the whole block is read. 256 is
// not modelled: it brings two 128-byte lines, each of which the L2 keeps in
// its own LRU place, and a chunk is one place.
type L2 struct {
	Partitions int
	WriteC     bool
	Ways       int
	Spread     float64
	Drift      float64
	Rate       float64
	Promotion  int // bytes: 0 or 32 (a sector), 64 or 128
	CHeld      float64
}

// SimL2 is the L2 that Simulate uses. Each part was kept because it brought
// the simulation closer to the DRAM bytes ncu measured on an H200
// (docs/benchmarks.md, "The L2 model against ncu"; 112 launches of the tma
// and wgmma kernels): mean |error| 25% with one LRU of the whole L2, 17% with
// two partitions, 14% with two and C's writes (13% counting a sector shared
// by two K chunks once), 11% with sets of 16 chunks, 9% (77 launches within
// 10%) with the first wave spread over 1/8 of the K loop. The two values
// were chosen on the H200's data alone (8 ways did better there but missed
// 32768×32768×1024 by 13%; a spread of 1/16 or 1/4 gave 11% or 13%); on the
// H100's reports, the hold-out, the mean |error| went from 9.2% to 7.0%.
// SimL2 is for launches whose CTAs the hardware hands out, in launch
// order, to whichever SM frees first: the starts stay in launch order, as
// Spread keeps them. Persistent kernels take PersistentL2.
var SimL2 = L2{Partitions: 2, WriteC: true, Ways: 16, Spread: 0.125}

// PersistentL2 is SimL2 for a persistent kernel, whose resident CTAs (or
// clusters) walk the mapping's tiles on a fixed stride (CTA c takes tiles
// c, c + W, …): all start at once (no Spread) and each then runs at its own
// pace, so the CTAs drift apart and the tiles that run together are no
// longer launch-order neighbours (Drift). The H200's per-tile start times
// of tma-pingpong (docs/data/benchmarks-h200-1128-auto.json) show both: a
// first wave that starts within 4% of a tile's time, and starts that then
// spread as a random walk, neighbours uncorrelated, by 3–17% of a tile's
// time (one standard deviation) after 46 tiles at 12288×12288×4096, by
// mapping. Drift 0.03 was chosen on
// ncu's DRAM bytes of the holdout2 set and judged on holdout and holdout3
// (docs/l2-model.md): 97 of the 107 hold-out launches within 10%, from 92.
// Promotion is the kernels' own: their tensor maps of A and B promote 128
// bytes (gpu.TensorMapBF16's default since 2026-11-29), so a miss reads the
// whole line (holdout4, measured so: 29 of 40 within 10%, 25 with sectors).
var PersistentL2 = L2{Partitions: 2, WriteC: true, Ways: 16, Drift: 0.03, Promotion: 128}

// simDefaultTileK is the K step of a CTA when a Problem has no TileK.
const simDefaultTileK = 64

// maxSimChunks bounds the chunks (panels × K chunks) that Simulate tracks.
const maxSimChunks = 1 << 24

// maxPanelChunks bounds the chunks a panel is cut into along K: beyond it
// consecutive K steps are merged into one chunk; the work halves with each
// halving. In step (no spread) the DRAM bytes of the measured launches
// change by under 0.1%; with SimL2's spread, whose stagger is counted in
// chunks, single launches change by up to 32% but the totals against ncu
// little (docs/benchmarks.md).
const maxPanelChunks = 32

// Simulate predicts the DRAM reads of A and B for a launch of p under mapping
// mp on device d with ctasPerSM resident CTAs per SM, with the L2 of SimL2.
//
// The model: the CTAs start in linear launch order, W = SMs·ctasPerSM at a
// time, each SM starting its next CTA when its last one ends; the first
// wave's starts are spread over a part of the K loop (L2.Spread). Every CTA
// walks its K loop at the same rate: at step j it reads chunk j of its A
// panel (TileM rows × TileK columns) and of its B panel (TileN rows × TileK;
// at most maxPanelChunks chunks a panel, consecutive K steps merged beyond);
// CTAs that read the same chunk at the same step share one fetch. When it
// ends it writes its tile of C. Each chunk is a cache object of the bytes of
// the 32-byte sectors its rows touch (a row of TileK bf16 elements is one
// 128-byte line when K·2 is a multiple of 128, and spans more sectors
// otherwise; a sector that two consecutive chunks of a row share is counted
// in the first, which fetched it). The L2 (see L2 and SimL2) keeps objects in
// least recently used order within each set; a chunk that is not in it is
// read from DRAM. DRAMBytes counts these reads of A and B only.
func Simulate(p Problem, mp Mapping, d Device, ctasPerSM int) (Traffic, error) {
	return SimulateL2(p, mp, d, ctasPerSM, SimL2)
}

// SimulateL2 is Simulate with the L2 model l2.
func SimulateL2(p Problem, mp Mapping, d Device, ctasPerSM int, l2 L2) (Traffic, error) {
	tr, _, err := simulate(p, mp, d, ctasPerSM, l2, false, nil)
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
	return SimulateWavesL2(p, mp, d, ctasPerSM, SimL2)
}

// SimulateWavesL2 is SimulateWaves with the L2 model l2 (PersistentL2 for a
// persistent kernel); the totals are SimulateL2's. Under Drift a wave is
// recorded when its last CTA has written C, which may be after a later
// wave's CTAs have started.
func SimulateWavesL2(p Problem, mp Mapping, d Device, ctasPerSM int, l2 L2) (Trace, error) {
	tr, trace, err := simulate(p, mp, d, ctasPerSM, l2, true, nil)
	if err != nil {
		return Trace{}, err
	}
	trace.Traffic = tr
	return *trace, nil
}

// simulate is Simulate with the L2 model l2; with record it also returns the
// launch wave by wave (Traffic not yet filled in); with startNs, the CTAs
// start when they were measured to (see SimulateStarts).
func simulate(p Problem, mp Mapping, d Device, ctasPerSM int, l2 L2, record bool, startNs []int64) (Traffic, *Trace, error) {
	if p.K < 1 || p.ElemBytes < 1 || p.ElemBytes > 16 {
		return Traffic{}, nil, fmt.Errorf("raster: simulate: K=%d, element bytes=%d: must be positive (elements at most 16 bytes)", p.K, p.ElemBytes)
	}
	if d.SMs < 1 || d.L2Bytes < 1 || ctasPerSM < 1 {
		return Traffic{}, nil, fmt.Errorf("raster: simulate: device %q with %d SMs, %d bytes of L2, %d CTAs/SM: must be positive", d.Name, d.SMs, d.L2Bytes, ctasPerSM)
	}
	if l2.Partitions != 1 && l2.Partitions != 2 {
		return Traffic{}, nil, fmt.Errorf("raster: simulate: %d L2 partitions (want 1 or 2)", l2.Partitions)
	}
	if pr := l2.Promotion; pr != 0 && pr != 32 && pr != 64 && pr != 128 {
		return Traffic{}, nil, fmt.Errorf("raster: simulate: L2 promotion of %d bytes (want 0, 32, 64 or 128)", pr)
	}
	if !(l2.CHeld >= 0 && l2.CHeld <= 1) {
		return Traffic{}, nil, fmt.Errorf("raster: simulate: C held %g (want a share in [0, 1])", l2.CHeld)
	}
	if l2.Ways < 0 || !(l2.Spread >= 0 && l2.Spread <= 1) || !(l2.Drift >= 0 && l2.Drift <= 1) || !(l2.Rate >= 0 && l2.Rate < 1) {
		return Traffic{}, nil, fmt.Errorf("raster: simulate: %d ways, spread %g, drift %g, rate %g (want ways ≥ 0, spread and drift in [0, 1], rate in [0, 1))", l2.Ways, l2.Spread, l2.Drift, l2.Rate)
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
	if kt > maxPanelChunks {
		tk *= ceilDiv(kt, maxPanelChunks)
		kt = ceilDiv(p.K, tk)
	}
	if (tm+tn)*kt > maxSimChunks {
		return Traffic{}, nil, fmt.Errorf("raster: simulate: %d panels × %d K steps is too many to simulate", tm+tn, kt)
	}
	ctas, err := launchList(mp, tm, tn)
	if err != nil {
		return Traffic{}, nil, err
	}
	w := d.SMs * ctasPerSM
	s := newSim(p, tm, tn, kt, tk, int64(max(l2.Promotion, sectorSize)))
	cBytes := p.CElemBytes
	if cBytes <= 0 {
		cBytes = 4
	}
	capBytes := d.L2Bytes / int64(l2.Partitions)
	cHeld := l2.CHeld // of C's bytes, what one partition holds
	if cHeld == 0 {
		cHeld = 1 / float64(l2.Partitions)
	}
	var chunkBytes int64 // mean bytes of a chunk
	for _, v := range s.sizes {
		chunkBytes += v
	}
	chunkBytes = max(chunkBytes/int64(len(s.sizes)), 1)
	sets, cPieces := 1, 1
	if l2.Ways > 0 {
		sets = int(max(capBytes/(int64(l2.Ways)*chunkBytes), 1))
		cTile := int64(cHeld * float64(int64(min(p.TileM, p.M))*int64(min(p.TileN, p.N))*int64(cBytes)))
		cPieces = int(min(max((cTile+chunkBytes/2)/chunkBytes, 1), 64))
	}
	nc := s.nChunks()
	if l2.WriteC {
		nc += tm * tn * cPieces
	}
	cache := newLRU(nc, capBytes, sets)
	panelA, panelB := s.panelBytes()
	var trace *Trace
	if record {
		// Group g of object id: its panel (A's m, or tilesM + B's n), and
		// tilesM + tilesN for C's tiles; the cache keeps each group's bytes.
		cache.group = make([]int32, nc)
		for id := range cache.group {
			cache.group[id] = int32(min(id/kt, tm+tn))
		}
		cache.groupBytes = make([]int64, tm+tn+1)
		trace = &Trace{TilesM: tm, TilesN: tn, WaveCTAs: w, CapacityBytes: cache.cap, PanelA: panelA, PanelB: panelB,
			Waves: make([]Wave, 0, ceilDiv(len(ctas), w))}
	}
	var cos cohortList
	if startNs != nil {
		if cos, err = startCohorts(ctas, w, kt, tm, tn, startNs); err != nil {
			return Traffic{}, nil, err
		}
	} else {
		cos = cohorts(ctas, w, kt, tm, tn, l2.Spread, l2.Drift, l2.Rate)
	}
	nw := ceilDiv(len(ctas), w)
	waveMiss := make([]int64, nw)
	left := make([]int, nw) // CTAs of each wave that have not yet written C
	for v := range left {
		left[v] = min(w, len(ctas)-v*w)
	}
	if record {
		trace.Waves = trace.Waves[:nw]
	}
	var miss int64
	// Tick t is a K chunk: cohort c reads chunk t − start of its panels while
	// start ≤ t < start + kt. Cohorts are visited in start order (ord), so
	// they also end in that order.
	ord := cos.byStart()
	lo, hi := 0, 0
	for t := int32(0); lo < len(ord); t++ {
		for lo < hi && cos.start[ord[lo]]+int32(kt) <= t {
			// Cohort ord[lo] has ended: its CTAs write C.
			co := ord[lo]
			g0, g1 := int(cos.cta[co]), int(cos.cta[co+1])
			if l2.WriteC {
				for _, c := range ctas[g0:g1] {
					rows, cols := min(p.TileM, p.M-c.m*p.TileM), min(p.TileN, p.N-c.n*p.TileN)
					cb := int64(cHeld * float64(int64(rows)*int64(cols)*int64(cBytes)))
					base := s.nChunks() + (c.m*tn+c.n)*cPieces
					for k := range cPieces {
						cache.touch(base+k, cb*int64(k+1)/int64(cPieces)-cb*int64(k)/int64(cPieces))
					}
				}
			}
			wi := int(cos.wave[co])
			left[wi] -= g1 - g0
			if record && left[wi] == 0 {
				// The wave's last CTAs have written C.
				inWave := ctas[wi*w : min((wi+1)*w, len(ctas))]
				wv := Wave{Tiles: make([]TileMN, len(inWave))}
				for i, c := range inWave {
					wv.Tiles[i] = TileMN{c.m, c.n}
					wv.RequestBytes += panelA[c.m] + panelB[c.n]
				}
				wv.ResidentA = append([]int64(nil), cache.groupBytes[:tm]...)
				wv.ResidentB = append([]int64(nil), cache.groupBytes[tm:tm+tn]...)
				wv.ResidentC = cache.groupBytes[tm+tn]
				trace.Waves[wi] = wv
			}
			lo++
		}
		for hi < len(ord) && cos.start[ord[hi]] <= t {
			hi++
		}
		for _, c := range ord[lo:hi] {
			j := int(t - cos.start[c])
			wm := &waveMiss[cos.wave[c]]
			for _, pid := range cos.panels[cos.pan[c]:cos.pan[c+1]] {
				id := int(pid)*kt + j
				if !cache.touch(id, s.sizes[id]) {
					miss += s.sizes[id]
					*wm += s.sizes[id]
				}
			}
		}
	}
	if record {
		var hits, misses int64
		for i := range trace.Waves {
			wv := &trace.Waves[i]
			wv.MissBytes = waveMiss[i]
			wv.HitBytes = wv.RequestBytes - wv.MissBytes
			hits += wv.HitBytes
			misses += wv.MissBytes
			wv.TotalHitBytes, wv.TotalMissBytes = hits, misses
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

// cohortList is a launch cut into cohorts: CTAs of one wave that start at the
// same tick and so walk K in step. Cohort c holds CTAs cta[c] .. cta[c+1]−1
// of the launch, starts at tick start[c], belongs to wave wave[c], and reads
// the distinct panels panels[pan[c]:pan[c+1]] (A's m, or tilesM + B's n, in
// launch order).
type cohortList struct {
	start, wave []int32
	cta, pan    []int32
	panels      []int32
}

// cohorts cuts the launch ctas into cohorts: the CTA at place i of its wave
// (of w) starts ⌊spread·kt·i/w⌋ ticks after the wave's first, and wave v
// starts at v·kt; with drift, the CTA's tile of wave v starts later by
// ⌊kt·Σ_{u=1..v} drift·2·x(i, u)⌋ ticks, x uniform in [0, 1) (driftDelay),
// and each CTA is a cohort of its own.
func cohorts(ctas []tileXY, w, kt, tm, tn int, spread, drift, rate float64) cohortList {
	var cl cohortList
	seen := make([]int32, tm+tn) // panel → the last cohort that read it
	for i := range seen {
		seen[i] = -1
	}
	var late []float64 // drift: each CTA's delay so far, in K loops
	if drift > 0 || rate > 0 {
		late = make([]float64, w)
	}
	for g := 0; g < len(ctas); {
		v, i := g/w, g%w
		off := int(spread * float64(kt) * float64(i) / float64(w))
		if late != nil && v > 0 {
			late[i] += driftDelay(drift, i, v) + ctaRate(rate, i)
		}
		c := int32(len(cl.start))
		if late != nil {
			cl.start = append(cl.start, int32(v*kt+off+int(late[i]*float64(kt))))
			cl.wave = append(cl.wave, int32(v))
			cl.cta = append(cl.cta, int32(g))
			cl.pan = append(cl.pan, int32(len(cl.panels)))
			cl.panels = append(cl.panels, int32(ctas[g].m), int32(tm+ctas[g].n))
			g++
			continue
		}
		cl.start = append(cl.start, int32(v*kt+off))
		cl.wave = append(cl.wave, int32(v))
		cl.cta = append(cl.cta, int32(g))
		cl.pan = append(cl.pan, int32(len(cl.panels)))
		for ; g < len(ctas) && g/w == v && int(spread*float64(kt)*float64(g%w)/float64(w)) == off; g++ {
			for _, id := range [2]int32{int32(ctas[g].m), int32(tm + ctas[g].n)} {
				if seen[id] != c {
					seen[id] = c
					cl.panels = append(cl.panels, id)
				}
			}
		}
	}
	cl.cta = append(cl.cta, int32(len(ctas)))
	cl.pan = append(cl.pan, int32(len(cl.panels)))
	return cl
}

// driftDelay is how much later than its previous tile's end the CTA at place
// i of its wave starts its tile of wave v, in K loops: 2·drift·x with x in
// [0, 1) from splitmix64's finalizer of (i, v), so the same launch always
// drifts the same way.
func driftDelay(drift float64, i, v int) float64 {
	h := splitmix64(uint64(i)<<32 | uint64(uint32(v)))
	return 2 * drift * float64(h>>11) / (1 << 53)
}

// ctaRate is how much longer than the model's K loop each tile of the CTA
// at place i takes, in K loops: rate·(2x − 1) with x in [0, 1) from
// splitmix64 of i, the same for all its tiles.
func ctaRate(rate float64, i int) float64 {
	if rate == 0 {
		return 0
	}
	h := splitmix64(uint64(i) ^ 0x5A17C0DE00000000)
	return rate * (2*float64(h>>11)/(1<<53) - 1)
}

// splitmix64 is splitmix64's step on x: x plus the golden-ratio increment,
// through its finalizer, so that consecutive inputs give unrelated outputs.
func splitmix64(x uint64) uint64 {
	h := x + 0x9E3779B97F4A7C15
	h = (h ^ h>>30) * 0xBF58476D1CE4E5B9
	h = (h ^ h>>27) * 0x94D049BB133111EB
	return h ^ h>>31
}

// byStart is the cohorts in order of their start tick (launch order among
// equal starts). Without drift that is launch order.
func (cl cohortList) byStart() []int32 {
	ord := make([]int32, len(cl.start))
	for i := range ord {
		ord[i] = int32(i)
	}
	if !sort.SliceIsSorted(ord, func(a, b int) bool { return cl.start[ord[a]] < cl.start[ord[b]] }) {
		sort.SliceStable(ord, func(a, b int) bool { return cl.start[ord[a]] < cl.start[ord[b]] })
	}
	return ord
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

// newSim is the chunk geometry of p, each chunk the bytes of the blocks of g
// bytes (a sector, or the L2 promotion) its rows touch. A chunk's bytes
// depend on its panel's first row only through that row's offset mod g, so
// they are computed once per offset, row count and K chunk.
func newSim(p Problem, tm, tn, kt, tk int, g int64) *sim {
	s := &sim{p: p, tm: tm, tn: tn, kt: kt, tk: tk, sizes: make([]int64, (tm+tn)*kt)}
	rowBytes := int64(p.K) * int64(p.ElemBytes)
	type key struct{ off, rows, j int64 }
	memo := map[key]int64{}
	for panel := 0; panel < tm+tn; panel++ {
		r0, rows := panel*p.TileM, min(p.TileM, p.M-panel*p.TileM)
		if panel >= tm {
			r0, rows = (panel-tm)*p.TileN, min(p.TileN, p.N-(panel-tm)*p.TileN)
		}
		off := int64(r0) * rowBytes % g
		for j := 0; j < kt; j++ {
			k := key{off, int64(rows), int64(j)}
			v, ok := memo[k]
			if !ok {
				b0 := int64(j*tk) * int64(p.ElemBytes)
				b1 := int64(min(p.K, (j+1)*tk)) * int64(p.ElemBytes)
				v = blockSpan(int64(r0), int64(rows), rowBytes, b0, b1, j > 0, g)
				memo[k] = v
			}
			s.sizes[panel*kt+j] = v
		}
	}
	return s
}

// sectorBytes is the bytes of the 32-byte sectors that bytes [b0, b1) of rows
// r0 .. r0+rows−1 touch, in a matrix whose rows are rowBytes long and start at
// address 0: Σ_r (⌈(r·rowBytes + b1)/32⌉ − ⌊(r·rowBytes + b0)/32⌋)·32.
func sectorBytes(r0, rows, rowBytes, b0, b1 int64) int64 {
	return sectorSpan(r0, rows, rowBytes, b0, b1, false)
}

// sectorSpan is sectorBytes; with after, without the sector of each row that
// holds byte b0−1 (the one the row's previous K chunk fetched):
// Σ_r (⌈(r·rowBytes + b1)/32⌉ − ⌈(r·rowBytes + b0)/32⌉)·32.
func sectorSpan(r0, rows, rowBytes, b0, b1 int64, after bool) int64 {
	return blockSpan(r0, rows, rowBytes, b0, b1, after, sectorSize)
}

// sectorSize is the bytes of an L2 sector, the least a miss brings in.
const sectorSize = 32

// blockSpan is sectorSpan in blocks of g bytes (g a power of two from 32 to
// 256: what a miss brings into L2) in place of 32-byte sectors:
// Σ_r (⌈(r·rowBytes + b1)/g⌉ − ⌊or⌈(r·rowBytes + b0)/g⌉)·g.
// The row offsets mod g repeat with period g/gcd(rowBytes mod g, g), so at
// most g rows are summed.
func blockSpan(r0, rows, rowBytes, b0, b1 int64, after bool, g int64) int64 {
	if rows <= 0 || b1 <= b0 {
		return 0
	}
	per := int64(1)
	if rem := rowBytes % g; rem != 0 {
		per = g / gcd(rem, g)
	}
	var sum int64
	for i := int64(0); i < min(per, rows); i++ {
		a := (r0+i)*rowBytes + b0
		e := (r0+i)*rowBytes + b1
		first := a / g
		if after {
			first = (a + g - 1) / g
		}
		cnt := (rows - i + per - 1) / per // rows r0+i, r0+i+per, … in the panel
		sum += ((e+g-1)/g - first) * g * cnt
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

// lru is a cache of objects with a byte capacity, cut into sets (one set:
// fully associative); each set keeps its objects in least recently used
// order, as an intrusive doubly linked list over object ids (no allocation
// per access), and holds at most cap/sets bytes.
type lru struct {
	prev, next []int32
	set        []int32 // object id → its set
	in         []bool
	size       []int64
	head, tail []int32 // per set: most and least recently used; -1 when empty
	used       []int64 // per set
	cap        int64   // bytes, all sets
	setCap     int64
	// With group set (SimulateWaves), groupBytes[group[id]] is the bytes
	// of the cached objects of that group.
	group      []int32
	groupBytes []int64
}

// newLRU is a cache of n objects and capBytes bytes in sets sets; object id
// goes to set hash(id) mod sets.
func newLRU(n int, capBytes int64, sets int) *lru {
	sets = max(sets, 1)
	c := &lru{prev: make([]int32, n), next: make([]int32, n), set: make([]int32, n), in: make([]bool, n), size: make([]int64, n),
		head: make([]int32, sets), tail: make([]int32, sets), used: make([]int64, sets), cap: capBytes, setCap: capBytes / int64(sets)}
	for i := range c.head {
		c.head[i], c.tail[i] = -1, -1
	}
	if sets > 1 {
		for id := range c.set {
			// consecutive ids land in unrelated sets
			c.set[id] = int32(splitmix64(uint64(id)) % uint64(sets))
		}
	}
	return c
}

func (c *lru) unlink(s, id int32) {
	p, n := c.prev[id], c.next[id]
	if p >= 0 {
		c.next[p] = n
	} else {
		c.head[s] = n
	}
	if n >= 0 {
		c.prev[n] = p
	} else {
		c.tail[s] = p
	}
}

func (c *lru) pushFront(s, id int32) {
	c.prev[id], c.next[id] = -1, c.head[s]
	if c.head[s] >= 0 {
		c.prev[c.head[s]] = id
	}
	c.head[s] = id
	if c.tail[s] < 0 {
		c.tail[s] = id
	}
}

// touch makes object id (of size bytes) the most recently used of its set
// and reports whether it was already cached; on a miss it evicts the set's
// least recently used objects until the set holds at most setCap bytes
// (keeping at least this one).
func (c *lru) touch(id int, size int64) bool {
	i := int32(id)
	s := c.set[i]
	if c.in[i] {
		if c.head[s] != i {
			c.unlink(s, i)
			c.pushFront(s, i)
		}
		return true
	}
	c.in[i], c.size[i] = true, size
	c.pushFront(s, i)
	c.used[s] += size
	if c.group != nil {
		c.groupBytes[c.group[i]] += size
	}
	for c.used[s] > c.setCap && c.tail[s] != i {
		t := c.tail[s]
		c.unlink(s, t)
		c.in[t] = false
		c.used[s] -= c.size[t]
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
