package engine

import "testing"

// TestCountingTensors holds make_identity_tensor and make_coord_tensor,
// and a counting tensor's partitions, slices and elements, to what g++
// printed for the same C++ (internal/crosscheck TestCutlassBasis and
// TestCutlassTensors): the iterator moves by ArithmeticTuples.
func TestCountingTensors(t *testing.T) {
	id, err := MakeIdentityTensor(Ints(4, 8))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := id.StaticString(), "ArithTuple(_0,_0) o (_4,_8):(_1@0,_1@1)"; got != want {
		t.Errorf("make_identity_tensor = %s, want %s", got, want)
	}
	if got, want := id.String(), "ArithTuple(0,0) o (4,8):(1@0,1@1)"; got != want {
		t.Errorf("String = %s, want %s", got, want)
	}
	tile, err := id.Apply(LocalTileOp(Ints(2, 4), Ints(1, 1), nil))
	if err != nil || tile.StaticString() != "ArithTuple(_2,_4) o (_2,_4):(_1@0,_1@1)" {
		t.Errorf("local_tile = %s (%v)", tile.StaticString(), err)
	}
	s, err := id.Slice(Tuple(Underscore(), Int(3)))
	if err != nil || s.StaticString() != "ArithTuple(_0,_3) o (_4):(_1@0)" {
		t.Errorf("T(_,3) = %s (%v)", s.StaticString(), err)
	}
	l, _ := MakeLayout(Ints(64, 32), Ints(32, 1))
	ct, err := MakeCoordTensor(l)
	if err != nil || ct.StaticString() != "ArithTuple_0 o (_64,_32):(_32,_1)" {
		t.Errorf("make_coord_tensor = %s (%v)", ct.StaticString(), err)
	}
	if s, err := ct.Slice(Tuple(Underscore(), Int(1))); err != nil || s.StaticString() != "ArithTuple_1 o (_64):(_32)" {
		t.Errorf("coord tensor T(_,1) = %s (%v)", s.StaticString(), err)
	}
	nested, err := MakeIdentityTensor(Tuple(Ints(2, 2), Int(8)))
	if err != nil {
		t.Fatal(err)
	}
	if c, err := nested.At(Ints(3, 5)); err != nil || c.StaticString() != "((_1,_1),_5)" {
		t.Errorf("T(3,5) = %s (%v)", c.StaticString(), err)
	}
	if c, err := id.At(Tuple(DynInt(2), Int(1))); err != nil || c.StaticString() != "(2,_1)" {
		t.Errorf("T(int(2),_1) = %s (%v)", c.StaticString(), err)
	}
	p := MakeTensor(Pointer{Space: "gmem", Type: "half_t", Bits: 16}, l)
	if _, err := p.At(Ints(1, 1)); err == nil {
		t.Error("T(c) of a pointer tensor without data must be refused")
	}
}
