package reader

import (
	"strings"
	"testing"

	"github.com/charmbracelet/glamour"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/muesli/termenv"
)

// proseLines renders md's prose as the reader does at width w, without
// colour.
func proseLines(t *testing.T, md string, w int) []string {
	t.Helper()
	d := notebook.Parse([]byte(md))
	r, err := renderProse(renderKey{width: w, style: "notty", profile: termenv.Ascii}, proseWithPlaceholders(d), len(d.Blocks))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, c := range r.chunks {
		for _, l := range c {
			lines = append(lines, strings.TrimRight(ansi.Strip(l), " "))
		}
	}
	return lines
}

// TestLesson25BulletsReflow: lesson 25's "One factor per VS values"
// bullets at 200 columns read as paragraphs do: the MXF8F6F4 item's
// source breaks ("8-, 6-" / "or 4-bit") are gone.
func TestLesson25BulletsReflow(t *testing.T) {
	src, err := lessons.Source("block-scaling")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(proseLines(t, string(src), 200), "\n")
	if !strings.Contains(text, "8-, 6- or 4-bit A and B, K = 32 per instruction") {
		t.Errorf("the MXF8F6F4 bullet keeps its source breaks:\n%s", text)
	}
}

// TestEveryLessonsListsRender: in every lesson at 80 and 200 columns the
// reflowed prose holds the same text, but for spaces, as glamour's own
// rendering (only list items' line breaks move), no line is wider than a
// paragraph's.
func TestEveryLessonsListsRender(t *testing.T) {
	for _, l := range lessons.Catalog() {
		src, err := lessons.Source(l.ID)
		if err != nil {
			t.Fatal(err)
		}
		d := notebook.Parse(src)
		md := proseWithPlaceholders(d)
		for _, w := range []int{80, 200} {
			got := proseLines(t, string(src), w)
			style, err := glamourStyle("notty")
			if err != nil {
				t.Fatal(err)
			}
			tr, err := glamour.NewTermRenderer(glamour.WithStyles(style), glamour.WithColorProfile(termenv.Ascii), glamour.WithWordWrap(w-4))
			if err != nil {
				t.Fatal(err)
			}
			plain, err := tr.Render(protectBreaks(md, w-4))
			if err != nil {
				t.Fatal(err)
			}
			plain = unprotect.Replace(ansi.Strip(plain))
			for i := range d.Blocks {
				plain = strings.Replace(plain, placeholder(i), "", 1)
			}
			// glamour's own wrap of an item breaks inside a word ("(3," / "1)"):
			// the text is compared without its spaces.
			if g, p := strings.Fields(strings.Join(got, "\n")), strings.Fields(plain); strings.Join(g, "") != strings.Join(p, "") {
				k := 0
				for k < min(len(g), len(p)) && g[k] == p[k] {
					k++
				}
				t.Errorf("%s at %d: the words differ from glamour's at word %d: %q, glamour %q", l.ID, w, k, g[max(k-3, 0):min(k+3, len(g))], p[max(k-3, 0):min(k+3, len(p))])
			}
			for _, line := range got {
				if lw := ansi.StringWidth(line); lw > w-2 {
					t.Errorf("%s at %d: line %q: width %d (at most %d)", l.ID, w, line, lw, w-2)
				}
			}
		}
	}
}

// TestListItemsBreakOnlyAtSpaces: glamour wraps a list item with
// " ,.;-+|" as breakpoints; a word is not split there ("(3," / "1)",
// "C++" / "'s", "sm100." / "hpp"), as lesson 25 at 80 columns showed.
func TestListItemsBreakOnlyAtSpaces(t *testing.T) {
	md := "- " + strings.Repeat("word ", 6) + "(3,1) mma_traits_sm100.hpp C++'s a;b " + strings.Repeat("word ", 6) + "\n"
	for w := 30; w <= 60; w++ {
		text := strings.Join(proseLines(t, md, w), "\n")
		for _, word := range []string{"(3,1)", "mma_traits_sm100.hpp", "C++'s", "a;b"} {
			if !strings.Contains(text, word) {
				t.Errorf("at %d columns %q is split:\n%s", w, word, text)
			}
		}
	}
	src, err := lessons.Source("block-scaling")
	if err != nil {
		t.Fatal(err)
	}
	if text := strings.Join(proseLines(t, string(src), 80), "\n"); !strings.Contains(text, "C++'s static_assert") {
		t.Errorf("lesson 25 at 80 columns splits C++'s")
	}
}
