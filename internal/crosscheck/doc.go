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
//	CUTLASS_DIR=/tmp/cutlass go test ./internal/crosscheck/ -run Cutlass -v
//
// With CROSSCHECK_CACHE=file, C++'s results are kept in that JSON file by
// expression, so that a later run compiles only new cases.
//
// The random families (TestCutlassAlgebra, TestCutlassComposed,
// TestCutlassTileToShape, and TestCutlassAlgebraWide, TestCutlassTupleFree,
// TestCutlassAlgebraNegative, TestCutlassDynamic, TestCutlassDynamicWide,
// TestCutlassSize0, TestCutlassFreeFunctions, TestCutlassTMA,
// TestCutlassAtomsRandom, TestCutlassDynamicAtoms,
// TestCutlassDynamicFragments, TestCutlassDynamicUMMA and
// TestCutlassDynamicComposedTensors) draw their cases from seed 1 with a fixed count;
// CROSSCHECK_SEED=k draws them from seed k instead and CROSSCHECK_N=n
// draws n cases (under -short too), so a campaign over many
// seeds needs no edit:
//
//	for s in $(seq 2 20); do
//		CUTLASS_DIR=/tmp/cutlass CROSSCHECK_CACHE=/tmp/xc.json CROSSCHECK_SEED=$s CROSSCHECK_N=500 \
//			go test ./internal/crosscheck/ -run 'CutlassAlgebra|CutlassComposed|CutlassTileToShape' -count=1
//	done
package crosscheck
