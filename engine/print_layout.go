package engine

import (
	"strconv"
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
	l, ok := c.Domain()
	if !ok {
		return "", errorf("print_layout", "no matching function", "%s has no shape: its layout_b is a swizzle", c)
	}
	return printTable("print_layout", c.String(), l.shape, c.Eval, l.cosize())
}

func printTable(op, title string, shape IntTuple, at func(IntTuple) (int, error), cosize int) (string, error) {
	if Rank(shape) != 2 || shape.kind() != kindTuple {
		return "", errorf(op, "rank mismatch", "print_layout draws rank-2 layouts; %s has rank %d", shape, Rank(shape))
	}
	m, n := product(shape.elems[0]), product(shape.elems[1])
	if m*n > MaxPrintCells || m > 4096 || n > 4096 {
		return "", errorf(op, "table too large", "%d×%d cells; print_layout draws at most %d cells (4096 rows or columns)", m, n, MaxPrintCells)
	}
	w := numDigits(int32(cosize)) + 2
	rule := "    " + strings.Repeat("+"+strings.Repeat("-", w), n) + "+\n"
	b := make([]byte, 0, len(title)+(m+2)*(len(rule)+4))
	b = append(b, title...)
	b = append(b, "\n    "...)
	for j := 0; j < n; j++ {
		b = appendPadded(append(b, "  "...), j, w-2)
		b = append(b, ' ')
	}
	b = append(b, '\n')
	cell := make([]IntTuple, 2) // the coordinate (i,j), reused: at does not keep it
	crd := tuple(cell)
	for i := 0; i < m; i++ {
		b = append(b, rule...)
		b = append(appendPadded(b, i, 2), "  "...)
		for j := 0; j < n; j++ {
			cell[0], cell[1] = Int(i), Int(j)
			v, err := at(crd)
			if err != nil {
				return "", err
			}
			b = appendPadded(append(b, "| "...), int(int32(v)), w-2)
			b = append(b, ' ')
		}
		b = append(b, "|\n"...)
	}
	b = append(b, rule...)
	return string(b), nil
}

// appendPadded appends v right-aligned in width columns, as printf's %*d.
func appendPadded(b []byte, v, width int) []byte {
	var digits [24]byte
	d := strconv.AppendInt(digits[:0], int64(v), 10)
	for k := len(d); k < width; k++ {
		b = append(b, ' ')
	}
	return append(b, d...)
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
