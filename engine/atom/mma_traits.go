package atom

import (
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// UniversalFMA<D,A,B,C> (mma_traits.hpp): one thread, one multiply-add.
// Its template arguments default as in C++: A = D, B = A, C = D.
func init() {
	mmaOps["UniversalFMA"] = mmaOp{targs: "D[,A[,B[,C]]]", build: func(op string, targs []string) (MMAAtom, error) {
		if len(targs) < 1 || len(targs) > 4 {
			return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "wrong number of template arguments", Detail: "UniversalFMA<D,A=D,B=A,C=D> takes 1 to 4 element types"}
		}
		ts := make([]string, 4)
		for i, t := range targs {
			c, _, ok := ElementType(t)
			if !ok {
				return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "unknown element type", Detail: t}
			}
			ts[i] = c
		}
		if ts[1] == "" {
			ts[1] = ts[0]
		}
		if ts[2] == "" {
			ts[2] = ts[1]
		}
		if ts[3] == "" {
			ts[3] = ts[0]
		}
		return MMAAtom{
			Op:       "UniversalFMA<" + strings.Join(ts, ",") + ">",
			ValTypeD: ts[0], ValTypeA: ts[1], ValTypeB: ts[2], ValTypeC: ts[3],
			ShapeMNK: tup("(1,1,1)"),
			ThrID:    lay("1", ""),
			ALayout:  lay("(1,1)", ""),
			BLayout:  lay("(1,1)", ""),
			CLayout:  lay("(1,1)", ""),
		}, nil
	}}
}
