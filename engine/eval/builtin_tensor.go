package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Tensors without data: a typed pointer and a layout (tensor_impl.hpp),
// enough for the partitions of a TiledMMA or TiledCopy to be printed as
// C++ prints them: partition_C(T) of make_tensor(make_gmem_ptr<float>(0),
// L) is gmem_ptr[32b](0x..) o (its layout), the pointer moved to the
// thread's first element.

var tensorBuiltins = []builtin{
	{name: "make_gmem_ptr", doc: "a global-memory pointer to T at byte address addr (nullptr or 0 prints (nil))",
		overloads: []overload{{use: "make_gmem_ptr<T>(addr)", typeParams: true, fn: ptrMaker("gmem")}}},
	{name: "make_smem_ptr", doc: "a shared-memory pointer to T at byte address addr",
		overloads: []overload{{use: "make_smem_ptr<T>(addr)", typeParams: true, fn: ptrMaker("smem")}}},
	{name: "make_rmem_ptr", doc: "a register pointer to T at byte address addr",
		overloads: []overload{{use: "make_rmem_ptr<T>(addr)", typeParams: true, fn: ptrMaker("rmem")}}},
	{name: "make_tensor", doc: "the tensor of a pointer and a layout (column-major for a shape)",
		overloads: []overload{{use: "make_tensor(ptr, layout) or make_tensor(ptr, shape[, stride])", fn: fnMakeTensor}}},
	{name: "domain_offset", doc: "the tensor T with its iterator moved to coordinate coord (T.data() + T.layout()(coord)), the same layout",
		overloads: []overload{{use: "domain_offset(coord, T)", fn: fnDomainOffset}}},
	{name: "make_identity_tensor", doc: "the tensor of a flat shape's coordinates: ArithTuple(0,...) o shape:(1@0,1@1,...)",
		overloads: []overload{{use: "make_identity_tensor(shape)", fn: func(c *callCtx) (value.Value, error) {
			sh, err := c.shape(0)
			if err != nil {
				return nil, err
			}
			if _, err := atom.MakeIdentityLayout(sh); err != nil { // cutetui's bounds on the directions
				return nil, c.engineErr(0, err)
			}
			t, err := engine.MakeIdentityTensor(sh)
			if err != nil {
				return nil, c.engineErr(0, err)
			}
			v, err := value.FromCoordTensor(t)
			if err != nil {
				return nil, c.engineErr(0, err)
			}
			return v, nil
		}}}},
	{name: "data", doc: "the pointer of a tensor (T.data())",
		overloads: []overload{{use: "data(T)", fn: func(c *callCtx) (value.Value, error) {
			switch t := c.args[0].(type) {
			case value.TensorValue:
				return t.P(), nil
			case value.ComposedTensorValue:
				return t.P, nil
			}
			return nil, c.want(0, "a tensor")
		}}}},
}

func ptrMaker(space string) func(*callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		ty, ok := c.args[0].(value.TypeValue)
		if !ok {
			return nil, c.failf(0, "write the element type as a template argument: make_%s_ptr<half_t>(0)", space)
		}
		addr, err := c.int(1)
		if err != nil {
			return nil, err
		}
		if addr < 0 {
			return nil, c.failf(1, "an address must not be negative, got %d", addr)
		}
		return value.PointerValue{Space: space, Type: ty, Addr: addr}, nil
	}
}

