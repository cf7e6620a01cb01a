package pane

import (
	"github.com/cutetui/cutetui/views/bankview"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/figure"
)

// bankViews are a pane's bank views, one for each bank_conflicts result,
// found by the outcome's value, so that the phase shown survives an edit
// that leaves the result alone. Keys step the last one.
type bankViews struct {
	byValue map[string]*bankview.Model
	last    string // the value of the last bank result; "" when none
}

// sync makes the views of outcomes' bank results, keeping those whose
// value is unchanged.
func (bs *bankViews) sync(c common.Common, outcomes []Outcome) {
	old := bs.byValue
	bs.byValue, bs.last = nil, ""
	for i := range outcomes {
		o := &outcomes[i]
		if o.Bank == nil {
			continue
		}
		if bs.byValue == nil {
			bs.byValue = map[string]*bankview.Model{}
		}
		bv, ok := old[o.Value]
		if !ok {
			bv = bankview.New(c, o.Bank.R)
		}
		bs.byValue[o.Value], bs.last = bv, o.Value
	}
}

// minPhaseLines is the fewest lines a bank view's phases get: four
// conflicted phases of 8 threads (ldmatrix.x4, LDS.128) at any width that
// holds 8 threads a line.
const minPhaseLines = 20

// resize sizes every view: the pane's inner width, and half the reader's
// height for the phases (at least minPhaseLines).
func (bs *bankViews) resize(m *Model) {
	for _, bv := range bs.byValue {
		bv.SetSize(max(m.width-4, 10), max(m.height/2, minPhaseLines))
	}
}

// current is the view the keys step (the last bank result's), or nil.
func (bs *bankViews) current() *bankview.Model {
	if bs.last == "" {
		return nil
	}
	return bs.byValue[bs.last]
}

// view draws outcome i's bank view.
func (bs *bankViews) view(m *Model, i int) string {
	if bv := bs.byValue[m.outcomes[i].Value]; bv != nil {
		return bv.View()
	}
	return ""
}

// gridColour is how the grid of outcome last is coloured: a bank result's
// layout by bank, at its element's size (when whole bytes), and reports
// whether it is so; any other by the pane's mode and bytes option.
func (m *Model) gridColour(last *Outcome) (mode figure.Mode, bytes int, byBank bool) {
	if last != nil && last.Bank != nil && last.Bank.Smem.ElemBits%8 == 0 {
		return figure.ByBank, last.Bank.Smem.ElemBits / 8, true
	}
	return m.gv.mode, m.gv.bytes, false
}
