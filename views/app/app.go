// Package app is the tutor's shell: it owns the screens (course index,
// lesson reader, benchmark view), routes messages to the active one, shows
// the full key help, records progress and asks before unsaved edits of a
// notebook would be lost.
package app

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/course"
	"github.com/cutetui/cutetui/views/pane"
	"github.com/cutetui/cutetui/views/quiz"
	"github.com/cutetui/cutetui/views/reader"
)

// Screen is a full-screen view mounted by the app (the benchmark view).
type Screen interface {
	Init() tea.Cmd
	// Update handles a message; it reports whether a key was used.
	Update(tea.Msg) (tea.Cmd, bool)
	View() string
	// SetSize tells the screen its size.
	SetSize(width, height int)
	ShortHelp() []key.Binding
	FullHelp() [][]key.Binding
}

// Options configure the app.
type Options struct {
	// Lessons is the course, in order.
	Lessons []course.Lesson
	// Notebook, when set, opens this file instead of the course.
	Notebook       string
	NotebookSource []byte
	// Progress is the learner's progress; ProgressPath where it is saved
	// ("" keeps it in memory).
	Progress     *lessons.Progress
	ProgressPath string
	// NewBench builds the benchmark view (nil: no benchmark entry).
	NewBench func(c *common.Common) Screen
	// Explainer fills the explain toggle of panes (nil: a note).
	Explainer pane.Explainer
	// BenchLesson names the lesson that offers the benchmark (key B).
	BenchLesson string
	// NewPractice builds the practice screen for a lesson's topic (nil: no
	// practice); HasPractice says which lessons have one; PracticeSummary
	// gives the index's practice mark ("" when never practised).
	NewPractice     func(c *common.Common, lesson string) (Screen, error)
	HasPractice     func(lesson string) bool
	PracticeSummary func(lesson string) string
}

type screen int

const (
	screenIndex screen = iota
	screenReader
	screenBench
	screenPractice
)

// Model is the app.
type Model struct {
	c       *common.Common
	opts    Options
	cache   *reader.Cache
	index   *course.Model
	readers map[string]*reader.Model
	reader  *reader.Model
	lesson  int // index of the open lesson, -1 for a notebook
	bench   Screen
	// practice is the practice screen open now (one topic at a time) and
	// from is the screen it returns to.
	practice Screen
	from     screen
	screen   screen
	help     help.Model

	showHelp    bool
	confirmQuit bool
	quitting    bool
	status      string
}

// New returns the app.
func New(c *common.Common, opts Options) *Model {
	if opts.Progress == nil {
		opts.Progress = &lessons.Progress{}
	}
	m := &Model{c: c, opts: opts, cache: reader.NewCache(), readers: map[string]*reader.Model{}, lesson: -1}
	co := course.Options{Bench: opts.NewBench != nil}
	if opts.NewPractice != nil {
		co.HasPractice, co.PracticeSummary = opts.HasPractice, opts.PracticeSummary
	}
	m.index = course.New(c, opts.Lessons, opts.Progress, co)
	st := c.Styles
	m.help = help.New()
	m.help.Styles = help.Styles{
		ShortKey: st.Accent, ShortDesc: st.Faint, ShortSeparator: st.Faint, Ellipsis: st.Faint,
		FullKey: st.Accent, FullDesc: st.Faint, FullSeparator: st.Faint,
	}
	if opts.Notebook != "" {
		m.reader = reader.New(c, m.cache, reader.Options{Name: opts.Notebook, Path: opts.Notebook, Source: opts.NotebookSource, Explainer: opts.Explainer})
		m.screen = screenReader
	}
	return m
}

// Init starts the first rendering of an opened notebook.
func (m *Model) Init() tea.Cmd {
	if m.reader != nil {
		return m.reader.Init()
	}
	return nil
}

// Reader returns the open reader, or nil.
func (m *Model) Reader() *reader.Model { return m.reader }

