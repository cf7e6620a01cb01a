package reader

import (
	"fmt"
	"sort"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
)

// The presenter: one step of the document at a time — a section of prose
// (from a heading to the next heading or block) or one live block — in
// the middle of the screen, stepped with space and backspace, with the
// speaker notes of its section (`<!-- note: ... -->`) under it for the one
// presenting. Panes stay live: tab selects the step's block, enter edits.

// presentStep is a range [from, to) of the frame's lines and the heading
// (index into the document's headings, -1 before the first) it follows.
type presentStep struct {
	from, to int
	heading  int
}

// presentSteps cuts the frame at every heading and at both ends of every
// live block, dropping ranges with nothing drawn in them.
func (m *Model) presentSteps() []presentStep {
	lines, starts := m.frame()
	if len(lines) == 0 {
		return nil
	}
	heads := m.headingLines(lines)
	cuts := map[int]bool{0: true, len(lines): true}
	for _, h := range heads {
		cuts[h.line] = true
	}
	for i, s := range starts {
		cuts[s] = true
		_, e := m.paneSpan(i)
		cuts[e] = true
	}
	var at []int
	for c := range cuts {
		if c >= 0 && c <= len(lines) {
			at = append(at, c)
		}
	}
	sort.Ints(at)
	var steps []presentStep
	for i := 0; i+1 < len(at); i++ {
		from, to := at[i], at[i+1]
		blank := true
		for _, l := range lines[from:to] {
			if strings.TrimSpace(ansi.Strip(l)) != "" {
				blank = false
				break
			}
		}
		if blank {
			continue
		}
		h := -1
		for j, e := range heads {
			if e.line <= from {
				h = j
			}
		}
		steps = append(steps, presentStep{from, to, h})
	}
	return steps
}

// Presenting reports whether the reader shows the presenter.
func (m *Model) Presenting() bool { return m.present }

// presentKey handles the presenter's keys; ok is false when the key is not
// the presenter's (it then goes through the reader's usual routing).
func (m *Model) presentKey(msg tea.KeyMsg) (cmd tea.Cmd, used, ok bool) {
	k := m.c.Keys
	if !m.present {
		if key.Matches(msg, k.Presenter) && !m.searching && !m.toc && !m.Capturing() {
			m.present = true
			m.step = 0
			for i, s := range m.presentSteps() { // start where the reader is
				if s.from <= m.offset {
					m.step = i
				}
			}
			return nil, true, true
		}
		return nil, false, false
	}
	if m.Capturing() {
		return nil, false, false
	}
	steps := m.presentSteps()
	n := len(steps)
	goTo := func(i int) (tea.Cmd, bool, bool) {
		m.step = max(0, min(i, n-1))
		if m.focus >= 0 {
			m.panes[m.focus].Blur()
			m.focus = -1
		}
		if m.step < n {
			m.offset = steps[m.step].from
		}
		return nil, true, true
	}
	switch {
	case key.Matches(msg, k.PresentNext):
		return goTo(m.step + 1)
	case key.Matches(msg, k.PresentPrev):
		return goTo(m.step - 1)
	case key.Matches(msg, k.PresentFirst):
		return goTo(0)
	case key.Matches(msg, k.PresentLast):
		return goTo(n - 1)
	case key.Matches(msg, k.NextPane, k.PrevPane):
		// Select the step's block, if it is one.
		if m.step < n {
			for i, s := range m.blockStarts() {
				if s >= steps[m.step].from && s < steps[m.step].to {
					return m.setFocus(i), true, true
				}
			}
		}
		return nil, true, true
	}
	if key.Matches(msg, k.Presenter) || (key.Matches(msg, k.Back) && m.focus < 0) {
		m.present = false
		return nil, true, true
	}
	return nil, false, false
}

// blockStarts are the first lines of the live blocks in the frame.
func (m *Model) blockStarts() []int {
	_, starts := m.frame()
	return starts
}

// presentView draws the current step in the middle of the screen, the
// speaker notes of its section under it (unless hidden), and the keys.
func (m *Model) presentView() string {
	st := m.c.Styles
	w, h := m.width, m.contentHeight()
	steps := m.presentSteps()
	var b strings.Builder
	right := "presenter "
	if len(steps) > 0 {
		m.step = min(m.step, len(steps)-1)
		right = fmt.Sprintf("step %d of %d · presenter ", m.step+1, len(steps))
	}
	b.WriteString(m.c.Bar(m.width, st.Title.Render(" "+m.opts.Title), st.Faint.Render(right)))
	b.WriteByte('\n')
	var body, notes []string
	if len(steps) > 0 {
		lines, _ := m.frame()
		s := steps[m.step]
		body = trimBlankEdges(append([]string(nil), lines[s.from:s.to]...))
		if !m.opts.HideNotes {
			notes = m.notesOf(s.heading, w)
		}
	} else {
		body = []string{st.Faint.Render("  rendering…")}
	}
	room := h - len(notes)
	if len(notes) > 0 {
		room-- // a blank line between
	}
	room = max(room, 1)
	if len(body) > room {
		body = body[:room]
	}
	top := (room - len(body)) / 2
	out := make([]string, 0, h)
	for range top {
		out = append(out, "")
	}
	out = append(out, body...)
	for len(out) < room {
		out = append(out, "")
	}
	if len(notes) > 0 {
		out = append(out, "")
		out = append(out, notes...)
	}
	for i := 0; i < h; i++ {
		if i < len(out) {
			b.WriteString(ansi.Truncate(out[i], w, ""))
		}
		b.WriteByte('\n')
	}
	k := m.c.Keys
	line := m.c.KeyLine(w, []key.Binding{
		k.PresentNext, k.PresentPrev,
		key.NewBinding(key.WithKeys(k.NextPane.Keys()...), key.WithHelp(k.NextPane.Help().Key, "select the block")),
		k.Presenter, k.Help, k.Quit,
	})
	if m.focus >= 0 {
		line = m.c.KeyLine(w, m.panes[m.focus].ShortHelp())
	}
	b.WriteString(line)
	return b.String()
}

// notesOf draws the speaker notes that follow heading h, wrapped to w.
func (m *Model) notesOf(h, w int) []string {
	var texts []string
	for _, n := range m.doc.Notes {
		if n.Heading == h {
			texts = append(texts, n.Text)
		}
	}
	if len(texts) == 0 {
		return nil
	}
	st := m.c.Styles
	box := m.c.Renderer.NewStyle().Width(max(w-6, 20))
	var out []string
	out = append(out, "  "+st.Accent.Render("notes"))
	for _, t := range texts {
		for _, l := range strings.Split(box.Render(t), "\n") {
			out = append(out, "  "+st.Warn.Render(strings.TrimRight(l, " ")))
		}
	}
	return out
}
