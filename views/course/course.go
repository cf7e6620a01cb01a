// Package course is the course index: the lessons in order with a one-line
// summary and progress marks, a "continue where I left off" entry and the
// benchmark view.
package course

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/lessons/progress"
	"github.com/cutetui/cutetui/views/common"
)

// Lesson is one lesson of the course.
type Lesson struct {
	Name    string // "03-coalesce"
	Title   string
	Summary string
	Source  []byte
	Quizzes int // exercises in the lesson
}

// OpenMsg asks the app to open lesson Index (of the course order).
type OpenMsg struct{ Index int }

// BenchMsg asks the app to open the benchmark view.
type BenchMsg struct{}

// PracticeMsg asks the app to open practice for lesson Index.
type PracticeMsg struct{ Index int }

// Options are the index's optional parts.
type Options struct {
	// Bench adds the benchmark entry.
	Bench bool
	// PracticeSummary returns a lesson's practice progress in a few words
	// ("" when never practised); nil when there is no practice.
	PracticeSummary func(lesson string) string
	// HasPractice reports whether a lesson has practice exercises.
	HasPractice func(lesson string) bool
}

// item kinds of the index.
const (
	itemContinue = iota
	itemLesson
	itemBench
)

type item struct {
	kind   int
	lesson int
}

// Model is the course index.
type Model struct {
	c        common.Common
	lessons  []Lesson
	progress *progress.Progress
	bench    bool
	opts     Options
	items    []item
	sel      int
	offset   int
	width    int
	height   int
}

var (
	_ common.Component  = (*Model)(nil)
	_ common.KeyHandler = (*Model)(nil)
)

// New returns the index of ls with the learner's progress. The selection
// starts on "continue" when there is one.
func New(c common.Common, ls []Lesson, p *progress.Progress, o Options) *Model {
	m := &Model{c: c, lessons: ls, progress: p, bench: o.Bench, opts: o}
	m.Refresh()
	return m
}

// Refresh rebuilds the entries after progress changed.
func (m *Model) Refresh() {
	m.items = m.items[:0]
	if i := m.lastIndex(); i >= 0 {
		m.items = append(m.items, item{kind: itemContinue, lesson: i})
	}
	for i := range m.lessons {
		m.items = append(m.items, item{kind: itemLesson, lesson: i})
	}
	if m.bench {
		m.items = append(m.items, item{kind: itemBench})
	}
	m.sel = min(m.sel, len(m.items)-1)
}

func (m *Model) lastIndex() int {
	if m.progress == nil || m.progress.Last == "" {
		return -1
	}
	for i, l := range m.lessons {
		if l.Name == m.progress.Last {
			return i
		}
	}
	return -1
}

// Select moves the selection onto lesson i.
func (m *Model) Select(i int) {
	for j, it := range m.items {
		if it.kind == itemLesson && it.lesson == i {
			m.sel = j
		}
	}
}

// SetSize implements common.Component.
func (m *Model) SetSize(width, height int) { m.width, m.height = width, height }

// Capturing implements common.Component: the index edits no text.
func (m *Model) Capturing() bool { return false }

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd { return nil }

// Update implements tea.Model: the mouse wheel, and keys through HandleKey.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	cmd, _ := m.update(msg)
	return m, cmd
}

// HandleKey implements common.KeyHandler.
func (m *Model) HandleKey(msg tea.KeyMsg) (tea.Cmd, bool) { return m.update(msg) }

// update handles keys and the mouse wheel; it reports whether it used msg.
func (m *Model) update(msg tea.Msg) (tea.Cmd, bool) {
	k := m.c.Keys
	switch msg := msg.(type) {
	case tea.MouseMsg:
		switch msg.Button {
		case tea.MouseButtonWheelUp:
			m.sel = max(m.sel-1, 0)
			return nil, true
		case tea.MouseButtonWheelDown:
			m.sel = min(m.sel+1, len(m.items)-1)
			return nil, true
		}
	case tea.KeyMsg:
		switch {
		case key.Matches(msg, k.Down):
			m.sel = min(m.sel+1, len(m.items)-1)
		case key.Matches(msg, k.Up):
			m.sel = max(m.sel-1, 0)
		case key.Matches(msg, k.Top):
			m.sel = 0
		case key.Matches(msg, k.Bottom):
			m.sel = len(m.items) - 1
		case key.Matches(msg, k.Open):
			return m.open(m.items[m.sel]), true
		case key.Matches(msg, k.Continue):
			if i := m.lastIndex(); i >= 0 {
				return m.open(item{kind: itemLesson, lesson: i}), true
			}
		case m.bench && key.Matches(msg, k.Bench):
			return m.open(item{kind: itemBench}), true
		case key.Matches(msg, k.Practice):
			if it := m.items[m.sel]; it.kind != itemBench && m.hasPractice(it.lesson) {
				i := it.lesson
				return func() tea.Msg { return PracticeMsg{Index: i} }, true
			}
		default:
			return nil, false
		}
		return nil, true
	}
	return nil, false
}

func (m *Model) hasPractice(i int) bool {
	return m.opts.HasPractice != nil && m.opts.HasPractice(m.lessons[i].Name)
}

func (m *Model) open(it item) tea.Cmd {
	if it.kind == itemBench {
		return func() tea.Msg { return BenchMsg{} }
	}
	i := it.lesson
	return func() tea.Msg { return OpenMsg{Index: i} }
}

