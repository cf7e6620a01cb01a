package engine

import (
	"testing"

	"github.com/cutetui/cutetui/internal/budget"
)

// WithinBudget runs f, the work of one fuzz input (what names it), and fails t
// where it allocated or took more than one input may (budget.Alloc,
// budget.FuzzTime).
func WithinBudget(t *testing.T, what string, f func()) {
	t.Helper()
	budget.Within(t, what, budget.Alloc, budget.FuzzTime(), f)
}
