package crosscheck

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval"
)

// cvtaError is what CuTe's host path prints when make_umma_desc asks for
// a shared-memory address (cast_smem_ptr_to_uint needs the device): the
// start address is then 0, which is what the cases' null pointers hold.
const cvtaError = "ERROR: cast_smem_ptr_to_uint not supported but used.\n"

// SmemDescCases are UMMA::make_umma_desc<Major>(tensor) of UMMA's
// shared-memory tiles (tile_to_shape of every UMMA layout atom, for
// several element types, whole or K block 0 or 1), as InstrDescCase: the C++
// expression prints the real SmemDescriptor's two words and every field;
// Want is cutetui's answer to the same statement, "" where it refuses.
// No stub: C++'s start address stays 0 on the host whatever the pointer
// (cast_smem_ptr_to_uint needs the device), so cutetui's start-address
// field is cleared before the comparison and not tested here
// (umma_smem_desc_test.go checks its shift and mask).
func SmemDescCases() []InstrDescCase {
	var out []InstrDescCase
	for _, t := range []struct {
		ty   string
		bits int
	}{{"half_t", 16}, {"tfloat32_t", 32}, {"float_e4m3_t", 8}, {"int8_t", 8}} {
		kb := 256 / t.bits // 32 bytes of K
		for _, kind := range []string{"INTER", "SW32", "SW64", "SW128", "SW128_32B"} {
			for _, major := range []string{"K", "MN"} {
				if kind == "SW128_32B" && major == "K" {
					continue // UMMA declares no K-major 32B atom
				}
				at := fmt.Sprintf("UMMA::Layout_%s_%s_Atom<%s>{}", major, kind, t.ty)
				st := fmt.Sprintf("make_tensor(make_smem_ptr<%s>(nullptr),tile_to_shape(%s,Shape<_128,Int<%d>>{}))", t.ty, at, 4*kb*2)
				for _, tile := range []string{
					fmt.Sprintf("local_tile(%s,Shape<_128,Int<%d>>{},make_coord(Int<0>{},Int<0>{}))", st, kb),
					fmt.Sprintf("local_tile(%s,Shape<_128,Int<%d>>{},make_coord(Int<0>{},Int<1>{}))", st, kb),
					st,
				} {
					out = append(out, smemDescCase(tile, major))
				}
			}
		}
	}
	// Plain (unswizzled) tiles, canonical for one major or the other.
	out = append(out, smemDescCase("make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<_64,_16>,Stride<_1,_64>>{})", "K"),
		smemDescCase("make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<_64,_16>,Stride<_16,_1>>{})", "K"),
		smemDescCase("make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<_64,_16>,Stride<_1,_64>>{})", "MN"))
	return out
}

func smemDescCase(tensor, major string) InstrDescCase {
	var fs []string // every field of the union, as atom.UMMASmemFields names them
	for _, f := range atom.UMMASmemFields(0) {
		fs = append(fs, ",int(d."+f.Name+")")
	}
	expr := fmt.Sprintf("[]{auto d = UMMA::make_umma_desc<UMMA::Major::%s>(%s); return make_tuple(d.hi,d.lo%s);}()", major, tensor, strings.Join(fs, ""))
	c := InstrDescCase{Case: Case{"umma_smem_desc", expr}}
	r, err := eval.NewEnv().Exec(fmt.Sprintf("UMMA::make_umma_desc<UMMA::Major::%s>(%s)", major, tensor))
	if err != nil {
		return c
	}
	v, ok := r.Value.(eval.UMMASmemDescValue)
	if !ok {
		return c
	}
	d := v.D &^ 0x3FFF // the host path's start address, 0 whatever the pointer
	want := fmt.Sprintf("%s(%d,%d", cvtaError, uint32(d>>32), uint32(d))
	for _, f := range atom.UMMASmemFields(d) {
		want += fmt.Sprintf(",%d", f.Value)
	}
	c.Want = want + ")"
	return c
}
