package practice

import (
	"github.com/cutetui/cutetui/lessons/grade"
)

// Session is a run of exercises on one topic: it draws each exercise at the
// topic's current level, reveals hints one at a time, checks answers and
// records the first answer of each exercise in the store (saving it).
type Session struct {
	store *Store
	topic Topic
	seed  uint64
	n     uint64 // exercises drawn so far

	ex       *Exercise
	hints    int  // hints revealed
	recorded bool // the exercise's answer has been counted
	wrong    int  // wrong tries at this exercise
	revealed bool // the answer is shown
}

// MaxTries is the number of wrong tries after which the answer is
// revealed (the learner may ask for it sooner: Reveal).
const MaxTries = 3

// NewSession starts practising topic; seed decides the exercises drawn
// (the k-th exercise of a session comes from Mix(seed, k)).
func NewSession(store *Store, topic string, seed uint64) (*Session, error) {
	t, ok := TopicByID(topic)
	if !ok {
		return nil, topicError(topic)
	}
	s := &Session{store: store, topic: t, seed: seed}
	return s, s.Next()
}

// Mix derives the seed of the k-th exercise from a session seed
// (splitmix64), so consecutive exercises are unrelated draws.
func Mix(seed, k uint64) uint64 {
	z := seed + (k+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Topic returns the session's topic.
func (s *Session) Topic() Topic { return s.topic }

// Stats returns the topic's record.
func (s *Session) Stats() Stats { return s.store.Stats(s.topic.ID) }

// Exercise returns the exercise on show.
func (s *Session) Exercise() *Exercise { return s.ex }

// Next draws a new exercise at the topic's current level, never the one
// just shown again (a level with few questions can draw the same twice in
// a row: up to maxRedraws more draws are made).
func (s *Session) Next() error {
	var ex *Exercise
	for try := 0; ; try++ {
		var err error
		ex, err = Generate(s.topic.ID, s.Stats().Level, Mix(s.seed, s.n))
		s.n++
		if err != nil {
			return err
		}
		if try == maxRedraws || !sameExercise(ex, s.ex) {
			break
		}
	}
	s.ex, s.hints, s.recorded, s.wrong, s.revealed = ex, 0, false, 0, false
	return nil
}

// maxRedraws bounds the draws Next makes to avoid a repeat.
const maxRedraws = 8

// sameExercise reports whether a and b ask the same thing.
func sameExercise(a, b *Exercise) bool {
	if a == nil || b == nil || a.Question != b.Question || a.Statement != b.Statement || len(a.Setup) != len(b.Setup) {
		return false
	}
	for i := range a.Setup {
		if a.Setup[i] != b.Setup[i] {
			return false
		}
	}
	return true
}

// Reveal shows the answer. Revealed before any answer was counted, the
// exercise counts as missed. The error is the store's failure to save.
func (s *Session) Reveal() error {
	if s.ex == nil || s.revealed {
		return nil
	}
	s.revealed = true
	if s.recorded {
		return nil
	}
	s.recorded = true
	s.store.Record(s.topic.ID, false, true)
	return s.store.Save()
}

// Revealed reports whether the answer is shown (asked for, or after
// MaxTries wrong tries).
func (s *Session) Revealed() bool { return s.revealed }

// Wrong returns the number of wrong tries at this exercise.
func (s *Session) Wrong() int { return s.wrong }

// Hint reveals the next step of the derivation; false when all are shown.
func (s *Session) Hint() bool {
	if s.ex == nil || s.hints >= len(s.ex.Hints) {
		return false
	}
	s.hints++
	return true
}

// Hints returns the steps revealed so far.
func (s *Session) Hints() []string {
	if s.ex == nil {
		return nil
	}
	return s.ex.Hints[:s.hints]
}

// Recorded reports whether the exercise's answer has been counted.
func (s *Session) Recorded() bool { return s.recorded }

// Submit checks an answer. The first answer that evaluates (right or
// wrong) is recorded and the store saved; later ones are checked but not
// counted. A wrong answer leaves the answer hidden for another try until
// the MaxTries-th, which reveals it. The error is the store's failure to
// save.
func (s *Session) Submit(answer string) (grade.Verdict, error) {
	if s.ex == nil {
		return grade.Verdict{Outcome: grade.Broken, Message: "no exercise"}, nil
	}
	v := s.ex.Check(answer)
	if v.Outcome == grade.Wrong {
		s.wrong++
		if s.wrong >= MaxTries {
			s.revealed = true
		}
	}
	if s.recorded || v.Outcome == grade.Invalid || v.Outcome == grade.Broken {
		return v, nil
	}
	s.recorded = true
	s.store.Record(s.topic.ID, v.Right(), s.hints > 0)
	return v, s.store.Save()
}

// Reset forgets the topic's record, saves, and draws a new exercise at level 1.
func (s *Session) Reset() error {
	s.store.Reset(s.topic.ID)
	err := s.store.Save()
	if nerr := s.Next(); err == nil {
		err = nerr
	}
	return err
}
