// Package reader is the lesson reader: a Markdown document rendered by
// glamour at the terminal's full width (off the event loop, cached per
// width, style and colour profile) with its live blocks — panes, quizzes,
// tile maps — spliced in on every frame, scrolling, a table of contents,
// search and saving edited blocks back to a notebook file.
package reader

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/pane"
	"github.com/cutetui/cutetui/views/quiz"
	"github.com/cutetui/cutetui/views/tiles"
)

// spotlighter is a pane that can name the lines of its View the last key
// asked to see (pane.Model: its picture, after a key of the picture).
type spotlighter interface {
	Spotlight() (from, to int, ok bool)
}

// Pane is a live block in the reader: a cute pane, a quiz or a tile map.
// It is a common.Component whose keys come through HandleKey; Capturing is
// true only while its text is edited.
type Pane interface {
	common.Component
	common.KeyHandler
	// Focus selects the block (it never starts editing: enter does).
	Focus() tea.Cmd
	Blur()
	Focused() bool
	// Dirty reports whether the text differs from the document's.
	Dirty() bool
	// Text is the block text to save.
	Text() string
	MarkSaved()
}

var (
	_ Pane             = (*pane.Model)(nil)
	_ Pane             = (*quiz.Model)(nil)
	_ Pane             = (*tiles.Model)(nil)
	_ common.Component = (*Model)(nil)
)

// Options describe a document to read.
type Options struct {
	Name   string // identity for caching and progress (lesson name or path)
	Title  string // shown in the header; the first heading when empty
	Path   string // the file edits are saved to; "" for a lesson
	Source []byte
	// Solved holds the questions of quizzes already answered.
	Solved map[string]bool
	// Explainer fills the explain toggle of cute panes (nil: a note).
	Explainer pane.Explainer
	// Offset restores the scroll position (first line shown).
	Offset int
	// Bench offers the benchmark view from this document (key B).
	Bench bool
	// Practice offers practice exercises on this lesson's topic (key p).
	Practice bool
	// RecoveryDir, for a notebook, is where unsaved edits are copied
	// (AutosaveDelay after the last key) and found again after a crash;
	// "" turns autosave off.
	RecoveryDir string
	// AutosaveDelay overrides AutosaveDelay (for tests).
	AutosaveDelay time.Duration
	// HideNotes keeps speaker notes out of the presenter (a student's).
	HideNotes bool
}

// NavigateMsg asks the app for the next (Delta 1) or previous lesson.
type NavigateMsg struct{ Delta int }

// BenchMsg asks the app to open the benchmark view.
type BenchMsg struct{}

// PracticeMsg asks the app to open practice on this lesson's topic.
type PracticeMsg struct{ Name string }

// ReadMsg reports that the learner scrolled to the end of the document.
type ReadMsg struct{ Name string }

// debounce is how long a resize waits for the next one before rendering.
const debounce = 60 * time.Millisecond

// resizeMsg fires after the debounce delay of resize number seq.
type resizeMsg struct {
	name string
	seq  int
}

// Model is the reader of one document.
type Model struct {
	c     common.Common
	cache *Cache
	opts  Options
	doc   *notebook.Doc
	md    string // Markdown with placeholders, given to glamour
	panes []Pane

	r         *rendered
	shown     renderKey // key of r
	wanted    renderKey // key being rendered, if any
	renderErr error
	seq       int

	width, height int // set by the parent (SetSize)
	offset        int
	focus         int

	searching bool
	search    textinput.Model
	query     string
	match     int // line of the current match, -1 when none

	toc       bool
	tocSel    int
	overwrite bool // the next save may replace a file changed on disk
	status    string
	readSent  bool

	followed map[int]bool // panes whose text another reader set (position.go)

	present bool // the presenter is shown (present.go)
	step    int  // its step

	file fileState // saving, recovery copy, save-as (save.go)
	rev  int       // document revision (a restored copy renders anew)
}

