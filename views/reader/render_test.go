package reader

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// A hyphen no longer lets a line run past the wrap width (reflow does not
// count it), which stranded the next word on a line of its own.
func TestHyphenatedProseWrapsCleanly(t *testing.T) {
	md := "Look at `(2,(1,6)):(1,(6,2))`. Index `i` goes to the natural coordinate `(i mod 2, (0, i ÷ 2))`, whose offset is `(i mod 2)·1 + (i ÷ 2)·2 = i`. So as a function of the 1-D index this layout is the identity on `[0,12)` — exactly what `12:1` computes.\n\n- a list item with a stride-0 mode\n\n- Wider is not always better. For the tall 65536×2048×4096 problem the row-major raster took 3.51 ms against 4.54 ms for `N = 1`; for the wide 2048×65536×4096 one `N = 1` had a higher L2 hit rate than `N = 8` (90% against 83%) at the same time.\n\nIt prints the times; `--profile` adds L2 hit rates and DRAM bytes (with Nsight Compute), and `--verify` checks the kernels against cuBLAS. On a machine without a GPU it prints the model.\n"
	for w := 60; w <= 140; w++ {
		r, err := renderProse(renderKey{width: w, style: "notty"}, md, 0)
		if err != nil {
			t.Fatal(err)
		}
		var lines []string
		for _, c := range r.chunks {
			lines = append(lines, c...)
		}
		for i, l := range lines {
			plain := strings.TrimSpace(ansi.Strip(l))
			if n := ansi.StringWidth(l); n > w {
				t.Fatalf("width %d: line %d is %d wide: %q", w, i, n, l)
			}
			if plain != "" && !strings.Contains(plain, " ") && len(plain) < 8 && i+1 < len(lines) && strings.TrimSpace(ansi.Strip(lines[i+1])) != "" {
				t.Fatalf("width %d: a word stranded on line %d: %q", w, i, plain)
			}
			if strings.Contains(l, nbHyphen) || strings.Contains(l, nbDot) {
				t.Fatalf("width %d: a stand-in character leaked into the output: %q", w, l)
			}
			if strings.HasSuffix(plain, "--") || strings.HasSuffix(plain, "4.") || strings.HasPrefix(plain, "54 ") {
				t.Fatalf("width %d: a word broken at its hyphen or decimal point on line %d: %q", w, i, plain)
			}
		}
		if !strings.Contains(strings.Join(lines, "\n"), "1-D") || !strings.Contains(strings.Join(lines, "\n"), "- a list item") && !strings.Contains(strings.Join(lines, "\n"), "• a list item") {
			t.Fatalf("width %d: hyphens or the list lost:\n%s", w, strings.Join(lines, "\n"))
		}
	}
}

// A quote's bar is counted at its real width, so no quote line is re-wrapped
// into a stranded word (glamour's own "│ " is counted as one column).
func TestQuotesWrapCleanly(t *testing.T) {
	md := "# T\n\n> Which CTA computes which output tile, and when: rasterization,\n> CUTLASS's `GemmIdentityThreadblockSwizzle<N>`, and what it does to L2. " +
		"More words follow so that every width meets a line end somewhere in the quote.\n"
	for _, style := range []string{"dark", "light", "notty"} {
		for w := 60; w <= 140; w++ {
			r, err := renderProse(renderKey{width: w, style: style}, md, 0)
			if err != nil {
				t.Fatal(err)
			}
			for i, l := range r.chunks[0] {
				plain := strings.TrimSpace(ansi.Strip(l))
				if plain == "" || plain == "T" || plain == "# T" {
					continue
				}
				if !strings.HasPrefix(plain, "▎") && !strings.HasPrefix(plain, "|") {
					t.Fatalf("%s at width %d: quote line %d lost its bar: %q", style, w, i, plain)
				}
				if n := ansi.StringWidth(l); n > w {
					t.Fatalf("%s at width %d: line %d is %d wide", style, w, i, n)
				}
			}
		}
	}
}
