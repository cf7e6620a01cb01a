package raster

import (
	"container/list"
	"fmt"
	"sort"
)

// Problem is a GEMM C[M×N] = A[M×K]·B[N×K]ᵀ cut into TileM×TileN output tiles.
type Problem struct {
	M, N, K      int
	TileM, TileN int
	TileK        int // K step of a CTA's main loop (Simulate; 0 means 64)
	ElemBytes    int // bytes per element of A and B (2 for bf16)
	CElemBytes   int // bytes per element of C (Simulate; 0 means 4, fp32)
}

// Traffic is the model's prediction for one launch.
type Traffic struct {
	Waves        float64 // CTAs / (SMs × CTAs per SM)
	RequestBytes int64   // bytes of A and B the CTAs ask L2 for
	DRAMBytes    int64   // predicted bytes of A and B read from DRAM
	HitRate      float64 // 1 − DRAMBytes/RequestBytes
}

// modelChunks is how many pieces along K each panel is cut into.
const modelChunks = 16

// maxEvents bounds the simulation's work.
const maxEvents = 1 << 23

// Model predicts the DRAM reads of A and B for a launch of p under mapping mp
// on device d with ctasPerSM resident CTAs per SM.
//
// The model: CTAs start in linear launch order with W = SMs·ctasPerSM in flight
// at any time, so CTA t starts at t/W of a CTA's lifetime and walks K at a
// steady rate. CTA (m, n) reads A's panel m (TileM×K) and B's panel n
// (TileN×K), each cut into modelChunks pieces along K. Every piece is looked up
// in an LRU cache of d.L2Bytes in time order; a miss reads it from DRAM.
// C's writes are not counted. It is a teaching model, not a measurement.
func Model(p Problem, mp Mapping, d Device, ctasPerSM int) (Traffic, error) {
	if p.K < 1 || p.ElemBytes < 1 || p.ElemBytes > 16 {
		return Traffic{}, fmt.Errorf("raster: model: K=%d, element bytes=%d: must be positive (elements at most 16 bytes)", p.K, p.ElemBytes)
	}
	if d.SMs < 1 || d.L2Bytes < 1 || ctasPerSM < 1 {
		return Traffic{}, fmt.Errorf("raster: model: device %q with %d SMs, %d bytes of L2, %d CTAs/SM: must be positive", d.Name, d.SMs, d.L2Bytes, ctasPerSM)
	}
	if p.K > 1<<31/p.ElemBytes/max(p.TileM, p.TileN, 1) {
		return Traffic{}, fmt.Errorf("raster: model: panel of %d×%d elements is too large", max(p.TileM, p.TileN), p.K)
	}
	tm, tn, err := Tiles(p.M, p.N, p.TileM, p.TileN)
	if err != nil {
		return Traffic{}, err
	}
	order, err := LaunchOrder(mp, tm, tn)
	if err != nil {
		return Traffic{}, err
	}
	chunks := min(modelChunks, p.K)
	if tm*tn > maxEvents/(2*chunks) {
		return Traffic{}, fmt.Errorf("raster: model: %d tiles is too many to simulate", tm*tn)
	}
	// Tiles by launch id (launch ids may have gaps for CTAs with no tile).
	type cta struct{ t, m, n int }
	ctas := make([]cta, 0, tm*tn)
	for m := range order {
		for n, t := range order[m] {
			ctas = append(ctas, cta{t, m, n})
		}
	}
	sort.Slice(ctas, func(i, j int) bool { return ctas[i].t < ctas[j].t })
	w := d.SMs * ctasPerSM
	// Piece sizes: K is split into chunks pieces as evenly as possible.
	kBytes := func(j int) int64 { return int64(p.K*(j+1)/chunks-p.K*j/chunks) * int64(p.ElemBytes) }
	aRows := func(m int) int64 { return int64(min(p.TileM, p.M-m*p.TileM)) }
	bRows := func(n int) int64 { return int64(min(p.TileN, p.N-n*p.TileN)) }

	// Events: CTA of rank r (its place in launch order) touches piece j at
	// time r·chunks + j·W (in units of lifetime/(W·chunks)).
	type event struct {
		time int64
		rank int
		j    int
	}
	events := make([]event, 0, len(ctas)*chunks)
	for r := range ctas {
		for j := 0; j < chunks; j++ {
			events = append(events, event{int64(r)*int64(chunks) + int64(j)*int64(w), r, j})
		}
	}
	sort.Slice(events, func(a, b int) bool {
		if events[a].time != events[b].time {
			return events[a].time < events[b].time
		}
		return events[a].rank < events[b].rank
	})
	type key struct{ op, idx, j int }
	type entry struct {
		k    key
		size int64
	}
	lru := list.New()
	where := map[key]*list.Element{}
	var used, req, miss int64
	touch := func(k key, size int64) {
		req += size
		if e, ok := where[k]; ok {
			lru.MoveToFront(e)
			return
		}
		miss += size
		where[k] = lru.PushFront(entry{k, size})
		used += size
		for used > d.L2Bytes && lru.Len() > 1 {
			back := lru.Back()
			en := back.Value.(entry)
			lru.Remove(back)
			delete(where, en.k)
			used -= en.size
		}
	}
	for _, ev := range events {
		c := ctas[ev.rank]
		kb := kBytes(ev.j)
		touch(key{0, c.m, ev.j}, aRows(c.m)*kb)
		touch(key{1, c.n, ev.j}, bRows(c.n)*kb)
	}
	tr := Traffic{
		Waves:        float64(len(ctas)) / float64(w),
		RequestBytes: req,
		DRAMBytes:    miss,
	}
	if req > 0 {
		tr.HitRate = 1 - float64(miss)/float64(req)
	}
	return tr, nil
}
