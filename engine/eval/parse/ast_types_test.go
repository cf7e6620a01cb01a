package parse

import "testing"

// TestCallPrintsItsTypeArgumentsAsWritten: a call whose leading arguments
// are element types written as template arguments prints them inside
// <...> again, so that the printed statement is the one written (and
// reads back as the same call, not recast(uint32_t{},T)).
func TestCallPrintsItsTypeArgumentsAsWritten(t *testing.T) {
	for _, s := range []string{
		"recast<uint32_t>(T)",
		"recast_layout<half_t,float>(L)",
		"make_fragment_like<float>(T)",
		"make_tensor<float>((4,8):(1,4))",
		"make_gmem_ptr<half_t>(0)",
	} {
		n, err := Statement(s)
		if err != nil {
			t.Fatalf("Statement(%q): %v", s, err)
		}
		if got := n.String(); got != s {
			t.Errorf("Statement(%q) prints %q", s, got)
		}
		c, ok := n.(*Call)
		if !ok || c.Types == 0 {
			t.Fatalf("Statement(%q) = %#v, want a call with type arguments", s, n)
		}
		back, err := Statement(n.String())
		if err != nil {
			t.Fatalf("Statement(%q): %v", n.String(), err)
		}
		if bc, ok := back.(*Call); !ok || bc.Types != c.Types || len(bc.Args) != len(c.Args) {
			t.Errorf("%q reads back as %#v, want Types %d and %d arguments", n.String(), back, c.Types, len(c.Args))
		}
	}
}
