package app

import (
	"testing"

	"github.com/cutetui/cutetui/lessons"
)

// TestCourseOptionsShareTheCourse: every learner's course (a class builds
// one per session) is the whole catalogue, read once: the lessons' texts
// are shared, and each learner's list is their own (the Notation key
// replaces their sources).
func TestCourseOptionsShareTheCourse(t *testing.T) {
	a, _ := CourseOptions("", "", 1)
	b, _ := CourseOptions("", "", 2)
	if len(a.Lessons) != len(lessons.Catalog()) || len(a.Lessons) == 0 {
		t.Fatalf("%d lessons, want the catalogue's %d", len(a.Lessons), len(lessons.Catalog()))
	}
	if &a.Lessons[0].Source[0] != &b.Lessons[0].Source[0] {
		t.Errorf("two learners' courses read the first lesson twice")
	}
	title := b.Lessons[0].Title
	a.Lessons[0].Source, a.Lessons[0].Title = []byte("# changed\n"), "changed"
	if c, _ := CourseOptions("", "", 3); string(c.Lessons[0].Source) == "# changed\n" || b.Lessons[0].Title != title || c.Lessons[0].Title != title {
		t.Errorf("one learner's change reached another's course")
	}
	for i, l := range b.Lessons {
		if l.Quizzes != countQuizzes(l.Source) {
			t.Errorf("lesson %d (%s): %d exercises counted, the text has %d", i, l.Name, l.Quizzes, countQuizzes(l.Source))
		}
	}
}

// BenchmarkCourseOptions is a session's course as a class server builds
// it for each student who connects.
func BenchmarkCourseOptions(b *testing.B) {
	for b.Loop() {
		CourseOptions("", "", 1)
	}
}
