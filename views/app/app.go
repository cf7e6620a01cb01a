// Package app is the tutor's shell: it owns the screens (course index,
// lesson reader, benchmark view), routes messages to the active one, shows
// the full key help, records progress and asks before unsaved edits of a
// notebook would be lost.
package app

import (
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/internal/safefile"
	"github.com/cutetui/cutetui/lessons"
	lpractice "github.com/cutetui/cutetui/lessons/practice"
	"github.com/cutetui/cutetui/lessons/progress"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/course"
	"github.com/cutetui/cutetui/views/pane"
	"github.com/cutetui/cutetui/views/quiz"
	"github.com/cutetui/cutetui/views/reader"
	"github.com/muesli/termenv"
)

// Screen is a full-screen view mounted by the app (the benchmark view, the
// practice screen): a component whose keys come through HandleKey, so the
// app knows whether esc was used.
type Screen interface {
	common.Component
	common.KeyHandler
}

var _ common.Component = (*Model)(nil)

// Options configure the app.
type Options struct {
	// Lessons is the course, in order.
	Lessons []course.Lesson
	// Notation, when set, lets the index's Notation key switch the
	// course between C++ and the CuTe DSL's notation (notation.go).
	Notation *NotationSwitch
	// Notebook, when set, opens this file instead of the course.
	Notebook       string
	NotebookSource []byte
	// RecoveryDir is where a notebook's unsaved edits are copied and
	// found again after a crash ("" turns autosave off).
	RecoveryDir string
	// Notice is said on the status line of the first screen (e.g. that a
	// progress file was unreadable and where its backup is).
	Notice string
	// Progress is the learner's progress; ProgressPath where it is saved
	// ("" keeps it in memory).
	Progress     *progress.Progress
	ProgressPath string
	// NewBench builds the benchmark view (nil: no benchmark entry).
	NewBench func(c common.Common) Screen
	// Explainer fills the explain toggle of panes (nil: a note).
	Explainer pane.Explainer
	// BenchLesson names the lesson that offers the benchmark (key B).
	BenchLesson string
	// NewPractice builds the practice screen for a lesson's topic (nil: no
	// practice); HasPractice says which lessons have one; PracticeSummary
	// gives the index's practice mark ("" when never practised).
	NewPractice     func(c common.Common, lesson string) (Screen, error)
	HasPractice     func(lesson string) bool
	PracticeSummary func(lesson string) string
	// Classroom links the app to a class taught with cutetui serve (nil:
	// none).
	Classroom Classroom
	// Terminal is where the program draws (its output): y and Y send the
	// clipboard's OSC 52 to it, I an image. nil: they say they cannot.
	Terminal io.Writer
	// Images is how I shows a figure (see termimg): "kitty", "iterm2",
	// "sixel", or "" / "off" for not at all.
	Images string

	// practiceStore is CourseOptions' practice record, whose saves it
	// hands to laterWrites (persist.go).
	practiceStore *lpractice.Store
	laterWrites   *laterWrites
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
	c       common.Common
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

	width, height int // the terminal's, from tea.WindowSizeMsg
	showHelp      bool
	helpOffset    int // first line of the ? overlay shown
	confirmQuit   bool
	quitting      bool
	quitOnSave    bool // y at the quit question: quit once the notebook is saved
	status        string
	resume        *resumeOffer // after a lesson opened by name at its start (resume.go)

	class *class // nil outside a class

	image     *imageView // the figure shown as an image (I), or nil
	imageGen  int        // counts I presses and closes: stale pictures are dropped
	imageBusy bool       // a picture is being drawn (one at a time)

	progressFile  *safefile.Latest // orders the writes of the progress file
	progressSaved bool             // progress was written this session

	held  []tea.KeyMsg // keys waiting for their screen (held.go)
	opens int          // screen-opening commands not yet come back
}

