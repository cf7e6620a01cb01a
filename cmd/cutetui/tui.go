package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/cutetui/cutetui/cmd/cutetui/internal/termprobe"
	"github.com/cutetui/cutetui/internal/config"
	"github.com/cutetui/cutetui/internal/safefile"
	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/cutetui/cutetui/views/app"
	"github.com/cutetui/cutetui/views/common"
	"github.com/muesli/termenv"
	"golang.org/x/term"
)

func init() {
	defaultCommand = runCourse
	register("open", "open a Markdown notebook with live panes (cutetui open FILE.md)", runOpen)
	register("new", "start a notebook from a template (cutetui new FILE.md)", runNew)
}

// The usage lines of open and new.
const (
	openUsage = "usage: cutetui open [--style S] FILE.md"
	newUsage  = "usage: cutetui new [--style S] FILE.md"
)

// tuiFlags are the flags shared by the course and `open`.
type tuiFlags struct {
	style  string
	lesson string
	images string
	// notation is the course's notation, cpp or dsl (cmd/cutetui/notation.go).
	notation string
	set      map[string]bool // the flags the command line gave
}

// tuiFlagSet returns the flag set of the course (withLesson) or of open and
// new, and the values it fills.
func tuiFlagSet(name string, withLesson bool) (*flag.FlagSet, *tuiFlags) {
	fs := newFlagSet(name)
	f := &tuiFlags{}
	fs.StringVar(&f.style, "style", "auto", "colours: dark, light, auto (ask the terminal) or notty (plain text)")
	fs.StringVar(&f.images, "images", "auto", "figures as images (I on a pane): auto (ask the terminal), kitty, iterm2, sixel or off")
	if withLesson {
		fs.StringVar(&f.lesson, "lesson", "", "open this lesson instead of the index: its number, name or a word of it (6, divide-product, divide)")
		fs.StringVar(&f.notation, "notation", "cpp", "the course's panes in cpp (CuTe's C++) or dsl (the CuTe DSL's Python, docs/dsl.md)")
	}
	return fs, f
}

// parseTUIFlags parses the course's flags (withLesson) or those of open and
// new, whose usage line is usageLine. ok is false when the command should
// stop with the status given (help printed, or a bad flag).
func parseTUIFlags(name, usageLine string, args []string, stdout, stderr io.Writer, withLesson bool) (*flag.FlagSet, *tuiFlags, int, bool) {
	fs, f := tuiFlagSet(name, withLesson)
	use := usage
	if usageLine != "" {
		use = func(w io.Writer) {
			fmt.Fprintln(w, usageLine)
			fmt.Fprintln(w)
			printFlags(fs, w)
		}
	}
	code, ok := parseFlags(fs, args, use, stdout, stderr)
	f.set = map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { f.set[fl.Name] = true })
	return fs, f, code, ok
}

func runCourse(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	set, f, code, ok := parseTUIFlags("cutetui", "", args, stdout, stderr, true)
	if !ok {
		return code
	}
	if set.NArg() > 0 {
		fmt.Fprintf(stderr, "cutetui: unexpected argument %q (did you mean `cutetui open %s`?)\n", set.Arg(0), set.Arg(0))
		return 2
	}
	return runApp(f, appConfig{}, stdin, stdout, stderr)
}

func runOpen(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	set, f, code, ok := parseTUIFlags("open", openUsage, args, stdout, stderr, false)
	if !ok {
		return code
	}
	if set.NArg() != 1 {
		fmt.Fprintln(stderr, openUsage)
		return 2
	}
	path := set.Arg(0)
	src, err := notebook.ReadSource(path) // refuses binary and huge files at once
	if err == nil {
		_, err = notebook.Load(src) // and documents nested too deeply
		if err != nil {
			err = fmt.Errorf("%s: %w", path, err)
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "cutetui open: %v\n", err)
		return 1
	}
	return runApp(f, appConfig{Notebook: path, NotebookSource: src}, stdin, stdout, stderr)
}

