package eval

import (
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// make_gmma_desc<Major>(tensor) (mma_traits_sm90_gmma.hpp): the 64-bit
// GMMA descriptor of a shared-memory tile, printed as C++ prints
// GmmaDescriptor.

var gmmaDescBuiltins = []builtin{
	{name: "make_gmma_desc", doc: "the GmmaDescriptor of a rank-2 shared-memory tensor (a GMMA atom's tile): start address >> 4, leading and stride byte offsets in 16-byte units, base offset, layout type from the pointer's swizzle",
		overloads: []overload{{use: "make_gmma_desc<GMMA::Major::K|MN>(tensor)", typeParams: true, fn: fnMakeGMMADesc}}},
}

// GMMAMajorValue is GMMA::Major::K or GMMA::Major::MN named as a value:
// make_gmma_desc's template argument.
type GMMAMajorValue struct{ Major string }

func (GMMAMajorValue) Kind() value.Kind              { return value.KindType }
func (v GMMAMajorValue) String() string              { return "GMMA::Major::" + v.Major }
func (v GMMAMajorValue) StaticString() string        { return v.String() }
func (GMMAMajorValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// GMMADescValue is a GmmaDescriptor; it prints as cute::print does. T
// is the shared-memory tensor it was made of, for views that draw the
// tile beside the descriptor (nil when unknown).
type GMMADescValue struct {
	D atom.GMMADesc
	T *value.TensorValue
}

func (GMMADescValue) Kind() value.Kind              { return value.KindType }
func (v GMMADescValue) String() string              { return strings.TrimSuffix(v.D.Print(), "\n") }
func (v GMMADescValue) StaticString() string        { return v.String() }
func (GMMADescValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// gmmaMajorOf reads GMMA::Major::K and GMMA::Major::MN.
func gmmaMajorOf(n *TypeLit) (value.Value, bool) {
	m := strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(n.Name, "cute::"), "SM90::"), "GMMA::Major::")
	if len(n.Args) > 0 || m == n.Name || (m != "K" && m != "MN") {
		return nil, false
	}
	return GMMAMajorValue{m}, true
}

func fnMakeGMMADesc(c *callCtx) (value.Value, error) {
	m, ok := c.args[0].(GMMAMajorValue)
	if !ok {
		return nil, c.want(0, "the major mode as a template argument: make_gmma_desc<GMMA::Major::K>(tensor)")
	}
	t, ok := c.args[1].(value.TensorValue)
	if !ok {
		return nil, c.want(1, "a shared-memory tensor (make_tensor(make_smem_ptr<T>(addr), layout))")
	}
	if t.P().Space != "smem" {
		return nil, c.failf(1, "GMMA Descriptors can only be constructed on smem.: the tensor's pointer is %s", t.P())
	}
	sw, err := engine.NewSwizzle(0, 4, 3)
	if err != nil {
		return nil, err
	}
	if t.P().Swizzled {
		sw = t.P().Sw
	}
	d, err := atom.MakeGMMADesc(t.T.Layout, t.P().Type.Bits, sw, t.P().Addr, m.Major)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return GMMADescValue{D: d, T: &t}, nil
}
