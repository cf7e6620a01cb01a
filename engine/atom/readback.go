package atom

import (
	"fmt"
	"slices"

	"github.com/cutetui/cutetui/engine"
)

// Widen is b over the larger codomain coprofile (a tuple of zeros), its
// directions that b's strides never reach given stride 0: what reading
// back ArithTuple(0,1) o (4):(1@0) needs, where the printed layout shows
// only the directions its strides reach and the coordinate shows them
// all. Every direction of b must be one of coprofile's.
func (b BasisLayout) Widen(coprofile engine.IntTuple) (BasisLayout, error) {
	co := zerosLike(coprofile)
	wide := BasisLayout{Coprofile: co}.paths()
	for _, p := range b.paths() {
		if !slices.ContainsFunc(wide, func(d []int) bool { return slices.Equal(p, d) }) {
			return BasisLayout{}, &engine.Error{Op: "ArithTuple", Cond: "mismatched codomain", Detail: fmt.Sprintf("the coordinate %s has no direction for some stride of %s", coprofile, b.String())}
		}
	}
	return basisLayoutOf(b.L, co)
}
