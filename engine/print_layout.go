package engine

import (
	"fmt"
	"strings"
)

// MaxPrintCells bounds the tables PrintLayout draws.
const MaxPrintCells = 1 << 16

// PrintLayout is cute::print_layout for a rank-2 layout, byte for byte: the
// layout, a header of column numbers, and an m-by-n grid of offsets whose
// cells are as wide as the digits of cosize(L) plus two. As in C++, cosize
// and the offsets are printed as 32-bit ints (num_digits(int), int(L(m,n))).
func PrintLayout(l Layout) (string, error) {
	return printTable("print_layout", l.String(), l.shape, func(c IntTuple) (int, error) { return l.Eval(c) }, l.cosize())
}

// PrintComposedLayout is print_layout of a composed (swizzled) layout.
func PrintComposedLayout(c ComposedLayout) (string, error) {
	return printTable("print_layout", c.String(), c.outer.shape, c.Eval, c.outer.cosize())
}

func printTable(op, title string, shape IntTuple, at func(IntTuple) (int, error), cosize int) (string, error) {
	if Rank(shape) != 2 || shape.k != kindTuple {
		return "", errorf(op, "rank mismatch", "print_layout draws rank-2 layouts; %s has rank %d", shape, Rank(shape))
	}
	m, n := product(shape.elems[0]), product(shape.elems[1])
	if m*n > MaxPrintCells || m > 4096 || n > 4096 {
		return "", errorf(op, "table too large", "%d×%d cells; print_layout draws at most %d cells (4096 rows or columns)", m, n, MaxPrintCells)
	}
	w := numDigits(int32(cosize)) + 2
	delim := "+" + strings.Repeat("-", w)
	var b strings.Builder
	b.WriteString(title)
	b.WriteString("\n    ")
	for j := 0; j < n; j++ {
		fmt.Fprintf(&b, "  %*d ", w-2, j)
	}
	b.WriteString("\n")
	rule := "    " + strings.Repeat(delim, n) + "+\n"
	for i := 0; i < m; i++ {
		b.WriteString(rule)
		fmt.Fprintf(&b, "%2d  ", i)
		for j := 0; j < n; j++ {
			v, err := at(Ints(i, j))
			if err != nil {
				return "", err
			}
			fmt.Fprintf(&b, "| %*d ", w-2, int32(v))
		}
		b.WriteString("|\n")
	}
	b.WriteString(rule)
	return b.String(), nil
}

// numDigits is cute::num_digits: the decimal digits of x, 1 for x < 10
// (zero and negatives included).
func numDigits(x int32) int {
	n := 1
	for p := int32(10); n < 10 && x >= p; p *= 10 {
		n++
	}
	return n
}
