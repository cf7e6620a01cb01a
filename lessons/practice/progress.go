package practice

import (
	"path/filepath"
	"sort"

	"github.com/cutetui/cutetui/internal/safefile"
	"github.com/cutetui/cutetui/lessons/progress"
)

// The level adapts to the learner: RaiseAfter right answers in a row at a
// level (without hints) move up one level, LowerAfter wrong answers in a
// row move down one.
const (
	RaiseAfter = 3
	LowerAfter = 2
)

// Stats is one topic's practice record.
type Stats struct {
	Attempted int `json:"attempted"` // exercises answered (the first answer of each counts)
	Correct   int `json:"correct"`   // of those, answered right
	Streak    int `json:"streak"`    // right answers in a row now
	Best      int `json:"best"`      // the longest streak
	Level     int `json:"level"`     // the current difficulty, 1..MaxLevel
	Reached   int `json:"reached"`   // the highest level reached
	RunAt     int `json:"run_at"`    // right answers in a row at the current level
	Misses    int `json:"misses"`    // wrong answers in a row
}

// Store is the practice record of every topic, saved as JSON at Path.
type Store struct {
	// Path is where Save writes ("" keeps the store in memory).
	Path   string            `json:"-"`
	Topics map[string]*Stats `json:"topics,omitempty"`
	// Later, when set, is handed each save as a write to run later (a
	// Bubble Tea program runs it in a command, off Update); Save then
	// takes the snapshot at once and does no I/O.
	Later  func(write func() error) `json:"-"`
	latest *safefile.Latest         // orders the writes handed to Later
}

// StorePath returns where practice progress is kept: practice.json beside
// the lessons' progress.json ($XDG_STATE_HOME/cutetui, or
// ~/.local/state/cutetui).
func StorePath() (string, error) {
	p, err := progress.Path()
	if err != nil {
		return "", err
	}
	return filepath.Join(filepath.Dir(p), "practice.json"), nil
}

// Load reads the store at path; a missing file is an empty store. A file
// that does not parse gives an empty store (so practice goes on) and a
// *safefile.CorruptError: the file was copied to path+".bak" first, so the
// caller can say where it is before a save replaces the file.
func Load(path string) (*Store, error) {
	s := &Store{Path: path}
	if err := safefile.LoadJSON(path, "practice progress", s); err != nil {
		return &Store{Path: path}, err
	}
	for _, st := range s.Topics {
		if st != nil {
			st.normalize()
		}
	}
	return s, nil
}

// normalize repairs a hand-edited record: counts are not negative, levels
// lie in 1..MaxLevel and correct answers do not outnumber attempts.
func (st *Stats) normalize() {
	for _, p := range []*int{&st.Attempted, &st.Correct, &st.Streak, &st.Best, &st.RunAt, &st.Misses} {
		*p = max(*p, 0)
	}
	st.Correct = min(st.Correct, st.Attempted)
	st.Level = min(max(st.Level, 1), MaxLevel)
	st.Reached = min(max(st.Reached, st.Level), MaxLevel)
	st.Best = max(st.Best, st.Streak)
}

// Save writes the store to Path atomically, creating its directory (or,
// with Later set, hands that write to Later).
func (s *Store) Save() error {
	if s.Path == "" {
		return nil
	}
	if s.Later == nil {
		return safefile.SaveJSON(s.Path, s)
	}
	if s.latest == nil {
		s.latest = &safefile.Latest{}
	}
	write, err := s.latest.SnapshotJSON(s.Path, s)
	if err != nil {
		return err
	}
	s.Later(write)
	return nil
}

// Stats returns topic's record (level 1 and zero counts if none).
func (s *Store) Stats(topic string) Stats {
	if st := s.Topics[topic]; st != nil {
		return *st
	}
	return Stats{Level: 1, Reached: 1}
}

func (s *Store) stats(topic string) *Stats {
	if s.Topics == nil {
		s.Topics = map[string]*Stats{}
	}
	st := s.Topics[topic]
	if st == nil {
		st = &Stats{Level: 1, Reached: 1}
		s.Topics[topic] = st
	}
	return st
}

// Record counts an answered exercise of topic: right or not, and whether
// hints were shown first. A right answer after hints counts as correct
// but neither extends the streak nor raises the level.
func (s *Store) Record(topic string, right, hinted bool) {
	st := s.stats(topic)
	st.Attempted++
	if !right {
		st.Streak, st.RunAt = 0, 0
		st.Misses++
		if st.Misses >= LowerAfter && st.Level > 1 {
			st.Level--
			st.Misses = 0
		}
		return
	}
	st.Correct++
	st.Misses = 0
	if hinted {
		return
	}
	st.Streak++
	st.Best = max(st.Best, st.Streak)
	st.RunAt++
	if st.RunAt >= RaiseAfter && st.Level < MaxLevel {
		st.Level++
		st.RunAt = 0
		st.Reached = max(st.Reached, st.Level)
	}
}

// Reset forgets topic's record.
func (s *Store) Reset(topic string) { delete(s.Topics, topic) }

// ResetAll forgets every topic's record.
func (s *Store) ResetAll() { s.Topics = nil }

// Practised lists the topics with a record, sorted.
func (s *Store) Practised() []string {
	var out []string
	for t := range s.Topics {
		out = append(out, t)
	}
	sort.Strings(out)
	return out
}
