package app

import (
	"bytes"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

func TestLinkHeaders(t *testing.T) {
	link := func(path, shown string) string {
		return "\x1b]8;;https://github.com/NVIDIA/cutlass/blob/main/include/" + path + "\a" + shown + "\x1b]8;;\a"
	}
	for _, tc := range []struct{ in, want string }{
		{"see layout.hpp.", "see " + link("cute/layout.hpp", "layout.hpp") + "."},
		{"in cute/atom/mma_traits_sm80.hpp", "in " + link("cute/atom/mma_traits_sm80.hpp", "cute/atom/mma_traits_sm80.hpp")},
		{"my_own.hpp and kernels/wgmma.cuh", "my_own.hpp and kernels/wgmma.cuh"},
		{"no header here", "no header here"},
		{"in mma_\x1b[0m\x1b[38;5;252mtraits_sm80.hpp!", "in " + link("cute/atom/mma_traits_sm80.hpp", "mma_\x1b[0m\x1b[38;5;252mtraits_sm80.hpp") + "!"},
	} {
		if got := linkHeaders(tc.in); got != tc.want {
			t.Errorf("linkHeaders(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if ansi.Strip(linkHeaders(tc.in)) != ansi.Strip(tc.in) {
			t.Errorf("%q: the words shown changed", tc.in)
		}
	}
}

// TestViewLinksHeaders: in a terminal with colour the lesson text's
// CUTLASS header is a hyperlink; in plain text (NO_COLOR, TERM=dumb) no
// escape sequence is added.
func TestViewLinksHeaders(t *testing.T) {
	src := []byte("# Links\n\nThe atom is in mma_traits_sm80.hpp, with the others.\n")
	r := lipgloss.NewRenderer(&bytes.Buffer{}, termenv.WithProfile(termenv.ANSI256))
	for _, tc := range []struct {
		c    common.Common
		link bool
	}{{common.New(r, termenv.ANSI256, true, "dark"), true}, {testutil.Common(), false}} {
		m := New(tc.c, Options{Notebook: "l.md", NotebookSource: src})
		drive(m, tea.WindowSizeMsg{Width: 100, Height: 20})
		v := m.View()
		if !strings.Contains(ansi.Strip(v), "mma_traits_sm80.hpp") {
			t.Fatalf("the text is not shown:\n%s", v)
		}
		if got := strings.Contains(v, "\x1b]8;;https://github.com/NVIDIA/cutlass/blob/main/include/cute/atom/mma_traits_sm80.hpp\a"); got != tc.link {
			t.Errorf("profile %v: link %v, want %v", tc.c.Profile, got, tc.link)
		}
	}
}
