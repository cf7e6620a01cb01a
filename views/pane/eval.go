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
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/figure"
	"github.com/cutetui/cutetui/views/grid"
	"github.com/cutetui/cutetui/views/hw"
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
	Bank *model.BankValue
	// HW is the result when views/hw draws it (a TMA copy, a GMMA
	// descriptor), in place of a figure.
	HW value.Value
	// Value is the result as CuTe prints it (for an assignment too): two
	// outcomes with the same Value draw the same picture.
	Value string
}

// Deadline bounds one evaluation of a pane's text: past it the pane shows
// that the evaluation was stopped instead of a result. In process it counts
// from when the run starts (not the wait for a slot); an evaluator plugged
// into Common.Evaluate gets it as its context's deadline.
const Deadline = 5 * time.Second

// inProcessSlots bounds the evaluations InProcess runs at once, those
// whose waiter gave up included, so abandoned runs cannot pile up.
var inProcessSlots = make(chan struct{}, max(runtime.GOMAXPROCS(0), 2))

// InProcess is the default common.Evaluator: engine/eval's
// ExecBlockContext in a fresh environment, on a goroutine of its own, at
// most a few at a time. It waits for a free slot while ctx lets it, then
// gives the run Deadline. It returns nil as soon as ctx is done or the run
// outlives Deadline; the run itself sees the same context, so the engine
// stops it at its next budget check and frees its slot.
func InProcess(ctx context.Context, src string) []eval.LineResult {
	res, _ := inProcess(ctx, src)
	return res
}

// inProcess is InProcess, with why it returned no results: ctx's error,
// or context.DeadlineExceeded when the run outlived Deadline.
func inProcess(ctx context.Context, src string) ([]eval.LineResult, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	select {
	case inProcessSlots <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	run, cancel := context.WithTimeout(ctx, Deadline)
	defer cancel()
	done := make(chan []eval.LineResult, 1)
	go func() {
		defer func() { <-inProcessSlots }()
		done <- eval.NewEnv(eval.WithLibrary(model.Library())).ExecBlockContext(run, src)
	}()
	select {
	case res := <-done:
		return res, nil
	case <-run.Done():
		return nil, run.Err()
	}
}

// Evaluate runs every statement of src (one a line; blank lines and
// `# comment` lines skipped) in a fresh environment, in this process,
// within Deadline, and returns their outcomes in order. It keeps going
// after an error so later independent lines still show.
func Evaluate(src string) []Outcome {
	return EvaluateContext(context.Background(), nil, src)
}

// EvaluateContext is Evaluate by ev (nil: InProcess) until ctx is done
// (a newer edit cancels it) and within Deadline. When either ends first,
// the one outcome says why the evaluation stopped.
func EvaluateContext(ctx context.Context, ev common.Evaluator, src string) []Outcome {
	var res []eval.LineResult
	var err error
	if ev == nil {
		res, err = inProcess(ctx, src)
	} else {
		dctx, cancel := context.WithTimeout(ctx, Deadline)
		res = ev(dctx, src)
		err = dctx.Err()
		cancel()
	}
	if err != nil {
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
			case value.TiledMMAValue:
				o.MMA, o.Value = &v.T, v.String()
			case value.MMAAtomValue:
				// Drawn as print_latex draws an atom: make_tiled_mma(atom);
				// a 2-SM atom as its pair of CTAs (views/hw).
				if hw.Has(v) {
					o.HW, o.Value = v, v.String()
				} else if t, err := atom.MakeTiledMMA(v.A, nil, nil); err == nil {
					o.MMA, o.Value = &t, v.String()
				}
			case value.TiledCopyValue:
				o.Copy, o.Value = &v.T, v.String()
				if hw.Has(v) {
					o.Copy, o.HW = nil, v
				}
			case eval.GMMADescValue, value.DescTensorValue, eval.UMMASmemDescValue, eval.UMMAInstrDescValue:
				o.HW, o.Grid, o.Value = v, nil, v.String()
			case value.CopyAtomValue:
				if hw.Has(v) { // a TMEM load or store
					o.HW, o.Grid, o.Value = v, nil, v.String()
				}
			case value.TensorValue:
				if hw.Has(v) { // a TMEM tensor
					o.HW, o.Grid, o.Value = v, nil, v.String()
				}
			case value.LayoutValue:
				o.Layout, o.Value = &v.L, v.String()
			case model.BankValue:
				o.Bank, o.Value = &v, v.Smem.String()+"\n"+v.String()
			}
		}
		out = append(out, o)
	}
	return out
}

// coords is the target of a coordinate tensor or basis layout's source:
// a grid of the coordinates it holds (none when it has no direction).
func coords(src figure.Source) (*grid.Target, bool) {
	t, ok := grid.OfCoords(src)
	if !ok {
		return nil, false
	}
	return &t, false
}

// target is what the grid draws for value v, and whether v is print_layout's
// table. A composed (swizzled) layout, or the table of one, draws its
// swizzled offsets, never its outer layout's.
func target(v value.Value) (*grid.Target, bool) {
	var t grid.Target
	switch v := v.(type) {
	case nil:
		return nil, false
	case value.ComposedValue:
		t = grid.OfComposed(v.C)
	case model.BankValue:
		t = grid.Of(v.Smem.Layout.Outer())
		if !v.Smem.Layout.Plain() {
			t = grid.OfComposed(v.Smem.Layout) // the swizzled offsets
		}
	case value.PairValue:
		if v.Composed != nil {
			t = grid.OfComposed(*v.Composed)
		} else {
			t = grid.Of(v.L)
		}
	case value.CoordTensorValue:
		coord, _ := v.Coords()
		return coords(figure.OfBasis(v.Basis(), coord, v.String()))
	case value.BasisLayoutValue:
		return coords(figure.OfBasis(v.B, nil, v.String()))
	case value.TextValue:
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
