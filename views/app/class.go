package app

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/internal/serve/classroom"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/cutetui/cutetui/views/quiz"
)

// Classroom links the app to a class taught with `cutetui serve` (nil
// outside serve). The app calls it on the teacher's and the student's
// actions; the class answers with classroom messages (FollowMsg, AskMsg,
// RevealMsg, TallyMsg, ClassMsg) sent to the program.
type Classroom interface {
	Teacher() bool
	// Present turns presenting on or off (teacher).
	Present(on bool)
	// Moved reports the teacher's position (sent while presenting).
	Moved(p classroom.Position)
	// Follow makes the student follow the teacher or explore alone.
	Follow(on bool)
	// Ask puts an exercise to the class; Reveal shows its answer (teacher).
	Ask(lesson, block, question, answer string)
	Reveal()
	// Answer reports a student's checked answer to question id.
	Answer(id int, answer string, right bool)
}

// class is the app's state in a class.
type class struct {
	link       Classroom
	teacher    bool
	presenting bool
	following  bool
	students   int
	followers  int
	tally      *classroom.Tally
	showTally  bool
	last       string // the last position sent, printed
	// A student's asked question: its id, the exercise as a quiz pane
	// shown over the screen (nil once closed), and its question text.
	askID      int
	askLesson  string
	askBlock   string
	askQuiz    *quiz.Model
	question   string
	askPending bool // asked before the window's size was known
	// A follower's last position from the teacher, and the length of
	// the lesson it was applied to (applied again once the lesson is
	// rendered, or rendered anew at another width).
	at      *classroom.Position
	atTotal int
}

// askedMsg is a message of the asked exercise's quiz: its answers count
// for the asked question and its lesson, never for the reader's.
type askedMsg struct{ msg tea.Msg }

// fromAsked marks the messages of the asked quiz's command.
func fromAsked(cmd tea.Cmd) tea.Cmd {
	if cmd == nil {
		return nil
	}
	return func() tea.Msg {
		switch msg := cmd().(type) {
		case tea.BatchMsg:
			out := make(tea.BatchMsg, len(msg))
			for i, c := range msg {
				out[i] = fromAsked(c)
			}
			return out
		case quiz.CheckedMsg, quiz.SolvedMsg:
			return askedMsg{msg}
		default:
			return msg
		}
	}
}

func newClass(link Classroom) *class {
	return &class{link: link, teacher: link.Teacher(), following: !link.Teacher()}
}

// classMsg handles the classroom's messages; ok is false for any other.
func (m *Model) classMsg(msg tea.Msg) (cmd tea.Cmd, ok bool) {
	cl := m.class
	switch msg := msg.(type) {
	case classroom.FollowMsg:
		if cl.teacher || !cl.following {
			return nil, true
		}
		p := msg.Position
		cl.at = &p
		return m.showPosition(msg.Position), true
	case classroom.AskMsg:
		cl.askID, cl.askLesson, cl.askBlock = msg.ID, msg.Lesson, msg.Block
		m.status = "the teacher asks the class — answer below (esc closes it, A reopens it)"
		if m.width == 0 { // opened once the window's size is known
			cl.askPending = true
			return nil, true
		}
		return m.openAsked(), true
	case tea.WindowSizeMsg:
		_, cmd := m.update(msg)
		if cl.askPending {
			cl.askPending = false
			return tea.Batch(cmd, m.openAsked()), true
		}
		if cl.askQuiz != nil {
			cl.askQuiz.SetSize(max(m.width-4, 30), m.height)
		}
		return cmd, true
	case classroom.RevealMsg:
		if cl.askQuiz != nil && msg.ID == cl.askID {
			cl.askQuiz.Reveal()
		}
		if msg.ID == cl.askID {
			m.status = "answer: " + msg.Answer
		}
		return nil, true
	case classroom.TallyMsg:
		t := msg.Tally
		cl.tally = &t
		return nil, true
	case classroom.ClassMsg:
		cl.students, cl.followers = msg.Students, msg.Following
		if cl.teacher && cl.presenting != msg.Presenting {
			// The class presents (after a server restart, or another
			// teacher's P): this teacher's moves are followed.
			cl.presenting, cl.last = msg.Presenting, ""
		}
		return nil, true
	case askedMsg:
		switch a := msg.msg.(type) {
		case quiz.CheckedMsg:
			if !cl.teacher && cl.askID != 0 {
				cl.link.Answer(cl.askID, a.Answer, a.Right)
			}
		case quiz.SolvedMsg:
			// Credited to the lesson asked, whatever lesson is open.
			if !cl.teacher && cl.askLesson != "" && m.opts.Progress != nil {
				m.opts.Progress.Lesson(cl.askLesson).Solved[a.Question] = true
				return m.saveProgress(), true
			}
		}
		return nil, true
	}
	return nil, false
}

