package bench

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/engine/raster"
	"github.com/cutetui/cutetui/gpu/sweep"
	"github.com/cutetui/cutetui/kernels"
)

// View draws the view. It holds no clocks or live timings other than the
// results of a finished run, so a model-only screen is stable for golden files.
// It first takes the run's latest state (see runState): the app may show this
// screen again without sending it a message.
func (m *Model) View() string {
	m.sync()
	s := m.c.Styles
	var b strings.Builder
	line := func(st lipgloss.Style, format string, a ...any) {
		b.WriteString(st.Render(fmt.Sprintf(format, a...)))
		b.WriteByte('\n')
	}
	line(s.Title, "GEMM threadblock swizzle benchmark")
	switch {
	case m.state == stateProbing:
		line(s.Faint, "Looking for a GPU...")
		return m.clip(b.String())
	case m.g != nil:
		d := m.g.Dev
		line(m.c.Renderer.NewStyle(), "Device: %s; driver %d", d.Summary(), d.DriverVersion)
	default:
		d := raster.Profiles[m.profile]
		line(s.Warn, "MODEL ONLY - no GPU, nothing is measured.")
		if m.why {
			line(s.Faint, "%s", m.noGPU)
		} else {
			line(s.Faint, "%s  [i: details]", firstLine(m.noGPU))
		}
		line(m.c.Renderer.NewStyle(), "Device profile: %s (%d SMs, %d MiB L2)  [p: switch]", d.Name, d.SMs, d.L2Bytes>>20)
	}
	if kn, err := kernels.ByName(m.kernel); err == nil {
		more := ""
		if m.g != nil && len(m.kernels()) > 1 {
			more = "  [K: switch]"
		}
		line(s.Faint, "Kernel %s: bf16 %s, C = A*B^T%s", kn.Name, kn.About, more)
	}
	b.WriteByte('\n')

	// The selection: shapes, then mappings, in two columns.
	left := []string{s.Bold.Render("Shapes (MxNxK)")}
	for i, sh := range m.opts.Shapes {
		left = append(left, m.item(i, m.shapeOn[i], sh.String()))
	}
	right := []string{s.Bold.Render("Mappings")}
	for i, mp := range m.opts.Mappings {
		right = append(right, m.item(len(m.shapeOn)+i, m.mapOn[i], mp.Name()))
	}
	b.WriteString(lipgloss.JoinHorizontal(lipgloss.Top, strings.Join(left, "\n"), "    ", strings.Join(right, "\n")))
	b.WriteString("\n\n")

	if m.state == stateRunning {
		b.WriteString(m.progressBar())
		b.WriteString("\n\n")
	}
	if m.message != "" {
		line(s.Error, "%s", m.message)
	}
	if m.report != nil && len(m.report.Results) > 0 {
		b.WriteString(m.results())
	}
	return m.clip(b.String())
}

// firstLine is the first line of s, without a trailing "looked for:".
func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = strings.TrimSuffix(strings.TrimSuffix(s[:i], ":"), "; looked for")
	}
	return s
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
	width := max(10, min(50, m.w-20))
	fill := 0
	pct := 0
	if p.Total > 0 {
		fill = width * p.Done / p.Total
		pct = 100 * p.Done / p.Total
	}
	return fmt.Sprintf("Running [%s%s] %3d%%  %s  (x: cancel)", strings.Repeat("#", fill), strings.Repeat(".", width-fill), pct, p.Step)
}

