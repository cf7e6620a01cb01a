package eval

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The derivations of tile_to_shape and of max_common_vector and
// max_common_layout, as layout.hpp writes them.

func init() {
	explainers["tile_to_shape"] = explainTileToShape
	explainers["max_common_vector"] = func(c *callCtx, tr *engine.Trace) { explainMaxCommon(c, tr, false) }
	explainers["max_common_layout"] = func(c *callCtx, tr *engine.Trace) { explainMaxCommon(c, tr, true) }
}

func explainTileToShape(c *callCtx, tr *engine.Trace) {
	block, err := c.layout(0)
	if err != nil {
		return
	}
	target, err := c.shape(1)
	if err != nil {
		return
	}
	ord := engine.OrderMajor(engine.LayoutLeft)
	if len(c.args) == 3 {
		switch o := c.args[2].(type) {
		case value.MajorValue:
			ord = engine.OrderMajor(o.Major())
		case value.TupleValue:
			if o.T.HasUnderscore() {
				return
			}
			ord = engine.OrderOf(o.T)
		default:
			return
		}
	}
	engine.TileToShape(block, target, ord, tr)
}

// explainMaxCommon is max_common_vector (layout false) or
// max_common_layout of two layouts: coalesce(A o right_inverse(B)), and
// its first mode when that mode has stride 1.
func explainMaxCommon(c *callCtx, tr *engine.Trace, layout bool) {
	op := c.name
	a, err1 := c.layout(0)
	b, err2 := c.layout(1)
	if err1 != nil || err2 != nil {
		return
	}
	tr.Say(op, "", "the elements A and B agree on, in B's order: A o right_inverse(B)")
	tr.Say(op, "", "right_inverse(%s):", b)
	done := tr.Nest()
	inv := engine.RightInverse(b, tr)
	done()
	tr.Say(op, inv.String(), "right_inverse(B) = %s: offset n -> the index of B that reaches n, for the first offsets B reaches contiguously", inv)
	comp, err := engine.Composition(a, inv)
	if err != nil {
		tr.Say(op, "", "A o right_inverse(B) fails: %v", err)
		return
	}
	common := engine.Coalesce(comp)
	tr.Say(op, common.String(), "coalesce(A o right_inverse(B)) = coalesce(%s) = %s", comp, common)
	first, err := common.Mode(0)
	if common.Rank() == 1 || !common.Shape().IsTuple() {
		first, err = common, nil
	}
	if err != nil {
		return
	}
	if first.Stride().String() != "1" {
		if layout {
			tr.Say(op, "1:0", "its first mode %s does not have stride 1: no common vector, Layout<_1,_0>{}", first)
		} else {
			tr.Say(op, "1", "its first mode %s does not have stride 1: the common vector is Int<1>{}", first)
		}
		return
	}
	if !layout {
		tr.Say(op, fmt.Sprint(first.Size()), "its first mode %s has stride 1: offsets 0..%d of A and B are the same elements; the common vector is shape<0> = %d", first, first.Size()-1, first.Size())
		return
	}
	r, err := engine.Composition(inv, first)
	if err != nil {
		return
	}
	tr.Say(op, r.String(), "its first mode %s has stride 1: the common layout is right_inverse(B) o layout<0>(common) = %s o %s = %s", first, inv, first, r)
}

func init() {
	explainers["right_inverse"] = explainRightInverse
}

// explainRightInverse is right_inverse's derivation and, for a layout of
// rank 2 or more read as a TV layout (mode 0 the thread, the rest the
// value), who owns the first elements: the index right_inverse gives is
// t + T*v.
func explainRightInverse(c *callCtx, tr *engine.Trace) {
	const op = "right_inverse"
	l, err := c.layout(0)
	if err != nil {
		return
	}
	r := engine.RightInverse(l, tr)
	if l.Rank() < 2 || !l.Shape().IsTuple() {
		return
	}
	m, err := l.Mode(0)
	if err != nil {
		return
	}
	threads := m.Size()
	if threads <= 0 { // a mode of size 0 holds no thread to read
		return
	}
	tr.Say(op, "", "read %s as a TV layout (mode 0 the thread, T = %d threads; the rest the value): right_inverse maps element e to the index t + %d×v of the thread t and value v holding it", l, threads, threads)
	for e := 0; e < min(4, r.Size()); e++ {
		i, err := r.Eval(engine.Int(e))
		if err != nil {
			return
		}
		tr.Say(op, fmt.Sprintf("(%d,%d)", i%threads, i/threads), "element %d: index %d = %d + %d×%d: thread %d, value %d", e, i, i%threads, threads, i/threads, i%threads, i/threads)
	}
}
