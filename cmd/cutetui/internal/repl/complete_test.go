package repl

import (
	"slices"
	"testing"
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
	c.addVar("sizes")
	c.addVar("tile")
	c.addVar("tile")
	got, n := c.Do([]rune("x = siz"), 7)
	var gs []string
	for _, g := range got {
		gs = append(gs, string(g))
	}
	if want := []string{"e", "es"}; !slices.Equal(gs, want) || n != 3 {
		t.Errorf("got %q, %d; want %q, 3", gs, n, want)
	}
	if got, _ := c.Do([]rune("til"), 3); len(got) != 4 || string(got[0]) != "e" || string(got[1]) != "e_to_shape" {
		t.Errorf("til: %q", got)
	}
}