// New returns a reader for opts; nothing is rendered until Init or the
// first size.
func New(c common.Common, cache *Cache, opts Options) *Model {
	m := &Model{c: c, cache: cache, opts: opts, focus: -1, match: -1, offset: max(opts.Offset, 0)}
	m.doc = notebook.Parse(opts.Source)
	if m.opts.Title == "" {
		m.opts.Title = m.doc.Title
	}
	m.md = proseWithPlaceholders(m.doc)
	for _, b := range m.doc.Blocks {
		m.panes = append(m.panes, m.newPane(b))
	}
	ti := textinput.New()
	ti.Prompt = "/"
	ti.CharLimit = common.MaxAnswer
	ti.Placeholder = "search"
	ti.PromptStyle = c.Styles.Accent
	ti.TextStyle = c.Renderer.NewStyle()
	ti.PlaceholderStyle = c.Styles.Faint
	ti.CompletionStyle = c.Styles.Faint // not bubbles' default (the global renderer)
	ti.Cursor.SetMode(cursor.CursorStatic)
	ti.Cursor.Style = c.Renderer.NewStyle().Reverse(true)
	ti.Cursor.TextStyle = c.Renderer.NewStyle()
	m.search = ti
	m.initFile()
	return m
}

func (m *Model) newPane(b *notebook.Block) Pane {
	switch b.Kind {
	case notebook.KindQuiz:
		q := quiz.New(m.c, b.Text, false)
		if m.opts.Solved != nil && m.opts.Solved[q.Question()] {
			q = quiz.New(m.c, b.Text, true)
		}
		return q
	case notebook.KindTiles:
		return tiles.New(m.c, b.Text)
	}
	p := pane.New(m.c, b.Text, m.opts.Explainer)
	p.SetOptions(b.Attrs) // a bad option is shown in the pane
	p.SetFigurePath(pane.FigurePath(m.opts.Path, m.opts.Name, b.Index))
	return p
}

// Name is the document's identity.
func (m *Model) Name() string { return m.opts.Name }

// Title is the document's title.
func (m *Model) Title() string { return m.opts.Title }

// Offset is the first line shown.
func (m *Model) Offset() int { return m.offset }

// Panes returns the live blocks in order.
func (m *Model) Panes() []Pane { return m.panes }

// Dirty reports whether a notebook has unsaved edits (lessons are never
// saved, so they are never dirty).
func (m *Model) Dirty() bool {
	if m.opts.Path == "" {
		return false
	}
	if m.file.restored {
		return true
	}
	for _, p := range m.panes {
		if p.Dirty() {
			return true
		}
	}
	return false
}

// Capturing implements common.Component: keys go to an input (the search
// line, a block being edited), so the app must not treat q or ? as its
// own. A block that is only selected, and the contents, capture nothing.
func (m *Model) Capturing() bool {
	return m.searching || m.prompting() || (m.focus >= 0 && m.panes[m.focus].Capturing())
}

// contentHeight is the lines available between the header and the status
// bar.
func (m *Model) contentHeight() int { return max(m.height-2, 1) }

// paneWidth is the width panes are drawn at.
func (m *Model) paneWidth() int { return max(m.width-4, 20) }

func (m *Model) key() renderKey {
	return renderKey{doc: m.docKey(), width: max(m.width, 20), style: m.c.Glamour, profile: m.c.Profile}
}

// Init starts the first rendering.
func (m *Model) Init() tea.Cmd { return m.ensureRendered() }

// ensureRendered uses the cache or starts rendering at the current key.
func (m *Model) ensureRendered() tea.Cmd {
	if m.width <= 0 {
		return nil // no size yet: wait for the first SetSize
	}
	k := m.key()
	if k == m.shown && m.r != nil {
		return nil
	}
	if r, ok := m.cache.get(k); ok {
		m.r, m.shown = r, k
		return nil
	}
	if k == m.wanted {
		return nil
	}
	m.wanted = k
	return renderCmd(k, m.md, len(m.doc.Blocks))
}

// SetSize implements common.Component: the reader draws in width×height
// (header, document, status line). Refresh then starts the rendering the
// new size needs.
func (m *Model) SetSize(width, height int) {
	m.width, m.height = width, height
	for _, p := range m.panes {
		p.SetSize(m.paneWidth(), m.contentHeight())
	}
}