// results draws the table and the bar chart of the shape on show.
func (m *Model) results() string {
	s := m.c.Styles
	rep := m.report
	sr := rep.Results[m.shownShape]
	var b strings.Builder
	title := fmt.Sprintf("%s  (%s)   shape %d of %d  [<-/->]", sr.Shape, sr.TileGrid(), m.shownShape+1, len(rep.Results))
	b.WriteString(s.Subtitle.Render(title) + "\n")
	if rep.ModelOnly {
		b.WriteString(s.Warn.Render(fmt.Sprintf("Predicted by the traffic model for %s; not measured.", rep.Device)) + "\n")
	}
	profiled := false
	for _, v := range sr.Variants {
		profiled = profiled || v.Profiled
	}
	head := []string{"mapping", "grid"}
	if !rep.ModelOnly {
		head = append(head, "ms", "TFLOP/s", "% cuBLAS")
	}
	head = append(head, "model DRAM GB", "model L2 hit")
	if profiled {
		head = append(head, "ncu DRAM GB", "ncu L2 hit")
	}
	rows := [][]string{head}
	for _, v := range sr.Variants {
		row := []string{v.Name, "-"}
		if v.Grid != [3]int{} {
			row[1] = fmt.Sprintf("%dx%dx%d", v.Grid[0], v.Grid[1], v.Grid[2])
		}
		if !rep.ModelOnly {
			row = append(row, fmt.Sprintf("%.3f", v.MedianMs), fmt.Sprintf("%.0f", v.TFLOPs), fmt.Sprintf("%.1f", v.PctCublas))
		}
		if v.Name == sweep.CublasName {
			row = append(row, "-", "-")
		} else {
			row = append(row, gbs(v.ModelDRAMBytes), fmt.Sprintf("%.1f%%", 100*v.ModelHitRate))
		}
		if profiled {
			if v.Profiled {
				row = append(row, gbs(v.NcuDRAMBytes), fmt.Sprintf("%.1f%%", v.NcuL2HitRate))
			} else {
				row = append(row, "-", "-")
			}
		}
		rows = append(rows, row)
	}
	b.WriteString(table(rows))
	b.WriteByte('\n')
	b.WriteString(m.chart(sr, rep.ModelOnly))
	return b.String()
}

func table(rows [][]string) string {
	width := make([]int, len(rows[0]))
	for _, r := range rows {
		for i, c := range r {
			width[i] = max(width[i], lipgloss.Width(c))
		}
	}
	var b strings.Builder
	for _, r := range rows {
		for i, c := range r {
			if i > 0 {
				b.WriteString("  ")
				b.WriteString(strings.Repeat(" ", width[i]-lipgloss.Width(c)) + c)
			} else {
				b.WriteString(c + strings.Repeat(" ", width[i]-lipgloss.Width(c)))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// chart draws one bar per mapping: TFLOP/s with cuBLAS as a '|' reference
// line when measured, else the model's predicted DRAM bytes.
func (m *Model) chart(sr sweep.ShapeResult, modelOnly bool) string {
	s := m.c.Styles
	nameW := 0
	for _, v := range sr.Variants {
		nameW = max(nameW, len(v.Name))
	}
	barW := max(10, min(60, m.w-nameW-14))
	var b strings.Builder
	if modelOnly {
		top := int64(1)
		for _, v := range sr.Variants {
			top = max(top, v.ModelDRAMBytes)
		}
		b.WriteString(s.Bold.Render("Predicted DRAM reads of A and B (GB, model; shorter is better)") + "\n")
		for _, v := range sr.Variants {
			n := int(int64(barW) * v.ModelDRAMBytes / top)
			b.WriteString(fmt.Sprintf("%-*s %s%s %s\n", nameW, v.Name, s.Accent.Render(strings.Repeat("#", n)), strings.Repeat(" ", barW-n), gbs(v.ModelDRAMBytes)))
		}
		return b.String()
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
	b.WriteString(s.Bold.Render(fmt.Sprintf("TFLOP/s (median; | = cuBLAS %.0f)", cu)) + "\n")
	for _, v := range sr.Variants {
		n := int(float64(barW) * v.TFLOPs / top)
		cells := []rune(strings.Repeat("#", n) + strings.Repeat(" ", barW-n))
		if ref >= 0 && ref < len(cells) && cells[ref] == ' ' {
			cells[ref] = '|'
		}
		b.WriteString(fmt.Sprintf("%-*s %s %.0f\n", nameW, v.Name, s.Accent.Render(string(cells)), v.TFLOPs))
	}
	return b.String()
}

// clip keeps the view within the height, cutting long lines at the width.
func (m *Model) clip(v string) string {
	lines := strings.Split(strings.TrimRight(v, "\n"), "\n")
	if m.h > 0 && len(lines) > m.h {
		lines = lines[:m.h]
	}
	if m.w > 0 {
		for i, l := range lines {
			if lipgloss.Width(l) > m.w {
				lines[i] = ansi.Truncate(l, m.w, "")
			}
		}
	}
	return strings.Join(lines, "\n")
}
