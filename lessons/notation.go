package lessons

import (
	"bytes"
	"strings"

	"github.com/cutetui/cutetui/engine/eval"
)

// InDSL is a lesson's Markdown with every live pane (a ```cute fence)
// written in the CuTe DSL's notation: each statement rewritten by
// eval.DSLBlock, one with no DSL spelling kept in C++'s under a
// `# C++ only: …` line saying why. The prose, quizzes and exercises are
// unchanged: lessons are written once, in C++, and mapped.
func InDSL(src []byte) []byte {
	lines := strings.SplitAfter(string(src), "\n")
	var out bytes.Buffer
	for i := 0; i < len(lines); i++ {
		out.WriteString(lines[i])
		if !isPaneFence(lines[i]) {
			continue
		}
		j := i + 1
		for j < len(lines) && !strings.HasPrefix(lines[j], "```") {
			j++
		}
		if j == len(lines) {
			continue // an unclosed fence: left as written
		}
		body := strings.Join(lines[i+1:j], "")
		nl := strings.HasSuffix(body, "\n")
		body = eval.DSLBlock(strings.TrimSuffix(body, "\n"))
		if nl {
			body += "\n"
		}
		out.WriteString(body)
		i = j - 1
	}
	return out.Bytes()
}

// isPaneFence reports whether line opens a live pane: ```cute, with or
// without its {attributes}.
func isPaneFence(line string) bool {
	line = strings.TrimRight(line, "\r\n")
	return line == "```cute" || strings.HasPrefix(line, "```cute ")
}
