package value

import (
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// ValuesValue is a Python tuple of values of several kinds, as the DSL's
// make_layout_tv returns (tiler_mn, layout_tv); `a, b = ...` unpacks it.
type ValuesValue struct{ Vals []Value }

func (ValuesValue) Kind() Kind { return KindValues }

func (v ValuesValue) String() string { return v.join(Value.String) }

func (v ValuesValue) StaticString() string { return v.join(Value.StaticString) }

func (v ValuesValue) join(f func(Value) string) string {
	parts := make([]string, len(v.Vals))
	for i, x := range v.Vals {
		parts[i] = f(x)
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

func (ValuesValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }
