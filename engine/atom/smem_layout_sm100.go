package atom

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// UMMA's shared-memory layout atoms (mma_traits_sm100.hpp): the eight
// Layout_{MN,K}_{INTER,SW32,SW64,SW128}_Atom<T> are GMMA's, brought into
// UMMA:: by using-declarations (their _Bits forms and the
// Layout_*_Atom<T, Major> forms are not); UMMA adds the MN-major 128-byte
// swizzle over 32-byte units,
//
//	Layout_MN_SW128_32B_Atom_Bits = Sw<2,5,2> o smem_ptr[1b](unset) o (1024,4):(1,1024)
//
// and Layout_MN_SW128_32B_Atom<T>, its upcast to T.

// IsUMMASmemAtom reports whether name (without UMMA::) is one of them.
func IsUMMASmemAtom(name string) bool {
	if name == "Layout_MN_SW128_32B_Atom" || name == "Layout_MN_SW128_32B_Atom_Bits" {
		return true
	}
	major, _, inBits, ok := parseGMMASmemAtom(name)
	return ok && major != "" && !inBits
}

// UMMASmemAtom is the layout atom UMMA::name<args...>.
func UMMASmemAtom(name string, args []string) (engine.Fn, error) {
	if !IsUMMASmemAtom(name) {
		return nil, fmt.Errorf("unknown UMMA shared-memory layout atom %s (Layout_{MN,K}_{INTER,SW32,SW64,SW128}_Atom<T>, Layout_MN_SW128_32B_Atom<T> and its _Bits form)", name)
	}
	if !strings.HasPrefix(name, "Layout_MN_SW128_32B_Atom") {
		return GMMASmemAtom(name, args)
	}
	inBits := strings.HasSuffix(name, "_Bits")
	switch {
	case inBits && len(args) != 0:
		return nil, fmt.Errorf("UMMA::%s is a type without template arguments: UMMA::%s{}", name, name)
	case !inBits && len(args) != 1:
		return nil, fmt.Errorf("UMMA::%s takes one element type: UMMA::%s<half_t>{}", name, name)
	}
	sw, err := engine.NewSwizzle(2, 5, 2)
	if err != nil {
		return nil, err
	}
	l, err := engine.MakeLayout(engine.Ints(1024, 4), engine.Ints(1, 1024))
	if err != nil {
		return nil, err
	}
	bitsAtom := engine.MakeComposed(sw, engine.SmemPtrFlag(1), l)
	if inBits {
		return bitsAtom, nil
	}
	_, tb, ok := ElementType(args[0])
	if !ok {
		return nil, fmt.Errorf("unknown element type %s (the element types are %s)", args[0], strings.Join(ElementTypes(), ", "))
	}
	return bitsAtom.Upcast(tb)
}