// New returns the app.
func New(c common.Common, opts Options) *Model {
	if opts.Progress == nil {
		opts.Progress = &progress.Progress{}
	}
	m := &Model{c: c, opts: opts, cache: reader.NewCache(), readers: map[string]*reader.Model{}, lesson: -1, progressFile: &safefile.Latest{}}
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
		m.reader = reader.New(c, m.cache, reader.Options{Name: opts.Notebook, Path: opts.Notebook, Source: opts.NotebookSource, Explainer: opts.Explainer, RecoveryDir: opts.RecoveryDir})
		m.screen = screenReader
	}
	m.status = opts.Notice
	if opts.Classroom != nil {
		m.class = newClass(opts.Classroom)
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

// Update implements tea.Model. It writes no file: the writes it starts
// (progress, practice, a notebook's save) are in the command it returns.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && m.hold(k) {
		return m, nil
	}
	var cmd tea.Cmd
	if o, ok := msg.(openedMsg); ok {
		m.opens--
		msg = o.msg
	}
	switch msg := msg.(type) {
	case nil:
	case tea.BatchMsg:
		cmd = tea.Batch(msg...)
	default:
		cmd = m.updateAll(msg)
	}
	cmd = tea.Batch(cmd, m.release())
	if m.opts.laterWrites != nil && !m.quitting {
		cmd = tea.Batch(cmd, m.opts.laterWrites.take())
	}
	return m, cmd
}

func (m *Model) updateAll(msg tea.Msg) tea.Cmd {
	if m.class == nil {
		_, cmd := m.update(msg)
		return cmd
	}
	if cmd, ok := m.classMsg(msg); ok {
		return cmd
	}
	_, cmd := m.update(msg)
	m.classAfter()
	return cmd
}

func (m *Model) update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if cmd, ok := m.imageMsg(msg); ok {
		return m, cmd
	}
	switch msg := msg.(type) {
	case wroteMsg:
		switch {
		case msg.err != nil:
			m.status = "could not write to the terminal: " + msg.err.Error()
		case msg.status != "":
			m.status = msg.status
		}
		return m, nil
	case tea.WindowSizeMsg:
		m.SetSize(msg.Width, msg.Height)
		if m.reader != nil {
			return m, m.reader.Refresh()
		}
		return m, nil
	case tea.KeyMsg:
		// Keys read in one burst ("jj", or Esc Esc read as alt+esc) are
		// taken one by one, each a key of its own.
		keys := splitKeys(msg)
		if len(keys) == 1 {
			return m, m.updateKey(keys[0])
		}
		cmds := make([]tea.Cmd, 0, len(keys))
		for i, k := range keys {
			if i > 0 && m.hold(k) { // the key before opened a screen
				continue
			}
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
			return m, m.saveProgress()
		}
		return m, nil
	case quiz.SolvedMsg:
		if m.lesson >= 0 && m.reader != nil {
			m.opts.Progress.Lesson(m.reader.Name()).Solved[msg.Question] = true
			return m, m.saveProgress()
		}
		return m, nil
	case progressSavedMsg:
		if msg.err != nil {
			m.status = "could not save progress: " + msg.err.Error()
		}
		return m, nil
	case practiceSavedMsg:
		if msg.err != nil {
			m.status = "could not save practice progress: " + msg.err.Error()
		}
		return m, nil
	}
	// Mouse events go to the active screen; everything else (renderings,
	// ticks, the benchmark's background results) to every screen that may
	// be waiting for it: each ignores what is not its own.
	if _, ok := msg.(tea.MouseMsg); ok {
		_, cmd := m.active().Update(msg)
		return m, cmd
	}
	var cmds []tea.Cmd
	if m.reader != nil {
		_, cmd := m.reader.Update(msg)
		cmds = append(cmds, cmd, m.afterSave())
	}
	if m.bench != nil {
		_, cmd := m.bench.Update(msg)
		cmds = append(cmds, cmd)
	}
	if m.practice != nil {
		_, cmd := m.practice.Update(msg)
		cmds = append(cmds, cmd)
	}
	return m, tea.Batch(cmds...)
}

// SetSize implements common.Component: the app fills the terminal and
// sizes each screen (the benchmark view leaves a line for the app's key
// line).
func (m *Model) SetSize(width, height int) {
	m.width, m.height = width, height
	m.help.Width = 0 // the help view packs whole columns itself
	m.index.SetSize(width, height)
	if m.reader != nil {
		m.reader.SetSize(width, height)
	}
	if m.bench != nil {
		m.bench.SetSize(width, height-1)
	}
	if m.practice != nil {
		m.practice.SetSize(width, height)
	}
}

