package pane

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// TestEvaluatorPlugsIn: a pane evaluates through Common.Evaluate when one
// is set (a class server's worker), and shows what it returns.
func TestEvaluatorPlugsIn(t *testing.T) {
	c := testutil.Common()
	var seen []string
	c.Evaluate = func(ctx context.Context, src string) []eval.LineResult {
		seen = append(seen, src)
		if _, ok := ctx.Deadline(); !ok {
			t.Error("the evaluator got no deadline")
		}
		return eval.NewEnv().ExecBlock(strings.ReplaceAll(src, "8:1", "16:2"))
	}
	m := newPane(c, "A = 8:1\nsize(A)\n", nil)
	m.SetSize(60, 40)
	if len(seen) == 0 || seen[0] != "A = 8:1\nsize(A)" {
		t.Fatalf("the evaluator saw %q", seen)
	}
	if v := m.View(); !strings.Contains(v, "size(A)  =>  16") {
		t.Fatalf("the pane does not show the evaluator's result:\n%s", v)
	}
}

// TestEvaluateContextStops: an evaluation that outlives its context ends
// in one outcome saying why, not a hang.
func TestEvaluateContextStops(t *testing.T) {
	hang := func(ctx context.Context, src string) []eval.LineResult {
		<-ctx.Done()
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancel()
	out := EvaluateContext(ctx, hang, "8:1")
	if len(out) != 1 || !strings.Contains(out[0].Err, "took longer than") {
		t.Fatalf("deadline: %+v", out)
	}
	ctx, cancel = context.WithCancel(context.Background())
	cancel()
	out = EvaluateContext(ctx, nil, "8:1")
	if len(out) != 1 || !strings.Contains(out[0].Err, "cancelled") {
		t.Fatalf("cancelled: %+v", out)
	}
}

// TestInProcessReturnsAtDeadline: the default evaluator gives up waiting
// when its context ends, even while every slot is busy.
func TestInProcessReturnsAtDeadline(t *testing.T) {
	for i := 0; i < cap(inProcessSlots); i++ {
		inProcessSlots <- struct{}{}
	}
	defer func() {
		for i := 0; i < cap(inProcessSlots); i++ {
			<-inProcessSlots
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancel()
	if res := InProcess(ctx, "8:1"); res != nil {
		t.Fatalf("got %v with every slot busy", res)
	}
}
