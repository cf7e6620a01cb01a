package crosscheck

import "testing"

// TestCutlassDynamic checks layouts mixing static and dynamic integers
// (DynamicCases) against C++: printed with C++'s markers and through the
// algebra, which keeps an integer dynamic where C++ does.
func TestCutlassDynamic(t *testing.T) {
	seed, n := campaign(t, 400, 120)
	var cases []Case
	for _, c := range DynamicCases(seed, n) {
		if _, err := cutetui(StaticForm(c.Expr)); err == nil {
			cases = append(cases, c)
		}
	}
	compare(t, cases)
}

// TestCutlassSize0 checks layouts with size-0 modes (Size0Cases) against
// C++: what it computes, cutetui computes; what it refuses to compile or
// divides by zero at run time, cutetui refuses.
func TestCutlassSize0(t *testing.T) {
	seed, n := campaign(t, 300, 80)
	compare(t, Size0Cases(seed, n))
}
