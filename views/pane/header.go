package pane

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// header is the pane's first line, at most width columns: "cute", whether
// the text is edited and being evaluated; on a selected pane, what the
// picture's colours mean (the o key's mode; an unselected pane's legend
// names any but value),
// then the keys that act now — on a selected pane, edit and the way out,
// the picture's keys (o while a grid's colouring can change, z, v, n/N on
// a TV, MMA or copy view or a bank view's phases), the pane's others; on
// an edited pane, its way out; in pan mode, that it is on, where, and how
// to move and stop.
func (m *Model) header(width int) string {
	st := m.c.Styles
	title := "cute"
	if m.Dirty() {
		title += " " + st.PaneDirty.Render(st.Bullet+" edited")
	}
	if m.ev.shown != m.ev.gen { // Pending, without taking a result: View only draws
		title += " " + st.Accent.Render(m.evaluating())
	}
	if c := m.colouring(); c != "" && m.focused && !m.editing {
		title += st.Faint.Render("  colour: ") + c
	}
	used := lipgloss.Width(title) + 2
	var keys []key.Binding
	switch {
	case m.gv.panning:
		pan := fmt.Sprintf("PAN from row %d, column %d", m.gv.row, m.gv.col)
		title += "  " + st.Accent.Render(pan)
		used += 2 + lipgloss.Width(pan)
		keys = m.panKeys()
	case m.editing:
		// Letters are text: only the way out.
		return st.PaneTitle.Render(title) + st.Faint.Render(ansi.Truncate("  editing · esc stop · tab next pane", max(width-lipgloss.Width(title), 0), "…"))
	case m.focused:
		own := m.paneKeys()
		keys = append(append(own[:2:2], m.pictureKeys()...), own[2:]...)
	}
	if len(keys) == 0 {
		return st.PaneTitle.Render(title)
	}
	return st.PaneTitle.Render(title) + "  " + m.c.KeyLine(max(width-used, 0), keys)
}

// colouring names what the picture's colours mean ("" with no picture):
// a grid's mode, a bank result's banks, a TV, MMA or copy view's threads.
func (m *Model) colouring() string {
	last := m.lastPicture()
	switch {
	case last == nil, m.gv.figErr != "", m.tableOnly(last):
		return ""
	case m.gv.fig != nil:
		return "thread"
	}
	mode, _, _ := m.gridColour(last)
	return mode.String()
}

// bind is a key binding for the header and help: keys b's, shown as h.
func bind(b key.Binding, h, desc string) key.Binding {
	return key.NewBinding(key.WithKeys(b.Keys()...), key.WithHelp(h, desc))
}

// pictureKeys are the keys a selected pane's picture takes now: a bank
// view's n/N, then gridKeys.
func (m *Model) pictureKeys() []key.Binding {
	var bs []key.Binding
	if bv := m.banks.current(); bv != nil && bv.Stepping() {
		bs = append(bs, bind(m.c.Keys.NextThread, "n/N", "phase"))
	}
	return append(bs, m.gridKeys()...)
}

// gridKeys are the keys the picture under the results takes now.
func (m *Model) gridKeys() []key.Binding {
	k, g := m.c.Keys, &m.gv
	last := m.lastPicture()
	var bs []key.Binding
	if last == nil || g.figErr != "" || m.tableOnly(last) {
		return bs
	}
	_, _, byBank := m.gridColour(last)
	if g.fig == nil && !byBank {
		bs = append(bs, bind(k.Colour, "o", "colour"))
	}
	bs = append(bs, bind(k.Compact, "z", "compact"), bind(k.Pan, "v", "pan"))
	if g.fig != nil {
		bs = append(bs, bind(k.NextThread, "n/N/0-9", "thread"))
	}
	return bs
}

// paneKeys are a selected pane's own keys: edit, the way out (esc drops a
// selected thread first), then reset, coords (on a TV, MMA or copy view
// the owners table, or back to the picture) and explain.
func (m *Model) paneKeys() []key.Binding {
	k, g := m.c.Keys, &m.gv
	out := bind(k.Leave, "esc", "leave")
	if g.fig != nil && g.thread >= 0 {
		out = bind(k.Leave, "esc", fmt.Sprintf("drop thread %d", g.thread))
	}
	coords := bind(k.Coords, "c", "coords")
	if g.fig != nil {
		coords = bind(k.Coords, "c", "owners") // the (thread, value) table
		if m.coords {
			coords = bind(k.Coords, "c", "picture")
		}
	}
	return []key.Binding{bind(k.Edit, "enter", "edit"), out, bind(k.Reset, "r", "reset"), coords, bind(k.Explain, "e", "explain")}
}

// panKeys are the keys of pan mode.
func (m *Model) panKeys() []key.Binding {
	k := m.c.Keys
	return []key.Binding{
		joined("move", k.PanLeft, k.PanDown, k.PanUp, k.PanRight),
		joined("by 8", k.PanLeft8, k.PanDown8, k.PanUp8, k.PanRight8),
		bind(k.Leave, "esc/v", "stop panning"),
	}
}

// joined is one binding for the key line that takes the keys of bs, shown
// as their first keys run together ("hjkl"), then "/arrows" if each also
// has its arrow key: four keys in the room of one.
func joined(desc string, bs ...key.Binding) key.Binding {
	var keys []string
	var first strings.Builder
	arrows := true
	for _, b := range bs {
		ks := b.Keys()
		if len(ks) == 0 {
			continue
		}
		keys = append(keys, ks...)
		first.WriteString(ks[0])
		arrows = arrows && len(ks) > 1 && slices.ContainsFunc(ks[1:], func(s string) bool {
			return s == "up" || s == "down" || s == "left" || s == "right"
		})
	}
	h := first.String()
	if arrows {
		h += "/arrows"
	}
	return key.NewBinding(key.WithKeys(keys...), key.WithHelp(h, desc))
}
