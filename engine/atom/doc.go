// Package atom is CuTe's atom layer: MMA and copy atoms as data (their
// traits, one file per architecture as in cute/atom/mma_traits_sm80.hpp and
// copy_traits_sm75.hpp), and TiledMMA / TiledCopy built from them with the
// layout algebra of package engine, step for step as mma_atom.hpp and
// copy_atom.hpp build them.
//
// Every integer is static, as everywhere in cutetui: the layouts returned
// are the ones C++ computes at compile time, and Print writes what
// cute::print writes, byte for byte, in the static form (`_32:_1`) or, as
// the rest of cutetui prints, without the `_` prefixes.
//
// Refusals are *engine.Error values whose Cond is the static_assert
// condition C++ stops at ("TiledMMA requires rank-3 AtomLayoutMNK", ...).
package atom
