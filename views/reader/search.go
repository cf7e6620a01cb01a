package reader

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
)

// updateSearch handles keys while the search line is open.
func (m *Model) updateSearch(msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, m.c.Keys.Confirm):
		m.searching = false
		m.search.Blur()
		m.query = m.search.Value()
		m.match = -1
		m.findFrom(m.offset-1, 1)
		return nil
	case key.Matches(msg, m.c.Keys.Back):
		m.searching = false
		m.search.Blur()
		return nil
	}
	var cmd tea.Cmd
	m.search, cmd = m.search.Update(msg)
	return cmd
}

// findNext moves to the next (dir 1) or previous (dir -1) match.
func (m *Model) findNext(dir int) {
	from := m.offset
	if m.match >= 0 {
		from = m.match
	}
	m.findFrom(from, dir)
}

// findFrom shows the first match after (or before) line from.
func (m *Model) findFrom(from, dir int) {
	if m.query == "" {
		return
	}
	lines, _ := m.frame()
	matches := Matches(lines, m.query)
	i := NextMatch(matches, from, dir)
	if i < 0 {
		m.match = -1
		m.status = fmt.Sprintf("/%s: no match", m.query)
		return
	}
	m.match = matches[i]
	m.status = fmt.Sprintf("/%s  match %d of %d · n next · N previous · esc clear", m.query, i+1, len(matches))
	h := m.contentHeight()
	if m.match < m.offset || m.match >= m.offset+h {
		m.offset = ClampOffset(m.match-h/3, len(lines), h)
	}
}

// tocEntry is a heading and the line it is drawn on.
type tocEntry struct {
	level int
	text  string
	line  int
}

// headingLines finds each heading of the document in the drawn lines, in
// order (a heading not found keeps the previous heading's line).
func (m *Model) headingLines(lines []string) []tocEntry {
	var out []tocEntry
	at := 0
	for _, h := range m.doc.Headings {
		e := tocEntry{level: h.Level, text: h.Text, line: at}
		for j := at; j < len(lines); j++ {
			if containsFold(ansi.Strip(lines[j]), h.Text) {
				e.line, at = j, j+1
				break
			}
		}
		out = append(out, e)
	}
	return out
}

// updateTOC does action a of the table of contents.
func (m *Model) updateTOC(a action) tea.Cmd {
	n := len(m.doc.Headings)
	switch a {
	case actContentsDown:
		m.tocSel = min(m.tocSel+1, n-1)
	case actContentsUp:
		m.tocSel = max(m.tocSel-1, 0)
	case actContentsTop:
		m.tocSel = 0
	case actContentsBottom:
		m.tocSel = max(n-1, 0)
	case actContentsOpen:
		lines, _ := m.frame()
		hs := m.headingLines(lines)
		m.toc = false
		if m.tocSel < len(hs) {
			m.offset = ClampOffset(hs[m.tocSel].line, len(lines), m.contentHeight())
		}
		return m.afterMove()
	case actContentsClose:
		m.toc = false
	}
	return nil
}

// tocLines draws the contents over the page.
func (m *Model) tocLines() []string {
	st := m.c.Styles
	out := []string{"", "  " + st.OverlayTitle.Render("Contents") + st.Faint.Render("  ↑/↓ choose · g/G first/last · enter go · esc close"), ""}
	for i, h := range m.doc.Headings {
		indent := "  " + repeat("  ", h.Level-1)
		if i == m.tocSel {
			out = append(out, indent+st.Accent.Bold(true).Render("> "+h.Text))
		} else {
			out = append(out, indent+"  "+h.Text)
		}
	}
	return out
}

func repeat(s string, n int) string {
	out := ""
	for i := 0; i < n; i++ {
		out += s
	}
	return out
}
