package engine

import "strings"

// Tiler is the right operand of composition, the divides and the products:
//
//	Layout     a layout B
//	IntTuple   an integer n (the layout n:1), a tuple (by-mode, like
//	           <n0,n1,...>), or `_` (keep the mode as it is)
//	ByMode     <T0,T1,...>: Ti applies to mode i of the left operand
type Tiler interface{ isTiler() }

func (Layout) isTiler()   {}
func (IntTuple) isTiler() {}

// ByMode is CuTe's Tile<T0,T1,...>, written <T0,T1,...>.
type ByMode []Tiler

func (ByMode) isTiler() {}

// String prints the tiler as "<3:3,(2,4):(1,8)>".
func (b ByMode) String() string { return TilerString(b, Plain) }

// TilerString prints any tiler in the style s: a layout or an IntTuple as
// it prints itself; <T0,T1,...>, whose Static form is C++'s (T0,T1,...),
// what cute::print prints for a Tile<...> (a cute::tuple).
func TilerString(t Tiler, s Style) string {
	switch t := t.(type) {
	case Layout:
		return Sprint(t, s)
	case IntTuple:
		return Sprint(t, s)
	case ByMode:
		open, close := byte('<'), byte('>')
		if s == Static {
			open, close = '(', ')'
		}
		var b strings.Builder
		b.WriteByte(open)
		for i, e := range t {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(TilerString(e, s))
		}
		b.WriteByte(close)
		return b.String()
	}
	return "?"
}

// tilers returns the elements of a tuple as tilers.
func (t IntTuple) tilers() []Tiler {
	out := make([]Tiler, len(t.elems))
	for i, e := range t.elems {
		out[i] = e
	}
	return out
}

// byModes returns the by-mode elements of t, and whether t is by-mode at all
// (a ByMode, or a tuple IntTuple).
func byModes(t Tiler) ([]Tiler, bool) {
	switch t := t.(type) {
	case ByMode:
		return t, true
	case IntTuple:
		if t.kind() == kindTuple {
			return t.tilers(), true
		}
	}
	return nil, false
}

// isUnderscore reports whether t is `_`.
func isUnderscore(t Tiler) bool {
	u, ok := t.(IntTuple)
	return ok && u.kind() == kindUnderscore
}

// tilerLayout is the layout an integer tiler stands for, make_layout(n) as
// logical_divide and logical_product build it (n:1, and 1:0 for n = 1), or
// the layout itself. Composition uses n:1 for every n instead; see
// composition.
func tilerLayout(op string, t Tiler) (Layout, bool, error) {
	switch t := t.(type) {
	case Layout:
		return t, true, nil
	case IntTuple:
		if t.kind() == kindInt {
			if t.v < 1 {
				return Layout{}, false, errorf(op, "invalid shape", "tile size must be positive, got %d", t.v)
			}
			return Layout{t, compactColMajor(t, 1)}, true, nil
		}
	case nil:
		return Layout{}, false, errorf(op, "invalid tiler", "no tiler (a nil Tiler)")
	}
	return Layout{}, false, nil
}
