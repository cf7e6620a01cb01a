package atom

import "sort"

// sizeofBits is cute::sizeof_bits<T>::value of the element types an atom
// may be instantiated with, under their C++ spellings.
var sizeofBits = map[string]int{
	"half_t":     16,
	"bfloat16_t": 16,
	"float":      32,
	"double":     64,
	"tfloat32_t": 32,
	"int8_t":     8,
	"uint8_t":    8,
	"int16_t":    16,
	"uint16_t":   16,
	"int32_t":    32,
	"uint32_t":   32,
	"int64_t":    64,
	"uint64_t":   64,
	"uint128_t":  128,
	// FP8 (numeric_types.hpp); sub-byte types are left out, their
	// pointers being subbyte_iterators that print otherwise.
	"float_e4m3_t": 8,
	"float_e5m2_t": 8,
}

// typeAliases are the other spellings of those types that kernels write.
var typeAliases = map[string]string{
	"cute::half_t":          "half_t",
	"cutlass::half_t":       "half_t",
	"cute::bfloat16_t":      "bfloat16_t",
	"cutlass::bfloat16_t":   "bfloat16_t",
	"cute::tfloat32_t":      "tfloat32_t",
	"cutlass::tfloat32_t":   "tfloat32_t",
	"cute::uint128_t":       "uint128_t",
	"cutlass::uint128_t":    "uint128_t",
	"cute::uint32_t":        "uint32_t",
	"std::uint32_t":         "uint32_t",
	"std::int8_t":           "int8_t",
	"std::uint8_t":          "uint8_t",
	"unsigned int":          "uint32_t",
	"cute::float_e4m3_t":    "float_e4m3_t",
	"cutlass::float_e4m3_t": "float_e4m3_t",
	"cute::float_e5m2_t":    "float_e5m2_t",
	"cutlass::float_e5m2_t": "float_e5m2_t",
}

// ElementType canonicalises a C++ element type name and reports its width
// in bits; ok is false for a type the atom layer does not know.
func ElementType(name string) (canon string, bits int, ok bool) {
	if a, found := typeAliases[name]; found {
		name = a
	}
	bits, ok = sizeofBits[name]
	return name, bits, ok
}

// ElementTypes lists the element type names ElementType accepts, sorted.
func ElementTypes() []string {
	out := make([]string, 0, len(sizeofBits))
	for k := range sizeofBits {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