// ShortHelp implements help.KeyMap.
func (m *Model) ShortHelp() []key.Binding {
	k := m.c.Keys
	b := []key.Binding{k.Up, k.Down, k.Open}
	if m.lastIndex() >= 0 {
		b = append(b, k.Continue)
	}
	if m.bench {
		b = append(b, k.Bench)
	}
	if m.opts.HasPractice != nil {
		b = append(b, k.Practice)
	}
	return append(b, k.Help, k.Quit)
}

// FullHelp implements help.KeyMap.
func (m *Model) FullHelp() [][]key.Binding {
	k := m.c.Keys
	return [][]key.Binding{{k.Up, k.Down, k.Top, k.Bottom}, {k.Open, k.Continue, k.Bench, k.Practice}, {k.Help, k.Quit}}
}

// marks returns the progress marks of lesson i.
func (m *Model) marks(i int) string {
	st := m.c.Styles
	l := m.lessons[i]
	var lp *progress.LessonProgress
	if m.progress != nil {
		lp = m.progress.Lessons[l.Name]
	}
	var parts []string
	if lp != nil && lp.Read {
		parts = append(parts, st.IndexMark.Render(st.Check+" read"))
	} else {
		parts = append(parts, st.Faint.Render("· unread"))
	}
	if l.Quizzes > 0 {
		done := 0
		if lp != nil {
			done = len(lp.Solved)
		}
		s := fmt.Sprintf("exercises %d/%d", min(done, l.Quizzes), l.Quizzes)
		if done >= l.Quizzes {
			parts = append(parts, st.IndexMark.Render(st.Check+" "+s))
		} else {
			parts = append(parts, st.Faint.Render(s))
		}
	}
	if m.opts.PracticeSummary != nil {
		if s := m.opts.PracticeSummary(l.Name); s != "" {
			parts = append(parts, st.Faint.Render("practice "+s))
		}
	}
	return strings.Join(parts, st.Faint.Render("  "))
}

// totals sums the progress over the course.
func (m *Model) totals() string {
	read, solved, quizzes := 0, 0, 0
	for _, l := range m.lessons {
		quizzes += l.Quizzes
		if m.progress == nil {
			continue
		}
		if lp := m.progress.Lessons[l.Name]; lp != nil {
			if lp.Read {
				read++
			}
			solved += min(len(lp.Solved), l.Quizzes)
		}
	}
	return fmt.Sprintf("%d lessons (%d read) · %d of %d exercises solved", len(m.lessons), read, solved, quizzes)
}

// View draws the index.
func (m *Model) View() string {
	st := m.c.Styles
	w, h := m.width, m.height
	var lines []string
	lines = append(lines, "", "  "+st.Title.Render("cutetui")+st.Faint.Render(" — CuTe layouts, one lesson at a time"))
	lines = append(lines, "  "+st.Faint.Render(m.totals()), "")
	// selTop and selEnd are the first line and one past the last line the
	// selection must show: its item's lines, and the title above the
	// first item (so g after G brings the title and progress line back).
	selTop, selEnd := 0, 0
	nw := len(strconv.Itoa(len(m.lessons))) // numbers right-aligned, as a list of 10 or more should be
	for j, it := range m.items {
		sel := j == m.sel
		cursor := "  "
		if sel {
			cursor = st.Accent.Render("> ")
		}
		if sel && j > 0 {
			selTop = len(lines)
		}
		switch it.kind {
		case itemContinue:
			l := m.lessons[it.lesson]
			t := "Continue where you left off: " + l.Title
			if sel {
				t = st.Accent.Bold(true).Render(t)
			}
			lines = append(lines, "  "+cursor+t, "")
		case itemLesson:
			l := m.lessons[it.lesson]
			t := fmt.Sprintf("%*d. %s", nw, it.lesson+1, l.Title)
			if sel {
				t = st.Accent.Bold(true).Render(t)
			} else {
				t = st.Bold.Render(t)
			}
			lines = append(lines, "  "+cursor+t+"   "+m.marks(it.lesson))
			if l.Summary != "" {
				lines = append(lines, strings.Repeat(" ", 4+nw+2)+st.Faint.Render(l.Summary))
			}
		case itemBench:
			t := "Benchmark: threadblock swizzle on this GPU"
			if sel {
				t = st.Accent.Bold(true).Render(t)
			} else {
				t = st.Bold.Render(t)
			}
			lines = append(lines, "", "  "+cursor+t, "      "+st.Faint.Render("time GemmIdentityThreadblockSwizzle<N> and friends, or model their L2 traffic"))
		}
		if sel {
			selEnd = len(lines)
		}
	}
	body := max(h-1, 1)
	if selEnd > m.offset+body {
		m.offset = selEnd - body
	}
	if selTop < m.offset {
		m.offset = selTop
	}
	m.offset = max(0, min(m.offset, len(lines)-body))
	var b strings.Builder
	for i := 0; i < body; i++ {
		if j := m.offset + i; j < len(lines) {
			b.WriteString(ansi.Truncate(lines[j], w, "…"))
		}
		b.WriteByte('\n')
	}
	b.WriteString(m.c.KeyLine(w, m.ShortHelp()))
	return b.String()
}