// Refresh starts rendering at the current size: a size already rendered
// (or the first size) is shown at once; otherwise rendering waits until
// the resizing settles (debounce), showing the previous rendering
// meanwhile.
//
// It also starts the evaluations of the panes in view that are due (an
// evaluation's result that came while another document was on screen is
// taken then).
func (m *Model) Refresh() tea.Cmd {
	if m.cache.has(m.key()) || m.r == nil {
		return tea.Batch(m.ensureRendered(), m.evaluatePanes())
	}
	m.seq++
	seq, name := m.seq, m.opts.Name
	return tea.Batch(m.evaluatePanes(), tea.Tick(debounce, func(time.Time) tea.Msg { return resizeMsg{name: name, seq: seq} }))
}

// Update implements tea.Model: renderings, resize ticks and the mouse; keys
// go to HandleKey. Any message also starts the pane evaluations due (a
// pane whose text was set without its command being run evaluates then).
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	var cmd tea.Cmd
	m.keepInPlace(func() {
		cmd, _ = m.update(msg)
		if _, key := msg.(tea.KeyMsg); !key { // HandleKey starts them itself
			cmd = tea.Batch(cmd, m.evaluatePanes())
		}
	})
	return m, cmd
}

// update handles msg and reports whether it was used.
func (m *Model) update(msg tea.Msg) (tea.Cmd, bool) {
	switch msg := msg.(type) {
	case autosaveMsg, recoveryMsg:
		return m.updateFile(msg), true
	case savedMsg:
		return m.saved(msg), true
	case keptAsideMsg:
		if msg.name == m.opts.Name {
			m.keptAside(msg)
		}
		return nil, true
	case pane.FigureWrittenMsg:
		m.status = msg.Status()
		return nil, true
	case pane.EvaluatedMsg:
		return m.paneEvaluated(msg), true
	case renderedMsg:
		if msg.key.doc != m.docKey() {
			return nil, false
		}
		if msg.err != nil {
			m.renderErr = msg.err
			return nil, true
		}
		m.cache.put(msg.key, msg.r)
		if msg.key == m.key() {
			m.r, m.shown = msg.r, msg.key
			m.wanted = renderKey{}
		}
		return tea.Batch(m.afterMove(), m.evaluatePanes()), true
	case resizeMsg:
		if msg.name == m.opts.Name && msg.seq == m.seq {
			return m.ensureRendered(), true
		}
		return nil, false
	case tea.MouseMsg:
		switch msg.Button {
		case tea.MouseButtonWheelUp:
			m.scroll(-3)
			return m.evaluatePanes(), true
		case tea.MouseButtonWheelDown:
			m.scroll(3)
			return tea.Batch(m.afterMove(), m.evaluatePanes()), true
		case tea.MouseButtonLeft:
			if msg.Action != tea.MouseActionPress || m.searching || m.toc {
				return nil, false
			}
			// A click on a live block focuses it; elsewhere, unfocuses.
			line := m.offset + msg.Y - 1 // the header takes row 0
			starts, _ := m.spans()
			for i, s := range starts {
				if _, e := m.paneSpan(i); line >= s && line < e {
					if i == m.focus {
						return nil, true
					}
					return m.setFocus(i), true
				}
			}
			return m.setFocus(-1), true
		}
		return nil, false
	case tea.KeyMsg:
		return m.HandleKey(msg)
	}
	if m.focus >= 0 {
		_, cmd := m.panes[m.focus].Update(msg)
		return cmd, cmd != nil
	}
	return nil, false
}

// state is the reader's state as key routing sees it.
func (m *Model) state() keyState {
	return keyState{
		Searching: m.searching, Contents: m.toc, Focused: m.focus >= 0, Query: m.query != "",
		Bench: m.opts.Bench, Practice: m.opts.Practice,
	}
}