func fnMakeTensor(c *callCtx) (value.Value, error) {
	if _, ok := c.args[0].(value.TypeValue); ok {
		return ownedTensor(c)
	}
	p, ok := c.args[0].(value.PointerValue)
	if !ok {
		return nil, c.want(0, "a pointer (make_gmem_ptr<T>(addr), make_smem_ptr<T>(addr))")
	}
	if v, ok := c.args[1].(value.ComposedValue); ok {
		// pointer_flagged.hpp: make_tensor(ptr, Sw o smem_ptr_flag_bits<B> o L)
		// is make_tensor(make_smem_ptr(ptr.get(), Sw), L).
		bits, flagged := v.C.OffsetTerm().FlagBits()
		sw, isSw := v.C.A().(engine.Swizzle)
		inner, isL := v.C.B().(engine.Layout)
		if !flagged {
			// make_tensor(ptr, A o O o B) of tensor_impl.hpp: the
			// tensor of the pointer and the composed layout.
			if len(c.args) > 2 {
				return nil, c.failf(2, "make_tensor(ptr, layout) takes no stride")
			}
			return value.ComposedTensorValue{P: p, C: v.C}, nil
		}
		switch {
		case len(c.args) > 2:
			return nil, c.failf(2, "make_tensor(ptr, layout) takes no stride")
		case !isSw || !isL:
			return nil, c.failf(1, "a tensor of a composed layout is supported for Sw o smem_ptr[Nb](unset) o L (GMMA's shared-memory atoms), not %s", v.C.StaticString())
		case p.Space != "smem":
			return nil, c.failf(0, "Expected smem.: make_tensor of a swizzled smem_ptr_flag layout takes a shared-memory pointer, got %s", p)
		case bits != p.Type.Bits:
			return nil, c.failf(0, "Expected a B-bit pointer type.: the layout's smem_ptr_flag_bits<%d> against the %d-bit %s", bits, p.Type.Bits, p.Type.Name)
		case p.Swizzled:
			return nil, c.failf(0, "the pointer %s is swizzled already", p)
		}
		// make_smem_ptr(p, Sw<0,M,S>) is the plain pointer.
		p.Swizzled, p.Sw = sw.B() > 0, sw
		return value.NewTensor(p, inner), nil
	}
	l, err := c.tensorLayout("make_tensor(ptr, layout)")
	if err != nil {
		return nil, err
	}
	return value.NewTensor(p, l), nil
}

// tensorLayout is the layout of make_tensor(x, ...) from arguments 1 and
// 2: a layout, or make_layout(shape[, stride]); what names the call in
// the error of a layout given a stride.
func (c *callCtx) tensorLayout(what string) (engine.Layout, error) {
	switch v := c.args[1].(type) {
	case value.LayoutValue:
		if len(c.args) > 2 {
			return engine.Layout{}, c.failf(2, "%s takes no stride", what)
		}
		return v.L, nil
	case value.TupleValue:
		sh, err := c.shape(1)
		if err != nil {
			return engine.Layout{}, err
		}
		if len(c.args) > 2 {
			d, err := c.intTuple(2)
			if err != nil {
				return engine.Layout{}, err
			}
			l, err := engine.MakeLayout(sh, d)
			if err != nil {
				return engine.Layout{}, c.engineErr(2, err)
			}
			return l, nil
		}
		l, err := engine.MakeCompactLayout(sh)
		if err != nil {
			return engine.Layout{}, c.engineErr(1, err)
		}
		return l, nil
	}
	return engine.Layout{}, c.want(1, "a layout or a shape")
}

// layoutOrTensor reads argument i as a layout, or a tensor's layout with
// its pointer.
func (c *callCtx) layoutOrTensor(i int) (engine.Layout, *value.PointerValue, error) {
	switch v := c.args[i].(type) {
	case value.LayoutValue:
		return v.L, nil, nil
	case value.TensorValue:
		p := v.P()
		return v.T.Layout, &p, nil
	}
	return engine.Layout{}, nil, c.want(i, "a tensor or a layout")
}

// partitioned is a partition's result: the layout, or for a tensor the
// tensor whose pointer has moved by off elements.
func (c *callCtx) partitioned(i int, l engine.Layout, off int, ptr *value.PointerValue) (value.Value, error) {
	if ptr == nil {
		return value.LayoutValue{L: l}, nil
	}
	p, err := ptr.Advance(off)
	if err != nil {
		return nil, c.failf(i, "%v", err)
	}
	return value.NewTensor(p, l), nil
}

