package eval

import "github.com/cutetui/cutetui/engine"

// The engine's algebra functions take an optional trace (engine/doc.go);
// these adapt one to the plain Go function value a builtin table takes.

// untraced1 is f(a), untraced.
func untraced1[A, R any](f func(A, ...*engine.Trace) (R, error)) func(A) (R, error) {
	return func(a A) (R, error) { return f(a) }
}

// untraced2 is f(a, b), untraced.
func untraced2[A, B, R any](f func(A, B, ...*engine.Trace) (R, error)) func(A, B) (R, error) {
	return func(a A, b B) (R, error) { return f(a, b) }
}

// untracedTotal is f(a), untraced, for an f that cannot fail.
func untracedTotal[A, R any](f func(A, ...*engine.Trace) R) func(A) R {
	return func(a A) R { return f(a) }
}

// complementDefault is C++'s complement(L): complement(L, cosize(filter(L))).
func complementDefault(l engine.Layout) (engine.Layout, error) {
	return engine.Complement(l, engine.CosizeOf(engine.Filter(l)))
}

// tileToShapeDefault is tile_to_shape(L, shape) with C++'s default order,
// LayoutLeft (the zero ModeOrder).
func tileToShapeDefault(l engine.Layout, shape engine.IntTuple) (engine.Layout, error) {
	return engine.TileToShape(l, shape, engine.ModeOrder{})
}