// showPosition moves a following student to the teacher's position.
func (m *Model) showPosition(p classroom.Position) tea.Cmd {
	var cmd tea.Cmd
	if m.reader == nil || m.reader.Name() != p.Lesson || m.screen != screenReader {
		var ok bool
		if cmd, ok = m.openLessonNamed(p.Lesson); !ok {
			return nil
		}
	}
	m.screen = screenReader
	c2 := m.showAt(p)
	_, m.class.atTotal, _, _ = m.reader.Position()
	return tea.Batch(cmd, c2)
}

// showAt shows the open reader at the teacher's position p; the command
// evaluates the panes whose text the teacher changed.
func (m *Model) showAt(p classroom.Position) tea.Cmd {
	cmd := m.reader.ShowPosition(p.Offset, p.Total, p.Focus, p.Panes)
	if p.AtEnd && p.Focus < 0 {
		m.reader.ShowEnd()
	}
	m.reader.ShowPresenterStep(p.Presenter, p.Step)
	return cmd
}

// refollow applies a follower's last position again when the lesson's
// length changed since (its rendering arrived, or the width changed), so
// that a student who joins lands where the teacher is, not near the top.
func (m *Model) refollow() {
	cl := m.class
	if cl.teacher || !cl.following || cl.at == nil || m.reader == nil || m.screen != screenReader || m.reader.Name() != cl.at.Lesson {
		return
	}
	// A student who selected a pane is about to work in it: the view
	// stays until the teacher moves again.
	if _, total, focus, _ := m.reader.Position(); total != cl.atTotal && focus < 0 {
		m.showAt(*cl.at) // its command may be dropped: the panes evaluate on the reader's next message
		cl.atTotal = total
	}
}

// classKey handles the class's keys; used is false for any other key.
func (m *Model) classKey(msg tea.KeyMsg) (cmd tea.Cmd, used bool) {
	cl := m.class
	k := m.c.Keys
	if q := cl.askQuiz; q != nil {
		// The asked exercise has the keys while it is open (but ctrl+c,
		// which quits everywhere); esc closes it.
		if key.Matches(msg, k.ForceQuit) {
			return nil, false
		}
		if c, used := q.HandleKey(msg); used {
			return fromAsked(c), true
		}
		if key.Matches(msg, k.Leave) || key.Matches(msg, k.Back) {
			cl.askQuiz = nil
			return nil, true
		}
		return nil, !key.Matches(msg, k.Quit, k.ForceQuit, k.Help)
	}
	if m.active().Capturing() {
		return nil, false
	}
	switch {
	case cl.teacher && key.Matches(msg, k.Present):
		cl.presenting = !cl.presenting
		cl.last = ""
		cl.link.Present(cl.presenting)
		m.status = map[bool]string{true: "presenting: the class follows you", false: "stopped presenting"}[cl.presenting]
		return nil, true
	case cl.teacher && key.Matches(msg, k.Ask):
		block, ok := "", false
		if m.screen == screenReader && m.reader != nil {
			block, ok = m.reader.FocusedQuiz()
		}
		if !ok {
			cl.showTally = !cl.showTally && cl.tally != nil
			if cl.tally == nil {
				m.status = "select an exercise (tab), then A asks the class"
			}
			return nil, true
		}
		q, err := notebook.ParseQuiz(block)
		if err != nil {
			m.status = "this exercise is malformed: " + err.Error()
			return nil, true
		}
		cl.link.Ask(m.reader.Name(), block, q.Question, q.Answer.Text)
		cl.showTally = true
		m.status = "asked the class: " + q.Question
		return nil, true
	case cl.teacher && key.Matches(msg, k.Reveal):
		if cl.tally == nil {
			m.status = "no question asked yet"
			return nil, true
		}
		cl.link.Reveal()
		return nil, true
	case !cl.teacher && key.Matches(msg, k.Follow):
		cl.following = !cl.following
		cl.link.Follow(cl.following)
		m.status = map[bool]string{true: "following the teacher", false: "exploring on your own — F to follow the teacher again"}[cl.following]
		return nil, true
	case !cl.teacher && key.Matches(msg, k.Ask) && cl.askID != 0:
		return m.openAsked(), true
	}
	return nil, false
}

