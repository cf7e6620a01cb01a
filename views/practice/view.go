package practice

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/lessons/grade"
	lp "github.com/cutetui/cutetui/lessons/practice"
)

// View draws the screen in exactly its height: a header with the topic and
// its progress, the exercise, the answer input, the feedback, the hints
// revealed (the latest ones when they do not all fit) and a key line. It
// reads no clock, so a screen is stable for golden files.
func (m *Model) View() string {
	st := m.c.Styles
	w := max(m.w, 1)
	ex := m.sess.Exercise()
	stats := m.sess.Stats()
	wrap := func(s string, indent int) []string { return wrapText(s, w-indent) }

	var top []string
	left := st.Title.Render("Practice") + st.Faint.Render(" · ") + st.Bold.Render(m.Topic().Title)
	right := fmt.Sprintf("level %d/%d · streak %d (best %d) · %d/%d right", ex.Level, lp.MaxLevel, stats.Streak, stats.Best, stats.Correct, stats.Attempted)
	gap := w - lipgloss.Width(left) - lipgloss.Width(right)
	if gap >= 2 {
		top = append(top, left+strings.Repeat(" ", gap)+st.Faint.Render(right))
	} else {
		top = append(top, left, st.Faint.Render(right))
	}
	top = append(top, st.Faint.Render(strings.Repeat(st.Rule, w)), "")
	for _, l := range wrap(ex.Question, 0) {
		top = append(top, st.Bold.Render(l))
	}
	top = append(top, "")
	for _, s := range ex.Setup {
		// A long setup wraps under itself: cut at the edge, the learner
		// could not read what is given.
		for i, l := range wrap(s, 9) {
			pre := st.Faint.Render("  given  ")
			if i > 0 {
				pre = strings.Repeat(" ", 9)
			}
			top = append(top, pre+l)
		}
	}
	if stmt := ex.Statement; stmt != "" { // "" where it would give the way to the answer away
		for _, l := range wrap(stmt, 4) {
			top = append(top, "    "+st.Accent.Render(l))
		}
	}
	top = append(top, "", m.input.View())
	top = append(top, m.feedback(w)...)
	top = append(top, m.answerLines(w)...)

	var bottom []string
	if m.status != "" {
		bottom = append(bottom, st.Warn.Render(ansi.Truncate(m.status, w, "…")))
	}
	if m.confirm {
		bottom = append(bottom, st.Warn.Render(ansi.Truncate(fmt.Sprintf("Reset your progress on %s (level, streak and counts)? y reset · n keep", m.Topic().ID), w, "…")))
	}
	bottom = append(bottom, strings.Split(m.keyLine(w), "\n")...)

	// Hints fill what is left; when they do not fit, the latest are kept.
	room := m.h - len(top) - len(bottom)
	hints := m.hintLines(w)
	if len(hints) > room {
		if room <= 1 {
			hints = nil
		} else {
			hidden := len(hints) - (room - 1)
			hints = append([]string{st.Faint.Render(fmt.Sprintf("  … %d earlier lines", hidden))}, hints[hidden:]...)
		}
	}
	lines := append(top, hints...)
	for len(lines)+len(bottom) < m.h {
		lines = append(lines, "")
	}
	lines = append(lines, bottom...)
	if len(lines) > m.h && m.h > 0 {
		lines = append(lines[:m.h-1], lines[len(lines)-1])
	}
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, w, "…")
	}
	return strings.Join(lines, "\n")
}

