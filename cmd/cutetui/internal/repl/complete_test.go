package repl

import (
	"slices"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

func TestCompleter(t *testing.T) {
	for _, tc := range []struct {
		line string
		pos  int
		want []string
		n    int
	}{
		{"zipped_d", 8, []string{"ivide"}, 8},
		{"A = coal", 8, []string{"esce"}, 4},
		{"size(zipped_", 12, []string{"divide", "product"}, 7},
		{"coalesce(A) ", 12, nil, 0}, // nothing to complete after a blank
		{"xyz", 3, nil, 3},
		{"upcast", 2, []string{"cast"}, 2}, // completes the word up to the cursor
		{"", 0, nil, 0},
		{"ab", 99, nil, 2}, // a position past the end is the end
	} {
		got, n := (&completer{}).Do([]rune(tc.line), tc.pos)
		var gs []string
		for _, g := range got {
			gs = append(gs, string(g))
		}
		if !slices.Equal(gs, tc.want) || n != tc.n {
			t.Errorf("Do(%q, %d) = %q, %d; want %q, %d", tc.line, tc.pos, gs, n, tc.want, tc.n)
		}
	}
}

// TestCompleterVariables: variables complete beside functions, in order.
func TestCompleterVariables(t *testing.T) {
	c := &completer{}
	c.addVar("myTiles")
	c.addVar("myTile")
	c.addVar("myTile")
	c.addVar("tile")
	if got, n := c.Do([]rune("x = myT"), 7); !slices.Equal(strs(got), []string{"ile", "iles"}) || n != 3 {
		t.Errorf("myT: %q, %d; want [ile iles], 3", strs(got), n)
	}
	names := []string{"tile"} // the variable, among the functions, in order
	for _, d := range eval.Builtins(model.Library()) {
		if strings.HasPrefix(d.Name, "til") {
			names = append(names, d.Name)
		}
	}
	slices.Sort(names)
	var want []string
	for _, n := range names {
		want = append(want, n[3:])
	}
	if got, _ := c.Do([]rune("til"), 3); !slices.Equal(strs(got), want) || len(want) < 2 {
		t.Errorf("til: %q, want %q", strs(got), want)
	}
}

func strs(rs [][]rune) []string {
	var out []string
	for _, r := range rs {
		out = append(out, string(r))
	}
	return out
}
