package tiles

import (
	"fmt"
	"strconv"
	"strings"
)

// Spec is the content of a ```cute-tiles block.
type Spec struct {
	M, N         int // problem size (output M×N)
	TileM, TileN int // CTA tile
	Swizzle      int // N of GemmIdentityThreadblockSwizzle<N>: 1, 2, 4 or 8
	Wave         int // CTAs in the first wave (0: one row of the grid)
}

// maxDim bounds every size in a spec so arithmetic never overflows.
const maxDim = 1 << 24

// ParseSpec reads `key: value` lines: problem MxN, tile MxN, swizzle N,
// wave W. Errors name the line (1-based).
func ParseSpec(text string) (Spec, error) {
	s := Spec{TileM: 128, TileN: 128, Swizzle: 1}
	seenProblem := false
	for i, raw := range strings.Split(text, "\n") {
		line := strings.TrimSpace(raw)
		if j := strings.Index(line, "#"); j >= 0 {
			line = strings.TrimSpace(line[:j])
		}
		if line == "" {
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			return s, fmt.Errorf("line %d: want `key: value`, got %q", i+1, line)
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		var err error
		switch k {
		case "problem":
			s.M, s.N, err = parsePair(v)
			seenProblem = true
		case "tile":
			s.TileM, s.TileN, err = parsePair(v)
		case "swizzle":
			s.Swizzle, err = parseInt(v)
			if err == nil && s.Swizzle != 1 && s.Swizzle != 2 && s.Swizzle != 4 && s.Swizzle != 8 {
				err = fmt.Errorf("swizzle %d: want 1, 2, 4 or 8", s.Swizzle)
			}
		case "wave":
			s.Wave, err = parseInt(v)
		default:
			err = fmt.Errorf("unknown key %q (want problem, tile, swizzle or wave)", k)
		}
		if err != nil {
			return s, fmt.Errorf("line %d: %v", i+1, err)
		}
	}
	if !seenProblem {
		return s, fmt.Errorf("no `problem: MxN` line")
	}
	return s, nil
}

func parseInt(v string) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > maxDim {
		return 0, fmt.Errorf("%q: want a whole number from 1 to %d", v, maxDim)
	}
	return n, nil
}

func parsePair(v string) (int, int, error) {
	a, b, ok := strings.Cut(strings.ToLower(v), "x")
	if !ok {
		return 0, 0, fmt.Errorf("%q: want MxN, e.g. 1024x1024", v)
	}
	m, err := parseInt(strings.TrimSpace(a))
	if err != nil {
		return 0, 0, err
	}
	n, err := parseInt(strings.TrimSpace(b))
	if err != nil {
		return 0, 0, err
	}
	return m, n, nil
}

// Rewrite returns text with the problem and swizzle lines set to s's
// values, keeping every other line (and comments) as written.
func Rewrite(text string, s Spec) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	set := map[string]string{
		"problem": fmt.Sprintf("%dx%d", s.M, s.N),
		"swizzle": strconv.Itoa(s.Swizzle),
	}
	done := map[string]bool{}
	for i, l := range lines {
		k, _, ok := strings.Cut(l, ":")
		k = strings.TrimSpace(k)
		if v, want := set[k]; ok && want && !done[k] {
			comment := ""
			if j := strings.Index(l, "#"); j >= 0 {
				comment = "  " + l[j:]
			}
			lines[i] = k + ": " + v + comment
			done[k] = true
		}
	}
	for _, k := range []string{"problem", "swizzle"} {
		if !done[k] {
			lines = append(lines, k+": "+set[k])
		}
	}
	return strings.Join(lines, "\n") + "\n"
}
