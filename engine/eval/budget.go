package eval

import (
	"context"
	"time"

	"github.com/cutetui/cutetui/engine/eval/value"
)

// The work budget of one statement: every statement may take at most
// MaxSteps steps and run until its deadline (DefaultDeadline after it
// starts, or the context's, whichever is sooner). A step is one node
// evaluated, one thread probed, one coordinate visited; the loops that
// could run long charge it. No lesson or test comes near either bound.
const (
	MaxSteps        = 1 << 22
	DefaultDeadline = 10 * time.Second
)

// clockEvery is how many steps pass between two looks at the clock and
// the context: a charge is a decrement, the clock is read rarely.
const clockEvery = 1 << 10

// work is the budget left to the statement under way.
type work struct {
	left     int             // steps left
	check    int             // look at the clock once left falls below this
	ctx      context.Context // nil: none
	deadline time.Time       // zero: none
	err      error           // why the statement stopped, once it has
}

// start gives a new statement its budget, under ctx (nil for none) and
// the default deadline.
func (w *work) start(ctx context.Context) {
	*w = work{left: MaxSteps, check: MaxSteps - clockEvery, ctx: ctx, deadline: time.Now().Add(DefaultDeadline)}
	if ctx != nil && ctx.Err() != nil {
		w.err = errorf(0, "this statement was stopped: %v", ctx.Err())
	}
}

// charge takes n steps, at column pos: an error once the budget or the
// deadline is spent (and for every charge after that).
func (w *work) charge(n, pos int) error {
	if w == nil {
		return nil
	}
	if w.err != nil {
		return w.err
	}
	w.left -= n
	if w.left < 0 {
		w.err = errorf(pos, "this statement needs more than %d steps (the limit of one statement)", MaxSteps)
		return w.err
	}
	if w.left >= w.check {
		return nil
	}
	w.check = w.left - clockEvery
	if w.ctx != nil {
		if err := w.ctx.Err(); err != nil {
			w.err = errorf(pos, "this statement was stopped: %v", err)
			return w.err
		}
	}
	if !w.deadline.IsZero() && time.Now().After(w.deadline) {
		w.err = errorf(pos, "this statement ran past its deadline (%v)", DefaultDeadline)
		return w.err
	}
	return nil
}

// maxTableCells is the most cells a table or picture of a layout draws
// (print_layout's and print_latex's own limit, which refuses the rest).
const maxTableCells = 1 << 16

// chargeCells charges a table of argument i, a layout or composed layout
// evaluated at each of its cells, as many steps as the cells times the
// nodes one evaluation walks, before any is drawn (nothing for more than
// maxTableCells cells, which the table refuses itself).
func (c *callCtx) chargeCells(i int) error {
	v := c.args[i]
	var cells int
	switch v := v.(type) {
	case value.LayoutValue:
		cells = v.L.Size()
	case value.ComposedValue:
		cells = v.C.Outer().Size()
	default:
		return nil
	}
	if cells > maxTableCells {
		return nil // the table refuses it before drawing a cell
	}
	nodes := MaxValue - value.Size(v, MaxValue) // at most MaxValue+1
	return c.charge(cells * nodes)
}
