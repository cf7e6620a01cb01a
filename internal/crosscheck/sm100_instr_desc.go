package crosscheck

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine/atom"
)

// InstrDescCase is one UMMA instruction descriptor: its C++ expression
// (a tuple of the 32-bit word and every bit field of the real union,
// printed by cute::print) and what the engine answers for it. C++ has no
// print of its own for UMMA::InstrDescriptor, so the case reads the
// union's fields one by one; no stub is involved.
type InstrDescCase struct {
	Case
	Want string // the engine's tuple, or "" when the engine refuses
}

// InstrDescCases are make_instr_desc (dense) and
// make_instr_desc_block_scaled over the types, M, N, majors, negations
// and saturation C++ encodes, and types it has no format for.
func InstrDescCases() []InstrDescCase {
	var out []InstrDescCase
	tuple := func(d uint32, bs bool) string {
		parts := []string{fmt.Sprint(d)}
		for _, f := range atom.UMMAInstrFields(d, bs) {
			parts = append(parts, fmt.Sprint(f.Value))
		}
		return "(" + strings.Join(parts, ",") + ")"
	}
	expr := func(call string, bs bool) string {
		var fs []string
		for _, f := range atom.UMMAInstrFields(0, bs) {
			fs = append(fs, "int(d."+f.Name+")")
		}
		return fmt.Sprintf("[]{auto d = %s; return make_tuple(uint32_t(d),%s);}()", call, strings.Join(fs, ","))
	}
	major := func(mn bool) string {
		if mn {
			return "UMMA::Major::MN"
		}
		return "UMMA::Major::K"
	}
	scale := func(neg bool) string {
		if neg {
			return "UMMA::ScaleIn::Neg"
		}
		return "UMMA::ScaleIn::One"
	}
	i := 0
	for _, t := range [][3]string{
		{"half_t", "half_t", "float"}, {"bfloat16_t", "bfloat16_t", "half_t"}, {"tfloat32_t", "tfloat32_t", "float"},
		{"int8_t", "uint8_t", "int32_t"}, {"uint8_t", "uint8_t", "int32_t"}, {"float_e4m3_t", "float_e5m2_t", "float"},
		{"float_e2m3_t", "float_e3m2_t", "half_t"}, {"float_e2m1_t", "float_e2m1_t", "float"},
		{"float", "float", "float"}, {"half_t", "half_t", "double"},
	} {
		for _, mn := range [][2]int{{64, 8}, {128, 256}, {256, 136}, {128, 48}} {
			i++
			aMN, bMN, aNeg, bNeg, sat := i%2 == 0, i%3 == 0, i%5 == 0, i%7 == 0, i%4 == 1
			call := fmt.Sprintf("UMMA::make_instr_desc<%s,%s,%s,%d,%d,%s,%s,%s,%s,UMMA::Saturate::%s>()", t[0], t[1], t[2], mn[0], mn[1],
				major(aMN), major(bMN), scale(aNeg), scale(bNeg), map[bool]string{true: "True", false: "False"}[sat])
			want := ""
			if d, err := atom.UMMAInstrDesc(t[0], t[1], t[2], mn[0], mn[1], aMN, bMN, aNeg, bNeg, sat); err == nil {
				want = tuple(d, false)
			}
			out = append(out, InstrDescCase{Case{"instr_desc", expr(call, false)}, want})
		}
	}
	for _, t := range [][3]string{
		{"float_e4m3_t", "float_e4m3_t", "float_ue8m0_t"}, {"float_e5m2_t", "float_e2m1_t", "float_ue4m3_t"},
		{"float_e2m1_t", "float_e2m1_t", "float_ue4m3_t"}, {"float_e3m2_t", "float_e2m3_t", "float_ue8m0_t"},
		{"float_e4m3_t", "float_e4m3_t", "float_e4m3_t"}, {"float", "float", "float_ue8m0_t"},
	} {
		for _, mn := range [][2]int{{128, 8}, {128, 256}, {256, 64}} {
			i++
			aMN, bMN, aNeg, bNeg := i%2 == 0, i%3 == 0, i%5 == 0, i%7 == 0
			call := fmt.Sprintf("UMMA::make_instr_desc_block_scaled<%s,%s,float,%s,%d,%d,%s,%s,%s,%s>()", t[0], t[1], t[2], mn[0], mn[1],
				major(aMN), major(bMN), scale(aNeg), scale(bNeg))
			want := ""
			if d, err := atom.UMMAInstrDescBlockScaled(t[0], t[1], t[2], mn[0], mn[1], aMN, bMN, aNeg, bNeg); err == nil {
				want = tuple(d, true)
			}
			out = append(out, InstrDescCase{Case{"instr_desc_bs", expr(call, true)}, want})
		}
	}
	return out
}
