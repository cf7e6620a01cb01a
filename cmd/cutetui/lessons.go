package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"golang.org/x/term"

	"github.com/cutetui/cutetui/cmd/cutetui/internal/repl"
	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/grade"
)

// lessonChecker checks panes, quizzes and tile maps (with the one parser
// the tile-map pane uses too).
var lessonChecker = grade.Checker{}

func init() {
	register("lessons", "list the course's lessons, or check lessons' panes and quizzes", runLessons)
}

const lessonsUsage = `usage:
  cutetui lessons list [--json]         the course's lessons in order
  cutetui lessons check [-q] [--json] [PATH]
                                        check a lesson file, or every .md file
                                        of a directory (default: the embedded
                                        lessons): every cute pane evaluates
                                        without error and every quiz's check
                                        gives its stated answer
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
	hint := ""
	if best := repl.Closest(args[0], []string{"list", "check"}); best != "" {
		hint = " (did you mean " + best + "?)"
	}
	fmt.Fprintf(stderr, "%s\ncutetui lessons: unknown sub-command %q%s\n", lessonsUsage, args[0], hint)
	return 2
}

// lessonsHelp returns the usage of a lessons sub-command: the lessons
// usage and the sub-command's flags, if it has any.
func lessonsHelp(fs *flag.FlagSet) func(io.Writer) {
	return func(w io.Writer) {
		fmt.Fprint(w, lessonsUsage)
		n := 0
		fs.VisitAll(func(*flag.Flag) { n++ })
		if n > 0 {
			fmt.Fprintf(w, "\nflags of %s:\n", fs.Name())
			printFlags(fs, w)
		}
	}
}

func runLessonsList(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("lessons list")
	jsonOut := fs.Bool("json", false, `print one JSON object a lesson: {"number","id","file","title","summary"}`)
	if code, ok := parseFlags(fs, args, lessonsHelp(fs), stdout, stderr); !ok {
		return code
	}
	if fs.NArg() != 0 {
		fmt.Fprint(stderr, lessonsUsage)
		return 2
	}
	if *jsonOut {
		return writeJSONLines(stdout, stderr, "lessons list", lessonRecords(lessons.Catalog()))
	}
	writeLessonList(stdout, lessons.Catalog(), outputWidth(stdout))
	return 0
}

// outputWidth is the width of w if it is a terminal, else 80.
func outputWidth(w io.Writer) int {
	if f, ok := w.(*os.File); ok {
		if width, _, err := term.GetSize(int(f.Fd())); err == nil && width > 0 {
			return width
		}
	}
	return 80
}

// writeLessonList writes one lesson a line, number, name and title in
// columns, with the summary under it, indented and wrapped to width. The
// columns are measured in terminal cells, so a wide or accented name keeps
// them aligned, and a summary never wraps back to the first column.
func writeLessonList(w io.Writer, cat []lessons.Lesson, width int) {
	numW, idW := len(fmt.Sprint(len(cat))), 0
	for _, l := range cat {
		idW = max(idW, ansi.StringWidth(l.ID))
	}
	indent := strings.Repeat(" ", numW+2)
	for i, l := range cat {
		num := fmt.Sprint(i + 1)
		pad := strings.Repeat(" ", idW-ansi.StringWidth(l.ID))
		fmt.Fprintf(w, "%*s  %s%s  %s\n", numW, num, l.ID, pad, l.Title)
		if l.Summary == "" {
			continue
		}
		for _, line := range strings.Split(ansi.Wrap(l.Summary, max(width-len(indent)-1, 20), ""), "\n") {
			fmt.Fprintf(w, "%s%s\n", indent, strings.TrimRight(line, " "))
		}
	}
}
