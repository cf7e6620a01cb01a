package reader

import (
	"testing"

	"github.com/cutetui/cutetui/views/keymap"
)

// TestRoute pins each rule of the reader's key routing.
func TestRoute(t *testing.T) {
	var (
		reading   = keyState{}
		focused   = keyState{Focused: true}
		searched  = keyState{Query: true}
		both      = keyState{Focused: true, Query: true}
		searching = keyState{Searching: true, Query: true}
		contents  = keyState{Contents: true, Query: true}
		bench     = keyState{Bench: true, Practice: true}
	)
	cases := []struct {
		name  string
		state keyState
		key   string
		want  action
	}{
		{"j scrolls", reading, "j", actLineDown},
		{"down scrolls", reading, "down", actLineDown},
		{"k scrolls up", reading, "k", actLineUp},
		{"space pages", reading, " ", actPageDown},
		{"b pages up", reading, "b", actPageUp},
		{"d half page", reading, "d", actHalfDown},
		{"u half page up", reading, "u", actHalfUp},
		{"g top", reading, "g", actTop},
		{"G bottom", reading, "G", actBottom},
		{"tab selects a block", reading, "tab", actNextPane},
		{"shift+tab selects backwards", reading, "shift+tab", actPrevPane},
		{"/ opens search", reading, "/", actSearch},
		{"n next match", searched, "n", actSearchNext},
		{"N previous match", searched, "N", actSearchPrev},
		{"t contents", reading, "t", actContents},
		{"] next lesson", reading, "]", actNextLesson},
		{"[ previous lesson", reading, "[", actPrevLesson},
		{"ctrl+s saves", reading, "ctrl+s", actSave},
		{"ctrl+s saves with a block selected", focused, "ctrl+s", actSave},
		{"esc with nothing to undo is the app's", reading, "esc", actUnused},
		{"esc unselects a block first", both, "esc", actUnfocus},
		{"esc clears a search", searched, "esc", actClearSearch},
		{"esc unselects", focused, "esc", actUnfocus},
		{"? is the app's", reading, "?", actUnused},
		{"q is the app's", focused, "q", actUnused},
		{"the search line takes letters", searching, "q", actSearchLine},
		{"the search line takes esc", searching, "esc", actSearchLine},
		{"contents: j", contents, "j", actContentsDown},
		{"contents: k", contents, "k", actContentsUp},
		{"contents: g", contents, "g", actContentsTop},
		{"contents: G", contents, "G", actContentsBottom},
		{"contents: enter", contents, "enter", actContentsOpen},
		{"contents: esc closes, search kept", contents, "esc", actContentsClose},
		{"contents: t closes", contents, "t", actContentsClose},
		{"contents: q is the app's", contents, "q", actUnused},
		{"contents: ? is the app's", contents, "?", actUnused},
		{"B without a benchmark", reading, "B", actUnused},
		{"B with one", bench, "B", actBench},
		{"p with practice", bench, "p", actPractice},
		{"p without", reading, "p", actUnused},
	}
	k := keymap.Default()
	for _, c := range cases {
		if got := route(k, c.state, keymap.Press(c.key)); got != c.want {
			t.Errorf("%s: route(%+v, %q) = %d, want %d", c.name, c.state, c.key, got, c.want)
		}
	}
}

// TestOffersBlock: a selected block sees every key first, except save and
// while the search line or the contents are open.
func TestOffersBlock(t *testing.T) {
	cases := []struct {
		state keyState
		a     action
		want  bool
	}{
		{keyState{Focused: true}, actLineDown, true},
		{keyState{Focused: true}, actUnfocus, true}, // esc stops editing first
		{keyState{Focused: true}, actUnused, true},
		{keyState{Focused: true}, actSave, false},
		{keyState{Focused: true, Searching: true}, actSearchLine, false},
		{keyState{Focused: true, Contents: true}, actContentsDown, false},
		{keyState{}, actLineDown, false},
	}
	for _, c := range cases {
		if got := offersBlock(c.state, c.a); got != c.want {
			t.Errorf("offersBlock(%+v, %d) = %v, want %v", c.state, c.a, got, c.want)
		}
	}
}
