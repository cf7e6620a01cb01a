// Package testutil builds the shared state views tests run with: the Ascii
// colour profile, so golden files hold plain text.
package testutil

import (
	"io"

	"github.com/charmbracelet/lipgloss"
	"github.com/cutetui/cutetui/views/common"
	"github.com/muesli/termenv"
)

// Common returns a Common with the Ascii profile and dark styles.
func Common(w, h int) *common.Common {
	r := lipgloss.NewRenderer(io.Discard)
	c := common.New(r, termenv.Ascii, true, "notty")
	c.Width, c.Height = w, h
	return c
}
