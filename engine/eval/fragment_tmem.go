package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// fragmentC is the value of make_fragment_C of atom a whose register
// layout is r: r itself, or for an UMMA accumulator the TMEM tensor
// make_tensor<tmem_frg>(shape(r)), at address 0.
func fragmentC(a atom.MMAAtom, r engine.Layout) (value.Value, error) {
	if a.FrgC.NSM == 0 {
		return value.LayoutValue{L: r}, nil
	}
	return tmemFragment(a.FrgC, r)
}

// tmemFragment is make_tensor<tmem_frg>(shape(r)) for the fragment f.
func tmemFragment(f atom.TmemFrg, r engine.Layout) (value.Value, error) {
	l, err := f.Make(r.Shape())
	if err != nil {
		return nil, err
	}
	return value.NewTensor(value.PointerValue{Space: "tmem", Type: value.TypeValue{Name: f.ValType, Bits: f.ValBits}}, l), nil
}
