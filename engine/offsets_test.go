package engine

import "testing"

func TestOffsetsAgreeWithEval(t *testing.T) {
	for _, s := range []struct{ shape, stride IntTuple }{
		{Int(8), Int(1)},
		{Ints(4, 8), Ints(1, 4)},
		{Ints(4, 8), Ints(8, 1)},
		{Tuple(Ints(2, 2), Ints(2, 4)), Tuple(Ints(1, 8), Ints(2, 16))},
		{Tuple(Ints(32, 4), Ints(4, 32)), Tuple(Ints(4, 4096), Ints(1, 128))},
		{Tuple(Int(128), Ints(64, 16)), Tuple(Int(0), Ints(1, 64))},
		{Ints(3, 1, 5), Ints(0, 7, -2)},
		{Ints(1), Ints(0)},
	} {
		l, err := MakeLayout(s.shape, s.stride)
		if err != nil {
			t.Fatal(err)
		}
		got, err := l.Offsets(nil, 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != l.Size() {
			t.Fatalf("%s: %d offsets, want %d", l, len(got), l.Size())
		}
		for k, v := range got {
			want, err := l.Eval(Int(k))
			if err != nil {
				t.Fatal(err)
			}
			if v != want {
				t.Errorf("%s: Offsets[%d] = %d, Eval = %d", l, k, v, want)
				break
			}
		}
	}
	l, _ := MakeLayout(Ints(1024, 1024), Ints(1, 1024))
	if _, err := l.Offsets(nil, 1000); err == nil {
		t.Error("a layout over the limit was listed")
	}
}