// feedback is the verdict on the last answer.
func (m *Model) feedback(w int) []string {
	st := m.c.Styles
	v := m.verdict
	if v == nil {
		return nil
	}
	wrap := func(style lipgloss.Style, s string) []string {
		var out []string
		for _, l := range wrapText(s, w) {
			out = append(out, style.Render(l))
		}
		return out
	}
	var out []string
	switch v.Outcome {
	case grade.Correct, grade.Equivalent:
		out = wrap(st.OK, st.Check+" "+v.Message)
		out = append(out, st.Faint.Render("  enter: next exercise"))
	case grade.Invalid:
		col := lipgloss.Width(m.input.Prompt) + lipgloss.Width(m.answered[:min(max(v.Pos, 0), len(m.answered))])
		out = append(out, strings.Repeat(" ", min(col, w-1))+st.Caret.Render("^"))
		out = append(out, wrap(st.Error, st.Cross+" "+v.Message)...)
	default:
		out = wrap(st.Error, st.Cross+" "+v.Message)
		if v.Outcome == grade.Wrong && !m.sess.Revealed() {
			left := lp.MaxTries - m.sess.Wrong()
			out = append(out, st.Faint.Render(fmt.Sprintf("  try again (%d %s left) · ctrl+g: a hint · ctrl+x: show the answer", left, plural(left, "try", "tries"))))
		}
	}
	if m.uncounted {
		out = append(out, st.Faint.Render("  (only the first answer to an exercise counts)"))
	}
	return out
}

// answerLines show the engine's answer once it is revealed.
func (m *Model) answerLines(w int) []string {
	if !m.sess.Revealed() {
		return nil
	}
	st := m.c.Styles
	ex := m.sess.Exercise()
	why := "The answer"
	if m.sess.Wrong() >= lp.MaxTries {
		why = fmt.Sprintf("After %d tries, the answer", lp.MaxTries)
	}
	var out []string
	for _, l := range wrapText(why+": "+ex.Answer, w) {
		out = append(out, st.Accent.Render(l))
	}
	if v := m.verdict; v == nil || !v.Right() { // a right verdict says it already
		out = append(out, st.Faint.Render("  enter: next exercise"))
	}
	return out
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// hintLines are the derivation steps revealed so far: all of them once
// the answer is shown, so the answer comes with how it is found.
func (m *Model) hintLines(w int) []string {
	st := m.c.Styles
	hs := m.sess.Hints()
	if m.sess.Revealed() && m.sess.Exercise() != nil {
		hs = m.sess.Exercise().Hints
	}
	if len(hs) == 0 {
		return nil
	}
	all := len(m.sess.Exercise().Hints)
	out := []string{"", st.Bold.Render(fmt.Sprintf("Derivation (step %d of %d)", len(hs), all))}
	for i, h := range hs {
		body := strings.TrimLeft(h, " ")
		indent := 4 + len(h) - len(body)
		num := fmt.Sprintf("%2d. ", i+1)
		ls := wrapText(body, w-indent-len(num))
		for j, l := range ls {
			pre := strings.Repeat(" ", indent-4) + num
			if j > 0 {
				pre = strings.Repeat(" ", indent-4+len(num))
			}
			out = append(out, "  "+st.Warn.Render(pre+l))
		}
	}
	return out
}

func (m *Model) keyLine(w int) string {
	var parts []string
	for _, kb := range m.ShortHelp() {
		parts = append(parts, kb.Help().Key+" "+kb.Help().Desc)
	}
	line := strings.Join(parts, " · ")
	if q := line + " · ctrl+c quit"; !m.confirm && ansi.StringWidth(q) <= w { // the screen's own keys first
		line = q
	}
	if ansi.StringWidth(line) > w {
		// Letters are text here, so this line is where the keys are
		// learnt: two lines rather than a cut one.
		for i := len(parts) - 1; i > 0; i-- {
			a, b := strings.Join(parts[:i], " · "), strings.Join(parts[i:], " · ")
			if ansi.StringWidth(a) <= w {
				return m.c.Styles.Faint.Render(a) + "\n" + m.c.Styles.Faint.Render(ansi.Truncate(b, w, "…"))
			}
		}
	}
	return m.c.Styles.Faint.Render(ansi.Truncate(line, w, "…"))
}

// wrapText breaks plain text into lines of at most width cells, at blanks
// and after commas where it can.
func wrapText(s string, width int) []string {
	return strings.Split(ansi.Wrap(s, max(width, 10), ","), "\n")
}
