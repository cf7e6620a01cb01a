package eval

import (
	"strings"
	"testing"
)

// TestParsePrint checks the canonical printed form of parsed statements and
// that printing is stable: parse(print(parse(s))) prints the same.
func TestParsePrint(t *testing.T) {
	tests := []struct{ in, want string }{
		{"(2,(1,6)):(1,(6,2))", "(2,(1,6)):(1,(6,2))"},
		{" ( 2 , ( 1 , 6 ) ) : ( 1 , ( 6 , 2 ) ) ", "(2,(1,6)):(1,(6,2))"},
		{"8:1", "8:1"},
		{"(24)", "(24)"},
		{"24", "24"},
		{"()", "()"},
		{"():()", "():()"},
		{"((24))", "((24))"},
		{"_12:_1", "_12:_1"},
		{"(_2,_3):(_1,_-2)", "(_2,_3):(_1,_-2)"},
		{"-3", "-3"},
		{"- 3", "-3"},
		{"8:-1", "8:-1"},
		{"A(9+16*3)", "A(9 + 16 * 3)"},
		{"(2+3)*4", "(2 + 3) * 4"},
		{"1-2-3", "1 - 2 - 3"},
		{"3--1", "3 - -1"},
		{"_-3", "_-3"},
		{"_ -3", "_ - 3"},
		{"(3,6,2,8)/9%16", "(3,6,2,8) / 9 % 16"},
		{"A o B*2", "A o B * 2"},
		{"(4,8):(-1,4)", "(4,8):(-1,4)"},
		{"_", "_"},
		{"(_,1)", "(_,1)"},
		{"<3:3,(2,4):(1,8)>", "<3:3,(2,4):(1,8)>"},
		{"<_,2,(2,2),<3,_>>", "<_,2,(2,2),<3,_>>"},
		{"Sw<3,3,3>", "Sw<3,3,3>"},
		{"Sw<2,4,-3>", "Sw<2,4,-3>"},
		{"Swizzle<1,2,3>", "Swizzle<1,2,3>"},
		{"Sw<3,3,3>(77)", "Sw<3,3,3>(77)"},
		{"A = (4,3):(1,4)", "A = (4,3):(1,4)"},
		{"A=8:1", "A = 8:1"},
		{"coalesce((2,(1,6)):(1,(6,2)))", "coalesce((2,(1,6)):(1,(6,2)))"},
		{"coalesce((2,(1,6)):(1,(6,2)), (1,1))", "coalesce((2,(1,6)):(1,(6,2)),(1,1))"},
		{"get<1,0>(t)", "get<1,0>(t)"},
		{"layout<1>(L)", "layout<1>(L)"},
		{"f<>(x)", "f<>(x)"},
		{"L(5)", "L(5)"},
		{"L(1,2)", "L(1,2)"},
		{"L((1,(0,2)))", "L((1,(0,2)))"},
		{"L(_,1)", "L(_,1)"},
		{"f(x)(1)(2)", "f(x)(1)(2)"},
		{"(4,3):(1,4)(5)", "(4,3):(1,4)(5)"},
		{"size()", "size()"},
		{"A o B", "A o B"},
		{"Sw<3,3,3> o 0 o (8,64):(64,1)", "Sw<3,3,3> o 0 o (8,64):(64,1)"},
		{"Sw<3,3,3> o _0 o (8,64):(64,1)", "Sw<3,3,3> o _0 o (8,64):(64,1)"},
		{"(A o B)(3)", "(A o B)(3)"},
		{"shape(L):stride(L)", "shape(L):stride(L)"},
		{"s:d", "s:d"},
		{"x # a comment", "x"},
		{"9223372036854775807", "9223372036854775807"},
		{"-9223372036854775808", "-9223372036854775808"},
		{"\t(2,3)\t:\t(1,2)\r", "(2,3):(1,2)"},
	}
	for _, tt := range tests {
		n, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := n.String(); got != tt.want {
			t.Errorf("Parse(%q) prints %q, want %q", tt.in, got, tt.want)
			continue
		}
		n2, err := Parse(n.String())
		if err != nil {
			t.Errorf("Parse(%q) of printed %q: %v", tt.in, n.String(), err)
			continue
		}
		if n2.String() != tt.want {
			t.Errorf("reparse of %q prints %q", tt.want, n2.String())
		}
	}
}

