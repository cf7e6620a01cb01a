package crosscheck

import "fmt"

// DynamicTMACases are make_tma_copy and make_tma_atom as a Hopper kernel
// calls them: the global tensor of run-time extents and leading
// dimensions (make_shape(int(M),int(K)), make_stride(int(K),_1{})), the TMA
// coordinate tensor of get_tma_tensor(make_shape(int(M),int(K))), a CTA's
// tile of it at run-time coordinates (local_tile), the partitions of a
// slice, tma_partition of that tile, and the encode arguments. Run with
// TMAFlags.
func DynamicTMACases() []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	type gm struct{ ty, g, shape string }
	gmems := []gm{
		{"half_t", "make_tensor(make_gmem_ptr<half_t>(nullptr),make_shape(int(256),int(128)),make_stride(int(128),_1{}))", "make_shape(int(256),int(128))"},
		{"half_t", "make_tensor(make_gmem_ptr<half_t>(nullptr),make_shape(int(256),int(128)),make_stride(_1{},int(256)))", "make_shape(int(256),int(128))"},
		{"float", "make_tensor(make_gmem_ptr<float>(nullptr),make_shape(int(200),int(96)),make_stride(int(96),_1{}))", "make_shape(int(200),int(96))"},
		{"bfloat16_t", "make_tensor(make_gmem_ptr<bfloat16_t>(nullptr),make_shape(int(256),int(128),int(3)),make_stride(int(128),_1{},int(32768)))", "make_shape(int(256),int(128),int(3))"},
		{"half_t", "make_tensor(make_gmem_ptr<half_t>(nullptr),make_shape(int(256),_128{}),make_stride(_128{},_1{}))", "make_shape(int(256),_128{})"},
	}
	smems := []struct{ k, mn string }{ // K-major and MN-major smem tiles of the element type
		{"tile_to_shape(GMMA::Layout_K_SW128_Atom<%s>{},Shape<_128,_64>{})", "tile_to_shape(GMMA::Layout_MN_SW128_Atom<%s>{},Shape<_128,_64>{})"},
		{"Layout<Shape<_64,_32>,Stride<_32,_1>>{}", "Layout<Shape<_64,_32>>{}"},
	}
	for gi, g := range gmems {
		kMajor := gi != 1
		for si, s := range smems {
			sl := s.k
			if !kMajor {
				sl = s.mn
			}
			if si == 0 {
				sl = fmt.Sprintf(sl, g.ty)
			}
			for _, op := range []struct{ name, extra string }{{"SM90_TMA_LOAD", ""}, {"SM90_TMA_LOAD_MULTICAST", ",Int<2>{}"}, {"SM90_TMA_STORE", ""}} {
				mk := "make_tma_copy(" + op.name + "{}," + g.g + "," + sl + op.extra + ")"
				add("tma_dyn", mk)
				add("tma_dyn", "tma_encode_args("+mk+")")
				tt := mk + ".get_tma_tensor(" + g.shape + ")"
				add("tma_dyn_tensor", tt)
				add("tma_dyn_tensor", mk+".get_slice(0).partition_S("+tt+")")
				add("tma_dyn_tensor", mk+".get_slice(int(1)).partition_S("+tt+")")
				tile := "Shape<_128,_64>{}"
				if si == 1 {
					tile = "Shape<_64,_32>{}"
				}
				crd := "make_coord(int(1),_)"
				if gi == 3 {
					crd = "make_coord(int(1),_,int(2))"
				}
				add("tma_dyn_tile", "local_tile("+tt+","+tile+","+crd+")")
				add("tma_dyn_tile", "local_tile("+tt+","+tile+",make_coord(int(1),int(0)))")
			}
			if si == 0 && gi != 3 {
				for _, cl := range []int{1, 2} {
					mcast, opName := fmt.Sprintf(",Int<%d>{}", cl), "SM90_TMA_LOAD_MULTICAST"
					if cl == 1 {
						mcast, opName = "", "SM90_TMA_LOAD"
					}
					atom := "make_tma_atom(" + opName + "{}," + g.g + "," + sl + ",Shape<_128,_64>{}" + mcast + ")"
					add("tma_dyn_atom", atom)
					gt := "group_modes<0,2>(local_tile(" + atom + ".get_tma_tensor(" + g.shape + "),Shape<_128,_64>{},make_coord(int(1),_)))"
					st := "group_modes<0,2>(make_tensor(make_smem_ptr<" + g.ty + ">(nullptr)," + sl + "))"
					add("tma_dyn_partition", "tma_partition("+atom+",Int<0>{},Layout<Int<"+fmt.Sprint(cl)+">>{},"+st+","+gt+")")
					if cl == 2 {
						add("tma_dyn_partition", "tma_partition("+atom+",int(1),Layout<Int<2>>{},"+st+","+gt+")")
					}
				}
			}
		}
	}
	return out
}
