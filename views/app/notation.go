package app

import "github.com/cutetui/cutetui/views/common"

// NotationSwitch lets the course index switch the course's panes between
// C++ and the CuTe DSL's notation (the Notation key): the lessons'
// statements rewritten by InDSL and their results printed by DSLEval.
type NotationSwitch struct {
	DSL bool // the course is shown in the DSL's notation now
	// CPP are the sources of the first len(CPP) lessons (the course) as
	// written; the notebooks after them are never rewritten.
	CPP     [][]byte
	InDSL   func([]byte) []byte // a lesson's Markdown with its panes in the DSL's notation
	DSLEval common.Evaluator    // evaluates a pane, printing as the DSL does
	CPPEval common.Evaluator    // the C++ notation's evaluator (nil: in process)
}

// toggleNotation switches the course's notation: each course lesson's
// source is rewritten or restored, the lesson readers made so far are
// dropped (a lesson is never saved: its pane edits of this session go,
// and the status line says so), and panes evaluate with the notation's
// evaluator.
func (m *Model) toggleNotation() {
	n := m.opts.Notation
	n.DSL = !n.DSL
	for i := range m.opts.Lessons {
		if i >= len(n.CPP) {
			break
		}
		l := &m.opts.Lessons[i]
		l.Source = n.CPP[i]
		if n.DSL {
			l.Source = n.InDSL(n.CPP[i])
		}
		delete(m.readers, l.Name)
	}
	m.c.Evaluate = n.CPPEval
	m.status = "notation: C++ (lesson panes start afresh)"
	if n.DSL {
		m.c.Evaluate = n.DSLEval
		m.status = "notation: the CuTe DSL (lesson panes start afresh)"
	}
}
