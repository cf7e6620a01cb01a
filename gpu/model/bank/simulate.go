package bank

import (
	"fmt"
	"strings"
)

// Lane is one thread's address in a phase.
type Lane struct {
	Thread int // the thread (lane) that gives the address
	Addr   int // byte address in shared memory
	Bank   int // bank of its first word: (Addr/4) % 32
	Words  int // 4-byte words it covers: Bytes/4, in banks Bank .. Bank+Words-1 (mod 32)
	// Degree is the most distinct words that any bank this thread uses
	// must deliver in its phase: 1 where the thread is not in a conflict.
	Degree int
}

// Phase is the threads served together and what they cost.
type Phase struct {
	Lanes []Lane
	// Words[b] is the number of distinct 4-byte words bank b delivers.
	Words [Banks]int
	// Wavefronts is max(Words): the phase is Wavefronts-way (1: conflict-free).
	Wavefronts int
}

// Result is the model's answer for one access: a plain structure a view
// can draw (per phase: thread, address, bank, conflict degree).
type Result struct {
	Access     Access
	Phases     []Phase
	Wavefronts int // the sum over phases: ncu's l1tex__data_pipe_lsu_wavefronts_mem_shared_op_{ld,st}
	Ideal      int // one wavefront per phase
	Conflicts  int // Wavefronts - Ideal: ncu's l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_{ld,st}
	// Merged is 1 or 2 when every thread t of a 64- or 128-bit load gives
	// the address of thread t^Merged: the pairs are served as one thread,
	// in half as many phases (0: no merge).
	Merged int
}

// ConflictFree reports whether every phase takes one wavefront.
func (r Result) ConflictFree() bool { return r.Wavefronts == r.Ideal }

// MaxWays is the worst phase's n of n-way.
func (r Result) MaxWays() int {
	m := 0
	for _, p := range r.Phases {
		m = max(m, p.Wavefronts)
	}
	return m
}

// BankOf is the bank of byte address addr: (addr/4) % 32.
func BankOf(addr int) int { return (addr / BankBytes) % Banks }

// Simulate runs access a where thread t gives byte address addrs[t]
// (len(addrs) = a.Threads). Each address must be non-negative and aligned
// to a.Bytes, as the hardware requires.
//
// Phase p holds threads p*a.PhaseThreads .. (p+1)*a.PhaseThreads-1 —
// except that a 64- or 128-bit load whose threads pair up (thread t and
// t^1, or t and t^2, give equal addresses, for every t) is served as half
// as many threads, one of each pair, so in half the phases: seen on the
// H200 (a warp of LDS.64 at one address takes 1 wavefront, of LDS.128 2)
// and described by NVIDIA for compute capability 7.x (forum thread
// "Unexpected shared memory bank conflict", 2019). In a phase, thread t covers the words addrs[t]/4 .. addrs[t]/4 + Bytes/4 - 1;
// bank b delivers the distinct words w with w % 32 = b, and the phase takes
// max over b of their number wavefronts.
func Simulate(a Access, addrs []int) (Result, error) {
	if a.Threads <= 0 || a.PhaseThreads <= 0 || a.Threads%a.PhaseThreads != 0 || a.Bytes%BankBytes != 0 || a.Bytes <= 0 {
		return Result{}, fmt.Errorf("bank: malformed access %+v", a)
	}
	if len(addrs) != a.Threads {
		return Result{}, fmt.Errorf("bank: %s takes %d addresses (one per thread), got %d", a.Name, a.Threads, len(addrs))
	}
	for t, x := range addrs {
		if x < 0 {
			return Result{}, fmt.Errorf("bank: thread %d: negative address %d", t, x)
		}
		if x%a.Bytes != 0 {
			return Result{}, fmt.Errorf("bank: thread %d: address %d is not aligned to the %d bytes of %s", t, x, a.Bytes, a.Name)
		}
	}
	r := Result{Access: a}
	// The threads served, in phase order: all of them, or, where a wide
	// load's threads pair up, one of each pair (its twin beside it).
	order, twin := make([]int, 0, a.Threads), -1
	if x := pairedLanes(a, addrs); x != 0 {
		twin = x
		r.Merged = x
	}
	for t := range a.Threads {
		if twin < 0 || t&twin == 0 {
			order = append(order, t)
		}
	}
	r.Phases = make([]Phase, len(order)/a.PhaseThreads)
	words := a.Bytes / BankBytes
	for p := range r.Phases {
		ph := &r.Phases[p]
		seen := map[int]bool{}
		for _, t := range order[p*a.PhaseThreads : (p+1)*a.PhaseThreads] {
			ts := []int{t}
			if twin > 0 {
				ts = append(ts, t|twin)
			}
			for _, t := range ts {
				ph.Lanes = append(ph.Lanes, Lane{Thread: t, Addr: addrs[t], Bank: BankOf(addrs[t]), Words: words})
				for w := addrs[t] / BankBytes; w < addrs[t]/BankBytes+words; w++ {
					if !seen[w] {
						seen[w] = true
						ph.Words[w%Banks]++
					}
				}
			}
		}
		for _, n := range ph.Words {
			ph.Wavefronts = max(ph.Wavefronts, n)
		}
		for i := range ph.Lanes {
			l := &ph.Lanes[i]
			for k := range l.Words {
				l.Degree = max(l.Degree, ph.Words[(l.Bank+k)%Banks])
			}
		}
		r.Wavefronts += ph.Wavefronts
	}
	r.Ideal = len(r.Phases)
	r.Conflicts = r.Wavefronts - r.Ideal
	return r, nil
}

