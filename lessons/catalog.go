package lessons

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
)

// files holds the course: the lessons NN-name.md, in file-name order.
//
//go:embed *.md
var files embed.FS

// Lesson is one entry of the course catalog.
type Lesson struct {
	ID      string // stable name, the file name without number and .md: "coalesce"
	File    string // the embedded file: "03-coalesce.md"
	Title   string // the document's first level-1 heading
	Summary string // the one-line summary: the block quote under the title
}

// FS returns the embedded lesson files.
func FS() fs.FS { return files }

// Catalog returns the embedded lessons in course order (by file name),
// with titles and summaries read from the files.
func Catalog() []Lesson {
	entries, err := fs.ReadDir(files, ".")
	if err != nil { // cannot happen for an embed.FS root
		return nil
	}
	var out []Lesson
	for _, e := range entries {
		if e.IsDir() || path.Ext(e.Name()) != ".md" {
			continue
		}
		src, err := fs.ReadFile(files, e.Name())
		if err != nil {
			continue
		}
		out = append(out, describe(e.Name(), src))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].File < out[j].File })
	return out
}

// Source returns the Markdown of the lesson with the given ID or file name.
func Source(id string) ([]byte, error) {
	for _, l := range Catalog() {
		if l.ID == id || l.File == id {
			return fs.ReadFile(files, l.File)
		}
	}
	return nil, fmt.Errorf("no lesson %q", id)
}

// describe reads a lesson's catalog entry from its file name and source.
func describe(file string, src []byte) Lesson {
	l := Lesson{File: file, ID: LessonID(file)}
	l.Title, l.Summary = TitleAndSummary(src)
	if l.Title == "" {
		l.Title = l.ID
	}
	return l
}

// LessonID is the stable name of a lesson file: the base name without
// its directory, its ".md" and a leading "NN-" number, so that
// "lessons/03-coalesce.md" is "coalesce".
func LessonID(file string) string {
	id := strings.TrimSuffix(path.Base(file), ".md")
	if i := strings.IndexByte(id, '-'); i > 0 && strings.Trim(id[:i], "0123456789") == "" {
		id = id[i+1:]
	}
	return id
}

// TitleAndSummary returns a lesson's title, the text of its first `# `
// heading, and its summary, the block quote (`> ` lines) that directly
// follows the title, joined into one line. Either is "" when missing.
func TitleAndSummary(src []byte) (title, summary string) {
	lines := strings.Split(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n")
	fence := ""
	i := 0
	for ; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		if fence != "" {
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
			continue
		}
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = t[:3]
			continue
		}
		if strings.HasPrefix(t, "# ") {
			title = strings.TrimSpace(strings.TrimLeft(t, "# "))
			break
		}
	}
	if title == "" {
		return "", ""
	}
	i++
	for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
		i++
	}
	var parts []string
	for ; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		if !strings.HasPrefix(t, ">") {
			break
		}
		if p := strings.TrimSpace(strings.TrimPrefix(t, ">")); p != "" {
			parts = append(parts, p)
		}
	}
	// Shown as plain text (index, headers): drop the code-span backticks.
	plain := strings.NewReplacer("`", "")
	return plain.Replace(title), plain.Replace(strings.Join(parts, " "))
}

// Find picks the lesson a user names on the command line: its number in
// the course ("6"), its ID ("divide-product"), its file name, or a word
// that starts its ID or appears in only one ID or title ("divide",
// "swizzle" is ambiguous). It returns the lesson's index in cat.
func Find(cat []Lesson, query string) (int, error) {
	q := strings.ToLower(strings.TrimSpace(query))
	q = strings.TrimSuffix(path.Base(q), ".md")
	if n, err := strconv.Atoi(q); err == nil {
		if n >= 1 && n <= len(cat) {
			return n - 1, nil
		}
		return -1, fmt.Errorf("no lesson %d: the course has lessons 1 to %d", n, len(cat))
	}
	for i, l := range cat {
		if q == l.ID || q == strings.TrimSuffix(l.File, ".md") {
			return i, nil
		}
	}
	match := func(pred func(Lesson) bool) []int {
		var out []int
		for i, l := range cat {
			if pred(l) {
				out = append(out, i)
			}
		}
		return out
	}
	tries := [][]int{
		match(func(l Lesson) bool { return strings.HasPrefix(l.ID, q) }),
		match(func(l Lesson) bool {
			return strings.Contains(l.ID, q) || strings.Contains(strings.ToLower(l.Title), q)
		}),
	}
	for _, m := range tries {
		switch {
		case q == "" || len(m) == 0:
			continue
		case len(m) == 1:
			return m[0], nil
		default:
			names := make([]string, len(m))
			for k, i := range m {
				names[k] = cat[i].ID
			}
			return -1, fmt.Errorf("lesson %q is ambiguous: it could be %s", query, strings.Join(names, ", "))
		}
	}
	ids := make([]string, len(cat))
	for i, l := range cat {
		ids[i] = l.ID
	}
	return -1, fmt.Errorf("no lesson %q; the lessons are %s (or their numbers 1-%d)", query, strings.Join(ids, ", "), len(cat))
}