func TestParseEmpty(t *testing.T) {
	for _, s := range []string{"", "   ", "# only a comment", "\t# x"} {
		n, err := Parse(s)
		if n != nil || err != nil {
			t.Errorf("Parse(%q) = %v, %v; want nil, nil", s, n, err)
		}
	}
}

// TestParseErrors pins each syntax error's message and column.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		in  string
		pos int
		msg string
	}{
		{"(2,3", 0, "unbalanced brackets: this ( is never closed by )"},
		{"(2,(3,4)", 0, "unbalanced brackets: this ( is never closed by )"},
		{"(2,(3,", 3, "unbalanced brackets: this ( is never closed by )"},
		{"(2,3))", 5, "unbalanced brackets: unexpected \")\""},
		{"<2,3", 0, "unbalanced brackets: this < is never closed by >"},
		{"(2,3>", 4, "expected \",\" or \")\", found \">\""},
		{"size(L", 4, "unbalanced brackets: this ( is never closed by )"},
		{"<>", 0, "empty tiler <>"},
		{"(2,):(1,2)", 3, "expected an expression, found \")\""},
		{"f(,1)", 2, "expected an expression, found \",\""},
		{"99999999999999999999", 0, "integer 99999999999999999999 does not fit in 64 bits"},
		{"(1, -99999999999999999999)", 4, "integer -99999999999999999999 does not fit in 64 bits"},
		{"_99999999999999999999", 0, "integer 99999999999999999999 does not fit in 64 bits"},
		{"8:", 2, "missing stride after 8:"},
		{"8:1:2", 3, "a layout is Shape:Stride; found a second ':'"},
		{"Sw<3>", 0, "Sw takes template arguments <B,M,S> or <B,M> (S = B), got 1"},
		{"get<1>", 6, "expected ( after get<...>"},
		{"get<x>(t)", 4, "expected an integer template argument, found name \"x\""},
		{"A = ", 4, "missing expression after A ="},
		{"A = B = 1", 6, "unexpected =: assignment is `name = expression`, once, at the start"},
		{"2 3", 2, "unexpected integer 3"},
		{"A B", 2, "unexpected name \"B\""},
		{"$", 0, "unexpected character '$'"},
		{"(2,3)@", 5, `unexpected "@"`}, // @ is a token now: 1@0, a ScaledBasis as printed
		{"(2,3)$", 5, "unexpected character '$'"},
		{"é", 0, "unexpected character 'é'"},
		{"\xff", 0, "invalid byte 0xff"},
		{"_foo", 0, "names cannot start with _ (a lone _ is the underscore, _N a static integer)"},
		{"12ab", 2, "unexpected 'a' after integer 12"},
		{"- x", 2, "expected an integer after -, found name \"x\""},
		{"A o", 3, "missing expression at end of statement"},
		{strings.Repeat("(", 33) + "1" + strings.Repeat(")", 33), 32, "nesting deeper than 32 levels"},
		{strings.Repeat("f(", 40) + "1" + strings.Repeat(")", 40), 65, "nesting deeper than 32 levels"},
		{strings.Repeat(" ", MaxStatement+1), MaxStatement, "statement too long (65537 bytes; the limit is 65536)"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		e, ok := err.(*Error)
		if !ok {
			t.Errorf("Parse(%.40q) error = %v; want *Error", tt.in, err)
			continue
		}
		if e.Pos != tt.pos || e.Msg != tt.msg {
			t.Errorf("Parse(%.40q) = col %d %q; want col %d %q", tt.in, e.Pos, e.Msg, tt.pos, tt.msg)
		}
	}
}

func TestParseDepthOK(t *testing.T) {
	s := strings.Repeat("(", MaxDepth) + "1" + strings.Repeat(")", MaxDepth)
	if _, err := Parse(s); err != nil {
		t.Fatalf("depth %d refused: %v", MaxDepth, err)
	}
}
