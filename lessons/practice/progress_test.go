package practice

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/lessons/grade"
	"github.com/cutetui/cutetui/lessons/progress"
)

func TestRecordAdaptsLevel(t *testing.T) {
	s := &Store{}
	const topic = "coalesce"
	if st := s.Stats(topic); st.Level != 1 || st.Attempted != 0 {
		t.Fatalf("fresh stats %+v", st)
	}
	for i := 0; i < RaiseAfter; i++ {
		s.Record(topic, true, false)
	}
	st := s.Stats(topic)
	if st.Level != 2 || st.Reached != 2 || st.Streak != RaiseAfter || st.Best != RaiseAfter || st.Correct != RaiseAfter {
		t.Fatalf("after %d right: %+v", RaiseAfter, st)
	}
	// A right answer after hints counts but keeps the streak and level.
	s.Record(topic, true, true)
	if st := s.Stats(topic); st.Correct != RaiseAfter+1 || st.Streak != RaiseAfter || st.Level != 2 || st.RunAt != 0 {
		t.Fatalf("after a hinted right answer: %+v", st)
	}
	// One miss breaks the streak; LowerAfter misses lower the level.
	s.Record(topic, false, false)
	if st := s.Stats(topic); st.Streak != 0 || st.Level != 2 || st.Best != RaiseAfter {
		t.Fatalf("after a miss: %+v", st)
	}
	for i := 1; i < LowerAfter; i++ {
		s.Record(topic, false, false)
	}
	st = s.Stats(topic)
	if st.Level != 1 || st.Reached != 2 || st.Attempted != RaiseAfter+1+LowerAfter {
		t.Fatalf("after %d misses: %+v", LowerAfter, st)
	}
	// The level never leaves 1..MaxLevel.
	for i := 0; i < 10; i++ {
		s.Record(topic, false, false)
	}
	if st := s.Stats(topic); st.Level != 1 {
		t.Fatalf("level fell below 1: %+v", st)
	}
	for i := 0; i < RaiseAfter*(MaxLevel+3); i++ {
		s.Record(topic, true, false)
	}
	if st := s.Stats(topic); st.Level != MaxLevel || st.Reached != MaxLevel {
		t.Fatalf("level passed MaxLevel: %+v", st)
	}
}

func TestStoreRoundTripAndReset(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_STATE_HOME", dir)
	path, err := StorePath()
	if err != nil {
		t.Fatal(err)
	}
	lp, _ := progress.Path()
	if path != filepath.Join(dir, "cutetui", "practice.json") || filepath.Dir(path) != filepath.Dir(lp) {
		t.Fatalf("StorePath = %s (lessons progress at %s)", path, lp)
	}
	s, err := Load(path)
	if err != nil || len(s.Topics) != 0 {
		t.Fatalf("missing file: %v %+v", err, s)
	}
	s.Record("coalesce", true, false)
	s.Record("coalesce", false, false)
	s.Record("swizzle", true, false)
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	back, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Topics, s.Topics) {
		t.Fatalf("round trip: %+v != %+v", back.Topics, s.Topics)
	}
	if got := back.Practised(); !reflect.DeepEqual(got, []string{"coalesce", "swizzle"}) {
		t.Fatalf("Practised = %v", got)
	}
	back.Reset("coalesce")
	if err := back.Save(); err != nil {
		t.Fatal(err)
	}
	again, _ := Load(path)
	if st := again.Stats("coalesce"); st.Attempted != 0 || st.Level != 1 {
		t.Fatalf("reset topic: %+v", st)
	}
	if st := again.Stats("swizzle"); st.Attempted != 1 {
		t.Fatalf("reset touched another topic: %+v", st)
	}
	again.ResetAll()
	if err := again.Save(); err != nil {
		t.Fatal(err)
	}
	last, _ := Load(path)
	if len(last.Topics) != 0 {
		t.Fatalf("reset all: %+v", last.Topics)
	}
	// No temporary files are left beside the store.
	entries, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range entries {
		if e.Name() != "practice.json" {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

func TestLoadBadFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "practice.json")
	os.WriteFile(path, []byte("{not json"), 0o644)
	s, err := Load(path)
	if err == nil || !strings.Contains(err.Error(), path) || s == nil || len(s.Topics) != 0 || s.Path != path {
		t.Fatalf("corrupt file: %v %+v", err, s)
	}
	if b, _ := os.ReadFile(path + ".bak"); string(b) != "{not json" || !strings.Contains(err.Error(), path+".bak") {
		t.Errorf("corrupt file not kept as .bak (holds %q), or not said: %v", b, err)
	}
	// Hand-edited numbers are repaired.
	os.WriteFile(path, []byte(`{"topics":{"coalesce":{"attempted":3,"correct":9,"level":42,"streak":-4,"best":1}}}`), 0o644)
	s, err = Load(path)
	if err != nil {
		t.Fatal(err)
	}
	st := s.Stats("coalesce")
	if st.Level != MaxLevel || st.Correct != 3 || st.Streak != 0 || st.Reached != MaxLevel {
		t.Fatalf("repaired: %+v", st)
	}
	// An in-memory store saves nothing.
	if err := (&Store{}).Save(); err != nil {
		t.Fatal(err)
	}
}

