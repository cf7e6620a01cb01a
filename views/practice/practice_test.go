package practice

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest"
	lp "github.com/cutetui/cutetui/lessons/practice"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

const testW, testH = 90, 30

// wrapper adapts the screen to tea.Model for teatest.
type wrapper struct{ m *Model }

func (w wrapper) Init() tea.Cmd { return w.m.Init() }
func (w wrapper) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && k.String() == "ctrl+c" {
		return w, tea.Quit
	}
	if _, ok := msg.(tea.WindowSizeMsg); ok {
		sz := msg.(tea.WindowSizeMsg)
		w.m.SetSize(sz.Width, sz.Height)
	}
	_, cmd := w.m.Update(msg)
	return w, cmd
}
func (w wrapper) View() string { return w.m.View() }

func start(t *testing.T, topic string, seed uint64) (*teatest.TestModel, *Model, *lp.Store) {
	t.Helper()
	store := &lp.Store{Path: filepath.Join(t.TempDir(), "practice.json")}
	m, err := New(testutil.Common(), Options{Store: store, Topic: topic, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	m.SetSize(testW, testH)
	return teatest.NewTestModel(t, wrapper{m}, teatest.WithInitialTermSize(testW, testH)), m, store
}

// waitFor waits until the output since the last wait holds every string.
func waitFor(t *testing.T, tm *teatest.TestModel, ss ...string) {
	t.Helper()
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		for _, s := range ss {
			if !bytes.Contains(b, []byte(s)) {
				return false
			}
		}
		return true
	}, teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
}

func final(t *testing.T, tm *teatest.TestModel) string {
	t.Helper()
	if err := tm.Quit(); err != nil {
		t.Fatal(err)
	}
	return tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).View()
}

func typeText(tm *teatest.TestModel, s string) {
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)})
}

func enter(tm *teatest.TestModel) { tm.Send(tea.KeyMsg{Type: tea.KeyEnter}) }

// ctrl is the key ctrl+c for a letter c, as Bubble Tea reads it.
func ctrl(c byte) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyCtrlA + tea.KeyType(c-'a')} }