// tensorOverloads let layout<I...>, size, shape, stride, rank and depth
// take a tensor, as tensor_impl.hpp forwards them to its layout
// (T.layout(), size(T), ...); it has no cosize of a tensor, and neither
// has cutetui (cosize(T.layout())).
func tensorOverloads() []moreOverload {
	var more []moreOverload
	for _, name := range []string{"layout", "size", "shape", "stride", "rank", "depth"} {
		more = append(more, moreOverload{name: name, overload: overload{on: argIsTensor, fn: func(c *callCtx) (value.Value, error) {
			if t, ok := c.args[0].(value.CoordTensorValue); ok && name == "layout" {
				// layout<I...>(T): the basis layout, each direction's mode.
				b, err := t.Basis().Apply(func(l engine.Layout) (engine.Layout, error) {
					r, err := c.again(append([]value.Value{value.LayoutValue{L: l}}, c.args[1:]...))
					if err != nil {
						return engine.Layout{}, err
					}
					lv, ok := r.(value.LayoutValue)
					if !ok {
						return engine.Layout{}, c.failf(0, "layout of a coordinate tensor's mode gave a %s", r.Kind())
					}
					return lv.L, nil
				})
				if err != nil {
					return nil, c.passErr(0, err)
				}
				return value.BasisLayoutValue{B: b}, nil
			}
			var basis *atom.BasisLayout
			switch t := c.args[0].(type) {
			case value.BasisLayoutValue:
				basis = &t.B
			case value.CoordTensorValue:
				b := t.Basis()
				basis = &b
			}
			if basis != nil && name == "stride" && len(c.targs) == 0 {
				l, err := basis.Layout()
				if err != nil {
					return nil, c.engineErr(0, err)
				}
				return value.BasisStrideValue{S: l.Stride()}, nil
			}
			// size, shape, rank and depth read the shape only: the
			// layout's own, its strides ScaledBasis elements.
			if t, ok := c.args[0].(value.BasisLayoutValue); ok {
				switch name {
				case "size", "shape", "rank", "depth":
					return c.again(append([]value.Value{value.LayoutValue{L: t.B.L}}, c.args[1:]...))
				}
				return nil, c.failf(0, "%s of a layout with ScaledBasis strides is not supported here", name)
			}
			if t, ok := c.args[0].(value.CoordTensorValue); ok {
				switch name {
				case "size", "shape", "rank", "depth":
					return c.again(append([]value.Value{value.LayoutValue{L: t.T.Layout}}, c.args[1:]...))
				}
				return nil, c.failf(0, "%s of a coordinate tensor (ScaledBasis strides) is not supported here", name)
			}
			if t, ok := c.args[0].(value.TensorValue); ok {
				return c.again(append([]value.Value{value.LayoutValue{L: t.T.Layout}}, c.args[1:]...))
			}
			if t, ok := c.args[0].(value.ComposedTensorValue); ok {
				// The composed layout through the built-in as it is
				// called (composed layouts' own overloads included).
				return c.again(append([]value.Value{value.ComposedValue{C: t.C}}, c.args[1:]...))
			}
			if t, ok := c.args[0].(value.DescTensorValue); ok {
				r, err := c.again(append([]value.Value{value.LayoutValue{L: t.L}}, c.args[1:]...))
				if err != nil {
					return nil, err
				}
				return value.NotedValue{Note: value.GMMADescHostNote, V: r}, nil
			}
			return nil, c.want(0, "a tensor")
		}}})
	}
	return more
}

// argIsTensor selects the calls whose argument 0 is a tensor (of a
// pointer, a coordinate, a composed layout or a GMMA descriptor) or a
// layout of ScaledBasis strides.
func argIsTensor(c *callCtx) bool {
	switch c.args[0].(type) {
	case value.TensorValue, value.CoordTensorValue, value.ComposedTensorValue, value.DescTensorValue, value.BasisLayoutValue:
		return true
	}
	return false
}

// coordPartition is a partition f (layout -> sub-layout, offset) of a
// coordinate tensor: f acts on each basis direction, and the offsets move
// the coordinate. C++ holds a coordinate component as a run-time int once
// a run-time thread index reaches it, and keeps the static _0 where no
// thread's slice touches that direction (a K coordinate of a tiling with
// one thread along K): others(t) is the same partition for thread t, and
// a direction is run-time when one of the threads probes moves it. probes
// step once along each thread mode of size > 1, which is enough: the
// identity's strides are non-negative, so no offsets cancel. A component
// is run-time too where f's own ArithmeticTuple offset is (the engine's
// sum with C++'s types: a run-time coordinate, tile index or extent
// reaching it), or where it was before.
func (c *callCtx) coordPartition(i int, v value.CoordTensorValue, f func(engine.Layout) (engine.Layout, int, error), probes []int, others func(t int) func(engine.Layout) (engine.Layout, int, error)) (value.Value, error) {
	r, offs, err := v.Apply(f)
	if err != nil {
		return nil, c.engineErr(i, err)
	}
	_, moved := r.Coords()
	_, was := v.Coords()
	for j := range moved {
		moved[j] = moved[j] || was[j]
	}
	for j := range moved {
		moved[j] = moved[j] || offs[j] != 0 && others != nil
	}
	cost := 1 + MaxValue - value.Size(value.BasisLayoutValue{B: v.Basis()}, MaxValue) // the nodes one probe walks
	for _, t := range probes {
		if err := c.charge(cost); err != nil {
			return nil, err
		}
		_, o, err := v.Apply(others(t))
		if err != nil {
			return nil, c.engineErr(i, err)
		}
		for j := range o {
			moved[j] = moved[j] || o[j] != 0
		}
	}
	return r.Marked(moved), nil
}

