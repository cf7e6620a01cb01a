package bench

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/gpu/sweep"
	"github.com/cutetui/cutetui/kernels"
)

// margin is the blank space left of and right of the view's text, and the
// blank line above it, as the course index and the reader leave them.
const margin = 2

// View draws the view. It holds no clocks or live timings other than the
// results of a finished run, so a model-only screen is stable for golden files.
// It first takes the run's latest state (see runState): the app may show this
// screen again without sending it a message.
//
// In 80×24 the whole screen fits: the mappings are listed in two columns
// beside the shapes, and the bar chart (the table's numbers again, drawn)
// is shown only where there is room for it.
func (m *Model) View() string {
	m.sync()
	s := m.c.Styles
	var lines []string
	line := func(st lipgloss.Style, format string, a ...any) {
		lines = append(lines, st.Render(fmt.Sprintf(format, a...)))
	}
	line(s.Title, "GEMM threadblock swizzle benchmark")
	switch {
	case m.state == stateProbing:
		line(s.Faint, "Looking for a GPU...")
		return m.frame(lines)
	case m.dev != nil:
		line(m.c.Renderer.NewStyle(), "Device: %s; driver %d", m.dev.Summary(), m.dev.DriverVersion)
	default:
		d := raster.Profiles[m.profile]
		line(s.Warn, "MODEL ONLY - no GPU, nothing is measured.")
		if m.why {
			for _, l := range strings.Split(m.noGPU, "\n") {
				line(s.Faint, "%s", l)
			}
		} else {
			line(s.Faint, "%s  [i: details]", firstLine(m.noGPU))
		}
		line(m.c.Renderer.NewStyle(), "Device profile [p]: %s, %d SMs, %d MiB L2", d.Name, d.SMs, d.L2Bytes>>20)
	}
	more := ""
	if m.dev != nil && len(m.kernelChoices()) > 1 {
		more = " [K]"
	}
	if m.kernel == kernels.Auto {
		// Short enough for 80 columns; the table names each shape's kernel
		// and the report says why.
		line(s.Faint, "Kernel auto%s: per shape, the fastest of its candidates, timed first", more)
	} else if kn, err := kernels.ByName(m.kernel); err == nil {
		line(s.Faint, "Kernel %s%s: bf16 %s, C = A*B^T", kn.Name, more, kn.About)
	}
	lines = append(lines, "")
	if m.waves.on && m.report != nil && len(m.report.Results) > 0 && m.state != stateRunning {
		// Wave by wave: the map takes the selection's room.
		h := 0
		if m.h > 0 {
			h = m.h - 1 - len(lines)
		}
		return m.frame(append(lines, m.waveLines(h)...))
	}
	lines = append(lines, strings.Split(m.selection(), "\n")...)
	lines = append(lines, "")
	if m.state == stateRunning {
		lines = append(lines, m.progressBar(), "")
	}
	if m.message != "" {
		line(s.Error, "%s", m.message)
	}
	if m.report != nil && len(m.report.Results) > 0 {
		lines = append(lines, m.results(len(lines))...)
	}
	return m.frame(lines)
}

// width is the width of the view's text, inside the margins.
func (m *Model) width() int { return max(m.w-2*margin, 20) }

// frame puts lines inside the margins: a blank line above, each line cut
// at the text width and indented, no more lines than the height.
func (m *Model) frame(lines []string) string {
	lines = append([]string{""}, lines...)
	if m.h > 0 && len(lines) > m.h {
		lines = lines[:m.h]
	}
	pad := strings.Repeat(" ", margin)
	for i, l := range lines {
		if l == "" {
			continue
		}
		if m.w > 0 && lipgloss.Width(l) > m.width() {
			l = ansi.Truncate(l, m.width(), "")
		}
		lines[i] = pad + strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// firstLine is the first line of s, without a trailing "looked for:".
func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = strings.TrimSuffix(strings.TrimSuffix(s[:i], ":"), "; looked for")
	}
	return s
}

// selection draws the shapes and, beside them, the mappings in the fewest
// columns (up to three) that are no taller than the shapes (or four rows),
// fewer where the width cannot hold them.
func (m *Model) selection() string {
	s := m.c.Styles
	shapes := []string{s.Bold.Render("Shapes (MxNxK)")}
	for i, sh := range m.opts.Shapes {
		shapes = append(shapes, m.item(i, m.shapeOn[i], sh.String()))
	}
	maps := make([]string, len(m.opts.Mappings))
	for i, mp := range m.opts.Mappings {
		maps[i] = m.item(len(m.shapeOn)+i, m.mapOn[i], mp.Name())
	}
	k := 1
	for k < 3 && (len(maps)+k-1)/k > max(len(m.opts.Shapes), 4) {
		k++
	}
	sel := m.beside(shapes, maps, k)
	for k > 1 && lipgloss.Width(sel) > m.width() {
		k--
		sel = m.beside(shapes, maps, k)
	}
	return sel
}

// beside joins the shapes and the mappings in k columns, the first headed
// "Mappings".
func (m *Model) beside(shapes, maps []string, k int) string {
	parts := []string{strings.Join(shapes, "\n"), "    "}
	per := max((len(maps)+k-1)/k, 1)
	for i := 0; i < len(maps); i += per {
		head := ""
		if i == 0 {
			head = m.c.Styles.Bold.Render("Mappings")
		} else {
			parts = append(parts, "  ")
		}
		parts = append(parts, strings.Join(append([]string{head}, maps[i:min(i+per, len(maps))]...), "\n"))
	}
	return lipgloss.JoinHorizontal(lipgloss.Top, parts...)
}

