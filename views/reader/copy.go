package reader

import (
	"strings"

	"github.com/cutetui/cutetui/views/figure"
	"github.com/cutetui/cutetui/views/pane"
	"github.com/cutetui/cutetui/views/quiz"
	"github.com/cutetui/cutetui/views/tiles"
)

// Selection is what y and Y copy from the selected block: Kind names it
// for the status line ("pane", "exercise", "tile map"); Statements is its
// text (an exercise's question: its answer is not given away); Value is
// the result of a cute pane's last statement that has one ("" otherwise).
type Selection struct {
	Kind, Statements, Value string
}

// Selected returns the selected block's Selection; false when no block is
// selected.
func (m *Model) Selected() (Selection, bool) {
	if m.focus < 0 || m.focus >= len(m.panes) {
		return Selection{}, false
	}
	switch p := m.panes[m.focus].(type) {
	case *pane.Model:
		s := Selection{Kind: "pane", Statements: strings.TrimRight(p.Text(), "\n")}
		for _, o := range p.Outcomes() {
			if o.Err == "" && o.Text != "" {
				s.Value = o.Text
			}
		}
		return s, true
	case *quiz.Model:
		return Selection{Kind: "exercise", Statements: p.Question()}, true
	case *tiles.Model:
		return Selection{Kind: "tile map", Statements: strings.TrimRight(p.Text(), "\n")}, true
	}
	return Selection{}, false
}

// SelectedFigure is the figure of the selected cute pane, as `cutetui
// draw` draws it: isPane is false when no cute pane is selected, err says
// why a selected pane has no figure.
func (m *Model) SelectedFigure() (f *figure.Figure, isPane bool, err error) {
	if m.focus < 0 || m.focus >= len(m.panes) {
		return nil, false, nil
	}
	p, ok := m.panes[m.focus].(*pane.Model)
	if !ok {
		return nil, false, nil
	}
	f, err = p.Figure()
	return f, true, err
}