// strideProbes are thread indices that step each leaf of size > 1 of a
// thread layout (shape s, stride d) by k·d for every divisor k < s of s:
// C++ holds a component of the partition's coordinate as a run-time int
// when any leaf of the sliced thread modes moves it, and those modes
// split a leaf of the thread layout (as Volta's (4,2):(1,16) ThrID is
// split (2,2,2) by its C layout) only where the product of the parts
// before divides s, so each part's first step is one of these threads.
// There are a few per leaf (at most 2·2^16 for s up to 2^32, where every
// divisor is found), not s: a thread layout of 2^30 threads probes 30.
func strideProbes(l engine.Layout) []int {
	var out []int
	// Flattened inside a tuple, so that an integer mode (TMA's thread mode
	// _2:_32) is one leaf too.
	s, d := engine.Flatten(engine.Tuple(l.Shape())), engine.Flatten(engine.Tuple(l.Stride()))
	for i := 0; i < s.Len(); i++ {
		if n, st := s.At(i).Value(), d.At(i).Value(); n > 1 && st > 0 {
			for _, k := range divisorsBelow(n) {
				out = append(out, k*st)
			}
		}
	}
	return out
}

// divisorsBelow are the divisors k < n of n that are at most 2^16 or
// n over one that is (all of them for n < 2^32), in increasing order of
// the small one.
func divisorsBelow(n int) []int {
	var small, large []int
	for k := 1; k <= 1<<16 && k*k <= n; k++ {
		if n%k == 0 {
			small = append(small, k)
			if q := n / k; q != k && q != n {
				large = append(large, q)
			}
		}
	}
	for i := len(large) - 1; i >= 0; i-- {
		small = append(small, large[i])
	}
	return small
}

// copyProbes are strideProbes of the compact layout of a TiledCopy's
// thread mode (the thread index is the column-major index of its
// coordinate in that mode), or nil if that mode cannot be read.
func copyProbes(t atom.TiledCopy) []int {
	m, err := t.LayoutTV.Mode(0)
	if err != nil {
		return nil
	}
	l, err := engine.MakeCompactLayout(m.Shape())
	if err != nil {
		return nil
	}
	return strideProbes(l)
}

// ownedTensor is make_tensor<T>(layout), make_tensor<T>(shape) and
// make_tensor<T>(shape, stride) (read as make_tensor(T, ...)): a register
// tensor owning its elements over make_layout of the arguments, printed
// at FragmentAddr where C++ prints its stack address.
func ownedTensor(c *callCtx) (value.Value, error) {
	l, err := c.tensorLayout("make_tensor<T>(layout)")
	if err != nil {
		return nil, err
	}
	return c.owned(1)(registerTensor(c.args[0].(value.TypeValue).Name, l))
}

// fnDomainOffset is domain_offset(coord, T) of tensor_impl.hpp:
// engine.DomainOffsetOp, for a tensor of a pointer.
func fnDomainOffset(c *callCtx) (value.Value, error) {
	crd, err := c.intTuple(0)
	if err != nil {
		return nil, err
	}
	switch c.args[1].(type) {
	case value.TensorValue, value.CoordTensorValue:
	default:
		return nil, c.want(1, "a tensor of a pointer (make_tensor(make_gmem_ptr<T>(0), layout)) or a coordinate tensor")
	}
	return c.mapTensor(1, engine.DomainOffsetOp(crd))
}
