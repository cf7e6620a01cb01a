package pane

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/views/internal/testutil"
)

// hangWrap keeps a wrapped step under its own step: continuation lines
// are indented two past the line's indentation.
func TestHangWrap(t *testing.T) {
	got := hangWrap("why f:\n  a step whose words run past the width\n    a sub-step that runs past it too", 20)
	want := "why f:\n" +
		"  a step whose words\n" +
		"    run past the\n" +
		"    width\n" +
		"    a sub-step that\n" +
		"      runs past it\n" +
		"      too"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if got := hangWrap("a longwordthatdoesnotfit b", 8); got != "a\n  longwordthatdoesnotfit\n  b" {
		t.Errorf("a long word: %q", got)
	}
}

// TestExplanationWrapsUnderItsStep: e on lesson 15's column-major
// max_common_vector at 80 columns — a derivation step longer than the
// pane wraps under its step, not at the pane's left edge.
func TestExplanationWrapsUnderItsStep(t *testing.T) {
	m := newPane(testutil.Common(), "G = (32,64):(64,1)\nmax_common_vector(G, (32,64):(1,32))\n", Explain)
	m.SetSize(76, 22)
	m.Focus()
	press(m, kmsg("e"))
	v := m.View()
	found := false
	for _, l := range strings.Split(v, "\n") {
		inner := strings.TrimPrefix(strings.TrimSpace(l), "|")
		if strings.Contains(inner, "at index stride 1") {
			found = true
			if !strings.HasPrefix(inner, "       ") {
				t.Errorf("continuation not under its step: %q", l)
			}
		}
	}
	if !found {
		t.Fatalf("no explanation:\n%s", v)
	}
}