// Update implements tea.Model.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.c.Width, m.c.Height = msg.Width, msg.Height
		m.help.Width = 0 // the help view packs whole columns itself
		var cmds []tea.Cmd
		if m.reader != nil {
			cmds = append(cmds, m.reader.SetSize())
		}
		if m.bench != nil {
			m.bench.SetSize(msg.Width, msg.Height-1)
		}
		if m.practice != nil {
			m.practice.SetSize(msg.Width, msg.Height)
		}
		return m, tea.Batch(cmds...)
	case tea.KeyMsg:
		// Keys read in one burst ("jj", or Esc Esc read as alt+esc) are
		// taken one by one, each a key of its own.
		keys := splitKeys(msg)
		if len(keys) == 1 {
			return m, m.updateKey(keys[0])
		}
		cmds := make([]tea.Cmd, 0, len(keys))
		for _, k := range keys {
			cmds = append(cmds, m.updateKey(k))
		}
		return m, tea.Batch(cmds...)
	case course.OpenMsg:
		return m, m.openLesson(msg.Index)
	case course.BenchMsg, reader.BenchMsg:
		return m, m.openBench()
	case course.PracticeMsg:
		if msg.Index >= 0 && msg.Index < len(m.opts.Lessons) {
			return m, m.openPractice(m.opts.Lessons[msg.Index].Name)
		}
		return m, nil
	case reader.PracticeMsg:
		return m, m.openPractice(msg.Name)
	case reader.NavigateMsg:
		if m.lesson >= 0 {
			i := m.lesson + msg.Delta
			switch {
			case i < 0:
				m.status = "this is the first lesson"
			case i >= len(m.opts.Lessons):
				m.status = "this is the last lesson — esc for the index"
			default:
				return m, m.openLesson(i)
			}
		}
		return m, nil
	case reader.ReadMsg:
		if m.lesson >= 0 {
			m.opts.Progress.Lesson(msg.Name).Read = true
			m.saveProgress()
		}
		return m, nil
	case quiz.SolvedMsg:
		if m.lesson >= 0 && m.reader != nil {
			m.opts.Progress.Lesson(m.reader.Name()).Solved[msg.Question] = true
			m.saveProgress()
		}
		return m, nil
	}
	// Mouse events go to the active screen; everything else (renderings,
	// ticks, the benchmark's background results) to every screen that may
	// be waiting for it: each ignores what is not its own.
	if _, ok := msg.(tea.MouseMsg); ok {
		switch m.screen {
		case screenReader:
			cmd, _ := m.reader.Update(msg)
			return m, cmd
		case screenBench:
			cmd, _ := m.bench.Update(msg)
			return m, cmd
		case screenPractice:
			cmd, _ := m.practice.Update(msg)
			return m, cmd
		}
		cmd, _ := m.index.Update(msg)
		return m, cmd
	}
	var cmds []tea.Cmd
	if m.reader != nil {
		cmd, _ := m.reader.Update(msg)
		cmds = append(cmds, cmd)
	}
	if m.bench != nil {
		cmd, _ := m.bench.Update(msg)
		cmds = append(cmds, cmd)
	}
	if m.practice != nil {
		cmd, _ := m.practice.Update(msg)
		cmds = append(cmds, cmd)
	}
	return m, tea.Batch(cmds...)
}

// capturing reports whether the active screen takes every key (an input
// has the focus), leaving only ctrl+c and an unused esc to the app. (The
// practice screen's answers are literal values, so q and ? stay the app's
// there, as its key line says.)
func (m *Model) capturing() bool {
	return m.screen == screenReader && m.reader != nil && m.reader.Capturing()
}

