package notebook

import (
	"strings"

	"github.com/yuin/goldmark/ast"
)

// speakerNote reads an HTML block that is a speaker note, `<!-- note: text
// -->` (the text may run over several lines), and returns its text.
func speakerNote(n *ast.HTMLBlock, src []byte) (string, bool) {
	var b strings.Builder
	lines := n.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		b.Write(seg.Value(src))
	}
	if n.HasClosure() {
		b.Write(n.ClosureLine.Value(src))
	}
	s := strings.TrimSpace(b.String())
	if !strings.HasPrefix(s, "<!--") || !strings.HasSuffix(s, "-->") {
		return "", false
	}
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(s, "<!--"), "-->"))
	rest, ok := strings.CutPrefix(s, "note:")
	if !ok {
		return "", false
	}
	return strings.Join(strings.Fields(rest), " "), true
}