// handleKey is HandleKey (save.go) outside the file prompts: route
// decides what the key does; a selected block sees it first. It reports
// whether the key was used, so the app can act on the rest (esc goes back
// to the index). The panes that come into view are evaluated.
func (m *Model) handleKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	cmd, used := m.routeKey(msg)
	return tea.Batch(cmd, m.evaluatePanes()), used
}

// routeKey does what key msg means here.
func (m *Model) routeKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	if cmd, used, ok := m.presentKey(msg); ok {
		return cmd, used
	}
	s := m.state()
	a := route(m.c.Keys, s, msg)
	if offersBlock(s, a) {
		if cmd, used := m.panes[m.focus].HandleKey(msg); used {
			// Keep the focused block in view as it grows or shrinks; a
			// key of its picture shows the picture.
			st, e := m.paneSpan(m.focus)
			if sp, ok := m.panes[m.focus].(spotlighter); ok {
				if from, to, ok := sp.Spotlight(); ok {
					m.offset = Keep(m.offset, m.contentHeight(), st+from, st+to)
					return cmd, true
				}
			}
			m.offset = Reveal(m.offset, m.contentHeight(), st, e)
			return cmd, true
		}
	}
	if a != actSearchLine && !s.Contents {
		m.status = ""
	}
	h := m.contentHeight()
	switch a {
	case actUnused:
		return nil, false
	case actSearchLine:
		return m.updateSearch(msg), true
	case actContentsDown, actContentsUp, actContentsTop, actContentsBottom, actContentsOpen, actContentsClose:
		return m.updateTOC(a), true
	case actSave:
		return m.Save(), true
	case actUnfocus:
		m.setFocus(-1)
		return nil, true
	case actClearSearch:
		m.query, m.match = "", -1
		return nil, true
	case actNextPane:
		return m.moveFocus(1), true
	case actPrevPane:
		return m.moveFocus(-1), true
	case actLineDown:
		m.scroll(1)
	case actLineUp:
		m.scroll(-1)
	case actPageDown:
		m.scroll(h)
	case actPageUp:
		m.scroll(-h)
	case actHalfDown:
		m.scroll(h / 2)
	case actHalfUp:
		m.scroll(-h / 2)
	case actTop:
		m.offset = 0
	case actBottom:
		m.scroll(1 << 30)
	case actSearch:
		m.searching = true
		m.search.SetValue("")
		return m.search.Focus(), true
	case actSearchNext:
		m.findNext(1)
	case actSearchPrev:
		m.findNext(-1)
	case actContents:
		if len(m.doc.Headings) > 0 {
			m.toc, m.tocSel = true, 0
		}
	case actNextLesson:
		return func() tea.Msg { return NavigateMsg{Delta: 1} }, true
	case actPrevLesson:
		return func() tea.Msg { return NavigateMsg{Delta: -1} }, true
	case actBench:
		return func() tea.Msg { return BenchMsg{} }, true
	case actPractice:
		name := m.opts.Name
		return func() tea.Msg { return PracticeMsg{Name: name} }, true
	}
	return m.afterMove(), true
}

// afterMove reports reading to the end once.
func (m *Model) afterMove() tea.Cmd {
	if m.readSent || m.r == nil {
		return nil
	}
	_, total := m.spans()
	if m.offset+m.contentHeight() >= total {
		m.readSent = true
		name := m.opts.Name
		return func() tea.Msg { return ReadMsg{Name: name} }
	}
	return nil
}

func (m *Model) scroll(d int) {
	_, total := m.spans()
	m.offset = ClampOffset(m.offset+d, total, m.contentHeight())
}

func (m *Model) moveFocus(dir int) tea.Cmd {
	var next int
	if m.focus < 0 {
		starts, _ := m.spans()
		next = FocusNear(starts, m.offset, m.contentHeight(), dir)
	} else {
		next = NextFocus(m.focus, len(m.panes), dir)
	}
	return m.setFocus(next)
}

func (m *Model) setFocus(i int) tea.Cmd {
	if m.focus >= 0 {
		m.panes[m.focus].Blur()
	}
	m.focus = i
	if i < 0 {
		return nil
	}
	cmd := m.panes[i].Focus()
	s, e := m.paneSpan(i)
	m.offset = Reveal(m.offset, m.contentHeight(), s, e)
	return cmd
}

