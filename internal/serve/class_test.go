package serve

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/notebook"
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
	_, addr = startClass(t, cfg)
	return addr, prof, ada, bob, cfg.ClassDir
}

// startClass runs the real course with cfg on a loopback port.
func startClass(t *testing.T, cfg Config) (*Server, string) {
	t.Helper()
	srv, err := New(cfg, func(s *Session) (tea.Model, error) {
		return courseApp(s, nil), nil
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
	return srv, l.Addr().String()
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
	tOut.settle(t) // the lesson drawn whole: shift+tab selects its last exercise
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

// TestAnswersRightInClass: a student who reconnects and answers again is
// counted once; an answer after the reveal is marked late; the answer is
// credited to the asked lesson though the student reads another; after a
// restart the class still presents and a joining student gets the
// question.
func TestAnswersRightInClass(t *testing.T) {
	addr, prof, ada, bob, classDir := classServer(t)
	tOut, tKey := connect(t, addr, prof)
	_, aKey := connect(t, addr, ada)
	tOut.waitFor(t, "class: 1 connected")
	tKey("P")
	tKey("\r")
	tOut.waitFor(t, "╭")
	tOut.settle(t) // the lesson drawn whole: shift+tab selects its last exercise
	q := lastQuiz(t)
	tKey("G")
	tKey("\x1b[Z")
	tOut.waitFor(t, "enter answer")
	tKey("A")
	tOut.waitFor(t, "asked: "+q.Question[:min(len(q.Question), 40)])
	tOut.waitFor(t, "0 of 1 answered")
	aKey("(9,9):(9,9)\r")
	tOut.waitFor(t, "1 of 1 answered · 0 right")

	// Ada reconnects (her old session is taken over), explores the
	// second lesson, and answers again, right this time.
	aOut2, aKey2 := connect(t, addr, ada)
	aOut2.waitFor(t, "the teacher asks the class")
	aKey2("\x1b") // stop answering
	aKey2("\x1b") // close the exercise
	aKey2("F")
	aOut2.waitFor(t, "exploring")
	aKey2("]") // the next lesson
	aOut2.waitFor(t, " 2. "+lessons.Catalog()[1].Title)
	n := aOut2.count("answering · enter check")
	aKey2("A")
	aOut2.waitForMore(t, "answering · enter check", n) // the exercise is open, answering
	aKey2(q.Answer.Text + "\r")
	tOut.waitForSeen(t, "1 of 1 answered · 1 right", aOut2)

	bOut, bKey := connect(t, addr, bob)
	bOut.waitFor(t, "the teacher asks the class")
	tOut.waitFor(t, "1 of 2 answered") // "of N" is who is connected now
	tKey("R")
	bOut.waitFor(t, "answer: "+q.Answer.Text)
	bKey(q.Answer.Text + "\r")
	tOut.waitFor(t, "1 late (after the reveal)")
	tOut.waitFor(t, "2 of 2 answered · 1 right")

	data, err := os.ReadFile(filepath.Join(classDir, "answers.csv"))
	if err != nil {
		t.Fatal(err)
	}
	if lines := strings.Split(strings.TrimSpace(string(data)), "\n"); len(lines) != 4 || !strings.HasSuffix(lines[3], ",true,true") {
		t.Errorf("answers.csv: want a header and 3 answers, the last right and late:\n%s", data)
	}
	var prog struct {
		Lessons map[string]struct{ Solved map[string]bool } `json:"lessons"`
	}
	adaDir := filepath.Join(classDir, "students", keyDir(gossh.FingerprintSHA256(ada.PublicKey())))
	for deadline := time.Now().Add(5 * time.Second); !prog.Lessons[lessons.Catalog()[0].ID].Solved[q.Question]; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the asked exercise is not credited to its lesson %q: %+v", lessons.Catalog()[0].ID, prog)
		}
		if data, err := os.ReadFile(filepath.Join(adaDir, "progress.json")); err == nil {
			json.Unmarshal(data, &prog)
		}
	}
	if len(prog.Lessons[lessons.Catalog()[1].ID].Solved) != 0 {
		t.Errorf("the asked exercise was credited to the lesson being read: %+v", prog)
	}
}

func TestCSVCellsAreNotFormulas(t *testing.T) {
	got := csvCells("-1+4", "=SUM(A1)", "+1", "@x", "\tx", "8:1", "", "(2,4):(1,2)")
	want := []string{"'-1+4", "'=SUM(A1)", "'+1", "'@x", "'\tx", "8:1", "", "(2,4):(1,2)"}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("cell %d: %q, want %q", i, got[i], want[i])
		}
	}
}

