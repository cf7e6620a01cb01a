package engine

import (
	"strings"
	"testing"
)

// print_layout against C++'s util/print.hpp and util/print_tensor.hpp,
// each expected value traced by hand through the code named in its comment.

func TestPrintLayoutCases(t *testing.T) {
	tests := []struct{ in, want string }{
		// Nested mode: size<1> = 4, layout(m,n) unfolds n in (2,2):(4,2);
		// cosize 8 -> num_digits 1 -> idx_width 3.
		{"(2,(2,2)):(1,(4,2))", "(2,(2,2)):(1,(4,2))\n" +
			"      0   1   2   3 \n" +
			"    +---+---+---+---+\n" +
			" 0  | 0 | 4 | 2 | 6 |\n" +
			"    +---+---+---+---+\n" +
			" 1  | 1 | 5 | 3 | 7 |\n" +
			"    +---+---+---+---+\n"},
		// Size-1 modes: a 1x1 table.
		{"(1,1):(0,0)", "(1,1):(0,0)\n" +
			"      0 \n" +
			"    +---+\n" +
			" 0  | 0 |\n" +
			"    +---+\n"},
		// Negative strides: cosize = 2*1+1*3+1 = 6 (one digit); "%*d" widens
		// the cells that do not fit.
		{"(3,2):(-1,-3)", "(3,2):(-1,-3)\n" +
			"      0   1 \n" +
			"    +---+---+\n" +
			" 0  | 0 | -3 |\n" +
			"    +---+---+\n" +
			" 1  | -1 | -4 |\n" +
			"    +---+---+\n" +
			" 2  | -2 | -5 |\n" +
			"    +---+---+\n"},
		// num_digits(int) and int(layout(m,n)): cosize 4294967298 and the
		// offsets 2^32, 2^32+1 pass through int.
		{"(2,2):(1,4294967296)", "(2,2):(1,4294967296)\n" +
			"      0   1 \n" +
			"    +---+---+\n" +
			" 0  | 0 | 0 |\n" +
			"    +---+---+\n" +
			" 1  | 1 | 1 |\n" +
			"    +---+---+\n"},
	}
	for _, tt := range tests {
		got, err := PrintLayout(lay(t, tt.in))
		if err != nil {
			t.Errorf("print_layout(%s): %v", tt.in, err)
			continue
		}
		if got != tt.want {
			t.Errorf("print_layout(%s):\n%s\nwant:\n%s", tt.in, got, tt.want)
		}
	}
	// CUTE_STATIC_ASSERT_V(rank(layout) == Int<2>{}): rank 1 and 3 refused.
	for _, in := range []string{"4:1", "(2,3,4):(1,2,6)", "((2,3)):((1,2))"} {
		if _, err := PrintLayout(lay(t, in)); err == nil {
			t.Errorf("print_layout(%s) accepted", in)
		}
	}
	// A composed layout: print(C) as the title, cosize(C) = cosize(L).
	c := MakeComposedLayout(Swizzle{1, 0, 1}, 0, lay(t, "(2,4):(4,1)"))
	got, err := PrintComposedLayout(c)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(got, "Sw<1,0,1> o 0 o (2,4):(4,1)\n      0   1   2   3 \n") ||
		!strings.Contains(got, " 0  | 0 | 1 | 3 | 2 |\n") {
		t.Errorf("print_layout(C):\n%s", got)
	}
}

func TestPrintLayoutNumDigits(t *testing.T) {
	for x, want := range map[int32]int{-5: 1, 0: 1, 9: 1, 10: 2, 999999999: 9, 1000000000: 10, 2147483647: 10} {
		if got := numDigits(x); got != want {
			t.Errorf("num_digits(%d) = %d, want %d", x, got, want)
		}
	}
}
