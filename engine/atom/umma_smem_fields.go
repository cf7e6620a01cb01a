package atom

// UMMASmemFields are the bit fields of an UMMA shared-memory descriptor d
// (UMMA::SmemDescriptor of arch/mma_sm100_desc.hpp), in the order of the
// union's struct, low bits first; the unused bits are left out.
func UMMASmemFields(d uint64) []UMMAField {
	fields := []struct {
		name      string
		lo, width uint
	}{{"start_address_", 0, 14}, {"leading_byte_offset_", 16, 14}, {"stride_byte_offset_", 32, 14},
		{"version_", 46, 2}, {"base_offset_", 49, 3}, {"lbo_mode_", 52, 1}, {"layout_type_", 61, 3}}
	out := make([]UMMAField, len(fields))
	for i, f := range fields {
		out[i] = UMMAField{Name: f.name, Value: uint32(d >> f.lo & (1<<f.width - 1)), Lo: f.lo, Width: f.width}
	}
	return out
}

// UMMALayoutTypeName is to_string(UMMA::LayoutType) of a descriptor's
// layout_type_ field, "" for the codes C++ does not name (3, 5, 7).
func UMMALayoutTypeName(t uint32) string {
	switch t {
	case 0:
		return "SWIZZLE_NONE"
	case 1:
		return "SWIZZLE_128B_BASE32B"
	case 2:
		return "SWIZZLE_128B"
	case 4:
		return "SWIZZLE_64B"
	case 6:
		return "SWIZZLE_32B"
	}
	return ""
}
