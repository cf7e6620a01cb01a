package crosscheck

import "testing"

// TestCutlassDynamic checks layouts mixing static and dynamic integers
// (DynamicCases) against C++: printed with C++'s markers and through the
// algebra, which keeps an integer dynamic where C++ does.
func TestCutlassDynamic(t *testing.T) {
	seed, n := campaign(t, 400, 120)
	var cases []Case
	for _, c := range DynamicCases(seed, n) {
		if !dynamicFollowed[c.Group] {
			continue
		}
		if _, err := cutetui(StaticForm(c.Expr)); err == nil {
			cases = append(cases, c)
		}
	}
	compare(t, cases)
}

// dynamicFollowed is the operations whose static/dynamic branches the
// engine follows so far; DynamicCases draws the others too, for the
// operations still to follow.
var dynamicFollowed = map[string]bool{"print": true, "coalesce": true, "filter": true, "composition": true, "complement": true, "logical_divide": true, "zipped_divide": true, "logical_product": true, "blocked_product": true}
