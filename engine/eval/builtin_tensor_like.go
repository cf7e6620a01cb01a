package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// fnTensorLike is make_tensor_like(T) and make_tensor_like<NewT>(x) of
// tensor_impl.hpp: make_tensor<NewT>(make_layout_like(x.layout())), a
// register tensor of T's value type (or NewT) over the compact layout of
// x's shape in the order of its strides. C++ has no make_tensor_like of
// a layout without NewT (it cannot deduce the type).
func fnTensorLike(c *callCtx) (value.Value, error) {
	args := c.args
	ty, typed := args[0].(value.TypeValue)
	if typed {
		args = args[1:]
	}
	if len(args) != 1 {
		return nil, c.failf(0, "make_tensor_like takes one tensor, or make_tensor_like<NewT> one tensor or layout")
	}
	i := len(c.args) - 1
	var l engine.Layout
	switch v := args[0].(type) {
	case value.TensorValue:
		l = v.T.Layout
		if !typed {
			ty = v.P().Type
		}
	case value.LayoutValue:
		if !typed {
			return nil, c.failf(i, "make_tensor_like of a layout needs the element type: make_tensor_like<T>(L)")
		}
		l = v.L
	default:
		return nil, c.want(i, "a tensor of a pointer, or with make_tensor_like<T> a layout")
	}
	r, err := engine.LayoutLike(l)
	if err != nil {
		return nil, c.engineErr(i, err)
	}
	return c.owned(i)(registerTensor(ty.Name, r))
}
