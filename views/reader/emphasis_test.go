package reader

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/muesli/termenv"
)

// TestDumbTerminalShowsNoEmphasisMarkers: on a terminal without colour
// (TERM=dumb: the Ascii profile and the notty style) lesson 15's emphasis
// reads as plain words — "stride 0", not glamour's literal "stride **0**".
func TestDumbTerminalShowsNoEmphasisMarkers(t *testing.T) {
	src, err := lessons.Source("mma")
	if err != nil {
		t.Fatal(err)
	}
	d := notebook.Parse(src)
	md := proseWithPlaceholders(d)
	if !strings.Contains(md, "stride **0**") {
		t.Fatalf("lesson 15 no longer emphasises the stride 0 this test reads")
	}
	r, err := renderProse(renderKey{width: 100, style: "notty", profile: termenv.Ascii}, md, len(d.Blocks))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, c := range r.chunks {
		lines = append(lines, c...)
	}
	out := strings.Join(lines, "\n")
	if strings.Contains(out, "**") || !strings.Contains(out, "has stride 0.") {
		t.Errorf("emphasis markers shown literally:\n%s", out)
	}
	golden.RequireEqual(t, []byte(out))
}
