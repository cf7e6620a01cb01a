package notebook

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// mergeBase is a notebook with two cute blocks and a tile map.
const mergeBase = "# N\n\nIntro.\n\n```cute\nA = 8:1\n```\n\nMiddle.\n\n```cute\nB = 4:1\n```\n\n```cute-tiles\nproblem: 8x8\n```\n"

// TestMergeRecovered: the recovered edits go into the file as it is now,
// block by block, keeping what changed in the file since; a block edited
// on both sides keeps the file's text and is reported.
func TestMergeRecovered(t *testing.T) {
	rec := strings.Replace(mergeBase, "B = 4:1", "B = 4:2", 1) // the second block edited
	for _, c := range []struct {
		name, base, disk, want string
		taken, conflicts       []int
	}{
		{"file unchanged", mergeBase, mergeBase, rec, []int{11}, nil},
		{"prose changed in the file", mergeBase, strings.Replace(mergeBase, "Middle.", "Middle, rewritten\nover two lines.", 1),
			strings.Replace(rec, "Middle.", "Middle, rewritten\nover two lines.", 1), []int{12}, nil},
		{"the other block changed in the file", mergeBase, strings.Replace(mergeBase, "A = 8:1", "A = 16:1", 1),
			strings.Replace(rec, "A = 8:1", "A = 16:1", 1), []int{11}, nil},
		{"a block inserted before it in the file", mergeBase, strings.Replace(mergeBase, "Intro.", "Intro.\n\n```cute\nC = 2:1\n```", 1),
			strings.Replace(rec, "Intro.", "Intro.\n\n```cute\nC = 2:1\n```", 1), []int{15}, nil},
		{"the same block changed in the file", mergeBase, strings.Replace(mergeBase, "B = 4:1", "B = 4:3", 1),
			strings.Replace(mergeBase, "B = 4:1", "B = 4:3", 1), nil, []int{11}},
		{"the block removed from the file", mergeBase, strings.Replace(mergeBase, "```cute\nB = 4:1\n```\n", "", 1),
			strings.Replace(mergeBase, "```cute\nB = 4:1\n```\n", "", 1), nil, []int{11}},
		{"no base kept (an older copy)", "", strings.Replace(mergeBase, "Intro.", "New intro.", 1),
			strings.Replace(rec, "Intro.", "New intro.", 1), []int{11}, nil},
	} {
		var base []byte
		if c.base != "" {
			base = []byte(c.base)
		}
		out, m, err := MergeRecovered(base, []byte(rec), []byte(c.disk))
		if err != nil || string(out) != c.want || !slices.Equal(m.Taken, c.taken) || !slices.Equal(m.Conflicts, c.conflicts) {
			t.Errorf("%s: MergeRecovered = %q, %+v, %v\nwant %q, taken %v, conflicts %v", c.name, out, m, err, c.want, c.taken, c.conflicts)
		}
		if m.FileChanged != (c.base != "" && c.disk != c.base) { // without a base, nothing is known
			t.Errorf("%s: FileChanged %v", c.name, m.FileChanged)
		}
	}
	// A copy that is not its base with blocks edited cannot be merged.
	if _, _, err := MergeRecovered([]byte(mergeBase), []byte("# other\n"), []byte(mergeBase)); !errors.Is(err, ErrNotBlockEdits) {
		t.Errorf("a copy with other blocks: %v", err)
	}
}
