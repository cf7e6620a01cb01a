package eval

import (
	"strings"
)

// suggest returns the defined name or function nearest to name, or "".
// The work is bounded: variables are considered only while there are at
// most maxSuggestVars of them.
func (e *Env) suggest(name string) string {
	const maxSuggestVars = 1000
	limit := min(len(name)/2+1, 3) // suggest only names closer than this
	best, bestD := "", limit
	lname := strings.ToLower(name)
	consider := func(k string) {
		if abs(len(k)-len(name)) >= bestD {
			return
		}
		d := editDistance(lname, strings.ToLower(k))
		if d < bestD || d == bestD && d < limit && k < best {
			best, bestD = k, d
		}
	}
	for k := range builtins {
		consider(k)
	}
	for _, l := range e.libs {
		for k := range l.funcs {
			consider(k)
		}
	}
	if len(e.vars) <= maxSuggestVars {
		for k := range e.vars {
			consider(k)
		}
	}
	if best == "" && len(name) >= 4 {
		// A prefix is a good hint too: "logical" -> logical_divide.
		for _, f := range Builtins(e.libs...) {
			if strings.HasPrefix(f.Name, name) {
				return f.Name
			}
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// editDistance is the Levenshtein distance of a and b (both short).
func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 1 << 30
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			c = min(c, prev[j]+1, cur[j-1]+1)
			cur[j] = c
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
