package model

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model/raster"
)

// identitySwizzle is gemm_identity_swizzle<N>((M,N), (BM,BN), (bx,by)):
// the tile (m,n) CTA (bx,by) computes, by gpu/model/raster.
func identitySwizzle(a *eval.Args) (value.Value, error) {
	c, err := identityArgs(a)
	if err != nil {
		return nil, err
	}
	_, m, n, ok, err := raster.ExplainIdentity(c.n, c.m, c.nn, c.bm, c.bn, c.bx, c.by)
	if err != nil {
		return nil, a.Failf(2, "%v", err)
	}
	if !ok {
		return nil, a.Failf(2, "CTA (%d,%d) has no tile (n = %d is past the last column of tiles); it exits at once", c.bx, c.by, n)
	}
	return value.TupleValue{T: engine.Ints(m, n)}, nil
}

// explainIdentitySwizzle is raster.ExplainIdentity's steps.
func explainIdentitySwizzle(a *eval.Args, tr *engine.Trace) {
	c, err := identityArgs(a)
	if err != nil {
		return
	}
	steps, _, _, _, _ := raster.ExplainIdentity(c.n, c.m, c.nn, c.bm, c.bn, c.bx, c.by)
	for _, s := range steps {
		tr.Steps = append(tr.Steps, engine.Step{Rule: "GemmIdentityThreadblockSwizzle", Text: s})
	}
}

type identityCall struct{ n, m, nn, bm, bn, bx, by int }

// identityArgs reads gemm_identity_swizzle<N>((M,N), (BM,BN), (bx,by)).
func identityArgs(a *eval.Args) (identityCall, error) {
	if len(a.TArgs()) != 1 {
		return identityCall{}, a.FailfFunc("give the swizzle width, as in %s<2>(...)", a.Name())
	}
	pair := func(i int, what string) (int, int, error) {
		t, ok := a.Arg(i).(value.TupleValue)
		if !ok || !t.T.IsTuple() || t.T.Len() != 2 || !t.T.At(0).IsInt() || !t.T.At(1).IsInt() {
			return 0, 0, a.Want(i, what)
		}
		return t.T.At(0).Value(), t.T.At(1).Value(), nil
	}
	var c identityCall
	var err error
	c.n = a.TArgs()[0]
	if c.m, c.nn, err = pair(0, "the problem size (M,N)"); err != nil {
		return c, err
	}
	if c.bm, c.bn, err = pair(1, "the tile size (BM,BN)"); err != nil {
		return c, err
	}
	if c.bx, c.by, err = pair(2, "a blockIdx (x,y)"); err != nil {
		return c, err
	}
	return c, nil
}
