package eval

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
	return len(line) <= MaxStatement && openBrackets(line) > 0 && (e.Dialect == DialectDSL || looksDSL(line))
}

// joinLine is stmt continued by the next line.
func joinLine(stmt, next string) string {
	return stmt + " " + trimSpace(next)
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

// Continues reports whether the statement line goes on on the next line
// (a DSL statement with a bracket open), for a reader of its own lines
// (the REPL); JoinLine joins them as RunReader and ExecBlock do.
func (e *Env) Continues(line string) bool { return e.continues(line) }

// JoinLine is the statement stmt continued by the line next.
func JoinLine(stmt, next string) string { return joinLine(stmt, next) }
