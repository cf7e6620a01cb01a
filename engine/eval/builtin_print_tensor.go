package eval

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// printTensorBuiltins is print_tensor (util/print_tensor.hpp).
var printTensorBuiltins = []builtin{
	{name: "print_tensor", doc: "CuTe's console print of a coordinate tensor (identity, make_coord_tensor, a TMA tensor or a tile of one): the tensor, then each element; rank 1 a line each, rank 2 a row per m, ranks 3 and 4 their rank-2 slices between lines of - and =",
		overloads: []overload{{use: "print_tensor(T)", fn: fnPrintTensor}}},
}

// fnPrintTensor is print_tensor(T) of a coordinate tensor, as
// print_tensor.hpp prints it: print(T) and ":", then the elements
// pretty_printed ("  " and print(T(c))) — for rank 1 one a line, for rank 2
// a row per m; rank 3 prints its slices T(_,_,k) separated by a line of
// 5·size<1>(T) '-', rank 4 its slices T(_,_,_,p) separated by '='. A
// pointer tensor's elements are memory cutetui does not have: refused.
func fnPrintTensor(c *callCtx) (value.Value, error) {
	t, ok := c.args[0].(value.CoordTensorValue)
	if !ok {
		return nil, c.failf(0, "the elements of a %s are memory cutetui does not have; it prints those of coordinate tensors (make_identity_tensor, make_coord_tensor, a TMA tensor)", c.args[0].Kind())
	}
	shape := t.T.Layout.Shape()
	rank := 1
	if shape.IsTuple() {
		rank = shape.Len()
	}
	if rank > 4 {
		return nil, c.failf(0, "print_tensor prints tensors of rank 1 to 4; this one has rank %d", rank)
	}
	dims := make([]int, rank)
	cells := 1
	for i := range dims {
		m := shape
		if shape.IsTuple() {
			m = shape.At(i)
		}
		n, err := engine.Size(m)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		dims[i] = n
		if cells = min(cells, MaxText) * n; cells > MaxText/5 {
			// every element prints at least 5 bytes: refused before building
			return nil, c.failf(0, "value too large: the print would take more than %d bytes of text (the limit is %d)", MaxText, MaxText)
		}
	}
	if err := c.charge(cells); err != nil {
		return nil, err
	}
	var b strings.Builder
	basis := t.Basis()
	coord, _ := t.Coords()
	elem := func(crd ...int) error {
		e, err := coordElement(basis, coord, rank, crd)
		if err != nil {
			return err
		}
		if e.IsInt() { // pretty_print(int32_t): printf("%*d", 5, v)
			fmt.Fprintf(&b, "%5d", e.Value())
			return nil
		}
		b.WriteString("  ") // pretty_print(T): printf("  "); print(t)
		b.WriteString(e.String())
		return nil
	}
	// slice2 prints T(_,_,k,p) (rank 2), or T as a column (rank 1).
	slice2 := func(k, p int) error {
		if rank == 1 {
			for m := 0; m < dims[0]; m++ {
				if err := elem(m); err != nil {
					return err
				}
				b.WriteByte('\n')
			}
			return nil
		}
		for m := 0; m < dims[0]; m++ {
			for n := 0; n < dims[1]; n++ {
				if err := elem([]int{m, n, k, p}[:rank]...); err != nil {
					return err
				}
			}
			b.WriteByte('\n')
		}
		return nil
	}
	sep := func(r byte) {
		b.WriteString(strings.Repeat(string(r), 5*dims[1]))
		b.WriteByte('\n')
	}
	ks, ps := 1, 1
	if rank >= 3 {
		ks = dims[2]
	}
	if rank == 4 {
		ps = dims[3]
	}
	for p := 0; p < ps; p++ {
		if p > 0 {
			sep('=')
		}
		for k := 0; k < ks; k++ {
			if k > 0 {
				sep('-')
			}
			if err := slice2(k, p); err != nil {
				return nil, c.engineErr(0, err)
			}
		}
	}
	head := t.String() + ":\n"
	return value.TextValue{Text: head + trimFinalNewline(b.String()), Static: t.StaticString() + ":\n" + trimFinalNewline(b.String())}, nil
}

// coordElement is T(crd) of a coordinate tensor of basis layout b and
// coordinate coord, of rank rank, crd one index in each mode: the
// coordinate plus each direction's offset, laid out as its codomain
// (coprofile), every int a run-time one.
func coordElement(b atom.BasisLayout, coord []int, rank int, crd []int) (engine.IntTuple, error) {
	var c engine.IntTuple
	if rank == 1 {
		c = engine.Int(crd[0])
	} else {
		e := make([]engine.IntTuple, rank)
		for i := range e {
			e[i] = engine.Int(crd[i])
		}
		c = engine.Tuple(e...)
	}
	vals, err := b.EvalCoord(c)
	if err != nil {
		return engine.IntTuple{}, err
	}
	for j := range vals {
		if j < len(coord) {
			vals[j] += coord[j]
		}
	}
	k := 0
	out := fillLeaves(b.Coprofile, vals, &k)
	if k != len(vals) {
		return engine.IntTuple{}, fmt.Errorf("print_tensor: %d directions for a codomain of %d", len(vals), k)
	}
	return out, nil
}

// fillLeaves is t with its leaves replaced, in order, by vals[*k:].
func fillLeaves(t engine.IntTuple, vals []int, k *int) engine.IntTuple {
	if !t.IsTuple() {
		v := 0
		if *k < len(vals) {
			v = vals[*k]
		}
		*k++
		return engine.Int(v)
	}
	e := make([]engine.IntTuple, t.Len())
	for i := range e {
		e[i] = fillLeaves(t.At(i), vals, k)
	}
	return engine.Tuple(e...)
}
