package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/raster"
)

var rasterBuiltins = []builtin{
	{name: "gemm_identity_swizzle", sig: "gemm_identity_swizzle<N>((M,N), (BM,BN), (bx,by))",
		doc: "the output tile (m,n) that CTA blockIdx (bx,by) computes under CUTLASS 2.x GemmIdentityThreadblockSwizzle<N>",
		min: 3, max: 3, targs: true, fn: fnIdentitySwizzle},
}

func fnIdentitySwizzle(c *callCtx) (Value, error) {
	a, err := identityArgs(c)
	if err != nil {
		return nil, err
	}
	_, m, n, ok, err := raster.ExplainIdentity(a.n, a.m, a.nn, a.bm, a.bn, a.bx, a.by)
	if err != nil {
		return nil, c.failf(2, "%v", err)
	}
	if !ok {
		return nil, c.failf(2, "CTA (%d,%d) has no tile (n = %d is past the last column of tiles); it exits at once", a.bx, a.by, n)
	}
	return TupleValue{engine.Ints(m, n)}, nil
}

type identityCall struct{ n, m, nn, bm, bn, bx, by int }

// identityArgs reads gemm_identity_swizzle<N>((M,N), (BM,BN), (bx,by)).
func identityArgs(c *callCtx) (identityCall, error) {
	if len(c.targs) != 1 {
		return identityCall{}, errorf(c.call.Fun.Pos(), "%s: give the swizzle width, as in %s<2>(...)", c.name, c.name)
	}
	pair := func(i int, what string) (int, int, error) {
		t, ok := c.args[i].(TupleValue)
		if !ok || !t.T.IsTuple() || t.T.Len() != 2 || !t.T.At(0).IsInt() || !t.T.At(1).IsInt() {
			return 0, 0, c.want(i, what)
		}
		return t.T.At(0).Value(), t.T.At(1).Value(), nil
	}
	var a identityCall
	var err error
	a.n = c.targs[0]
	if a.m, a.nn, err = pair(0, "the problem size (M,N)"); err != nil {
		return a, err
	}
	if a.bm, a.bn, err = pair(1, "the tile size (BM,BN)"); err != nil {
		return a, err
	}
	if a.bx, a.by, err = pair(2, "a blockIdx (x,y)"); err != nil {
		return a, err
	}
	return a, nil
}
