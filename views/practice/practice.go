// Package practice is the tutor's practice screen: generated exercises on
// one topic (see lessons/practice), at the learner's level, with the
// engine's derivation as hints one step at a time, feedback on each answer
// and the topic's progress (level, streak, right answers), which can be
// reset.
//
// It is a common.Component with a HandleKey (the app's Screen). Mount it
// with
//
//	m, err := practice.New(c, practice.Options{Store: store, Topic: "coalesce", Seed: seed})
//	m.SetSize(width, height)
//
// and show View() as the whole screen: it draws its own key line. The
// answer field always has focus, so every printable key is text (answers
// are CuTe spellings: `Layout<Shape<_1,_8>>{}` has letters, `?` and `q`
// too); commands are enter, ctrl+ keys and esc, as in a lesson quiz that
// is being answered. Esc is left to the app (back); a reset asks for
// confirmation first. A wrong answer is retried: the answer shows on
// request or after practice.MaxTries wrong tries.
package practice

import (
	"fmt"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/lessons/grade"
	lp "github.com/cutetui/cutetui/lessons/practice"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/keymap"
)

// Options configure the screen.
type Options struct {
	// Store holds the progress (nil: a store in memory, saved nowhere).
	Store *lp.Store
	// Topic is the topic's ID, the lesson's ID ("coalesce").
	Topic string
	// Seed decides the exercises drawn; the app passes a fresh one per
	// session (from the clock), tests a fixed one.
	Seed uint64
}

var (
	_ common.Component  = (*Model)(nil)
	_ common.KeyHandler = (*Model)(nil)
)

// ProgressMsg reports that the topic's progress changed (an answer was
// counted or the topic reset), so the course index can refresh.
type ProgressMsg struct{ Topic string }

// KeyMap is the screen's bindings. None is a printable key: the answer
// field takes every one of those (Yes and No act only while the screen
// asks whether to reset, when the field takes nothing). Hint is the lesson
// quizzes' ctrl+g.
type KeyMap struct {
	Submit, Hint, Reveal, Next, Reset, Yes, No key.Binding
}

// keysOf is the screen's bindings, read from the tutor's key map (so the
// settings file remaps them and `cutetui help keys` lists them), with the
// screen's own short descriptions.
func keysOf(k *keymap.KeyMap) KeyMap {
	as := func(b key.Binding, desc string) key.Binding {
		return key.NewBinding(key.WithKeys(b.Keys()...), key.WithHelp(b.Help().Key, desc))
	}
	return KeyMap{
		Submit: as(k.Submit, "check"),
		Hint:   k.PracticeHint,
		Reveal: k.PracticeReveal,
		Next:   k.PracticeNext,
		Reset:  k.PracticeReset,
		Yes:    k.Yes,
		No:     k.No,
	}
}

// Model is the practice screen of one topic.
type Model struct {
	c     common.Common
	keys  KeyMap
	store *lp.Store
	sess  *lp.Session
	input textinput.Model
	w, h  int

	verdict   *grade.Verdict
	answered  string // the answer the verdict is about
	uncounted bool   // the verdict came after the exercise was already counted
	confirm   bool   // asking whether to reset the topic
	status    string // an error to show (saving failed, ...)
}

// New returns the practice screen for o.Topic, with a first exercise drawn.
func New(c common.Common, o Options) (*Model, error) {
	store := o.Store
	if store == nil {
		store = &lp.Store{}
	}
	sess, err := lp.NewSession(store, o.Topic, o.Seed)
	if err != nil {
		return nil, err
	}
	m := &Model{c: c, keys: keysOf(c.Keys), store: store, sess: sess}
	ti := textinput.New()
	ti.Prompt = "answer › "
	if c.Styles.Plain() {
		ti.Prompt = "answer > "
	}
	ti.Placeholder = "type the value, enter to check"
	n := c.Renderer.NewStyle
	ti.PromptStyle = n().Foreground(c.Styles.Accent.GetForeground())
	ti.TextStyle = n()
	ti.PlaceholderStyle = c.Styles.Faint
	ti.CompletionStyle = c.Styles.Faint // not bubbles' default (the global renderer)
	ti.Cursor.SetMode(cursor.CursorStatic)
	ti.Cursor.Style = n().Reverse(true)
	ti.Cursor.TextStyle = n()
	ti.CharLimit = 512
	m.input = ti
	return m, nil
}

// Topic returns the topic practised.
func (m *Model) Topic() lp.Topic { return m.sess.Topic() }

// Session returns the underlying session (for tests and the app).
func (m *Model) Session() *lp.Session { return m.sess }

// Init focuses the answer input.
func (m *Model) Init() tea.Cmd { return m.input.Focus() }

// SetSize implements common.Component: the screen draws in exactly
// width×height, its key line included.
func (m *Model) SetSize(width, height int) {
	m.w, m.h = width, height
	m.input.Width = max(width-len(m.input.Prompt)-4, 10)
}

