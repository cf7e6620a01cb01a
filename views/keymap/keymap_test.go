package keymap

import "testing"

func TestActive(t *testing.T) {
	k := Default()
	for _, c := range []struct {
		key     string
		editing bool
		want    bool
	}{
		{"r", false, true},      // selected pane: r resets
		{"r", true, false},      // editing: r is text
		{"ctrl+r", true, true},  // editing: ctrl+r resets
		{"ctrl+r", false, true}, // and when selected
		{"x", false, false},     // not a reset key
	} {
		if got := Active(c.key, k.Reset, c.editing); got != c.want {
			t.Errorf("Active(%q, Reset, editing=%v) = %v, want %v", c.key, c.editing, got, c.want)
		}
	}
	if !Active("tab", k.NextPane, true) {
		t.Error("tab must leave an edited pane")
	}
}
