// Package quiz is the exercise pane (```cute-quiz): the question, an input
// the learner types an expression into, the engine's verdict, then hints
// one at a time and finally the answer.
package quiz

import (
	"strings"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/lessons/grade"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/keymap"
)

var (
	_ common.Component  = (*Model)(nil)
	_ common.KeyHandler = (*Model)(nil)
)

// SolvedMsg reports that the learner answered the quiz with this question.
type SolvedMsg struct{ Question string }

// Model is one quiz pane.
type Model struct {
	c        common.Common
	original string
	quiz     *notebook.Quiz
	parseErr error
	stated   string // what is wrong with the quiz's own setup, check or stated answer ("" when nothing)
	input    textinput.Model
	width    int
	focused  bool
	editing  bool

	verdict  *grade.Verdict
	steps    []engine.Step // the check's derivation, shown after the written hints
	hints    int           // hints shown: the written ones, then derivation steps
	revealed bool          // answer shown
	solved   bool
	view     string
}

// New returns the pane for a quiz block's text; solved marks a quiz the
// learner answered in an earlier session.
func New(c common.Common, text string, solved bool) *Model {
	m := &Model{c: c, original: text, width: 60, solved: solved}
	m.quiz, m.parseErr = notebook.ParseQuiz(text)
	if m.quiz != nil {
		m.stated = grade.Stated(m.quiz) // as `lessons check` would say
	}
	ti := textinput.New()
	ti.Prompt = "answer › "
	ti.CharLimit = common.MaxAnswer
	ti.Placeholder = "type the value, enter to check"
	n := c.Renderer.NewStyle
	ti.PromptStyle = n().Foreground(c.Styles.Accent.GetForeground())
	ti.TextStyle = n()
	ti.PlaceholderStyle = c.Styles.Faint
	ti.CompletionStyle = c.Styles.Faint // not bubbles' default (the global renderer)
	ti.Cursor.SetMode(cursor.CursorStatic)
	ti.Cursor.Style = c.Styles.CursorStyle() // marked where reverse video is not drawn (View)
	ti.Cursor.TextStyle = n()
	m.input = ti
	return m
}

// Question returns the quiz's question ("" for a malformed block).
func (m *Model) Question() string {
	if m.quiz == nil {
		return ""
	}
	return m.quiz.Question
}

// Solved reports whether the learner has answered it.
func (m *Model) Solved() bool { return m.solved }

// Text is the block's text; quiz blocks are never edited.
func (m *Model) Text() string { return m.original }

// Dirty is always false: answers are not saved into the file.
func (m *Model) Dirty() bool { return false }

// MarkSaved does nothing.
func (m *Model) MarkSaved() {}

// SetSize sets the pane's outer width; the height is not used (the
// exercise is as tall as its question, verdict and hints).
func (m *Model) SetSize(w, _ int) {
	if w != m.width {
		m.width, m.view = w, ""
		m.input.Width = max(w-16, 10)
	}
}

// Focus selects the exercise without starting an answer (enter or i
// does): ?, q, h and the scroll keys keep working on a selected exercise.
func (m *Model) Focus() tea.Cmd {
	m.focused, m.editing, m.view = true, false, ""
	return nil
}

// Blur deselects the pane.
func (m *Model) Blur() {
	m.focused, m.editing, m.view = false, false, ""
	m.input.Blur()
}

// Focused reports whether the pane is selected.
func (m *Model) Focused() bool { return m.focused }

// Editing reports whether the answer is being typed.
func (m *Model) Editing() bool { return m.editing }

// Capturing implements common.Component: every key goes to the answer
// while it is typed.
func (m *Model) Capturing() bool { return m.editing }

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

