package atom

import "fmt"

// UMMAInstrDescBlockScaled is UMMA::make_instr_desc_block_scaled<a, b, c,
// sf, M, N, a_major, b_major, a_neg, b_neg>() (arch/mma_sm100_desc.hpp),
// the instruction descriptor of a block-scaled UMMA, as
// uint32_t(InstrDescriptorBlockScaled):
//
//	bits 7-9   A format        bit  15    A major (MN=1)
//	bits 10-12 B format        bit  16    B major (MN=1)
//	bit  13    negate A        bits 17-22 N >> 3
//	bit  14    negate B        bit  23    scale format (UE4M3 0, UE8M0 1)
//	                           bits 24-28 M >> 4
//
// with to_UMMAFormat's codes for A and B; C's type is not encoded, and
// the scale-factor ids (bits 4-5, 29-30), the sparse fields and K size
// are 0 until make_runtime_instr_desc_block_scaled fills them from the
// TMEM addresses of the scale factors.
func UMMAInstrDescBlockScaled(a, b, sf string, m, n int, aMN, bMN, aNeg, bNeg bool) (uint32, error) {
	af, ok1 := ummaFormatCode[canonUMMA(a)]
	bf, ok2 := ummaFormatCode[canonUMMA(b)]
	if !ok1 || !ok2 {
		return 0, fmt.Errorf("make_instr_desc_block_scaled: Unknown type for UMMAFormat (%s, %s)", a, b)
	}
	sc, ok := ummaScaleFormats[canonUMMA(sf)]
	if !ok {
		return 0, fmt.Errorf("make_instr_desc_block_scaled: Unknown type for ScaleFormat (%s)", sf)
	}
	bit := func(v bool) uint32 {
		if v {
			return 1
		}
		return 0
	}
	d := af<<7 | bf<<10 | bit(aNeg)<<13 | bit(bNeg)<<14 | bit(aMN)<<15 | bit(bMN)<<16
	d |= uint32(n>>3)&0x3F<<17 | sc<<23 | uint32(m>>4)&0x1F<<24
	return d, nil
}

// UMMAField is one bit field of an UMMA descriptor and its value: bits
// [Lo, Lo+Width) of the descriptor.
type UMMAField struct {
	Name      string
	Value     uint32
	Lo, Width uint
}

// UMMAInstrFields are the bit fields of an UMMA instruction descriptor d
// (InstrDescriptor, or InstrDescriptorBlockScaled when blockScaled), in
// the order of the union's struct, low bits first.
func UMMAInstrFields(d uint32, blockScaled bool) []UMMAField {
	type field struct {
		name      string
		lo, width uint
	}
	fields := []field{{"sparse_id2_", 0, 2}, {"sparse_flag_", 2, 1}, {"saturate_", 3, 1}, {"c_format_", 4, 2},
		{"a_format_", 7, 3}, {"b_format_", 10, 3}, {"a_negate_", 13, 1}, {"b_negate_", 14, 1}, {"a_major_", 15, 1},
		{"b_major_", 16, 1}, {"n_dim_", 17, 6}, {"m_dim_", 24, 5}, {"max_shift_", 30, 2}}
	if blockScaled {
		fields = []field{{"sparse_id2_", 0, 2}, {"sparse_flag_", 2, 1}, {"b_sf_id_", 4, 2},
			{"a_format_", 7, 3}, {"b_format_", 10, 3}, {"a_negate_", 13, 1}, {"b_negate_", 14, 1}, {"a_major_", 15, 1},
			{"b_major_", 16, 1}, {"n_dim_", 17, 6}, {"scale_format_", 23, 1}, {"m_dim_", 24, 5}, {"a_sf_id_", 29, 2}, {"k_size_", 31, 1}}
	}
	out := make([]UMMAField, len(fields))
	for i, f := range fields {
		out[i] = UMMAField{Name: f.name, Value: d >> f.lo & (1<<f.width - 1), Lo: f.lo, Width: f.width}
	}
	return out
}