// Summary is one line: "LDS.128: 4 phases, 8 wavefronts (ideal 4), 4 bank conflicts, worst phase 2-way".
func (r Result) Summary() string {
	return fmt.Sprintf("%s: %d phase%s, %d wavefront%s (ideal %d), %d bank conflict%s, worst phase %d-way",
		r.Access.Name, len(r.Phases), plural(len(r.Phases)), r.Wavefronts, plural(r.Wavefronts), r.Ideal,
		r.Conflicts, plural(r.Conflicts), r.MaxWays())
}

// PhaseLine is one phase in a line: "phase 1 (threads 8-15): 2-way (banks 0-3: 2 words)".
func (r Result) PhaseLine(p int) string {
	ph := r.Phases[p]
	lo, hi := ph.Lanes[0].Thread, ph.Lanes[len(ph.Lanes)-1].Thread
	s := fmt.Sprintf("phase %d (threads %d-%d): %d-way", p, lo, hi, ph.Wavefronts)
	if ph.Wavefronts > 1 {
		var hot []string
		for b, n := range ph.Words {
			if n == ph.Wavefronts {
				hot = append(hot, fmt.Sprint(b))
			}
		}
		s += fmt.Sprintf(" (%d words in bank %s)", ph.Wavefronts, strings.Join(hot, ","))
	}
	return s
}

// String is one thread of a phase: "T9   addr 1040   bank 4-7    2-way".
func (l Lane) String() string {
	banks := fmt.Sprint(l.Bank)
	if l.Words > 1 {
		banks = fmt.Sprintf("%d-%d", l.Bank, (l.Bank+l.Words-1)%Banks)
	}
	return fmt.Sprintf("T%-3d addr %-6d bank %-6s %d-way", l.Thread, l.Addr, banks, l.Degree)
}

// pairedLanes is 1 if every thread t of a 64- or 128-bit load gives the
// address of thread t^1, else 2 if that of t^2, else 0.
func pairedLanes(a Access, addrs []int) int {
	if a.Store || a.Matrix || a.Bytes < 8 {
		return 0
	}
	for _, x := range []int{1, 2} {
		ok := true
		for t := range addrs {
			ok = ok && addrs[t] == addrs[t^x]
		}
		if ok {
			return x
		}
	}
	return 0
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
