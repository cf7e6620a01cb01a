package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The C++ spellings of dynamic integers: int(4) is a dynamic int, as
// opposed to Int<4>{} or _4{} (and cutetui's own 4), which are static; and
// is_static, C++'s trait, as a function.
var dynamicBuiltins = []builtin{
	{name: "int", doc: "the dynamic integer n (C++ prints it 4, a static Int<4>{} _4); the algebra keeps it dynamic as C++ does",
		overloads: []overload{{use: "int(n)", fn: fnDynInt}}},
	{name: "int32_t", doc: "the dynamic integer n, as int(n)",
		overloads: []overload{{use: "int32_t(n)", fn: fnDynInt}}},
	{name: "int64_t", doc: "the dynamic integer n, as int(n)",
		overloads: []overload{{use: "int64_t(n)", fn: fnDynInt}}},
	{name: "is_static", doc: "whether every integer of a tuple or layout is static (C++'s is_static<decltype(x)>)",
		overloads: []overload{{use: "is_static(x)", fn: fnIsStatic}}},
}

// fnDynInt is int(n): n as a dynamic integer, of an int static or dynamic.
func fnDynInt(c *callCtx) (value.Value, error) {
	n, err := c.int(0)
	if err != nil {
		return nil, err
	}
	return value.TupleValue{T: engine.DynInt(n)}, nil
}

// fnIsStatic is is_static(x) of a tuple or a layout.
func fnIsStatic(c *callCtx) (value.Value, error) {
	switch v := c.args[0].(type) {
	case value.TupleValue:
		return value.BoolValue(v.T.IsStatic()), nil
	case value.LayoutValue:
		return value.BoolValue(v.L.IsStatic()), nil
	}
	return nil, c.want(0, "an int, a tuple or a layout")
}
