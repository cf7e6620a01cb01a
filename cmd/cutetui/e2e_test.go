package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/cutetui/cutetui/lessons/progress"
)

// tmuxSession drives the real binary in a private tmux server.
type tmuxSession struct {
	t      *testing.T
	socket string
}

func (s *tmuxSession) tmux(args ...string) string {
	s.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-L", s.socket, "-f", "/dev/null"}, args...)...).CombinedOutput()
	if err != nil {
		s.t.Fatalf("tmux %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// key sends one key (a tmux key name such as Tab, BTab, Enter, Escape).
func (s *tmuxSession) key(k string) { s.t.Helper(); s.tmux("send-keys", "-t", "e2e", k) }

// typeText sends text one character per send-keys call, literally.
func (s *tmuxSession) typeText(text string) {
	s.t.Helper()
	for _, r := range text {
		s.tmux("send-keys", "-t", "e2e", "-l", string(r))
	}
}

// leavePane stops editing and leaves the focused pane. After each Escape
// it waits for text that only the target state shows: "esc leave" is in
// the title of a focused pane or exercise that is not being edited (an
// edited one says "esc stop"), and "tab next pane · ↓/j down" is the
// reader's own key line, shown when no block has the focus. (Two Escapes
// read together arrive as one alt+esc key; the app splits it, but the
// test should not lean on that.)
func (s *tmuxSession) leavePane() {
	s.t.Helper()
	s.key("Escape")
	s.waitText("esc leave")
	s.key("Escape")
	s.waitText("tab next pane · ↓/j down")
}

func (s *tmuxSession) screen() string {
	s.t.Helper()
	return s.tmux("capture-pane", "-p", "-t", "e2e")
}

// waitFor polls the screen until cond holds, failing after the deadline.
func (s *tmuxSession) waitFor(what string, cond func(screen string) bool) string {
	s.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		sc := s.screen()
		if cond(sc) {
			return sc
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("timed out waiting for %s; screen:\n%s", what, sc)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func (s *tmuxSession) waitText(text string) string {
	s.t.Helper()
	return s.waitFor(fmt.Sprintf("%q", text), func(sc string) bool { return strings.Contains(sc, text) })
}

func TestEndToEndInTmux(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "cutetui")
	build := exec.Command(goTool(t), "build", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}

	// What the lessons hold, read the way the tutor reads them.
	coalesce := lessonDoc(t, "03-coalesce.md")
	swizzle := lessonDoc(t, "11-threadblock-swizzle.md")
	quizAt, quiz := lastQuiz(t, coalesce)
	tilesAt, spec := firstTiles(t, swizzle)

	s := &tmuxSession{t: t, socket: fmt.Sprintf("cutetui-e2e-%d", os.Getpid())}
	state := filepath.Join(dir, "state")
	// CI=true as CI machines set it: a real terminal must still get colour
	// and Unicode borders (termenv alone would fall back to ASCII).
	cmd := fmt.Sprintf("env -u NO_COLOR CI=true XDG_STATE_HOME=%s TERM=xterm-256color %s; echo EXITED:$?; sleep 30", state, bin)
	start := time.Now()
	s.tmux("new-session", "-d", "-s", "e2e", "-x", "120", "-y", "40", cmd)
	t.Cleanup(func() { exec.Command("tmux", "-L", s.socket, "kill-server").Run() })
	s.waitText("CuTe layouts, one lesson at a time")
	t.Logf("first frame after %v (tmux start and polling included)", time.Since(start).Round(time.Millisecond))

	// Open the coalesce lesson from the index: it is the third lesson.
	s.key("j")
	s.key("j")
	s.waitText(">  3. Coalesce")
	s.key("Enter")
	s.waitFor("the reader", func(sc string) bool { // header: title and position
		return strings.HasPrefix(sc, " 3. Coalesce") && strings.Contains(strings.SplitN(sc, "\n", 2)[0], "%")
	})
	s.waitText("╭") // a pane is drawn

	// Edit the first cute pane: tab selects it ("enter edit" is in the title
	// of a selected pane only), enter edits it; a new line is evaluated on
	// every keystroke.
	for i := 0; i <= firstOfKind(t, coalesce, notebook.KindCute); i++ {
		s.key("Tab")
	}
	s.waitText("enter edit")
	s.key("Enter")
	s.waitText("editing · esc stop") // the edited pane's title only (a selected pane's key line says "stop editing")
	s.key("C-End")
	s.key("Enter")
	s.typeText("coalesce((2,4):(1,2))")
	s.waitText("coalesce((2,4):(1,2))  ⇒  8:1")
	s.key("BSpace")
	s.waitText("error:") // an unclosed bracket, with its caret
	s.leavePane()

	// Answer the last exercise.
	s.key("G")
	s.key("BTab")
	for i := len(coalesce.Blocks) - 1; i > quizAt; i-- {
		s.key("BTab")
	}
	s.waitText(quiz.Question)
	s.waitText("enter answer") // selected, not answering yet
	s.key("Enter")
	s.waitText("enter check")
	s.typeText(quiz.Answer.Text)
	s.key("Enter")
	s.waitText("solved")
	s.leavePane()

	// Go to the threadblock-swizzle lesson and its first tile map.
	at, err := lessons.Find(lessons.Catalog(), "threadblock-swizzle")
	if err != nil {
		t.Fatal(err)
	}
	last := at + 1 // its number in the course
	for i := 3; i < last; i++ {
		s.key("]")
		s.waitText(fmt.Sprintf(" %d. ", i+1))
	}
	// The header changes at once; the prose renders off the event loop. Tab
	// before it lands would find no blocks, so wait for the rendered lesson.
	summary := strings.Join(strings.Fields(lessonSummary(t, "threadblock-swizzle"))[:3], " ")
	s.waitFor("the threadblock-swizzle lesson rendered", func(sc string) bool {
		return strings.HasPrefix(sc, fmt.Sprintf(" %d. ", last)) && !strings.Contains(sc, "rendering…") && strings.Contains(sc, summary)
	})
	for i := 0; i <= tilesAt; i++ {
		s.key("Tab")
	}
	tm, tn, err := raster.Tiles(spec.M, spec.N, spec.TileM, spec.TileN)
	if err != nil {
		t.Fatal(err)
	}
	gx, gy, gz := raster.Identity(spec.Swizzle).Grid(tm, tn)
	s.waitText(fmt.Sprintf("launched grid (%d,%d,%d)", gx, gy, gz))
	s.waitText("+/- swizzle N")
	n2 := spec.Swizzle + 1 // + steps N by one
	gx, gy, gz = raster.Identity(n2).Grid(tm, tn)
	s.key("+")
	s.waitText(fmt.Sprintf("GemmIdentityThreadblockSwizzle<%d>", n2))
	s.waitText(fmt.Sprintf("launched grid (%d,%d,%d)", gx, gy, gz))

	// Resize: the panes are redrawn at the new width.
	s.tmux("resize-window", "-t", "e2e", "-x", "90", "-y", "30")
	border := "╭" + strings.Repeat("─", 90-6) + "╮"
	s.waitFor("a pane border 86 wide", func(sc string) bool { return strings.Contains(sc, border) })

	// Quit; progress is on disk.
	s.key("q")
	s.waitText("EXITED:0")
	p, err := progress.Load(filepath.Join(state, "cutetui", "progress.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !p.Lesson("coalesce").Solved[quiz.Question] {
		t.Errorf("solved exercise not saved: %+v", p.Lessons["coalesce"])
	}
	if p.Last != "threadblock-swizzle" {
		t.Errorf("last lesson = %q", p.Last)
	}
}

func lessonDoc(t *testing.T, file string) *notebook.Doc {
	t.Helper()
	src, err := lessons.Source(file)
	if err != nil {
		t.Fatal(err)
	}
	return notebook.Parse(src)
}

func firstOfKind(t *testing.T, d *notebook.Doc, k notebook.Kind) int {
	t.Helper()
	for i, b := range d.Blocks {
		if b.Kind == k {
			return i
		}
	}
	t.Fatalf("lesson has no %s block", k)
	return 0
}

func lastQuiz(t *testing.T, d *notebook.Doc) (int, *notebook.Quiz) {
	t.Helper()
	for i := len(d.Blocks) - 1; i >= 0; i-- {
		if d.Blocks[i].Kind == notebook.KindQuiz {
			q, err := notebook.ParseQuiz(d.Blocks[i].Text)
			if err != nil {
				t.Fatal(err)
			}
			return i, q
		}
	}
	t.Fatal("lesson has no exercise")
	return 0, nil
}

func firstTiles(t *testing.T, d *notebook.Doc) (int, notebook.TileMap) {
	t.Helper()
	for i, b := range d.Blocks {
		if b.Kind == notebook.KindTiles {
			s, err := notebook.ParseTileMap(b.Text)
			if err != nil {
				t.Fatal(err)
			}
			return i, s
		}
	}
	t.Fatal("lesson has no tile map")
	return 0, notebook.TileMap{}
}

// lessonSummary is the catalog's one-line summary of the lesson id.
func lessonSummary(t *testing.T, id string) string {
	for _, l := range lessons.Catalog() {
		if l.ID == id {
			return l.Summary
		}
	}
	t.Fatalf("no lesson %q", id)
	return ""
}

// goTool is the go command that runs this test (go env GOROOT's, else PATH's).
func goTool(t *testing.T) string {
	if out, err := exec.Command("go", "env", "GOROOT").Output(); err == nil {
		if p := filepath.Join(strings.TrimSpace(string(out)), "bin", "go"); fileExists(p) {
			return p
		}
	}
	p, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build the binary")
	}
	return p
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
