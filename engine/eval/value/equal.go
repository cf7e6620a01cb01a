package value

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
)

// MaxSameFunction bounds the work of SameFunction: layouts with more
// elements than this are refused rather than compared index by index.
const MaxSameFunction = 1 << 20

// SameFunction reports whether a and b are the same function: the same
// size and a(i) = b(i) for every index i in [0, size). It refuses layouts
// of more than MaxSameFunction elements.
func SameFunction(a, b engine.Layout) (bool, error) {
	n := a.Size()
	if n != b.Size() {
		return false, nil
	}
	if n > MaxSameFunction {
		return false, fmt.Errorf("cannot compare layouts of %d elements index by index (the limit is %d)", n, MaxSameFunction)
	}
	for i := 0; i < n; i++ {
		x, err := a.Eval(engine.Int(i))
		if err != nil {
			return false, err
		}
		y, err := b.Eval(engine.Int(i))
		if err != nil {
			return false, err
		}
		if x != y {
			return false, nil
		}
	}
	return true, nil
}

// Match is how a learner's value compares with an expected one.
type Match int

const (
	Different  Match = iota // not the same value
	Identical               // the same value, printed the same
	Equivalent              // layouts that print differently but agree at every index
)

// Compare compares got with want: Identical when Equal; for two layouts
// that are not Equal, Equivalent when they agree as functions. The
// error is SameFunction's refusal of a layout too large to compare.
func Compare(got, want Value) (Match, error) {
	if Equal(got, want) {
		return Identical, nil
	}
	gl, ok1 := got.(LayoutValue)
	wl, ok2 := want.(LayoutValue)
	if !ok1 || !ok2 {
		return Different, nil
	}
	same, err := SameFunction(gl.L, wl.L)
	if err != nil {
		return Different, err
	}
	if same {
		return Equivalent, nil
	}
	return Different, nil
}