func (m *Model) updateKey(msg tea.KeyMsg) tea.Cmd {
	k := m.c.Keys
	if m.confirmQuit {
		switch {
		case msg.String() == "y" || msg.String() == "Y":
			m.reader.Save()
			if m.reader.Dirty() {
				m.confirmQuit = false
				m.status = m.reader.Status()
				return nil
			}
			return m.quit()
		case msg.String() == "n" || msg.String() == "N":
			return m.quit()
		case msg.Type == tea.KeyEsc || msg.Type == tea.KeyCtrlC:
			m.confirmQuit = false
		}
		return nil
	}
	if key.Matches(msg, k.ForceQuit) {
		return m.tryQuit()
	}
	if m.showHelp {
		if key.Matches(msg, k.Help) || key.Matches(msg, k.Back) || key.Matches(msg, k.Quit) {
			m.showHelp = false
		}
		return nil
	}
	if !m.capturing() {
		switch {
		case key.Matches(msg, k.Quit):
			return m.tryQuit()
		case key.Matches(msg, k.Help):
			m.showHelp = true
			return nil
		}
	}
	m.status = ""
	switch m.screen {
	case screenIndex:
		cmd, _ := m.index.Update(msg)
		return cmd
	case screenReader:
		cmd, used := m.reader.Update(msg)
		if !used && key.Matches(msg, k.Back) && m.lesson >= 0 {
			m.leaveReader()
			m.screen = screenIndex
		}
		return cmd
	case screenBench:
		cmd, used := m.bench.Update(msg)
		if !used && key.Matches(msg, k.Back) {
			if m.reader != nil && m.lesson >= 0 {
				m.screen = screenReader
				return m.reader.SetSize()
			}
			m.screen = screenIndex
		}
		return cmd
	case screenPractice:
		cmd, used := m.practice.Update(msg)
		if !used && key.Matches(msg, k.Back) {
			m.screen = m.from
			m.index.Refresh()
			if m.screen == screenReader && m.reader != nil {
				return m.reader.SetSize()
			}
		}
		return cmd
	}
	return nil
}

// openPractice shows the practice screen for a lesson's topic.
func (m *Model) openPractice(lesson string) tea.Cmd {
	if m.opts.NewPractice == nil || (m.opts.HasPractice != nil && !m.opts.HasPractice(lesson)) {
		return nil
	}
	p, err := m.opts.NewPractice(m.c, lesson)
	if err != nil {
		m.status = "practice: " + err.Error()
		return nil
	}
	m.practice = p
	p.SetSize(m.c.Width, m.c.Height)
	if m.screen != screenPractice {
		m.from = m.screen
	}
	m.screen = screenPractice
	return p.Init()
}

// tryQuit quits, or asks first when a notebook has unsaved edits.
func (m *Model) tryQuit() tea.Cmd {
	for _, r := range m.allReaders() {
		if r.Dirty() {
			m.confirmQuit = true
			m.reader = r
			m.screen = screenReader
			return nil
		}
	}
	return m.quit()
}

func (m *Model) allReaders() []*reader.Model {
	var rs []*reader.Model
	if m.reader != nil {
		rs = append(rs, m.reader)
	}
	for _, r := range m.readers {
		if r != m.reader {
			rs = append(rs, r)
		}
	}
	return rs
}

func (m *Model) quit() tea.Cmd {
	m.leaveReader()
	if c, ok := m.bench.(interface{ Close() }); ok {
		c.Close()
	}
	m.quitting = true
	return tea.Quit
}

// leaveReader records where the learner was in the open lesson.
func (m *Model) leaveReader() {
	if m.reader == nil || m.lesson < 0 {
		return
	}
	p := m.opts.Progress
	p.Last = m.reader.Name()
	p.Lesson(m.reader.Name()).Offset = m.reader.Offset()
	m.saveProgress()
	m.index.Refresh()
}

func (m *Model) saveProgress() {
	if m.opts.ProgressPath == "" {
		return
	}
	if err := m.opts.Progress.Save(m.opts.ProgressPath); err != nil {
		m.status = "could not save progress: " + err.Error()
	}
}

// openLesson shows lesson i, keeping each lesson's reader (and its edits)
// for the session.
func (m *Model) openLesson(i int) tea.Cmd {
	if i < 0 || i >= len(m.opts.Lessons) {
		return nil
	}
	m.leaveReader()
	l := m.opts.Lessons[i]
	r, ok := m.readers[l.Name]
	if !ok {
		lp := m.opts.Progress.Lesson(l.Name)
		r = reader.New(m.c, m.cache, reader.Options{
			Name: l.Name, Title: fmt.Sprintf("%d. %s", i+1, l.Title), Source: l.Source,
			Solved: lp.Solved, Explainer: m.opts.Explainer, Offset: lp.Offset,
			Bench:    m.opts.NewBench != nil && l.Name == m.opts.BenchLesson,
			Practice: m.opts.NewPractice != nil && m.opts.HasPractice != nil && m.opts.HasPractice(l.Name),
		})
		m.readers[l.Name] = r
	}
	m.reader, m.lesson, m.screen = r, i, screenReader
	m.opts.Progress.Last = l.Name
	m.index.Select(i)
	return r.SetSize()
}

