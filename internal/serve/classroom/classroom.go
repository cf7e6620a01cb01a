// Package classroom is the state a class shares while the teacher presents:
// who is connected and who follows, the teacher's position (lesson, scroll,
// pane edits), the question asked, and the answers given. It has its own
// lock and talks to each session's program only by messages, delivered by
// one goroutine per member through a mailbox that keeps only the newest
// position, so that a slow or stuck client never slows the teacher or the
// rest of the class.
package classroom

import (
	"sort"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// Position is where the teacher is: the lesson (or pushed notebook), the
// first line shown, and the text of every pane the teacher edited.
type Position struct {
	Lesson string
	Offset int            // the first line the teacher sees
	Total  int            // lines of the teacher's rendering (widths differ)
	Focus  int            // the live block the teacher selected, -1 for none
	Panes  map[int]string // live block index → text, for edited panes
	// Presenter is whether the teacher shows the presenter, and Step its
	// step (one section or live block at a time).
	Presenter bool
	Step      int
	// AtEnd is whether the teacher shows the end of the lesson.
	AtEnd bool
	// Notebook is a pushed notebook's Markdown ("" for a course lesson).
	Notebook []byte
}

// FollowMsg tells a following student's program to show Position.
type FollowMsg struct{ Position Position }

// AskMsg tells a student's program that the teacher asks the class the
// exercise Block (a cute-quiz block's text) of Lesson.
type AskMsg struct {
	ID     int
	Lesson string
	Block  string
}

// RevealMsg tells every program the answer of question ID.
type RevealMsg struct {
	ID     int
	Answer string
}

// TallyMsg gives the teacher's program the live counts of the question.
type TallyMsg struct{ Tally Tally }

// ClassMsg gives the teacher's program how many are connected and follow,
// and whether the class is being presented to (true after a restart too).
type ClassMsg struct {
	Students, Following int
	Presenting          bool
}

// Member is one connected session.
type Member struct {
	Key     string // who: the key's fingerprint (names are display only)
	Name    string
	Teacher bool
	follow  bool
	box     *mailbox
}

// Following reports whether the member follows the teacher.
func (m *Member) Following() bool { return m.follow }

// Class is the shared state of one class.
type Class struct {
	mu         sync.Mutex
	members    map[*Member]struct{}
	presenting bool
	pos        Position
	question   *question
	nextID     int
	record     func(Result) // appends each answer to the class directory
	save       func(State)  // keeps the state across restarts (nil: none)
}

// State is what a class keeps across a restart of its server: the last
// question id (ids are never reused), whether the teacher presents, and
// the question asked.
type State struct {
	LastID     int         `json:"last_question_id"`
	Presenting bool        `json:"presenting"`
	Question   *AskedState `json:"question,omitempty"`
}

// AskedState is the question asked, as kept across a restart (its
// answers are in the class directory's answers files).
type AskedState struct {
	ID       int       `json:"id"`
	Lesson   string    `json:"lesson"`
	Block    string    `json:"block"`
	Question string    `json:"question"`
	Answer   string    `json:"answer"`
	Asked    time.Time `json:"asked"`
	Revealed bool      `json:"revealed"`
}

// Restore sets the class to a kept state and calls save with the state
// after every change from now on (present, ask, reveal).
func (c *Class) Restore(st State, save func(State)) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.nextID, c.presenting, c.save = st.LastID, st.Presenting, save
	if q := st.Question; q != nil {
		c.question = &question{id: q.ID, lesson: q.Lesson, block: q.Block, question: q.Question, answer: q.Answer,
			asked: q.Asked, revealed: q.Revealed, answers: map[string]Result{}}
		c.nextID = max(c.nextID, q.ID)
	}
}

// saveState hands the state to save; c.mu is held.
func (c *Class) saveState() {
	if c.save == nil {
		return
	}
	st := State{LastID: c.nextID, Presenting: c.presenting}
	if q := c.question; q != nil {
		st.Question = &AskedState{ID: q.id, Lesson: q.lesson, Block: q.block, Question: q.question, Answer: q.answer, Asked: q.asked, Revealed: q.revealed}
	}
	c.save(st)
}

// New returns an empty class; record (may be nil) is called, outside the
// lock, with every answer given.
func New(record func(Result)) *Class {
	return &Class{members: map[*Member]struct{}{}, record: record}
}

