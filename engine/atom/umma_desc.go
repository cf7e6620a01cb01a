package atom

import (
	"fmt"
	"strings"
)

// UMMAInstrDesc is UMMA::make_instr_desc<a, b, c, M, N, a_major, b_major,
// a_neg, b_neg, c_sat>() (arch/mma_sm100_desc.hpp), the 32-bit instruction
// descriptor of a dense UMMA, as uint32_t(InstrDescriptor):
//
//	bit  3     saturate        bits 17-22 N >> 3
//	bits 4-5   C format        bits 24-28 M >> 4
//	bits 7-9   A format        bit  13    negate A
//	bits 10-12 B format        bit  14    negate B
//	bit  15    A major (MN=1)  bit  16    B major (MN=1)
//
// with the formats of to_UMMAFormat (F16 0, BF16 1, TF32 2; UINT8 0,
// INT8 1; E4M3 0, E5M2 1, E2M3 3, E3M2 4; e2m1 is MXF4's E2M1, 1) and
// to_CFormat (F16 0, F32 1, S32 2); the sparse and shift fields are 0.
func UMMAInstrDesc(a, b, c string, m, n int, aMN, bMN, aNeg, bNeg, sat bool) (uint32, error) {
	af, ok1 := ummaFormatCode[canonUMMA(a)]
	bf, ok2 := ummaFormatCode[canonUMMA(b)]
	cf, ok3 := ummaCFormatCode[canonUMMA(c)]
	if !ok1 || !ok2 {
		return 0, fmt.Errorf("make_instr_desc: Unknown type for UMMAFormat (%s, %s)", a, b)
	}
	if !ok3 {
		return 0, fmt.Errorf("make_instr_desc: Unknown type for CFormat (%s)", c)
	}
	bit := func(v bool) uint32 {
		if v {
			return 1
		}
		return 0
	}
	d := bit(sat)<<3 | cf<<4 | af<<7 | bf<<10 | bit(aNeg)<<13 | bit(bNeg)<<14 | bit(aMN)<<15 | bit(bMN)<<16
	d |= uint32(n>>3)&0x3F<<17 | uint32(m>>4)&0x1F<<24
	return d, nil
}

func canonUMMA(t string) string {
	c, _, _ := ElementType(t)
	return strings.TrimPrefix(strings.TrimPrefix(c, "cutlass::"), "cute::")
}

var ummaFormatCode = map[string]uint32{
	"half_t": 0, "bfloat16_t": 1, "tfloat32_t": 2, "uint8_t": 0, "int8_t": 1,
	"float_e4m3_t": 0, "float_e5m2_t": 1, "float_e2m3_t": 3, "float_e3m2_t": 4, "float_e2m1_t": 1,
}

var ummaCFormatCode = map[string]uint32{"half_t": 0, "float": 1, "int32_t": 2}
