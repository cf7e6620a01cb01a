package bank

import (
	"fmt"
	"strconv"
	"strings"
)

// Banks is the number of shared-memory banks; BankBytes the width of one.
const (
	Banks     = 32
	BankBytes = 4
)

// Access is one warp-wide shared-memory instruction: how many threads give
// an address, how many bytes each address covers, and how many threads
// are served together in one phase.
type Access struct {
	Name         string // "LDS.128", "ldmatrix.x4.trans", "cp.async.16"
	Threads      int    // threads that give an address: 32, or 8 per matrix of ldmatrix/stmatrix
	Bytes        int    // bytes at each address: 4, 8 or 16 (a row of 16 bytes for the matrix forms)
	PhaseThreads int    // threads per phase: 128 bytes / Bytes (8 for a matrix)
	Store        bool   // a store (STS, stmatrix, cp.async's shared side)
	Matrix       bool   // ldmatrix or stmatrix
	Trans        bool   // .trans: changes the registers, not the addresses
	// Note says what ncu on the H200 did not confirm of this access's
	// model; "" where every measured case agreed (docs/banks.md).
	Note string
}

// Phases is the number of phases of the access: Threads / PhaseThreads.
func (a Access) Phases() int { return a.Threads / a.PhaseThreads }

func (a Access) String() string { return a.Name }

// lds is LDS.N or STS.N for N in 32, 64, 128 bits.
func lds(bits int, store bool) Access {
	name := "LDS."
	if store {
		name = "STS."
	}
	b := bits / 8
	return Access{Name: name + strconv.Itoa(bits), Threads: 32, Bytes: b, PhaseThreads: 128 / b, Store: store}
}

// matrix is ldmatrix or stmatrix of n 8×8 matrices of 16-bit elements.
func matrix(n int, trans, store bool) Access {
	name := "ldmatrix"
	if store {
		name = "stmatrix"
	}
	name += ".x" + strconv.Itoa(n)
	if trans {
		name += ".trans"
	}
	return Access{Name: name, Threads: 8 * n, Bytes: 16, PhaseThreads: 8, Store: store, Matrix: true, Trans: trans}
}

// cpAsync16 is cp.async of 16 bytes per thread, seen from shared memory: a
// 16-byte store by each of 32 threads.
func cpAsync16() Access {
	a := lds(128, true)
	a.Name = "cp.async.16"
	a.Note = "cp.async is modelled as a 16-byte store; ncu on the H200 counts its shared-memory writes (LDGSTS) by another rule and reports no bank conflicts for them (docs/banks.md)"
	return a
}

// Accesses are the accesses the model knows, by name.
func Accesses() []Access {
	return []Access{
		lds(32, false), lds(64, false), lds(128, false),
		lds(32, true), lds(64, true), lds(128, true),
		matrix(1, false, false), matrix(2, false, false), matrix(4, false, false),
		matrix(1, true, false), matrix(2, true, false), matrix(4, true, false),
		matrix(1, false, true), matrix(2, false, true), matrix(4, false, true),
		matrix(1, true, true), matrix(2, true, true), matrix(4, true, true),
		cpAsync16(),
	}
}

// ParseAccess finds an access by its name (case-insensitive): LDS.32,
// LDS.64, LDS.128, STS.32, STS.64, STS.128, ldmatrix.x1|x2|x4[.trans],
// stmatrix.x1|x2|x4[.trans], cp.async.16.
func ParseAccess(name string) (Access, error) {
	for _, a := range Accesses() {
		if strings.EqualFold(a.Name, name) {
			return a, nil
		}
	}
	names := make([]string, 0, len(Accesses()))
	for _, a := range Accesses() {
		names = append(names, a.Name)
	}
	return Access{}, fmt.Errorf("bank: unknown access %q (known: %s)", name, strings.Join(names, ", "))
}

// ForCopyOp is the access of CuTe's copy operation op (as engine/atom names
// it) between shared memory and registers:
//
//	SM75_U32x{1,2,4}_LDSM_N       ldmatrix.x1|x2|x4
//	SM75_U16x{2,4,8}_LDSM_T       ldmatrix.x1|x2|x4.trans
//	SM90_U32x{1,2,4}_STSM_N       stmatrix.x1|x2|x4
//	SM90_U16x{2,4,8}_STSM_T       stmatrix.x1|x2|x4.trans
//	SM80_CP_ASYNC_*<uint128_t>    cp.async.16 (its shared-memory side)
//	UniversalCopy<T>              LDS or, with store, STS of sizeof(T)
//	                              (4, 8 or 16 bytes)
//
// store matters only for UniversalCopy, which is either.
func ForCopyOp(op string, store bool) (Access, error) {
	ldsm := map[string]Access{
		"SM75_U32x1_LDSM_N": matrix(1, false, false), "SM75_U32x2_LDSM_N": matrix(2, false, false), "SM75_U32x4_LDSM_N": matrix(4, false, false),
		"SM75_U16x2_LDSM_T": matrix(1, true, false), "SM75_U16x4_LDSM_T": matrix(2, true, false), "SM75_U16x8_LDSM_T": matrix(4, true, false),
		"SM90_U32x1_STSM_N": matrix(1, false, true), "SM90_U32x2_STSM_N": matrix(2, false, true), "SM90_U32x4_STSM_N": matrix(4, false, true),
		"SM90_U16x2_STSM_T": matrix(1, true, true), "SM90_U16x4_STSM_T": matrix(2, true, true), "SM90_U16x8_STSM_T": matrix(4, true, true),
	}
	if a, ok := ldsm[op]; ok {
		return a, nil
	}
	if strings.HasPrefix(op, "SM80_CP_ASYNC_") {
		if strings.HasSuffix(op, "<uint128_t>") {
			return cpAsync16(), nil
		}
		return Access{}, fmt.Errorf("bank: %s: only cp.async of 16 bytes (uint128_t) is modelled", op)
	}
	if t, ok := strings.CutPrefix(op, "UniversalCopy<"); ok {
		t = strings.TrimSuffix(t, ">")
		bits := map[string]int{"uint32_t": 32, "int32_t": 32, "float": 32, "uint64_t": 64, "int64_t": 64, "double": 64, "uint128_t": 128}
		if b, ok := bits[t]; ok {
			return lds(b, store), nil
		}
		return Access{}, fmt.Errorf("bank: %s: a shared-memory access of 4, 8 or 16 bytes is modelled (uint32_t, uint64_t, uint128_t)", op)
	}
	return Access{}, fmt.Errorf("bank: %s is not a shared-memory access the model knows (ldmatrix, stmatrix, cp.async 16 B, UniversalCopy of 4, 8 or 16 bytes)", op)
}
