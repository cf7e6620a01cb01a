package atom

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// GMMA's shared-memory layout atoms (mma_traits_sm90_gmma.hpp). In bits
// each is the composed layout Sw<B,4,3> o smem_ptr_flag_bits<1> o L, with
// B = 0, 1, 2, 3 for INTER, SW32, SW64, SW128 and W = 128·2^B bits per
// row of 8:
//
//	Layout_MN_X_Atom_Bits = Sw<B,4,3> o smem_ptr[1b](unset) o (W,8):(1,W)
//	Layout_K_X_Atom_Bits  = Sw<B,4,3> o smem_ptr[1b](unset) o (8,W):(W,1)
//
// and in elements of a type T, Layout_{MN,K}_X_Atom<T> is
// upcast<sizeof_bits<T>>(…_Bits): the flag becomes smem_ptr_flag_bits of
// T's width and the W bits become W/sizeof_bits<T> elements
// (Layout_K_SW128_Atom<half_t> is Sw<3,4,3> o smem_ptr[16b](unset) o
// (_8,_64):(_64,_1)). Layout_X_Atom<T, GMMA::Major::MN or K> picks one of
// the two.

// gmmaSwizzleBits are the swizzles' B by the name's middle part.
var gmmaSwizzleBits = map[string]int{"INTER": 0, "SW32": 1, "SW64": 2, "SW128": 3}

// IsGMMASmemAtom reports whether name (without its GMMA:: qualification)
// names one of GMMA's shared-memory layout atoms.
func IsGMMASmemAtom(name string) bool {
	_, _, _, ok := parseGMMASmemAtom(name)
	return ok
}

// parseGMMASmemAtom splits Layout_[MN_|K_]X_Atom[_Bits] into its major
// ("" when the name has none and takes it as a template argument), its
// swizzle's B and whether it is in bits.
func parseGMMASmemAtom(name string) (major string, b int, bits bool, ok bool) {
	rest, found := strings.CutPrefix(name, "Layout_")
	if !found {
		return "", 0, false, false
	}
	if r, f := strings.CutSuffix(rest, "_Atom_Bits"); f {
		rest, bits = r, true
	} else if r, f := strings.CutSuffix(rest, "_Atom"); f {
		rest = r
	} else {
		return "", 0, false, false
	}
	if r, f := strings.CutPrefix(rest, "MN_"); f {
		major, rest = "MN", r
	} else if r, f := strings.CutPrefix(rest, "K_"); f {
		major, rest = "K", r
	}
	b, ok = gmmaSwizzleBits[rest]
	if !ok || bits && major == "" {
		return "", 0, false, false
	}
	return major, b, bits, true
}

// GMMASmemAtom is the layout atom name<args...> (name without GMMA::): no
// arguments for the _Bits forms, the element type for the MN and K forms,
// the element type and GMMA::Major::MN or GMMA::Major::K for the others.
func GMMASmemAtom(name string, args []string) (engine.Fn, error) {
	major, b, inBits, ok := parseGMMASmemAtom(name)
	if !ok {
		return nil, fmt.Errorf("unknown GMMA shared-memory layout atom %s (Layout_{MN,K}_{INTER,SW32,SW64,SW128}_Atom<T>, their _Bits forms, Layout_{INTER,SW32,SW64,SW128}_Atom<T, GMMA::Major>)", name)
	}
	want := 1
	switch {
	case inBits:
		want = 0
	case major == "":
		want = 2
	}
	if len(args) != want {
		switch want {
		case 0:
			return nil, fmt.Errorf("GMMA::%s is a type without template arguments: GMMA::%s{}", name, name)
		case 1:
			return nil, fmt.Errorf("GMMA::%s takes one element type: GMMA::%s<half_t>{}", name, name)
		}
		return nil, fmt.Errorf("GMMA::%s takes an element type and a major: GMMA::%s<half_t, GMMA::Major::K>{}", name, name)
	}
	if major == "" {
		switch strings.TrimPrefix(strings.TrimPrefix(args[1], "SM90::"), "GMMA::") {
		case "Major::MN":
			major = "MN"
		case "Major::K":
			major = "K"
		default:
			return nil, fmt.Errorf("GMMA::%s's second argument is GMMA::Major::MN or GMMA::Major::K, got %s", name, args[1])
		}
	}
	w := 128 << b
	sw, err := engine.NewSwizzle(b, 4, 3)
	if err != nil {
		return nil, err
	}
	shape, stride := engine.Ints(w, 8), engine.Ints(1, w)
	if major == "K" {
		shape, stride = engine.Ints(8, w), engine.Ints(w, 1)
	}
	l, err := engine.MakeLayout(shape, stride)
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
