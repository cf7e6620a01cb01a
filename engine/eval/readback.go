package eval

import (
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Reading back what cutetui (and C++'s cute::print) prints: ScaledBasis
// strides 1@0 and _1@0@1, pointers gmem_ptr[16b](0x40), ptr[32b](0x…),
// Sw<3,4,3>_smem_ptr[16b](0x0) and smem_ptr[16b](unset), and the
// coordinate tensors ArithTuple(0,0) o (4,5):(1@0,1@1). Everything a
// statement prints is a statement that gives the value back.

// evalBasisLit is K@i...: E<...> scaled by K. A static 0 is C++'s
// _0 * E<i...>{}, which is _0 (arithmetic_tuple.hpp's operator*).
func evalBasisLit(n *BasisLit) value.Value {
	if n.K.Val == 0 {
		return value.TupleValue{T: engine.Int(0)}
	}
	path := make([]int, len(n.Modes))
	for i, m := range n.Modes {
		path[len(path)-1-i] = m
	}
	return value.BasisStrideValue{S: engine.Basis(engine.Int(n.K.Val), path...)}
}

// ptrTypes names an element type of each width, for a pointer read back
// (cute::print shows only the width, which is all a pointer's arithmetic
// uses).
var ptrTypes = map[int]string{1: "uint1_t", 4: "uint4_t", 8: "uint8_t", 16: "half_t", 32: "float", 64: "double", 128: "uint128_t"}

// evalPtrLit is the pointer n prints; smem_ptr[Nb](unset) is the offset of
// GMMA's atoms, smem_ptr_flag_bits<N>{}.
func evalPtrLit(n *PtrLit) (value.Value, error) {
	if n.Unset {
		return value.OffsetValue{O: engine.SmemPtrFlag(n.Bits)}, nil
	}
	name := ptrTypes[n.Bits]
	if name == "" {
		name = "uint" + strconv.Itoa(n.Bits) + "_t"
	}
	v := value.PointerValue{Space: n.Space, Type: value.TypeValue{Name: name, Bits: n.Bits}, Addr: n.Addr, Bit: n.Bit}
	if n.Unknown {
		v.Addr = FragmentAddr // a register array at cutetui's made-up address
	}
	if n.Sw != nil {
		s, err := engine.NewSwizzle(n.Sw.B.Val, n.Sw.M.Val, n.Sw.S.Val)
		if err != nil {
			return nil, errorf(n.Sw.At, "%v", err)
		}
		v.Swizzled, v.Sw = true, s
	}
	return v, nil
}

// basisStride is the basis stride the elements of a tuple literal make
// when they are ScaledBasis strides and ints: (1@0,1@1),
// (E<0>{},(0,E<1>{})); false otherwise.
func basisStride(vals []value.Value) (value.Value, bool) {
	s := make([]engine.IntTuple, len(vals))
	for i, v := range vals {
		switch v := v.(type) {
		case value.BasisStrideValue:
			s[i] = v.S
		case value.TupleValue:
			if v.T.HasUnderscore() {
				return nil, false
			}
			s[i] = v.T
		default:
			return nil, false
		}
	}
	return value.BasisStrideValue{S: engine.Tuple(s...)}, true
}

// basisLayoutLit is shape:stride with a basis stride.
// basisLayoutLit is shape:stride with a basis stride.
func basisLayoutLit(n *LayoutLit, shape engine.IntTuple, st value.BasisStrideValue) (value.Value, error) {
	v, err := basisLayoutValue(shape, st.S)
	if err != nil {
		return nil, errorf(n.Colon, "%v", err)
	}
	return v, nil
}

// arithTupleCoord reads the iterator of a printed coordinate tensor:
// ArithTuple(c0,c1,...) (a call node) or ArithTuple0 / ArithTuple_0 (a
// name, a scalar coordinate). ok is false for any other node.
func (e *Env) arithTupleCoord(n Node) (crd engine.IntTuple, static []bool, ok bool, err error) {
	switch n := n.(type) {
	case *Ident:
		s, found := strings.CutPrefix(n.Name, "ArithTuple")
		if !found || s == "" {
			return engine.IntTuple{}, nil, false, nil
		}
		st := strings.HasPrefix(s, "_")
		v, perr := strconv.Atoi(strings.TrimPrefix(s, "_"))
		if perr != nil || v < 0 {
			return engine.IntTuple{}, nil, false, nil
		}
		return engine.Int(v), []bool{st}, true, nil
	case *Call:
		id, isID := n.Fun.(*Ident)
		if !isID || id.Name != "ArithTuple" || n.Member || n.HasT {
			return engine.IntTuple{}, nil, false, nil
		}
		t := &TupleLit{At: n.LParen, Elems: n.Args}
		if len(n.Args) == 1 {
			t = nil
		}
		var v value.Value
		if t != nil {
			v, err = e.eval(t)
		} else {
			v, err = e.eval(n.Args[0])
		}
		if err != nil {
			return engine.IntTuple{}, nil, true, err
		}
		tv, isT := v.(value.TupleValue)
		if !isT || tv.T.HasUnderscore() {
			return engine.IntTuple{}, nil, true, errorf(n.LParen, "an ArithTuple holds a coordinate of ints")
		}
		var walk func(Node)
		walk = func(x Node) {
			switch x := x.(type) {
			case *IntLit:
				static = append(static, x.Static)
			case *TupleLit:
				for _, el := range x.Elems {
					walk(el)
				}
			default:
				static = append(static, false)
			}
		}
		for _, a := range n.Args {
			walk(a)
		}
		return tv.T, static, true, nil
	}
	return engine.IntTuple{}, nil, false, nil
}

// readBackCompose evaluates the printed tensors: ArithTuple... o L (a
// coordinate tensor), P o L for a pointer P (a tensor; for a plain ptr,
// a register fragment at the address printed), and
// Sw o P o L for a swizzle pointer's GMMA atom. ok is false for any
// other chain, which evalCompose then evaluates.
func (e *Env) readBackCompose(n *Compose) (value.Value, bool, error) {
	if p, isPtr := n.Ops[0].(*PtrLit); isPtr && !p.Unset && len(n.Ops) > 2 {
		// P o A o O o B: a tensor of a composed layout.
		pv, err := evalPtrLit(p)
		if err != nil {
			return nil, true, err
		}
		v, err := e.eval(&Compose{Ops: n.Ops[1:], Os: n.Os[1:]})
		if err != nil {
			return nil, true, err
		}
		cv, ok := v.(value.ComposedValue)
		if !ok {
			return nil, true, errorf(n.Ops[1].Pos(), "a pointer composes with a composed layout into a tensor, got %s", v.Kind())
		}
		return value.ComposedTensorValue{P: pv.(value.PointerValue), C: cv.C}, true, nil
	}
	if len(n.Ops) != 2 {
		return nil, false, nil
	}
	crd, static, ok, err := e.arithTupleCoord(n.Ops[0])
	if err != nil {
		return nil, true, err
	}
	if ok {
		v, err := e.eval(n.Ops[1])
		if err != nil {
			return nil, true, err
		}
		var b atom.BasisLayout
		switch v := v.(type) {
		case value.BasisLayoutValue:
			b = v.B
		case value.LayoutValue:
			b = atom.MakeCoordLayout(v.L)
		default:
			return nil, true, errorf(n.Ops[1].Pos(), "ArithTuple o L takes a layout, got %s", v.Kind())
		}
		leaves := []engine.IntTuple{crd}
		if crd.IsTuple() {
			leaves = engine.Flatten(crd).Elems()
		}
		if len(leaves) > b.Directions() && crd.IsTuple() {
			if b, err = b.Widen(crd); err != nil { // ArithTuple(0,1) o (4):(1@0)
				return nil, true, errorf(n.Ops[0].Pos(), "%v", err)
			}
		}
		if len(leaves) != b.Directions() || len(static) != len(leaves) {
			return nil, true, errorf(n.Ops[0].Pos(), "the ArithTuple %s has %d coordinates, the layout's codomain %d", crd, len(leaves), b.Directions())
		}
		coord, moved := make([]int, len(leaves)), make([]bool, len(leaves))
		for i, l := range leaves {
			coord[i], moved[i] = l.Value(), !static[i]
		}
		ct, err := value.CoordTensorOf(b, coord, moved)
		if err != nil {
			return nil, true, errorf(n.Ops[0].Pos(), "%v", err)
		}
		return ct, true, nil
	}
	p, isPtr := n.Ops[0].(*PtrLit)
	if !isPtr || p.Unset {
		return nil, false, nil
	}
	pv, err := evalPtrLit(p)
	if err != nil {
		return nil, true, err
	}
	v, err := e.eval(n.Ops[1])
	if err != nil {
		return nil, true, err
	}
	l, isL := v.(value.LayoutValue)
	if !isL {
		return nil, true, errorf(n.Ops[1].Pos(), "a pointer composes with a layout into a tensor, got %s", v.Kind())
	}
	// A plain ptr[Nb](0x…) is a register fragment, at whatever address
	// it printed (C++'s stack address or cutetui's FragmentAddr).
	return value.NewTensor(pv.(value.PointerValue), l.L), true, nil
}

// scaleBasis is k*E<i...>{} or E<i...>{}*k, the ScaledBasis k@i..., as
// C++ multiplies an integer and a basis element; ok is false for any
// other product.
func scaleBasis(x, y value.Value, n *Binary) (value.Value, bool, error) {
	if n.Op != '*' {
		return nil, false, nil
	}
	b, bok := y.(value.BasisStrideValue)
	k, kok := x.(value.TupleValue)
	if !bok {
		b, bok = x.(value.BasisStrideValue)
		k, kok = y.(value.TupleValue)
	}
	if !bok || !kok || !k.T.IsInt() || !b.S.IsBasis() {
		return nil, false, nil
	}
	r, err := engine.ArithMul(k.T, b.S)
	if err != nil {
		return nil, true, errorf(n.OpPos, "%v", err)
	}
	return value.BasisStrideValue{S: r}, true, nil
}
