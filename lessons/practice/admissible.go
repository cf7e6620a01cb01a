package practice

// Admissibility for composition as Jay Shah's "A note on the algebra of
// CuTe layouts" (Colfax Research, 2024) defines it: Definitions 2.11
// (left and weak left divisibility), 2.12 (one mode of B), 2.16 (the
// interval of definition) and 2.17 (many modes: admissible one by one,
// with disjoint intervals). The admissibility lesson teaches these; the
// admissibility topic draws only pairs they accept.

// LeftDivides finds the division index of d in the factorization ms
// (every factor > 1, the last standing for ∞): the i with (1)
// ms[0]…ms[i-1] dividing d and (2) c = d/(ms[0]…ms[i-1]) with
// 1 ≤ c < ms[i] unless i is the last. weak reports that such an i
// exists; strong that in addition (3) c divides ms[i] (or i is last).
func LeftDivides(ms []int, d int) (i, c int, weak, strong bool) {
	p := 1
	for i = 0; i < len(ms); i++ {
		if d%p == 0 {
			c = d / p
			if i == len(ms)-1 {
				return i, c, true, true
			}
			if c >= 1 && c < ms[i] {
				return i, c, true, ms[i]%c == 0
			}
		}
		p *= ms[i]
	}
	return -1, 0, false, false
}

// Factors is a shape's factorization for LeftDivides: its sizes without
// the 1s ((1) when every size is 1).
func Factors(shape []int) []int {
	var ms []int
	for _, s := range shape {
		if s > 1 {
			ms = append(ms, s)
		}
	}
	if len(ms) == 0 {
		ms = []int{1}
	}
	return ms
}

// Induced is what is left of ms after dividing by d when d left divides
// it: (ms[i]/c, ms[i+1], …) with the last standing for ∞; nil when d
// does not left divide ms.
func Induced(ms []int, d int) []int {
	i, c, _, strong := LeftDivides(ms, d)
	if !strong {
		return nil
	}
	if i == len(ms)-1 {
		return []int{0} // ∞ alone
	}
	return append([]int{ms[i] / c}, ms[i+1:]...)
}

// ModeAdmissible is Definition 2.12: the flat shape with the mode N:r.
func ModeAdmissible(shape []int, n, r int) bool {
	rest := Induced(Factors(shape), r)
	if rest == nil {
		return false
	}
	_, _, weak, _ := LeftDivides(rest, n)
	return weak
}

// Interval is Definition 2.16, the interval of definition of N:r:
// [r, r(N-1)] ∩ [1, M') with M' the product of the factors but the last;
// ok is false when it is empty.
func Interval(shape []int, n, r int) (lo, hi int, ok bool) {
	ms := Factors(shape)
	m := 1
	for _, s := range ms[:len(ms)-1] {
		m *= s
	}
	lo, hi = r, min(r*(n-1), m-1)
	return lo, hi, n > 1 && lo <= hi
}

// Admissible is Definition 2.17 for a flat shape and the modes N:r of B.
func Admissible(shape []int, b [][2]int) bool {
	type iv struct{ lo, hi int }
	var ivs []iv
	for _, m := range b {
		if !ModeAdmissible(shape, m[0], m[1]) {
			return false
		}
		if lo, hi, ok := Interval(shape, m[0], m[1]); ok {
			for _, o := range ivs {
				if lo <= o.hi && o.lo <= hi {
					return false
				}
			}
			ivs = append(ivs, iv{lo, hi})
		}
	}
	return true
}