// active is the screen that has the keys now.
func (m *Model) active() Screen {
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

// Capturing implements common.Component: the active screen is editing
// text, so only ctrl+c is the app's.
func (m *Model) Capturing() bool {
	if m.class != nil && m.class.askQuiz != nil && m.class.askQuiz.Capturing() {
		return true
	}
	return m.active().Capturing()
}

// ShortHelp implements help.KeyMap: the active screen's keys.
func (m *Model) ShortHelp() []key.Binding { return m.active().ShortHelp() }

// FullHelp implements help.KeyMap: the active screen's keys.
func (m *Model) FullHelp() [][]key.Binding {
	groups := m.active().FullHelp()
	if m.screen == screenIndex && m.opts.Notation != nil {
		groups = append(groups, []key.Binding{m.c.Keys.Notation})
	}
	if m.class != nil {
		k := m.c.Keys
		if m.class.teacher {
			groups = append(groups, []key.Binding{k.Present, k.Ask, k.Reveal})
		} else {
			groups = append(groups, []key.Binding{k.Follow, k.Ask})
		}
	}
	return groups
}

// updateKey does what route decides for one key.
func (m *Model) updateKey(msg tea.KeyMsg) tea.Cmd {
	if cmd, used := m.resumeKey(msg); used {
		return cmd
	}
	if m.class != nil && !m.confirmQuit && !m.showHelp {
		if cmd, used := m.classKey(msg); used {
			return cmd
		}
	}
	s := keyState{Confirming: m.confirmQuit, Help: m.showHelp, Capturing: m.Capturing(), Reading: m.screen == screenReader && m.reader != nil}
	switch route(m.c.Keys, s, msg) {
	case actIgnore:
		return nil
	case actStay:
		m.confirmQuit = false
		return nil
	case actSaveAndQuit:
		cmd := m.reader.Save()
		if m.reader.Saving() {
			m.quitOnSave = true // afterSave quits once the file is written
			return cmd
		}
		return tea.Batch(cmd, m.saved())
	case actQuitWithoutSaving:
		return m.quit(m.reader.DiscardRecovery()) // the user chose to drop the edits
	case actQuit:
		return m.tryQuit()
	case actHelpOpen:
		m.showHelp, m.helpOffset = true, 0
		return nil
	case actHelpClose:
		m.showHelp = false
		return nil
	case actHelpDown:
		m.scrollHelp(1)
		return nil
	case actHelpUp:
		m.scrollHelp(-1)
		return nil
	case actHelpPageDown:
		m.scrollHelp(m.helpRoom() - 1)
		return nil
	case actHelpPageUp:
		m.scrollHelp(1 - m.helpRoom())
		return nil
	case actHelpTop:
		m.helpOffset = 0
		return nil
	case actHelpBottom:
		m.scrollHelp(1 << 30)
		return nil
	case actCopy, actCopyValue:
		return m.copySelected(route(m.c.Keys, s, msg) == actCopyValue)
	case actImage:
		return m.showImage()
	}
	m.status = ""
	if m.screen == screenIndex && m.opts.Notation != nil && !m.Capturing() && key.Matches(msg, m.c.Keys.Notation) {
		m.toggleNotation()
		return nil
	}
	onIndex := m.screen == screenIndex
	// The reader's ], [, B and p open another lesson, the benchmark or
	// practice too: the keys typed after them are the new screen's.
	readerOpens := m.screen == screenReader && !m.Capturing() &&
		key.Matches(msg, m.c.Keys.NextLesson, m.c.Keys.PrevLesson, m.c.Keys.Bench, m.c.Keys.Practice)
	cmd, used := m.active().HandleKey(msg)
	if onIndex || readerOpens && used { // the index's commands open a screen (a lesson, practice, the benchmark)
		cmd = m.opening(cmd)
	}
	if used || !backOnUnused(m.c.Keys, msg) {
		return cmd
	}
	switch m.screen {
	case screenReader:
		if m.lesson >= 0 {
			m.screen = screenIndex
			return tea.Batch(cmd, m.leaveReader())
		}
	case screenBench:
		if m.reader != nil && m.lesson >= 0 {
			m.screen = screenReader
			m.reader.SetSize(m.width, m.height)
			return tea.Batch(cmd, m.reader.Refresh())
		}
		m.screen = screenIndex
	case screenPractice:
		m.screen = m.from
		m.index.Refresh()
		if m.screen == screenReader && m.reader != nil {
			m.reader.SetSize(m.width, m.height)
			return tea.Batch(cmd, m.reader.Refresh())
		}
	}
	return cmd
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
	p.SetSize(m.width, m.height)
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
	return m.quit(nil)
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

// quit quits once first (a file's removal, say; may be nil) and the
// write of the place left in the open lesson are done.
func (m *Model) quit(first tea.Cmd) tea.Cmd {
	save := m.leaveReader()
	m.Close()
	if save == nil && m.progressSaved { // a write may still be running: write again, after it
		save = m.saveProgress()
	}
	m.quitting = true
	return quitAfter(first, save, m.practiceWrites())
}

// Close releases what the app holds outside the process's memory: the
// benchmark view's GPU. The app calls it when it quits; a server calls it
// when a session ends without quitting (its client went away).
func (m *Model) Close() {
	if c, ok := m.bench.(interface{ Close() }); ok {
		c.Close()
	}
}

// leaveReader records where the learner was in the open lesson, and
// returns the write of the progress.
func (m *Model) leaveReader() tea.Cmd {
	if m.reader == nil || m.lesson < 0 {
		return nil
	}
	p := m.opts.Progress
	p.Last = m.reader.Name()
	if !m.keepsPlace() { // opened at its start and not moved: the place left stays (resume.go)
		p.Lesson(m.reader.Name()).Offset = m.reader.Offset()
	}
	m.resume = nil
	m.index.Refresh()
	return m.saveProgress()
}

// openLesson shows lesson i, keeping each lesson's reader (and its edits)
// for the session.
func (m *Model) openLesson(i int) tea.Cmd {
	if i < 0 || i >= len(m.opts.Lessons) {
		return nil
	}
	left := m.leaveReader()
	l := m.opts.Lessons[i]
	r, ok := m.readers[l.Name]
	if !ok {
		lp := m.opts.Progress.Lesson(l.Name)
		r = reader.New(m.c, m.cache, reader.Options{
			Name: l.Name, Title: fmt.Sprintf("%d. %s", i+1, l.Title), Source: l.Source,
			Solved: lp.Solved, Explainer: m.opts.Explainer, Offset: lp.Offset,
			Bench:    m.opts.NewBench != nil && l.Name == m.opts.BenchLesson,
			Practice: m.opts.NewPractice != nil && m.opts.HasPractice != nil && m.opts.HasPractice(l.Name),
			// A student never sees the teacher's speaker notes.
			HideNotes: m.class != nil && !m.class.teacher,
		})
		m.readers[l.Name] = r
	}
	m.reader, m.lesson, m.screen = r, i, screenReader
	m.opts.Progress.Last = l.Name
	m.index.Select(i)
	r.SetSize(m.width, m.height)
	return tea.Batch(left, r.Refresh())
}

func (m *Model) openBench() tea.Cmd {
	if m.opts.NewBench == nil {
		return nil
	}
	if m.bench == nil {
		m.bench = m.opts.NewBench(m.c)
		m.bench.SetSize(m.width, m.height-1)
		m.screen = screenBench
		return m.bench.Init()
	}
	m.screen = screenBench
	return nil
}

// View implements tea.Model.
func (m *Model) View() string {
	if m.quitting {
		return ""
	}
	if m.width == 0 {
		return ""
	}
	if m.showHelp {
		return m.helpView()
	}
	if m.image != nil {
		return m.imageScreen()
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
	if m.class != nil {
		v = m.classView(v)
	}
	if m.confirmQuit {
		k := m.c.Keys
		ask := "Unsaved changes in " + m.reader.Name() + ". Save them? " + firstKey(k.Yes) + " save and quit · " + firstKey(k.No) + " quit without saving · " + k.Back.Help().Key + " stay"
		v = replaceLastLine(v, m.c.Styles.Warn.Render(ansi.Truncate(ask, m.width, "…")))
	} else if m.status != "" {
		v = replaceLastLine(v, m.c.Styles.Warn.Render(ansi.Truncate(m.status, m.width, "…")))
	}
	if m.c.Profile != termenv.Ascii { // a terminal that takes escape sequences
		v = linkHeaders(v)
	}
	return v
}

func (m *Model) benchView() string {
	k := m.c.Keys
	v := strings.TrimRight(m.bench.View(), "\n")
	return v + "\n" + m.c.KeyLine(m.width, append(m.bench.ShortHelp(), k.Back, k.Help, k.Quit))
}

// helpLines are the lines of the ? overlay's box: the active screen's keys
// in columns packed as wide as the terminal allows.
func (m *Model) helpLines() []string {
	st := m.c.Styles
	// Pack the groups into rows as wide as the screen allows.
	avail := max(m.width-8, 20)
	var rows []string
	var row []string
	rowW := 0
	flush := func() {
		if len(row) > 0 {
			rows = append(rows, lipgloss.JoinHorizontal(lipgloss.Top, row...))
			row, rowW = nil, 0
		}
	}
	for _, g := range m.active().FullHelp() {
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
	return strings.Split(st.Overlay.Render(box), "\n")
}

// helpRoom is the number of the overlay's lines shown at once when it is
// taller than the terminal (the last line says where the window is).
func (m *Model) helpRoom() int { return max(m.height-1, 1) }

// scrollHelp moves the ? overlay's window by d lines, within its length.
func (m *Model) scrollHelp(d int) {
	n := len(m.helpLines())
	m.helpOffset = max(0, min(m.helpOffset+d, n-m.helpRoom()))
}

// helpView draws the ? overlay, centred; when it is taller than the
// terminal, a window of it that ↑/↓ scroll, with a line saying where.
func (m *Model) helpView() string {
	lines := m.helpLines()
	if len(lines) <= m.height {
		return m.c.Renderer.Place(m.width, m.height, lipgloss.Center, lipgloss.Center, strings.Join(lines, "\n"))
	}
	h := m.helpRoom()
	off := max(0, min(m.helpOffset, len(lines)-h))
	end := min(off+h, len(lines))
	foot := fmt.Sprintf("lines %d–%d of %d · ↑/↓ pgup/pgdn scroll · ? or esc close", off+1, end, len(lines))
	box := strings.Join(append(lines[off:end:end], m.c.Styles.Faint.Render(ansi.Truncate(foot, m.width, "…"))), "\n")
	return m.c.Renderer.Place(m.width, m.height, lipgloss.Center, lipgloss.Top, box)
}

func replaceLastLine(v, line string) string {
	if i := strings.LastIndexByte(v, '\n'); i >= 0 {
		return v[:i+1] + line
	}
	return line
}

// OpenLessonByName opens the lesson with this name (or file name, e.g.
// "coalesce" or "03-coalesce.md") at its start, offering to go on where
// the learner left it when they had read further (resume.go); it reports
// whether one matched.
func (m *Model) OpenLessonByName(name string) bool {
	_, ok := m.openLessonNamed(name)
	if ok {
		m.offerResume(m.reader.Name()) // at its start, offering the place left
	}
	return ok
}

// openLessonNamed opens the lesson called name (its ID, file name or, for
// a served notebook, its full name) and returns the command that renders
// it.
func (m *Model) openLessonNamed(name string) (tea.Cmd, bool) {
	id := lessons.LessonID(name) // "lessons/03-coalesce.md" -> "coalesce"
	for i, l := range m.opts.Lessons {
		if l.Name == id || l.Name == name {
			return m.openLesson(i), true
		}
	}
	return nil, false
}

// firstKey is the first key of b, as a prompt names it ("" for none).
func firstKey(b key.Binding) string {
	if ks := b.Keys(); len(ks) > 0 {
		return ks[0]
	}
	return ""
}
