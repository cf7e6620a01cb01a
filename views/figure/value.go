package figure

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model"
)

// ValueOptions say how the figure of a value is drawn: the colouring of a
// layout, the element size for banks, and a tile M×N to draw a plain
// layout as a TV layout over (0: draw it as a layout).
type ValueOptions struct {
	Mode      Mode
	ElemBytes int
	TVM, TVN  int
}

// FromValue builds the figure of an evaluated value: a layout or composed
// (swizzled) layout's grid, a tensor's (its layout's offsets), a
// coordinate tensor's or basis layout's (the coordinates it holds), a TV layout over a tile, a TiledMMA's C, A and
// B (an MMA atom's, as make_tiled_mma of it), or a TiledCopy's source and
// destination.
func FromValue(v value.Value, opt ValueOptions) (*Figure, error) {
	switch v := v.(type) {
	case value.TiledMMAValue:
		return FromMMA(v.T)
	case value.MMAAtomValue:
		// print_latex and print_svg of an MMA_Atom draw make_tiled_mma(atom).
		t, err := atom.MakeTiledMMA(v.A, nil, nil)
		if err != nil {
			return nil, err
		}
		return FromMMA(t)
	case value.TiledCopyValue:
		return FromCopy(v.T)
	case value.ComposedValue:
		return FromLayout(OfComposed(v.C), Options{Mode: opt.Mode, ElemBytes: opt.ElemBytes})
	case value.PairValue:
		if v.Composed != nil {
			return FromLayout(OfComposed(*v.Composed), Options{Mode: opt.Mode, ElemBytes: opt.ElemBytes})
		}
	case model.BankValue:
		// bank_conflicts: the shared-memory layout (swizzled offsets)
		// coloured by bank at the access's element size.
		if v.Smem.ElemBits%8 == 0 {
			return FromLayout(OfComposed(v.Smem.Layout), Options{Mode: ByBank, ElemBytes: v.Smem.ElemBits / 8})
		}
	case value.TensorValue:
		if opt.TVM == 0 {
			return FromLayout(OfTensor(v), Options{Mode: opt.Mode, ElemBytes: opt.ElemBytes})
		}
	case value.CoordTensorValue:
		coord, _ := v.Coords()
		return FromLayout(OfBasis(v.Basis(), coord, v.String()), Options{Mode: opt.Mode, ElemBytes: opt.ElemBytes})
	case value.BasisLayoutValue:
		return FromLayout(OfBasis(v.B, nil, v.String()), Options{Mode: opt.Mode, ElemBytes: opt.ElemBytes})
	case value.TextValue:
		if v.Composed != nil {
			return FromLayout(OfComposed(*v.Composed), Options{Mode: opt.Mode, ElemBytes: opt.ElemBytes})
		}
	}
	if v == nil {
		return nil, fmt.Errorf("the last statement has no value to draw")
	}
	l, ok := v.Layout()
	if !ok {
		return nil, fmt.Errorf("a %s has no figure: draw a layout, a swizzled layout, a tensor, a coordinate tensor, a TiledMMA or a TiledCopy", v.Kind())
	}
	if opt.TVM > 0 {
		return FromTV(l, opt.TVM, opt.TVN)
	}
	return FromLayout(OfLayout(l), Options{Mode: opt.Mode, ElemBytes: opt.ElemBytes})
}

// OfTensor is the source of tensor t: its layout's element offsets, or,
// behind a swizzled shared-memory pointer, the offsets from the pointer
// at which the elements live, (Sw(addr + off·bytes) − addr) / bytes, as
// the pointer swizzles its byte addresses.
func OfTensor(t value.TensorValue) Source {
	src := OfLayout(t.T.Layout)
	src.Name = t.String() // the tensor: its pointer o its layout
	if !t.P().Swizzled {
		return src
	}
	src.Layout = nil // print_latex draws a layout, not this
	bits := t.P().Type.Bits
	if bits <= 0 || bits%8 != 0 {
		src.Note = fmt.Sprintf("cells: the layout's element offsets; the pointer's %s permutes byte addresses, which %d-bit elements do not map to one by one, so it is not applied", t.P().Sw, bits)
		return src
	}
	bytes, addr, sw := bits/8, t.P().Addr, t.P().Sw
	src.ElemBytes = bytes
	src.Eval = func(c engine.IntTuple) (int, error) {
		off, err := t.T.Layout.Eval(c)
		if err != nil {
			return 0, err
		}
		return (sw.Apply(addr+off*bytes) - addr) / bytes, nil
	}
	src.Note = fmt.Sprintf("cells: element offsets from the pointer where each element lives: the pointer's %s permutes byte addresses (%d-byte elements)", sw, bytes)
	return src
}

// FromStatements evaluates statements in one fresh environment and builds
// the figure of the last one's value. The first failing statement is the
// error, with its column.
func FromStatements(stmts []string, opt ValueOptions) (*Figure, error) {
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	var last value.Value
	for i, s := range stmts {
		res := env.ExecBlock(s)
		for _, r := range res {
			if r.Err != nil {
				return nil, fmt.Errorf("statement %d: %s\n  %s\n  %s^", i+1, r.Err.Msg, r.Input, strings.Repeat(" ", max(r.Err.Pos, 0)))
			}
			last = r.Result.Value
		}
	}
	return FromValue(last, opt)
}