// TestScreen is the golden screen: a wrong answer (told how it differs,
// not the answer: the learner tries again), then two hint steps.
func TestScreen(t *testing.T) {
	tm, m, _ := start(t, "complement", 3)
	ex := m.Session().Exercise()
	waitFor(t, tm, ex.Statement)
	typeText(tm, "(2,2):(1,8)")
	enter(tm)
	waitFor(t, tm, "try again")
	tm.Send(ctrl('g'))
	tm.Send(ctrl('g'))
	waitFor(t, tm, "step 2 of")
	v := final(t, tm)
	for _, want := range []string{"Practice", "complement", "level 1/5", ex.Statement, "Not quite", "try again (2 tries left)", " 1. " + strings.TrimSpace(ex.Hints[0][:20]), "0/1 right"} {
		if !strings.Contains(v, want) {
			t.Errorf("screen lacks %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "answer: "+ex.Answer) || strings.Contains(v, "says "+ex.Answer) {
		t.Errorf("the first wrong try revealed the answer:\n%s", v)
	}
	if n := strings.Count(v, "\n") + 1; n != testH {
		t.Errorf("screen has %d lines, want %d", n, testH)
	}
	golden.RequireEqual(t, []byte(v))
}

func TestRightAnswerCountsAndSaves(t *testing.T) {
	tm, m, store := start(t, "coalesce", 11)
	ex := m.Session().Exercise()
	waitFor(t, tm, ex.Statement)
	typeText(tm, ex.Answer)
	enter(tm)
	waitFor(t, tm, "Correct.", "streak 1 (best 1) · 1/1 right")
	// A second answer to the same exercise (edited: enter on the answer
	// as it was goes on to the next) is checked but not counted.
	typeText(tm, " ")
	enter(tm)
	waitFor(t, tm, "only the first answer")
	// The exercise is over: enter on the unchanged answer draws the next.
	enter(tm)
	waitFor(t, tm, "type the value")
	final(t, tm)
	if next := m.Session().Exercise(); next.Seed == ex.Seed {
		t.Fatal("n did not draw a new exercise")
	}
	saved, err := lp.Load(store.Path)
	if err != nil {
		t.Fatal(err)
	}
	if st := saved.Stats("coalesce"); st.Attempted != 1 || st.Correct != 1 || st.Streak != 1 {
		t.Fatalf("saved %+v", st)
	}
	if got := Summary(saved, "coalesce"); got != "1/1 · streak 1 · level 1" {
		t.Fatalf("Summary = %q", got)
	}
	if got := Summary(saved, "swizzle"); got != "" {
		t.Fatalf("Summary of an unpractised topic = %q", got)
	}
}

// TestSameFunctionOtherShape: the same function written in another shape
// is not the shape asked for, and the screen says so without the answer.
func TestSameFunctionOtherShape(t *testing.T) {
	tm, m, _ := start(t, "coalesce", 11)
	ex := m.Session().Exercise()
	l, _ := ex.Want().Layout()
	alt := "(" + l.Shape().String() + ",1):(" + l.Stride().String() + ",0)"
	typeText(tm, alt)
	enter(tm)
	waitFor(t, tm, "the same function, but not the shape asked for")
	v := final(t, tm)
	if strings.Contains(v, ex.Answer) && !strings.Contains(alt, ex.Answer) {
		t.Fatalf("the note gives the answer %s away:\n%s", ex.Answer, v)
	}
	if m.Session().Wrong() != 1 {
		t.Fatalf("counted as %d wrong tries, want 1", m.Session().Wrong())
	}
}

func TestInvalidAnswerShowsWhere(t *testing.T) {
	tm, m, _ := start(t, "coalesce", 11)
	typeText(tm, "(4,size(2))")
	enter(tm)
	waitFor(t, tm, "not an expression")
	v := final(t, tm)
	lines := strings.Split(v, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "answer > (4,size") {
			caret := strings.Index(lines[i+1], "^")
			if want := len("answer > (4,"); caret != want {
				t.Fatalf("caret at %d, want %d:\n%s", caret, want, v)
			}
			if m.Session().Stats().Attempted != 0 {
				t.Fatal("an invalid answer was counted")
			}
			return
		}
	}
	t.Fatalf("no answer line:\n%s", v)
}

func TestResetAsksFirst(t *testing.T) {
	tm, m, store := start(t, "swizzle", 2)
	typeText(tm, m.Session().Exercise().Answer)
	enter(tm)
	waitFor(t, tm, "1/1 right")
	// ctrl+r asks; n keeps the progress.
	tm.Send(ctrl('r'))
	waitFor(t, tm, "Reset your progress on swizzle")
	typeText(tm, "n")
	tm.Send(ctrl('r'))
	typeText(tm, "y")
	waitFor(t, tm, "Progress on swizzle reset.")
	if v := final(t, tm); !strings.Contains(v, "0/0 right") {
		t.Errorf("header after reset:\n%s", v)
	}
	saved, _ := lp.Load(store.Path)
	if st := saved.Stats("swizzle"); st.Attempted != 0 {
		t.Fatalf("reset not saved: %+v", st)
	}
}

func TestHintsRevealOneStepAtATime(t *testing.T) {
	m, err := New(testutil.Common(), Options{Topic: "divide-product", Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	m.SetSize(testW, testH)
	n := len(m.Session().Exercise().Hints)
	h := ctrl('g')
	for i := 1; i <= n; i++ {
		if _, used := m.HandleKey(h); !used || len(m.Session().Hints()) != i {
			t.Fatalf("after %d presses %d hints", i, len(m.Session().Hints()))
		}
		v := m.View()
		if lines := strings.Count(v, "\n") + 1; lines != testH {
			t.Fatalf("with %d hints the screen has %d lines", i, lines)
		}
	}
	m.HandleKey(h)
	v := m.View()
	if !strings.Contains(v, "whole derivation") {
		t.Fatalf("no note after the last step:\n%s", v)
	}
	// On a short screen the latest steps are kept and the rest counted.
	m.SetSize(testW, 16)
	v = m.View()
	last := strings.TrimSpace(m.Session().Exercise().Hints[n-1])
	if lines := strings.Count(v, "\n") + 1; lines != 16 || !strings.Contains(v, "earlier lines") || !strings.Contains(v, last[:min(len(last), 30)]) {
		t.Fatalf("short screen (%d lines):\n%s", lines, v)
	}
	// Esc is left to the app.
	if _, used := m.HandleKey(tea.KeyMsg{Type: tea.KeyEsc}); used {
		t.Fatal("esc used")
	}
}

func TestNewRefusesUnknownTopic(t *testing.T) {
	if _, err := New(testutil.Common(), Options{Topic: "nope"}); err == nil {
		t.Fatal("unknown topic accepted")
	}
}

// TestAnySize draws the screen in every state at sizes from tiny to wide:
// never more lines than the height, never a line wider than the width.
func TestAnySize(t *testing.T) {
	m, err := New(testutil.Common(), Options{Topic: "divide-product", Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	m.SetSize(testW, testH)
	m.Init()
	states := []func(){
		func() {},
		func() {
			m.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("(1,2")})
			m.HandleKey(tea.KeyMsg{Type: tea.KeyEnter})
		},
		func() { m.HandleKey(ctrl('g')) },
		func() {
			for i := 0; i < 40; i++ {
				m.HandleKey(ctrl('g'))
			}
		},
		func() { m.HandleKey(ctrl('r')) },
	}
	for i, state := range states {
		state()
		for _, w := range []int{10, 23, 40, 61, 80, 133} {
			for _, h := range []int{1, 2, 5, 12, 24, 50} {
				m.SetSize(w, h)
				v := m.View()
				lines := strings.Split(v, "\n")
				if len(lines) > h {
					t.Errorf("state %d at %dx%d: %d lines", i, w, h, len(lines))
				}
				for _, l := range lines {
					if lw := ansi.StringWidth(l); lw > w {
						t.Errorf("state %d at %dx%d: a line of width %d: %q", i, w, h, lw, l)
						break
					}
				}
			}
		}
	}
}

// The screen is a common.Component whose keys come through HandleKey (as
// views/app's Screen).
var (
	_ common.Component  = (*Model)(nil)
	_ common.KeyHandler = (*Model)(nil)
)

// TestRevealAfterThreeTries: the answer shows after the third wrong try,
// not before; the screen is a golden file.
func TestRevealAfterThreeTries(t *testing.T) {
	tm, m, _ := start(t, "complement", 3)
	ex := m.Session().Exercise()
	waitFor(t, tm, ex.Statement)
	for i, left := range []string{"2 tries", "1 try"} {
		typeText(tm, "(2,2):(1,8)")
		enter(tm)
		waitFor(t, tm, "try again ("+left)
		if m.Session().Revealed() {
			t.Fatalf("revealed after %d wrong tries", i+1)
		}
		for range "(2,2):(1,8)" {
			tm.Send(tea.KeyMsg{Type: tea.KeyBackspace})
		}
	}
	typeText(tm, "(2,2):(1,8)")
	enter(tm)
	waitFor(t, tm, "After 3 tries, the answer: "+ex.Answer)
	v := final(t, tm)
	if strings.Contains(v, "try again") || !strings.Contains(v, "enter next exercise") {
		t.Errorf("after the reveal:\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
}

// TestRevealOnRequest: ctrl+x shows the answer at once; revealed before any
// answer, the exercise counts as missed.
func TestRevealOnRequest(t *testing.T) {
	tm, m, _ := start(t, "coalesce", 11)
	ex := m.Session().Exercise()
	waitFor(t, tm, ex.Statement)
	tm.Send(ctrl('x'))
	// With the answer, the whole derivation: every step, numbered.
	n := len(ex.Hints)
	waitFor(t, tm, "The answer: "+ex.Answer, fmt.Sprintf("Derivation (step %d of %d)", n, n))
	final(t, tm)
	if st := m.Session().Stats(); st.Attempted != 1 || st.Correct != 0 {
		t.Errorf("a reveal before answering should count as missed: %+v", st)
	}
}

// TestEveryPrintableKeyIsText types each printable ASCII character, one
// key at a time as a terminal sends them, into the answer field: each
// lands in the field, none runs a command (no hint, no answer shown, no
// new exercise, no reset question), and the screen captures the keys so
// the app's q and ? do not quit or open help.
func TestEveryPrintableKeyIsText(t *testing.T) {
	tm, m, _ := start(t, "copy", 5)
	ex := m.Session().Exercise()
	waitFor(t, tm, ex.Statement)
	var all strings.Builder
	for c := byte(' '); c <= '~'; c++ {
		all.WriteByte(c)
		if c == ' ' {
			tm.Send(tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
			continue
		}
		tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{rune(c)}})
	}
	want := all.String()
	waitFor(t, tm, "}~")
	v := final(t, tm)
	if got := m.input.Value(); got != want {
		t.Fatalf("the field holds %q, want %q", got, want)
	}
	if !m.Capturing() {
		t.Error("the screen does not capture keys: the app would quit on q")
	}
	if m.Session().Exercise() != ex || len(m.Session().Hints()) != 0 || m.Session().Revealed() || m.confirm {
		t.Errorf("a typed character ran a command (exercise changed %v, hints %d, revealed %v, reset asked %v):\n%s",
			m.Session().Exercise() != ex, len(m.Session().Hints()), m.Session().Revealed(), m.confirm, v)
	}
}

// TestTypesACuTeSpelling: the example, typed a key at a time,
// reaches the field whole (it lost its a and h to commands before).
func TestTypesACuTeSpelling(t *testing.T) {
	m, err := New(testutil.Common(), Options{Topic: "copy", Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	m.SetSize(testW, testH)
	m.Init()
	const s = "Layout<Shape<_1,_8>>{}"
	for _, r := range s {
		m.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	if got := m.input.Value(); got != s {
		t.Fatalf("typed %q, the field holds %q", s, got)
	}
	if v := m.View(); !strings.Contains(v, s) {
		t.Fatalf("the screen does not show %q:\n%s", s, v)
	}
}

// TestGivenLinesWrap: at 80 columns a long given statement (the umma
// topic's partition_fragment_C of a templated UMMA) wraps under itself
// instead of being cut with …, so the whole setup can be read; the key
// line, the only place the keys show (letters are text), takes two lines
// rather than losing "esc back".
func TestGivenLinesWrap(t *testing.T) {
	store := &lp.Store{Path: filepath.Join(t.TempDir(), "practice.json")}
	m, err := New(testutil.Common(), Options{Store: store, Topic: "umma", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	m.SetSize(80, 24)
	v := m.View()
	var joined []string
	for _, l := range strings.Split(v, "\n") {
		if len([]rune(l)) > 80 {
			t.Errorf("line wider than 80: %q", l)
		}
		joined = append(joined, strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "given")))
	}
	all := strings.Join(joined, "")
	for _, s := range m.Session().Exercise().Setup {
		if !strings.Contains(all, strings.ReplaceAll(s, " ", "")) && !strings.Contains(strings.ReplaceAll(all, " ", ""), strings.ReplaceAll(s, " ", "")) {
			t.Errorf("setup %q not shown whole:\n%s", s, v)
		}
	}
	if strings.Contains(v, "…") || !strings.Contains(v, "esc back") {
		t.Errorf("a line is cut:\n%s", v)
	}
}
