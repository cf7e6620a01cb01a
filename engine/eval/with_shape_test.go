package eval

import "testing"

// TestWithShapeFreeFunction: with_shape(L, shape) is L.with_shape(shape),
// C++'s Layout::with_shape: composition(L, make_layout(shape)).
func TestWithShapeFreeFunction(t *testing.T) {
	e := NewEnv()
	if _, err := e.Exec("L = (4,8):(8,1)"); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"with_shape(L, (2,16))", "L.with_shape((2,16))", "L.with_shape(2,16)", "composition(L, make_layout((2,16)))"} {
		res, err := e.Exec(s)
		if err != nil || res.Text != "(2,(2,8)):(8,(16,1))" {
			t.Errorf("%s = %q, %v", s, res.Text, err)
		}
	}
	if _, err := e.Exec("with_shape(L)"); err == nil {
		t.Errorf("with_shape(L): no error")
	}
}
