package serve

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/cutetui/cutetui/views/classroom"
)

// Seat is one session's place in the class: what its program may do there
// follows from the session's role, decided by the server from the key —
// only a teacher's seat presents, asks and reveals.
type Seat struct {
	class   *classroom.Class
	teacher bool

	mu     sync.Mutex
	member *classroom.Member // set once the session's program runs
}

func (s *Seat) m() *classroom.Member {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.member
}

// Teacher reports whether the seat is the teacher's.
func (s *Seat) Teacher() bool { return s.teacher }

// Present turns presenting on or off (teacher only).
func (s *Seat) Present(on bool) {
	if s.teacher {
		s.class.Present(on)
	}
}

// Moved records the teacher's position (teacher only).
func (s *Seat) Moved(p classroom.Position) {
	if s.teacher {
		s.class.Move(p)
	}
}

// Follow makes the student follow the teacher or explore.
func (s *Seat) Follow(on bool) {
	if m := s.m(); m != nil && !s.teacher {
		s.class.SetFollow(m, on)
	}
}

// Ask puts an exercise to the class (teacher only).
func (s *Seat) Ask(lesson, block, question, answer string) {
	if s.teacher {
		s.class.Ask(lesson, block, question, answer)
	}
}

// Reveal shows the asked exercise's answer to everyone (teacher only).
func (s *Seat) Reveal() {
	if s.teacher {
		s.class.Reveal()
	}
}

// Answer reports the student's answer to question id.
func (s *Seat) Answer(id int, answer string, right bool) {
	if m := s.m(); m != nil && !s.teacher {
		s.class.Answer(m, id, answer, right)
	}
}

// answerLog appends every answer given in class to answers.jsonl and
// answers.csv in the class directory.
type answerLog struct {
	mu  sync.Mutex
	dir string
	log func(format string, args ...any)
}

func (a *answerLog) record(r classroom.Result) {
	a.mu.Lock()
	defer a.mu.Unlock()
	line, err := json.Marshal(r)
	if err == nil {
		err = appendFile(filepath.Join(a.dir, "answers.jsonl"), append(line, '\n'))
	}
	if err == nil {
		p := filepath.Join(a.dir, "answers.csv")
		_, statErr := os.Stat(p)
		f, ferr := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
		if ferr != nil {
			err = ferr
		} else {
			w := csv.NewWriter(f)
			if os.IsNotExist(statErr) {
				w.Write([]string{"time", "question_id", "lesson", "question", "student", "answer", "correct"})
			}
			w.Write([]string{r.At.Format(time.RFC3339), strconv.Itoa(r.QuestionID), r.Lesson, r.Question, r.Student, r.Answer, strconv.FormatBool(r.Correct)})
			w.Flush()
			err = w.Error()
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
	}
	if err != nil {
		a.log("recording an answer: %v", err)
	}
}

func appendFile(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
