package reader

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestListItemsReflowAndHang: a bullet whose source runs over several
// lines (lesson 25's "One factor per VS values") is one item wrapped to
// the width, its wrapped lines under its text, as a paragraph reflows;
// code fences and hard breaks are left as written.
func TestListItemsReflowAndHang(t *testing.T) {
	md := "- `SM100_MMA_MXF8F6F4_SS<a, b>`: 8-, 6-\n  or 4-bit A and B, K = 32 per instruction, VS = 32, factors of type\n  `float_ue8m0_t` (a power of two);\n- second\n\n```cpp\n- not an item\n  kept\n```\n\n1. first  \n   kept after a hard break\n"
	joined := joinListItems(md)
	if !strings.Contains(joined, "8-, 6- or 4-bit A and B, K = 32 per instruction, VS = 32, factors of type `float_ue8m0_t` (a power of two);\n- second") {
		t.Errorf("the item was not joined:\n%s", joined)
	}
	if !strings.Contains(joined, "- not an item\n  kept\n") || !strings.Contains(joined, "1. first  \n   kept after a hard break") {
		t.Errorf("a fence or a hard break was joined:\n%s", joined)
	}
	r, err := renderProse(renderKey{width: 60, style: "notty"}, md, 0)
	if err != nil {
		t.Fatal(err)
	}
	lines := r.chunks[0]
	var item []string
	for i, l := range lines {
		if strings.Contains(l, "• SM100") {
			item = lines[i : i+4]
			break
		}
	}
	if item == nil {
		t.Fatalf("no bullet in:\n%s", strings.Join(lines, "\n"))
	}
	col := ansi.StringWidth(item[0][:strings.Index(item[0], "SM100")])
	for _, l := range item[1:] {
		if strings.HasPrefix(strings.TrimLeft(l, " "), "•") {
			break
		}
		if got := len(l) - len(strings.TrimLeft(l, " ")); got != col {
			t.Errorf("a wrapped line starts at column %d, the item's text at %d:\n%s", got, col, strings.Join(item, "\n"))
		}
		if w := ansi.StringWidth(l); w > 60 {
			t.Errorf("line of %d columns at width 60: %q", w, l)
		}
	}
}
