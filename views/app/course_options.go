package app

import (
	"path/filepath"
	"slices"
	"sync"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/notebook"
	lpractice "github.com/cutetui/cutetui/lessons/practice"
	"github.com/cutetui/cutetui/lessons/progress"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/course"
	"github.com/cutetui/cutetui/views/pane"
	"github.com/cutetui/cutetui/views/practice"
)

// CourseOptions are the app's options for the embedded course, with the
// learner's progress kept at progressPath and practice at practicePath
// ("" keeps either in memory). seed starts the practice generator. The
// problems found loading the files (a corrupt progress file, say) are
// returned to be told; the course opens anyway, starting afresh.
func CourseOptions(progressPath, practicePath string, seed uint64) (Options, []error) {
	var opts Options
	var problems []error
	opts.Lessons = embeddedCourse()
	opts.Explainer = pane.Explain
	opts.BenchLesson = "threadblock-swizzle"
	store := &lpractice.Store{Path: practicePath}
	if practicePath != "" {
		s, err := lpractice.Load(practicePath)
		if err != nil {
			problems = append(problems, err) // it says what, where, and that practice starts afresh
		}
		store = s
	}
	opts.practiceStore, opts.laterWrites = store, deferSaves(store)
	opts.HasPractice = func(lesson string) bool { _, ok := lpractice.TopicByID(lesson); return ok }
	opts.PracticeSummary = func(lesson string) string { return practice.Summary(store, lesson) }
	opts.NewPractice = func(c common.Common, lesson string) (Screen, error) {
		seed++
		return practice.New(c, practice.Options{Store: store, Topic: lesson, Seed: seed})
	}
	opts.Progress = &progress.Progress{}
	if progressPath != "" {
		opts.ProgressPath = progressPath
		p, err := progress.Load(progressPath)
		if err != nil {
			problems = append(problems, err)
		}
		opts.Progress = p
	}
	return opts, problems
}

// theCourse is the embedded course's lessons, read once: the catalogue,
// titles and exercise counts are the same for every learner, and a class
// server builds a course for each session (half of a session's start).
var theCourse = sync.OnceValue(func() []course.Lesson {
	var ls []course.Lesson
	for _, l := range lessons.Catalog() {
		src, err := lessons.Source(l.File)
		if err != nil {
			continue
		}
		ls = append(ls, course.Lesson{
			Name: l.ID, Title: l.Title, Summary: l.Summary, Source: src, Quizzes: countQuizzes(src),
		})
	}
	return ls
})

// embeddedCourse is a learner's own list of the course's lessons (the
// Notation key replaces their sources), sharing the texts.
func embeddedCourse() []course.Lesson { return slices.Clone(theCourse()) }

func countQuizzes(src []byte) int {
	n := 0
	for _, b := range notebook.Parse(src).Blocks {
		if b.Kind == notebook.KindQuiz {
			n++
		}
	}
	return n
}

// ClientCommon is the Common of a remote client (a `cutetui serve`
// session), built on the client's renderer: its colour profile and
// background decide the styles and glamour's standard style.
func ClientCommon(r *lipgloss.Renderer) common.Common {
	p := r.ColorProfile()
	dark := r.HasDarkBackground()
	style := "dark"
	switch {
	case p == termenv.Ascii:
		style = "notty"
	case !dark:
		style = "light"
	}
	return common.New(r, p, dark, style)
}

// NotebookLesson makes a Markdown file a lesson of the course index: its
// name is "notebook:" and the file's base name, its title the document's.
func NotebookLesson(path string, src []byte) course.Lesson {
	title, summary := lessons.TitleAndSummary(src)
	base := filepath.Base(path)
	if title == "" {
		title = base
	}
	return course.Lesson{Name: "notebook:" + base, Title: title, Summary: summary, Source: src, Quizzes: countQuizzes(src)}
}