// Join adds a session of the key's owner whose program receives messages through send (a
// tea.Program's Send). Students follow from the start.
func (c *Class) Join(key, name string, teacher bool, send func(tea.Msg)) *Member {
	m := &Member{Key: key, Name: name, Teacher: teacher, follow: !teacher, box: newMailbox(send)}
	c.mu.Lock()
	c.members[m] = struct{}{}
	if !teacher && c.presenting {
		m.box.position(FollowMsg{c.pos})
	}
	if q := c.question; q != nil && !teacher && !q.revealed {
		m.box.post(AskMsg{ID: q.id, Lesson: q.lesson, Block: q.block})
	}
	c.mu.Unlock()
	c.tellTeachers()
	c.tellTally()
	return m
}

// Leave removes a member and stops its delivery.
func (c *Class) Leave(m *Member) {
	c.mu.Lock()
	delete(c.members, m)
	c.mu.Unlock()
	m.box.close()
	c.tellTeachers()
	c.tellTally()
}

// Present turns presenting on or off; while on, followers see every move.
func (c *Class) Present(on bool) {
	c.mu.Lock()
	c.presenting = on
	if on {
		c.broadcastPosition()
	}
	c.saveState()
	c.mu.Unlock()
	c.tellTeachers()
}

// Presenting reports whether the teacher presents.
func (c *Class) Presenting() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.presenting
}

// Move records the teacher's position and, while presenting, sends it to
// every follower.
func (c *Class) Move(p Position) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.pos = p
	if c.presenting {
		c.broadcastPosition()
	}
}

// SetFollow makes a student follow the teacher or explore alone; on
// rejoining, the student is brought to where the teacher is.
func (c *Class) SetFollow(m *Member, on bool) {
	c.mu.Lock()
	m.follow = on
	if on && c.presenting {
		m.box.position(FollowMsg{c.pos})
	}
	c.mu.Unlock()
	c.tellTeachers()
}

func (c *Class) broadcastPosition() {
	for m := range c.members {
		if m.follow && !m.Teacher {
			m.box.position(FollowMsg{c.pos})
		}
	}
}

// Counts is how many students are connected and how many follow.
func (c *Class) Counts() (students, following int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.counts()
}

func (c *Class) counts() (students, following int) {
	for m := range c.members {
		if !m.Teacher {
			students++
			if m.follow {
				following++
			}
		}
	}
	return
}

func (c *Class) tellTeachers() {
	c.mu.Lock()
	defer c.mu.Unlock()
	s, f := c.counts()
	for m := range c.members {
		if m.Teacher {
			m.box.post(ClassMsg{Students: s, Following: f, Presenting: c.presenting})
		}
	}
}

// mailbox delivers messages to one program in order, on its own goroutine;
// positions are coalesced (only the newest waits), other messages queue up
// to a bound beyond which the oldest are dropped.
type mailbox struct {
	mu     sync.Mutex
	send   func(tea.Msg)
	pos    *FollowMsg
	queue  []tea.Msg
	wake   chan struct{}
	closed bool
}

const mailboxMax = 64

func newMailbox(send func(tea.Msg)) *mailbox {
	b := &mailbox{send: send, wake: make(chan struct{}, 1)}
	go b.loop()
	return b
}

func (b *mailbox) position(m FollowMsg) {
	b.mu.Lock()
	b.pos = &m
	b.mu.Unlock()
	b.signal()
}

func (b *mailbox) post(m tea.Msg) {
	b.mu.Lock()
	if len(b.queue) >= mailboxMax {
		b.queue = b.queue[1:]
	}
	b.queue = append(b.queue, m)
	b.mu.Unlock()
	b.signal()
}

func (b *mailbox) signal() {
	select {
	case b.wake <- struct{}{}:
	default:
	}
}

func (b *mailbox) close() {
	b.mu.Lock()
	b.closed = true
	b.mu.Unlock()
	b.signal()
}

func (b *mailbox) loop() {
	for range b.wake {
		for {
			b.mu.Lock()
			if b.closed {
				b.mu.Unlock()
				return
			}
			var msg tea.Msg
			switch {
			case len(b.queue) > 0:
				msg, b.queue = b.queue[0], b.queue[1:]
			case b.pos != nil:
				msg, b.pos = *b.pos, nil
			}
			b.mu.Unlock()
			if msg == nil {
				break
			}
			b.send(msg)
		}
	}
}

