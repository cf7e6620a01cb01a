package grid

import "github.com/cutetui/cutetui/engine"

// Title is the line above t's grid: "grid of L", and, for a rank-1 layout
// whose one mode is itself a tuple (lesson 24's ((128,128)):((1,256))),
// which the figure draws as the grid of that mode (figure.FoldOf), the
// words that say so: "· mode 0 drawn as its (128,128)".
func Title(t Target) string {
	s := "grid of " + t.String()
	if sh, ok := pairMode(t.domain); ok {
		s += " · mode 0 drawn as its " + sh.String()
	}
	return s
}

// pairMode is the shape of l's one mode when l is rank 1 and that mode is a
// tuple of two or more modes: the case figure.FoldOf draws as a 2-D grid.
func pairMode(l engine.Layout) (engine.IntTuple, bool) {
	sh := l.Shape()
	if l.Rank() != 1 || !sh.IsTuple() || !sh.At(0).IsTuple() || sh.At(0).Len() < 2 {
		return engine.IntTuple{}, false
	}
	return sh.At(0), true
}
