package pane

import "github.com/cutetui/cutetui/views/hw"

// hwPicture draws a hardware value (a TMA copy, a GMMA descriptor) with
// views/hw at width, as many lines as a picture takes.
func (m *Model) hwPicture(last *Outcome, width int) string {
	s, err := hw.FromValue(last.HW, width, m.gridRows()+paneLines/2)
	if err != nil {
		return m.c.Styles.Error.Render(err.Error())
	}
	return s
}
