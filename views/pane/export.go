package pane

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/figure"
)

// FigureWrittenMsg reports a figure written by ctrl+o: its file, or why
// it was not written.
type FigureWrittenMsg struct {
	Path string
	Err  error
}

// Status is the message's line for the status bar.
func (m FigureWrittenMsg) Status() string {
	if m.Err != nil {
		return "figure not written: " + m.Err.Error()
	}
	return "figure written to " + m.Path
}

// FigurePath is where ctrl+o writes block's figure: next to the notebook
// at path, named after it ("nb.md" block 2: "nb-fig2.svg"), or for a
// lesson (path ""), in the working directory after the lesson's name.
func FigurePath(path, name string, block int) string {
	if path == "" {
		base := strings.Map(func(r rune) rune {
			if r == '/' || r == '\\' || r == ' ' {
				return '-'
			}
			return r
		}, name)
		return fmt.Sprintf("%s-fig%d.svg", base, block+1)
	}
	return fmt.Sprintf("%s-fig%d.svg", strings.TrimSuffix(path, filepath.Ext(path)), block+1)
}

// SetFigurePath sets the file ctrl+o writes the pane's figure to ("":
// ctrl+o is not offered).
func (m *Model) SetFigurePath(p string) { m.figurePath = p }

// writeFigure is ctrl+o's command: the figure of the pane's last picture,
// as SVG in the pane's colours, written to its figure path.
func (m *Model) writeFigure() tea.Cmd {
	path, dark := m.figurePath, m.c.Dark
	fig, err := m.Figure()
	return func() tea.Msg {
		if err != nil {
			return FigureWrittenMsg{Path: path, Err: err}
		}
		data, err := figure.Render(fig, "svg", dark)
		if err == nil {
			err = os.WriteFile(path, data, 0o644)
		}
		return FigureWrittenMsg{Path: path, Err: err}
	}
}
