package serve

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/cutetui/cutetui/internal/safefile"
	"github.com/cutetui/cutetui/internal/serve/classroom"
)

// Seat is one session's place in the class: what its program may do there
// follows from the session's role, decided by the server from the key —
// only a teacher's seat presents, asks and reveals.
type Seat struct {
	class   *classroom.Class
	teacher bool
	name    string
	log     func(format string, args ...any)

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
		s.logf("presenting %s (%q)", map[bool]string{true: "on", false: "off"}[on], s.name)
	}
}

func (s *Seat) logf(format string, args ...any) {
	if s.log != nil {
		s.log(format, args...)
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
		id := s.class.Ask(lesson, block, question, answer)
		s.logf("asked question %d (%s): %q", id, lesson, question)
	}
}

// Reveal shows the asked exercise's answer to everyone (teacher only).
func (s *Seat) Reveal() {
	if s.teacher {
		s.class.Reveal()
		s.logf("revealed the answer (%q)", s.name)
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
				w.Write([]string{"time", "question_id", "lesson", "question", "student", "key", "answer", "correct", "late"})
			}
			w.Write(csvCells(r.At.Format(time.RFC3339), strconv.Itoa(r.QuestionID), r.Lesson, r.Question, r.Student, r.Key,
				r.Answer, strconv.FormatBool(r.Correct), strconv.FormatBool(r.Late)))
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

// csvCells escapes cells a spreadsheet would read as a formula (those
// starting with = + - @, a tab or a carriage return) by a leading quote,
// as OWASP advises: "-1+4" is kept as the text "'-1+4".
func csvCells(cells ...string) []string {
	for i, c := range cells {
		if c != "" && strings.ContainsRune("=+-@\t\r", rune(c[0])) {
			cells[i] = "'" + c
		}
	}
	return cells
}

// stateFile keeps the class's state (classroom.State) across restarts.
type stateFile struct {
	mu   sync.Mutex
	path string
	log  func(format string, args ...any)
}

// load reads the kept state; a missing file is a fresh class, an
// unreadable one is said in the log and set aside (never overwritten).
func (f *stateFile) load() classroom.State {
	var st classroom.State
	data, err := os.ReadFile(f.path)
	if err != nil {
		if !os.IsNotExist(err) {
			f.log("reading %s: %v", f.path, err)
		}
		return st
	}
	if err := json.Unmarshal(data, &st); err != nil {
		bak := f.path + ".bad"
		f.log("%s is unreadable (%v); kept as %s, starting afresh", f.path, err, bak)
		os.Rename(f.path, bak)
		return classroom.State{}
	}
	return st
}

func (f *stateFile) save(st classroom.State) {
	f.mu.Lock()
	defer f.mu.Unlock()
	data, err := json.MarshalIndent(st, "", "  ")
	if err == nil {
		err = safefile.WriteFile(f.path, append(data, '\n'), 0o600)
	}
	if err != nil {
		f.log("saving the class state: %v", err)
	}
}
