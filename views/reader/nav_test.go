package reader

import (
	"reflect"
	"strings"
	"testing"

	"github.com/charmbracelet/glamour"
	"github.com/muesli/termenv"
)

func TestClampOffset(t *testing.T) {
	for _, c := range []struct{ off, total, h, want int }{
		{0, 100, 20, 0}, {-5, 100, 20, 0}, {90, 100, 20, 80}, {50, 100, 20, 50}, {10, 5, 20, 0},
	} {
		if got := ClampOffset(c.off, c.total, c.h); got != c.want {
			t.Errorf("ClampOffset(%d,%d,%d) = %d, want %d", c.off, c.total, c.h, got, c.want)
		}
	}
}

func TestReveal(t *testing.T) {
	for _, c := range []struct{ off, h, s, e, want int }{
		{0, 10, 2, 5, 0},    // already visible
		{0, 10, 8, 14, 4},   // below: bottom aligned
		{20, 10, 5, 8, 5},   // above: top aligned
		{0, 10, 30, 50, 30}, // taller than screen: start
	} {
		if got := Reveal(c.off, c.h, c.s, c.e); got != c.want {
			t.Errorf("Reveal(%d,%d,%d,%d) = %d, want %d", c.off, c.h, c.s, c.e, got, c.want)
		}
	}
}

func TestNextFocus(t *testing.T) {
	for _, c := range []struct{ cur, n, dir, want int }{
		{-1, 3, 1, 0}, {-1, 3, -1, 2}, {0, 3, 1, 1}, {2, 3, 1, -1}, {0, 3, -1, -1}, {-1, 0, 1, -1},
	} {
		if got := NextFocus(c.cur, c.n, c.dir); got != c.want {
			t.Errorf("NextFocus(%d,%d,%d) = %d, want %d", c.cur, c.n, c.dir, got, c.want)
		}
	}
}

func TestFocusNear(t *testing.T) {
	starts := []int{5, 40, 90}
	for _, c := range []struct{ off, h, dir, want int }{
		{0, 20, 1, 0}, {10, 20, 1, 1}, {95, 20, 1, 0}, {50, 20, -1, 1}, {0, 20, -1, 0}, {100, 20, -1, 2},
	} {
		if got := FocusNear(starts, c.off, c.h, c.dir); got != c.want {
			t.Errorf("FocusNear(%d,%d,%d) = %d, want %d", c.off, c.h, c.dir, got, c.want)
		}
	}
}

func TestMatchesAndNextMatch(t *testing.T) {
	lines := []string{"Coalesce", "\x1b[1mcoal\x1b[0mesce rules", "nothing", "COALESCE again"}
	m := Matches(lines, "coalesce")
	if !reflect.DeepEqual(m, []int{0, 1, 3}) { // line 1 is split by a style but strips to "coalesce rules"
		t.Fatalf("Matches = %v", m)
	}
	m = []int{3, 10, 20}
	for _, c := range []struct{ off, dir, want int }{
		{0, 1, 0}, {3, 1, 1}, {20, 1, 0}, {10, -1, 0}, {3, -1, 2}, {25, -1, 2},
	} {
		if got := NextMatch(m, c.off, c.dir); got != c.want {
			t.Errorf("NextMatch(%d,%d) = %d, want %d", c.off, c.dir, got, c.want)
		}
	}
	if NextMatch(nil, 0, 1) != -1 || Matches(lines, "") != nil {
		t.Error("empty cases")
	}
}

func TestTrimTrailingBlanks(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"abc   ", "abc"},
		{"\x1b[38;5;252mabc\x1b[0m\x1b[38;5;252m \x1b[0m\x1b[38;5;252m \x1b[0m", "\x1b[38;5;252mabc\x1b[0m"},
		{"  \x1b[1m \x1b[0m", ""},
		{"a m", "a m"},
		{"x\x1b[1m", "x\x1b[0m"},
	} {
		if got := trimTrailingBlanks(c.in); got != c.want {
			t.Errorf("trimTrailingBlanks(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestTo16ColoursMatchesGlamour(t *testing.T) {
	md := "# Title\n\nSome *prose* with `code` and **bold**.\n\n> a quote\n\n- a list item\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
	k := renderKey{doc: "x", width: 60, style: "dark", profile: termenv.ANSI}
	fast, err := renderProse(k, md, 0)
	if err != nil {
		t.Fatal(err)
	}
	// The slow path: glamour converting every span itself.
	style, err := glamourStyle("dark")
	if err != nil {
		t.Fatal(err)
	}
	tr, err := glamour.NewTermRenderer(glamour.WithStyles(style), glamour.WithColorProfile(termenv.ANSI), glamour.WithWordWrap(56))
	if err != nil {
		t.Fatal(err)
	}
	out, err := tr.Render(md)
	if err != nil {
		t.Fatal(err)
	}
	var slow []string
	for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		slow = append(slow, trimTrailingBlanks(l))
	}
	got := strings.Join(fast.chunks[0], "\n")
	want := strings.Join(trimBlankEdges(slow), "\n")
	if got != want {
		t.Errorf("16-colour output differs:\n%q\n%q", got, want)
	}
	if strings.Contains(got, "38;5;") || strings.Contains(got, "48;5;") {
		t.Error("256-colour codes left")
	}
	if to16Colours("\x1b[1;38;5;196;48;5;21mX\x1b[0m") != "\x1b[1;91;104mX\x1b[0m" {
		t.Errorf("conversion: %q", to16Colours("\x1b[1;38;5;196;48;5;21mX\x1b[0m"))
	}
}

func TestKeep(t *testing.T) {
	for _, c := range []struct{ off, h, s, e, want int }{
		{0, 10, 2, 5, 0},     // visible: as Reveal
		{0, 10, 8, 14, 4},    // below: bottom aligned
		{0, 10, 30, 50, 30},  // taller, screen above it: its start
		{35, 10, 30, 50, 35}, // taller, screen inside it: stays
		{45, 10, 30, 50, 30}, // taller, screen past its end: its start
	} {
		if got := Keep(c.off, c.h, c.s, c.e); got != c.want {
			t.Errorf("Keep(%d,%d,%d,%d) = %d, want %d", c.off, c.h, c.s, c.e, got, c.want)
		}
	}
}
