package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The C++ spellings of dynamic integers: int(4) is a dynamic int, as
// opposed to Int<4>{} or _4{} (and cutetui's own 4), which are static; and
// is_static, C++'s trait, as a function.
var dynamicBuiltins = []builtin{
	{name: "int", sig: "int(n)", doc: "the dynamic integer n (C++ prints it 4, a static Int<4>{} _4); the algebra keeps it dynamic as C++ does",
		min: 1, max: 1, fn: fnDynInt},
	{name: "int32_t", sig: "int32_t(n)", doc: "the dynamic integer n, as int(n)",
		min: 1, max: 1, fn: fnDynInt},
	{name: "int64_t", sig: "int64_t(n)", doc: "the dynamic integer n, as int(n)",
		min: 1, max: 1, fn: fnDynInt},
	{name: "is_static", sig: "is_static(x)", doc: "whether every integer of a tuple or layout is static (C++'s is_static<decltype(x)>)",
		min: 1, max: 1, fn: fnIsStatic},
}

func init() {
	for i := range dynamicBuiltins {
		b := &dynamicBuiltins[i]
		if _, dup := builtins[b.name]; dup {
			panic("eval: two built-ins named " + b.name)
		}
		builtins[b.name] = b
	}
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
