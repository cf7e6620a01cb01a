package repl

import (
	"sort"
	"strings"
	"sync"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

// completer completes the name before the cursor to the built-in
// functions and the session's variables it begins
// (readline.AutoCompleter).
type completer struct {
	mu   sync.Mutex
	vars map[string]bool
}

// addVar makes name a completion.
func (c *completer) addVar(name string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.vars == nil {
		c.vars = map[string]bool{}
	}
	c.vars[name] = true
}

// Do returns the endings of the names that begin with the word ending at
// pos, in order, and that word's length in runes.
func (c *completer) Do(line []rune, pos int) ([][]rune, int) {
	pos = min(max(pos, 0), len(line))
	start := pos
	for start > 0 && isNameRune(line[start-1]) {
		start--
	}
	word := string(line[start:pos])
	if word == "" {
		return nil, 0
	}
	var names []string
	for _, d := range eval.Builtins(model.Library()) {
		names = append(names, d.Name)
	}
	c.mu.Lock()
	for v := range c.vars {
		names = append(names, v)
	}
	c.mu.Unlock()
	sort.Strings(names)
	var out [][]rune
	for _, n := range names {
		if strings.HasPrefix(n, word) {
			out = append(out, []rune(n[len(word):]))
		}
	}
	return out, pos - start
}

// isNameRune reports whether r may be part of a name.
func isNameRune(r rune) bool {
	return r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
}
