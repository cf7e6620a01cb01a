package eval

import (
	"strings"
	"testing"
)

// TestExecErrors pins evaluation errors: the message (or its start, for
// the engine's wording) and the column of the sub-expression at fault.
func TestExecErrors(t *testing.T) {
	tests := []struct {
		in     string
		pos    int
		prefix string // the message starts with this
	}{
		// literals
		{"(2,0):(1,2)", 3, "a shape must be positive, got 0"},
		{"(2,(3,-4)):(1,(2,3))", 6, "a shape must be positive, got -4"},
		{"(2,(3,4)):(1,2)", 13, "shape (3,4) and stride 2 are not congruent"},
		{"(2,3):(1,2,3)", 6, "shape (2,3) and stride (1,2,3) are not congruent"},
		{"(2,3):(1,_)", 9, "_ is not allowed in a stride"},
		{"(_,3):(1,2)", 1, "_ is not allowed in a shape"},
		{"Sw<3,3,3>:1", 0, "the shape of a layout must be an int or a tuple, got swizzle"},
		{"(4611686018427387904,4):(1,1)", 0, "make_layout: integer overflow"},
		{"<0:1>", 1, "a shape must be positive, got 0"},
		{"<-3>", 1, "a tile size must be positive, got -3"},
		{"<3:1, Sw<1,1,1>>", 6, "a tiler element must be a layout, int, shape, _ or tiler, got swizzle"},
		{"(1:1, Sw<1,1,1>)", 6, "a tiler element must be a layout, int, shape, _ or tiler, got swizzle"},
		{"Sw<3,3,1>", 7, "Swizzle:"},
		{"Sw<-1,3,3>", 3, "Swizzle:"},
		{"Sw<1,-3,3>", 5, "Swizzle:"},
		{"Sw<40,40,40>", 0, "Swizzle:"},
		// names
		{"foo", 0, "undefined: foo"},
		{"coalese", 0, "undefined: coalese (did you mean coalesce?)"},
		{"logical_divde(8:1, 2)", 0, "unknown function logical_divde (did you mean logical_divide?)"},
		{"size", 0, "size is a function: call it, as in size(...)"},
		{"size = 3", 0, "size is a built-in function; choose another name"},
		{"o = 3", 0, "o is reserved; choose another name"},
		{"x<1>(2)", 0, "unknown function x"},
		// argument counts and kinds
		{"coalesce()", 9, "coalesce: takes 1 or 2 arguments, got 0; usage: coalesce(L[, profile])"},
		{"coalesce(1:1, 2, 3)", 17, "coalesce: takes 1 or 2 arguments, got 3"},
		{"composition(8:1)", 15, "composition: takes 2 arguments, got 1"},
		{"composition(8:1, true)", 17, "composition: argument 2 must be a layout, int, shape or tiler, got bool"},
		{"composition(3, 8:1)", 12, "composition: argument 1 must be a layout, composed layout or swizzle, got int"},
		{"coalesce((2,3))", 9, "coalesce: argument 1 must be a layout, got tuple"},
		{"size(true)", 5, "size: argument 1 must be a tuple, layout or composed layout, got bool"},
		{"rank<1>(Sw<1,1,1>)", 8, "rank: argument 1 must be a tuple or a layout, got swizzle"},
		{"coalesce<1>(8:1)", 0, "coalesce takes no template arguments"},
		{"get((1,2))", 9, "get: no index given"},
		{"get<5>((1,2))", 4, "get: index out of range"},
		{"get((1,2), 7)", 11, "get: index out of range"},
		{"layout<3>((4,3):(1,4))", 7, "layout: index out of range"},
		{"group<2,1>((1,2,3))", 6, "group<2,1>: need 0 <= B <= E <= rank 3"},
		{"group<2,3>((2,3):(1,2))", 6, "group: index out of range"},
		{"shape_mod((3,5), 0)", 17, "shape_mod: n must be positive, got 0"},
		{"shape_div((3,5), 2)", 17, "shape_div: Static shape_div failure"},
		{"idx2crd(_, 4)", 8, "idx2crd: argument 1 must be a coordinate (an int or a tuple), got underscore"},
		{"crd2idx(3, (2,2), (1,2,3))", 18, "shape (2,2) and stride (1,2,3) are not congruent"},
		{"make_layout((2,0))", 15, "make_layout: a shape must be positive, got 0"},
		{"make_layout((2,3),(1,2,3))", 18, "make_layout: shape (2,3) and stride (1,2,3) are not congruent"},
		{"make_layout(8:1, 3)", 17, "make_layout: argument 2 must be a layout, got int"},
		{"make_composed_layout(8:1, 0, 8:1)", 21, "make_composed_layout: argument 1 must be a swizzle, got layout"},
		{"complement(8:1, (4,_))", 19, "complement: _ is not allowed in a shape"},
		// the engine's conditions, at the operand concerned
		{"composition((4,6):(6,1), 6:1)", 25, "composition: Shape Divisibility Condition"},
		{"composition((2,2):(8,2), (4,3):(3,1))", 25, "composition: Stride Divisibility Condition"},
		{"complement((2,2):(1,1), 8)", 11, "complement: Non-injective Layout detected in complement"},
		{"left_inverse((2,2):(1,3)(0))", 13, "left_inverse: argument 1 must be a layout, got int"},
		{"print_layout(8:1)", 13, "print_layout: rank mismatch"},
		{"print_layout((1000,1000):(1,1000))", 13, "print_layout: table too large"},
		{"size((1073741824,1073741824,1073741824))", 5, "size: integer overflow"},
		{"logical_divide((9,(4,8)):(59,(13,1)), <3:3,(2,4):(1,8),2:1>)", 38, "logical_divide: too many modes in tiler"},
		// calls of values
		{"(4,3):(1,4)(1,2,3)", 12, "crd2idx: Mismatched Ranks"},
		{"(4,3):(1,4)()", 12, "(4,3):(1,4): a coordinate is needed"},
		{"(4,3):(1,4)(2:1)", 12, "a coordinate must be an int, a tuple or _, got layout"},
		{"(1,2)(3)", 5, "cannot call (1,2), a tuple"},
		{"Sw<3,3,3>(1,2)", 9, "a swizzle is applied to one int"},
		{"Sw<3,3,3>((1,2))", 10, "a swizzle is applied to an int, got tuple"},
		{"A o 3", 0, "undefined: A"},
		{"3 o 8:1", 0, "o: argument 1 must be a layout, composed layout or swizzle, got int"},
		{"Sw<1,1,1> o 3 o 4", 16, "in Sw<B,M,S> o offset o L, L must be a layout, got int"},
		{"Sw<1,1,1> o 8:1 o 2:1", 12, "in Sw<B,M,S> o offset o L the offset must be an int, got layout"},
		{"Sw<1,1,1> o 1 o 2 o 8:1", 18, "a composed layout is Sw<B,M,S> o offset o L"},
	}
	for _, tt := range tests {
		_, err := NewEnv().exec(tt.in)
		e, ok := err.(*Error)
		if !ok {
			t.Errorf("%s: error %v, want *Error", tt.in, err)
			continue
		}
		if e.Pos != tt.pos || !strings.HasPrefix(e.Msg, tt.prefix) {
			t.Errorf("%s:\n got col %d %q\nwant col %d %q...", tt.in, e.Pos, e.Msg, tt.pos, tt.prefix)
		}
	}
}

func TestFormatError(t *testing.T) {
	got := FormatError(3, "\tcoalesce(é, B)", &Error{Pos: 13, Msg: "undefined: B"})
	want := "line 3: undefined: B\n\tcoalesce(é, B)\n\t           ^\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	long := strings.Repeat("x", 300) + "!" + strings.Repeat("y", 300)
	got = FormatError(1, long, &Error{Pos: 300, Msg: "m"})
	lines := strings.Split(got, "\n")
	if len(lines[1]) > 230 || !strings.HasPrefix(lines[1], "...") || !strings.HasSuffix(lines[1], "...") {
		t.Errorf("long statement not windowed: %d bytes", len(lines[1]))
	}
	if i := strings.Index(lines[2], "^"); lines[1][i] != '!' {
		t.Errorf("caret at %d points at %q", i, lines[1][i])
	}
}
