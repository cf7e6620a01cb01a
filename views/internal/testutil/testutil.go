// Package testutil builds the shared state views tests run with: the Ascii
// colour profile, so golden files hold plain text.
package testutil

import (
	"io"

	"github.com/charmbracelet/lipgloss"
	"github.com/cutetui/cutetui/views/common"
	"github.com/muesli/termenv"
)

// Common returns a Common with the Ascii profile and dark styles (sizes
// are each component's own: set them with SetSize).
func Common() common.Common {
	return common.New(lipgloss.NewRenderer(io.Discard), termenv.Ascii, true, "notty")
}