// FocusPane focuses live block i (for tests and deep links).
func (m *Model) FocusPane(i int) tea.Cmd {
	if i < -1 || i >= len(m.panes) {
		return nil
	}
	return m.setFocus(i)
}

// paneSpan returns the first line and one past the last of pane i.
func (m *Model) paneSpan(i int) (int, int) {
	starts, _ := m.spans()
	if i >= len(starts) {
		return 0, 0
	}
	return starts[i], starts[i] + lineCount(m.panes[i].View())
}

// spans returns the first line of each pane and the total number of lines,
// without building the lines.
func (m *Model) spans() ([]int, int) {
	l := m.layout()
	if l == nil {
		return nil, 0
	}
	return l.starts, l.total
}

// window returns lines [from, from+h) of the frame, splitting only the
// pane views that show.
func (m *Model) window(from, h int) []string {
	if m.r == nil {
		return nil
	}
	pad := strings.Repeat(" ", m.r.pad)
	out := make([]string, 0, h)
	to := from + h
	n := 0
	for i, ch := range m.r.chunks {
		if n+len(ch) > from && n < to {
			lo, hi := max(from-n, 0), min(to-n, len(ch))
			out = append(out, ch[lo:hi]...)
		}
		n += len(ch)
		if i >= len(m.panes) || n >= to {
			continue
		}
		v := m.panes[i].View()
		k := strings.Count(v, "\n") + 1
		if n+k > from {
			for j, l := range strings.Split(v, "\n") {
				if n+j >= from && n+j < to {
					out = append(out, pad+l)
				}
			}
		}
		n += k
	}
	return out
}

// frame returns every line of the document as it is drawn now — prose
// chunks with the panes spliced in — and the first line of each pane.
func (m *Model) frame() ([]string, []int) {
	if m.r == nil {
		return nil, nil
	}
	pad := strings.Repeat(" ", m.r.pad)
	n := 0
	for _, ch := range m.r.chunks {
		n += len(ch)
	}
	lines := make([]string, 0, n+20*len(m.panes))
	starts := make([]int, len(m.panes))
	for i, ch := range m.r.chunks {
		lines = append(lines, ch...)
		if i < len(m.panes) {
			starts[i] = len(lines)
			for _, l := range strings.Split(m.panes[i].View(), "\n") {
				lines = append(lines, pad+l)
			}
		}
	}
	return lines, starts
}

// Status is the transient message of the last action ("" if none).
func (m *Model) Status() string { return m.status }

// contentsKeys are the keys of the table of contents as they act there
// (for the key line and the ? overlay; route matches the key map's own).
func (m *Model) contentsKeys() []key.Binding {
	k := m.c.Keys
	help := func(keys []string, h, desc string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(h, desc))
	}
	return []key.Binding{
		help(append(k.Up.Keys(), k.Down.Keys()...), "↑/↓", "choose"),
		help(append(k.Top.Keys(), k.Bottom.Keys()...), "g/G", "first/last"),
		help(k.Open.Keys(), "enter", "go there"),
		help(append(k.Back.Keys(), k.TOC.Keys()...), "esc", "close"),
	}
}

// ShortHelp implements help.KeyMap.
func (m *Model) ShortHelp() []key.Binding {
	k := m.c.Keys
	if m.toc {
		return append(m.contentsKeys(), k.Help, k.Quit)
	}
	if m.focus >= 0 {
		return m.panes[m.focus].ShortHelp()
	}
	b := []key.Binding{k.NextPane, k.Down, k.Search, k.TOC, k.NextLesson, k.Help, k.Quit}
	if m.opts.Path != "" {
		b = []key.Binding{k.NextPane, k.Down, k.Search, k.TOC, k.Save, k.Help, k.Quit}
	}
	return b
}

