package eval

import (
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Blackwell's builtins (copy_traits_sm100.hpp): make_tmem_copy, the
// TiledCopy of a TMEM load or store over a TMEM tensor.
var sm100Builtins = []builtin{
	{name: "make_tmem_copy", doc: "the TiledCopy of a TMEM load or store over a TMEM tensor (partition_fragment_C of an UMMA): 4 warps, warp w reaching only lanes 32w to 32w+31",
		overloads: []overload{{use: "make_tmem_copy(Copy_Atom<SM100_TMEM_LOAD_…, T>{}, tmem_tensor)", fn: fnMakeTmemCopy}}},
}

func fnMakeTmemCopy(c *callCtx) (value.Value, error) {
	a, err := c.copyAtom(0)
	if err != nil {
		return nil, err
	}
	t, ok := c.args[1].(value.TensorValue)
	if !ok {
		return nil, c.want(1, "a TMEM tensor (partition_fragment_C of an UMMA TiledMMA)")
	}
	if t.P().Space != "tmem" {
		return nil, c.failf(1, "Expected TMEM tensor.: the tensor's pointer is %s", t.P())
	}
	tc, err := atom.MakeTmemCopy(a, t.P().Type.Bits, t.T.Layout)
	if err != nil {
		return nil, c.engineErr(0, err)
	}
	return value.TiledCopyValue{T: tc}, nil
}
