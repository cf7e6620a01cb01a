package engine

import "testing"

// TestCountingTensorOffsetsKeepCppTypes: a counting tensor's coordinate
// after a slice or a partition is coord + crd2idx(c, layout), an
// ArithmeticTuple sum with C++'s types, so a run-time coordinate or
// thread index (int(n)) makes the components it reaches run-time ints,
// a run-time 0 included. g++'s answers, CUTLASS 7107b055, from
// crosscheck's DynamicTensorCases, where cutetui printed them static.
func TestCountingTensorOffsetsKeepCppTypes(t *testing.T) {
	id, err := MakeIdentityTensor(Tuple(DynInt(128), DynInt(64)))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		crd  IntTuple
		want string
	}{
		{Tuple(Underscore(), DynInt(1)), "ArithTuple(_0,1) o (128):(_1@0)"},
		{Tuple(DynInt(3), Underscore()), "ArithTuple(3,_0) o (64):(_1@1)"},
	} {
		r, err := id.Slice(c.crd)
		if err != nil || r.StaticString() != c.want {
			t.Errorf("make_identity_tensor((128,64))%s = %s, %v; C++ prints %s", c.crd.StaticString(), r.StaticString(), err, c.want)
		}
	}
	for _, c := range []struct {
		crd  IntTuple
		want string
	}{
		{Tuple(DynInt(0), DynInt(0)), "ArithTuple(0,0) o (_32,_16):(_1@0,_1@1)"},
		{Tuple(Int(1), DynInt(2)), "ArithTuple(_32,32) o (_32,_16):(_1@0,_1@1)"},
	} {
		r, err := LocalTile(id, Tuple(Int(32), Int(16)), c.crd)
		if err != nil || r.StaticString() != c.want {
			t.Errorf("local_tile(identity (128,64), (_32,_16), %s) = %s, %v; C++ prints %s", c.crd.StaticString(), r.StaticString(), err, c.want)
		}
	}
	thr := Layout{Tuple(Int(16), Int(8)), Tuple(Int(1), Int(16))}
	for _, c := range []struct {
		idx  IntTuple
		want string
	}{
		{DynInt(0), "ArithTuple(0,0) o (8,8):(_16@0,_8@1)"},
		{DynInt(13), "ArithTuple(13,0) o (8,8):(_16@0,_8@1)"},
		{DynInt(127), "ArithTuple(15,7) o (8,8):(_16@0,_8@1)"},
	} {
		f, err := LocalPartitionOpT(thr, c.idx, nil)
		if err != nil {
			t.Fatal(err)
		}
		r, err := id.Apply(f)
		if err != nil || r.StaticString() != c.want {
			t.Errorf("local_partition(identity (128,64), (_16,_8):(_1,_16), %s) = %s, %v; C++ prints %s", c.idx.StaticString(), r.StaticString(), err, c.want)
		}
	}
}
