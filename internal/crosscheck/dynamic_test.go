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
