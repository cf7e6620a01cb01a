package reader

import (
	"strings"
	"testing"

	"github.com/muesli/termenv"
)

// TestRenderMalformedMarkdown: glamour on the 4 bytes "> \t~", which
// crash goldmark, gives an error for the reader to show, not a panic.
func TestRenderMalformedMarkdown(t *testing.T) {
	_, err := renderProse(renderKey{doc: "x", width: 80, style: "dark", profile: termenv.Ascii}, "> \t~", 0)
	if err == nil || !strings.Contains(err.Error(), "malformed Markdown") {
		t.Errorf("renderProse = %v, want a malformed Markdown error", err)
	}
}
