package engine

import "testing"

// TestDynIntIsAnIntegerThatPrintsWithoutItsMark: a dynamic integer is an
// integer of the same value, printed as C++ prints int(4) (no `_`), while
// a static one keeps C++'s `_4`.
func TestDynIntIsAnIntegerThatPrintsWithoutItsMark(t *testing.T) {
	d, s := DynInt(4), Int(4)
	if !d.IsInt() || d.IsTuple() || d.IsUnderscore() || !d.IsDynamic() || s.IsDynamic() || Underscore().IsDynamic() {
		t.Fatalf("kinds: DynInt(4) int=%v tuple=%v _=%v dynamic=%v; Int(4) dynamic=%v", d.IsInt(), d.IsTuple(), d.IsUnderscore(), d.IsDynamic(), s.IsDynamic())
	}
	if d.Value() != 4 || !d.Equal(s) || d.Identical(s) || !d.Identical(DynInt(4)) {
		t.Errorf("DynInt(4): value %d, Equal(_4) %v, Identical(_4) %v", d.Value(), d.Equal(s), d.Identical(s))
	}
	mixed := Tuple(Int(2), Tuple(DynInt(1), Int(6)))
	if got, want := mixed.StaticString(), "(_2,(1,_6))"; got != want {
		t.Errorf("StaticString = %s, want %s", got, want)
	}
	if got, want := mixed.String(), "(2,(1,6))"; got != want {
		t.Errorf("String = %s, want %s", got, want)
	}
	if Tuple(DynInt(3)).IsInt() || Tuple().IsDynamic() {
		t.Errorf("a tuple is not an integer")
	}
}
