package crosscheck

import "fmt"

// GMMADescCases are make_gmma_desc<Major>(tile) of one K block of GMMA
// shared-memory tiles, K- and MN-major, every layout type, several
// element types, at K blocks 0, 1 and 3 (so the start address moves),
// and tiles C++ refuses (a K block too wide, a global tensor).
func GMMADescCases() []Case {
	var out []Case
	add := func(e string) { out = append(out, Case{"gmma_desc", e}) }
	types := []struct {
		ty   string
		bits int
	}{{"half_t", 16}, {"bfloat16_t", 16}, {"tfloat32_t", 32}, {"float_e4m3_t", 8}, {"int8_t", 8}}
	for _, t := range types {
		kb := 256 / t.bits // one dense K block: 32 bytes
		for _, kind := range []string{"INTER", "SW32", "SW64", "SW128"} {
			for _, major := range []string{"K", "MN"} {
				mn := 64
				tile := fmt.Sprintf("Shape<Int<%d>,Int<%d>>", mn, 4*kb)
				if major == "K" && kind == "SW128" {
					tile = fmt.Sprintf("Shape<Int<%d>,Int<%d>>", mn, 1024/t.bits*2)
				}
				st := fmt.Sprintf("make_tensor(make_smem_ptr<%s>(nullptr),tile_to_shape(GMMA::Layout_%s_%s_Atom<%s>{},%s{}))", t.ty, major, kind, t.ty, tile)
				for _, j := range []int{0, 1, 3} {
					add(fmt.Sprintf("make_gmma_desc<GMMA::Major::%s>(local_tile(%s,Shape<Int<%d>,Int<%d>>{},make_coord(Int<0>{},Int<%d>{})))", major, st, mn, kb, j))
				}
				add(fmt.Sprintf("make_gmma_desc<GMMA::Major::%s>(%s)", major, st)) // the whole tile: K too wide unless one block
			}
		}
	}
	add("make_gmma_desc<GMMA::Major::K>(make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_64,_16>,Stride<_16,_1>>{}))")
	add("make_gmma_desc<GMMA::Major::K>(make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<_64,_16>,Stride<_16,_1>>{}))")
	add("make_gmma_desc<GMMA::Major::MN>(make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<_64,_16>,Stride<_1,_64>>{}))")
	return out
}
