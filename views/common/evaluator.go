package common

import (
	"context"

	"github.com/cutetui/cutetui/engine/eval"
)

// Evaluator runs the statements of a pane's text — one a line, blank and
// `#` lines skipped, in a fresh environment, going on past an error — and
// returns their results in order, as engine/eval's Env.ExecBlock does. It
// must return soon after ctx is done (its deadline passed, or a newer edit
// superseded the text), with nil: the pane then says so.
//
// Common.Evaluate holds the one a tutor uses: nil is views/pane's
// in-process evaluator (pane.InProcess); a class server plugs in one that
// runs student statements in a worker process.
type Evaluator func(ctx context.Context, src string) []eval.LineResult
