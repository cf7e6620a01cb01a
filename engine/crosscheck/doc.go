// Package crosscheck compares cutetui with C++ CuTe itself: it writes a C++
// program that prints each case with cute::print, compiles it with g++
// (-std=c++17 -O0) against CUTLASS's headers, and compares every printed
// result with what `cutetui eval --static` prints for the same text.
//
// Each case is one expression written so that it is both valid C++ and a
// valid cutetui statement (cutetui accepts CuTe's C++ spellings), so no
// case is translated by hand. A case C++ refuses to compile (a
// static_assert) must be refused by cutetui too.
//
// The toolkit is not needed: stubs/ holds small stand-ins of our own for
// the few CUDA headers CuTe's host path includes. The CUTLASS sources are
// never copied here; the test reads them from $CUTLASS_DIR and skips when
// it is not set, so CI stays offline:
//
//	CUTLASS_DIR=/tmp/cutlass go test ./engine/crosscheck/ -run Cutlass -v
//
// With CROSSCHECK_CACHE=file, C++'s results are kept in that JSON file by
// expression, so that a later run compiles only new cases.
package crosscheck