func (m *Model) openBench() tea.Cmd {
	if m.opts.NewBench == nil {
		return nil
	}
	if m.bench == nil {
		m.bench = m.opts.NewBench(m.c)
		m.bench.SetSize(m.c.Width, m.c.Height-1)
		m.screen = screenBench
		return m.bench.Init()
	}
	m.screen = screenBench
	return nil
}

// activeHelp is the key map of what has the keys now.
func (m *Model) activeHelp() help.KeyMap {
	switch m.screen {
	case screenReader:
		if m.reader != nil {
			return m.reader
		}
	case screenBench:
		if m.bench != nil {
			return m.bench
		}
	case screenPractice:
		if m.practice != nil {
			return m.practice
		}
	}
	return m.index
}

// View implements tea.Model.
func (m *Model) View() string {
	if m.quitting {
		return ""
	}
	if m.c.Width == 0 {
		return ""
	}
	if m.showHelp {
		return m.helpView()
	}
	var v string
	switch m.screen {
	case screenReader:
		v = m.reader.View()
	case screenBench:
		v = m.benchView()
	case screenPractice:
		v = m.practice.View() // it draws its own key line
	default:
		v = m.index.View()
	}
	if m.confirmQuit {
		v = replaceLastLine(v, m.c.Styles.Warn.Render(ansi.Truncate("Unsaved changes in "+m.reader.Name()+". Save them? y save and quit · n quit without saving · esc stay", m.c.Width, "…")))
	} else if m.status != "" {
		v = replaceLastLine(v, m.c.Styles.Warn.Render(ansi.Truncate(m.status, m.c.Width, "…")))
	}
	return v
}

func (m *Model) benchView() string {
	k := m.c.Keys
	v := strings.TrimRight(m.bench.View(), "\n")
	return v + "\n" + m.c.KeyLine(append(m.bench.ShortHelp(), k.Back, k.Help, k.Quit))
}

func (m *Model) helpView() string {
	st := m.c.Styles
	// Pack the groups into rows as wide as the screen allows.
	avail := max(m.c.Width-8, 20)
	var rows []string
	var row []string
	rowW := 0
	flush := func() {
		if len(row) > 0 {
			rows = append(rows, lipgloss.JoinHorizontal(lipgloss.Top, row...))
			row, rowW = nil, 0
		}
	}
	for _, g := range m.activeHelp().FullHelp() {
		col := m.help.FullHelpView([][]key.Binding{g})
		w := lipgloss.Width(col) + 4
		if rowW > 0 && rowW+w > avail {
			flush()
		}
		row = append(row, col+"    ")
		rowW += w
	}
	flush()
	body := strings.Join(rows, "\n\n")
	box := lipgloss.JoinVertical(lipgloss.Left, st.OverlayTitle.Render("Keys"), "", body, "", st.Faint.Render("? or esc to close"))
	box = st.Overlay.Render(box)
	if lines := strings.Split(box, "\n"); len(lines) > m.c.Height {
		// Too tall: keep the top, say that more is cut.
		lines = append(lines[:max(m.c.Height-1, 1)], st.Faint.Render("… (a taller terminal shows every key; docs/tui.md lists them)"))
		box = strings.Join(lines, "\n")
	}
	return m.c.Renderer.Place(m.c.Width, m.c.Height, lipgloss.Center, lipgloss.Center, box)
}

func replaceLastLine(v, line string) string {
	if i := strings.LastIndexByte(v, '\n'); i >= 0 {
		return v[:i+1] + line
	}
	return line
}

// OpenLessonByName opens the lesson with this name (or file name, e.g.
// "coalesce" or "03-coalesce.md") at start; it reports whether one matched.
func (m *Model) OpenLessonByName(name string) bool {
	id := lessons.LessonID(name) // "lessons/03-coalesce.md" -> "coalesce"
	for i, l := range m.opts.Lessons {
		if l.Name == id {
			m.openLesson(i)
			return true
		}
	}
	return false
}