func TestSession(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "practice.json")
	store := &Store{Path: path}
	s, err := NewSession(store, "complement", 7)
	if err != nil {
		t.Fatal(err)
	}
	first := s.Exercise()
	if first.Level != 1 || first.Seed != Mix(7, 0) {
		t.Fatalf("first exercise %+v", first)
	}
	// Hints come one at a time.
	if len(s.Hints()) != 0 || !s.Hint() || len(s.Hints()) != 1 || s.Hints()[0] != first.Hints[0] {
		t.Fatalf("hints %v", s.Hints())
	}
	// An answer that does not evaluate is not counted.
	if v, err := s.Submit("(2,"); err != nil || v.Outcome != grade.Invalid || s.Recorded() {
		t.Fatalf("invalid answer: %v %v", v, err)
	}
	// The first evaluable answer counts (hinted, so no streak), and is saved.
	if v, err := s.Submit(first.Answer); err != nil || !v.Right() || !s.Recorded() {
		t.Fatalf("right answer: %v %v", v, err)
	}
	if v, _ := s.Submit("7"); v.Outcome != grade.Wrong {
		t.Fatalf("second answer %v", v)
	}
	st := s.Stats()
	if st.Attempted != 1 || st.Correct != 1 || st.Streak != 0 {
		t.Fatalf("after one hinted exercise: %+v", st)
	}
	saved, err := Load(path)
	if err != nil || saved.Stats("complement") != st {
		t.Fatalf("saved %+v, %v", saved.Stats("complement"), err)
	}
	// Right answers raise the level; the next exercise is drawn there.
	for i := 0; i < RaiseAfter; i++ {
		if err := s.Next(); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Submit(s.Exercise().Answer); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Next(); err != nil {
		t.Fatal(err)
	}
	if s.Exercise().Level != 2 || s.Stats().Streak != RaiseAfter {
		t.Fatalf("after %d right: level %d, %+v", RaiseAfter, s.Exercise().Level, s.Stats())
	}
	if err := s.Reset(); err != nil {
		t.Fatal(err)
	}
	if s.Exercise().Level != 1 || s.Stats().Attempted != 0 {
		t.Fatalf("after reset: %+v", s.Stats())
	}
	if saved, _ := Load(path); saved.Stats("complement").Attempted != 0 {
		t.Fatal("reset not saved")
	}
	if _, err := NewSession(store, "nope", 1); err == nil {
		t.Fatal("unknown topic accepted")
	}
}

// TestSessionRevealsAfterTries: a wrong answer leaves the answer hidden;
// the third wrong try reveals it; the next exercise hides it again. Asked
// for before any answer, the reveal counts the exercise as missed.
func TestSessionRevealsAfterTries(t *testing.T) {
	store := &Store{}
	s, err := NewSession(store, "complement", 7)
	if err != nil {
		t.Fatal(err)
	}
	bad := wrongForm(t, s.Exercise().Want())
	for i := 1; i <= MaxTries; i++ {
		if v, _ := s.Submit(bad); v.Outcome != grade.Wrong {
			t.Fatalf("try %d: %v %q", i, v.Outcome, v.Message)
		}
		if s.Wrong() != i || s.Revealed() != (i == MaxTries) {
			t.Fatalf("after %d wrong tries: revealed %v", i, s.Revealed())
		}
	}
	if st := s.Stats(); st.Attempted != 1 || st.Correct != 0 {
		t.Fatalf("only the first try counts: %+v", st)
	}
	if err := s.Next(); err != nil {
		t.Fatal(err)
	}
	if s.Revealed() || s.Wrong() != 0 {
		t.Fatal("the next exercise starts with the answer shown")
	}
	if err := s.Reveal(); err != nil || !s.Revealed() || !s.Recorded() {
		t.Fatalf("reveal on request: revealed %v recorded %v (%v)", s.Revealed(), s.Recorded(), err)
	}
	if v, _ := s.Submit(s.Exercise().Answer); !v.Right() {
		t.Fatal("the revealed answer is not accepted")
	}
	if st := s.Stats(); st.Attempted != 2 || st.Correct != 0 {
		t.Errorf("an answer after the reveal must not count as right: %+v", st)
	}
}

// TestRemovedTopicRecordIsHarmless: a practice.json written before
// lessons 12 and 13 merged still holds a "partitioning" record; it loads,
// survives a save, and practice of the topics that exist goes on, while
// asking for the removed topic is an error, not a panic.
func TestRemovedTopicRecordIsHarmless(t *testing.T) {
	path := filepath.Join(t.TempDir(), "practice.json")
	old := `{"topics":{"partitioning":{"attempted":7,"correct":5,"level":3,"reached":3},"tensors":{"attempted":2,"correct":2,"level":1}}}`
	if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := TopicByID("partitioning"); ok {
		t.Fatal("partitioning is a topic again: this test is about a removed one")
	}
	if _, err := Generate("partitioning", s.Stats("partitioning").Level, 1); err == nil {
		t.Error("Generate of the removed topic: no error")
	}
	if _, err := NewSession(s, "partitioning", 1); err == nil {
		t.Error("a session of the removed topic: no error")
	}
	s.Record("tensors", true, false)
	if st := s.Stats("tensors"); st.Attempted != 3 {
		t.Errorf("tensors after one more answer: %+v", st)
	}
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	again, err := Load(path)
	if err != nil || again.Stats("partitioning").Attempted != 7 || again.Stats("tensors").Attempted != 3 {
		t.Errorf("after a save: %v %+v %+v", err, again.Stats("partitioning"), again.Stats("tensors"))
	}
}
