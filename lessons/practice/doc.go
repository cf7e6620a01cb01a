// Package practice generates the course's practice exercises and keeps the
// learner's practice progress.
//
// An exercise is drawn for a topic (one per lesson) at a difficulty level
// 1..MaxLevel from a seed: the same (topic, level, seed) always gives the
// same exercise. Its statement is written in the eval language (for example
// `complement((2,2):(4,1), 24)`), its answer is exactly what package engine
// computes for it, and its hints are the engine's derivation of that answer
// (the ...Trace functions), shown one step at a time. A draw the engine
// refuses (a divisibility condition, a non-injective complement), or one
// where the algebra's law would not hold although C++ accepts it (laws.go),
// is discarded and drawn again, so every exercise is admissible and means
// what the lessons say.
//
// Answers are checked with value.Compare: the same value is right; a layout
// that prints differently but is the same function is right too, with a note
// on the form CuTe prints. Answers must be literal values: an expression that
// asks the engine (`coalesce(...)`) is refused.
//
// Progress (attempts, correct answers, streaks, the level reached) is kept
// per topic in practice.json beside the lessons' progress.json, and the
// level adapts: it rises after a streak at the current level and falls after
// misses in a row.
package practice
