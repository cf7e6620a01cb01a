package value

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
)

func layout(t *testing.T, shape, stride engine.IntTuple) LayoutValue {
	t.Helper()
	l, err := engine.MakeLayout(shape, stride)
	if err != nil {
		t.Fatal(err)
	}
	return LayoutValue{L: l}
}

// TestCompare: Identical for the same printout, Equivalent for layouts
// that print differently and agree at every index, Different otherwise
// (kinds apart too); layouts too large to walk are refused.
func TestCompare(t *testing.T) {
	flat := layout(t, engine.Int(12), engine.Int(1))
	split := layout(t, engine.Ints(2, 6), engine.Ints(1, 2))
	strided := layout(t, engine.Int(12), engine.Int(2))
	for _, c := range []struct {
		a, b Value
		want Match
	}{
		{flat, flat, Identical},
		{split, flat, Equivalent},
		{strided, flat, Different},
		{TupleValue{T: engine.Int(12)}, flat, Different},
		{TupleValue{T: engine.Tuple(engine.Int(24))}, TupleValue{T: engine.Int(24)}, Different},
	} {
		got, err := Compare(c.a, c.b)
		if err != nil || got != c.want {
			t.Errorf("Compare(%s, %s) = %v, %v; want %v", c.a, c.b, got, err, c.want)
		}
	}
	big := layout(t, engine.Ints(1024, 2048), engine.Ints(1, 1024))
	if _, err := Compare(big, layout(t, engine.Int(1<<21), engine.Int(1))); err == nil {
		t.Error("Compare of 2^21 elements was not refused")
	}
}

// TestAppendStopsAtTheBudget: Append prints a value of at most max
// nodes as String (or StaticString) prints it, and leaves dst as it was
// for a larger one, without printing it whole first.
func TestAppendStopsAtTheBudget(t *testing.T) {
	l := layout(t, engine.Ints(4, 8), engine.Ints(1, 4))
	for _, static := range []bool{false, true} {
		want := l.String()
		if static {
			want = l.StaticString()
		}
		got, ok := Append([]byte("x="), l, static, 1<<12)
		if !ok || string(got) != "x="+want {
			t.Errorf("Append(%s, static %v) = %q, %v", l, static, got, ok)
		}
	}
	nodes := (1 << 12) - Size(l, 1<<12) // the ints and tuples l holds
	if got, ok := Append([]byte("x="), l, false, nodes-1); ok || string(got) != "x=" {
		t.Errorf("Append under %d nodes of a layout of %d = %q, %v", nodes-1, nodes, got, ok)
	}
	if got, ok := Append(nil, l, false, nodes); !ok || string(got) != l.String() {
		t.Errorf("Append at exactly %d nodes = %q, %v", nodes, got, ok)
	}
	wide := TupleValue{T: engine.Ints(make([]int, 100)...)}
	if got, ok := Append(nil, ValuesValue{Vals: []Value{wide, wide}}, false, 150); ok || len(got) != 0 {
		t.Errorf("Append of 202 nodes under 150 = %q, %v", got, ok)
	}
	if s := (ValuesValue{Vals: []Value{wide}}).String(); !strings.HasPrefix(s, "((0,0,") {
		t.Errorf("a tuple of values prints %q", s)
	}
}
