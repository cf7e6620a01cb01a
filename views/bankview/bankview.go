// Package bankview draws the shared-memory bank model's answer for one
// warp-wide access (gpu/model/bank's Result, which bank_conflicts returns in
// a pane): per phase, a row of the phase's threads with each one's byte
// address and the bank it falls in, coloured by bank, the phase's n-way
// conflict and its wavefronts, and the total. It computes nothing: every
// number is the Result's.
//
// Bank colours are assets/palette.json's 32 bank colours, read through
// views/figure's palette (the colours of a grid coloured by bank), so a
// bank in this view and the same bank in the layout's grid look alike;
// they stay distinct in 256 colours. In the colourless (Ascii) profile the
// numbers carry everything.
//
// The view implements common.Component. It shows as many phases as its
// height allows; when they do not all fit, n and N (the keys that step a
// TV view's threads) step the first phase shown. It never captures keys.
package bankview

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/gpu/model/bank"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/figure"
	"github.com/cutetui/cutetui/views/keymap"
)

// labelWidth is the width of the row names ("  thread ") before the cells.
const labelWidth = 9

// Model is the bank view of one Result.
type Model struct {
	c      common.Common
	r      bank.Result
	width  int
	height int // lines for the phases; 0: no limit
	first  int // the first phase shown
	wraps  [][2]string
}

var (
	_ common.Component  = (*Model)(nil)
	_ common.KeyHandler = (*Model)(nil)
)

// New returns the bank view of r, 80 columns wide, with no height limit
// until SetSize gives one.
func New(c common.Common, r bank.Result) *Model {
	pal := figure.PaletteFor(c.Styles.Dark)
	fills := make([]string, bank.Banks)
	for b := range fills {
		fills[b] = pal.Fill(figure.ByBank, b)
	}
	return &Model{c: c, r: r, width: 80, wraps: c.Styles.Wraps(fills)}
}

// Result is the result the view draws.
func (m *Model) Result() bank.Result { return m.r }

// SetResult draws r instead, keeping the phase shown where r has it.
func (m *Model) SetResult(r bank.Result) {
	m.r = r
	m.first = min(m.first, m.maxFirst())
}

// SetSize sets the width and the lines the phases may take (the summary,
// the notes, the total and the stepping line come on top; 0: no limit).
func (m *Model) SetSize(w, h int) {
	m.width, m.height = max(w, 20), max(h, 0)
	m.first = min(m.first, m.maxFirst())
}

// First is the first phase shown.
func (m *Model) First() int { return m.first }

// Shown is how many phases are shown from First on.
func (m *Model) Shown() int { return m.fits(m.first) }

// Capturing implements common.Component: the view never edits text.
func (m *Model) Capturing() bool { return false }

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd { return nil }

// Update implements tea.Model: keys go to HandleKey.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if km, ok := msg.(tea.KeyMsg); ok {
		cmd, _ := m.HandleKey(km)
		return m, cmd
	}
	return m, nil
}

// HandleKey steps the phases shown (n: next, N: previous) when they do
// not all fit; otherwise it uses no key.
func (m *Model) HandleKey(km tea.KeyMsg) (tea.Cmd, bool) {
	if !m.Stepping() {
		return nil, false
	}
	k, s := m.c.Keys, km.String()
	switch {
	case keymap.Active(s, k.NextThread, false):
		if m.first < m.maxFirst() {
			m.first++
		}
		return nil, true
	case keymap.Active(s, k.PrevThread, false):
		m.first = max(m.first-1, 0)
		return nil, true
	}
	return nil, false
}

// Stepping reports whether the phases do not all fit, so n and N step
// them.
func (m *Model) Stepping() bool { return m.fits(0) < len(m.r.Phases) }

// ShortHelp implements help.KeyMap: n/N while stepping.
func (m *Model) ShortHelp() []key.Binding {
	if !m.Stepping() {
		return nil
	}
	k := m.c.Keys
	return []key.Binding{
		key.NewBinding(key.WithKeys(k.NextThread.Keys()...), key.WithHelp("n", "next phase")),
		key.NewBinding(key.WithKeys(k.PrevThread.Keys()...), key.WithHelp("N", "previous phase")),
	}
}

// FullHelp implements help.KeyMap.
func (m *Model) FullHelp() [][]key.Binding { return [][]key.Binding{m.ShortHelp()} }

// layout is how the lanes of a phase are laid out at the view's width:
// the cell width (one for every phase, so their columns line up) and how
// many lanes a line holds (a power of two, so lines break at
// phase-aligned thread numbers).
func (m *Model) layout(ph *bank.Phase) (cw, perLine int) {
	cw = 2
	for p := range m.r.Phases {
		for _, l := range m.r.Phases[p].Lanes {
			cw = max(cw, len(strconv.Itoa(l.Thread)), len(strconv.Itoa(l.Addr)), len(bankLabel(l)), len(strconv.Itoa(l.Degree)))
		}
	}
	cw++
	perLine = 1
	for perLine*2 <= len(ph.Lanes) && labelWidth+perLine*2*cw <= m.width {
		perLine *= 2
	}
	return cw, perLine
}

// phaseLines is how many lines phase p takes: its title, then for each
// line of lanes the thread, address and bank rows, and the n-way row when
// the phase conflicts.
func (m *Model) phaseLines(p int) int {
	ph := &m.r.Phases[p]
	_, per := m.layout(ph)
	rows := 3
	if ph.Wavefronts > 1 {
		rows = 4
	}
	return 1 + rows*((len(ph.Lanes)+per-1)/per)
}

