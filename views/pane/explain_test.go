package pane

import (
	"strings"
	"testing"
)

func TestExplain(t *testing.T) {
	src := "A = (2,(1,6)):(1,(6,2))\ncoalesce(A)\n# done"
	got, err := Explain(src, 1)
	if err != nil {
		t.Fatal(err)
	}
	want := "why coalesce(A):\n" +
		"  flatten (2,(1,6)):(1,(6,2)) to (2,1,6):(1,6,2)\n" +
		"  mode 1 is 1:6; a size-1 mode adds nothing, drop it\n" +
		"  mode 0 is 2:1 and 2×1 = 2 is the next stride: merge into 12:1\n" +
		"  12:1"
	if got != want {
		t.Errorf("Explain:\n%s\nwant:\n%s", got, want)
	}
	// A function without a derivation is named as such; a line that is no
	// call says what e explains; neither offers a stale list.
	for src, want := range map[string]string{
		"size(8:1)":  "size(8:1): size has no step-by-step derivation yet (help functions marks those that have one)",
		"A = 8:1\nA": "no step-by-step derivation for A: e works the steps of the last statement's call (help functions marks the functions that have a derivation)",
	} {
		n := strings.Count(src, "\n")
		if got, _ := Explain(src, n); got != want {
			t.Errorf("Explain(%q) = %q, want %q", src, got, want)
		}
	}
	if got, _ := Explain("composition((4,6):(6,1), 6:1)", 0); !strings.Contains(got, "Shape Divisibility Condition") {
		t.Errorf("Explain of a refusal = %q", got)
	}
	if got, _ := Explain("x", 5); got != "" {
		t.Errorf("Explain past the end = %q", got)
	}
}
