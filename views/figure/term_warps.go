package figure

import (
	"fmt"
	"strings"
)

// warpBands says, for each panel of per-thread cells in a figure of more
// than one warp, which rows and columns each warp's 32 threads own (the
// bounding box of their cells): what a view too large to show whole
// still tells at a glance, e.g. "C by warp: warp 0 (T0–31) rows 0–15, …,
// columns 0–63 each". "" when the figure has one warp.
func warpBands(fig *Figure) string {
	if fig.Threads <= 32 {
		return ""
	}
	var lines []string
	for i := range fig.Panels {
		pn := &fig.Panels[i]
		if pn.Shared > 0 || !pn.Whole() {
			continue
		}
		warps := (fig.Threads + 31) / 32
		type box struct{ r0, r1, c0, c1 int }
		boxes := make([]box, warps)
		for w := range boxes {
			boxes[w] = box{pn.Rows, -1, pn.Cols, -1}
		}
		for r := 0; r < pn.Rows; r++ {
			for c := 0; c < pn.Cols; c++ {
				for _, o := range pn.Cell(r, c).Owners {
					b := &boxes[o.T/32]
					b.r0, b.r1, b.c0, b.c1 = min(b.r0, r), max(b.r1, r), min(b.c0, c), max(b.c1, c)
				}
			}
		}
		sameCols := true
		for _, b := range boxes {
			if b.c0 != boxes[0].c0 || b.c1 != boxes[0].c1 {
				sameCols = false
			}
		}
		name := pn.Name
		if name == "" {
			name = "tile"
		}
		if line, ok := warpProgression(name, pn, boxes[0].r0, boxes[0].r1, len(boxes), func(w int) (int, int) { return boxes[w].r0, boxes[w].r1 }); ok && sameCols {
			lines = append(lines, line+fmt.Sprintf("; %s %s each", plural(pn.ColName, "columns"), span(boxes[0].c0, boxes[0].c1)))
			continue
		}
		var parts []string
		for w, b := range boxes {
			if b.r1 < 0 {
				parts = append(parts, fmt.Sprintf("warp %d (T%d–%d) none", w, 32*w, 32*w+31))
				continue
			}
			s := fmt.Sprintf("warp %d (T%d–%d) %s %s", w, 32*w, 32*w+31, plural(pn.RowName, "rows"), span(b.r0, b.r1))
			if !sameCols {
				s += fmt.Sprintf(" × %s %s", plural(pn.ColName, "columns"), span(b.c0, b.c1))
			}
			parts = append(parts, s)
		}
		line := fmt.Sprintf("%s by warp: %s", name, strings.Join(parts, ", "))
		if sameCols && boxes[0].c1 >= 0 {
			line += fmt.Sprintf("; %s %s each", plural(pn.ColName, "columns"), span(boxes[0].c0, boxes[0].c1))
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// plural is an axis's name for a range of it ("m" → "m"), or def when the
// axis has none.
func plural(axis, def string) string {
	if axis == "" {
		return def
	}
	return axis
}

// span is "a–b", or "a" when a = b.
func span(a, b int) string {
	if a == b {
		return fmt.Sprint(a)
	}
	return fmt.Sprintf("%d–%d", a, b)
}

// warpProgression writes bands of rows that step by the same amount from
// warp to warp — warp w owns rows a+d·w … b+d·w — as one formula:
// "C by warp: warp w (T32w–32w+31) m 16w–16w+15, w = 0…3".
func warpProgression(name string, pn *Panel, a, b, warps int, rows func(w int) (int, int)) (string, bool) {
	if warps < 3 {
		return "", false
	}
	r0, _ := rows(1)
	d := r0 - a
	if d <= 0 {
		return "", false
	}
	for w := 0; w < warps; w++ {
		x, y := rows(w)
		if x != a+d*w || y != b+d*w {
			return "", false
		}
	}
	term := func(c int) string {
		switch {
		case c == 0:
			return fmt.Sprintf("%dw", d)
		case d == 1:
			return fmt.Sprintf("w+%d", c)
		}
		return fmt.Sprintf("%dw+%d", d, c)
	}
	if d == 1 {
		term = func(c int) string {
			if c == 0 {
				return "w"
			}
			return fmt.Sprintf("w+%d", c)
		}
	}
	rs := term(a)
	if b != a {
		rs += "–" + term(b)
	}
	return fmt.Sprintf("%s by warp: warp w (T32w–32w+31) %s %s, w = 0…%d", name, plural(pn.RowName, "rows"), rs, warps-1), true
}

// windowPanels says which part of each panel the window of canvas rows
// r0.. and columns c0.. shows, in the panel's own coordinates — "C m
// 16–30, n 1–6; A m 16–30, k 0–15" — so a view panned away from its axis
// numbers still says where it is. "" for a figure of one unnamed panel.
func windowPanels(fig *Figure, cv *Canvas, r0, rows, c0, cols int) string {
	var parts []string
	for i := range fig.Panels {
		pn := &fig.Panels[i]
		if pn.Name == "" {
			continue
		}
		pr, pc := pn.AtRow-cv.R0, pn.AtCol-cv.C0 // the panel's first square on the canvas
		a, b := max(r0, pr), min(r0+rows, pr+pn.Rows)-1
		c, d := max(c0, pc), min(c0+cols, pc+pn.Cols)-1
		if a > b || c > d {
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %s %s, %s %s", pn.Name, plural(pn.RowName, "rows"), span(a-pr, b-pr), plural(pn.ColName, "columns"), span(c-pc, d-pc)))
	}
	return strings.Join(parts, "; ")
}
