package reader

import "testing"

// TestAnchor: the top line moves with the pane or prose it is in; a
// reader at the end stays at the end.
func TestAnchor(t *testing.T) {
	// Prose 0-9, pane 0 at 10 (3 lines), prose 13-19, pane 1 at 20 (3
	// lines), prose 23-29: 30 lines. Then pane 0 grows by 5 lines.
	before := &layoutSpans{starts: []int{10, 20}, heights: []int{3, 3}, total: 30}
	grown := &layoutSpans{starts: []int{10, 25}, heights: []int{8, 3}, total: 35}
	for _, c := range []struct {
		name           string
		offset, height int
		want           int
	}{
		{"top in the prose above both panes", 4, 5, 4},
		{"top inside the pane that grew", 11, 5, 11},
		{"top in the prose after the pane that grew", 15, 5, 20},
		{"top inside the pane below", 21, 5, 26},
		{"top in the last prose", 24, 3, 29},
		{"at the end stays at the end", 25, 5, 30},
		{"at the start of a short screen", 0, 5, 0},
	} {
		if got := Anchor(before, grown, c.offset, c.height); got != c.want {
			t.Errorf("%s: Anchor(offset %d) = %d, want %d", c.name, c.offset, got, c.want)
		}
	}
	// A pane that shrinks pulls the reading up with it, never past 0.
	shrunk := &layoutSpans{starts: []int{10, 18}, heights: []int{1, 3}, total: 28}
	if got := Anchor(before, shrunk, 15, 5); got != 13 {
		t.Errorf("shrunk: Anchor(15) = %d, want 13", got)
	}
	if got := Anchor(nil, grown, 7, 5); got != 7 {
		t.Errorf("no layout before: Anchor = %d, want the offset 7", got)
	}
}
