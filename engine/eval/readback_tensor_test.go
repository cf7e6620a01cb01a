package eval

import (
	"testing"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// TestTensorKindsReadBack: a tensor value of each engine iterator kind —
// a typed pointer (gmem, a swizzled smem pointer, a sub-byte pointer, a
// register array's T*), a TMEM pointer, a counting ArithTuple (a moved
// coordinate included) — is the engine's Tensor of that iterator, and its
// printout, plain and static, evaluates back to the same value.
func TestTensorKindsReadBack(t *testing.T) {
	for _, tc := range []struct {
		name, stmt string
		iter       engine.Iterator // the engine iterator kind the value holds
	}{
		{"gmem pointer", "local_tile(make_tensor(make_gmem_ptr<half_t>(64), make_layout((64,32))), (16,8), (1,2))", engine.Pointer{}},
		{"swizzled smem pointer", "make_tensor(make_smem_ptr<half_t>(0), GMMA::Layout_K_SW128_Atom<half_t>{})", engine.Pointer{}},
		{"sub-byte pointer", "make_tensor(make_gmem_ptr<int4_t>(16), make_layout((8,4)))(_,1)", engine.Pointer{}},
		{"register array", "make_tensor<float>(make_shape(2,3))", engine.Pointer{}},
		{"tmem pointer", "partition_fragment_C(make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,half_t,128,64,UMMA::Major::K,UMMA::Major::K>{}),Shape<_256,_128>{})(_,1,1)", engine.TmemPointer{}},
		{"counting identity", "make_identity_tensor((4,(2,3)))", engine.ArithTuple{}},
		{"counting, moved", "make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, make_layout((16,8),(8,1)), make_layout((1,8))).get_slice(5).partition_S(make_identity_tensor((64,32)))", engine.ArithTuple{}},
		{"counting over ints", "make_coord_tensor((4,5):(1,4))", engine.ArithTuple{}},
	} {
		v, err := NewEnv().Eval(tc.stmt)
		if err != nil {
			t.Errorf("%s: %s: %v", tc.name, tc.stmt, err)
			continue
		}
		var it engine.Iterator
		switch v := v.(type) {
		case value.TensorValue:
			it = v.T.Iter
		case value.CoordTensorValue:
			it = v.T.Iter
		default:
			t.Errorf("%s: %s is a %T, not a tensor of an engine iterator", tc.name, tc.stmt, v)
			continue
		}
		if got, want := kindName(it), kindName(tc.iter); got != want {
			t.Errorf("%s: the iterator is a %s, want a %s", tc.name, got, want)
		}
		for _, static := range []bool{false, true} {
			if why := readsBack(v, static); why != "" {
				t.Errorf("%s: %s prints %s (static %v), which %s", tc.name, tc.stmt, v, static, why)
			}
		}
	}
}

func kindName(it engine.Iterator) string {
	switch it.(type) {
	case engine.Pointer:
		return "Pointer"
	case engine.TmemPointer:
		return "TmemPointer"
	case engine.ArithTuple:
		return "ArithTuple"
	case engine.DescriptorIterator:
		return "DescriptorIterator"
	}
	return "unknown iterator"
}
