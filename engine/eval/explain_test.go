package eval

import (
	"strings"
	"testing"
)

func TestExplain(t *testing.T) {
	cases := []struct {
		stmt, want string // want: a step text that must appear
	}{
		{"idx2crd(16, (3,(2,3)))", "16 ÷ 3 = 5 r 1"},
		{"crd2idx(16, (3,(2,3)), (3,(12,1)))", "1×3 + 1×12 + 2×1 = 17"},
		{"coalesce((2,(1,6)):(1,(6,2)))", "merge into 12:1"},
		{"shape_div((3,6,2,8), 72)", "the divisor left is 72 / 3 = 24"},
		{"shape_mod((3,6,2,8), 6)", "keep 2 of 6"},
		{"complement(4:1, 24)", "⌈24/4⌉ = 6"},
		{"complement((2,2):(4,1))", "the default cotarget is cosize(filter(A)) = 6"},
		{"composition((6,2):(8,2), (4,3):(3,1))", "take min(⌈6/3⌉, 4) = 2"},
		{"X = composition((4,6):(6,1), 6:1)", "Shape Divisibility Condition"},
		{"right_inverse((4,(2)):(0,(1)))", "skip"},
		{"left_inverse((2,2):(12,2))", "shape 12/2 = 6"},
		{"logical_divide((4,2,3):(2,1,8), 4:2)", "complement(B, (4,2,3))"},
		{"zipped_divide((9,(4,8)):(59,(13,1)), <3:3,(2,4):(1,8)>)", "gather the tile modes"},
		{"tiled_divide((9,(4,8)):(59,(13,1)), <3:3,(2,4):(1,8)>)", "unpack the rest modes"},
		{"blocked_product((2,5):(5,1), (3,4):(1,3))", "zip"},
		{"raked_product((2,5):(5,1), (3,4):(1,3))", "zip"},
		{"Sw<3,3,3>(77)", "x ^ that = 001000101 = 69"},
		{"((3,(2,3)):(3,(12,1)))(16)", "= 17"},
		{"(4,2):(1,4) o 2:2", "A is 8:1: the stride is 2×1, giving 2:2"},
		{"local_tile(make_layout((8,8)), (4,2), (1,2))", "starting at offset 36"},
		{"tile_to_shape((2,2):(1,2), (8,4))", "product_shape = ceil_div((8,4), (2,2)) = (4,2)"},
		{"max_common_vector((8,4):(4,1), (8,4):(1,8))", "the common vector is Int<1>{}"},
	}
	for _, c := range cases {
		e := NewEnv()
		res, steps, err := e.Explain(c.stmt)
		var all []string
		for _, s := range steps {
			all = append(all, s.Text)
		}
		text := strings.Join(all, "\n")
		if !strings.Contains(text, c.want) {
			t.Errorf("Explain(%q): steps do not mention %q:\n%s", c.stmt, c.want, text)
		}
		plain, perr := NewEnv().Exec(c.stmt)
		if (err == nil) != (perr == nil) || res.Text != plain.Text {
			t.Errorf("Explain(%q) = %q, %v; Exec = %q, %v", c.stmt, res.Text, err, plain.Text, perr)
		}
	}
	// Statements without a derivation still evaluate; assignments still assign.
	e := NewEnv()
	if res, steps, err := e.Explain("A = size(8:1)"); err != nil || len(steps) != 0 || res.Name != "A" {
		t.Errorf("Explain(assignment of size) = %v, %v, %v", res, steps, err)
	}
	if v, ok := e.Lookup("A"); !ok || v.String() != "8" {
		t.Errorf("A = %v after Explain", v)
	}
}