func (m *Model) item(i int, on bool, label string) string {
	s := m.c.Styles
	box := "[ ]"
	if on {
		box = "[x]"
	}
	cur := "  "
	st := m.c.Renderer.NewStyle()
	if i == m.cursor {
		cur, st = "> ", s.Accent
	}
	return st.Render(cur + box + " " + label)
}

func (m *Model) progressBar() string {
	p := m.progress
	width := max(10, min(50, m.width()-30))
	fill := 0
	pct := 0
	if p.Total > 0 {
		fill = width * p.Done / p.Total
		pct = 100 * p.Done / p.Total
	}
	return fmt.Sprintf("Running [%s%s] %3d%%  (x: cancel)  %s", strings.Repeat("#", fill), strings.Repeat(".", width-fill), pct, p.Step)
}

// results draws the shape on show: its title, the table and, where the
// height leaves room below the used lines, the bar chart.
func (m *Model) results(used int) []string {
	s := m.c.Styles
	rep := m.report
	sr := rep.Results[m.shownShape]
	out := []string{s.Subtitle.Render(fmt.Sprintf("%s  (%s)   shape %d of %d  [<-/->]", sr.Shape, sr.TileGrid(), m.shownShape+1, len(rep.Results)))}
	if len(rep.Chosen) > 0 && sr.Kernel != "" {
		// auto: which kernel ran this shape, and whether tuning chose it.
		out = append(out, s.Faint.Render(kernelLine(sr)))
	}
	if rep.ModelOnly {
		// "not measured" first: a narrow screen cuts the device name instead.
		out = append(out, s.Warn.Render(fmt.Sprintf("Predicted, not measured: traffic model of %s", rep.Device)))
	}
	out = append(out, table(rep.Rows(sr, sweep.ScreenColumns), m.width())...)
	chart := m.chart(sr, rep.ModelOnly)
	// used + the blank line above the view + out + a blank line + chart
	if m.h <= 0 || 1+used+len(out)+1+len(chart) <= m.h {
		out = append(out, "")
		out = append(out, chart...)
	}
	return out
}

// table aligns rows: the first column left, the others right, two spaces
// apart (one where two would not fit the width).
func table(rows [][]string, width int) []string {
	w := make([]int, len(rows[0]))
	for _, r := range rows {
		for i, c := range r {
			w[i] = max(w[i], lipgloss.Width(c))
		}
	}
	gap := 2
	total := 0
	for _, x := range w {
		total += x + gap
	}
	if total-gap > width {
		gap = 1
	}
	var out []string
	for _, r := range rows {
		var b strings.Builder
		for i, c := range r {
			pad := strings.Repeat(" ", w[i]-lipgloss.Width(c))
			if i == 0 {
				b.WriteString(c + pad)
				continue
			}
			b.WriteString(strings.Repeat(" ", gap) + pad + c)
		}
		out = append(out, b.String())
	}
	return out
}

// chart draws one bar per mapping: TFLOP/s with cuBLAS as a '|' reference
// line when measured, else the L2 simulation's predicted DRAM bytes (the
// model that tracks ncu; the closed formula is a column of the table).
func (m *Model) chart(sr sweep.ShapeResult, modelOnly bool) []string {
	s := m.c.Styles
	nameW := 0
	for _, v := range sr.Variants {
		nameW = max(nameW, len(v.Name))
	}
	barW := max(10, min(60, m.width()-nameW-8))
	var out []string
	if modelOnly {
		top := int64(1)
		for _, v := range sr.Variants {
			top = max(top, v.SimDRAMBytes)
		}
		out = append(out, s.Bold.Render("Predicted DRAM reads of A and B (GB, L2 simulation; shorter is better)"))
		for _, v := range sr.Variants {
			n := int(int64(barW) * v.SimDRAMBytes / top)
			out = append(out, fmt.Sprintf("%-*s %s%s %s", nameW, v.Name, s.Accent.Render(strings.Repeat("#", n)), strings.Repeat(" ", barW-n), gbs(v.SimDRAMBytes)))
		}
		return out
	}
	var cu float64
	top := 1.0
	for _, v := range sr.Variants {
		top = max(top, v.TFLOPs)
		if v.Name == sweep.CublasName {
			cu = v.TFLOPs
		}
	}
	ref := -1
	if cu > 0 {
		ref = min(barW-1, int(float64(barW)*cu/top))
	}
	out = append(out, s.Bold.Render(fmt.Sprintf("TFLOP/s (median; | = cuBLAS %.0f)", cu)))
	for _, v := range sr.Variants {
		n := int(float64(barW) * v.TFLOPs / top)
		cells := []rune(strings.Repeat("#", n) + strings.Repeat(" ", barW-n))
		if ref >= 0 && ref < len(cells) && cells[ref] == ' ' {
			cells[ref] = '|'
		}
		out = append(out, fmt.Sprintf("%-*s %s %.0f", nameW, v.Name, s.Accent.Render(string(cells)), v.TFLOPs))
	}
	return out
}

// kernelLine is the kernel that ran sr under auto, in a line: the rules'
// pick, or the candidate tuning found faster and by how much.
func kernelLine(sr sweep.ShapeResult) string {
	t := sr.Tune
	switch {
	case t == nil:
		return "kernel " + sr.Kernel + " (the rules' pick)"
	case t.Kernel == t.Rule:
		return fmt.Sprintf("kernel %s (the rules' pick, fastest of %d timed)", sr.Kernel, len(t.Runs))
	}
	return fmt.Sprintf("kernel %s (tuned: %.0f%% faster than the rules' %s)", sr.Kernel, 100*t.Gain(), t.Rule)
}