// FullHelp implements help.KeyMap: the reader's keys, or with a block
// focused, the block's keys and the way out.
func (m *Model) FullHelp() [][]key.Binding {
	k := m.c.Keys
	if m.toc {
		return [][]key.Binding{m.contentsKeys(), {k.Help, k.Quit}}
	}
	if m.focus >= 0 {
		// The block's keys, then the reader's that still act (those the
		// block does not list already).
		groups := m.panes[m.focus].FullHelp()
		listed := map[string]bool{}
		for _, g := range groups {
			for _, b := range g {
				listed[b.Help().Key] = true
			}
		}
		own := []key.Binding{k.NextPane, k.PrevPane, k.Down, k.Up}
		if m.opts.Path != "" {
			own = append(own, k.Save)
		}
		var rest []key.Binding
		for _, b := range append(own, k.Help, k.Quit) {
			if !listed[b.Help().Key] {
				rest = append(rest, b)
			}
		}
		return append(groups, rest)
	}
	lessonKeys := []key.Binding{k.NextLesson, k.PrevLesson, k.Save, k.Back, k.Help, k.Quit}
	if m.opts.Bench {
		lessonKeys = append(lessonKeys, k.Bench)
	}
	if m.opts.Practice {
		lessonKeys = append(lessonKeys, k.Practice)
	}
	lessonKeys = append(lessonKeys, k.Presenter)
	return [][]key.Binding{
		{k.Up, k.Down, k.PageUp, k.PageDown, k.HalfUp, k.HalfDown, k.Top, k.Bottom},
		{k.NextPane, k.PrevPane, k.Search, k.SearchNext, k.SearchPrev, k.TOC},
		lessonKeys,
		{k.Edit, k.Leave, k.Reset, k.Coords, k.Explain, k.Submit, k.Hint},
	}
}

// View draws the reader: header, the visible lines, status bar.
func (m *Model) View() string {
	if m.present && m.r != nil && m.renderErr == nil && !m.searching && !m.toc {
		return m.presentView()
	}
	st := m.c.Styles
	w, h := m.width, m.contentHeight()
	var b strings.Builder
	title := m.opts.Title
	if m.Dirty() {
		title += " " + st.PaneDirty.Render("[modified]")
	}
	_, total := m.spans()
	pct := 100
	if total > h {
		pct = min(100, (m.offset+h)*100/total)
	}
	right := fmt.Sprintf("%d%% ", pct)
	if n := len(m.panes); n > 0 {
		right = fmt.Sprintf("%d live blocks · %s", n, right)
	}
	b.WriteString(m.c.Bar(m.width, st.Title.Render(" "+title), st.Faint.Render(right)))
	b.WriteByte('\n')
	var lines []string
	switch {
	case m.renderErr != nil:
		lines = []string{st.Error.Render("cannot render: " + m.renderErr.Error())}
	case m.r == nil:
		lines = []string{st.Faint.Render("  rendering…")}
	case m.toc:
		lines = m.tocLines()
	default:
		lines = m.window(m.offset, h)
	}
	for i := 0; i < h; i++ {
		if i < len(lines) {
			l := lines[i]
			if m.offset+i == m.match && !m.toc {
				l = st.SearchCurrent.Render(ansi.Strip(l))
			}
			b.WriteString(ansi.Truncate(l, w, ""))
		}
		b.WriteByte('\n')
	}
	b.WriteString(m.statusLine())
	return b.String()
}

func (m *Model) statusLine() string {
	st := m.c.Styles
	w := m.width
	if m.searching {
		return ansi.Truncate(m.search.View(), w, "")
	}
	if line, ok := m.fileStatusLine(); ok {
		return line
	}
	if m.toc {
		// The contents have their own keys; a search line would be stale here.
		return m.c.KeyLine(w, m.ShortHelp())
	}
	msg := m.status
	if msg == "" && m.query != "" {
		msg = fmt.Sprintf("/%s  n next · N previous · esc clear", m.query)
	}
	if msg == "" {
		return m.c.KeyLine(w, m.ShortHelp())
	}
	return st.Faint.Render(ansi.Truncate(msg, w, "…"))
}
