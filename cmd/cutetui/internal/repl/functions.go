package repl

import (
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

// helpWidth is the width the function help is wrapped to.
const helpWidth = 78

// WriteFunctions lists every built-in function with its arguments, one a
// line; withDocs adds what each computes, wrapped and indented under it.
func WriteFunctions(w io.Writer, withDocs bool) {
	ds := eval.Builtins(model.Library())
	fmt.Fprintf(w, "%d functions, under their CuTe names (L, A: layouts; B: a layout, int,\n", len(ds))
	fmt.Fprintln(w, "shape or tiler; t, a, b: tuples):")
	fmt.Fprintln(w)
	for _, d := range ds {
		if withDocs {
			writeDoc(w, d)
		} else {
			writeSig(w, d.Sig)
		}
	}
	if !withDocs {
		fmt.Fprintln(w)
		fmt.Fprintln(w, "help NAME shows what one computes; cutetui help eval describes the language.")
	}
}

// WriteFunction writes the usage and description of the built-in name, or
// returns an error naming the closest function.
func WriteFunction(w io.Writer, name string) error {
	d, ok := eval.Help(name, model.Library())
	if !ok {
		names := make([]string, 0, 64)
		for _, d := range eval.Builtins(model.Library()) {
			names = append(names, d.Name)
		}
		if best := Closest(name, names); best != "" {
			return fmt.Errorf("no function %q (did you mean %s?)", name, best)
		}
		return fmt.Errorf("no function %q; help lists them", name)
	}
	writeDoc(w, d)
	return nil
}

// writeDoc writes d's usage and, under it, its description wrapped to
// helpWidth and indented by four.
func writeDoc(w io.Writer, d eval.Doc) {
	writeSig(w, d.Sig)
	for _, l := range wrap(d.Doc, helpWidth-6) {
		fmt.Fprintf(w, "      %s\n", l)
	}
	if d.Explained {
		fmt.Fprintln(w, "      (--explain and e work it step by step)")
	}
	if d.DSL != "" && d.DSL != d.Sig {
		for i, l := range wrap(d.DSL, helpWidth-11) {
			if i == 0 {
				fmt.Fprintf(w, "      DSL: %s\n", l)
			} else {
				fmt.Fprintf(w, "           %s\n", l)
			}
		}
	}
}

// writeSig writes a usage indented by two; one too wide for helpWidth
// goes one form a line (the forms are separated by " | ").
func writeSig(w io.Writer, sig string) {
	for _, l := range sigLines(sig) {
		fmt.Fprintf(w, "  %s\n", l)
	}
}

// sigLines splits a usage too wide for helpWidth into its forms.
func sigLines(sig string) []string {
	if ansi.StringWidth(sig)+2 <= helpWidth {
		return []string{sig}
	}
	return strings.Split(sig, " | ")
}

// wrap breaks s into lines of at most width cells at spaces (a longer word
// gets a line of its own).
func wrap(s string, width int) []string {
	var lines []string
	var cur strings.Builder
	for _, word := range strings.Fields(s) {
		if cur.Len() > 0 && ansi.StringWidth(cur.String())+1+ansi.StringWidth(word) > width {
			lines = append(lines, cur.String())
			cur.Reset()
		}
		if cur.Len() > 0 {
			cur.WriteByte(' ')
		}
		cur.WriteString(word)
	}
	if cur.Len() > 0 {
		lines = append(lines, cur.String())
	}
	return lines
}

// Closest returns the name of names nearest to s by edit distance, if it
// is near enough to be a likely typo (at most a third of its length off,
// and at most 3); "" otherwise.
func Closest(s string, names []string) string {
	best, bestD := "", 4
	for _, n := range names {
		d := distance(s, n)
		if d < bestD && d*3 <= max(len(n), 1) {
			best, bestD = n, d
		}
	}
	return best
}

// distance is the Levenshtein distance between a and b, in bytes; long
// inputs are not compared (the result is then large).
func distance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 1 << 20
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
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
