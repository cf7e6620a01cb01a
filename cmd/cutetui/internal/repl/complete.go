package repl

import (
	"strings"

	"github.com/cutetui/cutetui/engine/eval"
)

// completer completes the name before the cursor to the built-in
// functions it begins (readline.AutoCompleter).
type completer struct{}

// Do returns the endings of the functions whose names begin with the word
// ending at pos, and that word's length in runes.
func (completer) Do(line []rune, pos int) ([][]rune, int) {
	pos = min(max(pos, 0), len(line))
	start := pos
	for start > 0 && isNameRune(line[start-1]) {
		start--
	}
	word := string(line[start:pos])
	if word == "" {
		return nil, 0
	}
	var out [][]rune
	for _, d := range eval.Builtins() {
		if strings.HasPrefix(d.Name, word) {
			out = append(out, []rune(d.Name[len(word):]))
		}
	}
	return out, pos - start
}

// isNameRune reports whether r may be part of a name.
func isNameRune(r rune) bool {
	return r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
}