// fits is how many phases from first on fit in the height (at least one).
func (m *Model) fits(first int) int {
	n, used := 0, 0
	for p := first; p < len(m.r.Phases); p++ {
		used += m.phaseLines(p)
		if n > 0 && m.height > 0 && used > m.height {
			break
		}
		n++
	}
	return n
}

// maxFirst is the last first phase worth stepping to: the first from
// which the remaining phases all fit.
func (m *Model) maxFirst() int {
	last := max(len(m.r.Phases)-1, 0)
	for f := 0; f < last; f++ {
		if f+m.fits(f) >= len(m.r.Phases) {
			return f
		}
	}
	return last
}

// bankLabel is the banks of a lane: "5", or "4-7" for a wider access.
func bankLabel(l bank.Lane) string {
	if l.Words > 1 {
		return fmt.Sprintf("%d-%d", l.Bank, (l.Bank+l.Words-1)%bank.Banks)
	}
	return strconv.Itoa(l.Bank)
}

// paint colours text with bank b's colour (plain in the Ascii profile).
func (m *Model) paint(b int, text string) string {
	w := m.wraps[b%len(m.wraps)]
	return w[0] + text + w[1]
}

// View draws the summary, any note, the phases from First that fit, the
// stepping line when some do not, and the total. It ends without a
// newline.
func (m *Model) View() string {
	st := m.c.Styles
	r := &m.r
	var b strings.Builder
	b.WriteString(st.Bold.Render(r.Summary()) + "\n")
	if r.Access.Note != "" {
		b.WriteString(st.Faint.Render("note: "+r.Access.Note) + "\n")
	}
	if r.Merged != 0 {
		b.WriteString(st.Faint.Render(fmt.Sprintf("threads t and t^%d give the same addresses: served as %d threads", r.Merged, r.Access.Threads/2)) + "\n")
	}
	n := m.fits(m.first)
	for p := m.first; p < m.first+n; p++ {
		m.drawPhase(&b, p)
	}
	if n < len(r.Phases) {
		b.WriteString(st.Faint.Render(fmt.Sprintf("… phases %d–%d of %d shown · n next phase · N previous", m.first, m.first+n-1, len(r.Phases))) + "\n")
	}
	parts := make([]string, len(r.Phases))
	for p := range r.Phases {
		parts[p] = strconv.Itoa(r.Phases[p].Wavefronts)
	}
	total := fmt.Sprintf("total: %s = %d wavefront%s, ideal %d (one a phase): %d bank conflict%s",
		strings.Join(parts, " + "), r.Wavefronts, plural(r.Wavefronts), r.Ideal, r.Conflicts, plural(r.Conflicts))
	if len(r.Phases) == 1 {
		total = fmt.Sprintf("total: %d wavefront%s, ideal %d: %d bank conflict%s", r.Wavefronts, plural(r.Wavefronts), r.Ideal, r.Conflicts, plural(r.Conflicts))
	}
	style := st.OK
	if r.Conflicts > 0 {
		style = st.Error
	}
	b.WriteString(style.Render(total))
	return b.String()
}

// drawPhase writes phase p: its title line, then its lanes in lines of
// threads, addresses, banks (coloured) and, where the phase conflicts,
// each thread's n-way.
func (m *Model) drawPhase(b *strings.Builder, p int) {
	st := m.c.Styles
	ph := &m.r.Phases[p]
	title := m.r.PhaseLine(p) + fmt.Sprintf(" · %d wavefront%s", ph.Wavefronts, plural(ph.Wavefronts))
	if ph.Wavefronts > 1 {
		b.WriteString(st.Error.Render(title) + "\n")
	} else {
		b.WriteString(st.OK.Render(title) + "\n")
	}
	cw, per := m.layout(ph)
	cell := func(s string) string { return fmt.Sprintf("%*s", cw, s) }
	for lo := 0; lo < len(ph.Lanes); lo += per {
		lanes := ph.Lanes[lo:min(lo+per, len(ph.Lanes))]
		var thr, addr, bnk, way strings.Builder
		thr.WriteString(st.Faint.Render(fmt.Sprintf("%-*s", labelWidth, "  thread")))
		addr.WriteString(st.Faint.Render(fmt.Sprintf("%-*s", labelWidth, "  addr")))
		bnk.WriteString(st.Faint.Render(fmt.Sprintf("%-*s", labelWidth, "  bank")))
		way.WriteString(st.Faint.Render(fmt.Sprintf("%-*s", labelWidth, "  n-way")))
		for _, l := range lanes {
			thr.WriteString(cell(strconv.Itoa(l.Thread)))
			addr.WriteString(st.Faint.Render(cell(strconv.Itoa(l.Addr))))
			bnk.WriteString(" " + m.paint(l.Bank, cell(bankLabel(l))[1:]))
			d := cell(strconv.Itoa(l.Degree))
			if l.Degree > 1 {
				d = st.Error.Render(d)
			}
			way.WriteString(d)
		}
		b.WriteString(thr.String() + "\n" + addr.String() + "\n" + bnk.String() + "\n")
		if ph.Wavefronts > 1 {
			b.WriteString(way.String() + "\n")
		}
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
