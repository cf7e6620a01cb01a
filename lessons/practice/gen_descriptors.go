package practice

import (
	"fmt"
	"strings"
)

// genDescriptors practises the descriptors lesson: the canonical layout
// make_gmma_desc (and UMMA's make_umma_desc) reads its fields from,
// logical_divide of one K block of a GMMA-swizzled stage recast to
// uint128_t, by <8:1,2:1> (K-major) or <W:1,8:1> (MN-major). Level 1 asks
// the descriptor's start address of a K block of a 128B half stage (it
// differs from block to block, as the lesson's first exercise shows);
// level 2 the canonical form over other swizzles; level 3 MN-major;
// level 4 other element types; level 5 all of them over a taller stage.
func genDescriptors(d *draw) (*Exercise, error) {
	if d.level == 1 {
		return genDescriptorStart(d)
	}
	type elem struct {
		name string
		kblk int // the values of one wgmma K block: 32 bytes
	}
	elems := []elem{{"half_t", 16}}
	if d.level >= 4 {
		elems = []elem{{"float", 8}, {"int8_t", 32}, {"bfloat16_t", 16}}
	}
	e := elems[d.r.IntN(len(elems))]
	major := "K"
	if d.level >= 3 && d.chance(0.5) || d.level == 3 {
		major = "MN"
	}
	swz := []string{"SW128"}
	if d.level >= 2 {
		swz = []string{"SW32", "SW64", "SW128"}
	}
	sw := swz[d.r.IntN(len(swz))]
	w := map[string]int{"SW32": 2, "SW64": 4, "SW128": 8}[sw] // W in 16-byte units
	mn := d.pick(64, 128)
	if d.level == MaxLevel {
		mn = 256
	}
	kb := d.r.IntN(4)
	atom := fmt.Sprintf("GMMA::Layout_%s_%s_Atom<%s>{}", major, sw, e.name)
	setup := []string{
		fmt.Sprintf("t = local_tile(make_tensor(make_smem_ptr<%s>(0), tile_to_shape(%s, (%d,%d))), (%d,%d), (0,%d))", e.name, atom, mn, 4*e.kblk, mn, e.kblk, kb),
		"u = layout(recast<uint128_t>(t))",
	}
	tiler := "<8:1,2:1>"
	if major == "MN" {
		tiler = fmt.Sprintf("<%d:1,8:1>", w)
	}
	stmt := "logical_divide(u, " + tiler + ")"
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	u, err := evalAfter(setup, "u")
	if err != nil {
		return nil, err
	}
	form, fields := "((8,m),(2,1))", "SBO = stride<0,1>, LBO = stride<1,0>"
	if major == "MN" {
		form, fields = "((W,n),(8,k))", "SBO = stride<1,1>, LBO = stride<0,1>"
	}
	ptr, err := evalAfter(setup, "data(t)")
	if err != nil {
		return nil, err
	}
	q := fmt.Sprintf("K block %d of the %s-major %s stage tile_to_shape(%s, (%d,%d)) is t, %d×%d values at %s; make_gmma_desc<GMMA::Major::%s>(t) recasts it to uint128_t, u = %s, "+
		"takes start_address from t's address (>> 4) and the other fields from the canonical %s layout. Give %s.", kb, major, sw, atom, mn, 4*e.kblk, mn, e.kblk, ptr, major, u, form, stmt)
	hints := []string{
		fmt.Sprintf("%s divides mode 0 by its first layout and mode 1 by its second: logical_divide mode by mode.", tiler),
		fmt.Sprintf("The answer's strides are the descriptor's offsets in 16-byte units: %s.", fields),
		"Every K block of the stage has this canonical layout: a wgmma loop moves only the descriptor's start_address, from one K block's address to the next.",
	}
	if strings.Contains(want.String(), "),(") && major == "MN" {
		hints = append(hints, fmt.Sprintf("W = %d for %s: one swizzle row is %d bytes.", w, sw, 16*w))
	}
	return &Exercise{Question: q, Setup: setup, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}

// genDescriptorStart asks the start address make_gmma_desc writes for K
// block kb (1–3) of a K- or MN-major 128B stage of halves,
// L = tile_to_shape(sw, (mn,64)): the block's byte address >> 4,
// L(0,16·kb)·2/16, as lesson 23's first exercise asks it.
func genDescriptorStart(d *draw) (*Exercise, error) {
	major := "K"
	if d.chance(0.5) {
		major = "MN"
	}
	mn, kb := d.pick(64, 128), d.between(1, 3)
	setup := []string{
		fmt.Sprintf("sw = GMMA::Layout_%s_SW128_Atom<half_t>{}", major),
		fmt.Sprintf("L = tile_to_shape(sw, (%d,64))", mn),
	}
	at := fmt.Sprintf("L(0,%d)", 16*kb)
	stmt := "ceil_div(" + at + " * 2, 16)" // a multiple of 16: the quotient
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	halves, err := evalAfter(setup, at)
	if err != nil {
		return nil, err
	}
	bytes, err := evalAfter(setup, at+" * 2")
	if err != nil {
		return nil, err
	}
	q := fmt.Sprintf("In the %s-major 128B stage L = tile_to_shape(sw, (%d,64)) of halves, sw = GMMA::Layout_%s_SW128_Atom<half_t>{}, "+
		"at which byte address >> 4 (the descriptor's start address) does K block %d (16 K values a block) start?", major, mn, major, kb)
	hints := []string{
		fmt.Sprintf("K block %d starts at column %d of row 0: %s = %s halves in.", kb, 16*kb, at, halves),
		fmt.Sprintf("%s halves are %s bytes; >> 4 is %s: %s.", halves, bytes, want, stmt),
	}
	return &Exercise{Question: q, Setup: setup, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}
