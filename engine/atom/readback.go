package atom

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
)

// Widen is b over the larger codomain coprofile (a tuple of zeros), its
// directions that b's strides never reach given stride 0: what reading
// back ArithTuple(0,1) o (4):(1@0) needs, where the printed layout shows
// only the directions its strides reach and the coordinate shows them
// all. Every direction of b must be one of coprofile's.
func (b BasisLayout) Widen(coprofile engine.IntTuple) (BasisLayout, error) {
	w := BasisLayout{Coprofile: zerosLike(coprofile)}
	have := b.paths()
	used := 0
	for _, d := range w.paths() {
		found := false
		for i, p := range have {
			if equalPath(p, d) {
				w.Comps = append(w.Comps, b.Comps[i])
				found = true
				used++
				break
			}
		}
		if !found {
			z, err := engine.MakeLayout(b.Comps[0].Shape(), zerosLike(b.Comps[0].Stride()))
			if err != nil {
				return BasisLayout{}, err
			}
			w.Comps = append(w.Comps, z)
		}
	}
	if used != len(have) {
		return BasisLayout{}, &engine.Error{Op: "ArithTuple", Cond: "mismatched codomain", Detail: fmt.Sprintf("the coordinate %s has no direction for some stride of %s", coprofile, b.String())}
	}
	return w, nil
}
