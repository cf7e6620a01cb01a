// Package docmap checks a package's doc map: the indented lines of its
// package comment that name its files ("layout.go  Layout = Shape:Stride"),
// one or more names (or a family, "builtin_*.go") at the start of a line.
// A map that omits a file, or names one that is gone, is a map that lies.
package docmap

import (
	"fmt"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// entry is one file name or family the map lists, at the start of an
// indented line: names joined by ", ", ending in .go.
var entry = regexp.MustCompile(`^[A-Za-z0-9_*.]+\.go$`)

// Listed returns the file names and families (with *) the package comment
// of the package in dir lists.
func Listed(dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var out []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments|parser.PackageClauseOnly)
		if err != nil {
			return nil, err
		}
		if f.Doc == nil {
			continue
		}
		for _, line := range strings.Split(f.Doc.Text(), "\n") {
			if strings.HasPrefix(line, "\t") {
				out = append(out, names(strings.TrimSpace(line))...)
			}
		}
	}
	return out, nil
}

// names reads the names at the start of a map line: "a.go, b.go   what".
func names(line string) []string {
	var out []string
	for {
		end := strings.IndexAny(line, ", \t")
		word := line
		if end >= 0 {
			word = line[:end]
		}
		if !entry.MatchString(word) {
			return out
		}
		out = append(out, word)
		if end < 0 || !strings.HasPrefix(line[end:], ", ") {
			return out
		}
		line = line[end+2:]
	}
}

// Check reports the package's files (not tests) the map of dir does not
// list, and the names it lists that match no file.
func Check(dir string) (unlisted, stale []string, err error) {
	listed, err := Listed(dir)
	if err != nil {
		return nil, nil, err
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, nil, err
	}
	used := map[string]bool{}
	for _, f := range files {
		base := filepath.Base(f)
		if strings.HasSuffix(base, "_test.go") {
			continue
		}
		found := false
		for _, l := range listed {
			if ok, _ := filepath.Match(l, base); ok {
				found, used[l] = true, true
			}
		}
		if !found && base != "doc.go" {
			unlisted = append(unlisted, base)
		}
	}
	for _, l := range listed {
		if !used[l] {
			stale = append(stale, l)
		}
	}
	sort.Strings(unlisted)
	sort.Strings(stale)
	return unlisted, stale, nil
}

// Error is Check's finding as one message, or nil when the map is true.
func Error(dir string) error {
	unlisted, stale, err := Check(dir)
	if err != nil {
		return err
	}
	var parts []string
	if len(unlisted) > 0 {
		parts = append(parts, "not in the doc map: "+strings.Join(unlisted, ", "))
	}
	if len(stale) > 0 {
		parts = append(parts, "in the doc map but no file: "+strings.Join(stale, ", "))
	}
	if len(parts) == 0 {
		return nil
	}
	return fmt.Errorf("%s: %s (the package comment lists each file: name, then what it holds)", dir, strings.Join(parts, "; "))
}