// openAsked shows the asked exercise over the screen, ready to answer.
func (m *Model) openAsked() tea.Cmd {
	cl := m.class
	q := quiz.New(m.c, cl.askBlock, false)
	q.SetSize(max(m.width-4, 30), m.height)
	cl.askQuiz, cl.question = q, q.Question()
	c1 := q.Focus()
	c2, _ := q.HandleKey(tea.KeyMsg{Type: tea.KeyEnter}) // start answering
	return tea.Batch(c1, fromAsked(c2))
}

// classAfter sends the teacher's position after each update, when it
// changed and the teacher presents.
func (m *Model) classAfter() {
	cl := m.class
	m.refollow()
	if !cl.teacher || !cl.presenting || m.reader == nil || m.screen != screenReader {
		return
	}
	off, total, focus, panes := m.reader.Position()
	p := classroom.Position{Lesson: m.reader.Name(), Offset: off, Total: total, Focus: focus, Panes: panes}
	p.Presenter, p.Step = m.reader.PresenterStep()
	p.AtEnd = m.reader.AtEnd()
	s := fmt.Sprint(p.Lesson, p.Offset, p.Total, p.Focus, p.Panes, p.Presenter, p.Step, p.AtEnd)
	if s == cl.last {
		return
	}
	cl.last = s
	cl.link.Moved(p)
}

// classLine is the class's line over the key line: the teacher's
// presenting state and followers, or the student's follow state.
func (m *Model) classLine() string {
	cl := m.class
	st := m.c.Styles
	if cl.teacher {
		s := fmt.Sprintf("class: %d connected", cl.students)
		if cl.presenting {
			s = fmt.Sprintf("presenting · %d of %d follow", cl.followers, cl.students)
		}
		return st.Accent.Render(s) + st.Faint.Render(" · P present · A ask · R reveal")
	}
	if cl.following {
		return st.Accent.Render("following the teacher") + st.Faint.Render(" · F explore on your own")
	}
	return st.Faint.Render("exploring · F follow the teacher")
}

// tallyLines draws the live answers to the asked question (teacher).
func (m *Model) tallyLines() []string {
	t := m.class.tally
	st := m.c.Styles
	w := max(m.width-4, 20)
	lines := []string{
		st.Bold.Render(ansi.Truncate("asked: "+t.Question, w, "…")),
		fmt.Sprintf("%d of %d answered · %s right", t.Answered, t.Students, st.OK.Render(fmt.Sprint(t.Right))),
	}
	if t.Late > 0 {
		lines[1] += st.Faint.Render(fmt.Sprintf(" · %d late (after the reveal)", t.Late))
	}
	for i, wa := range t.Wrong {
		if i == 3 {
			lines = append(lines, st.Faint.Render(fmt.Sprintf("… and %d other wrong answers", len(t.Wrong)-3)))
			break
		}
		lines = append(lines, st.Error.Render(ansi.Truncate(fmt.Sprintf("  %d× %s", wa.Count, wa.Answer), w, "…")))
	}
	if t.Revealed {
		lines = append(lines, st.Accent.Render("answer: "+t.Answer))
	} else {
		lines = append(lines, st.Faint.Render("R reveals the answer to everyone"))
	}
	return lines
}

// classView lays the class's overlays over the screen v: the asked
// exercise (student) or the tally (teacher) at the bottom, and the class
// line above the key line.
func (m *Model) classView(v string) string {
	cl := m.class
	lines := strings.Split(v, "\n")
	var box []string
	switch {
	case cl.askQuiz != nil:
		box = strings.Split(strings.TrimRight(cl.askQuiz.View(), "\n"), "\n")
	case cl.teacher && cl.showTally && cl.tally != nil:
		box = m.tallyLines()
	}
	// The presenter's speaker notes end just above the key line: the
	// class line is left out there, so that it never covers them.
	if !(cl.teacher && m.screen == screenReader && m.reader != nil && m.reader.Presenting()) {
		box = append(box, m.classLine())
	}
	// Keep the last line (the key line), put the box above it.
	n := len(lines)
	if n < 2 {
		return v
	}
	start := max(n-1-len(box), 0)
	for i, b := range box {
		if start+i < n-1 {
			lines[start+i] = ansi.Truncate(b, m.width, "…")
		}
	}
	return strings.Join(lines, "\n")
}
