package eval

import (
	"strings"

	"github.com/cutetui/cutetui/engine/eval/parse"
)

// Python continues a statement on the next line while a bracket is open
// (the DSL notebooks' cute.make_layout(\n (2, (1, 6)), ...\n)). In the
// DSL's spelling cutetui reads the same: the lines are joined with a
// space into one statement, numbered by its first line.

// openBrackets is how many ( and [ of line are not closed on it, outside
// its strings and its # comment (negative: more closed than opened).
func openBrackets(line string) int {
	depth := 0
	var quote byte
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '#':
			return depth
		case c == '(' || c == '[':
			depth++
		case c == ')' || c == ']':
			depth--
		}
	}
	return depth
}

// continues reports whether the statement line goes on on the next line:
// it is read in the DSL's spelling and leaves a bracket open.
func (e *Env) continues(line string) bool {
	return len(line) <= MaxStatement && openBrackets(line) > 0 && (e.Dialect == DialectDSL || parse.LooksDSL(line))
}

// ContinueStatement is line continued by the lines next gives while it
// leaves a bracket open (a DSL statement: continues), joined with a
// space, in time linear in their length; it stops once past MaxStatement
// bytes (the statement is then refused as too long). n is how many lines
// it took from next.
func (e *Env) ContinueStatement(line string, next func() (string, bool)) (stmt string, n int) {
	if !e.continues(line) {
		return line, 0
	}
	var b strings.Builder
	b.WriteString(line)
	depth := openBrackets(line)
	for depth > 0 && b.Len() <= MaxStatement {
		s, ok := next()
		if !ok {
			break
		}
		n++
		s = trimSpace(s)
		b.WriteByte(' ')
		b.WriteString(s)
		depth += openBrackets(s)
	}
	return b.String(), n
}

func trimSpace(s string) string {
	i, j := 0, len(s)
	for i < j && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r') {
		i++
	}
	for j > i && (s[j-1] == ' ' || s[j-1] == '\t' || s[j-1] == '\r') {
		j--
	}
	return s[i:j]
}