// question is the exercise asked now.
type question struct {
	id       int
	lesson   string
	block    string
	question string
	answer   string
	asked    time.Time
	answers  map[string]Result // by student key: one each, see Answer
	revealed bool
}

// Result is one answer a student gave to an asked question.
type Result struct {
	QuestionID int       `json:"question_id"`
	Lesson     string    `json:"lesson"`
	Question   string    `json:"question"`
	Student    string    `json:"student"`
	Key        string    `json:"key"` // the student's key fingerprint
	Answer     string    `json:"answer"`
	Correct    bool      `json:"correct"`
	Late       bool      `json:"late"` // given after the answer was revealed
	At         time.Time `json:"at"`
}

// Tally is the live count of a question's answers, over the students
// connected now.
type Tally struct {
	ID       int
	Question string
	Answer   string
	Students int           // connected students
	Answered int           // of them, how many answered
	Right    int           // answered right before the reveal
	Late     int           // answered only after the reveal
	Wrong    []WrongAnswer // most common first
	Revealed bool
}

// WrongAnswer is one wrong value and how many gave it.
type WrongAnswer struct {
	Answer string
	Count  int
}

// Ask puts an exercise to the class: every student's program gets AskMsg.
// question and answer are the exercise's text and answer (for the tally).
func (c *Class) Ask(lesson, block, questionText, answer string) int {
	c.mu.Lock()
	c.nextID++
	q := &question{id: c.nextID, lesson: lesson, block: block, question: questionText, answer: answer,
		asked: time.Now().UTC(), answers: map[string]Result{}}
	c.question = q
	c.saveState()
	for m := range c.members {
		if !m.Teacher {
			m.box.post(AskMsg{ID: q.id, Lesson: lesson, Block: block})
		}
	}
	c.mu.Unlock()
	c.tellTally()
	return q.id
}

// Answer records a student's answer to question id. One answer counts per
// student (by key, across reconnections): the latest, except that an
// answer after the reveal never replaces one given before it. Every
// answer is recorded, late ones marked so.
func (c *Class) Answer(m *Member, id int, answer string, correct bool) {
	c.mu.Lock()
	q := c.question
	if q == nil || q.id != id || m.Teacher {
		c.mu.Unlock()
		return
	}
	r := Result{QuestionID: id, Lesson: q.lesson, Question: q.question, Student: m.Name, Key: m.Key, Answer: answer,
		Correct: correct, Late: q.revealed, At: time.Now().UTC()}
	if prev, ok := q.answers[m.Key]; !ok || prev.Late || !r.Late {
		q.answers[m.Key] = r
	}
	c.mu.Unlock()
	if c.record != nil {
		c.record(r)
	}
	c.tellTally()
}

// Reveal shows the answer of the asked question to everyone.
func (c *Class) Reveal() {
	c.mu.Lock()
	q := c.question
	if q == nil {
		c.mu.Unlock()
		return
	}
	q.revealed = true
	for m := range c.members {
		m.box.post(RevealMsg{ID: q.id, Answer: q.answer})
	}
	c.saveState()
	c.mu.Unlock()
	c.tellTally()
}

// Tally counts the answers to the asked question (zero Tally if none).
func (c *Class) Tally() Tally {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.tally()
}

func (c *Class) tally() Tally {
	q := c.question
	if q == nil {
		return Tally{}
	}
	t := Tally{ID: q.id, Question: q.question, Answer: q.answer, Revealed: q.revealed}
	t.Students, _ = c.counts()
	here := map[string]bool{}
	for m := range c.members {
		if !m.Teacher {
			here[m.Key] = true
		}
	}
	wrong := map[string]int{}
	for key, r := range q.answers {
		if !here[key] {
			continue
		}
		t.Answered++
		switch {
		case r.Late:
			t.Late++
		case r.Correct:
			t.Right++
		default:
			wrong[r.Answer]++
		}
	}
	for a, n := range wrong {
		t.Wrong = append(t.Wrong, WrongAnswer{a, n})
	}
	sort.Slice(t.Wrong, func(i, j int) bool {
		if t.Wrong[i].Count != t.Wrong[j].Count {
			return t.Wrong[i].Count > t.Wrong[j].Count
		}
		return t.Wrong[i].Answer < t.Wrong[j].Answer
	})
	return t
}

func (c *Class) tellTally() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.question == nil {
		return
	}
	t := c.tally()
	for m := range c.members {
		if m.Teacher {
			m.box.post(TallyMsg{t})
		}
	}
}