// TestPresentingAndQuestionSurviveRestart: after the server restarts, the
// teacher is still presenting, a joining student gets the question asked
// before, and the log says what was restored.
func TestPresentingAndQuestionSurviveRestart(t *testing.T) {
	dir := t.TempDir()
	prof, profLine := newKey(t, "Prof")
	_, adaLine := newKey(t, "Ada")
	bob, bobLine := newKey(t, "Bob")
	cfg := Config{ClassDir: filepath.Join(dir, "class"), Listen: "127.0.0.1:0",
		TeacherKeys: writeFile(t, dir, "teachers", profLine), AuthorizedKeys: writeFile(t, dir, "students", adaLine+bobLine)}
	srv, addr := startClass(t, cfg)
	tOut, tKey := connect(t, addr, prof)
	tOut.waitFor(t, "class: 0 connected")
	tKey("P")
	tKey("\r")
	tOut.waitFor(t, "╭")
	tKey("G")
	tKey("\x1b[Z")
	tOut.waitFor(t, "enter answer")
	tKey("A")
	tOut.waitFor(t, "0 of 0 answered")
	srv.Close()

	_, addr = startClass(t, cfg)
	tOut, _ = connect(t, addr, prof)
	tOut.waitFor(t, "presenting · 0 of 0 follow")
	bOut, _ := connect(t, addr, bob)
	bOut.waitFor(t, "the teacher asks the class")
	waitLog(t, cfg.ClassDir, "restored: presenting true, last question 1")
	waitLog(t, cfg.ClassDir, "asked question 1")
}

// TestFollowerJoinsWhereTheTeacherIs: a student who joins while the
// teacher presents the end of a lesson lands at its end too, before the
// teacher moves again.
func TestFollowerJoinsWhereTheTeacherIs(t *testing.T) {
	addr, prof, ada, _, _ := classServer(t)
	tOut, tKey := connect(t, addr, prof)
	tOut.waitFor(t, "class: 0 connected")
	tKey("P")
	tKey("\r")
	tOut.waitFor(t, "╭")
	tOut.settle(t)
	tKey("G")
	tOut.waitFor(t, "· 100%")
	aOut, _ := connect(t, addr, ada)
	aOut.waitFor(t, "following the teacher")
	aOut.waitFor(t, "╭") // the lesson is rendered
	// The student ends where the teacher is (the teacher's own place may
	// move as its panes' results arrive: compare with its latest).
	pct := regexp.MustCompile(`· (\d+)% `)
	last := func(o *screen) string {
		all := pct.FindAllStringSubmatch(ansi.Strip(o.String()), -1)
		if len(all) == 0 {
			return ""
		}
		return all[len(all)-1][1]
	}
	for deadline := time.Now().Add(8 * time.Second); last(aOut) != last(tOut); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the student is at %s%%, the teacher at %s%%", last(aOut), last(tOut))
		}
	}
}

// TestFollowersFollowThePresenter: the teacher's presenter steps are the
// following students' steps.
func TestFollowersFollowThePresenter(t *testing.T) {
	addr, prof, ada, _, _ := classServer(t)
	tOut, tKey := connect(t, addr, prof)
	aOut, _ := connect(t, addr, ada)
	tOut.waitFor(t, "class: 1 connected")
	tKey("P")
	tKey("\r")
	tOut.waitFor(t, "╭")
	aOut.waitFor(t, "╭")
	tKey("S")
	tKey(" ")
	tKey(" ")
	tOut.waitFor(t, "step 3 of")
	aOut.waitFor(t, "step 3 of")
	tKey("\x7f") // backspace: a step back
	aOut.waitFor(t, "step 2 of")
}

// TestCtrlCWithTheAskedExerciseOpen: ctrl+c quits a student's session
// while the asked exercise is open and being answered.
func TestCtrlCWithTheAskedExerciseOpen(t *testing.T) {
	addr, prof, ada, _, classDir := classServer(t)
	tOut, tKey := connect(t, addr, prof)
	aOut, aKey := connect(t, addr, ada)
	tOut.waitFor(t, "class: 1 connected")
	tKey("P")
	tKey("\r")
	tOut.waitFor(t, "╭")
	tKey("G")
	tKey("\x1b[Z")
	tOut.waitFor(t, "enter answer")
	tKey("A")
	aOut.waitFor(t, "the teacher asks the class")
	aKey("(1")   // answering
	aKey("\x03") // ctrl+c
	waitLog(t, classDir, "disconnected: student \"Ada\"")
	tOut.waitFor(t, "0 of 0 answered")
}