// HandleKey handles keys while focused; it reports whether the key was
// used.
func (m *Model) HandleKey(km tea.KeyMsg) (tea.Cmd, bool) {
	if !m.focused || m.quiz == nil {
		return nil, false
	}
	k := m.c.Keys
	s := km.String()
	switch {
	case keymap.Active(s, k.NextPane, m.editing), keymap.Active(s, k.PrevPane, m.editing):
		return nil, false
	case m.editing && key.Matches(km, k.Leave):
		m.editing, m.view = false, ""
		m.input.Blur()
		return nil, true
	case !m.editing && key.Matches(km, k.Leave):
		return nil, false
	case keymap.Active(s, k.Hint, m.editing):
		if m.hints == len(m.quiz.Hints) && m.steps == nil {
			m.steps = grade.Derivation(m.quiz)
		}
		if m.hints < len(m.quiz.Hints)+len(m.steps) {
			m.hints++
		} else {
			m.revealed = true
		}
		m.view = ""
		return nil, true
	case m.editing && key.Matches(km, k.Submit):
		return m.submit(), true
	case !m.editing && key.Matches(km, k.Edit):
		m.editing, m.view = true, ""
		return m.input.Focus(), true
	case !m.editing:
		return nil, false
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(km)
	m.view = ""
	return cmd, true
}

func (m *Model) submit() tea.Cmd {
	ans := strings.TrimSpace(m.input.Value())
	m.view = ""
	if ans == "" {
		return nil
	}
	v := grade.Answer(m.quiz, ans)
	m.verdict = &v
	q := m.quiz.Question
	checked := func() tea.Msg { return CheckedMsg{Question: q, Answer: ans, Right: v.Right()} }
	if v.Outcome == grade.Invalid {
		checked = nil // a typo is not an answer
	}
	if v.Right() && !m.solved {
		m.solved = true
		return tea.Batch(checked, func() tea.Msg { return SolvedMsg{Question: q} })
	}
	return checked
}

// CheckedMsg reports every answer the learner checked (not the ones that
// do not parse): a class being asked this exercise counts them.
type CheckedMsg struct {
	Question, Answer string
	Right            bool
}

// Reveal shows the answer (the teacher revealed it to the class).
func (m *Model) Reveal() {
	m.revealed, m.view = true, ""
}

// ShortHelp implements help.KeyMap.
// It describes each key as it acts in the exercise's state now.
func (m *Model) ShortHelp() []key.Binding {
	k := m.c.Keys
	as := func(b key.Binding, h, desc string) key.Binding {
		return key.NewBinding(key.WithKeys(b.Keys()...), key.WithHelp(h, desc))
	}
	if m.editing {
		return []key.Binding{as(k.Submit, "enter", "check"), as(k.Hint, "ctrl+g", "hint"), as(k.Leave, "esc", "stop answering"), k.NextPane}
	}
	return []key.Binding{as(k.Edit, "enter", "answer"), as(k.Hint, "h", "hint"), as(k.Leave, "esc", "unselect"), k.NextPane, k.Help, k.Quit}
}

// FullHelp implements help.KeyMap.
func (m *Model) FullHelp() [][]key.Binding {
	k := m.c.Keys
	return [][]key.Binding{{k.Submit, k.Hint, k.Edit, k.Leave}, {k.NextPane, k.PrevPane}}
}

// View draws the quiz (cached until something changes).
func (m *Model) View() string {
	if m.view != "" {
		return m.view
	}
	st := m.c.Styles
	inner := max(m.width-4, 10)
	var b strings.Builder
	title := "exercise"
	if m.solved {
		title += " " + st.OK.Render(st.Check+" solved")
	}
	switch {
	case m.focused && m.editing:
		title += st.Faint.Render("  answering · enter check · ctrl+g hint · esc stop")
	case m.focused:
		title += st.Faint.Render("  enter answer · h hint · esc leave")
	}
	b.WriteString(st.PaneTitle.Render(title) + "\n")
	if m.parseErr != nil {
		b.WriteString(st.Error.Render("malformed quiz: " + m.parseErr.Error()))
		return m.frame(b.String())
	}
	if m.stated != "" {
		b.WriteString(st.Warn.Width(inner).Render("! this exercise is wrong ("+m.stated+"): its answer is checked against the engine's value") + "\n")
	}
	b.WriteString(st.Bold.Width(inner).Render(m.quiz.Question) + "\n")
	for _, s := range m.quiz.Setup {
		b.WriteString(st.Faint.Render("  given  ") + s.Text + "\n")
	}
	b.WriteByte('\n')
	switch v := m.input.Value(); {
	case m.editing:
		b.WriteString(st.MarkCursor(m.input.View()))
	case v != "":
		b.WriteString(st.Faint.Render("answer › ") + v)
	case m.focused:
		b.WriteString(st.Faint.Render("answer › (enter to answer)"))
	default:
		b.WriteString(st.Faint.Render("answer › (tab here, then enter to answer)"))
	}
	b.WriteByte('\n')
	if v := m.verdict; v != nil {
		switch v.Outcome {
		case grade.Invalid:
			b.WriteString(strings.Repeat(" ", lipgloss.Width(m.input.Prompt)+caretCol(m.input.Value(), v.Pos)) + st.Caret.Render("^") + "\n")
			b.WriteString(st.Error.Render(st.Cross+" "+v.Message) + "\n")
		case grade.Correct, grade.Equivalent:
			b.WriteString(st.OK.Render(st.Check+" "+v.Message) + "\n")
		case grade.Broken:
			b.WriteString(st.Error.Render(v.Message) + "\n")
		default:
			b.WriteString(st.Error.Render(st.Cross+" "+v.Message) + "\n")
			if m.hints == 0 && len(m.quiz.Hints) > 0 {
				hint := "  try again, or press h for a hint"
				if m.editing {
					hint = "  try again, or press ctrl+g for a hint"
				}
				b.WriteString(st.Faint.Render(hint) + "\n")
			}
		}
	}
	for i := 0; i < m.hints && i < len(m.quiz.Hints); i++ {
		b.WriteString(st.Warn.Width(inner).Render("hint: "+m.quiz.Hints[i]) + "\n")
	}
	if shown := m.hints - len(m.quiz.Hints); shown > 0 {
		b.WriteString(st.Faint.Render("the working, step by step:") + "\n")
		for _, step := range m.steps[:shown] {
			b.WriteString(st.Warn.Width(inner).Render("  "+step.Text) + "\n")
		}
	}
	if m.revealed {
		b.WriteString(st.Accent.Render("answer: "+m.quiz.Answer.Text) + "\n")
	}
	return m.frame(b.String())
}

func (m *Model) frame(body string) string {
	st := m.c.Styles
	box := st.PaneBorder
	if m.focused && m.editing {
		box = st.PaneEditing
	} else if m.focused {
		box = st.PaneFocused
	}
	m.view = box.Width(m.width - 2).Render(strings.TrimRight(body, "\n"))
	return m.view
}

func caretCol(s string, col int) int {
	if col > len(s) {
		col = len(s)
	}
	if col < 0 {
		col = 0
	}
	return lipgloss.Width(s[:col])
}
