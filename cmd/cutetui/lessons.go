package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/cutetui/cutetui/lessons"
)

// lessonChecker checks panes, quizzes and tile maps (with the one parser
// the tile-map pane uses too).
var lessonChecker = lessons.Checker{}

func init() {
	register("lessons", "list the course's lessons, or check lessons' panes and quizzes", runLessons)
}

const lessonsUsage = `usage:
  cutetui lessons list            the course's lessons in order
  cutetui lessons check [PATH]    check a lesson file, or every .md file of a
                                  directory (default: the embedded lessons):
                                  every cute pane evaluates without error and
                                  every quiz's check gives its stated answer
`

// runLessons dispatches `cutetui lessons list|check`.
func runLessons(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, lessonsUsage)
		return 2
	}
	switch args[0] {
	case "list":
		return runLessonsList(args[1:], stdout, stderr)
	case "check":
		return runLessonsCheck(args[1:], stdout, stderr)
	case "-h", "--help", "help":
		fmt.Fprint(stdout, lessonsUsage)
		return 0
	}
	fmt.Fprintf(stderr, "cutetui lessons: unknown sub-command %q\n%s", args[0], lessonsUsage)
	return 2
}

func runLessonsList(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("lessons list", flag.ContinueOnError)
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 0 {
		fmt.Fprint(stderr, lessonsUsage)
		return 2
	}
	for i, l := range lessons.Catalog() {
		fmt.Fprintf(stdout, "%2d  %-16s %s\n    %s\n", i+1, l.ID, l.Title, l.Summary)
	}
	return 0
}

func runLessonsCheck(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("lessons check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	quiet := fs.Bool("q", false, "print only problems")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	var reps []lessons.FileReport
	switch fs.NArg() {
	case 0:
		reps = lessonChecker.CheckEmbedded()
	case 1:
		var err error
		if reps, err = lessonChecker.CheckPath(fs.Arg(0)); err != nil {
			fmt.Fprintf(stderr, "cutetui lessons check: %v\n", err)
			return 1
		}
	default:
		fmt.Fprint(stderr, lessonsUsage)
		return 2
	}
	bad := 0
	for _, r := range reps {
		for _, p := range r.Problems {
			fmt.Fprintln(stderr, p)
		}
		bad += len(r.Problems)
		if !*quiet {
			status := "ok"
			if len(r.Problems) > 0 {
				status = fmt.Sprintf("%d problem(s)", len(r.Problems))
			}
			fmt.Fprintf(stdout, "%-36s %2d panes (%3d statements), %d quizzes, %d tile maps: %s\n", r.File, r.Panes, r.Statements, r.Quizzes, r.Tiles, status)
		}
	}
	if bad > 0 {
		fmt.Fprintf(stderr, "%d problem(s)\n", bad)
		return 1
	}
	return 0
}
