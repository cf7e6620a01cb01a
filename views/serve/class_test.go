package serve

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/cutetui/cutetui/views/app"
	gossh "golang.org/x/crypto/ssh"
)

// classServer runs the real course for a teacher (Prof) and two students
// (Ada, Bob) and returns their signers and the address.
func classServer(t *testing.T) (addr string, prof, ada, bob gossh.Signer, dir string) {
	t.Helper()
	dir = t.TempDir()
	prof, profLine := newKey(t, "Prof")
	ada, adaLine := newKey(t, "Ada")
	bob, bobLine := newKey(t, "Bob")
	cfg := Config{ClassDir: filepath.Join(dir, "class"), Listen: "127.0.0.1:0",
		TeacherKeys: writeFile(t, dir, "teachers", profLine), AuthorizedKeys: writeFile(t, dir, "students", adaLine+bobLine)}
	srv, err := New(cfg, func(s *Session) (tea.Model, error) {
		return app.ForClient(app.Client{Renderer: s.Renderer, Dir: s.Dir, Seed: 1, Class: s.Seat}), nil
	})
	if err != nil {
		t.Fatal(err)
	}
	l, err := netListen()
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return l.Addr().String(), prof, ada, bob, cfg.ClassDir
}

func connect(t *testing.T, addr string, sg gossh.Signer) (*screen, func(string)) {
	t.Helper()
	c, err := dial(addr, sg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return openTUI(t, c, 110, 40)
}

// lastQuiz is the first lesson's last exercise.
func lastQuiz(t *testing.T) *notebook.Quiz {
	t.Helper()
	src, err := lessons.Source(lessons.Catalog()[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	d := notebook.Parse(src)
	for i := len(d.Blocks) - 1; i >= 0; i-- {
		if d.Blocks[i].Kind == notebook.KindQuiz {
			q, err := notebook.ParseQuiz(d.Blocks[i].Text)
			if err != nil {
				t.Fatal(err)
			}
			return q
		}
	}
	t.Fatal("the first lesson has no exercise")
	return nil
}

// TestFollowAskReveal: the teacher presents and the following students
// see the teacher's lesson; the teacher asks the class an exercise, the
// students answer in their own sessions, the teacher sees the counts and
// the wrong answers grouped, reveals the answer, and the answers are in
// the class directory.
func TestFollowAskReveal(t *testing.T) {
	addr, prof, ada, bob, classDir := classServer(t)
	tOut, tKey := connect(t, addr, prof)
	aOut, aKey := connect(t, addr, ada)
	bOut, bKey := connect(t, addr, bob)
	tOut.waitFor(t, "class: 2 connected")
	aOut.waitFor(t, "following the teacher")

	// Present, then open the first lesson: both students follow.
	tKey("P")
	tOut.waitFor(t, "presenting · 2 of 2 follow")
	tKey("\r")
	title := " 1. " + lessons.Catalog()[0].Title
	tOut.waitFor(t, title)
	tOut.waitFor(t, "╭") // the lesson is rendered: its panes are drawn
	aOut.waitFor(t, title)
	bOut.waitFor(t, title)

	// Ada leaves follow mode: the teacher sees one follower.
	aKey("F")
	aOut.waitFor(t, "exploring")
	tOut.waitFor(t, "presenting · 1 of 2 follow")
	aKey("F")
	tOut.waitFor(t, "presenting · 2 of 2 follow")

	// Ask the class the lesson's last exercise.
	q := lastQuiz(t)
	tKey("G")
	tKey("\x1b[Z") // shift+tab selects the last block
	tOut.waitFor(t, "enter answer")
	tKey("A")
	tOut.waitFor(t, "asked: "+q.Question[:min(len(q.Question), 40)])
	tOut.waitFor(t, "0 of 2 answered")
	aOut.waitFor(t, "the teacher asks the class")
	aKey(q.Answer.Text + "\r")
	tOut.waitFor(t, "1 of 2 answered · 1 right")
	bKey("(9,9):(9,9)\r") // a wrong answer
	tOut.waitFor(t, "2 of 2 answered")
	tOut.waitFor(t, "1× (9,9):(9,9)")
	bOut.waitFor(t, "the teacher asks the class")

	// Reveal: every student sees the answer.
	tKey("R")
	aOut.waitFor(t, "answer: "+q.Answer.Text)
	bOut.waitFor(t, "answer: "+q.Answer.Text)

	data, err := os.ReadFile(filepath.Join(classDir, "answers.csv"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "Ada") || !strings.Contains(string(data), ",true") {
		t.Errorf("answers.csv:\n%s", data)
	}
}

// TestNoFigureFilesInClass: ctrl+o on a student's pane writes nothing on
// the server (not in its working directory, not in the class directory)
// and tells the student why.
func TestNoFigureFilesInClass(t *testing.T) {
	addr, prof, ada, _, classDir := classServer(t)
	tOut, tKey := connect(t, addr, prof)
	aOut, aKey := connect(t, addr, ada)
	tOut.waitFor(t, "class: 1 connected")
	tKey("P")
	tKey("\r")
	aOut.waitFor(t, "╭")
	aKey("F") // explore: the student's own keys
	aKey("\t")
	aKey("\x0f") // ctrl+o
	aOut.waitFor(t, "figures are not saved in class")
	wd, _ := os.Getwd()
	for _, d := range []string{wd, classDir} {
		matches, _ := filepath.Glob(filepath.Join(d, "*.svg"))
		if len(matches) > 0 {
			t.Errorf("figure files written on the server: %v", matches)
		}
	}
}
