package bank

import (
	"fmt"
	"math/bits"
	"sort"

	"github.com/cutetui/cutetui/engine"
)

// MaxSmemBytes bounds the shared memory the searches accept: 227 KiB, the
// most one block of an H100/H200 may use.
const MaxSmemBytes = 227 * 1024

// Candidate is a swizzle the finder tried and what the access costs with it.
type Candidate struct {
	Swizzle engine.Swizzle
	Result  Result
}

// FindSwizzle returns the swizzles Sw<B,M,S> (S > 0, the form CuTe's
// shared-memory atoms use) that make access a on Sw o L conflict-free
// (one wavefront per phase), smallest first: fewest bits B, then the
// smallest span B+M+S, then the smallest M. s's own swizzle, if any, is
// replaced; its offset must be 0.
//
// A candidate must keep each thread's vector whole and stay inside the
// allocation: 2^M >= V (the values one address covers, so that the XOR
// leaves the vector's low bits alone) and 2^(B+M+S) divides cosize(L) (so
// that Sw permutes each aligned block of 2^(B+M+S) offsets), which also
// bounds the search: B+M+S <= log2(cosize(L)) <= 21.
func FindSwizzle(s Smem, a Access, tv *engine.Layout) ([]Candidate, error) {
	if !s.Layout.Plain() && !s.Layout.Simple() {
		return nil, fmt.Errorf("bank: find_swizzle needs a layout L or Sw o off o L, not %s", s.Layout)
	}
	if s.Layout.Offset() != 0 {
		return nil, fmt.Errorf("bank: find_swizzle needs a layout with offset 0, not %d", s.Layout.Offset())
	}
	plain := Plain(s.Layout.Outer(), s.ElemBits)
	v, err := plain.Values(a)
	if err != nil {
		return nil, err
	}
	if v&(v-1) != 0 {
		return nil, fmt.Errorf("bank: %d values per thread is not a power of 2", v)
	}
	cos := s.Layout.Outer().Cosize()
	if cos > MaxSmemBytes*8/s.ElemBits {
		return nil, fmt.Errorf("bank: %s spans %d elements of %d bits, more than the %d bytes of shared memory a block may have", plain, cos, s.ElemBits, MaxSmemBytes)
	}
	var l engine.Layout
	if tv != nil {
		l = *tv
	} else if l, err = DefaultTV(plain, a); err != nil {
		return nil, err
	}
	base, err := Addresses(plain, a, l) // checks the layouts once; the offsets before any swizzle
	if err != nil {
		return nil, err
	}
	offs := make([]int, len(base))
	for t, b := range base {
		offs[t] = b * 8 / s.ElemBits
	}
	mMin := bits.TrailingZeros(uint(v))
	kMax := bits.TrailingZeros(uint(cos)) // the largest k with 2^k | cosize
	var found []Candidate
	addrs := make([]int, len(offs))
	for b := 1; b <= kMax; b++ {
		for span := b + mMin + b; span <= kMax; span++ {
			for m := mMin; b+m+b <= span; m++ {
				sh := span - b - m
				w, err := engine.NewSwizzle(b, m, sh)
				if err != nil {
					continue
				}
				for t, o := range offs {
					addrs[t] = w.Apply(o) * s.ElemBits / 8
				}
				r, err := Simulate(a, addrs)
				if err != nil {
					return nil, err
				}
				if r.ConflictFree() {
					found = append(found, Candidate{w, r})
				}
			}
		}
	}
	return found, nil
}

// MaxBetween bounds the size of the layouts SwizzleBetween compares.
const MaxBetween = 1 << 16

// SwizzleBetween answers NVIDIA/cutlass#1038: the swizzles Sw<B,M,S> with
// composition(Sw, A) = B as functions, Sw(A(i)) = B(i) for every index i
// of A's domain, smallest first (Sw<0,0,0> when A and B already agree).
// Sw<B,M,S>(x) xor x = ((x >> (M+S)) & (2^B-1)) << M (for S > 0; mirrored
// for S < 0) changes only the B bits at M, by the B bits at M+S, so such
// an Sw exists only when A and B have the same size, B(i) is a function of
// A(i), and every A(i) xor B(i) has that form. When none exists the error
// says which of these fails first, with the index.
//
// A and B may be plain layouts (Sw<0,0,0> o 0 o L) or composed ones: B is
// typically the swizzled layout one wants, A the plain one at hand.
func SwizzleBetween(a, b engine.ComposedLayout) ([]engine.Swizzle, error) {
	for _, c := range []engine.ComposedLayout{a, b} {
		if _, ok := c.Domain(); !ok {
			return nil, fmt.Errorf("bank: %s has no domain (its innermost layout is a swizzle)", c)
		}
	}
	n := a.Outer().Size()
	if n != b.Outer().Size() {
		return nil, fmt.Errorf("bank: no swizzle: composition(Sw, A) has A's size %d, B has size %d", n, b.Outer().Size())
	}
	if n > MaxBetween {
		return nil, fmt.Errorf("bank: layouts of %d elements: compared up to %d", n, MaxBetween)
	}
	av, bv := make([]int, n), make([]int, n)
	hi := 0
	for i := range n {
		x, err := a.Eval(engine.Int(i))
		if err != nil {
			return nil, err
		}
		y, err := b.Eval(engine.Int(i))
		if err != nil {
			return nil, err
		}
		if x < 0 || y < 0 {
			return nil, fmt.Errorf("bank: no swizzle: a swizzle acts on non-negative offsets; A(%d) = %d, B(%d) = %d", i, x, i, y)
		}
		av[i], bv[i], hi = x, y, max(hi, x, y)
	}
	first := map[int]int{}
	for i, x := range av {
		if j, ok := first[x]; ok && bv[j] != bv[i] {
			return nil, fmt.Errorf("bank: no swizzle: A(%d) = A(%d) = %d but B(%d) = %d and B(%d) = %d, and Sw is a function of the offset", j, i, x, j, bv[j], i, bv[i])
		} else if !ok {
			first[x] = i
		}
	}
	agree := func(w engine.Swizzle) bool {
		for i, x := range av {
			if w.Apply(x) != bv[i] {
				return false
			}
		}
		return true
	}
	if agree(engine.Swizzle{}) {
		return []engine.Swizzle{{}}, nil
	}
	k := bits.Len(uint(hi))
	var found []engine.Swizzle
	for bb := 1; bb <= k; bb++ {
		for m := 0; m+2*bb <= k; m++ {
			for sh := bb; bb+m+sh <= k; sh++ {
				for _, ss := range []int{sh, -sh} {
					if w, err := engine.NewSwizzle(bb, m, ss); err == nil && agree(w) {
						found = append(found, w)
					}
				}
			}
		}
	}
	if len(found) == 0 {
		i := 0
		for av[i] == bv[i] {
			i++
		}
		return nil, fmt.Errorf("bank: no swizzle Sw<B,M,S> with B+M+|S| <= %d maps A to B: at index %d, A = %d and B = %d differ by xor %#b, and no single swizzle gives every index's difference from A's own bits", k, i, av[i], bv[i], av[i]^bv[i])
	}
	sort.SliceStable(found, func(i, j int) bool {
		x, y := found[i], found[j]
		if x.B() != y.B() {
			return x.B() < y.B()
		}
		sx, sy := x.B()+x.M()+abs(x.S()), y.B()+y.M()+abs(y.S())
		if sx != sy {
			return sx < sy
		}
		return x.M() < y.M()
	})
	return found, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
