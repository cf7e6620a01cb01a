package pane

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"time"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/grid"
)

// Outcome is what one statement of a pane evaluated to.
type Outcome struct {
	Line   int    // 0-based line of the pane text
	Source string // the statement as written
	Text   string // the result in CuTe notation ("" for an assignment)
	Err    string // the error message, or ""
	ErrCol int    // 0-based byte column of the error in Source, or -1
	// Grid is what the grid and the coordinate table draw for the result:
	// a layout, or the swizzled offsets of a composed layout; nil when the
	// result is not a layout.
	Grid *grid.Target
	// Table marks print_layout's table: Text already shows the grid.
	Table bool
	// Layout is the result when it is a plain layout (a fence's tv=MxN
	// draws it as a TV layout).
	Layout *engine.Layout
	// MMA and Copy are the result when it is a TiledMMA or a TiledCopy,
	// drawn as the MMA or copy view.
	MMA  *atom.TiledMMA
	Copy *atom.TiledCopy
	// Bank is the result when it is bank_conflicts', drawn as the bank
	// view (views/bankview) in place of its text.
	Bank *eval.BankValue
	// Value is the result as CuTe prints it (for an assignment too): two
	// outcomes with the same Value draw the same picture.
	Value string
}

// Deadline bounds one evaluation of a pane's text: past it the pane shows
// that the evaluation was stopped instead of a result.
const Deadline = 5 * time.Second

// inProcessSlots bounds the evaluations InProcess runs at once, those
// whose waiter gave up included, so abandoned runs cannot pile up.
var inProcessSlots = make(chan struct{}, max(runtime.GOMAXPROCS(0), 2))

// InProcess is the default common.Evaluator: engine/eval's ExecBlock in a
// fresh environment, on a goroutine of its own, at most a few at a time.
// It returns nil as soon as ctx is done; a run already started then goes
// on to its end (bounded by the engine's own limits) and is dropped.
func InProcess(ctx context.Context, src string) []eval.LineResult {
	select {
	case inProcessSlots <- struct{}{}:
	case <-ctx.Done():
		return nil
	}
	done := make(chan []eval.LineResult, 1)
	go func() {
		defer func() { <-inProcessSlots }()
		done <- eval.NewEnv().ExecBlock(src)
	}()
	select {
	case res := <-done:
		return res
	case <-ctx.Done():
		return nil
	}
}

// Evaluate runs every statement of src (one a line; blank lines and
// `# comment` lines skipped) in a fresh environment, in this process,
// within Deadline, and returns their outcomes in order. It keeps going
// after an error so later independent lines still show.
func Evaluate(src string) []Outcome {
	ctx, cancel := context.WithTimeout(context.Background(), Deadline)
	defer cancel()
	return EvaluateContext(ctx, nil, src)
}

// EvaluateContext is Evaluate by ev (nil: InProcess) under ctx. When ctx
// ends first, the one outcome says why the evaluation stopped.
func EvaluateContext(ctx context.Context, ev common.Evaluator, src string) []Outcome {
	if ev == nil {
		ev = InProcess
	}
	res := ev(ctx, src)
	if err := ctx.Err(); err != nil {
		return []Outcome{stopped(err)}
	}
	return outcomes(res)
}

// stopped is the outcome of an evaluation that ctx ended.
func stopped(err error) Outcome {
	msg := "evaluation cancelled"
	if errors.Is(err, context.DeadlineExceeded) {
		msg = fmt.Sprintf("evaluation stopped: it took longer than %v", Deadline)
	}
	return Outcome{Line: -1, Err: msg, ErrCol: -1}
}

// outcomes are the outcomes of an evaluator's results.
func outcomes(res []eval.LineResult) []Outcome {
	out := make([]Outcome, 0, len(res))
	for _, r := range res {
		o := Outcome{Line: r.Line - 1, Source: r.Input, ErrCol: -1}
		if r.Err != nil {
			o.Err, o.ErrCol = r.Err.Msg, r.Err.Pos
		} else {
			o.Text = r.Result.Text
			o.Grid, o.Table = target(r.Result.Value)
			switch v := r.Result.Value.(type) {
			case eval.TiledMMAValue:
				o.MMA, o.Value = &v.T, v.String()
			case eval.MMAAtomValue:
				// Drawn as print_latex draws an atom: make_tiled_mma(atom).
				if t, err := atom.MakeTiledMMA(v.A, nil, nil); err == nil {
					o.MMA, o.Value = &t, v.String()
				}
			case eval.TiledCopyValue:
				o.Copy, o.Value = &v.T, v.String()
			case eval.LayoutValue:
				o.Layout, o.Value = &v.L, v.String()
			case eval.BankValue:
				o.Bank, o.Value = &v, v.Smem.String()+"\n"+v.String()
			}
		}
		out = append(out, o)
	}
	return out
}

// target is what the grid draws for value v, and whether v is print_layout's
// table. A composed (swizzled) layout, or the table of one, draws its
// swizzled offsets, never its outer layout's.
func target(v eval.Value) (*grid.Target, bool) {
	var t grid.Target
	switch v := v.(type) {
	case nil:
		return nil, false
	case eval.ComposedValue:
		t = grid.OfComposed(v.C)
	case eval.BankValue:
		t = grid.Of(v.Smem.Layout.Outer())
		if !v.Smem.Layout.Plain() {
			t = grid.OfComposed(v.Smem.Layout) // the swizzled offsets
		}
	case eval.PairValue:
		if v.Composed != nil {
			t = grid.OfComposed(*v.Composed)
		} else {
			t = grid.Of(v.L)
		}
	case eval.TextValue:
		t = grid.Of(v.L)
		if v.Composed != nil {
			t = grid.OfComposed(*v.Composed)
		}
		return &t, true
	default:
		l, ok := v.Layout()
		if !ok {
			return nil, false
		}
		t = grid.Of(l)
	}
	return &t, false
}
