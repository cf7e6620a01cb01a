package crosscheck

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval"
)

// InstrDescCase is one UMMA instruction descriptor: its C++ expression
// (a tuple of the 32-bit word and every bit field of the real union,
// printed by cute::print) and what cutetui answers for it (the
// descriptor statement's value, the same call evaluated by cutetui). C++ has no
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
			out = append(out, InstrDescCase{Case{"instr_desc", expr(call, false)}, evalDesc(call)})
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
			out = append(out, InstrDescCase{Case{"instr_desc_bs", expr(call, true)}, evalDesc(call)})
		}
	}
	// The defaulted template arguments (ScaleIn::One, Saturate::False).
	for _, call := range []string{
		"UMMA::make_instr_desc<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>()",
		"UMMA::make_instr_desc<bfloat16_t,bfloat16_t,float,64,128,UMMA::Major::MN,UMMA::Major::K>()",
		"UMMA::make_instr_desc<tfloat32_t,tfloat32_t,float,128,64,UMMA::Major::K,UMMA::Major::MN,UMMA::ScaleIn::Neg>()",
		"UMMA::make_instr_desc<float_e4m3_t,float_e4m3_t,float,256,256,UMMA::Major::K,UMMA::Major::K,UMMA::ScaleIn::One,UMMA::ScaleIn::Neg,UMMA::Saturate::False,false,UMMA::MaxShift::NoShift>()",
	} {
		out = append(out, InstrDescCase{Case{"instr_desc", expr(call, false)}, evalDesc(call)})
	}
	for _, call := range []string{
		"UMMA::make_instr_desc_block_scaled<float_e2m1_t,float_e2m1_t,float,float_ue4m3_t,128,256,UMMA::Major::K,UMMA::Major::K>()",
		"UMMA::make_instr_desc_block_scaled<float_e4m3_t,float_e5m2_t,float,float_ue8m0_t,256,128,UMMA::Major::MN,UMMA::Major::K,UMMA::ScaleIn::Neg>()",
	} {
		out = append(out, InstrDescCase{Case{"instr_desc_bs", expr(call, true)}, evalDesc(call)})
	}
	return out
}

// evalDesc is cutetui's answer to an UMMA instruction descriptor
// statement, as the tuple InstrDescCases prints (the word, then every
// field the value prints), or "" where it refuses.
func evalDesc(call string) string {
	r, err := eval.NewEnv().Exec(call)
	if err != nil {
		return ""
	}
	v, ok := r.Value.(eval.UMMAInstrDescValue)
	if !ok {
		return ""
	}
	parts := []string{fmt.Sprint(v.D)}
	for _, f := range atom.UMMAInstrFields(v.D, v.BlockScaled) {
		parts = append(parts, fmt.Sprint(f.Value))
	}
	return "(" + strings.Join(parts, ",") + ")"
}
