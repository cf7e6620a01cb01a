package classroom

import (
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// inbox collects the messages a member's program would receive.
type inbox struct {
	mu   sync.Mutex
	msgs []tea.Msg
	gate chan struct{} // when set, each delivery waits for a token
}

func (b *inbox) send(m tea.Msg) {
	if b.gate != nil {
		<-b.gate
	}
	b.mu.Lock()
	b.msgs = append(b.msgs, m)
	b.mu.Unlock()
}

func (b *inbox) wait(t *testing.T, what string, ok func(tea.Msg) bool) tea.Msg {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		b.mu.Lock()
		for _, m := range b.msgs {
			if ok(m) {
				b.mu.Unlock()
				return m
			}
		}
		b.mu.Unlock()
		if time.Now().After(deadline) {
			t.Fatalf("no %s; got %v", what, b.msgs)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func TestFollowDeliversTeachersPosition(t *testing.T) {
	c := New(nil)
	teacher, ada, bob := &inbox{}, &inbox{}, &inbox{}
	c.Join("key-prof", "prof", true, teacher.send)
	c.Join("key-ada", "ada", false, ada.send)
	mb := c.Join("key-bob", "bob", false, bob.send)

	c.Move(Position{Lesson: "coalesce", Offset: 10})
	c.Present(true)
	c.Move(Position{Lesson: "coalesce", Offset: 42, Panes: map[int]string{3: "A = 8:1"}})
	at42 := func(m tea.Msg) bool { f, ok := m.(FollowMsg); return ok && f.Position.Offset == 42 }
	got := ada.wait(t, "position 42", at42).(FollowMsg)
	if got.Position.Panes[3] != "A = 8:1" {
		t.Errorf("pane edit not delivered: %+v", got.Position)
	}
	teacher.wait(t, "class counts", func(m tea.Msg) bool { cm, ok := m.(ClassMsg); return ok && cm.Students == 2 && cm.Following == 2 })

	// Bob leaves follow mode: he gets no more moves, and the teacher sees 1.
	c.SetFollow(mb, false)
	teacher.wait(t, "1 following", func(m tea.Msg) bool { cm, ok := m.(ClassMsg); return ok && cm.Following == 1 })
	c.Move(Position{Lesson: "complement", Offset: 0})
	ada.wait(t, "complement", func(m tea.Msg) bool { f, ok := m.(FollowMsg); return ok && f.Position.Lesson == "complement" })
	bob.mu.Lock()
	for _, m := range bob.msgs {
		if f, ok := m.(FollowMsg); ok && f.Position.Lesson == "complement" {
			t.Error("a student who left follow mode was moved")
		}
	}
	bob.mu.Unlock()
	// Rejoining brings him to where the teacher is.
	c.SetFollow(mb, true)
	bob.wait(t, "complement on rejoin", func(m tea.Msg) bool { f, ok := m.(FollowMsg); return ok && f.Position.Lesson == "complement" })
}

func TestNotPresentingMovesNobody(t *testing.T) {
	c := New(nil)
	ada := &inbox{}
	c.Join("key-ada", "ada", false, ada.send)
	c.Move(Position{Lesson: "swizzle"})
	time.Sleep(20 * time.Millisecond)
	ada.mu.Lock()
	defer ada.mu.Unlock()
	for _, m := range ada.msgs {
		if _, ok := m.(FollowMsg); ok {
			t.Error("moved while the teacher was not presenting")
		}
	}
}

// TestSlowStudentDoesNotSlowTheClass: a program that takes no messages
// leaves the teacher's moves and the others' delivery unaffected, and only
// the newest position waits for it.
func TestSlowStudentDoesNotSlowTheClass(t *testing.T) {
	c := New(nil)
	stuck := &inbox{gate: make(chan struct{})}
	ada := &inbox{}
	c.Join("key-stuck", "stuck", false, stuck.send)
	c.Join("key-ada", "ada", false, ada.send)
	c.Present(true)
	start := time.Now()
	for i := 1; i <= 1000; i++ {
		c.Move(Position{Lesson: "l", Offset: i})
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("1000 moves took %v with a stuck student", d)
	}
	ada.wait(t, "the last position", func(m tea.Msg) bool { f, ok := m.(FollowMsg); return ok && f.Position.Offset == 1000 })
	// Unblock the stuck one: it gets at most the one in flight and the newest.
	go func() {
		for range 10 {
			stuck.gate <- struct{}{}
		}
	}()
	stuck.wait(t, "the newest position", func(m tea.Msg) bool { f, ok := m.(FollowMsg); return ok && f.Position.Offset == 1000 })
	stuck.mu.Lock()
	n := len(stuck.msgs)
	stuck.mu.Unlock()
	if n > 3 {
		t.Errorf("a slow student got %d messages; positions should coalesce", n)
	}
}

func TestAskTallyReveal(t *testing.T) {
	var recorded []Result
	var mu sync.Mutex
	c := New(func(r Result) { mu.Lock(); recorded = append(recorded, r); mu.Unlock() })
	teacher, ada := &inbox{}, &inbox{}
	c.Join("key-prof", "prof", true, teacher.send)
	ma := c.Join("key-ada", "ada", false, ada.send)
	mb := c.Join("key-bob", "bob", false, (&inbox{}).send)
	mc := c.Join("key-cy", "cy", false, (&inbox{}).send)
	md := c.Join("key-di", "di", false, (&inbox{}).send)

	id := c.Ask("coalesce", "question: coalesce((2,4):(1,2))\ncheck: ...\nanswer: 8:1", "coalesce((2,4):(1,2))", "8:1")
	ada.wait(t, "the question", func(m tea.Msg) bool { a, ok := m.(AskMsg); return ok && a.ID == id })
	c.Answer(ma, id, "8:1", true)
	c.Answer(mb, id, "(2,4):(1,2)", false)
	c.Answer(mc, id, "(2,4):(1,2)", false)
	c.Answer(md, id, "4:2", false)
	c.Answer(md, id, "8:1", true)  // the latest answer counts
	c.Answer(ma, id+1, "x", false) // another question's id is ignored

	tl := c.Tally()
	if tl.Students != 4 || tl.Answered != 4 || tl.Right != 2 {
		t.Errorf("tally %+v: want 4 students, 4 answered, 2 right", tl)
	}
	if len(tl.Wrong) != 1 || tl.Wrong[0] != (WrongAnswer{"(2,4):(1,2)", 2}) {
		t.Errorf("wrong answers grouped: %+v", tl.Wrong)
	}
	teacher.wait(t, "a live tally", func(m tea.Msg) bool { tm, ok := m.(TallyMsg); return ok && tm.Tally.Answered == 4 })
	c.Reveal()
	ada.wait(t, "the reveal", func(m tea.Msg) bool { r, ok := m.(RevealMsg); return ok && r.Answer == "8:1" })
	mu.Lock()
	defer mu.Unlock()
	if len(recorded) != 5 {
		t.Errorf("%d answers recorded, want 5 (every answer given to the question)", len(recorded))
	}
}

func TestLateJoinerGetsPositionAndQuestion(t *testing.T) {
	c := New(nil)
	c.Join("key-prof", "prof", true, (&inbox{}).send)
	c.Present(true)
	c.Move(Position{Lesson: "swizzle", Offset: 7})
	id := c.Ask("swizzle", "q", "q", "a")
	late := &inbox{}
	c.Join("key-late", "late", false, late.send)
	late.wait(t, "the position", func(m tea.Msg) bool { f, ok := m.(FollowMsg); return ok && f.Position.Offset == 7 })
	late.wait(t, "the question", func(m tea.Msg) bool { a, ok := m.(AskMsg); return ok && a.ID == id })
}

// TestAnswersOnePerStudent: a student who reconnects and answers again
// counts once (the latest answer); "of N" follows who is connected; an
// answer after the reveal is kept, marked late, and never counted right.
func TestAnswersOnePerStudent(t *testing.T) {
	var recorded []Result
	var mu sync.Mutex
	c := New(func(r Result) { mu.Lock(); recorded = append(recorded, r); mu.Unlock() })
	teacher := &inbox{}
	c.Join("key-prof", "prof", true, teacher.send)
	ada := c.Join("key-ada", "ada", false, (&inbox{}).send)
	c.Join("key-bob", "bob", false, (&inbox{}).send)
	id := c.Ask("coalesce", "q", "q", "8:1")
	c.Answer(ada, id, "4:2", false)
	c.Leave(ada)
	ada = c.Join("key-ada", "ada", false, (&inbox{}).send) // reconnected
	c.Answer(ada, id, "8:1", true)
	if tl := c.Tally(); tl.Students != 2 || tl.Answered != 1 || tl.Right != 1 || len(tl.Wrong) != 0 {
		t.Errorf("tally %+v: want 1 of 2 answered, 1 right, none wrong", tl)
	}
	cy := c.Join("key-cy", "cy", false, (&inbox{}).send)
	teacher.wait(t, "a tally of 3 students", func(m tea.Msg) bool { tm, ok := m.(TallyMsg); return ok && tm.Tally.Students == 3 })
	c.Reveal()
	c.Answer(cy, id, "8:1", true)   // late
	c.Answer(ada, id, "8:9", false) // late: does not replace the on-time answer
	tl := c.Tally()
	if tl.Answered != 2 || tl.Right != 1 || tl.Late != 1 {
		t.Errorf("tally %+v: want 2 answered, 1 right, 1 late", tl)
	}
	mu.Lock()
	defer mu.Unlock()
	if n := len(recorded); n != 4 || !recorded[2].Late || recorded[0].Late || recorded[2].Key != "key-cy" {
		t.Errorf("recorded %+v: want 4 answers, the last two late, keyed", recorded)
	}
}

// TestStateSurvivesRestart: question ids go on after a restart, and the
// presenting state and the asked question are restored.
func TestStateSurvivesRestart(t *testing.T) {
	var kept State
	c := New(nil)
	c.Restore(State{}, func(s State) { kept = s })
	c.Present(true)
	id := c.Ask("swizzle", "block", "q", "a")
	if !kept.Presenting || kept.Question == nil || kept.Question.ID != id || kept.LastID != id {
		t.Fatalf("kept %+v after present and ask", kept)
	}
	c2 := New(nil)
	c2.Restore(kept, func(s State) { kept = s })
	if !c2.Presenting() {
		t.Error("presenting lost in the restart")
	}
	late := &inbox{}
	teacher := &inbox{}
	c2.Join("key-prof", "prof", true, teacher.send)
	teacher.wait(t, "presenting told to the teacher", func(m tea.Msg) bool { cm, ok := m.(ClassMsg); return ok && cm.Presenting })
	c2.Join("key-late", "late", false, late.send)
	late.wait(t, "the question asked before the restart", func(m tea.Msg) bool { a, ok := m.(AskMsg); return ok && a.ID == id })
	if id2 := c2.Ask("swizzle", "block", "q2", "a"); id2 <= id {
		t.Errorf("question id %d after a restart, want more than %d", id2, id)
	}
}