func runNew(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	set, f, code, ok := parseTUIFlags("new", newUsage, args, stdout, stderr, false)
	if !ok {
		return code
	}
	if set.NArg() != 1 {
		fmt.Fprintln(stderr, newUsage)
		return 2
	}
	path := set.Arg(0)
	src := []byte(app.NotebookTemplate(strings.TrimSuffix(baseName(path), ".md")))
	// Never overwrite an existing file; the new one is synced.
	err := safefile.WriteNew(path, src, 0o644)
	if errors.Is(err, fs.ErrExist) {
		fmt.Fprintf(stderr, "cutetui new: %s already exists; open it with `cutetui open %s`\n", path, path)
		return 1
	}
	if err != nil {
		fmt.Fprintf(stderr, "cutetui new: %v\n", err)
		return 1
	}
	fmt.Fprintf(stderr, "created %s\n", path)
	return runApp(f, appConfig{Notebook: path, NotebookSource: src}, stdin, stdout, stderr)
}

func baseName(p string) string {
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		return p[i+1:]
	}
	return p
}

// runApp detects the terminal's colours, loads the course and progress and
// runs the program.
func runApp(f *tuiFlags, cfg appConfig, stdin io.Reader, stdout, stderr io.Writer) int {
	settings, err := loadSettings()
	if err != nil {
		fmt.Fprintf(stderr, "cutetui: %v\n", err)
		return 2
	}
	if !f.set["style"] && settings.Style != "" {
		f.style = settings.Style
	}
	if !f.set["images"] && settings.Images != "" {
		f.images = settings.Images
	}
	notation, err := pickNotation(f, settings.Notation)
	if err != nil {
		fmt.Fprintf(stderr, "cutetui: %v\n", err)
		return 2
	}
	cfg.Notation = notation
	if !slices.Contains(config.ImageModes, f.images) {
		fmt.Fprintf(stderr, "cutetui: --images %q: want one of %s\n", f.images, strings.Join(config.ImageModes, ", "))
		return 2
	}
	if err := termprobe.CheckStyle(f.style); err != nil {
		fmt.Fprintf(stderr, "cutetui: %v\n", err)
		return 2
	}
	lessonID := ""
	if f.lesson != "" { // before the terminal checks: a typo is told at once
		cat := lessons.Catalog()
		i, err := lessons.Find(cat, f.lesson)
		if err != nil {
			fmt.Fprintf(stderr, "cutetui: %v\n", err)
			return 2
		}
		lessonID = cat[i].ID
	}
	if in, ok := stdin.(*os.File); !ok || !term.IsTerminal(int(in.Fd())) {
		fmt.Fprintln(stderr, "cutetui: the tutor needs a terminal on its input (for a pipe, use `cutetui eval`)")
		return 1
	}
	theme, err := termprobe.DetectTheme(f.style, stdout, os.Getenv)
	if err != nil {
		fmt.Fprintf(stderr, "cutetui: %v\n", err)
		return 2
	}
	r := lipgloss.NewRenderer(stdout, termenv.WithProfile(theme.Profile))
	c := common.New(r, theme.Profile, theme.Dark, theme.Glamour)
	applySettings(settings, &c)

	cfg.Seed = uint64(time.Now().UnixNano())
	cfg.Bench = true
	cfg.Terminal = stdout
	cfg.Images = termprobe.Images(f.images, os.Getenv, func() bool { return termprobe.QuerySixel(150 * time.Millisecond) })
	if dir, err := safefile.StateDir(); err == nil {
		cfg.StateDir = dir
	}
	m := newApp(c, cfg)
	if lessonID != "" && !m.OpenLessonByName(lessonID) {
		fmt.Fprintf(stderr, "cutetui: no lesson %q\n", lessonID)
		return 2
	}
	p := tea.NewProgram(m, tea.WithAltScreen(), tea.WithMouseCellMotion(), tea.WithInput(stdin), tea.WithOutput(stdout))
	if _, err := p.Run(); err != nil {
		fmt.Fprintf(stderr, "cutetui: %v\n", err)
		return 1
	}
	return 0
}