// Capturing implements common.Component: the answer field always has
// focus, so the app's q and ? are text here (ctrl+c quits, esc goes back).
func (m *Model) Capturing() bool { return true }

// Update implements tea.Model: keys go to HandleKey, the rest (the
// cursor's messages) to the answer input.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if km, ok := msg.(tea.KeyMsg); ok {
		cmd, _ := m.HandleKey(km)
		return m, cmd
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return m, cmd
}

// HandleKey implements common.KeyHandler; it reports whether it used the
// key. Esc is not used (outside the reset confirmation), so the app can go
// back.
func (m *Model) HandleKey(km tea.KeyMsg) (tea.Cmd, bool) {
	k := m.keys
	if m.confirm {
		switch {
		case key.Matches(km, k.Yes):
			m.confirm = false
			return m.reset(), true
		case key.Matches(km, k.No):
			m.confirm = false
		}
		return nil, true // nothing else while asking
	}
	switch {
	case key.Matches(km, k.Submit) && m.finished() && (m.input.Value() == "" || m.input.Value() == m.answered):
		m.next() // the screen says "enter: next exercise" now
		return nil, true
	case key.Matches(km, k.Submit):
		return m.submit(), true
	case key.Matches(km, k.Hint):
		if !m.sess.Hint() {
			m.status = "That is the whole derivation; ctrl+x shows the answer."
		} else {
			m.status = ""
		}
		return nil, true
	case key.Matches(km, k.Reveal):
		if err := m.sess.Reveal(); err != nil {
			m.status = "could not save practice progress: " + err.Error()
		}
		return m.progressCmd(), true
	case key.Matches(km, k.Next):
		m.next()
		return nil, true
	case key.Matches(km, k.Reset):
		m.confirm, m.status = true, ""
		return nil, true
	case key.Matches(km, m.c.Keys.Back):
		return nil, false
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(km)
	return cmd, true
}

// finished reports whether the exercise is over: answered right, or its
// answer shown.
func (m *Model) finished() bool {
	return m.sess.Revealed() || (m.verdict != nil && m.verdict.Right())
}

func (m *Model) submit() tea.Cmd {
	ans := m.input.Value()
	if ans == "" {
		return nil
	}
	before := m.sess.Recorded()
	v, err := m.sess.Submit(ans)
	m.verdict, m.answered, m.status = &v, ans, ""
	m.uncounted = before && (v.Outcome == grade.Correct || v.Outcome == grade.Equivalent || v.Outcome == grade.Wrong)
	if err != nil {
		m.status = "could not save practice progress: " + err.Error()
	}
	if !before && m.sess.Recorded() {
		return m.progressCmd()
	}
	return nil
}

func (m *Model) next() {
	if err := m.sess.Next(); err != nil {
		m.status = err.Error()
		return
	}
	m.verdict, m.answered, m.uncounted, m.status = nil, "", false, ""
	m.input.Reset()
}

func (m *Model) reset() tea.Cmd {
	err := m.sess.Reset()
	m.verdict, m.answered, m.uncounted = nil, "", false
	m.input.Reset()
	m.status = "Progress on " + m.Topic().ID + " reset."
	if err != nil {
		m.status = "could not reset: " + err.Error()
	}
	return m.progressCmd()
}

func (m *Model) progressCmd() tea.Cmd {
	t := m.Topic().ID
	return func() tea.Msg { return ProgressMsg{Topic: t} }
}

// ShortHelp implements help.KeyMap.
func (m *Model) ShortHelp() []key.Binding {
	if m.confirm {
		return []key.Binding{m.keys.Yes, m.keys.No}
	}
	k := m.keys
	if m.finished() {
		return []key.Binding{m.nextOnEnter(), k.Hint, k.Reset, m.c.Keys.Back}
	}
	return []key.Binding{k.Submit, k.Hint, k.Reveal, k.Next, k.Reset, m.c.Keys.Back}
}

// FullHelp implements help.KeyMap.
func (m *Model) FullHelp() [][]key.Binding {
	k := m.keys
	return [][]key.Binding{{k.Submit, k.Hint, k.Reveal, k.Next}, {k.Reset, m.c.Keys.Back, m.c.Keys.ForceQuit}}
}

// nextOnEnter is enter's binding once the exercise is over: the next
// exercise (ctrl+n too).
func (m *Model) nextOnEnter() key.Binding {
	k := m.keys
	return key.NewBinding(key.WithKeys(append(k.Submit.Keys(), k.Next.Keys()...)...), key.WithHelp(k.Submit.Help().Key, "next exercise"))
}

// Summary is the topic's practice progress in a few words for the course
// index, such as "12/15 · streak 4 · level 3"; "" when never practised.
func Summary(store *lp.Store, topic string) string {
	if store == nil {
		return ""
	}
	st := store.Stats(topic)
	if st.Attempted == 0 {
		return ""
	}
	return fmt.Sprintf("%d/%d · streak %d · level %d", st.Correct, st.Attempted, st.Streak, st.Level)
}
